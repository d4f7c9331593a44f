import KithCore

/// What the conversation needs to know about a contact's numbers and addresses, in words.
enum ContactFacts {
  /// The labels a grammar label (`mobile`, `work`, `fax`…) stands for on a stored value.
  static func labels(for spoken: String) -> Set<Label> {
    switch spoken {
    case "mobile": return [.mobile, .iPhone]
    case "fax": return [.homeFax, .workFax, .otherFax]
    case "main": return [.main]
    case "pager": return [.pager]
    default: return [Label(rawValue: spoken)]
    }
  }

  /// The stored label for a value the user gave with a grammar label ("work" number → `.work`).
  static func label(for spoken: String?) -> Label? {
    guard let spoken else { return nil }
    switch spoken {
    case "fax": return .workFax
    default: return Label(rawValue: spoken)
    }
  }

  /// "mobile", "home fax", or "number" when there is no label.
  static func spoken(_ label: Label?) -> String {
    label.map(\.description) ?? "other"
  }

  /// "mobile (555) 010-4567"
  static func describe<Value>(_ value: LabeledValue<Value>) -> String {
    "\(spoken(value.label)) \(value.value)"
  }

  /// The number a text goes to: mobile, then iPhone, then main, other or unlabelled; never a fax, a pager
  /// or a landline. The preferred one wins among equals.
  static func textableNumber(of contact: Contact) -> LabeledValue<PhoneNumber>? {
    let order: [Label?] = [.mobile, .iPhone, .main, .other, nil]
    return best(contact.phoneNumbers, order: order)
  }

  /// The number a call goes to: with `label`, that label's; otherwise the best textable number, then
  /// any number that is not a fax or pager.
  static func callableNumber(of contact: Contact, label: String?) -> LabeledValue<PhoneNumber>? {
    if let label {
      let wanted = labels(for: label)
      return best(contact.phoneNumbers.filter { $0.label.map { l in wanted.contains(l) } ?? false }, order: nil)
    }
    if let number = textableNumber(of: contact) { return number }
    let noFax: Set<Label> = [.homeFax, .workFax, .otherFax, .pager]
    return best(contact.phoneNumbers.filter { !($0.label.map { l in noFax.contains(l) } ?? false) }, order: nil)
  }

  /// The address an e-mail goes to: the preferred one, else the first; with `label`, that label's.
  static func emailAddress(of contact: Contact, label: String?) -> LabeledValue<String>? {
    var addresses = contact.emailAddresses
    if let label { addresses = addresses.filter { $0.label.map { l in labels(for: label).contains(l) } ?? false } }
    return addresses.first(where: \.isPreferred) ?? addresses.first
  }

  private static func best<Value>(_ values: [LabeledValue<Value>], order: [Label?]?) -> LabeledValue<Value>? {
    guard let order else { return values.first(where: \.isPreferred) ?? values.first }
    for label in order {
      let matching = values.filter { $0.label == label }
      if let found = matching.first(where: \.isPreferred) ?? matching.first { return found }
    }
    return nil
  }

  /// What tells a contact apart in a list of namesakes: organisation, then a labelled number or address.
  static func detail(of contact: Contact) -> String {
    var parts: [String] = []
    if !contact.organizationName.isEmpty, contact.kind != .organization { parts.append(contact.organizationName) }
    if let phone = textableNumber(of: contact) ?? contact.phoneNumbers.first {
      parts.append(describe(phone))
    } else if let email = contact.emailAddresses.first {
      parts.append(email.value)
    }
    return parts.joined(separator: " · ")
  }
}
