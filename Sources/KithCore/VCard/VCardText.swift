import Foundation

/// vCard text escaping (RFC 6350 §3.4): `\\`, `\,`, `\;` and `\n` in values.
enum VCardText {
  /// Undoes the escaping of one value or component. An unknown escape keeps its backslash, so a
  /// vCard 2.1 `C:\Users` stays as written.
  static func unescape(_ text: some StringProtocol) -> String {
    guard text.utf8.contains(UInt8(ascii: "\\")) else { return String(text) }
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var iterator = text.makeIterator()
    while let character = iterator.next() {
      guard character == "\\" else {
        output.append(character)
        continue
      }
      switch iterator.next() {
      case "n", "N": output.append("\n")
      case "\\": output.append("\\")
      case ",": output.append(",")
      case ";": output.append(";")
      case ":": output.append(":")
      case let other?:
        output.append("\\")
        output.append(other)
      case nil:
        output.append("\\")
      }
    }
    return output
  }

  /// Splits on a separator that is not escaped, leaving the escaping of each part in place.
  static func rawSplit(_ text: String, on separator: Character) -> [Substring] {
    var parts: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\\" {
        index = text.index(after: index)
        if index < text.endIndex { index = text.index(after: index) }
        continue
      }
      if character == separator {
        parts.append(text[start..<index])
        start = text.index(after: index)
      }
      index = text.index(after: index)
    }
    parts.append(text[start...])
    return parts
  }

  /// Splits on a separator that is not escaped, then unescapes each part.
  static func split(_ text: String, on separator: Character) -> [String] {
    rawSplit(text, on: separator).map(unescape)
  }

  /// Structured value components (`N`, `ADR`, `ORG`), each unescaped.
  static func components(_ text: String) -> [String] {
    split(text, on: ";")
  }

  /// Comma-separated items (`NICKNAME`, `CATEGORIES`), each unescaped.
  static func items(_ text: String) -> [String] {
    split(text, on: ",")
  }

  /// Escapes text for a value: backslash, comma, semicolon and newlines.
  static func escape(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": output += "\\\\"
      case ",": output += "\\,"
      case ";": output += "\\;"
      case "\r": output += "\\n"
      case "\n": if !previousWasCR { output += "\\n" }
      default: output.unicodeScalars.append(scalar)
      }
      previousWasCR = scalar == "\r"
    }
    return output
  }

  /// Escapes only line breaks, for values (URIs, raw kept properties) where commas are literal.
  static func escapeLineBreaks(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return text.replacingOccurrences(of: "\r\n", with: "\\n")
      .replacingOccurrences(of: "\r", with: "\\n")
      .replacingOccurrences(of: "\n", with: "\\n")
  }
}
