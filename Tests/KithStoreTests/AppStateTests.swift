import Foundation
import KithCore
import Testing

@testable import KithStore

@Suite("App-only state")
struct AppStateTests {
  func storeWithTwo() throws -> ContactStore {
    let store = try ContactStore.inMemory(clock: frozenClock)
    var request = SaveRequest()
    request.add(person("Alex", "Rivera"))
    request.add(person("Maria", "Rivera"))
    try store.execute(request)
    return store
  }

  @Test func meCard() throws {
    let store = try storeWithTwo()
    #expect(try store.meContactID() == nil)
    try store.setMe(contactID: "alex-rivera")
    #expect(try store.meContactID() == "alex-rivera")
    #expect(throws: StoreError.contactNotFound("ghost")) { try store.setMe(contactID: "ghost") }
    try store.setMe(contactID: nil)
    #expect(try store.meContactID() == nil)
  }

  @Test func favoritesUsageAliasesAndOutboxFollowDeletion() throws {
    let store = try storeWithTwo()
    try store.setMe(contactID: "maria-rivera")
    try store.setFavorite(contactID: "maria-rivera", true)
    try store.setFavorite(contactID: "alex-rivera", true)
    #expect(try store.favoriteIDs() == ["maria-rivera", "alex-rivera"])

    let date = frozenClock()
    try store.recordUsage(UsageEvent(contactID: "maria-rivera", action: .message, date: date))
    try store.recordUsage(UsageEvent(contactID: "maria-rivera", action: .call, date: date.addingTimeInterval(60)))
    #expect(try store.usage(contactID: "maria-rivera").map(\.action) == [.call, .message])

    try store.learnAlias("mom", contactID: "maria-rivera", delta: 1)
    try store.learnAlias("mom", contactID: "maria-rivera", delta: 1)
    #expect(try store.learnedAliases(for: "mom").map(\.weight) == [2])
    try store.learnAlias("mom", contactID: "maria-rivera", delta: -2)
    #expect(try store.learnedAliases(for: "mom").isEmpty)
    try store.learnAlias("mom", contactID: "maria-rivera", delta: 1)

    let id = try store.enqueue(
      OutboxMessage(contactID: "maria-rivera", channel: "sms", recipient: "+15555550100", body: "hi", createdAt: date))
    try store.setOutboxStatus(id: id, .sent)
    #expect(try store.outbox().map(\.status) == [.sent])

    var delete = SaveRequest()
    delete.deleteContact(id: "maria-rivera")
    try store.execute(delete)
    #expect(try store.meContactID() == nil)
    #expect(try store.favoriteIDs() == ["alex-rivera"])
    #expect(try store.usage().isEmpty)
    #expect(try store.learnedAliases().isEmpty)
    #expect(try store.outbox().first?.contactID == nil)
  }
}

@Suite("App state through a merge and its undo")
struct AppStateTransferTests {
  @Test func aMergeCarriesStateOverAndTheSnapshotPutsItBack() throws {
    let store = try ContactStore.inMemory(clock: frozenClock)
    var setup = SaveRequest()
    let kept = person("Robert", "Jones")
    let removed = person("Bob", "Jones")
    setup.add(kept)
    setup.add(removed)
    setup.add(person("Alex", "Rivera"))
    try store.execute(setup)
    try store.setMe(contactID: removed.id)
    try store.setFavorite(contactID: "alex-rivera", true)
    try store.setFavorite(contactID: removed.id, true)
    try store.learnAlias("bob", contactID: removed.id, delta: 2)
    try store.learnAlias("bob", contactID: kept.id, delta: 1)
    try store.learnAlias("rob", contactID: kept.id, delta: 1)
    try store.recordUsage(UsageEvent(contactID: removed.id, action: .message, date: frozenClock()))
    let line = try store.enqueue(
      OutboxMessage(contactID: removed.id, channel: "sms", recipient: "+15555550100", body: "hi", createdAt: frozenClock()))
    let ids = [kept.id, removed.id]
    let before = try store.appState(of: ids)
    let aliasesBefore = try store.learnedAliases()

    var merge = SaveRequest()
    merge.transferAppState(from: removed.id, to: kept.id)
    merge.deleteContact(id: removed.id)
    try store.execute(merge)
    #expect(try store.meContactID() == kept.id)
    #expect(try store.favoriteIDs() == ["alex-rivera", kept.id])
    #expect(try store.learnedAliases(for: "bob").map { "\($0.contactID) \($0.weight)" } == ["\(kept.id) 3"])
    #expect(try store.usage(contactID: kept.id).count == 1)
    #expect(try store.outbox().first { $0.id == line }?.contactID == kept.id)

    var undo = SaveRequest()
    undo.add(removed)
    undo.restore(before)
    try store.execute(undo)
    #expect(try store.meContactID() == removed.id)
    #expect(try store.favoriteIDs() == ["alex-rivera", removed.id])
    #expect(try store.learnedAliases().map { "\($0.phrase) \($0.contactID) \($0.weight)" } == aliasesBefore.map { "\($0.phrase) \($0.contactID) \($0.weight)" })
    #expect(try store.usage(contactID: removed.id).count == 1)
    #expect(try store.usage(contactID: kept.id).isEmpty)
    #expect(try store.outbox().first { $0.id == line }?.contactID == removed.id)
    #expect(try store.appState(of: ids) == before)
  }

  @Test func aLimitedClientMovesOnlyWhatItSees() throws {
    let store = try ContactStore.inMemory(clock: frozenClock)
    var setup = SaveRequest()
    setup.add(person("Robert", "Jones"))
    setup.add(person("Bob", "Jones"))
    try store.execute(setup)
    let limited = store.restricted(to: AccessPolicy(level: .limited, groups: ["Work"]))
    var merge = SaveRequest()
    merge.transferAppState(from: "bob-jones", to: "robert-jones")
    #expect(throws: StoreError.contactNotFound("bob-jones")) { try limited.execute(merge) }
  }
}
