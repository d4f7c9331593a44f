import Foundation
import KithCore
import KithStore
import Testing

@testable import KithIndex

@Suite("Roles: my dentist, the plumber, someone at the bank")
struct RoleTests {
  static func card(
    _ id: String, _ given: String, _ family: String, prefix: String = "", suffix: String = "", title: String = "",
    organization: String = "", note: String = "", groups: [String] = [], kind: Contact.Kind = .person,
    relations: [(Label, String)] = []
  ) -> Contact {
    // Each card its own number: a shared one would make two cards one person.
    let number = 1000 + id.unicodeScalars.reduce(0) { ($0 * 31 + Int($1.value)) % 8999 }
    return Contact(
      id: id, kind: kind, namePrefix: prefix, givenName: given, familyName: family, nameSuffix: suffix,
      organizationName: organization, jobTitle: title,
      phoneNumbers: [LabeledValue(label: .mobile, value: PhoneNumber("555 555 \(number)"))],
      contactRelations: relations.map { LabeledValue(label: $0.0, value: ContactRelation(name: $0.1)) },
      note: note, groups: groups)
  }

  static let contacts: [Contact] = [
    card("me", "Alex", "Rivera", relations: [(.sister, "Nina Rivera")]),
    card("nina", "Nina", "Rivera", title: "Accountant"),
    card("grace", "Grace", "Lee", prefix: "Dr.", suffix: "DDS", title: "Dentist"),
    card("petra", "Petra", "Novak", title: "Loan Officer", organization: "First Community Credit Union"),
    card("credit-union", "", "", organization: "First Community Credit Union", kind: .organization),
    card("tom-baker", "Tom", "Baker"),
    card("chidi", "Chidi", "Okafor", organization: "Crumb & Co Bakery"),
    card("sam", "Sam", "Brooks", groups: ["Plumbers"]),
    card("helen", "Helen", "Marsh", note: "Helped with the lease. Real estate lawyer, very good."),
    card("ravi", "Ravi", "Shah", title: "Electrician"),
  ]

  static func book(_ extra: [Contact] = []) throws -> TestBook {
    try TestBook(contacts + extra, me: "me")
  }

  /// A query and the decision it must get, as the resolver's own tests write them.
  typealias Case = ResolverTests.Case

  static let cases: [Case] = [
    Case(query: "my dentist", status: .unique, uids: ["grace"], why: "job title: Dentist"),
    Case(query: "the dentist's office", status: .unique, uids: ["grace"]),
    Case(query: "dentist", status: .unique, uids: ["grace"]),
    Case(query: "our accountant", status: .unique, uids: ["nina"], why: "job title: Accountant"),
    Case(query: "the electrician", status: .unique, uids: ["ravi"]),
    Case(query: "a plumber", status: .unique, uids: ["sam"], why: "group: Plumbers"),
    // The credit union's own card is at the bank; "someone at the bank" is a person there.
    Case(query: "the bank", status: .ambiguous, uids: ["petra", "credit-union"]),
    Case(query: "someone at the bank", status: .unique, uids: ["petra"], why: "job title: Loan Officer"),
    Case(query: "anyone from the bank", status: .unique, uids: ["petra"]),
    // A note may be about someone else's lawyer: kith asks, even with one.
    Case(query: "my attorney", status: .ambiguous, uids: ["helen"], why: "note: …lease. Real estate lawyer, very good."),
    // "Dr." says doctor, but not which kind: asked, never certain.
    Case(query: "my doctor", status: .ambiguous, uids: ["grace"], why: "title: Dr."),
    Case(query: "my vet", status: .notFound, uids: []),
    // Names and relations stay ahead of roles.
    Case(query: "Baker", status: .unique, uids: ["tom-baker"], why: "family name Baker"),
    Case(query: "my sister", status: .unique, uids: ["nina"]),
    Case(query: "Nina", status: .unique, uids: ["nina"], why: "given name Nina"),
  ]

