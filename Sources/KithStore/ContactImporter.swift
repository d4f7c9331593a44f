import Foundation
import KithCore

/// Imports vCard files into a store in one transaction.
///
/// A card whose UID is already stored updates that contact (and changes nothing when it is equal), so
/// importing the same file twice duplicates nothing. A card without a UID gets an identifier derived
/// from its content, for the same reason. Cards that cannot be read are skipped and reported; the rest
/// are imported.
public struct ContactImporter {
  public let store: ContactStore
  /// With `strict`, any skipped card rolls the whole import back.
  public var strict = false

  /// How much of a file is read at once (whole cards, at least this many bytes): memory for one piece.
  public var segmentSize = VCardSegments.defaultSize

  public init(store: ContactStore, strict: Bool = false) {
    self.store = store
    self.strict = strict
  }

  /// What an import did.
  public struct Summary: Hashable, Sendable, CustomStringConvertible {
    public var added = 0
    public var updated = 0
    public var unchanged = 0
    public var skipped = 0
    public var warnings = 0
    public var groups = 0

    /// Contacts that are now in the store as the files have them.
    public var imported: Int { added + updated }

    /// `Imported 1,998 contacts (3 updated); skipped 2`.
    public var description: String {
      var text = "Imported \(Summary.grouped(imported)) \(imported == 1 ? "contact" : "contacts")"
      if updated > 0 { text += " (\(Summary.grouped(updated)) updated)" }
      if unchanged > 0 { text += "; \(Summary.grouped(unchanged)) unchanged" }
      if skipped > 0 { text += "; skipped \(Summary.grouped(skipped))" }
      return text
    }

