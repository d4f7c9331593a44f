import Foundation
import KithCore
import Testing

@testable import KithIndex

@Suite("Resolver decisions")
struct ResolverTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var query: String
    var status: Resolution.Status
    var uids: [String]
    var why: String? = nil
    var testDescription: String { "\(query) → \(status.rawValue) \(uids)" }
  }

  static let cases: [Case] = [
    // Names in any order and any part.
    Case(query: "John Doe", status: .unique, uids: ["john-doe"]),
    Case(query: "Doe John", status: .unique, uids: ["john-doe"]),
    Case(query: "Doe, John", status: .unique, uids: ["john-doe"]),
    Case(query: "John", status: .ambiguous, uids: ["john-doe", "john-smith-acme", "john-smith-globex"]),
    Case(query: "John Smith", status: .ambiguous, uids: ["john-smith-acme", "john-smith-globex"]),
    Case(query: "Snow", status: .unique, uids: ["jon-snow"], why: "family name Snow"),
    Case(query: "García López", status: .unique, uids: ["jose-garcia"]),
    Case(query: "Lopez", status: .unique, uids: ["jose-garcia"]),
    Case(query: "van der berg", status: .unique, uids: ["pieter-vdberg"]),
    Case(query: "Pieter Vanderberg", status: .unique, uids: ["pieter-vdberg"]),
    Case(query: "Dr. Carter", status: .unique, uids: ["emily-carter"]),
    Case(query: "Taylor", status: .ambiguous, uids: ["taylor-swift", "elizabeth-taylor"]),
    // Folding.
    Case(query: "JOSE", status: .unique, uids: ["jose-garcia"]),
    Case(query: "Zoe Mueller", status: .unique, uids: ["zoe-muller"]),
    Case(query: "zoe muller", status: .unique, uids: ["zoe-muller"]),
    Case(query: "Lukasz", status: .unique, uids: ["lukasz-nowak"]),
    Case(query: "O’Brien", status: .unique, uids: ["siobhan-obrien"]),
    Case(query: "siobhan obrien", status: .unique, uids: ["siobhan-obrien"]),
    Case(query: "Siobhan O Brien", status: .unique, uids: ["siobhan-obrien"]),
    // Nicknames: own first, then the table, below exact.
    Case(query: "Bill", status: .unique, uids: ["bill-turner"], why: "nickname Bill"),
    Case(query: "Bob", status: .unique, uids: ["robert-brown"], why: "nickname Bob → Robert"),
    Case(query: "Peggy", status: .unique, uids: ["peggy-olson"]),
    Case(query: "Liz Taylor", status: .unique, uids: ["elizabeth-taylor"]),
    Case(query: "Kate", status: .unique, uids: ["katherine-hill"]),
    // Typos and sound-alikes.
    Case(query: "Jhon Doe", status: .unique, uids: ["john-doe"]),
    Case(query: "Alexandar Petrova", status: .unique, uids: ["alexandra-petrova"]),
    Case(query: "Stephen Stevens", status: .unique, uids: ["steven-stevens"]),
    Case(query: "Catherine Hill", status: .unique, uids: ["katherine-hill"]),
    // Spellings of one name compete: whoever typed Jon may mean John.
    Case(query: "Jon", status: .ambiguous, uids: ["jon-snow", "john-doe", "john-smith-acme", "john-smith-globex"]),
    Case(query: "Sara", status: .ambiguous, uids: ["sara-lee", "sarah-connor"]),
    Case(query: "Sarah", status: .ambiguous, uids: ["sarah-connor", "sara-lee"]),
    Case(query: "Sarah Connor", status: .unique, uids: ["sarah-connor"]),
    Case(query: "Snow", status: .unique, uids: ["jon-snow"], why: "family name Snow"),
    Case(query: "Snowe", status: .unique, uids: ["olympia-snowe"]),
    Case(query: "Angela", status: .ambiguous, uids: ["angelo-russo"]),
    Case(query: "Tim", status: .notFound, uids: []),
    // Phonetic fields: kanji found by their reading.
    Case(query: "Yamada Taro", status: .unique, uids: ["yamada-taro"]),
    Case(query: "山田太郎", status: .unique, uids: ["yamada-taro"]),
    Case(query: "山田", status: .unique, uids: ["yamada-taro"]),
    // Initials and abbreviations; prefixes while typing.
    Case(query: "J. Doe", status: .unique, uids: ["john-doe"]),
    Case(query: "John D", status: .unique, uids: ["john-doe"]),
    Case(query: "JD", status: .unique, uids: ["john-doe"]),
    Case(query: "Alexa", status: .unique, uids: ["alexandra-petrova"]),
    // Phones and e-mail.
    Case(query: "555-555-0142", status: .unique, uids: ["john-smith-acme"]),
    Case(query: "+15555550142", status: .unique, uids: ["john-smith-acme"]),
    Case(query: "001 555 555 0142", status: .unique, uids: ["john-smith-acme"]),
    Case(query: "0143", status: .unique, uids: ["john-smith-globex"]),
    Case(query: "0177", status: .ambiguous, uids: ["daniel-kim-work", "daniel-kim-home"]),
    Case(query: "555-555-9999", status: .notFound, uids: []),
    Case(query: "(415) 555-0142", status: .notFound, uids: []),
    Case(query: "Doctor Carter", status: .unique, uids: ["emily-carter"]),
    Case(query: "jdoe@example.com", status: .unique, uids: ["john-doe"]),
    Case(query: "JDoe@Example.com", status: .unique, uids: ["john-doe"]),
    Case(query: "<jdoe@example.com>", status: .unique, uids: ["john-doe"]),
    Case(query: "jdoe", status: .unique, uids: ["john-doe"]),
    Case(query: "john.smith", status: .unique, uids: ["john-smith-acme"]),
    // Organisations.
    Case(query: "Initech", status: .unique, uids: ["initech"]),
    Case(query: "John at Acme", status: .unique, uids: ["john-smith-acme"]),
    Case(query: "John from Globex", status: .unique, uids: ["john-smith-globex"]),
    Case(query: "someone from Hooli", status: .unique, uids: ["gavin-belson"]),
    Case(query: "someone at Globex", status: .ambiguous, uids: ["tom-okafor", "john-smith-globex"]),
    Case(query: "John at Initech", status: .notFound, uids: []),
    // Relations through the me card.
    Case(query: "mom", status: .unique, uids: ["maria-rivera"], why: "your mother (Maria Rivera)"),
    Case(query: "my mother", status: .unique, uids: ["maria-rivera"]),
    Case(query: "Mum's", status: .unique, uids: ["maria-rivera"]),
    Case(query: "my brother", status: .ambiguous, uids: ["diego-rivera", "mateo-rivera"]),
    Case(query: "my partner", status: .unique, uids: ["sam-okafor"]),
    Case(query: "my godmother", status: .unique, uids: ["ingrid-berg"]),
    Case(query: "dad", status: .notFound, uids: []),
    // Possessives and filler.
    Case(query: "Sarah's", status: .ambiguous, uids: ["sarah-connor", "sara-lee"]),
    Case(query: "my friend Sarah Connor", status: .unique, uids: ["sarah-connor"]),
    Case(query: "my brother Diego", status: .unique, uids: ["diego-rivera"]),
    Case(query: "my mother-in-law", status: .notFound, uids: []),
    Case(query: "Gavin’s", status: .unique, uids: ["gavin-belson"]),
    // Shared given names and duplicates.
    Case(query: "David", status: .ambiguous, uids: ["david-one", "david-two", "david-three"]),
    Case(query: "Daniel Kim", status: .ambiguous, uids: ["daniel-kim-work", "daniel-kim-home"]),
    // Absent names and junk.
    Case(query: "Xavier Quill", status: .notFound, uids: []),
    Case(query: "John Xyzzy", status: .notFound, uids: []),
    Case(query: "", status: .notFound, uids: []),
    Case(query: "???", status: .notFound, uids: []),
    Case(query: "🙂", status: .notFound, uids: []),
    Case(query: "Robert'); DROP TABLE contacts;--", status: .notFound, uids: []),
    Case(query: String(repeating: "a", count: 10_000), status: .notFound, uids: []),
  ]

  @Test(arguments: cases)
  func decision(_ test: Case) throws {
    let book = try TestBook()
    let answer = try book.resolve(test.query)
    #expect(answer.status == test.status, "\(answer)")
    switch test.status {
    case .unique:
      #expect(answer.results.first?.uid == test.uids.first, "\(answer)")
    case .ambiguous:
      let offered = Set(answer.results.map(\.uid))
      #expect(Set(test.uids).isSubset(of: offered), "\(answer)")
    case .notFound:
      break
    }
    if let why = test.why {
      #expect(answer.results.first?.why.contains(why) == true, "\(answer)")
    }
    for result in answer.results {
      #expect((0...1).contains(result.score))
    }
  }

  @Test func relationWithoutACardSaysWhy() throws {
    let answer = try TestBook().resolve("dad")
    #expect(answer.status == .notFound)
    #expect(answer.why == "your father, Luis Rivera, has no card of their own")
  }

  @Test func relationsNeedAMeCard() throws {
    let answer = try TestBook(me: nil).resolve("mom")
    #expect(answer.status == .notFound)
    #expect(answer.why == "no card is set as yours (kith me ID), so 'mom' names no one")
  }

  @Test func duplicatesAreOfferedTogether() throws {
    let answer = try TestBook().resolve("Daniel")
    #expect(answer.status == .ambiguous)
    let index = try #require(answer.results.firstIndex { $0.uid == "daniel-kim-work" || $0.uid == "daniel-kim-home" })
    #expect(answer.results[index + 1].samePersonAs == answer.results[index].uid)
  }

  @Test func exactIsNeverOverruledByFuzzy() throws {
    // "Snow" exists exactly; "Snowe" is one typo away. The other way round, the typo is exact.
    let answer = try TestBook().resolve("Snow")
    #expect(answer.status == .unique)
    #expect(answer.results.map(\.uid) == ["jon-snow"])
  }
}

