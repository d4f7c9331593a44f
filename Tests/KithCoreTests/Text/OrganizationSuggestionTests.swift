import Testing

@testable import KithCore

@Suite struct OrganizationSuggestionTests {
  static func person(_ emails: [String], given: String = "Jane", family: String = "Doe", organization: String = "") -> Contact {
    Contact(
      givenName: given, familyName: family, organizationName: organization,
      emailAddresses: emails.map { LabeledValue(label: .work, value: $0) })
  }

  static let suggested: [(String, String, String)] = [
    ("jane@acme-corp.com", "Acme Corp", "acme-corp.com"),
    ("jane.doe@Initech.com", "Initech", "initech.com"),
    ("jane@mail.globex.co.uk", "Globex", "globex.co.uk"),
    ("j.doe@ibm.com", "IBM", "ibm.com"),
    ("jd@stanford.edu", "Stanford", "stanford.edu"),
    ("jane@umbrella_labs.io", "", ""),
  ]

  @Test(arguments: suggested) func suggestsFromACompanyDomain(_ email: String, _ name: String, _ domain: String) {
    let suggestion = OrganizationSuggestion(for: Self.person([email]))
    if name.isEmpty {
      #expect(suggestion == nil)
    } else {
      #expect(suggestion == OrganizationSuggestion(name: name, domain: domain))
    }
  }

  static let freeMail = [
    "jane@gmail.com", "jane@yahoo.com", "jane@yahoo.co.uk", "jane@yahoo.fr", "jane@outlook.com", "jane@outlook.de",
    "jane@hotmail.com", "jane@hotmail.co.uk", "jane@icloud.com", "jane@me.com", "jane@mac.com", "jane@proton.me",
    "jane@protonmail.com", "jane@pm.me", "jane@gmx.de", "jane@gmx.ch", "jane@web.de", "jane@yandex.ru", "jane@qq.com",
    "jane@163.com", "jane@aol.com", "jane@live.com", "jane@live.co.uk", "jane@msn.com", "jane@mail.ru",
    "jane@googlemail.com", "jane@fastmail.com", "jane@t-online.de", "jane@orange.fr",
    // Reserved for examples, and not addresses at all.
    "jane@example.com", "jane@initech.example.com", "jane@acme.test", "jane", "@acme.com", "jane@localhost",
    // A personal domain with the person's own name.
    "jane@janedoe.net", "hello@doe-family.org",
  ]

  @Test(arguments: freeMail) func noSuggestionFromFreeMailReservedOrPersonalDomains(_ email: String) {
    #expect(OrganizationSuggestion(for: Self.person([email])) == nil)
  }

  @Test func noSuggestionWhenTheCardHasAnOrganisation() {
    #expect(OrganizationSuggestion(for: Self.person(["jane@acme-corp.com"], organization: "Acme")) == nil)
  }

  @Test func noSuggestionForAnOrganisationsCard() {
    var card = Self.person(["info@acme-corp.com"])
    card.kind = .organization
    #expect(OrganizationSuggestion(for: card) == nil)
  }

  @Test func twoCompaniesDisagreeSoNone() {
    #expect(OrganizationSuggestion(for: Self.person(["jane@acme-corp.com", "jane@globex.com"])) == nil)
  }

  @Test func freeMailBesideACompanyAddressStillSuggests() {
    #expect(OrganizationSuggestion(for: Self.person(["jane@gmail.com", "jane@acme-corp.com", "j@ACME-CORP.com"]))?.name == "Acme Corp")
  }
}
