import Foundation

/// The character sets vCard files are written in, and the decoders vCard 2.1 needs.
enum TextEncoding {
  /// Decodes `bytes` in the charset a `CHARSET` parameter names; nil for a charset kith does not know.
  ///
  /// UTF-8 that is not valid UTF-8 falls back to Windows-1252, which is what mislabelled exports hold.
  static func decode(_ bytes: ArraySlice<UInt8>, charset: String) -> String? {
    switch charset.lowercased().filter({ $0.isLetter || $0.isNumber }) {
    case "utf8", "":
      return decodeUTF8OrLegacy(bytes)
    case "usascii", "ascii":
      return decodeUTF8OrLegacy(bytes)
    case "iso88591", "latin1", "l1", "iso885915":
      return String(decoding: bytes.lazy.map { UInt16($0) }, as: UTF16.self)
    case "windows1252", "cp1252", "win1252":
      return decodeWindows1252(bytes)
    default:
      return nil
    }
  }

  /// UTF-8 when the bytes are valid UTF-8, else Windows-1252.
  static func decodeUTF8OrLegacy(_ bytes: ArraySlice<UInt8>) -> String {
    if bytes.allSatisfy({ $0 < 0x80 }) || isValidUTF8(bytes) {
      return String(decoding: bytes, as: UTF8.self)
    }
    return decodeWindows1252(bytes)
  }

  static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  static func decodeWindows1252(_ bytes: ArraySlice<UInt8>) -> String {
    var scalars = String.UnicodeScalarView()
    for byte in bytes {
      if (0x80...0x9F).contains(byte), let mapped = windows1252High[Int(byte - 0x80)] {
        scalars.append(mapped)
      } else {
        scalars.append(Unicode.Scalar(byte))
      }
    }
    return String(scalars)
  }

  /// Windows-1252's 0x80…0x9F; nil where the code page leaves a hole (kept as the C1 control).
  private static let windows1252High: [Unicode.Scalar?] = [
    "\u{20AC}", nil, "\u{201A}", "\u{0192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
    "\u{02C6}", "\u{2030}", "\u{0160}", "\u{2039}", "\u{0152}", nil, "\u{017D}", nil,
    nil, "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
    "\u{02DC}", "\u{2122}", "\u{0161}", "\u{203A}", "\u{0153}", nil, "\u{017E}", "\u{0178}",
  ]

  /// Decodes quoted-printable (`=C3=A9`, soft line breaks already joined by the line reader).
  ///
  /// An `=` not followed by two hex digits is kept as it is and reported through `invalid`, so nothing
  /// the file held is lost.
  static func decodeQuotedPrintable(_ bytes: ArraySlice<UInt8>, invalid: inout Bool) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "=") {
        if index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
          let low = hexValue(bytes[index + 2])
        {
          output.append(high << 4 | low)
          index += 3
          continue
        }
        invalid = true
      }
      output.append(byte)
      index += 1
    }
    return output
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    default: return nil
    }
  }

  /// Strict base64: white space is ignored, missing padding is tolerated, anything else fails. The
  /// URL-safe letters ("-", "_") are read as "+" and "/".
  static func decodeBase64(_ text: String) -> Data? {
    var text = text
    // A photo is megabytes of ASCII: decode the bytes directly. Other white space (no-break spaces…)
    // takes the general path.
    return text.withUTF8 { bytes in
      bytes.allSatisfy { $0 < 0x80 } ? decodeASCIIBase64(bytes) : nil
    } ?? decodeUnicodeBase64(text)
  }

  /// The value of each base64 letter, 0xFF for white space, 0xFE for anything else.
  private static let base64Values: [UInt8] = {
    var table = [UInt8](repeating: 0xFE, count: 256)
    for (value, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
      table[Int(letter)] = UInt8(value)
    }
    table[Int(UInt8(ascii: "-"))] = 62
    table[Int(UInt8(ascii: "_"))] = 63
    for space in [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D] { table[space] = 0xFF }
    return table
  }()

  private static func decodeASCIIBase64(_ bytes: UnsafeBufferPointer<UInt8>) -> Data? {
    let table = base64Values
    var output = [UInt8]()
    output.reserveCapacity(bytes.count / 4 * 3 + 3)
    var accumulator: UInt32 = 0
    var pending = 0
    var padding = false
    for byte in bytes {
      let value = table[Int(byte)]
      if value == 0xFF { continue }
      if byte == UInt8(ascii: "=") {
        padding = true
        continue
      }
      // A letter after padding, or anything not base64, fails.
      guard value < 64, !padding else { return nil }
      accumulator = accumulator << 6 | UInt32(value)
      pending += 1
      if pending == 4 {
        output.append(UInt8(truncatingIfNeeded: accumulator >> 16))
        output.append(UInt8(truncatingIfNeeded: accumulator >> 8))
        output.append(UInt8(truncatingIfNeeded: accumulator))
        accumulator = 0
        pending = 0
      }
    }
    switch pending {
    case 0: break
    case 2: output.append(UInt8(truncatingIfNeeded: accumulator >> 4))
    case 3:
      output.append(UInt8(truncatingIfNeeded: accumulator >> 10))
      output.append(UInt8(truncatingIfNeeded: accumulator >> 2))
    default: return nil
    }
    return Data(output)
  }

  private static func decodeUnicodeBase64(_ text: String) -> Data? {
    var cleaned = text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init)
    while cleaned.last == "=" { cleaned.removeLast() }
    let body = String(cleaned)
    guard
      body.utf8.allSatisfy({
        isBase64Letter($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "/")
          || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
      })
    else { return nil }
    var standard = body.replacingOccurrences(of: "-", with: "+").replacingOccurrences(
      of: "_", with: "/")
    guard standard.utf8.count % 4 != 1 else { return nil }
    while standard.utf8.count % 4 != 0 { standard += "=" }
    return Data(base64Encoded: standard)
  }

  private static func isBase64Letter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
