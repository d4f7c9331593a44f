import Foundation
import Testing

@testable import KithCore

/// The vCard files in `Tests/KithCoreTests/Fixtures/vcard` and `Examples/`, read as the importer reads them.
enum Fixture {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/vcard")
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/contacts.vcf")

  /// Every vCard file the tests read; `contacts.vcf` is the example address book.
  static let all = [
    "apple-3.0.vcf", "google-3.0.vcf", "outlook-2.1.vcf", "android-2.1.vcf", "rfc6350-4.0.vcf",
    "malformed.vcf", "contacts.vcf",
  ]

  static func bytes(_ name: String) throws -> [UInt8] {
    let url = name == "contacts.vcf" ? examples : directory.appendingPathComponent(name)
    return Array(try Data(contentsOf: url))
  }

  static func results(_ name: String) throws -> [Result<VCardCard, VCardDiagnostic>] {
    Array(VCardReader(data: try bytes(name), source: name))
  }

  static func cards(_ name: String) throws -> [VCardCard] {
    try results(name).compactMap { try? $0.get() }
  }

  static func contacts(_ name: String) throws -> [Contact] {
    try cards(name).compactMap(\.contact)
  }

  /// Every diagnostic in reading order: failures and the warnings of cards that were read.
  static func diagnostics(_ name: String) throws -> [VCardDiagnostic] {
    try results(name).flatMap { result -> [VCardDiagnostic] in
      switch result {
      case .success(let card): card.warnings
      case .failure(let diagnostic): [diagnostic]
      }
    }
  }
}

extension VCardCard {
  var contact: Contact? {
    guard case .contact(let contact) = entry else { return nil }
    return contact
  }
}

/// A date that exists; `year` nil for a birthday without a year.
func day(_ year: Int?, _ month: Int, _ day: Int) -> PartialDate {
  PartialDate(year: year, month: month, day: day)!
}

/// Compares two contacts field by field, so that a failure names the field, then as a whole.
func expectSameContact(
  _ actual: Contact?, _ expected: Contact, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record(
      "no contact where \(NameFormatter.displayName(for: expected)) was expected",
      sourceLocation: sourceLocation)
    return
  }
  for (a, e) in zip(Mirror(reflecting: actual).children, Mirror(reflecting: expected).children) {
    let same = (a.value as? AnyHashable) == (e.value as? AnyHashable)
    #expect(
      same,
      "\(a.label ?? "?"): \(String(reflecting: a.value)) is not \(String(reflecting: e.value))",
      sourceLocation: sourceLocation)
  }
  #expect(actual == expected, sourceLocation: sourceLocation)
}

/// Checks a photo's size, media type and first bytes, and returns it so the expected card can hold it.
func expectPhoto(
  _ photo: Photo?, bytes count: Int, mediaType: String, startsWith prefix: [UInt8],
  sourceLocation: SourceLocation = #_sourceLocation
) -> Photo? {
  #expect(photo?.data.count == count, sourceLocation: sourceLocation)
  #expect(photo?.mediaType == mediaType, sourceLocation: sourceLocation)
  #expect(photo.map { Array($0.data.prefix(prefix.count)) } == prefix, sourceLocation: sourceLocation)
  return photo
}

@Suite("vCard fixtures")
struct VCardFixtureTests {
  struct Counts: Sendable, CustomTestStringConvertible {
    var file: String
    var contacts: Int
    var groups: Int
    var diagnostics: Int
    var version: VCardVersion?

    var testDescription: String { file }
  }

  @Test(arguments: [
    Counts(file: "apple-3.0.vcf", contacts: 8, groups: 0, diagnostics: 0, version: .v3),
    Counts(file: "google-3.0.vcf", contacts: 6, groups: 0, diagnostics: 0, version: .v3),
    Counts(file: "outlook-2.1.vcf", contacts: 5, groups: 0, diagnostics: 0, version: .v21),
    Counts(file: "android-2.1.vcf", contacts: 5, groups: 0, diagnostics: 0, version: .v21),
    Counts(file: "rfc6350-4.0.vcf", contacts: 5, groups: 1, diagnostics: 0, version: .v4),
    Counts(file: "malformed.vcf", contacts: 8, groups: 0, diagnostics: 9, version: nil),
    Counts(file: "contacts.vcf", contacts: 40, groups: 0, diagnostics: 0, version: .v3),
  ])
  func cardsAndDiagnostics(_ expected: Counts) throws {
    let cards = try Fixture.cards(expected.file)
    #expect(cards.compactMap(\.contact).count == expected.contacts)
    #expect(cards.count - cards.compactMap(\.contact).count == expected.groups)
    #expect(try Fixture.diagnostics(expected.file).count == expected.diagnostics)
    if let version = expected.version {
      #expect(cards.allSatisfy { $0.version == version })
    }
  }

  // MARK: Apple

