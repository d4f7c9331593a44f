import Foundation

/// A contact card: an immutable value in the spirit of `CNContact`.
///
/// Every field is a plain value; edits make a new value and reach the store through a `SaveRequest`.
/// Multi-valued fields are ``LabeledValue`` arrays. `revision` is the store's revision of the card this
/// value was read from (0 for a card never saved); an update carries it so that a concurrent change is
/// detected rather than overwritten.
public struct Contact: Identifiable, Hashable, Sendable, Codable {
  /// Whether the card describes a person or an organisation.
  public enum Kind: String, Hashable, Sendable, Codable {
    case person
    case organization
  }

  /// The stable identifier: the vCard `UID` when imported, else a new UUID.
  public var id: String
  public var revision: Int
  public var kind: Kind

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
  public var postalAddresses: [LabeledValue<PostalAddress>]
  public var urlAddresses: [LabeledValue<String>]
  public var socialProfiles: [LabeledValue<SocialProfile>]
  public var instantMessageAddresses: [LabeledValue<InstantMessageAddress>]
  public var contactRelations: [LabeledValue<ContactRelation>]

  public var birthday: PartialDate?
  /// Other dates: anniversaries and custom-labelled ones.
  public var dates: [LabeledValue<PartialDate>]
  public var note: String
  public var photo: Photo?
  /// Names of the groups the contact belongs to (vCard `CATEGORIES`).
  public var groups: [String]

  /// vCard properties kith does not model, kept so that an export gives them back.
  public var extraProperties: [VCardProperty]

  public init(
    id: String = UUID().uuidString,
    revision: Int = 0,
    kind: Kind = .person,
    namePrefix: String = "",
    givenName: String = "",
    middleName: String = "",
    familyName: String = "",
    nameSuffix: String = "",
    previousFamilyName: String = "",
    nicknames: [String] = [],
    phoneticGivenName: String = "",
    phoneticMiddleName: String = "",
    phoneticFamilyName: String = "",
    phoneticOrganizationName: String = "",
    organizationName: String = "",
    departmentName: String = "",
    jobTitle: String = "",
    phoneNumbers: [LabeledValue<PhoneNumber>] = [],
    emailAddresses: [LabeledValue<String>] = [],
    postalAddresses: [LabeledValue<PostalAddress>] = [],
    urlAddresses: [LabeledValue<String>] = [],
    socialProfiles: [LabeledValue<SocialProfile>] = [],
    instantMessageAddresses: [LabeledValue<InstantMessageAddress>] = [],
    contactRelations: [LabeledValue<ContactRelation>] = [],
    birthday: PartialDate? = nil,
    dates: [LabeledValue<PartialDate>] = [],
    note: String = "",
    photo: Photo? = nil,
    groups: [String] = [],
    extraProperties: [VCardProperty] = []
  ) {
    self.id = id
    self.revision = revision
    self.kind = kind
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
    self.postalAddresses = postalAddresses
    self.urlAddresses = urlAddresses
    self.socialProfiles = socialProfiles
    self.instantMessageAddresses = instantMessageAddresses
    self.contactRelations = contactRelations
    self.birthday = birthday
    self.dates = dates
    self.note = note
    self.photo = photo
    self.groups = groups
    self.extraProperties = extraProperties
  }

  /// The same card with `revision` cleared: compares content only.
  public var content: Contact {
    var copy = self
    copy.revision = 0
    return copy
  }

  /// True when no name, organisation, nickname, phone or e-mail identifies the card.
  public var isUnidentifiable: Bool {
    [givenName, middleName, familyName, organizationName].allSatisfy(\.isEmpty)
      && nicknames.isEmpty && phoneNumbers.isEmpty && emailAddresses.isEmpty
  }
}
