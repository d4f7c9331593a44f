import KithCore

/// The part of a contact that lists and name search need: names, organisation, phones, e-mails and
/// relations. Reading it never touches photos, notes or the rest of the card.
public struct ContactSummary: Identifiable, Hashable, Sendable {
  public var id: String
  public var revision: Int
  public var kind: Contact.Kind
  public var displayName: String
  public var sortKey: String
  public var namePrefix: String
  public var givenName: String
  public var middleName: String
  public var familyName: String
  public var nameSuffix: String
  public var previousFamilyName: String
  public var nicknames: [String]
  public var phoneticGivenName: String
  public var phoneticMiddleName: String
  public var phoneticFamilyName: String
  public var phoneticOrganizationName: String
  public var organizationName: String
  public var departmentName: String
  public var jobTitle: String
  public var phoneNumbers: [LabeledValue<PhoneNumber>]
  public var emailAddresses: [LabeledValue<String>]
  public var contactRelations: [LabeledValue<ContactRelation>]

  /// A summary from its parts, as the store reads them.
  init(
    id: String, revision: Int, kind: Contact.Kind, displayName: String, sortKey: String, namePrefix: String,
    givenName: String, middleName: String, familyName: String, nameSuffix: String,
    previousFamilyName: String, nicknames: [String], phoneticGivenName: String, phoneticMiddleName: String,
    phoneticFamilyName: String, phoneticOrganizationName: String, organizationName: String,
    departmentName: String, jobTitle: String, phoneNumbers: [LabeledValue<PhoneNumber>],
    emailAddresses: [LabeledValue<String>], contactRelations: [LabeledValue<ContactRelation>]
  ) {
    self.id = id
    self.revision = revision
    self.kind = kind
    self.displayName = displayName
    self.sortKey = sortKey
    self.namePrefix = namePrefix
    self.givenName = givenName
    self.middleName = middleName
    self.familyName = familyName
    self.nameSuffix = nameSuffix
    self.previousFamilyName = previousFamilyName
    self.nicknames = nicknames
    self.phoneticGivenName = phoneticGivenName
    self.phoneticMiddleName = phoneticMiddleName
    self.phoneticFamilyName = phoneticFamilyName
    self.phoneticOrganizationName = phoneticOrganizationName
    self.organizationName = organizationName
    self.departmentName = departmentName
    self.jobTitle = jobTitle
    self.phoneNumbers = phoneNumbers
    self.emailAddresses = emailAddresses
    self.contactRelations = contactRelations
  }

  /// The summary of a full contact, as the store would project it.
  public init(_ contact: Contact) {
    id = contact.id
    revision = contact.revision
    kind = contact.kind
    displayName = NameFormatter.displayName(for: contact)
    sortKey = NameFormatter.sortKey(for: contact)
    namePrefix = contact.namePrefix
    givenName = contact.givenName
    middleName = contact.middleName
    familyName = contact.familyName
    nameSuffix = contact.nameSuffix
    previousFamilyName = contact.previousFamilyName
    nicknames = contact.nicknames
    phoneticGivenName = contact.phoneticGivenName
    phoneticMiddleName = contact.phoneticMiddleName
    phoneticFamilyName = contact.phoneticFamilyName
    phoneticOrganizationName = contact.phoneticOrganizationName
    organizationName = contact.organizationName
    departmentName = contact.departmentName
    jobTitle = contact.jobTitle
    phoneNumbers = contact.phoneNumbers
    emailAddresses = contact.emailAddresses
    contactRelations = contact.contactRelations
  }
}

extension ContactSummary: ContactFields, Encodable {
  /// The same keys as a full contact's JSON, for the fields a summary has.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Contact.JSONKey.self)
    try c.encode(id, forKey: .uid)
    try c.encode(revision, forKey: .revision)
    try c.encode(displayName, forKey: .name)
    try c.encode(kind, forKey: .kind)
    try encodeSharedFields(to: &c)
  }
}
