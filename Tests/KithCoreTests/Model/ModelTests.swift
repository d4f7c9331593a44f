import Foundation
import Testing

@testable import KithCore

@Suite("Model")
struct ModelTests {
  // MARK: PartialDate

  struct DateCase: Sendable, CustomTestStringConvertible {
    var year: Int?
    var month: Int
    var day: Int
    var valid: Bool

    var testDescription: String { "\(year.map(String.init) ?? "----")-\(month)-\(day)" }
  }

  @Test(arguments: [
    DateCase(year: nil, month: 2, day: 29, valid: true),
    DateCase(year: 2024, month: 2, day: 29, valid: true),
    DateCase(year: 2000, month: 2, day: 29, valid: true),
    DateCase(year: 2023, month: 2, day: 29, valid: false),
    DateCase(year: 1900, month: 2, day: 29, valid: false),
    DateCase(year: nil, month: 2, day: 30, valid: false),
    DateCase(year: 1988, month: 13, day: 1, valid: false),
    DateCase(year: 1988, month: 0, day: 1, valid: false),
    DateCase(year: 1988, month: 4, day: 31, valid: false),
    DateCase(year: 1988, month: 12, day: 31, valid: true),
    DateCase(year: 1988, month: 1, day: 0, valid: false),
    DateCase(year: 0, month: 1, day: 1, valid: false),
    DateCase(year: 1604, month: 4, day: 1, valid: true),
  ])
  func partialDateValidation(_ test: DateCase) {
    #expect((PartialDate(year: test.year, month: test.month, day: test.day) != nil) == test.valid)
  }

  @Test(arguments: [
    ("1988-04-01", "1988-04-01"), ("19880401", "1988-04-01"), ("--0401", "--04-01"), ("--04-01", "--04-01"),
    ("1988-04-01T00:00:00Z", "1988-04-01"), ("2024-02-29", "2024-02-29"), ("--0229", "--02-29"),
  ])
  func partialDateParsing(text: String, description: String) {
    #expect(PartialDate(parsing: text)?.description == description)
  }

  @Test(arguments: [
    "", "garbage", "1988-4-1", "1988/04/01", "2023-02-29", "--13-01", "19881301", "1988-0401",
  ])
  func partialDateRejects(text: String) {
    #expect(PartialDate(parsing: text) == nil)
  }