    /// 1998 → "1,998".
    public static func grouped(_ number: Int) -> String {
      let digits = String(number.magnitude)
      var result = ""
      for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
        result.append(digit)
      }
      return number < 0 ? "-" + result : result
    }
  }

  /// Imports every source. `report` receives each diagnostic as it is found (skipped cards and
  /// warnings); `progress` the number of cards read so far, every 1,000 cards.
  public func run(
    _ sources: [ImportSource], report: (VCardDiagnostic) -> Void, progress: (Int) -> Void = { _ in }
  ) throws -> Summary {
    var summary = Summary()
    var cardsRead = 0
    // A limited client could overwrite a card it does not see by naming its UID: imports need full access.
    if store.access.level == .limited {
      throw StoreError.accessDenied(store.access.description, "import contacts (imports need full access)")
    }
    _ = try store.perform(.import) { transaction in
      func handle(_ result: CardPipeline.Item, source: String) throws {
        cardsRead += 1
        if cardsRead % 1_000 == 0 { progress(cardsRead) }
        switch result {
        case .failure(let diagnostic):
          if diagnostic.severity == .skipped {
            summary.skipped += 1
          } else {
            summary.warnings += 1
          }
          report(diagnostic)
        case .success(let (card, prepared)):
          for warning in card.warnings {
            summary.warnings += 1
            report(warning)
          }
          // Kept as written, shown escaped (TerminalText); the warning names the card, not what it holds.
          if let contact = prepared?.contact, ContactImporter.holdsTerminalControls(contact) {
            summary.warnings += 1
            report(VCardDiagnostic(
              source: source, line: card.line, severity: .warning,
              reason: "card \(contact.id) holds control or direction characters; kept as they are, shown escaped"))
          }
          if case .group(let group) = card.entry, !group.name.isEmpty {
            _ = try transaction.groupID(named: group.name)
            summary.groups += 1
          }
          if let prepared {
            switch try transaction.upsert(prepared) {
            case .added: summary.added += 1
            case .updated: summary.updated += 1
            case .unchanged: summary.unchanged += 1
            }
          }
        }
      }
      let observers = store.observers
      for source in sources {
        // A file is read a piece of whole cards at a time (a 5 GB export needs memory for one piece);
        // other sources (standard input, a UTF-16 file) whole.
        let path = source.path.flatMap { VCardSegments.isUTF16(path: $0) ? nil : $0 }
        // The pieces read so far: a file of one piece (most are) is read once; a larger one twice, since
        // group cards may come after their members and a first pass gathers them.
        var held: [(bytes: [UInt8], firstLine: Int?)] = []
        var segments: VCardSegments?
        if let path {
          guard let opened = VCardSegments(path: path, size: segmentSize) else { throw ImportError.unreadable(path) }
          segments = opened
          while held.count < 2, let segment = segments!.next() { held.append((segment.bytes, segment.firstLine)) }
        } else {
          held = [(try source.load(), nil)]
        }
        var memberships: [String: [String]] = [:]
        func gather(_ bytes: [UInt8], _ firstLine: Int?) {
          for (key, names) in groupMemberships(in: bytes, firstLine: firstLine, source: source.name) {
            memberships[key, default: []] += names
          }
        }
        for piece in held { gather(piece.bytes, piece.firstLine) }
        let inPieces = held.count > 1
        if inPieces {
          while let segment = segments?.next() { gather(segment.bytes, segment.firstLine) }
          held = []
        }
        let members = memberships
        let prepare: @Sendable (Contact) -> PreparedContact = { contact in
          var contact = contact
          if contact.id.isEmpty { contact.id = ContactImporter.derivedID(for: contact) }
          for name in members[ContactImporter.memberKey(contact.id)] ?? [] where !contact.groups.contains(name) {
            contact.groups.append(name)
          }
          return PreparedContact(contact, observers: observers)
        }
        func consume(_ bytes: [UInt8], firstLine: Int?) throws {
          let pipeline = CardPipeline(bytes: bytes, firstLine: firstLine, source: source.name, prepare: prepare)
          defer { pipeline.cancel() }
          while let batch = pipeline.next() {
            for result in batch {
              try handle(result, source: source.name)
            }
          }
        }
        if inPieces, let path {
          guard var again = VCardSegments(path: path, size: segmentSize) else { throw ImportError.unreadable(path) }
          while let segment = again.next() { try consume(segment.bytes, firstLine: segment.firstLine) }
        } else {
          for piece in held { try consume(piece.bytes, firstLine: piece.firstLine) }
        }
      }
      if strict, summary.skipped > 0 { throw ImportError.strictSkipped(summary.skipped) }
    }
    return summary
  }

  /// Whether a contact's names, organisation or note hold characters a terminal would obey rather than
  /// show: control characters, bidirectional overrides, invisible ones.
  static func holdsTerminalControls(_ contact: Contact) -> Bool {
    let texts = [
      contact.givenName, contact.familyName, contact.middleName, contact.namePrefix, contact.nameSuffix,
      contact.organizationName, contact.note,
    ] + contact.nicknames + contact.emailAddresses.map(\.value)
    return texts.contains { TerminalText.safe($0) != $0 }
  }

  /// Group names by member key, from the vCard 4.0 group cards of a file (read first, so that a
  /// contact gets its memberships in the same upsert and a re-import stays unchanged).
  private func groupMemberships(in bytes: [UInt8], firstLine: Int?, source: String) -> [String: [String]] {
    guard ContactImporter.mentionsGroupKind(bytes) else { return [:] }
    var memberships: [String: [String]] = [:]
    for case .success(let card) in VCardReader.reading(bytes, firstLine: firstLine, source: source) {
      guard case .group(let group) = card.entry, !group.name.isEmpty else { continue }
      for member in group.members {
        memberships[ContactImporter.memberKey(member), default: []].append(group.name)
      }
    }
    return memberships
  }

  private static func mentionsGroupKind(_ bytes: [UInt8]) -> Bool {
    let needle = Array("kind:group".utf8)
    guard bytes.count >= needle.count else { return false }
    var index = 0
    while index + needle.count <= bytes.count {
      var matched = true
      for offset in 0..<needle.count {
        var byte = bytes[index + offset]
        if (65...90).contains(byte) { byte += 32 }
        if byte != needle[offset] {
          matched = false
          break
        }
      }
      if matched { return true }
      index += 1
    }
    return false
  }

  /// `urn:uuid:ABC` and `abc` name the same contact.
  static func memberKey(_ reference: String) -> String {
    var key = reference.lowercased()
    if key.hasPrefix("urn:uuid:") { key.removeFirst(9) }
    return key
  }

  /// A UUID-shaped identifier from a card's content, stable across imports of the same card.
  static func derivedID(for contact: Contact) -> String {
    var copy = contact.content
    copy.id = ""
    let text = (try? JSONCoding.string(copy)) ?? NameFormatter.displayName(for: contact)
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x8422_2325_cbf2_9ce4
    for byte in text.utf8 {
      first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      second = (second &+ UInt64(byte)) &* 0x9E37_79B9_7F4A_7C15
      second ^= second >> 29
    }
    let hex = String(format: "%016llX%016llX", first, second)
    let chars = Array(hex)
    return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }.joined(separator: "-")
  }
}

extension VCardReader {
  /// A reader of a whole source (`firstLine` nil) or of a piece of a file that starts at `firstLine`.
  static func reading(_ bytes: [UInt8], firstLine: Int?, source: String) -> VCardReader {
    firstLine.map { VCardReader(segment: bytes, firstLine: $0, source: source) } ?? VCardReader(data: bytes, source: source)
  }
}
