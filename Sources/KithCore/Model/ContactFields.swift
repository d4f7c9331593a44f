/// The fields a contact and its summary share, under the same names: what lists, JSON and the search
/// index read. ``Contact`` has them; so does the store's summary projection.
public protocol ContactFields {
  var id: String { get }
  var kind: Contact.Kind { get }
  var namePrefix: String { get }
  var givenName: String { get }
  var middleName: String { get }
  var familyName: String { get }
  var nameSuffix: String { get }
  var previousFamilyName: String { get }
  var nicknames: [String] { get }
  var phoneticGivenName: String { get }
  var phoneticMiddleName: String { get }
  var phoneticFamilyName: String { get }
  var phoneticOrganizationName: String { get }
  var organizationName: String { get }
  var departmentName: String { get }
  var jobTitle: String { get }
  var phoneNumbers: [LabeledValue<PhoneNumber>] { get }
  var emailAddresses: [LabeledValue<String>] { get }
  var contactRelations: [LabeledValue<ContactRelation>] { get }
}

extension Contact: ContactFields {}

extension ContactFields {
  /// Encodes the shared fields in the contact JSON schema (docs/JSON.md): names and organisation (empty
  /// ones left out, but for `given`, `family` and `organization`), nicknames, phones, e-mails, and
  /// relations when there are any.
  public func encodeSharedFields(to c: inout KeyedEncodingContainer<Contact.JSONKey>) throws {
    let texts: [(Contact.JSONKey, String)] = [
      (.prefix, namePrefix), (.given, givenName), (.middle, middleName), (.family, familyName),
      (.suffix, nameSuffix), (.previousFamily, previousFamilyName),
      (.phoneticGiven, phoneticGivenName), (.phoneticMiddle, phoneticMiddleName),
      (.phoneticFamily, phoneticFamilyName), (.phoneticOrganization, phoneticOrganizationName),
      (.organization, organizationName), (.department, departmentName), (.jobTitle, jobTitle),
    ]
    for (key, value) in texts where !value.isEmpty || key == .given || key == .family || key == .organization {
      try c.encode(value, forKey: key)
    }
    try c.encode(nicknames, forKey: .nicknames)
    try c.encode(phoneNumbers, forKey: .phones)
    try c.encode(emailAddresses, forKey: .emails)
    if !contactRelations.isEmpty { try c.encode(contactRelations, forKey: .relations) }
  }
}
