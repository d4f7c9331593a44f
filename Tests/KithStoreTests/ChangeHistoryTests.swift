import Foundation
import GRDB
import KithCore
import Testing

@testable import KithStore

@Suite("Change history")
struct ChangeHistoryTests {
  @Test func changesSinceATokenAreCoalescedPerContact() throws {
    let store = try ContactStore.inMemory()
    let start = try store.currentToken()
    #expect(start.sequence == 0)

    var add = SaveRequest()
    add.add(person("A", "One"))
    add.add(person("B", "Two"))
    add.add(person("C", "Three"))
    let afterAdd = try store.execute(add)

    var edit = SaveRequest()
    var a = try #require(try store.contact(id: "a-one"))
    a.jobTitle = "x"
    edit.update(a)
    edit.deleteContact(id: "b-two")
    let afterEdit = try store.execute(edit)

    #expect(
      try store.changes(since: start)
        == .changes(
          [ContactChange(contactID: "a-one", kind: .added), ContactChange(contactID: "c-three", kind: .added)],
          token: afterEdit))
    #expect(
      try store.changes(since: afterAdd)
        == .changes(
          [ContactChange(contactID: "a-one", kind: .updated), ContactChange(contactID: "b-two", kind: .deleted)],
          token: afterEdit))
    #expect(try store.changes(since: afterEdit) == .changes([], token: afterEdit))
  }

  @Test(arguments: [
    ([ContactChange.Kind.added, .updated], ContactChange.Kind?.some(.added)),
    ([.added, .deleted], nil),
    ([.updated, .updated], .updated),
    ([.updated, .deleted], .deleted),
    ([.deleted, .added], .updated),
    ([.deleted, .added, .deleted], .deleted),
  ])
  func coalescing(_ kinds: [ContactChange.Kind], _ expected: ContactChange.Kind?) {
    let events = kinds.map { ContactChange(contactID: "x", kind: $0) }
    #expect(ContactChange.coalesce(events).first?.kind == expected)
  }

  @Test func unknownTokensMeanDropEverything() throws {
    let store = try ContactStore.inMemory()
    var add = SaveRequest()
    add.add(person("A", "One"))
    let token = try store.execute(add)

    #expect(try store.changes(since: nil) == .dropEverything(token: token))
    let foreign = ChangeToken(storeID: "another-store", sequence: 1)
    #expect(try store.changes(since: foreign) == .dropEverything(token: token))
    let future = ChangeToken(storeID: store.storeID, sequence: 99)
    #expect(try store.changes(since: future) == .dropEverything(token: token))
  }

  @Test func retentionIsBoundedAndOldTokensDropEverything() throws {
    let store = try ContactStore.inMemory(historyLimit: 3)
    let start = try store.currentToken()
    var tokens: [ChangeToken] = []
    for index in 0..<5 {
      var request = SaveRequest()
      request.add(person("P\(index)", "Q"))
      tokens.append(try store.execute(request))
    }
    // Five events, three kept: sequences 3, 4, 5. A token at 2 still has everything after it.
    let kept = try store.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM change") }
    #expect(kept == 3)
    #expect(try store.changes(since: start) == .dropEverything(token: tokens[4]))
    #expect(try store.changes(since: tokens[0]) == .dropEverything(token: tokens[4]))
    guard case .changes(let changes, _) = try store.changes(since: tokens[1]) else {
      Issue.record("token at the pruning edge must still be served")
      return
    }
    #expect(changes.map(\.contactID) == ["p2-q", "p3-q", "p4-q"])
  }

  @Test func tokenTextRoundTrips() {
    let token = ChangeToken(storeID: "6F1E-AB", sequence: 42)
    #expect(token.description == "6F1E-AB:42")
    #expect(ChangeToken("6F1E-AB:42") == token)
    #expect(ChangeToken("garbage") == nil)
  }

  @Test func historySurvivesReopening() throws {
    let folder = TemporaryFolder()
    let path = folder.file("store.sqlite")
    let token: ChangeToken
    do {
      let store = try ContactStore(path: path)
      var request = SaveRequest()
      request.add(person("A", "B"))
      token = try store.execute(request)
    }
    let reopened = try ContactStore(path: path)
    #expect(reopened.storeID == token.storeID)
    #expect(try reopened.changes(since: token) == .changes([], token: token))
  }
}

@Suite("Save observers")
struct SaveObserverTests {
  final class Recorder: SaveObserver, @unchecked Sendable {
    var calls: [([ContactChange], ChangeToken, ChangeToken)] = []
    var fail = false

    func prepare(_ db: Database) throws {
      try db.execute(sql: "CREATE TABLE IF NOT EXISTS derived (uid TEXT PRIMARY KEY)")
    }

    var written: [String] = []
    var rolledBack = 0

    func store(_ db: Database, didWrite contact: Contact, rowid: Int64) throws {
      written.append(contact.id)
      try db.execute(sql: "INSERT OR REPLACE INTO derived (uid) VALUES (?)", arguments: [contact.id])
    }

    func store(_ db: Database, didDelete contactID: String, rowid: Int64) throws {
      try db.execute(sql: "DELETE FROM derived WHERE uid = ?", arguments: [contactID])
    }

    func storeDidSave(
      _ changes: [ContactChange], from previous: ChangeToken, to token: ChangeToken, in db: Database
    ) throws {
      calls.append((changes, previous, token))
      if fail { throw StoreError.contactNotFound("observer failure") }
    }

    func storeDidRollBack() { rolledBack += 1 }
  }

  @Test func observersRunInsideTheSaveAndCanRollItBack() throws {
    let recorder = Recorder()
    let store = try ContactStore.inMemory(observers: [recorder])
    var request = SaveRequest()
    request.add(person("A", "B"))
    let token = try store.execute(request)
    #expect(recorder.calls.count == 1)
    #expect(recorder.calls[0].0 == [ContactChange(contactID: "a-b", kind: .added)])
    #expect(recorder.calls[0].2 == token)

    recorder.fail = true
    var second = SaveRequest()
    second.add(person("C", "D"))
    #expect(throws: StoreError.self) { try store.execute(second) }
    #expect(try store.contact(id: "c-d") == nil)
    #expect(recorder.rolledBack == 1)
    #expect(recorder.written == ["a-b", "c-d"])
    let derived = try store.read { db in try String.fetchAll(db, sql: "SELECT uid FROM derived") }
    #expect(derived == ["a-b"])
  }
}