  @Test func appleJohannaAppleseed() throws {
    let contact = try Fixture.contacts("apple-3.0.vcf")[0]
    var expected = Contact(
      id: "F32B773F-300F-413D-910D-971CCC4F4111",
      namePrefix: "Dr.", givenName: "Johanna", middleName: "Quincy", familyName: "Appleseed",
      nameSuffix: "PhD", previousFamilyName: "Whitfield", nicknames: ["Jo"],
      phoneticGivenName: "yo-HAH-nah", phoneticFamilyName: "APP-ul-seed",
      organizationName: "Acme Inc.", departmentName: "Engineering", jobTitle: "Principal Engineer",
      phoneNumbers: [
        LabeledValue(label: .iPhone, value: "+1 (555) 555-0101", isPreferred: true),
        LabeledValue(label: .home, value: "(555) 555-0102"),
        LabeledValue(label: .workFax, value: "(555) 555-0103"),
        LabeledValue(label: .mobile, value: "+1 555 555 0104"),
        LabeledValue(label: Label(rawValue: "Gym"), value: "555-0105"),
      ],
      emailAddresses: [
        LabeledValue(label: .home, value: "johanna@example.com", isPreferred: true),
        LabeledValue(label: .work, value: "johanna.appleseed@example.net"),
      ],
      postalAddresses: [
        LabeledValue(
          label: .home,
          value: PostalAddress(
            street: "123 Orchard Lane\nApt 4B", city: "Cupertino", region: "CA", postalCode: "95014",
            country: "United States", isoCountryCode: "us"),
          isPreferred: true),
        LabeledValue(
          label: .work,
          value: PostalAddress(
            street: "500 Market Street", city: "San Francisco", region: "CA", postalCode: "94105",
            country: "United States", isoCountryCode: "us")),
      ],
      urlAddresses: [
        LabeledValue(label: .homePage, value: "https://johanna.example.com/", isPreferred: true)
      ],
      socialProfiles: [
        LabeledValue(
          value: SocialProfile(service: "twitter", username: "johanna_a", url: "http://twitter.com/johanna_a")
        ),
        LabeledValue(
          value: SocialProfile(
            service: "Mastodon", username: "@johanna@mastodon.example",
            url: "https://mastodon.example/@johanna")),
      ],
      instantMessageAddresses: [
        LabeledValue(
          label: .home, value: InstantMessageAddress(service: "skype", username: "johanna.appleseed"),
          isPreferred: true),
        // The service is Apple's X-SERVICE-TYPE (Jabber); the URI scheme xmpp: is not kept.
        LabeledValue(
          label: .work, value: InstantMessageAddress(service: "jabber", username: "johanna@example.org")),
      ],
      contactRelations: [
        LabeledValue(label: .mother, value: ContactRelation(name: "Margaret Whitfield"), isPreferred: true),
        LabeledValue(label: .brother, value: ContactRelation(name: "Thomas Whitfield")),
        LabeledValue(label: .partner, value: ContactRelation(name: "Sam Okafor")),
        LabeledValue(label: Label(rawValue: "Godmother"), value: ContactRelation(name: "Ingrid Berg")),
      ],
      birthday: day(1988, 4, 1),
      dates: [LabeledValue(label: .anniversary, value: day(2015, 6, 20), isPreferred: true)],
      note:
        "Met at the Portland meetup, 2019.\nAllergies: peanuts; shellfish.\nShare: \\\\fileserver\\johanna",
      groups: ["Work", "Book Club"]
    )
    expected.photo = expectPhoto(
      contact.photo, bytes: 356, mediaType: "image/jpeg", startsWith: [0xFF, 0xD8])
    #expect(contact.photo?.data.suffix(2) == Data([0xFF, 0xD9]))
    #expect(Label(rawValue: "Gym").isCustom)
    #expect(NameFormatter.displayName(for: contact) == "Dr. Johanna Quincy Appleseed PhD")
    expectSameContact(contact, expected)
  }