@Suite("Learning from choices")
struct AffinityTests {
  @Test func twoPicksDecideAndAContradictionUndoes() throws {
    let book = try TestBook()
    #expect(try book.resolve("John").status == .ambiguous)
    try book.session.recordChoice(query: "John", contactID: "john-doe")
    #expect(try book.resolve("John").status == .ambiguous)
    try book.session.recordChoice(query: "john", contactID: "john-doe")
    let learned = try book.resolve("John")
    #expect(learned.status == .unique)
    #expect(learned.results.first?.uid == "john-doe")
    #expect(learned.results.first?.why.contains("you chose John Doe") == true)

    try book.session.recordChoice(query: "John", contactID: "john-smith-acme")
    #expect(try book.resolve("John").status == .ambiguous)
  }

  @Test func aCancelUndoesALearnedPick() throws {
    let book = try TestBook()
    try book.session.recordChoice(query: "John", contactID: "john-doe")
    try book.session.recordChoice(query: "John", contactID: "john-doe")
    #expect(try book.resolve("John").status == .unique)
    try book.session.recordCancel(query: "John")
    #expect(try book.resolve("John").status == .ambiguous)
  }

  @Test func favouritesAndUseReorderButNeverDecide() throws {
    let book = try TestBook()
    try book.store.setFavorite(contactID: "david-three", true)
    for _ in 0..<5 {
      try book.store.recordUsage(.init(contactID: "david-two", action: .message, date: TestBook.now))
    }
    let answer = try book.resolve("David")
    #expect(answer.status == .ambiguous)
    #expect(answer.results.prefix(2).map(\.uid) == ["david-two", "david-three"])
    // Affinity never makes a match: a favourite does not answer an unrelated name.
    #expect(try book.resolve("Xavier").status == .notFound)
  }

