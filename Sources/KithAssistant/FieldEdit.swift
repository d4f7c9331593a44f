import KithCore
import KithGrammar

/// Setting or adding one field's value: "set Mike's work number to 555-999-8888", "add home email …".
struct FieldEdit {
  var field: String
  var label: String?
  var value: String
  var date: PartialDate?
  /// Add another value instead of replacing the one with this label.
  var adding: Bool
  /// The profiles a `social` value names.
  var profiles: [SocialProfile] = []

  init(field: String, label: String?, value: String, normalized: String?, adding: Bool) throws {
    self.field = field
    self.label = label
    self.value = value
    self.adding = adding
    switch field {
    case "phone":
      guard let digits = PhoneNumberParser.digitsOnly(value) as String?, digits.count >= 3,
        value.allSatisfy({ $0.isNumber || " +-().x/".contains($0) })
      else { throw EditProblem("\(value) doesn't look like a phone number.", code: "bad_value") }
    case "email":
      // A dictated address ("ana at example dot com") is saved as written to be sent to.
      if let normalized, normalized.contains("@") { self.value = normalized }
      let value = self.value
      let parts = value.split(separator: "@")
      guard parts.count == 2, parts[1].contains("."), !value.contains(" ") else {
        throw EditProblem("\(value) doesn't look like an e-mail address.", code: "bad_value")
      }
    case "social":
      // Only a link or a handle with its service ("twitter @sam") says which profile is meant.
      self.adding = true
      profiles = SocialProfileFinder().profiles(in: value, organizationPages: true)
      guard !profiles.isEmpty else {
        throw EditProblem("\(value) doesn't look like a profile link or a handle with its service (“twitter @sam”).", code: "bad_value")
      }
    case "birthday", "anniversary":
      guard
        let date = normalized.flatMap(PartialDate.init(parsing:)) ?? PartialDate(parsing: value)
          ?? SpokenDate.iso(value).flatMap(PartialDate.init(parsing:))
      else {
        throw EditProblem("\(value) isn't a date I can read; try “March 3” or “1988-03-03”.", code: "bad_value")
      }
      self.date = date
    default:
      break
    }
  }

  private var storedLabel: Label? { ContactFacts.label(for: label) }

  /// "set John Smith's work number to 555-999-8888 (was 555-111-2222)".
  func summary(of contact: Contact, name: String) -> String {
    // Without a label, say which value is replaced, or which label a new one gets.
    let shownLabel = label ?? replacedLabel(in: contact) ?? ((adding || replaced(in: contact) == nil) ? defaultLabel?.description : nil)
    let spoken = (shownLabel.map { $0 + " " } ?? "") + (Conversation.fieldNames[field] ?? field)
    let shown = date.map(Conversation.spokenDate) ?? value
    let previous = Conversation.values(of: field, in: contact, label: label)
    if adding || previous.isEmpty {
      return "add \(spoken) \(shown) to \(name)"
    }
    return "set \(name)'s \(spoken) to \(shown) (was \(replaced(in: contact) ?? previous.joined(separator: ", ")))"
  }

  private var defaultLabel: Label? {
    switch field {
    case "phone": return .mobile
    case "email", "address": return .home
    default: return nil
    }
  }

  private func replacedLabel(in contact: Contact) -> String? {
    guard !adding else { return nil }
    switch field {
    case "phone": return index(in: contact.phoneNumbers).flatMap { contact.phoneNumbers[$0].label?.description }
    case "email": return index(in: contact.emailAddresses).flatMap { contact.emailAddresses[$0].label?.description }
    default: return nil
    }
  }

  /// The value this edit replaces, as words.
  private func replaced(in contact: Contact) -> String? {
    switch field {
    case "phone": return index(in: contact.phoneNumbers).map { contact.phoneNumbers[$0].value.stringValue }
    case "email": return index(in: contact.emailAddresses).map { contact.emailAddresses[$0].value }
    case "url": return index(in: contact.urlAddresses).map { contact.urlAddresses[$0].value }
    default: return nil
    }
  }

