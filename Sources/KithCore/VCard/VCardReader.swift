import Foundation

/// Reads vCards (2.1, 3.0 and 4.0) from bytes, one card at a time.
///
/// Each element is a card read in full, or a diagnostic for a card (or stray text) that could not be read;
/// a bad card never stops the cards after it, and a card is never returned half-read.
///
/// ```swift
/// for result in VCardReader(data: bytes, source: "contacts.vcf") {
///   switch result {
///   case .success(let card): store(card.entry)
///   case .failure(let problem): report(problem)  // "contacts.vcf:12: skipped card: …"
///   }
/// }
/// ```
public struct VCardReader: Sequence, IteratorProtocol {
  /// The largest logical line kith reads (a big photo is a few MB of base64).
  public static let maximumLineLength = 16 << 20

  private var lines: VCardLineReader
  private let source: String
  private var carried: VCardLineReader.Line?

  /// Reads `data`; `source` names the file in diagnostics. A UTF-16 file (with its byte-order mark) is
  /// converted to UTF-8 first, and a UTF-8 byte-order mark is dropped.
  public init(data: some Sequence<UInt8>, source: String) {
    self.source = source
    lines = VCardLineReader(bytes: VCardReader.normalizedBytes(Array(data)))
  }

  /// Reads a piece of a larger file (``VCardSegments``) whose first line is the file's line `firstLine`,
  /// so diagnostics name the file's own line numbers. The bytes are UTF-8.
  public init(segment bytes: [UInt8], firstLine: Int, source: String) {
    self.source = source
    lines = VCardLineReader(bytes: bytes, firstLine: firstLine)
  }

  public mutating func next() -> Result<VCardCard, VCardDiagnostic>? {
    var begin: VCardLineReader.Line?
    var body: [VCardLineReader.Line] = []
    while let line = carried ?? lines.next() {
      carried = nil
      let keyword = VCardReader.keyword(of: line.bytes)
      if begin == nil {
        if keyword == .begin {
          begin = line
          continue
        }
        if let stray = skipStray(startingWith: line, keyword: keyword) {
          return .failure(stray)
        }
        continue
      }
      switch keyword {
      case .begin:
        carried = line
        return .failure(skipped(at: begin!.number, "BEGIN:VCARD has no END:VCARD before the next card"))
      case .end:
        return card(begin: begin!, body: body)
      case .other:
        body.append(line)
      }
    }
    if let begin {
      return .failure(skipped(at: begin.number, "BEGIN:VCARD has no END:VCARD before the end of the file"))
    }
    return nil
  }

  /// Text outside any card: one diagnostic for a run of such lines, then reading goes on.
  private mutating func skipStray(
    startingWith line: VCardLineReader.Line, keyword: Keyword
  ) -> VCardDiagnostic? {
    if keyword == .end {
      return warning(at: line.number, "END:VCARD without BEGIN:VCARD ignored")
    }
    while let next = lines.next() {
      let nextKeyword = VCardReader.keyword(of: next.bytes)
      if nextKeyword != .other {
        carried = next
        break
      }
    }
    return warning(at: line.number, "text outside BEGIN:VCARD … END:VCARD ignored")
  }

  private func card(begin: VCardLineReader.Line, body: [VCardLineReader.Line]) -> Result<
    VCardCard, VCardDiagnostic
  > {
    var properties: [(line: Int, property: VCardProperty)] = []
    var warnings: [VCardDiagnostic] = []
    for line in body {
      if line.bytes.count > VCardReader.maximumLineLength {
        return .failure(skipped(at: line.number, "line is longer than 16 MiB"))
      }
      if line.bytes.contains(0) {
        return .failure(skipped(at: line.number, "line contains a NUL byte"))
      }
      var notes = VCardProperty.ParseNotes()
      do {
        let property = try VCardProperty.parse(line.bytes, notes: &notes)
        properties.append((line.number, property))
      } catch {
        return .failure(skipped(at: line.number, error.description))
      }
      if notes.invalidQuotedPrintable {
        warnings.append(warning(at: line.number, "invalid quoted-printable escape kept as text"))
      }
      if let charset = notes.unknownCharset {
        warnings.append(warning(at: line.number, "unknown CHARSET '\(charset)' read as UTF-8"))
      }
    }
    do {
      var card = try VCardDecoder.decode(properties, beginLine: begin.number)
      card.warnings = warnings + card.warnings.map { warning(at: $0.line, $0.reason) }
      return .success(card)
    } catch {
      return .failure(skipped(at: error.line, error.reason))
    }
  }

  private func skipped(at line: Int, _ reason: String) -> VCardDiagnostic {
    VCardDiagnostic(source: source, line: line, severity: .skipped, reason: reason)
  }

  private func warning(at line: Int, _ reason: String) -> VCardDiagnostic {
    VCardDiagnostic(source: source, line: line, severity: .warning, reason: reason)
  }

  private enum Keyword { case begin, end, other }

  private static func keyword(of line: [UInt8]) -> Keyword {
    guard line.count >= 9, line.count <= 16 else { return .other }
    let first = line[0] | 0x20
    guard first == UInt8(ascii: "b") || first == UInt8(ascii: "e") else { return .other }
    var letters: [UInt8] = []
    for byte in line where byte != 0x20 && byte != 0x09 {
      letters.append((0x61...0x7A).contains(byte) ? byte - 0x20 : byte)
    }
    if letters == Array("BEGIN:VCARD".utf8) { return .begin }
    if letters == Array("END:VCARD".utf8) { return .end }
    return .other
  }

  static func normalizedBytes(_ bytes: [UInt8]) -> [UInt8] {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return Array(bytes.dropFirst(3))
    }
    let littleEndian = bytes.starts(with: [0xFF, 0xFE])
    if littleEndian || bytes.starts(with: [0xFE, 0xFF]) {
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2)
      var index = 2
      while index + 1 < bytes.count {
        let pair = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
        units.append(littleEndian ? pair.0 | pair.1 << 8 : pair.0 << 8 | pair.1)
        index += 2
      }
      return Array(String(decoding: units, as: UTF16.self).utf8)
    }
    return bytes
  }
}

/// One card read from a vCard file: a contact, or (vCard 4.0 `KIND:group`) a group with its members.
public struct VCardCard: Sendable {
  public enum Entry: Sendable, Hashable {
    case contact(Contact)
    case group(VCardGroup)
  }

  public var entry: Entry
  /// The line of the card's `BEGIN:VCARD`.
  public var line: Int
  public var version: VCardVersion
  /// Things kept as-is in a card that was read (an unparsable birthday, bad quoted-printable).
  public var warnings: [VCardDiagnostic]
}

/// A vCard 4.0 group card (`KIND:group`, or Apple's `X-ADDRESSBOOKSERVER-KIND:group`).
public struct VCardGroup: Sendable, Hashable {
  public var uid: String
  public var name: String
  /// Member references as written (`urn:uuid:…`), to match against contact identifiers.
  public var members: [String]
}