  @Test func aLearnedPickMustStillMatch() throws {
    let book = try TestBook()
    try book.session.recordChoice(query: "Sarah", contactID: "john-doe")
    try book.session.recordChoice(query: "Sarah", contactID: "john-doe")
    let answer = try book.resolve("Sarah")
    #expect(answer.results.first?.uid == "sarah-connor")
  }
}

@Suite("Resolution JSON")
struct ResolutionJSONTests {
  @Test(arguments: ["John", "mom", "dad", "Daniel", "\"quoted\" \\ line\nbreak", "0177"])
  func linesDecodeToTheSameResolution(_ query: String) throws {
    let answer = try TestBook().resolve(query)
    let decoded = try JSONDecoder().decode(Resolution.self, from: Data(answer.jsonLine.utf8))
    #expect(decoded == answer)
    #expect(!answer.jsonLine.contains("\n"))
  }

  @Test func escaping() throws {
    for text in ["plain", "quote \"", "back\\slash", "line\nbreak", "tab\t", "sep\u{2028}arator", "arrow →", "é"] {
      var json = ""
      JSONText.appendString(text, to: &json)
      #expect(try JSONDecoder().decode(String.self, from: Data(json.utf8)) == text)
      #expect(!json.contains("\u{2028}"))
    }
  }

  @Test func numbers() {
    #expect(Resolution.number(1) == "1")
    #expect(Resolution.number(0.93) == "0.93")
    #expect(Resolution.number(0.905) == "0.905")
    #expect(Resolution.number(0.5) == "0.5")
    #expect(Resolution.number(0) == "0")
  }
}
