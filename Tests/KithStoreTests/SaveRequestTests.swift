import Foundation
import GRDB
import KithCore
import Testing

@testable import KithStore

@Suite("SaveRequest: all or nothing")
struct SaveRequestTests {
  @Test func addsReadsAndAssignsRevisions() throws {
    let store = try ContactStore.inMemory(clock: frozenClock)
    var request = SaveRequest()
    request.add(person("John", "Appleseed", phone: "+1 415 555 0100"))
    request.add(person("Jane", "Doe"))
    try store.execute(request)

    let john = try #require(try store.contact(id: "john-appleseed"))
    #expect(john.revision == 1)
    #expect(john.givenName == "John")
    #expect(john.phoneNumbers.first?.value == "+1 415 555 0100")
    #expect(try store.count() == 2)
  }

  @Test func aFailingOperationWritesNothing() throws {
    let store = try ContactStore.inMemory()
    var first = SaveRequest()
    first.add(person("Kept", "Person"))
    try store.execute(first)
    let tokenBefore = try store.currentToken()

    var request = SaveRequest()
    request.add(person("New", "One"))
    request.update(person("Kept", "Person"))  // revision 0: stale
    request.add(person("Another", "One"))
    #expect(throws: StoreError.conflict(contactID: "kept-person", expectedRevision: 0, storedRevision: 1)) {
      try store.execute(request)
    }
    #expect(try store.count() == 1)
    #expect(try store.contact(id: "new-one") == nil)
    #expect(try store.currentToken() == tokenBefore)
  }

  @Test func favouritesAndTheMeCardJoinTheBatch() throws {
    let store = try ContactStore.inMemory()
    var request = SaveRequest()
    request.add(person("Ana", "Lima"))
    request.setFavorite(contactID: "ana-lima", true)
    request.setMe(contactID: "ana-lima")
    try store.execute(request)
    #expect(try store.favoriteIDs() == ["ana-lima"])
    #expect(try store.meContactID() == "ana-lima")

    // A batch that fails later takes its favourite and me-card changes back with it.
    var failing = SaveRequest()
    failing.setFavorite(contactID: "ana-lima", false)
    failing.setMe(contactID: nil)
    failing.update(person("Ana", "Lima"))  // revision 0: stale
    #expect(throws: StoreError.self) { try store.execute(failing) }
    #expect(try store.favoriteIDs() == ["ana-lima"])
    #expect(try store.meContactID() == "ana-lima")
  }

  @Test func duplicateAddAndMissingUpdateAreErrors() throws {
    let store = try ContactStore.inMemory()
    var request = SaveRequest()
    request.add(person("A", "B"))
    try store.execute(request)

    var duplicate = SaveRequest()
    duplicate.add(person("A", "B"))
    #expect(throws: StoreError.duplicateContactID("a-b")) { try store.execute(duplicate) }

    var missing = SaveRequest()
    missing.deleteContact(id: "nobody")
    #expect(throws: StoreError.contactNotFound("nobody")) { try store.execute(missing) }
    #expect(
      StoreError.contactNotFound("nobody").description == "no contact with id nobody; nothing was saved")
  }

  @Test func updateBumpsRevisionAndStaleUpdateConflicts() throws {
    let store = try ContactStore.inMemory()
    var add = SaveRequest()
    add.add(person("Mike", "Chen"))
    try store.execute(add)

    var mike = try #require(try store.contact(id: "mike-chen"))
    mike.jobTitle = "Engineer"
    var update = SaveRequest()
    update.update(mike)
    try store.execute(update)
    #expect(try store.contact(id: "mike-chen")?.revision == 2)
    #expect(try store.contact(id: "mike-chen")?.jobTitle == "Engineer")

    // The same stale value again: revision 1, stored 2.
    #expect(throws: StoreError.conflict(contactID: "mike-chen", expectedRevision: 1, storedRevision: 2)) {
      try store.execute(update)
    }
    var staleDelete = SaveRequest()
    staleDelete.delete(mike)
    #expect(throws: StoreError.self) { try store.execute(staleDelete) }
    #expect(try store.count() == 1)
  }

  @Test func conflictBetweenTwoHandlesOnOneFile() throws {
    let folder = TemporaryFolder()
    let path = folder.file("contacts.sqlite")
    let first = try ContactStore(path: path)
    let second = try ContactStore(path: path)
    var add = SaveRequest()
    add.add(person("Sarah", "Lee"))
    try first.execute(add)

    var readByFirst = try #require(try first.contact(id: "sarah-lee"))
    var readBySecond = try #require(try second.contact(id: "sarah-lee"))
    readBySecond.nicknames = ["Sare"]
    var secondUpdate = SaveRequest()
    secondUpdate.update(readBySecond)
    try second.execute(secondUpdate)

    readByFirst.jobTitle = "Pilot"
    var firstUpdate = SaveRequest()
    firstUpdate.add(person("Innocent", "Bystander"))
    firstUpdate.update(readByFirst)
    #expect(throws: StoreError.conflict(contactID: "sarah-lee", expectedRevision: 1, storedRevision: 2)) {
      try first.execute(firstUpdate)
    }
    let stored = try #require(try first.contact(id: "sarah-lee"))
    #expect(stored.nicknames == ["Sare"])
    #expect(stored.jobTitle == "")
    #expect(try second.contact(id: "innocent-bystander") == nil)
    #expect(first.storeID == second.storeID)
  }

  @Test func everyFieldSurvivesTheStore() throws {
    let store = try ContactStore.inMemory()
    let contact = Contact(
      id: "full", kind: .person, namePrefix: "Dr.", givenName: "Ada", middleName: "K", familyName: "Lovelace",
      nameSuffix: "PhD", previousFamilyName: "Byron", nicknames: ["Addie"], phoneticGivenName: "AY-da",
      phoneticMiddleName: "kay", phoneticFamilyName: "LUV-lace", phoneticOrganizationName: "ENG",
      organizationName: "Analytical Engines", departmentName: "R&D", jobTitle: "Countess",
      phoneNumbers: [LabeledValue(label: .iPhone, value: "+44 20 7946 0018", isPreferred: true)],
      emailAddresses: [LabeledValue(label: Label(rawValue: "Poetry"), value: "ada@example.org")],
      postalAddresses: [
        LabeledValue(label: .home, value: PostalAddress(street: "12 St James's Sq", city: "London", isoCountryCode: "gb"))
      ],
      urlAddresses: [LabeledValue(label: .homePage, value: "https://ada.example.org")],
      socialProfiles: [LabeledValue(value: SocialProfile(service: "mastodon", username: "@ada", url: "https://m.example/@ada"))],
      instantMessageAddresses: [LabeledValue(label: .work, value: InstantMessageAddress(service: "xmpp", username: "ada@x.example"))],
      contactRelations: [LabeledValue(label: .mother, value: ContactRelation(name: "Anne Isabella Milbanke"))],
      birthday: PartialDate(year: nil, month: 12, day: 10),
      dates: [LabeledValue(label: .anniversary, value: PartialDate(year: 1835, month: 7, day: 8)!)],
      note: "Line one\nLine two; with, punctuation",
      photo: Photo(data: Data([0xFF, 0xD8, 0xFF, 0x00, 0x01]), mediaType: "image/jpeg"),
      groups: ["Family", "Work"],
      extraProperties: [VCardProperty(name: "X-CUSTOM", parameters: [VCardParameter(name: "X-P", values: ["1"])], value: "v")])
    var request = SaveRequest()
    request.add(contact)
    try store.execute(request)
    let stored = try #require(try store.contact(id: "full"))
    #expect(stored.content == contact)
    #expect(stored.revision == 1)
  }
}
