/// Splits vCard bytes into logical lines: physical lines end in CRLF, LF or a bare CR; a line that starts
/// with a space or tab continues the previous one (RFC 6350 §3.2); a quoted-printable value that ends in
/// `=` continues on the next line (vCard 2.1 soft line break); the base64 lines of a vCard 2.1 `PHOTO`
/// continue until a blank line even when they are not indented.
struct VCardLineReader: IteratorProtocol, Sequence {
  struct Line {
    /// The 1-based number of the physical line the logical line starts on.
    var number: Int
    var bytes: [UInt8]
  }

  private let bytes: [UInt8]
  private var position = 0
  private var lineNumber = 0
  private var pending: (number: Int, bytes: [UInt8])?

  /// `firstLine`: the file's line number of the first line (a piece of a larger file starts later).
  init(bytes: [UInt8], firstLine: Int = 1) {
    self.bytes = bytes
    lineNumber = Swift.max(0, firstLine - 1)
  }

  mutating func next() -> Line? {
    while let (number, physical) = nextPhysicalLine() {
      if var current = pending {
        if let first = physical.first, first == 0x20 || first == 0x09 {
          current.bytes.append(contentsOf: physical.dropFirst())
          pending = current
          continue
        }
        if current.bytes.last == UInt8(ascii: "="), VCardLineReader.isQuotedPrintable(current.bytes) {
          current.bytes.removeLast()
          current.bytes.append(contentsOf: physical)
          pending = current
          continue
        }
        if !physical.isEmpty, VCardLineReader.isBareBase64(physical),
          VCardLineReader.isBase64Property(current.bytes)
        {
          current.bytes.append(contentsOf: physical)
          pending = current
          continue
        }
        pending = physical.isEmpty ? nil : (number, physical)
        return Line(number: current.number, bytes: current.bytes)
      }
      if !physical.isEmpty {
        pending = (number, physical)
      }
    }
    if let current = pending {
      pending = nil
      return Line(number: current.number, bytes: current.bytes)
    }
    return nil
  }

  private mutating func nextPhysicalLine() -> (Int, [UInt8])? {
    guard position < bytes.count else { return nil }
    lineNumber += 1
    let start = position
    var end = start
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D {
      end += 1
    }
    position = end
    if position < bytes.count {
      if bytes[position] == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A {
        position += 2
      } else {
        position += 1
      }
    }
    return (lineNumber, Array(bytes[start..<end]))
  }

  /// The name-and-parameters part of a content line: everything before the first `:` outside quotes.
  static func head(of line: [UInt8]) -> ArraySlice<UInt8> {
    var quoted = false
    for (index, byte) in line.enumerated() {
      if byte == UInt8(ascii: "\"") {
        quoted.toggle()
      } else if byte == UInt8(ascii: ":"), !quoted {
        return line[..<index]
      }
    }
    return line[...]
  }

  static func isQuotedPrintable(_ line: [UInt8]) -> Bool {
    contains(head(of: line), "QUOTED-PRINTABLE")
  }

  private static func isBase64Property(_ line: [UInt8]) -> Bool {
    let head = head(of: line)
    return head.count < line.count && (contains(head, "BASE64") || contains(head, "ENCODING=B"))
  }

  /// True for a line of only base64 letters, as vCard 2.1 writers emit between a `PHOTO` and a blank line.
  private static func isBareBase64(_ line: [UInt8]) -> Bool {
    line.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"),
        UInt8(ascii: "="):
        return true
      default:
        return false
      }
    }
  }

  /// Case-insensitive search for an ASCII word in a byte slice.
  static func contains(_ haystack: ArraySlice<UInt8>, _ needle: StaticString) -> Bool {
    let pattern = Array(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
    guard haystack.count >= pattern.count else { return false }
    var start = haystack.startIndex
    while start + pattern.count <= haystack.endIndex {
      var matched = true
      for offset in 0..<pattern.count {
        var byte = haystack[start + offset]
        if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) { byte -= 32 }
        if byte != pattern[offset] {
          matched = false
          break
        }
      }
      if matched { return true }
      start += 1
    }
    return false
  }
}