  @Test(arguments: cases)
  func decision(_ test: Case) throws {
    let answer = try RoleTests.book().resolve(test.query)
    #expect(answer.status == test.status)
    #expect(answer.results.map(\.uid) == test.uids)
    if let why = test.why { #expect(answer.results.first?.why == why) }
  }

  @Test func twoDentistsAreAsked() throws {
    let other = RoleTests.card("bright", "", "", organization: "Bright Smile Dental", kind: .organization)
    let answer = try RoleTests.book([other]).resolve("my dentist")
    #expect(answer.status == .ambiguous)
    #expect(answer.results.map(\.uid) == ["grace", "bright"])
    #expect(answer.results.map(\.why) == ["job title: Dentist", "organization: Bright Smile Dental"])
  }

  @Test func aNameWithTheRoleWordWinsByName() throws {
    // "Dave plumber": saved by what he does; the name reading finds him, ahead of the group's plumber.
    let dave = RoleTests.card("dave", "Dave", "Plumber")
    let answer = try RoleTests.book([dave]).resolve("the plumber")
    #expect(answer.status == .unique)
    #expect(answer.results.map(\.uid) == ["dave"])
  }

  @Test func aRelationLabelledWithTheRoleWinsOverTheRole() throws {
    // The owner's card says who "my dentist" is: that is the answer, not every dentist in the book.
    var me = RoleTests.contacts[0]
    me.contactRelations.append(LabeledValue(label: Label(rawValue: "Dentist"), value: ContactRelation(name: "Ravi Shah")))
    let answer = try TestBook([me] + RoleTests.contacts.dropFirst(), me: "me").resolve("my dentist")
    #expect(answer.status == .unique)
    #expect(answer.results.map(\.uid) == ["ravi"])
    #expect(answer.results.first?.why.hasPrefix("your Dentist") == true)
  }

  @Test func aLimitedClientFindsOnlyTheRolesItSees() throws {
    let other = RoleTests.card("bright", "", "", organization: "Bright Smile Dental", kind: .organization)
    let book = try RoleTests.book([other])
    var request = SaveRequest()
    for id in ["bright", "sam"] {
      var contact = try #require(try book.store.contact(id: id))
      contact.groups.append("Shared")
      request.update(contact)
    }
    try book.store.execute(request)
    let limited = book.store.restricted(to: AccessPolicy(level: .limited, groups: ["Shared"]))
    let session = SearchSession(store: limited, index: book.index, clock: { TestBook.now })
    // Dr. Grace Lee is not visible: the practice it sees is the one dentist.
    let dentist = try session.resolve("my dentist")
    #expect(dentist.status == .unique)
    #expect(dentist.results.map(\.uid) == ["bright"])
    #expect(try session.resolve("the electrician").status == .notFound)
    #expect(try session.resolve("the electrician").results.isEmpty)
    #expect(try session.resolve("the plumber").results.map(\.uid) == ["sam"])
  }

  @Test func rolesFollowEditsAndRebuilds() throws {
    let book = try RoleTests.book()
    var ravi = try #require(try book.store.contact(id: "ravi"))
    ravi.jobTitle = ""
    ravi.note = "Our vet since 2019."
    var request = SaveRequest()
    request.update(ravi)
    try book.store.execute(request)
    #expect(try book.resolve("the electrician").status == .notFound)
    #expect(try book.resolve("my vet").results.map(\.uid) == ["ravi"])
    try book.index.rebuild(book.store)
    #expect(try book.resolve("my vet").results.map(\.uid) == ["ravi"])
    #expect(try book.resolve("my vet").results.first?.why == "note: Our vet since 2019.")
  }
}

@Suite("Role table")
struct RoleTableTests {
  @Test(arguments: [
    ("my dentist", "dentist", false), ("the dentist's office", "dentist", false), ("a plumber", "plumber", false),
    ("someone at the bank", "banker", true), ("anyone from the bank", "banker", true), ("our accountant", "accountant", false),
    ("my eye doctor", "optometrist", false), ("the IT guy", "web developer", false), ("attorneys", "lawyer", false),
    ("my CPA", "accountant", false), ("the physical therapist", "physiotherapist", false),
  ])
  func phrases(_ query: String, _ role: String, _ peopleOnly: Bool) throws {
    let phrase = try #require(RolePhrase(words: QueryText(query).phrase.split(separator: " ").map(String.init)))
    #expect(phrase.role.name == role)
    #expect(phrase.peopleOnly == peopleOnly)
  }

  @Test(arguments: ["John Smith", "my sister", "mom", "someone at Acme", "Dr", "the", "office"])
  func notRoles(_ query: String) {
    #expect(RolePhrase(words: QueryText(query).phrase.split(separator: " ").map(String.init)) == nil)
  }

  @Test func evidenceTakesTheLongestPhraseAndSingulars() {
    let table = RoleTable.shared
    #expect(table.evidence(in: "Bright Smile Dental").map(\.phrase) == ["dental"])
    #expect(table.evidence(in: "Eye Doctor").map(\.phrase) == ["eye doctor"])
    #expect(table.evidence(in: "Plumbers").map(\.phrase) == ["plumber"])
    #expect(table.evidence(in: "First Community Credit Union").map(\.phrase) == ["credit union"])
    // "Dr" is a doctor only as a name prefix: "12 Oak Dr" is an address.
    #expect(table.evidence(in: "12 Oak Dr").isEmpty)
    #expect(table.evidence(in: "Dr.", titles: true).map(\.phrase) == ["dr"])
  }

  @Test func everyQueryNameNamesOneRole() {
    var seen: [String: String] = [:]
    for role in RoleTable.shared.roles {
      #expect(!role.names.isEmpty, "\(role.name) has no names")
      for name in role.names {
        #expect(seen[name] == nil, "'\(name)' names both \(seen[name] ?? "") and \(role.name)")
        seen[name] = role.name
      }
    }
    #expect(RoleTable.shared.roles.count >= 40)
  }
}