  @Test func partialDateOrderAndJSON() throws {
    #expect(day(1988, 4, 1) < day(1988, 4, 2))
    #expect(day(nil, 12, 25) < day(1, 1, 1))
    let encoded = try JSONEncoder().encode([day(nil, 4, 1), day(1988, 4, 1)])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["--04-01","1988-04-01"]"#)
    #expect(try JSONDecoder().decode([PartialDate].self, from: encoded) == [day(nil, 4, 1), day(1988, 4, 1)])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([PartialDate].self, from: Data(#"["1988-13-01"]"#.utf8))
    }
  }

  // MARK: Label

  @Test func standardAndCustomLabels() {
    #expect(Label.mobile.rawValue == "mobile")
    #expect(Label.homeFax.rawValue == "homeFax")
    #expect(!Label.mother.isCustom)
    #expect(Label(rawValue: "mobile") == .mobile)
    #expect(Label(rawValue: "Gym").isCustom)
    // Raw values are case-sensitive: "Mobile" is not the standard label.
    #expect(Label(rawValue: "Mobile").isCustom)
    #expect(Label.homeFax.description == "home fax")
    #expect(Label.appleWatch.description == "Apple Watch")
    #expect(Label.iPhone.description == "iPhone")
    #expect(Label(rawValue: "Gym").description == "Gym")
    #expect(Label.standard.count == Label.standardOrder.count)
  }

  @Test(arguments: [
    ("Home Fax", Label.homeFax as Label?), ("HOMEFAX", .homeFax), ("home-fax", .homeFax), ("cell", .mobile),
    ("Mobile", .mobile), ("iphone", .iPhone), ("Apple Watch", .appleWatch), ("home page", .homePage),
    ("mom", .mother), ("Mum", .mother), ("dad", .father), ("fax", .otherFax), ("Gym", nil), ("", nil),
    ("godmother", nil),
  ])
  func standardMatching(text: String, label: Label?) {
    #expect(Label.standard(matching: text) == label)
  }

  @Test func labelIsAPlainJSONString() throws {
    let labels = [Label.homeFax, Label(rawValue: "Gym")]
    let encoded = try JSONEncoder().encode(labels)
    #expect(String(decoding: encoded, as: UTF8.self) == #"["homeFax","Gym"]"#)
    #expect(try JSONDecoder().decode([Label].self, from: encoded) == labels)
  }

  // MARK: NameFormatter

  @Test(arguments: [
    (
      "western order with prefix and suffix",
      Contact(
        namePrefix: "Dr.", givenName: "John", middleName: "Q.", familyName: "Public", nameSuffix: "Jr."),
      "Dr. John Q. Public Jr."
    ),
    ("given only", Contact(givenName: "Cher"), "Cher"),
    ("suffix only", Contact(nameSuffix: "Jr."), "Jr."),
    ("white space trimmed", Contact(givenName: "  Ann ", familyName: " Lee"), "Ann Lee"),
    ("CJK family first, no space", Contact(givenName: "太郎", familyName: "山田"), "山田太郎"),
    ("Korean", Contact(givenName: "민준", familyName: "김"), "김민준"),
    ("CJK family only", Contact(familyName: "山田"), "山田"),
    ("mixed scripts stay western", Contact(givenName: "Taro", familyName: "山田"), "Taro 山田"),
    (
      "organisation card", Contact(kind: .organization, givenName: "Ann", organizationName: "Initech"),
      "Initech"
    ),
    ("organisation card without a name", Contact(kind: .organization, givenName: "Ann"), "Ann"),
    ("person with an organisation", Contact(givenName: "Ann", organizationName: "Initech"), "Ann"),
    ("no name: organisation", Contact(organizationName: "Initech"), "Initech"),
    ("no name: nickname", Contact(nicknames: ["", "Jo"]), "Jo"),
    (
      "no name: e-mail",
      Contact(
        phoneNumbers: [LabeledValue(value: "555-0100")],
        emailAddresses: [LabeledValue(value: "jo@example.com")]),
      "jo@example.com"
    ),
    ("no name: phone", Contact(phoneNumbers: [LabeledValue(value: "555-0100")]), "555-0100"),
    ("nothing", Contact(), "No Name"),
  ])
  func displayName(_ name: String, contact: Contact, expected: String) {
    #expect(NameFormatter.displayName(for: contact) == expected, "\(name)")
  }

  @Test(arguments: [
    (
      "family first, case and accents folded",
      Contact(
        namePrefix: "Dr.", givenName: "Åsa", middleName: "Q.", familyName: "Ekström", nameSuffix: "Jr."),
      "ekstrom\u{1}asa\u{1}q\u{1}jr"
    ),
    ("given only", Contact(givenName: "Cher"), "cher"),
    (
      "CJK by phonetic reading",
      Contact(givenName: "太郎", familyName: "山田", phoneticGivenName: "たろう", phoneticFamilyName: "やまだ"),
      "やまだ\u{1}たろう"
    ),
    ("CJK without a reading", Contact(givenName: "太郎", familyName: "山田"), "山田\u{1}太郎"),
    ("organisation", Contact(kind: .organization, organizationName: "Initech"), "initech"),
    (
      "organisation by its reading",
      Contact(kind: .organization, phoneticOrganizationName: "サンプルショウジ", organizationName: "サンプル商事"),
      "サンプルショウジ"
    ),
    ("no name: e-mail", Contact(emailAddresses: [LabeledValue(value: "Jo@Example.com")]), "jo example com"),
    ("nothing", Contact(), "no name"),
  ])
  func sortKey(_ name: String, contact: Contact, expected: String) {
    #expect(NameFormatter.sortKey(for: contact) == expected, "\(name)")
  }

  @Test func sortKeysOrderFamilyFirst() {
    let names = [("Zoe", "Adams"), ("Ann", "Lee"), ("Bob", "lee"), ("Émile", "Durand")]
    let sorted = names.map { Contact(givenName: $0.0, familyName: $0.1) }
      .sorted { NameFormatter.sortKey(for: $0) < NameFormatter.sortKey(for: $1) }
      .map(\.givenName)
    #expect(sorted == ["Zoe", "Émile", "Ann", "Bob"])
  }

  // MARK: JSON

  static func json(_ contact: Contact) throws -> [String: Any] {
    let data = try JSONEncoder().encode(contact)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func minimalContactJSON() throws {
    let contact = Contact(id: "C1", givenName: "Ann", familyName: "Lee")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let text = String(decoding: try encoder.encode(contact), as: UTF8.self)
    #expect(
      text
        == #"{"emails":[],"family":"Lee","given":"Ann","kind":"person","name":"Ann Lee","nicknames":[],"#
        + #""organization":"","phones":[],"uid":"C1"}"#)
  }

  @Test func contactJSONKeys() throws {
    let contact = Contact(
      id: "F32B773F", revision: 3, givenName: "Johanna", familyName: "Appleseed", nicknames: ["Jo"],
      organizationName: "Acme Inc.",
      phoneNumbers: [
        LabeledValue(label: .iPhone, value: "+1 (555) 555-0101", isPreferred: true),
        LabeledValue(value: "555-0105"),
      ],
      emailAddresses: [LabeledValue(label: .home, value: "johanna@example.com")],
      birthday: day(nil, 4, 1),
      photo: Photo(data: Data([0xFF, 0xD8, 0xFF]), mediaType: "image/jpeg"))
    let object = try Self.json(contact)
    #expect(
      Set(object.keys) == [
        "uid", "revision", "name", "kind", "given", "family", "organization", "nicknames", "phones", "emails",
        "birthday", "photo",
      ])
    #expect(object["uid"] as? String == "F32B773F")
    #expect(object["name"] as? String == "Johanna Appleseed")
    #expect(object["given"] as? String == "Johanna")
    #expect(object["family"] as? String == "Appleseed")
    #expect(object["nicknames"] as? [String] == ["Jo"])
    #expect(object["organization"] as? String == "Acme Inc.")
    #expect(object["birthday"] as? String == "--04-01")
    let phones = try #require(object["phones"] as? [[String: Any]])
    #expect(phones.count == 2)
    #expect(Set(phones[0].keys) == ["label", "value", "preferred"])
    #expect(phones[0]["label"] as? String == "iPhone")
    #expect(phones[0]["value"] as? String == "+1 (555) 555-0101")
    #expect(phones[0]["preferred"] as? Bool == true)
    // `preferred` appears only when true; a missing label is null.
    #expect(Set(phones[1].keys) == ["label", "value"])
    #expect(phones[1]["label"] is NSNull)
    let emails = try #require(object["emails"] as? [[String: Any]])
    #expect(emails.map { $0["label"] as? String } == ["home"])
    #expect(emails.map { $0["value"] as? String } == ["johanna@example.com"])
    let photo = try #require(object["photo"] as? [String: Any])
    #expect(photo["mediaType"] as? String == "image/jpeg")
    #expect(photo["base64"] as? String == "/9j/")
  }

  @Test func decodingIgnoresNameAndFillsDefaults() throws {
    let json =
      #"{"uid":"X","name":"Somebody Else","given":"Ann","phones":[{"label":"mobile","value":"555"}]}"#
    let contact = try JSONDecoder().decode(Contact.self, from: Data(json.utf8))
    #expect(
      contact
        == Contact(id: "X", givenName: "Ann", phoneNumbers: [LabeledValue(label: .mobile, value: "555")]))
    let withoutUID = try JSONDecoder().decode(Contact.self, from: Data(#"{"given":"Ann"}"#.utf8))
    #expect(!withoutUID.id.isEmpty)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Contact.self, from: Data(#"{"photo":{"base64":"***"}}"#.utf8))
    }
  }

  @Test(arguments: try Fixture.contacts("apple-3.0.vcf") + Fixture.contacts("rfc6350-4.0.vcf"))
  func jsonRoundTrip(_ contact: Contact) throws {
    let data = try JSONEncoder().encode(contact)
    expectSameContact(try JSONDecoder().decode(Contact.self, from: data), contact)
  }

  @Test func jsonRoundTripOfEveryField() throws {
    let contact = Contact(
      id: "all", revision: 7, kind: .organization, namePrefix: "Dr.", givenName: "A", middleName: "B",
      familyName: "C", nameSuffix: "D", previousFamilyName: "E", nicknames: ["F", "G"],
      phoneticGivenName: "H",
      phoneticMiddleName: "I", phoneticFamilyName: "J", phoneticOrganizationName: "K", organizationName: "L",
      departmentName: "M", jobTitle: "N",
      phoneNumbers: [LabeledValue(label: .workFax, value: "1", isPreferred: true)],
      emailAddresses: [LabeledValue(label: Label(rawValue: "Alumni"), value: "o@example.com")],
      postalAddresses: [
        LabeledValue(
          label: .home,
          value: PostalAddress(
            poBox: "1", extendedAddress: "2", street: "3\n4", city: "5", region: "6", postalCode: "7",
            country: "8",
            isoCountryCode: "us"))
      ],
      urlAddresses: [LabeledValue(label: .homePage, value: "https://example.com")],
      socialProfiles: [
        LabeledValue(value: SocialProfile(service: "Mastodon", username: "@a", url: "https://m/@a"))
      ],
      instantMessageAddresses: [LabeledValue(value: InstantMessageAddress(service: "xmpp", username: "a@x"))],
      contactRelations: [
        LabeledValue(label: .mother, value: ContactRelation(name: "Mum")),
        LabeledValue(label: .spouse, value: ContactRelation(name: "", uri: "urn:uuid:1")),
      ],
      birthday: day(nil, 2, 29), dates: [LabeledValue(label: .anniversary, value: day(2010, 6, 12))],
      note: "line 1\nline 2", photo: Photo(data: Data([1, 2, 3]), mediaType: nil), groups: ["Work"],
      extraProperties: [
        VCardProperty(
          group: "item9", name: "X-CUSTOM",
          parameters: [VCardParameter(name: "X-PARAM", values: ["1", "2"])],
          value: "v")
      ])
    let data = try JSONEncoder().encode(contact)
    expectSameContact(try JSONDecoder().decode(Contact.self, from: data), contact)
  }
}