  @Test func appleSmallCards() throws {
    let contacts = try Fixture.contacts("apple-3.0.vcf")
    try #require(contacts.count == 8)
    expectSameContact(
      contacts[1],
      Contact(
        id: "C81A263F-CB72-44B2-9CF6-1C30F8C18B00", givenName: "Priya", familyName: "Raman",
        phoneNumbers: [LabeledValue(label: .mobile, value: "(555) 555-0110", isPreferred: true)],
        emailAddresses: [LabeledValue(label: .home, value: "priya@example.org", isPreferred: true)],
        birthday: day(nil, 12, 25)))
    expectSameContact(
      contacts[2],
      Contact(
        id: "603B19F5-49AA-4EA1-A0F3-06D31CC0646E", kind: .organization, organizationName: "Initech",
        phoneNumbers: [
          LabeledValue(label: .main, value: "(555) 555-0150", isPreferred: true),
          LabeledValue(label: .workFax, value: "(555) 555-0151"),
        ],
        emailAddresses: [LabeledValue(label: .work, value: "info@initech.example.com", isPreferred: true)],
        postalAddresses: [
          LabeledValue(
            label: .work,
            value: PostalAddress(
              street: "1 Initech Plaza, Suite 300", city: "Austin", region: "TX", postalCode: "78701",
              country: "United States", isoCountryCode: "us"),
            isPreferred: true)
        ],
        // The file writes Apple's old `https\://`.
        urlAddresses: [
          LabeledValue(label: .homePage, value: "https://www.initech.example.com/", isPreferred: true)
        ]))
    expectSameContact(
      contacts[3],
      Contact(
        id: "F726F418-FB1B-45B6-A819-70093BED1D66", givenName: "太郎", familyName: "山田",
        phoneticGivenName: "たろう", phoneticFamilyName: "やまだ", phoneticOrganizationName: "サンプルショウジ",
        organizationName: "サンプル商事株式会社", departmentName: "営業部", jobTitle: "部長",
        phoneNumbers: [LabeledValue(label: .mobile, value: "090-5555-0123", isPreferred: true)],
        emailAddresses: [LabeledValue(label: .work, value: "t.yamada@example.jp", isPreferred: true)],
        postalAddresses: [
          LabeledValue(
            label: .work,
            value: PostalAddress(
              street: "丸の内1-1-1", city: "千代田区", region: "東京都", postalCode: "100-0005", country: "日本",
              isoCountryCode: "jp"),
            isPreferred: true)
        ],
        // FN differs from the display name kith would write ("山田太郎"), so it is kept for export.
        extraProperties: [VCardProperty(name: "FN", value: "山田 太郎")]))
    #expect(NameFormatter.displayName(for: contacts[3]) == "山田太郎")
    expectSameContact(
      contacts[4],
      Contact(
        id: "1981C138-1B7B-434A-B94C-3E7A32D7BFD3", givenName: "José", familyName: "García López",
        phoneNumbers: [LabeledValue(label: .mobile, value: "+1 (555) 555-0120", isPreferred: true)],
        emailAddresses: [LabeledValue(label: .home, value: "jose.garcia@example.com", isPreferred: true)],
        postalAddresses: [
          LabeledValue(
            label: .home,
            value: PostalAddress(
              street: "Calle de Alcalá 42, 3º B", city: "Madrid", region: "Madrid", postalCode: "28014",
              country: "España", isoCountryCode: "es"),
            isPreferred: true)
        ]))
    expectSameContact(
      contacts[5],
      Contact(
        id: "C5937853-F97C-4478-9BC3-13314E640FA1", givenName: "Łukasz", familyName: "Wróbel",
        organizationName: "Wróbel i Syn sp. z o.o.",
        phoneNumbers: [LabeledValue(label: .work, value: "+1 (555) 555-0121", isPreferred: true)],
        emailAddresses: [LabeledValue(label: .work, value: "lukasz@example.net", isPreferred: true)]))
    expectSameContact(
      contacts[6],
      Contact(
        id: "77DDB4C1-1FF9-42C1-9F9E-B700646BBD5F", givenName: "An", middleName: "Văn", familyName: "Nguyễn",
        emailAddresses: [LabeledValue(label: .home, value: "an.nguyen@example.org", isPreferred: true)],
        postalAddresses: [
          LabeledValue(
            label: .home,
            value: PostalAddress(
              street: "12 Phố Huế", city: "Hà Nội", postalCode: "100000", country: "Việt Nam",
              isoCountryCode: "vn"),
            isPreferred: true)
        ],
        extraProperties: [VCardProperty(name: "FN", value: "Nguyễn Văn An")]))
    expectSameContact(
      contacts[7],
      Contact(
        id: "548AAADB-5FCE-4AB4-9CF6-CD3A672E0472", givenName: "Morgan", familyName: "Blake",
        emailAddresses: [LabeledValue(label: .home, value: "morgan.blake@example.com", isPreferred: true)],
        extraProperties: [
          VCardProperty(name: "X-EVOLUTION-FOO", value: "bar"),
          VCardProperty(
            name: "X-CUSTOM", parameters: [VCardParameter(name: "X-PARAM", values: ["1"])], value: "value"),
          VCardProperty(name: "X-EVOLUTION-FILE-AS", value: "Blake\\, Morgan"),
        ]))
  }

  // MARK: Google

  @Test func google() throws {
    let contacts = try Fixture.contacts("google-3.0.vcf")
    try #require(contacts.count == 6)
    #expect(contacts.allSatisfy { $0.id.isEmpty })
    expectSameContact(
      contacts[0],
      Contact(
        id: "", givenName: "Daniel", familyName: "Okafor", nicknames: ["Danny"],
        organizationName: "Globex Corporation", departmentName: "Analytics", jobTitle: "Senior Data Analyst",
        phoneNumbers: [
          LabeledValue(label: .mobile, value: "(555) 555-0130"),
          LabeledValue(label: .work, value: "+1 555-555-0131"),
          LabeledValue(label: Label(rawValue: "Cabin"), value: "555-555-0132"),
        ],
        emailAddresses: [
          LabeledValue(label: .home, value: "danny.okafor@example.com"),
          LabeledValue(label: .work, value: "dokafor@example.net"),
          LabeledValue(label: Label(rawValue: "Alumni"), value: "daniel.okafor@example.org"),
        ],
        postalAddresses: [
          LabeledValue(
            label: .home,
            value: PostalAddress(
              street: "18 Alder Court\nApt 3", city: "Eugene", region: "OR", postalCode: "97401",
              country: "US"))
        ],
        urlAddresses: [LabeledValue(label: .homePage, value: "https://danielokafor.example.com")],
        birthday: day(1985, 9, 23),
        note: "Met through Hannah, at the 2022 conference.\nPrefers texts over calls.",
        groups: ["myContacts", "Friends"]))
    expectSameContact(
      contacts[1],
      Contact(
        id: "", givenName: "Hannah", familyName: "Schmidt",
        phoneNumbers: [LabeledValue(label: .mobile, value: "(555) 555-0133")],
        emailAddresses: [LabeledValue(label: .home, value: "hannah.schmidt@example.com")],
        contactRelations: [LabeledValue(label: .father, value: ContactRelation(name: "Klaus Schmidt"))],
        birthday: day(nil, 4, 12),
        groups: ["myContacts", "Family"]))
    expectSameContact(
      contacts[2],
      Contact(
        id: "", givenName: "Wei", familyName: "Li",
        phoneNumbers: [
          LabeledValue(label: .mobile, value: "+1 555-555-0134"),
          LabeledValue(label: .home, value: "(555) 555-0135"),
        ],
        emailAddresses: [LabeledValue(label: .home, value: "li.wei@example.net")],
        dates: [LabeledValue(label: .anniversary, value: day(2016, 5, 21))],
        groups: ["myContacts", "starred"],
        // Google writes FN in Chinese order ("Li Wei") over N:Li;Wei, so FN is kept for export. A photo
        // by URL is never fetched; the property is kept as written.
        extraProperties: [
          VCardProperty(name: "FN", value: "Li Wei"),
          VCardProperty(
            name: "PHOTO", value: "https://lh3.googleusercontent.com/contacts/AExampleFixturePhotoNotReal"),
        ]))
    #expect(contacts[2].photo == nil)
    expectSameContact(
      contacts[3],
      Contact(
        id: "", organizationName: "Blue Fern Dental",
        phoneNumbers: [
          LabeledValue(label: .work, value: "(555) 555-0136"),
          LabeledValue(label: .workFax, value: "(555) 555-0137"),
        ],
        postalAddresses: [
          LabeledValue(
            label: .work,
            value: PostalAddress(
              street: "220 Pine Street", city: "Portland", region: "OR", postalCode: "97204", country: "US"))
        ],
        urlAddresses: [LabeledValue(value: "https://bluefern.example.com")],
        note: "Dr. Ellis. Cleaning every 6 months.",
        groups: ["myContacts"]))
    #expect(NameFormatter.displayName(for: contacts[3]) == "Blue Fern Dental")
    expectSameContact(
      contacts[4],
      Contact(
        id: "", givenName: "Ravi", familyName: "Patel",
        phoneNumbers: [LabeledValue(label: .mobile, value: "+15555550138")],
        emailAddresses: [LabeledValue(value: "ravi.patel@example.org")],
        groups: ["myContacts"]))
    expectSameContact(
      contacts[5],
      Contact(
        id: "", givenName: "Chris", familyName: "Walker",
        emailAddresses: [LabeledValue(value: "chris.w@example.net")]))
  }

