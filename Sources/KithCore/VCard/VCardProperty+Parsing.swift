import Foundation

extension VCardProperty {
  /// What parsing one content line found besides the property itself.
  struct ParseNotes {
    var invalidQuotedPrintable = false
    var unknownCharset: String?
  }

  /// Parses one unfolded content line: `[group.]NAME[;param…]:value`.
  ///
  /// Quoted-printable values are decoded and every value is turned into text through its `CHARSET`
  /// (UTF-8 when absent, Windows-1252 when the bytes are not UTF-8), so `value` is always text.
  static func parse(_ line: [UInt8], notes: inout ParseNotes) throws(VCardPropertyError) -> VCardProperty {
    let head = VCardLineReader.head(of: line)
    guard head.endIndex < line.endIndex else { throw .missingColon }
    let valueBytes = line[(head.endIndex + 1)...]
    let segments = splitParameters(head)
    guard let nameSegment = segments.first else { throw .missingName }
    let fullName = String(decoding: nameSegment, as: UTF8.self)
    var group: String?
    var name = fullName
    if let dot = fullName.lastIndex(of: ".") {
      group = String(fullName[..<dot])
      name = String(fullName[fullName.index(after: dot)...])
    }
    guard !name.isEmpty,
      name.utf8.allSatisfy({ isNameByte($0) }),
      group.map({ !$0.isEmpty && $0.utf8.allSatisfy(isNameByte) }) ?? true
    else {
      throw .invalidName
    }
    var parameters: [VCardParameter] = []
    for segment in segments.dropFirst() where !segment.isEmpty {
      parameters.append(parseParameter(segment))
    }
    var property = VCardProperty(group: group, name: name, parameters: [], value: "")
    var decodedBytes = valueBytes
    let encoding = parameters.first { $0.name == "ENCODING" }?.values.first?.uppercased()
    let charset = parameters.first { $0.name == "CHARSET" }?.values.first
    let isQuotedPrintable =
      encoding == "QUOTED-PRINTABLE"
      || parameters.contains { $0.name == "TYPE" && $0.values.contains { $0.uppercased() == "QUOTED-PRINTABLE" } }
    if isQuotedPrintable {
      var invalid = false
      decodedBytes = TextEncoding.decodeQuotedPrintable(valueBytes, invalid: &invalid)[...]
      if invalid { notes.invalidQuotedPrintable = true }
      // NB: the value is text now; the encoding parameters would be wrong on export.
      parameters.removeAll { $0.name == "ENCODING" || $0.name == "CHARSET" }
      parameters = parameters.compactMap { parameter in
        guard parameter.name == "TYPE" else { return parameter }
        let kept = parameter.values.filter { $0.uppercased() != "QUOTED-PRINTABLE" }
        return kept.isEmpty ? nil : VCardParameter(name: "TYPE", values: kept)
      }
    } else if charset != nil {
      parameters.removeAll { $0.name == "CHARSET" }
    }
    if let charset, let text = TextEncoding.decode(decodedBytes, charset: charset) {
      property.value = text
    } else {
      if let charset { notes.unknownCharset = charset }
      property.value = TextEncoding.decodeUTF8OrLegacy(decodedBytes)
    }
    if isQuotedPrintable {
      // `=0D=0A` is a line break in the text; written as `\n` it is in vCard escaping like every other
      // value, and reads and exports the same as a 3.0 `\n` (a CR cannot travel in 3.0 or 4.0).
      property.value = VCardText.escapeLineBreaks(property.value)
    }
    property.parameters = parameters
    return property
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
      UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// Splits the head on `;` outside double quotes.
  private static func splitParameters(_ head: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    var segments: [ArraySlice<UInt8>] = []
    var quoted = false
    var start = head.startIndex
    for index in head.indices {
      let byte = head[index]
      if byte == UInt8(ascii: "\"") {
        quoted.toggle()
      } else if byte == UInt8(ascii: ";"), !quoted {
        segments.append(head[start..<index])
        start = index + 1
      }
    }
    segments.append(head[start..<head.endIndex])
    return segments
  }

  /// `TYPE=work,voice`, `PREF=1`, `LABEL="a;b"`, or vCard 2.1's bare `WORK` (a TYPE value) and
  /// `QUOTED-PRINTABLE`/`BASE64` (an ENCODING value).
  private static func parseParameter(_ segment: ArraySlice<UInt8>) -> VCardParameter {
    let text = String(decoding: segment, as: UTF8.self)
    // NB: an `=` after a `(` belongs to a bare value such as Samsung's `X-CUSTOM(CHARSET=UTF-8,…)`.
    guard let equals = text.firstIndex(of: "="), !text[..<equals].contains("(") else {
      let bare = text.trimmed
      switch bare.uppercased() {
      case "QUOTED-PRINTABLE", "BASE64", "8BIT", "7BIT", "B":
        return VCardParameter(name: "ENCODING", values: [bare])
      default:
        return VCardParameter(name: "TYPE", values: [bare])
      }
    }
    let name = text[..<equals].trimmed
    let rawValue = String(text[text.index(after: equals)...])
    if !rawValue.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "^") }) {
      // The common case, `TYPE=CELL`: one plain value.
      return VCardParameter(name: name, values: [rawValue])
    }
    var values: [String] = []
    var current = ""
    var quoted = false
    var wasQuoted = false
    var iterator = rawValue.makeIterator()
    while let character = iterator.next() {
      switch character {
      case "\"":
        quoted.toggle()
        wasQuoted = true
      case "," where !quoted && name.uppercased() != "LABEL" && !wasQuoted:
        values.append(current)
        current = ""
      case "^":
        // RFC 6868 parameter escaping.
        switch iterator.next() {
        case "n": current.append("\n")
        case "'": current.append("\"")
        case "^": current.append("^")
        case let other?: current.append("^"); current.append(other)
        case nil: current.append("^")
        }
      default:
        current.append(character)
      }
    }
    values.append(current)
    return VCardParameter(name: name, values: values)
  }
}

/// Why a content line could not be parsed.
enum VCardPropertyError: Error, CustomStringConvertible {
  case missingColon
  case missingName
  /// The text before the colon is not a property name. It is not quoted back: on a broken line it is
  /// often a contact's details.
  case invalidName

  var description: String {
    switch self {
    case .missingColon: "line has no ':' between property name and value"
    case .missingName: "line has no property name"
    case .invalidName: "the text before ':' is not a property name (letters, digits and '-' only)"
    }
  }
}