  /// The value with the edit's label (or, without a label, the preferred or first one).
  private func index<Value>(in values: [LabeledValue<Value>]) -> Int? {
    guard let label else { return values.firstIndex(where: \.isPreferred) ?? (values.isEmpty ? nil : 0) }
    let wanted = ContactFacts.labels(for: label)
    return values.firstIndex { $0.label.map { l in wanted.contains(l) } ?? false }
  }

  private func put<Value>(_ value: Value, into values: inout [LabeledValue<Value>], defaultLabel: Label) {
    if !adding, let index = index(in: values) {
      values[index].value = value
    } else {
      values.append(LabeledValue(label: storedLabel ?? defaultLabel, value: value))
    }
  }

  func apply(to contact: Contact) -> Contact {
    var copy = contact
    switch field {
    case "phone": put(PhoneNumber(value), into: &copy.phoneNumbers, defaultLabel: .mobile)
    case "email": put(value, into: &copy.emailAddresses, defaultLabel: .home)
    case "url": put(value, into: &copy.urlAddresses, defaultLabel: .homePage)
    case "social":
      let known = Set(copy.socialProfiles.map { SocialProfileFinder.key($0.value) })
      copy.socialProfiles += profiles.filter { !known.contains(SocialProfileFinder.key($0)) }.map { LabeledValue(value: $0) }
    case "address":
      var address = PostalAddress()
      address.street = value
      put(address, into: &copy.postalAddresses, defaultLabel: .home)
    case "birthday": copy.birthday = date
    case "anniversary":
      if let date {
        copy.dates.removeAll { $0.label == .anniversary }
        copy.dates.append(LabeledValue(label: .anniversary, value: date))
      }
    case "nickname": copy.nicknames = adding ? copy.nicknames + [value] : [value]
    case "organization": copy.organizationName = value
    case "job_title": copy.jobTitle = value
    case "note": copy.note = adding && !copy.note.isEmpty ? copy.note + "\n" + value : value
    default: break
    }
    return copy
  }
}

/// Removing a field's values: "remove John's home number", "delete Sarah's birthday".
struct FieldRemoval {
  var field: String
  var label: String?
  /// A particular value to remove ("remove 555-0100 from John").
  var value: String?

  func summary(of contact: Contact, name: String) -> String? {
    let removed = removedValues(of: contact)
    guard !removed.isEmpty else { return nil }
    let spoken = (label.map { $0 + " " } ?? "") + (Conversation.fieldNames[field] ?? field)
    return "remove \(name)'s \(spoken): " + removed.joined(separator: ", ")
  }

  private func removedValues(of contact: Contact) -> [String] {
    let current = Conversation.values(of: field, in: contact, label: label)
    guard let value else { return current }
    return current.filter { $0.hasPrefix(value) }
  }

  private func keeps<Value>(_ item: LabeledValue<Value>, _ text: String) -> Bool {
    if let value { return !text.hasPrefix(value) }
    guard let label else { return false }
    return !(item.label.map(ContactFacts.labels(for: label).contains) ?? false)
  }

  func apply(to contact: Contact) -> Contact {
    var copy = contact
    switch field {
    case "phone": copy.phoneNumbers = copy.phoneNumbers.filter { keeps($0, $0.value.stringValue) }
    case "email": copy.emailAddresses = copy.emailAddresses.filter { keeps($0, $0.value) }
    case "url": copy.urlAddresses = copy.urlAddresses.filter { keeps($0, $0.value) }
    case "social": copy.socialProfiles = copy.socialProfiles.filter { keeps($0, Conversation.spoken($0.value)) }
    case "address": copy.postalAddresses = copy.postalAddresses.filter { keeps($0, Conversation.oneLine($0.value)) }
    case "birthday": copy.birthday = nil
    case "anniversary": copy.dates.removeAll { $0.label == .anniversary }
    case "nickname": copy.nicknames = []
    case "organization": copy.organizationName = ""
    case "job_title": copy.jobTitle = ""
    case "note": copy.note = ""
    case "photo": copy.photo = nil
    default: break
    }
    return copy
  }
}
