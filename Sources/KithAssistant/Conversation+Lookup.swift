import KithCore
import KithGrammar
import KithIndex
import KithStore

extension Conversation {
  /// "what's Sarah's email?", "Mike's work number", "when is Katherine's birthday".
  func lookupField(_ parse: Parse, resolved: [String: String]) throws -> Answer {
    let contact: Contact
    switch try self.contact(parse, resolved: resolved) {
    case .success(let found): contact = found
    case .failure(let failure): return failure.answer
    }
    try store.recordUsage(UsageEvent(contactID: contact.id, action: .lookup, date: clock()))
    let name = NameFormatter.displayName(for: contact)
    let field = parse["field"] ?? "phone"
    let label = parse["label"]
    var values = Conversation.values(of: field, in: contact, label: label)
    if let label {
      // "Mike Chen's work number: (555) 555-0116", not "… (work)".
      let suffix = " (\(ContactFacts.label(for: label)?.description ?? label))"
      values = values.map { $0.hasSuffix(suffix) ? String($0.dropLast(suffix.count)) : $0 }
    }
    let spoken = Conversation.fieldNames[field] ?? field
    guard !values.isEmpty else { return Answer(.fieldMissing(name: name, field: spoken, label: label)) }
    return Answer(.field(name: name, field: (label.map { $0 + " " } ?? "") + spoken, values: values))
  }

  static let fieldNames = [
    "phone": "number", "email": "e-mail", "address": "address", "birthday": "birthday", "anniversary": "anniversary", "nickname": "nickname",
    "organization": "organisation", "job_title": "job title", "note": "note", "url": "website", "photo": "photo",
    "name": "name", "social": "social profiles",
  ]

  /// A field's values as words, each labelled when it has a label.
  static func values(of field: String, in contact: Contact, label: String?) -> [String] {
    func matching<Value>(_ values: [LabeledValue<Value>]) -> [LabeledValue<Value>] {
      guard let label else { return values }
      let wanted = ContactFacts.labels(for: label)
      return values.filter { $0.label.map { l in wanted.contains(l) } ?? false }
    }
    func labelled<Value>(_ values: [LabeledValue<Value>], _ text: (Value) -> String) -> [String] {
      matching(values).map { text($0.value) + ($0.label.map { " (\($0.description))" } ?? "") }
    }
    switch field {
    case "phone": return labelled(contact.phoneNumbers, \.stringValue)
    case "email": return labelled(contact.emailAddresses) { $0 }
    case "url": return labelled(contact.urlAddresses) { $0 }
    case "social": return labelled(contact.socialProfiles, Conversation.spoken)
    case "address": return labelled(contact.postalAddresses, Conversation.oneLine)
    case "birthday": return contact.birthday.map { [Conversation.spokenDate($0)] } ?? []
    case "anniversary": return contact.dates.filter { $0.label == .anniversary }.map { Conversation.spokenDate($0.value) }
    case "nickname": return contact.nicknames
    case "organization":
      return [contact.organizationName, contact.departmentName].filter { !$0.isEmpty }.isEmpty
        ? [] : [[contact.organizationName, contact.departmentName].filter { !$0.isEmpty }.joined(separator: ", ")]
    case "job_title": return contact.jobTitle.isEmpty ? [] : [contact.jobTitle]
    case "note": return contact.note.isEmpty ? [] : [contact.note]
    case "photo": return contact.photo.map { ["a \($0.mediaType ?? "picture") of \($0.data.count) bytes"] } ?? []
    case "name": return [NameFormatter.fullName(for: contact)]
    default: return []
    }
  }

  /// "twitter sam_lee", "mastodon sam@fosstodon.org", or the URL when there is no username.
  static func spoken(_ profile: SocialProfile) -> String {
    let service = profile.service.isEmpty ? "" : SocialService.canonicalName(profile.service) + " "
    return service + (profile.username.isEmpty ? profile.url : profile.username)
  }

