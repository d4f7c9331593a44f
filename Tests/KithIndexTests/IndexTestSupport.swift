import Foundation
import KithCore
import KithStore

@testable import KithIndex

/// A small address book with the traps the resolver must handle, in a fresh in-memory store.
struct TestBook {
  let store: ContactStore
  let index: SearchIndex
  let session: SearchSession

  static let now = Date(timeIntervalSince1970: 1_767_225_600)

  init(_ contacts: [Contact] = TestBook.contacts, me: String? = "me-alex") throws {
    index = SearchIndex(region: "US")
    store = try ContactStore.inMemory(observers: [index], clock: { TestBook.now })
    var request = SaveRequest()
    for contact in contacts { request.add(contact) }
    try store.execute(request)
    if let me { try store.setMe(contactID: me) }
    session = SearchSession(store: store, index: index, clock: { TestBook.now })
  }

  func resolve(_ query: String) throws -> Resolution {
    try session.resolve(query)
  }

  static func person(
    _ id: String, _ given: String, _ family: String, middle: String = "", nicknames: [String] = [],
    organization: String = "", phones: [String] = [], emails: [String] = [],
    relations: [(Label, String)] = [], prefix: String = "", suffix: String = "",
    phoneticGiven: String = "", phoneticFamily: String = "", kind: Contact.Kind = .person
  ) -> Contact {
    Contact(
      id: id, kind: kind, namePrefix: prefix, givenName: given, middleName: middle, familyName: family,
      nameSuffix: suffix, nicknames: nicknames, phoneticGivenName: phoneticGiven,
      phoneticFamilyName: phoneticFamily, organizationName: organization,
      phoneNumbers: phones.map { LabeledValue(label: .mobile, value: PhoneNumber($0)) },
      emailAddresses: emails.map { LabeledValue(label: .home, value: $0) },
      contactRelations: relations.map { LabeledValue(label: $0.0, value: ContactRelation(name: $0.1)) })
  }

  static let contacts: [Contact] = [
    person(
      "me-alex", "Alex", "Rivera", phones: ["(555) 555-0100"],
      relations: [
        (.mother, "Maria Rivera"), (.father, "Luis Rivera"), (.brother, "Diego Rivera"),
        (.brother, "Mateo Rivera"), (.partner, "Sam Okafor"), (Label(rawValue: "Godmother"), "Ingrid Berg"),
      ]),
    person("maria-rivera", "Maria", "Rivera", phones: ["+1 555 555 0101"]),
    person("diego-rivera", "Diego", "Rivera"),
    person("mateo-rivera", "Mateo", "Rivera"),
    person("sam-okafor", "Sam", "Okafor", emails: ["sam@example.org"]),
    person("tom-okafor", "Tom", "Okafor", organization: "Globex"),
    person("ingrid-berg", "Ingrid", "Berg"),
    person("john-smith-acme", "John", "Smith", organization: "Acme", phones: ["555-555-0142"], emails: ["john.smith@acme.example"]),
    person("john-smith-globex", "John", "Smith", organization: "Globex", phones: ["+1 (555) 555-0143"]),
    person("john-doe", "John", "Doe", emails: ["jdoe@example.com"]),
    person("johnny-appleseed", "Johnny", "Appleseed"),
    person("jon-snow", "Jon", "Snow"),
    person("olympia-snowe", "Olympia", "Snowe"),
    person("angelo-russo", "Angelo", "Russo"),
    person("robert-brown", "Robert", "Brown"),
    person("bill-turner", "William", "Turner", nicknames: ["Bill"]),
    person("peggy-olson", "Margaret", "Olson"),
    person("sara-lee", "Sara", "Lee"),
    person("sarah-connor", "Sarah", "Connor"),
    person("jose-garcia", "José", "García López"),
    person("zoe-muller", "Zoë", "Müller"),
    person("lukasz-nowak", "Łukasz", "Nowak"),
    person("siobhan-obrien", "Siobhán", "O'Brien"),
    person("pieter-vdberg", "Pieter", "van der Berg"),
    person("emily-carter", "Emily", "Carter", prefix: "Dr."),
    person("yamada-taro", "太郎", "山田", phoneticGiven: "たろう", phoneticFamily: "やまだ"),
    person("alexandra-petrova", "Alexandra", "Petrova"),
    person("initech", "", "", organization: "Initech", phones: ["(555) 555-0199"], kind: .organization),
    person("peter-gibbons", "Peter", "Gibbons", organization: "Initech"),
    person("gavin-belson", "Gavin", "Belson", organization: "Hooli"),
    person("daniel-kim-work", "Daniel", "Kim", phones: ["(555) 555-0177"], emails: ["daniel@work.example"]),
    person("daniel-kim-home", "Daniel", "Kim", phones: ["555.555.0177"], emails: ["dan@home.example"]),
    person("david-one", "David", "Miller"),
    person("david-two", "David", "Chen"),
    person("david-three", "David", "Okonkwo"),
    person("katherine-hill", "Katherine", "Hill"),
    person("steven-stevens", "Steven", "Stevens"),
    person("taylor-swift", "Taylor", "Swift"),
    person("elizabeth-taylor", "Elizabeth", "Taylor"),
  ]
}
