import KithCore
import Testing

@testable import KithIndex

/// Which cards are one person, and which only look alike (docs/DUPLICATES.md).
@Suite struct DuplicateFinderTests {
  static func card(
    _ id: String, _ given: String, _ family: String, phones: [String] = [], emails: [String] = [],
    birthday: PartialDate? = nil, nicknames: [String] = [], kind: Contact.Kind = .person, organization: String = ""
  ) -> Contact {
    Contact(
      id: id, kind: kind, givenName: given, familyName: family, nicknames: nicknames, organizationName: organization,
      phoneNumbers: phones.map { LabeledValue(label: .mobile, value: PhoneNumber($0)) },
      emailAddresses: emails.map { LabeledValue(label: .home, value: $0) }, birthday: birthday)
  }

  static func groups(_ contacts: [Contact]) -> [[String]] {
    var finder = DuplicateFinder()
    for contact in contacts { finder.add(contact) }
    return finder.groups().map { $0.members.map(\.id).sorted() }
  }

  @Test(arguments: [
    // A phone written two ways, the same name.
    [card("a", "Robert", "Jones", phones: ["+1 (415) 555-0199"]), card("b", "Robert", "Jones", phones: ["415.555.0199"])],
    // A nickname and the same e-mail, in other capitals.
    [card("a", "Robert", "Jones", emails: ["rob@example.com"]), card("b", "Bob", "Jones", emails: ["ROB@Example.com"])],
    // Umlauts spelled out, accents dropped.
    [card("a", "José", "Müller", phones: ["030 23125 000"]), card("b", "Jose", "Mueller", phones: ["030 23125 000"])],
    // A given name only, the same phone.
    [card("a", "Maria", "Lopez", phones: ["555-0100"]), card("b", "Maria", "", phones: ["(555) 0100"])],
    // An initial for the given name, the same e-mail.
    [card("a", "Maria", "Lopez", emails: ["ml@example.org"]), card("b", "M.", "Lopez", emails: ["ml@example.org"])],
    // The whole name in the given field.
    [card("a", "Ana", "Silva", emails: ["ana@example.org"]), card("b", "Ana Silva", "", emails: ["ana@example.org"])],
    // The same name and whole birthday, new numbers.
    [
      card("a", "Ken", "Abara", phones: ["555-0101"], birthday: PartialDate(year: 1980, month: 3, day: 2)),
      card("b", "Ken", "Abara", phones: ["555-0177"], birthday: PartialDate(year: 1980, month: 3, day: 2)),
    ],
    // A Gmail address with dots and a tag.
    [card("a", "Li", "Wei", emails: ["li.wei@gmail.com"]), card("b", "Li", "Wei", emails: ["liwei+work@gmail.com"])],
    // No name at all, the same phone and e-mail.
    [card("a", "Sam", "Ortiz", phones: ["555-0150"], emails: ["sam@example.com"]), card("b", "", "", phones: ["555-0150"], emails: ["sam@example.com"])],
  ])
  func findsOnePerson(_ cards: [Contact]) {
    #expect(Self.groups(cards) == [["a", "b"]])
  }

  @Test(arguments: [
    // Two John Smiths with different numbers.
    [card("a", "John", "Smith", phones: ["555-0100"]), card("b", "John", "Smith", phones: ["555-0101"])],
    // A family landline.
    [card("a", "John", "Smith", phones: ["555-0100"]), card("b", "Mary", "Smith", phones: ["555-0100"])],
    // A shared family address and landline.
    [card("a", "John", "Smith", phones: ["555-0100"], emails: ["smiths@example.com"]), card("b", "Mary", "Smith", phones: ["555-0100"], emails: ["smiths@example.com"])],
    // The same name and day, another year.
    [
      card("a", "Ken", "Abara", phones: ["555-0101"], birthday: PartialDate(year: 1980, month: 3, day: 2)),
      card("b", "Ken", "Abara", phones: ["555-0101"], birthday: PartialDate(year: 1990, month: 3, day: 2)),
    ],
    // A company and a person at its switchboard.
    [card("a", "", "", phones: ["555-0199"], kind: .organization, organization: "Acme"), card("b", "Wile", "Coyote", phones: ["555-0199"])],
    // Only a name in common.
    [card("a", "Ana", "Silva"), card("b", "Ana", "Silva")],
    // The same name and a day without the year: too weak alone.
    [card("a", "Ana", "Silva", birthday: PartialDate(year: nil, month: 5, day: 1)), card("b", "Ana", "Silva", birthday: PartialDate(year: nil, month: 5, day: 1))],
  ])
  func keepsStrangersApart(_ cards: [Contact]) {
    #expect(Self.groups(cards).isEmpty)
  }