  // MARK: Outlook

  /// The value of the one long `X-MS-OL-DESIGN` line, taken from the file's bytes (it is ASCII).
  private func outlookDesign() throws -> String {
    let text = String(decoding: try Fixture.bytes("outlook-2.1.vcf"), as: UTF8.self)
    let prefix = "X-MS-OL-DESIGN;CHARSET=utf-8:"
    let line = try #require(text.components(separatedBy: "\r\n").first { $0.hasPrefix(prefix) })
    return String(line.dropFirst(prefix.count))
  }

  @Test func outlook() throws {
    let contacts = try Fixture.contacts("outlook-2.1.vcf")
    try #require(contacts.count == 5)
    // NB: Outlook's `=0D=0A` line breaks are read as "\n": vCard 3.0 and 4.0 text cannot carry a CR, and
    // a CRLF kept in the note could never come back from an export.
    expectSameContact(
      contacts[0],
      Contact(
        id: "", namePrefix: "Mr.", givenName: "Andrés", familyName: "Muñoz", nameSuffix: "Jr.",
        organizationName: "Contoso Ltd.", departmentName: "Sales", jobTitle: "Regional Sales Manager",
        phoneNumbers: [
          LabeledValue(label: .work, value: "(555) 555-0140"),
          LabeledValue(label: .home, value: "(555) 555-0141"),
          LabeledValue(label: .mobile, value: "(555) 555-0142"),
          LabeledValue(label: .workFax, value: "(555) 555-0143"),
        ],
        emailAddresses: [
          LabeledValue(value: "andres.munoz@example.com", isPreferred: true),
          LabeledValue(value: "amunoz@example.net"),
        ],
        postalAddresses: [
          LabeledValue(
            label: .work,
            value: PostalAddress(
              street: "1 Contoso Way", city: "Redmond", region: "WA", postalCode: "98052",
              country: "United States of America"),
            isPreferred: true)
        ],
        urlAddresses: [LabeledValue(label: .work, value: "http://www.contoso.example.com/")],
        birthday: day(1970, 6, 15),
        note: """
          Andrés prefers calls before 10am Pacific.
          He’s our main contact for the Ibáñez account – budget was €12,500 for Q3, renewal due in September.
          Spanish is fine: “mañana” means tomorrow, not “later”.
          """,
        extraProperties: [
          VCardProperty(name: "FN", value: "Andrés Muñoz Jr."),
          VCardProperty(
            name: "LABEL",
            parameters: [
              VCardParameter(name: "TYPE", values: ["WORK"]), VCardParameter(name: "TYPE", values: ["PREF"]),
            ],
            value: "1 Contoso Way\\nRedmond, WA 98052\\nUnited States of America"),
          VCardProperty(name: "X-MS-OL-DEFAULT-POSTAL-ADDRESS", value: "2"),
          VCardProperty(name: "X-MS-OL-DESIGN", value: try outlookDesign()),
          VCardProperty(name: "REV", value: "20240311T154512Z"),
        ]))
    expectSameContact(
      contacts[1],
      Contact(
        id: "", givenName: "Chloé", familyName: "Dubois", organizationName: "Café Étoile",
        jobTitle: "Propriétaire",
        phoneNumbers: [LabeledValue(label: .mobile, value: "(555) 555-0144")],
        emailAddresses: [LabeledValue(value: "chloe.dubois@example.com", isPreferred: true)],
        postalAddresses: [
          LabeledValue(
            label: .home,
            value: PostalAddress(
              street: "12 Rue de l’Église", city: "Québec", region: "QC", postalCode: "G1R 4P5",
              country: "Canada"),
            isPreferred: true)
        ],
        extraProperties: [
          VCardProperty(
            name: "LABEL",
            parameters: [
              VCardParameter(name: "TYPE", values: ["HOME"]), VCardParameter(name: "TYPE", values: ["PREF"]),
            ],
            value: "12 Rue de l’Église\\nQuébec QC G1R 4P5\\nCanada"),
          VCardProperty(name: "X-MS-OL-DEFAULT-POSTAL-ADDRESS", value: "1"),
          VCardProperty(name: "REV", value: "20240212T090000Z"),
        ]))
    var juergen = Contact(
      id: "", givenName: "Jürgen", familyName: "Weiß",
      phoneNumbers: [
        LabeledValue(label: .mobile, value: "+1 (555) 555-0145"),
        LabeledValue(label: .home, value: "(555) 555-0146"),
      ],
      emailAddresses: [LabeledValue(value: "juergen.weiss@example.org", isPreferred: true)],
      birthday: day(1970, 6, 15),
      note: """
        Jürgen’s birthday lunch: Brauhaus Süd, table for 6. He paid €48,90 deposit – remind him that the \
        “Überraschung” is on Friday!
        Ex-colleague from Müller & Söhne.
        """,
      extraProperties: [VCardProperty(name: "REV", value: "20231105T201500Z")])
    juergen.photo = expectPhoto(
      contacts[2].photo, bytes: 342, mediaType: "image/jpeg", startsWith: [0xFF, 0xD8])
    expectSameContact(contacts[2], juergen)
    expectSameContact(
      contacts[3],
      Contact(
        id: "", givenName: "Dana", familyName: "Whitfield", organizationName: "Fabrikam, Inc.",
        departmentName: "Accounts Payable", jobTitle: "Accounts Manager",
        phoneNumbers: [
          LabeledValue(label: .work, value: "(555) 555-0147"),
          LabeledValue(label: .pager, value: "(555) 555-0148"),
        ],
        emailAddresses: [LabeledValue(value: "dana.whitfield@example.com", isPreferred: true)],
        postalAddresses: [
          LabeledValue(
            label: .work,
            value: PostalAddress(
              extendedAddress: "Building 4", street: "200 Fabrikam Drive", city: "Columbus", region: "OH",
              postalCode: "43004", country: "United States of America"),
            isPreferred: true)
        ],
        extraProperties: [
          VCardProperty(name: "ROLE", value: "Accountant"),
          VCardProperty(
            name: "LABEL",
            parameters: [
              VCardParameter(name: "TYPE", values: ["WORK"]), VCardParameter(name: "TYPE", values: ["PREF"]),
            ],
            value: "Building 4\\n200 Fabrikam Drive\\nColumbus, OH 43004\\nUnited States of America"),
          VCardProperty(name: "X-MS-OL-DEFAULT-POSTAL-ADDRESS", value: "2"),
          VCardProperty(name: "REV", value: "20240102T080000Z"),
        ]))
    expectSameContact(
      contacts[4],
      Contact(
        id: "", givenName: "Åse", familyName: "Sørensen",
        phoneNumbers: [LabeledValue(label: .home, value: "(555) 555-0149")],
        emailAddresses: [LabeledValue(value: "ase.sorensen@example.net", isPreferred: true)],
        postalAddresses: [
          LabeledValue(
            label: .home,
            value: PostalAddress(
              street: "Kongens gate 5", city: "Trondheim", postalCode: "7011", country: "Norge"))
        ],
        note: "Hilsen fra Trøndelag.\nGlad i rømmegrøt og blåbær.",
        extraProperties: [
          VCardProperty(name: "X-WAB-GENDER", value: "1"),
          VCardProperty(name: "REV", value: "20091022T101010Z"),
        ]))
  }

