/// Text from cards and files, made safe to print on a terminal: nothing a card contains can recolour or
/// retitle the terminal, move its cursor, reverse the direction of what follows, or hide characters.
///
/// - C0 and C1 control characters are shown escaped: ESC as `\e`, the others as `\x07`, `\x9b`; a line
///   break and a tab stay (kith's own layout uses them), unless `keepingLineBreaks` is false.
/// - Bidirectional controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) are shown as
///   `\u{202E}`: "moc.evil" reads as it is written, never as "live.com".
/// - Invisible characters that can hide or fake a name's letters (U+200B, U+2060, U+FEFF, Hangul fillers,
///   U+180E, invisible operators) are shown as `\u{200B}`. The joiners U+200C and U+200D stay: scripts and
///   emoji need them.
///
/// JSON output is not passed through this: it keeps the exact data, escaped by JSON.
///
/// ```swift
/// TerminalText.safe("Eve\u{1B}[31m")   // "Eve\\e[31m"
/// TerminalText.safe("moc.\u{202E}live") // "moc.\\u{202E}live"
/// ```
public enum TerminalText {
  public static func safe(_ text: String, keepingLineBreaks: Bool = true) -> String {
    // The usual text is printable ASCII with line breaks: nothing to do.
    if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || (keepingLineBreaks && $0 == 0x0A) }) {
      return text
    }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch value {
      case 0x0A where keepingLineBreaks, 0x09:
        out.unicodeScalars.append(scalar)
      case 0x1B:
        out += "\\e"
      case 0x00...0x1F, 0x7F, 0x80...0x9F:
        out += "\\x" + hex(value, width: 2)
      case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
        0x200B, 0x2060...0x2064, 0xFEFF, 0x180E, 0x115F, 0x1160, 0x3164, 0xFFA0, 0x2028, 0x2029:
        out += "\\u{" + hex(value, width: 4) + "}"
      default:
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: width == 4)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
