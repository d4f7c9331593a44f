import Foundation
import GRDB
import KithCore
import KithStore
import Testing

@testable import KithIndex

@Suite("Search index upkeep")
struct SearchIndexTests {
  static let queries = [
    "John", "John Smith", "Bob", "Jhon Doe", "mom", "my brother", "0177", "555-555-0142", "jdoe", "Initech",
    "someone at Globex", "Zoe Mueller", "Yamada Taro", "Alexa", "David", "Xavier", "Renamed Person", "Kate",
  ]

  func answers(_ session: SearchSession) throws -> [Resolution] {
    try Self.queries.map { try session.resolve($0) }
  }

  /// Every term with its postings, by text: equal for equal indexes, whatever the term ids.
  func snapshot(_ store: ContactStore) throws -> [String: [UInt8]] {
    try store.read { db in
      var terms: [String: [UInt8]] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT term, postings FROM searchTerm") {
        terms[row[0]] = [UInt8](row[1] as Data)
      }
      for row in try Row.fetchAll(db, sql: "SELECT digits, document, countryCode FROM searchPhone") {
        terms["phone:\(row[0] as String):\(row[1] as Int64):\(row[2] as Int)"] = []
      }
      return terms
    }
  }

  @Test func incrementalUpdatesAndARebuildGiveTheSameAnswers() throws {
    let book = try TestBook()
    // Edits of every kind, each in its own save.
    var john = try #require(try book.store.contact(id: "john-doe"))
    john.givenName = "Renamed"
    john.familyName = "Person"
    var rename = SaveRequest()
    rename.update(john)
    try book.store.execute(rename)
    var delete = SaveRequest()
    delete.deleteContact(id: "david-two")
    delete.add(TestBook.person("kate-new", "Kate", "Newcomer", phones: ["555 555 0188"]))
    try book.store.execute(delete)
    var kate = try #require(try book.store.contact(id: "kate-new"))
    kate.nicknames = ["Katie"]
    var nick = SaveRequest()
    nick.update(kate)
    try book.store.execute(nick)

    let incremental = try answers(book.session)
    let incrementalTerms = try snapshot(book.store)
    #expect(incremental.contains { $0.query == "Renamed Person" && $0.status == .unique })

    try book.index.rebuild(book.store)
    #expect(try answers(book.session) == incremental)
    #expect(try snapshot(book.store) == incrementalTerms)
  }

  @Test func anotherWriterIsCaughtUpBeforeTheNextQuery() throws {
    let folder = NSTemporaryDirectory() + "kith-index-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/contacts.sqlite"
    let index = SearchIndex()
    let store = try ContactStore(path: path, observers: [index])
    var request = SaveRequest()
    for contact in TestBook.contacts { request.add(contact) }
    try store.execute(request)
    let session = SearchSession(store: store, index: index)
    #expect(try session.resolve("Zelda").status == .notFound)

    // Another process, without the index: a new contact and a rename.
    let other = try ContactStore(path: path)
    var edit = SaveRequest()
    edit.add(TestBook.person("zelda", "Zelda", "Fitzgerald"))
    var sam = try #require(try other.contact(id: "sam-okafor"))
    sam.givenName = "Samantha"
    edit.update(sam)
    try other.execute(edit)

    #expect(try session.resolve("Zelda").results.first?.uid == "zelda")
    #expect(try session.resolve("Samantha Okafor").status == .unique)
    #expect(try index.catchUp(store) == false)
    #expect(try index.indexedToken(store) == store.currentToken())
  }

  @Test func anIndexBehindThePrunedHistoryIsRebuilt() throws {
    let folder = NSTemporaryDirectory() + "kith-index-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/contacts.sqlite"
    let index = SearchIndex()
    let store = try ContactStore(path: path, historyLimit: 2, observers: [index])
    var request = SaveRequest()
    request.add(TestBook.person("a", "Anna", "Able"))
    try store.execute(request)

    let other = try ContactStore(path: path, historyLimit: 2)
    for (id, name) in [("b", "Bert"), ("c", "Cleo"), ("d", "Dora")] {
      var add = SaveRequest()
      add.add(TestBook.person(id, name, "Later"))
      try other.execute(add)
    }
    let session = SearchSession(store: store, index: index)
    #expect(try session.resolve("Bert").results.first?.uid == "b")
    #expect(try session.resolve("Later").status == .ambiguous)
  }

  @Test func aSaveFromAStaleIndexCatchesUpInTheSameTransaction() throws {
    let folder = NSTemporaryDirectory() + "kith-index-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/contacts.sqlite"
    let index = SearchIndex()
    let store = try ContactStore(path: path, observers: [index])
    let other = try ContactStore(path: path)
    var first = SaveRequest()
    first.add(TestBook.person("x", "Xena", "Warrior"))
    try other.execute(first)
    var second = SaveRequest()
    second.add(TestBook.person("y", "Yuri", "Gagarin"))
    try store.execute(second)
    let session = SearchSession(store: store, index: index)
    #expect(try session.resolve("Xena").results.first?.uid == "x")
    #expect(try session.resolve("Yuri").results.first?.uid == "y")
  }

  @Test func anOldIndexVersionIsRebuiltWhenOpened() throws {
    let folder = NSTemporaryDirectory() + "kith-index-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/contacts.sqlite"
    do {
      let index = SearchIndex()
      let store = try ContactStore(path: path, observers: [index])
      var request = SaveRequest()
      request.add(TestBook.person("a", "Anna", "Able"))
      try store.execute(request)
      try store.writeDerived { db in
        try db.execute(sql: "UPDATE searchState SET value = 'old' WHERE key = 'version'")
      }
    }
    let index = SearchIndex()
    let store = try ContactStore(path: path, observers: [index])
    #expect(try index.indexedToken(store) == nil)
    #expect(try SearchSession(store: store, index: index).resolve("Anna").status == .unique)
  }
}

