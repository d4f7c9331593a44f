/// JSON string literals, written directly where a general encoder would cost more than the work around it
/// (the store's columns, search answers).
public enum JSONText {
  /// Appends `text` as a JSON string: quotes, backslashes and control characters escaped, and the line
  /// and paragraph separators too (some JSON Lines readers split on them). Text that needs none of that,
  /// nearly all of it, is copied whole.
  ///
  /// ```swift
  /// var out = ""
  /// JSONText.appendString("say \"hi\"", to: &out)   // "say \"hi\""
  /// ```
  public static func appendString(_ text: String, to out: inout String) {
    out += "\""
    guard needsEscaping(text) else {
      out += text
      out += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  /// Control characters, quotes, backslashes, and the separators U+2028/U+2029 (E2 80 A8/A9 in UTF-8).
  static func needsEscaping(_ text: String) -> Bool {
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
      if byte == 0xA8 || byte == 0xA9, previous == (0xE2, 0x80) { return true }
      previous = (previous.1, byte)
    }
    return false
  }
}
