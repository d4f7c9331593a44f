import Foundation
import GRDB
import KithCore
import Testing

@testable import KithStore

@Suite("Store file")
struct StoreFileTests {
  @Test(arguments: [
    (String?.some("/x/explicit.sqlite"), ["KITH_STORE": "/y/env.sqlite"], "/x/explicit.sqlite"),
    (nil, ["KITH_STORE": "/y/env.sqlite", "XDG_DATA_HOME": "/d"], "/y/env.sqlite"),
    (nil, ["XDG_DATA_HOME": "/d", "HOME": "/h"], "/d/kith/contacts.sqlite"),
    (nil, ["XDG_DATA_HOME": "relative", "HOME": "/h"], "/h/.local/share/kith/contacts.sqlite"),
    (nil, ["HOME": "/h"], "/h/.local/share/kith/contacts.sqlite"),
    ("~/c.sqlite", ["HOME": "/h"], "/h/c.sqlite"),
  ])
  func location(_ explicit: String?, _ environment: [String: String], _ expected: String) {
    #expect(StoreLocation.path(explicit: explicit, environment: environment) == expected)
  }

  @Test func aReadOnlyStoreReadsEverythingAndRefusesEveryChange() throws {
    let folder = TemporaryFolder()
    let path = folder.file("contacts.sqlite")
    do {
      let store = try ContactStore(path: path)
      var request = SaveRequest()
      request.add(person("Ana", "Silva"))
      request.add(person("Li", "Wei"))
      try store.execute(request)
    }
    let store = try ContactStore(path: path, readOnly: true)
    #expect(try store.count() == 2)
    #expect(try store.contact(id: "ana-silva")?.givenName == "Ana")
    #expect(!store.access.allowsChanges)
    var request = SaveRequest()
    request.add(person("New", "Person"))
    #expect(throws: StoreError.self) { try store.execute(request) }
    #expect(throws: StoreError.self) { try store.setFavorite(contactID: "ana-silva", true) }
    #expect("\(store.access)" == "read-only, because the store file can't be written")
    #expect(try ContactStore(path: path).count() == 2)
  }

  @Test func aFullDiskSavesNothingAndSaysSo() throws {
    let folder = TemporaryFolder()
    let path = folder.file("contacts.sqlite")
    let store = try ContactStore(path: path)
    var first = SaveRequest()
    first.add(person("Ana", "Silva"))
    try store.execute(first)
    // SQLite's page limit stands in for a full disk: the same SQLITE_FULL, deterministically.
    try store.writeDerived { db in
      let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
      try db.execute(sql: "PRAGMA max_page_count = \(pages + 4)")
    }
    var large = SaveRequest()
    for index in 0..<2_000 {
      var contact = person("Person", "Number \(index)", id: "p\(index)")
      contact.note = String(repeating: "note ", count: 40)
      large.add(contact)
    }
    do {
      try store.execute(large)
      Issue.record("a save past the page limit succeeded")
    } catch {
      let storage = try #require(StoreError.storage(from: error, path: path))
      #expect("\(storage)".hasPrefix("the disk holding the store is full, so nothing was saved"))
      #expect("\(storage)".hasSuffix("(the store at \(path))"))
    }
    #expect(try store.count() == 1)
    #expect(try store.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
  }

  @Test func fileIs0600InA0700Folder() throws {
    let folder = TemporaryFolder()
    let path = folder.file("new/kith/contacts.sqlite")
    let store = try ContactStore(path: path)
    var request = SaveRequest()
    request.add(person("A", "B"))
    try store.execute(request)

    func mode(_ path: String) throws -> Int {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }
    #expect(try mode(path) == 0o600)
    #expect(try mode(folder.file("new/kith")) == 0o700)
    for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
      #expect(try mode(path + suffix) == 0o600)
    }
  }

  @Test func walForeignKeysAndBusyTimeout() throws {
    let folder = TemporaryFolder()
    let store = try ContactStore(path: folder.file("s.sqlite"))
    let (journal, foreignKeys, timeout) = try store.read { db in
      (
        try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA foreign_keys"),
        try Int.fetchOne(db, sql: "PRAGMA busy_timeout")
      )
    }
    #expect(journal == "wal")
    #expect(foreignKeys == 1)
    #expect(timeout == 10_000)
  }

  @Test func notAStoreIsAClearError() throws {
    let folder = TemporaryFolder()
    let path = folder.file("notes.txt")
    try Data("this is not a database, just text that is long enough to look like a header".utf8)
      .write(to: URL(fileURLWithPath: path))
    #expect {
      _ = try ContactStore(path: path)
    } throws: { error in
      guard case StoreError.cannotOpen(let failedPath, _) = error else { return false }
      return failedPath == path
    }
  }

  @Test func summariesNeverReadPhotosOrNotes() throws {
    let store = try ContactStore.inMemory()
    var contact = person("Pic", "Ture", phone: "555-0100")
    contact.note = "secret note"
    contact.photo = Photo(data: Data(repeating: 7, count: 10_000), mediaType: "image/jpeg")
    var request = SaveRequest()
    request.add(contact)
    try store.execute(request)

    var statements: [String] = []
    try store.writer.write { db in
      db.trace { statements.append("\($0)") }
    }
    var summaries: [ContactSummary] = []
    try store.forEachSummary { summaries.append($0) }
    _ = try store.summaries(ids: ["pic-ture"])
    try store.writer.write { db in db.trace(options: [], nil) }

    #expect(summaries.map(\.displayName) == ["Pic Ture"])
    #expect(summaries.first?.phoneNumbers.first?.value == "555-0100")
    let reads = statements.filter { $0.hasPrefix("SELECT") }
    #expect(reads.count == 2)
    for sql in reads {
      #expect(!sql.contains("note"))
      #expect(!sql.contains("body"))
      #expect(!sql.contains("contactPhoto"))
      #expect(!sql.contains("*"))
    }
  }

  @Test func storeWrittenByNewerKithIsRefused() throws {
    let folder = TemporaryFolder()
    let path = folder.file("s.sqlite")
    _ = try ContactStore(path: path)
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99 future')")
    }
    #expect(throws: StoreError.unknownSchema(path: path, migrations: ["v99 future"])) {
      _ = try ContactStore(path: path)
    }
  }
}
