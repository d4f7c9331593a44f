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
