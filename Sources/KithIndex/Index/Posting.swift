/// One occurrence of a term in a contact: which contact, which field and word, plus the few facts about
/// the contact that scoring needs without reading it (so a query touches only postings until the end).
struct Posting: Hashable, Sendable {
  /// The contact's row in the `contact` table.
  var document: Int64
  var field: IndexedField
  /// The word's position in its field.
  var position: UInt8
  var flags: Flags
  /// First letters (folded ASCII, 0 when none) of the given, middle and family names.
  var givenInitial: UInt8
  var middleInitial: UInt8 = 0
  var familyInitial: UInt8
  /// How many words the contact's given, middle and family names have together.
  var nameLength: UInt8

  struct Flags: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    /// The contact is an organisation card.
    static let organizationCard = Flags(rawValue: 1)
    /// The term is a spelling variant of the stored word (Mueller for Müller).
    static let variant = Flags(rawValue: 2)
  }

  static let byteCount = 15

  /// Appends the packed record (little-endian document, then the seven bytes).
  func append(to bytes: inout [UInt8]) {
    var value = UInt64(bitPattern: document)
    for _ in 0..<8 {
      bytes.append(UInt8(truncatingIfNeeded: value))
      value >>= 8
    }
    bytes += [field.rawValue, position, flags.rawValue, givenInitial, middleInitial, familyInitial, nameLength]
  }

  /// Decodes every record of a postings blob; records of unknown fields are skipped.
  static func decode(_ bytes: UnsafeRawBufferPointer) -> [Posting] {
    var postings: [Posting] = []
    postings.reserveCapacity(bytes.count / byteCount)
    var offset = 0
    while offset + byteCount <= bytes.count {
      var value: UInt64 = 0
      for index in (0..<8).reversed() {
        value = value << 8 | UInt64(bytes[offset + index])
      }
      if let field = IndexedField(rawValue: bytes[offset + 8]) {
        postings.append(
          Posting(
            document: Int64(bitPattern: value), field: field, position: bytes[offset + 9],
            flags: Flags(rawValue: bytes[offset + 10]), givenInitial: bytes[offset + 11],
            middleInitial: bytes[offset + 12], familyInitial: bytes[offset + 13], nameLength: bytes[offset + 14]))
      }
      offset += byteCount
    }
    return postings
  }

  static func encode(_ postings: [Posting]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(postings.count * byteCount)
    for posting in postings { posting.append(to: &bytes) }
    return bytes
  }
}
