import MCP

/// JSON text (kith's own output: a search line, a chat turn, a contact) read into the SDK's `Value`.
///
/// The SDK's `Decodable` conformance tests every string against a data-URL regular expression that it
/// compiles anew each time: two thirds of a `search_contacts` call went there. kith's JSON holds no data
/// URLs, so this reader makes plain strings, and costs a few microseconds.
enum JSONValue {
  struct Malformed: Error, CustomStringConvertible {
    var offset: Int
    var description: String { "malformed JSON at byte \(offset)" }
  }

  static func parse(_ text: String) throws -> Value {
    var reader = Reader(bytes: Array(text.utf8))
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.offset == reader.bytes.count else { throw Malformed(offset: reader.offset) }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    mutating func skipSpace() {
      while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
    }

    mutating func value(depth: Int) throws -> Value {
      guard depth < 512 else { throw Malformed(offset: offset) }
      skipSpace()
      guard offset < bytes.count else { throw Malformed(offset: offset) }
      switch bytes[offset] {
      case UInt8(ascii: "{"):
        offset += 1
        var object: [String: Value] = [:]
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
          offset += 1
          return .object(object)
        }
        while true {
          skipSpace()
          let key = try string()
          skipSpace()
          try expect(":")
          object[key] = try value(depth: depth + 1)
          skipSpace()
          if try separator(closing: "}") { return .object(object) }
        }
      case UInt8(ascii: "["):
        offset += 1
        var array: [Value] = []
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
          offset += 1
          return .array(array)
        }
        while true {
          array.append(try value(depth: depth + 1))
          skipSpace()
          if try separator(closing: "]") { return .array(array) }
        }
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): try literal("true"); return .bool(true)
      case UInt8(ascii: "f"): try literal("false"); return .bool(false)
      case UInt8(ascii: "n"): try literal("null"); return .null
      default: return try number()
      }
    }

    /// After an element: true at the closing bracket, false after a comma.
    mutating func separator(closing: Unicode.Scalar) throws -> Bool {
      guard offset < bytes.count else { throw Malformed(offset: offset) }
      if bytes[offset] == UInt8(ascii: closing) {
        offset += 1
        return true
      }
      try expect(",")
      return false
    }

    mutating func expect(_ character: Unicode.Scalar) throws {
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { throw Malformed(offset: offset) }
      offset += 1
    }

    mutating func literal(_ word: String) throws {
      let expected = Array(word.utf8)
      guard offset + expected.count <= bytes.count, Array(bytes[offset..<offset + expected.count]) == expected else {
        throw Malformed(offset: offset)
      }
      offset += expected.count
    }

    mutating func number() throws -> Value {
      let start = offset
      var isInteger = true
      while offset < bytes.count {
        let byte = bytes[offset]
        if (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
          offset += 1
        } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
          isInteger = false
          offset += 1
        } else {
          break
        }
      }
      let text = String(decoding: bytes[start..<offset], as: UTF8.self)
      if isInteger, let integer = Int(text) { return .int(integer) }
      guard let double = Double(text) else { throw Malformed(offset: start) }
      return .double(double)
    }

    mutating func string() throws -> String {
      try expect("\"")
      var scalars = String.UnicodeScalarView()
      var runStart = offset
      func flushRun() {
        if runStart < offset { scalars.append(contentsOf: String(decoding: bytes[runStart..<offset], as: UTF8.self).unicodeScalars) }
      }
      while offset < bytes.count {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") {
          flushRun()
          offset += 1
          return String(scalars)
        }
        guard byte == UInt8(ascii: "\\") else {
          offset += 1
          continue
        }
        flushRun()
        offset += 1
        guard offset < bytes.count else { break }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800...0xDBFF).contains(code), offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
            bytes[offset + 1] == UInt8(ascii: "u")
          {
            offset += 2
            let low = try hex4()
            code = 0x10000 + ((code - 0xD800) << 10) + (low &- 0xDC00)
          }
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: throw Malformed(offset: offset - 1)
        }
        runStart = offset
      }
      throw Malformed(offset: offset)
    }

    mutating func hex4() throws -> UInt32 {
      guard offset + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
      else { throw Malformed(offset: offset) }
      offset += 4
      return code
    }
  }
}
