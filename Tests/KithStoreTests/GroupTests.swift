import KithCore
import Testing

@testable import KithStore

@Suite("Groups")
struct GroupTests {
  @Test func groupsFromContactsAndMembershipOperations() throws {
    let store = try ContactStore.inMemory()
    var john = person("John", "Doe")
    john.groups = ["Work", "Book Club"]
    var request = SaveRequest()
    request.add(john)
    request.add(person("Jane", "Roe"))
    let family = ContactGroup(id: "family", name: "Family")
    request.add(family)
    request.addMember(contactID: "jane-roe", toGroup: "family")
    try store.execute(request)

    #expect(try store.groups().map(\.name) == ["Book Club", "Family", "Work"])
    #expect(try store.contact(id: "john-doe")?.groups == ["Book Club", "Work"])
    #expect(try store.contact(id: "jane-roe")?.groups == ["Family"])
    // Added, then made a member: a membership is part of the card, so the revision moved on.
    #expect(try store.contact(id: "jane-roe")?.revision == 2)

    let token = try store.currentToken()
    var rename = SaveRequest()
    rename.update(ContactGroup(id: "family", name: "Kin"))
    try store.execute(rename)
    #expect(try store.contact(id: "jane-roe")?.groups == ["Kin"])
    #expect(try store.contact(id: "jane-roe")?.revision == 3)
    guard case .changes(let changes, _) = try store.changes(since: token) else {
      Issue.record("expected changes")
      return
    }
    #expect(changes == [ContactChange(contactID: "jane-roe", kind: .updated)])

    var remove = SaveRequest()
    remove.removeMember(contactID: "jane-roe", fromGroup: "family")
    remove.delete(ContactGroup(id: "family", name: "Kin"))
    try store.execute(remove)
    #expect(try store.contact(id: "jane-roe")?.groups == [])
    #expect(try store.groups().map(\.name) == ["Book Club", "Work"])
  }

  @Test func groupErrors() throws {
    let store = try ContactStore.inMemory()
    var request = SaveRequest()
    request.add(ContactGroup(id: "g1", name: "Friends"))
    try store.execute(request)

    var duplicate = SaveRequest()
    duplicate.add(ContactGroup(id: "g2", name: "Friends"))
    #expect(throws: StoreError.duplicateGroupName("Friends")) { try store.execute(duplicate) }

    var missing = SaveRequest()
    missing.add(person("A", "B"))
    missing.addMember(contactID: "a-b", toGroup: "nope")
    #expect(throws: StoreError.groupNotFound("nope")) { try store.execute(missing) }
    #expect(try store.count() == 0)
  }
}