@Suite("Typo vocabulary")
struct VocabularyTests {
  @Test func agreesWithABruteForceScan() {
    let letters = Array("abcdehijklmnorst")
    var state: UInt64 = 42
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var words = Set<String>()
    while words.count < 2_000 {
      words.insert(String((0..<(2 + next(9))).map { _ in letters[next(letters.count)] }))
    }
    let sorted = words.sorted()
    let vocabulary = Vocabulary(sortedWords: sorted)
    for _ in 0..<200 {
      let query = String((0..<(3 + next(7))).map { _ in letters[next(letters.count)] })
      for limit in 1...2 {
        let found = Dictionary(uniqueKeysWithValues: vocabulary.words(near: query, limit: limit).map { ($0.word, $0.distance) })
        var expected: [String: Int] = [:]
        for word in sorted {
          if let distance = EditDistance.optimalStringAlignment(query, word, limit: limit) {
            expected[word] = distance
          }
        }
        #expect(found == expected, "\(query) limit \(limit)")
      }
    }
  }
}

@Suite("Reading queries")
struct QueryTextTests {
  @Test(arguments: [
    ("Sarah's", ["sarah"], [String]()),
    ("Marcus'", ["marcus"], []),
    ("my friend Sarah", ["sarah"], []),
    ("John at Acme", ["john"], ["acme"]),
    ("Sarah from Globex", ["sarah"], ["globex"]),
    ("someone from Acme", [], ["acme"]),
    ("John @ Acme", ["john"], ["acme"]),
    ("Smith, John", ["smith", "john"], []),
    ("Dr. Emily Carter", ["emily", "carter"], []),
  ])
  func names(_ text: String, _ required: [String], _ organization: [String]) {
    guard case .names(let words) = QueryText(text).shape else {
      Issue.record("not read as names: \(text)")
      return
    }
    #expect(words.required == required)
    #expect(words.organization == organization)
  }

  @Test(arguments: ["555-0142", "+1 (555) 555-0142", "0142", "00 44 20 7946 0018", "555.555.0142 x12"])
  func phones(_ text: String) {
    guard case .phone = QueryText(text).shape else {
      Issue.record("not a phone: \(text)")
      return
    }
  }

  @Test func relationsAndJunk() {
    #expect(QueryText("mom").relation == ["mom"])
    #expect(QueryText("my mother").relation == ["mother"])
    #expect(QueryText("my friend").relation == ["friend"])
    #expect(QueryText("Mum's").relation == ["mum"])
    #expect(QueryText("").shape == .empty)
    #expect(QueryText("???").shape == .empty)
    #expect(QueryText("42").shape != .empty)
    #expect(QueryText("john@example.com").shape == .email("john@example.com"))
  }
}