  @Test func aLinkNeverJoinsTwoPeopleTheGroupRulesOut() {
    // "J. Smith" shares a phone with John and an e-mail with Jane: both fit him, but John and Jane are two people.
    let cards = [
      Self.card("john", "John", "Smith", phones: ["555-0100"]),
      Self.card("j", "J.", "Smith", phones: ["555-0100"], emails: ["js@example.com"]),
      Self.card("jane", "Jane", "Smith", emails: ["js@example.com"]),
    ]
    let groups = Self.groups(cards)
    #expect(groups.count == 1)
    #expect(groups.allSatisfy { !($0.contains("john") && $0.contains("jane")) })
  }

  @Test func groupsSayWhyAndHowSure() throws {
    var finder = DuplicateFinder()
    finder.add(Self.card("a", "Robert", "Jones", phones: ["+1 415 555 0199"], emails: ["rj@example.com"]))
    finder.add(Self.card("b", "Bob", "Jones", phones: ["(415) 555-0199"], emails: ["rj@example.com"]))
    let group = try #require(finder.groups().first)
    #expect(Set(group.evidence.map(\.kind)) == [.nickname, .phone, .email])
    #expect(group.confidence == 0.99)
    #expect(finder.groups(involving: ["a"]).count == 1)
    #expect(finder.groups(involving: ["zzz"]).isEmpty)
  }

  @Test func mergeKeepsEveryDetailOnceAndTheFormalName() {
    let robert = Contact(
      id: "a", givenName: "Robert", familyName: "Jones", organizationName: "Acme",
      phoneNumbers: [LabeledValue(label: .mobile, value: "+1 (415) 555-0199")],
      emailAddresses: [LabeledValue(label: .work, value: "rj@acme.example")], note: "met at the fair", groups: ["Work"])
    let bob = Contact(
      id: "b", givenName: "Bob", familyName: "Jones",
      phoneNumbers: [LabeledValue(label: .home, value: "415.555.0199"), LabeledValue(label: .home, value: "555-0123")],
      emailAddresses: [LabeledValue(label: .home, value: "RJ@acme.example"), LabeledValue(label: .home, value: "bob@example.com")],
      birthday: PartialDate(year: 1980, month: 3, day: 2), note: "likes jazz", groups: ["Family"])
    let merged = ContactMerger().merge([robert, bob])
    #expect(merged.id == "a")
    #expect((merged.givenName, merged.familyName, merged.nicknames) == ("Robert", "Jones", ["Bob"]))
    #expect(merged.phoneNumbers.map(\.value.stringValue) == ["+1 (415) 555-0199", "555-0123"])
    #expect(merged.emailAddresses.map(\.value) == ["rj@acme.example", "bob@example.com"])
    #expect(merged.birthday == PartialDate(year: 1980, month: 3, day: 2))
    #expect(merged.note == "met at the fair\n\nlikes jazz")
    #expect(merged.groups == ["Work", "Family"])
    #expect(merged.organizationName == "Acme")
  }

  @Test func theNameWithAccentsAndMorePartsWins() {
    let plain = Self.card("a", "Jose", "Mueller")
    let accented = Self.card("b", "José", "Müller")
    #expect(ContactMerger().merge([plain, accented]).givenName == "José")
    #expect(ContactMerger().merge([plain, accented]).id == "a")
  }
}
