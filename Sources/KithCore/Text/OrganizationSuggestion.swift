/// A guess at a person's organisation from a company e-mail domain: `jane@acme-corp.com` → "Acme Corp".
///
/// Only a suggestion, for the user to accept or not, and a conservative one: none for an organisation's
/// card or a card that names its organisation already, none from free-mail and ISP domains
/// (``freeMailDomains``), reserved ones (`example.com`, `.test`), a personal domain that holds the
/// person's own name (`sam@samlee.net`), or when two company domains disagree.
///
/// ```swift
/// OrganizationSuggestion(for: jane)  // OrganizationSuggestion(name: "Acme Corp", domain: "acme-corp.com")
/// ```
public struct OrganizationSuggestion: Hashable, Sendable {
  /// The organisation's name as guessed: "Acme Corp".
  public var name: String
  /// The registrable domain it comes from: "acme-corp.com".
  public var domain: String

  public init(name: String, domain: String) {
    self.name = name
    self.domain = domain
  }

  /// The suggestion for `contact`, or nil when there is none worth making.
  public init?(for contact: Contact) {
    guard contact.kind == .person, contact.organizationName.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
    // Work addresses first: a work address at a company says more than a home one.
    let addresses = contact.emailAddresses.filter { $0.label == .work } + contact.emailAddresses.filter { $0.label != .work }
    var domains: [String] = []
    for address in addresses {
      guard let domain = OrganizationSuggestion.companyDomain(of: address.value, contact: contact) else { continue }
      if !domains.contains(domain) { domains.append(domain) }
    }
    guard domains.count == 1, let name = OrganizationSuggestion.name(ofDomain: domains[0]) else { return nil }
    self.init(name: name, domain: domains[0])
  }

  /// The registrable domain of an address when it could be a company's: "jane@mail.acme-corp.com" →
  /// "acme-corp.com"; nil for free mail, reserved domains and a domain with the person's name in it.
  static func companyDomain(of address: String, contact: Contact) -> String? {
    let parts = address.trimmingCharacters(in: .whitespaces).lowercased().split(separator: "@")
    guard parts.count == 2, !parts[0].isEmpty else { return nil }
    let host = String(parts[1])
    guard SocialProfileFinder.isHostName(host), !host.contains("xn--") else { return nil }
    let labels = host.split(separator: ".").map(String.init)
    // "acme.co.uk": the name is the label before a two-part public suffix.
    let suffixLength = labels.count >= 3 && secondLevelSuffixes.contains(labels.suffix(2).joined(separator: ".")) ? 2 : 1
    guard labels.count > suffixLength else { return nil }
    let registrable = labels.suffix(suffixLength + 1).joined(separator: ".")
    let brand = labels[labels.count - suffixLength - 1]
    if freeMailDomains.contains(registrable) || freeMailDomains.contains(host) || freeMailBrands.contains(brand) { return nil }
    if reservedNames.contains(brand) || reservedTopLevel.contains(labels.last!) { return nil }
    // A personal domain: "sam@samlee.net", "jane@doe.family".
    let compact = brand.replacingOccurrences(of: "-", with: "")
    for name in [contact.givenName, contact.familyName] + contact.nicknames {
      let folded = NameFolding.fold(name).replacingOccurrences(of: " ", with: "")
      if folded.count >= 3, compact.contains(folded) { return nil }
    }
    return registrable
  }

  /// "acme-corp.com" → "Acme Corp"; a label of three letters or fewer reads as an acronym: "ibm.com" → "IBM".
  static func name(ofDomain domain: String) -> String? {
    guard let label = domain.split(separator: ".").first else { return nil }
    let words = label.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard !words.isEmpty, words.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
    if words.count == 1, label.count <= 3 { return label.uppercased() }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }

  /// Domains anyone can get an address at: never an employer. Brands are matched on the name label too,
  /// so "yahoo.co.uk" and "gmx.ch" are covered by "yahoo" and "gmx" (``freeMailBrands``).
  public static let freeMailDomains: Set<String> = [
    "gmail.com", "googlemail.com", "yahoo.com", "ymail.com", "rocketmail.com", "outlook.com", "hotmail.com", "live.com",
    "msn.com", "passport.com", "icloud.com", "me.com", "mac.com", "proton.me", "protonmail.com", "protonmail.ch", "pm.me",
    "gmx.de", "gmx.net", "gmx.com", "web.de", "yandex.ru", "yandex.com", "ya.ru", "qq.com", "163.com", "126.com",
    "yeah.net", "sina.com", "sohu.com", "aliyun.com", "aol.com", "aim.com", "mail.ru", "inbox.ru", "list.ru", "bk.ru",
    "rambler.ru", "mail.com", "email.com", "zoho.com", "zohomail.com", "tutanota.com", "tutanota.de", "tuta.io",
    "fastmail.com", "fastmail.fm", "hey.com", "hushmail.com", "gmx.at", "gmx.ch", "t-online.de", "freenet.de",
    "orange.fr", "wanadoo.fr", "free.fr", "laposte.net", "sfr.fr", "libero.it", "virgilio.it", "tiscali.it", "alice.it",
    "seznam.cz", "wp.pl", "o2.pl", "onet.pl", "interia.pl", "naver.com", "hanmail.net", "daum.net", "rediffmail.com",
    "comcast.net", "verizon.net", "att.net", "sbcglobal.net", "bellsouth.net", "cox.net", "charter.net",
    "earthlink.net", "btinternet.com", "sky.com", "talktalk.net", "virginmedia.com", "ntlworld.com", "bigpond.com",
    "optusnet.com.au", "shaw.ca", "rogers.com", "sympatico.ca", "telus.net", "uol.com.br", "bol.com.br", "terra.com.br",
    "gmx.fr", "mailbox.org", "posteo.de", "posteo.net", "disroot.org", "riseup.net", "duck.com", "skiff.com",
  ]

  /// Free-mail brands whatever the country ending: "yahoo.fr", "hotmail.co.uk", "outlook.de".
  static let freeMailBrands: Set<String> = [
    "gmail", "googlemail", "yahoo", "ymail", "outlook", "hotmail", "live", "msn", "icloud", "protonmail", "proton", "gmx",
    "yandex", "aol", "zoho", "tutanota", "fastmail", "libero", "orange", "wanadoo", "bigpond", "rediffmail", "mailbox",
  ]

  /// Two-part public suffixes under which the organisation's name is the third label from the end.
  static let secondLevelSuffixes: Set<String> = [
    "co.uk", "org.uk", "ac.uk", "gov.uk", "ltd.uk", "plc.uk", "me.uk", "com.au", "net.au", "org.au", "edu.au", "co.nz",
    "org.nz", "co.jp", "ne.jp", "or.jp", "ac.jp", "co.kr", "co.in", "com.br", "com.cn", "com.mx", "com.ar", "com.tr",
    "co.za", "com.sg", "com.hk", "com.tw", "co.il", "com.my", "co.id", "com.ph", "com.ua", "com.pl", "co.at",
  ]

  /// Domains kept for examples and tests (RFC 2606): never anyone's employer.
  static let reservedNames: Set<String> = ["example", "localhost", "invalid", "test"]
  static let reservedTopLevel: Set<String> = ["example", "test", "invalid", "localhost", "local", "internal"]
}