  // MARK: Android

  @Test func android() throws {
    let contacts = try Fixture.contacts("android-2.1.vcf")
    try #require(contacts.count == 5)
    expectSameContact(
      contacts[0],
      Contact(
        id: "", givenName: "John", familyName: "Smith", nicknames: ["Johnny"],
        organizationName: "Globex Corporation", jobTitle: "Field Technician",
        phoneNumbers: [
          LabeledValue(label: .mobile, value: "+1-555-555-0170"),
          LabeledValue(label: .home, value: "+1-555-555-0171"),
          LabeledValue(label: .work, value: "(555) 555-0172"),
        ],
        emailAddresses: [
          LabeledValue(label: .home, value: "john.smith@example.com"),
          LabeledValue(label: .work, value: "jsmith@example.net"),
        ],
        postalAddresses: [
          LabeledValue(
            label: .home,
            value: PostalAddress(
              street: "12 Birch Street", city: "Springfield", region: "IL", postalCode: "62704",
              country: "United States"))
        ],
        urlAddresses: [LabeledValue(value: "https://johnsmith.example.org")],
        instantMessageAddresses: [
          LabeledValue(value: InstantMessageAddress(service: "jabber", username: "john.smith@example.org"))
        ],
        // X-ANDROID-CUSTOM relation type 14 is a spouse.
        contactRelations: [LabeledValue(label: .spouse, value: ContactRelation(name: "Jane Smith"))],
        birthday: day(1990, 5, 17),
        note: "Coffee: oat flat white, no sugar"))
    var emilie = Contact(
      id: "", givenName: "Émilie", familyName: "Durand", phoneticGivenName: "ay-mee-LEE",
      phoneticFamilyName: "dew-RAHN", organizationName: "Atelier Durand", jobTitle: "Céramiste",
      phoneNumbers: [
        LabeledValue(label: .mobile, value: "+33 6 39 98 01 23"),
        // Samsung's TEL;X-CUSTOM(CHARSET=UTF-8,ENCODING=QUOTED-PRINTABLE,=43=61=66=C3=A9).
        LabeledValue(label: Label(rawValue: "Café"), value: "+33 1 99 00 01 23"),
      ],
      emailAddresses: [LabeledValue(label: .home, value: "emilie.durand@example.com")],
      postalAddresses: [
        LabeledValue(
          label: .home,
          value: PostalAddress(
            street: "8 rue des Écoles", city: "Paris", postalCode: "75005", country: "France"))
      ],
      birthday: day(1988, 11, 30),
      note: "Rencontrée à Lyon.\nPréfère WhatsApp.")
    emilie.photo = expectPhoto(
      contacts[1].photo, bytes: 345, mediaType: "image/jpeg", startsWith: [0xFF, 0xD8])
    expectSameContact(contacts[1], emilie)
    expectSameContact(
      contacts[2],
      Contact(
        id: "", givenName: "花子", familyName: "佐藤", nicknames: ["ハナ"], phoneticGivenName: "はなこ",
        phoneticFamilyName: "さとう",
        phoneNumbers: [LabeledValue(label: .mobile, value: "090-5555-0188")],
        emailAddresses: [LabeledValue(label: .home, value: "hanako.sato@example.jp")],
        birthday: day(1992, 1, 8),
        note: "大学の同級生。毎年十二月に忘年会をする。連絡はメールが一番早い。",
        extraProperties: [VCardProperty(name: "FN", value: "佐藤 花子")]))
    expectSameContact(
      contacts[3],
      Contact(
        id: "", givenName: "Marcus", familyName: "Lee", organizationName: "Acme Corporation",
        jobTitle: "Warehouse Lead",
        phoneNumbers: [
          LabeledValue(label: .mobile, value: "+1-555-555-0173"),
          LabeledValue(label: Label(rawValue: "Gym"), value: "+1-555-555-0174"),
          LabeledValue(label: .workFax, value: "+1-555-555-0175"),
        ],
        emailAddresses: [
          LabeledValue(label: .work, value: "marcus.lee@example.com"),
          // `EMAIL;X-School` names the standard label, as an X-ABLabel "School" would.
          LabeledValue(label: .school, value: "mlee@example.org"),
        ],
        contactRelations: [
          LabeledValue(label: .mother, value: ContactRelation(name: "Ann Lee")),
          LabeledValue(label: Label(rawValue: "Coach"), value: ContactRelation(name: "Bob Taylor")),
        ],
        dates: [LabeledValue(label: .anniversary, value: day(2012, 8, 4))]))
    expectSameContact(
      contacts[4],
      Contact(id: "", phoneNumbers: [LabeledValue(label: .mobile, value: "+1-555-555-0179")]))
    #expect(NameFormatter.displayName(for: contacts[4]) == "+1-555-555-0179")
  }

