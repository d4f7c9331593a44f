import Foundation
import GRDB
import KithCore

/// How a contact is laid out in the `contact` table: searchable columns, JSON lists for the summary,
/// and a JSON `body` for everything a summary does not need. Photos live in `contactPhoto`.
enum ContactRow {
  static let summaryColumns = """
    uid, revision, kind, displayName, sortKey, prefix, given, middle, family, suffix, previousFamily,
    nicknames, phoneticGiven, phoneticMiddle, phoneticFamily, phoneticOrganization, organization,
    department, jobTitle, phones, emails, relations
    """

  /// The rest of a card, stored as JSON in `body` (written by ``StoreJSON/body(_:)``).
  struct Body: Decodable {
    var addresses: [LabeledValue<PostalAddress>]?
    var urls: [LabeledValue<String>]?
    var socialProfiles: [LabeledValue<SocialProfile>]?
    var instantMessages: [LabeledValue<InstantMessageAddress>]?
    var birthday: PartialDate?
    var dates: [LabeledValue<PartialDate>]?
    var extra: [VCardProperty]?

    func apply(to contact: inout Contact) {
      contact.postalAddresses = addresses ?? []
      contact.urlAddresses = urls ?? []
      contact.socialProfiles = socialProfiles ?? []
      contact.instantMessageAddresses = instantMessages ?? []
      contact.birthday = birthday
      contact.dates = dates ?? []
      contact.extraProperties = extra ?? []
    }
  }

  /// A contact's column values, and a fingerprint of everything the card holds (columns, photo,
  /// groups), so an import can tell an unchanged card without reading the stored one back.
  struct Encoded: Sendable {
    var values: [String]
    var kind: String
    var fingerprint: Int64

    init(_ contact: Contact) {
      let summary = ContactSummary(contact)
      values = [
        contact.id, summary.displayName, summary.sortKey, contact.namePrefix, contact.givenName,
        contact.middleName, contact.familyName, contact.nameSuffix, contact.previousFamilyName,
        StoreJSON.strings(contact.nicknames), contact.phoneticGivenName, contact.phoneticMiddleName,
        contact.phoneticFamilyName, contact.phoneticOrganizationName, contact.organizationName,
        contact.departmentName, contact.jobTitle, StoreJSON.phones(contact.phoneNumbers),
        StoreJSON.texts(contact.emailAddresses), StoreJSON.relations(contact.contactRelations),
        StoreJSON.body(contact), contact.note,
      ]
      kind = contact.kind.rawValue
      var hash = Fingerprint()
      hash.add(kind)
      for value in values { hash.add(value) }
      if let photo = contact.photo {
        hash.add(photo.mediaType ?? "")
        hash.add(bytes: photo.data)
      }
      for group in Set(contact.groups).sorted() { hash.add(group) }
      fingerprint = hash.value
    }

    /// Arguments for ``insertSQL`` (and ``updateSQL`` before its rowid).
    func arguments(revision: Int, modifiedAt: Double) -> StatementArguments {
      var arguments: [(any DatabaseValueConvertible)?] = [values[0], revision, kind]
      arguments += values[1...].map { $0 as (any DatabaseValueConvertible)? }
      arguments += [fingerprint, modifiedAt]
      return StatementArguments(arguments)
    }
  }

  static let insertSQL = """
    INSERT INTO contact (uid, revision, kind, displayName, sortKey, prefix, given, middle, family,
      suffix, previousFamily, nicknames, phoneticGiven, phoneticMiddle, phoneticFamily,
      phoneticOrganization, organization, department, jobTitle, phones, emails, relations, body, note,
      fingerprint, modifiedAt)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    """

  static let updateSQL = """
    UPDATE contact SET uid = ?, revision = ?, kind = ?, displayName = ?, sortKey = ?, prefix = ?,
      given = ?, middle = ?, family = ?, suffix = ?, previousFamily = ?, nicknames = ?,
      phoneticGiven = ?, phoneticMiddle = ?, phoneticFamily = ?, phoneticOrganization = ?,
      organization = ?, department = ?, jobTitle = ?, phones = ?, emails = ?, relations = ?, body = ?,
      note = ?, fingerprint = ?, modifiedAt = ?
    WHERE rowid = ?
    """

  /// Decodes the summary columns (``summaryColumns``) of a row.
  static func summary(from row: Row) throws -> ContactSummary {
    ContactSummary(
      id: row["uid"], revision: row["revision"], kind: Contact.Kind(rawValue: row["kind"]) ?? .person,
      displayName: row["displayName"], sortKey: row["sortKey"], namePrefix: row["prefix"],
      givenName: row["given"], middleName: row["middle"], familyName: row["family"],
      nameSuffix: row["suffix"], previousFamilyName: row["previousFamily"],
      nicknames: try JSONCoding.decode([String].self, row["nicknames"]),
      phoneticGivenName: row["phoneticGiven"], phoneticMiddleName: row["phoneticMiddle"],
      phoneticFamilyName: row["phoneticFamily"], phoneticOrganizationName: row["phoneticOrganization"],
      organizationName: row["organization"], departmentName: row["department"], jobTitle: row["jobTitle"],
      phoneNumbers: try JSONCoding.decode([LabeledValue<PhoneNumber>].self, row["phones"]),
      emailAddresses: try JSONCoding.decode([LabeledValue<String>].self, row["emails"]),
      contactRelations: try JSONCoding.decode([LabeledValue<ContactRelation>].self, row["relations"]))
  }

  /// Decodes a whole contact from a row holding every `contact` column plus `photoType`, `photoData`.
  static func contact(from row: Row, groups: [String]) throws -> Contact {
    let summary = try summary(from: row)
    var contact = Contact(
      id: summary.id, revision: summary.revision, kind: summary.kind, namePrefix: summary.namePrefix,
      givenName: summary.givenName, middleName: summary.middleName, familyName: summary.familyName,
      nameSuffix: summary.nameSuffix, previousFamilyName: summary.previousFamilyName,
      nicknames: summary.nicknames, phoneticGivenName: summary.phoneticGivenName,
      phoneticMiddleName: summary.phoneticMiddleName, phoneticFamilyName: summary.phoneticFamilyName,
      phoneticOrganizationName: summary.phoneticOrganizationName,
      organizationName: summary.organizationName, departmentName: summary.departmentName,
      jobTitle: summary.jobTitle, phoneNumbers: summary.phoneNumbers,
      emailAddresses: summary.emailAddresses, contactRelations: summary.contactRelations,
      note: row["note"], groups: groups)
    let bodyText: String = row["body"]
    if !bodyText.isEmpty {
      try JSONCoding.decode(Body.self, bodyText).apply(to: &contact)
    }
    if let data: Data = row["photoData"] {
      contact.photo = Photo(data: data, mediaType: row["photoType"])
    }
    return contact
  }
}

/// JSON for reading the store's text columns back.
enum JSONCoding {
  static func string(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }
}

/// 64-bit FNV-1a over a sequence of strings (each terminated, so ["ab", "c"] ≠ ["a", "bc"]).
struct Fingerprint {
  private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325

  var value: Int64 { Int64(bitPattern: state) }

  mutating func add(_ text: String) {
    for byte in text.utf8 { mix(byte) }
    mix(0xFF)
  }

  mutating func add(bytes: Data) {
    for byte in bytes { mix(byte) }
    mix(0xFF)
  }

  private mutating func mix(_ byte: UInt8) {
    state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }
}