  static func oneLine(_ address: PostalAddress) -> String {
    [address.street, address.city, address.region, address.postalCode, address.country]
      .map { $0.replacingOccurrences(of: "\n", with: ", ") }.filter { !$0.isEmpty }.joined(separator: ", ")
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  /// "March 3, 1988" or "March 3".
  static func spokenDate(_ date: PartialDate) -> String {
    "\(monthNames[date.month - 1]) \(date.day)" + (date.year.map { ", \($0)" } ?? "")
  }

  /// "who is Mike Chen", "show me Sarah": the card, a line per field.
  func showContact(_ parse: Parse, resolved: [String: String]) throws -> Answer {
    let contact: Contact
    switch try self.contact(parse, resolved: resolved) {
    case .success(let found): contact = found
    case .failure(let failure): return failure.answer
    }
    try store.recordUsage(UsageEvent(contactID: contact.id, action: .lookup, date: clock()))
    return Answer(.card(lines: cardLines(for: contact)))
  }

  /// A card as `show` prints it: the name, then a line per field.
  func cardLines(for contact: Contact) -> [String] {
    var lines = [NameFormatter.fullName(for: contact)]
    let work = [contact.jobTitle, contact.organizationName].filter { !$0.isEmpty }.joined(separator: ", ")
    if !work.isEmpty, contact.kind != .organization { lines.append("  " + work) }
    for field in ["phone", "email", "address", "birthday", "anniversary", "nickname", "url", "social", "note"] {
      let values = Conversation.values(of: field, in: contact, label: nil)
      if !values.isEmpty { lines.append("  \(Conversation.fieldNames[field]!): " + values.joined(separator: ", ")) }
    }
    for relation in contact.contactRelations {
      lines.append("  \(ContactFacts.spoken(relation.label)): \(relation.value.name)")
    }
    if !contact.groups.isEmpty { lines.append("  groups: " + contact.groups.sorted().joined(separator: ", ")) }
    return lines
  }

  /// "who has 555-0142", "whose email is jo@acme.com".
  func reverseLookup(_ parse: Parse) throws -> Answer {
    // A dictated address ("ana at example dot com") is looked up as the address it spells.
    // A dictated number ("five five five zero one four two") likewise as its digits.
    let written = parse["value"] ?? ""
    let spoken = written.contains(where: \.isLetter)
    let value = parse.details["value"]?.normalized.flatMap { $0.contains("@") || spoken ? $0 : nil } ?? written
    let resolution = try session.resolve(value, limit: 5)
    let matches = resolution.results.filter { !$0.why.hasPrefix("did you mean") }
    guard resolution.status != .notFound, !matches.isEmpty else { return Answer(.nobodyHas(value: value)) }
    var owners: [String] = []
    for result in matches {
      guard let contact = try store.contact(id: result.uid) else { continue }
      let digits = PhoneNumberParser.digitsOnly(value)
      var what = ""
      if value.contains("@") {
        let email = contact.emailAddresses.first { $0.value.lowercased() == value.lowercased() }
        what = "'s " + (email?.label.map { $0.description + " " } ?? "") + "e-mail"
      } else if digits.count >= 3,
        let phone = contact.phoneNumbers.first(where: { PhoneNumberParser.digitsOnly($0.value.stringValue).hasSuffix(digits) })
      {
        what = "'s " + (phone.label.map { $0.description + " " } ?? "") + "number"
      }
      owners.append(NameFormatter.displayName(for: contact) + what)
      lastContactID = contact.id
    }
    return Answer(.owners(value: value, owners: owners))
  }

  /// "contacts at Acme", "list my family group", "my favourites", "list all contacts".
  func listContacts(_ parse: Parse) throws -> Answer {
    var contacts: [Contact] = []
    let title: String
    if let group = parse["group"], group == "favorites" {
      contacts = try store.favoriteIDs().compactMap { try store.contact(id: $0) }
      title = "in your favourites"
    } else if let group = parse["group"] {
      let key = NameFolding.groupKey(group)
      let names = try store.groups().filter { NameFolding.groupKey($0.name) == key }.map(\.name)
      guard let name = names.first else {
        let known = try store.groups().map(\.name).sorted()
        return Answer(.invalid("There is no group called \(group)." + (known.isEmpty ? "" : " Groups: " + known.joined(separator: ", ") + ".")))
      }
      try store.forEachContact { if $0.groups.contains(name) { contacts.append($0) } }
      title = "in \(name)"
    } else if let organization = parse["organization"] {
      let folded = NameFolding.fold(organization)
      try store.forEachContact { contact in
        if NameFolding.fold(contact.organizationName).contains(folded), contact.kind == .person { contacts.append(contact) }
      }
      title = "at \(organization)"
    } else {
      try store.forEachContact { contacts.append($0) }
      title = "in all"
    }
    let names = contacts.sorted { NameFormatter.sortKey(for: $0) < NameFormatter.sortKey(for: $1) }
      .map(NameFormatter.displayName(for:))
    return Answer(.list(title: title, names: names))
  }
}