  // MARK: RFC 6350

  @Test func rfc6350() throws {
    let cards = try Fixture.cards("rfc6350-4.0.vcf")
    try #require(cards.count == 6)
    let amaraID = "urn:uuid:fd9e74df-6eaa-4bba-a284-38ef50698050"
    var amara = Contact(
      id: amaraID, namePrefix: "Dr.", givenName: "Amara", middleName: "Grace Ifeoma", familyName: "Lindahl",
      nameSuffix: "PhD", nicknames: ["Ama"], organizationName: "Lindahl Labs", jobTitle: "Founder",
      phoneNumbers: [
        LabeledValue(label: .mobile, value: "+1-555-555-0100;ext=102", isPreferred: true),
        LabeledValue(label: .home, value: "+1-555-555-0101"),
      ],
      emailAddresses: [
        LabeledValue(label: .work, value: "amara@example.org", isPreferred: true),
        LabeledValue(label: .home, value: "amara.lindahl@example.net"),
      ],
      postalAddresses: [
        LabeledValue(
          label: .work,
          value: PostalAddress(
            extendedAddress: "Suite 5", street: "42 Harbor Road", city: "Portland", region: "ME",
            postalCode: "04101", country: "USA"))
      ],
      urlAddresses: [LabeledValue(value: "https://amara.example.org/")],
      instantMessageAddresses: [
        LabeledValue(
          value: InstantMessageAddress(service: "xmpp", username: "amara@example.net"), isPreferred: true)
      ],
      contactRelations: [
        LabeledValue(
          label: .spouse,
          value: ContactRelation(name: "", uri: "urn:uuid:866e1f6b-fb06-48c2-af1b-2c08544dfbe0")),
        LabeledValue(label: .mother, value: ContactRelation(name: "Ngozi Okonkwo")),
      ],
      birthday: day(1985, 4, 12),
      dates: [LabeledValue(label: .anniversary, value: day(2010, 6, 12))],
      note:
        "Call after 6pm, weekdays only; prefers Signal.\nBackup path: C:\\Users\\amara\\notes.txt\nSee ya!",
      groups: ["Book Club", "Work"],
      // GEO and LABEL are parameters of ADR, not properties; they are not kept.
      extraProperties: [
        VCardProperty(name: "FN", value: "Dr. Amara Grace Lindahl"),
        VCardProperty(name: "GENDER", value: "F"),
        VCardProperty(
          name: "LANG",
          parameters: [
            VCardParameter(name: "TYPE", values: ["work"]), VCardParameter(name: "PREF", values: ["1"]),
          ],
          value: "en"),
        VCardProperty(
          name: "LANG",
          parameters: [
            VCardParameter(name: "TYPE", values: ["work"]), VCardParameter(name: "PREF", values: ["2"]),
          ],
          value: "sv"),
        VCardProperty(name: "TZ", value: "America/New_York"),
        VCardProperty(name: "REV", value: "20240301T120000Z"),
      ])
    amara.photo = expectPhoto(
      cards[0].contact?.photo, bytes: 85, mediaType: "image/png", startsWith: [0x89, 0x50, 0x4E, 0x47])
    expectSameContact(cards[0].contact, amara)
    expectSameContact(
      cards[1].contact,
      Contact(
        id: "urn:uuid:d37666f0-9762-4bb7-a4fc-1283958cf24c", kind: .organization,
        organizationName: "Globex Corporation", departmentName: "Research, Development & Testing",
        phoneNumbers: [LabeledValue(label: .work, value: "+1-555-555-0199", isPreferred: true)],
        emailAddresses: [LabeledValue(label: .work, value: "info@globex.example.com")],
        postalAddresses: [
          LabeledValue(
            label: .work,
            value: PostalAddress(
              street: "100 Industrial Way", city: "Cypress Creek", region: "OR", postalCode: "97000",
              country: "USA"))
        ],
        urlAddresses: [LabeledValue(label: .work, value: "https://globex.example.com/")],
        extraProperties: [VCardProperty(name: "REV", value: "20240115T080000Z")]))
    #expect(
      cards[2].entry
        == .group(
          VCardGroup(
            uid: "urn:uuid:5a476934-8f5a-4f71-93d1-9f7b100fc5ff", name: "Book Club",
            members: [
              amaraID, "urn:uuid:e2b690f7-806f-42a9-a8d6-e63dbc97b0bf", "mailto:guest.reader@example.com",
            ])))
    // LF-only line endings.
    expectSameContact(
      cards[3].contact,
      Contact(
        id: "urn:uuid:866e1f6b-fb06-48c2-af1b-2c08544dfbe0", givenName: "Jonas", familyName: "Lindahl",
        phoneNumbers: [LabeledValue(label: .mobile, value: "+1-555-555-0102")],
        emailAddresses: [LabeledValue(value: "jonas@example.net")],
        contactRelations: [LabeledValue(label: .spouse, value: ContactRelation(name: "", uri: amaraID))],
        birthday: day(nil, 4, 12),
        extraProperties: [VCardProperty(name: "GENDER", value: "M")]))
    // The NOTE is folded inside the two bytes of an "ö".
    expectSameContact(
      cards[4].contact,
      Contact(
        id: "urn:uuid:e2b690f7-806f-42a9-a8d6-e63dbc97b0bf", givenName: "Åsa", familyName: "Ekström",
        emailAddresses: [LabeledValue(value: "asa.ekstrom@example.com", isPreferred: true)],
        postalAddresses: [
          LabeledValue(
            label: .home,
            value: PostalAddress(
              street: "Götgatan 14", city: "Stockholm", postalCode: "118 46", country: "Sverige"))
        ],
        note: """
          Fika på Södermalm med Åsa – hon älskar kanelbullar. Bor nära Götgatan; fråga om bokcirkeln i höst. 🍰
          """,
        extraProperties: [
          VCardProperty(name: "GENDER", value: "F"), VCardProperty(name: "LANG", value: "sv"),
        ]))
    // FN only: split into given and family name.
    expectSameContact(
      cards[5].contact,
      Contact(
        id: "urn:uuid:de641c50-8e69-4677-b74e-f0ec2234079b", givenName: "Riley", familyName: "Quinn",
        emailAddresses: [LabeledValue(value: "riley@example.org")],
        socialProfiles: [
          LabeledValue(value: SocialProfile(service: "mastodon", url: "https://mastodon.example/@riley"))
        ]))
    #expect(cards.map(\.line) == [1, 35, 48, 58, 71, 86])
  }

  // MARK: Malformed

  @Test func malformedDiagnostics() throws {
    let text = try Fixture.diagnostics("malformed.vcf").map(\.description).joined(separator: "\n")
    #expect(
      text == """
        malformed.vcf:9: skipped card: BEGIN:VCARD has no END:VCARD before the next card
        malformed.vcf:26: skipped card: line has no ':' between property name and value
        malformed.vcf:30: skipped card: card has no name, organization, nickname, phone or e-mail
        malformed.vcf:38: warning: invalid quoted-printable escape kept as text
        malformed.vcf:45: skipped card: PHOTO is not valid base64
        malformed.vcf:48: warning: text outside BEGIN:VCARD … END:VCARD ignored
        malformed.vcf:49: warning: END:VCARD without BEGIN:VCARD ignored
        malformed.vcf:61: skipped card: line contains a NUL byte
        malformed.vcf:67: skipped card: unsupported vCard version '9.9'
        """)
    let severities = try Fixture.diagnostics("malformed.vcf").map { "\($0.line) \($0.severity)" }
    #expect(
      severities == [
        "9 skipped", "26 skipped", "30 skipped", "38 warning", "45 skipped", "48 warning", "49 warning",
        "61 skipped", "67 skipped",
      ])
    // Results come in file order: a failure never stops the cards after it.
    let results = try Fixture.results("malformed.vcf")
    #expect(results.count == 16)
    #expect(
      results.map { result -> Int in
        switch result {
        case .success(let card): card.line
        case .failure(let diagnostic): diagnostic.line
        }
      } == [1, 9, 15, 26, 30, 33, 45, 48, 49, 50, 61, 67, 73, 82, 91, 98])
  }

  @Test func malformedImportedCards() throws {
    let contacts = try Fixture.contacts("malformed.vcf")
    try #require(contacts.count == 8)
    #expect(
      contacts.map(NameFormatter.displayName(for:)) == [
        "Nora Quist", "Oscar Reyes", "Quentin Quoted", "Lena Longnote",
        "Robert') DROP TABLE contacts;-- Tables",
        "Zoë Márquez", "Cora Carriage", "Ivar Ibsen",
      ])
    expectSameContact(
      contacts[0],
      Contact(
        id: "82F74BD5-3F4D-4917-8DED-63FB0519D234", givenName: "Nora", familyName: "Quist",
        phoneNumbers: [LabeledValue(label: .mobile, value: "(555) 555-0160", isPreferred: true)],
        emailAddresses: [LabeledValue(label: .home, value: "nora.quist@example.com", isPreferred: true)]))
    // Ursula's unterminated card does not leak into Oscar's.
    expectSameContact(
      contacts[1],
      Contact(
        id: "2926E338-4342-4D57-A22B-48F6042745E6", givenName: "Oscar", familyName: "Reyes",
        emailAddresses: [LabeledValue(label: .work, value: "oscar.reyes@example.net", isPreferred: true)]))
    expectSameContact(
      contacts[2],
      Contact(
        id: "", givenName: "Quentin", familyName: "Quoted",
        phoneNumbers: [LabeledValue(label: .mobile, value: "+1-555-555-0163")],
        note: "Price =ZZ broken, then é valid"))
    let pattern = "The quick brown fox jumps over the lazy dog 0123456789. "
    let note = String(String(repeating: pattern, count: 20_000 / pattern.count + 1).prefix(20_000))
    expectSameContact(
      contacts[3],
      Contact(
        id: "3C31C3D6-3935-41C4-A132-609735D2B6CC", givenName: "Lena", familyName: "Longnote", note: note))
    #expect(contacts[3].note.count == 20_000)
    // The first `;` in N and the one in ORG are not escaped, so they separate components: given
    // "Robert')", middle "DROP TABLE contacts;--"; organisation `"`, department "DELETE FROM …". Every
    // character is still kept, and FN (not structured) holds the whole text.
    expectSameContact(
      contacts[4],
      Contact(
        id: "40ECF589-B055-4301-AFCE-B40AA065F7B2", givenName: "Robert')",
        middleName: "DROP TABLE contacts;--",
        familyName: "Tables", organizationName: "\"", departmentName: "DELETE FROM contacts WHERE '1'='1",
        emailAddresses: [LabeledValue(value: "bobby.tables@example.com")],
        note: "' OR 1=1 --",
        extraProperties: [VCardProperty(name: "FN", value: "Robert'); DROP TABLE contacts\\;--")]))
    let zoe = contacts[5]
    expectSameContact(
      zoe,
      Contact(
        id: "89387911-7884-48A9-8EBF-D8381B3D5EA6", givenName: "Zoe\u{308}", familyName: "Ma\u{301}rquez",
        nicknames: ["\u{1F31F} Star"],
        emailAddresses: [LabeledValue(value: "zoe.marquez@example.org")],
        note:
          "Hebrew \u{5E9}\u{5DC}\u{5D5}\u{5DD} with Arabic \u{645}\u{631}\u{62D}\u{628}\u{627}, Devanagari "
          + "\u{915}\u{94D}\u{200D}\u{937} and Z\u{351}\u{300}a\u{352}l\u{310}g\u{313}o",
        extraProperties: [
          VCardProperty(
            name: "FN",
            value: "Zoe\u{308} \u{202E}Ma\u{301}rquez\u{202C} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}")
        ]))
    // Kept exactly: no Unicode normalisation (String's == would not notice one).
    #expect(Array(zoe.givenName.unicodeScalars) == Array("Zoe\u{308}".unicodeScalars))
    #expect(Array(zoe.familyName.unicodeScalars) == Array("Ma\u{301}rquez".unicodeScalars))
    #expect(
      zoe.extraProperties.first.map { Array($0.value.unicodeScalars) }
        == Array(
          "Zoe\u{308} \u{202E}Ma\u{301}rquez\u{202C} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
            .unicodeScalars))
    // Bare CR line endings.
    expectSameContact(
      contacts[6],
      Contact(
        id: "6FB16BB3-D21E-4385-9B0A-12156816522F", givenName: "Cora", familyName: "Carriage",
        phoneNumbers: [LabeledValue(label: .home, value: "(555) 555-0165")]))
    expectSameContact(
      contacts[7],
      Contact(
        id: "0221E938-5135-4157-9393-655A447AF34B", givenName: "Ivar", familyName: "Ibsen",
        phoneNumbers: [LabeledValue(label: .work, value: "(555) 555-0166")]))
  }

  @Test func malformedVersionsAndLines() throws {
    let cards = try Fixture.cards("malformed.vcf")
    #expect(cards.map(\.line) == [1, 15, 33, 50, 73, 82, 91, 98])
    #expect(cards.map(\.version) == [.v3, .v3, .v21, .v3, .v3, .v3, .v3, .v3])
  }

  // MARK: Examples

  @Test func exampleAddressBook() throws {
    let contacts = try Fixture.contacts("contacts.vcf")
    #expect(contacts.count == 40)
    #expect(Set(contacts.map(\.id)).count == 40)
    #expect(contacts.allSatisfy { !$0.isUnidentifiable })
    let alex = try #require(contacts.first)
    #expect(NameFormatter.displayName(for: alex) == "Alex Rivera")
    #expect(
      alex.contactRelations.map { "\($0.label?.rawValue ?? "-"): \($0.value.name)" } == [
        "mother: Maria Rivera", "father: Luis Rivera", "sister: Sofia Rivera", "manager: Tom Okafor",
      ])
    #expect(alex.contactRelations.map(\.isPreferred) == [true, false, false, false])
  }
}
