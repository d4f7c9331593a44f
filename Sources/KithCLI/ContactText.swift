import KithCore
import KithStore

/// How contacts read as plain text in `list` and `show`.
enum ContactText {
  /// `John Appleseed · Acme Inc. · +1 415 555 0100 · john@example.com  [UID]`
  static func line(for summary: ContactSummary) -> String {
    var parts = [summary.displayName]
    if !summary.organizationName.isEmpty, summary.organizationName != summary.displayName {
      parts.append(summary.organizationName)
    }
    if let phone = preferred(summary.phoneNumbers) { parts.append(phone.value.stringValue) }
    if let email = preferred(summary.emailAddresses) { parts.append(email.value) }
    return parts.joined(separator: " · ") + "  [\(summary.id)]"
  }

  /// Every field of a contact, one per line, labelled.
  static func card(for contact: Contact) -> String {
    let title = NameFormatter.displayName(for: contact)
    var fields: [(key: String, value: String)] = []
    func add(_ key: String, _ value: String) {
      if !value.isEmpty { fields.append((key, value)) }
    }
    func labeled<Value>(_ field: String, _ values: [LabeledValue<Value>], _ text: (Value) -> String) {
      for value in values {
        var key = value.label.map { "\(field) (\($0))" } ?? field
        if value.isPreferred { key += "*" }
        add(key, text(value.value))
      }
    }
    add("id", contact.id)
    if contact.kind == .organization { add("kind", "organization") }
    let fullName = NameFormatter.fullName(for: contact)
    if fullName != title { add("name", fullName) }
    add("nickname", contact.nicknames.joined(separator: ", "))
    add("maiden name", contact.previousFamilyName)
    let phonetic = [contact.phoneticGivenName, contact.phoneticMiddleName, contact.phoneticFamilyName]
      .filter { !$0.isEmpty }.joined(separator: " ")
    add("phonetic name", phonetic)
    let organization = [contact.organizationName, contact.departmentName].filter { !$0.isEmpty }
      .joined(separator: ", ")
    if organization != title { add("organization", organization) }
    add("job title", contact.jobTitle)
    labeled("phone", contact.phoneNumbers) { $0.stringValue }
    labeled("email", contact.emailAddresses) { $0 }
    labeled("address", contact.postalAddresses) { address in
      [address.poBox, address.extendedAddress, address.street, address.city, address.region,
       address.postalCode, address.country].filter { !$0.isEmpty }.joined(separator: ", ")
    }
    labeled("url", contact.urlAddresses) { $0 }
    labeled("social", contact.socialProfiles) { profile in
      [profile.service, profile.username.isEmpty ? profile.url : profile.username].filter { !$0.isEmpty }
        .joined(separator: ": ")
    }
    labeled("im", contact.instantMessageAddresses) { "\($0.service): \($0.username)" }
    labeled("related", contact.contactRelations) { $0.name.isEmpty ? ($0.uri ?? "") : $0.name }
    if let birthday = contact.birthday { add("birthday", birthday.description) }
    labeled("date", contact.dates) { $0.description }
    add("groups", contact.groups.joined(separator: ", "))
    if let photo = contact.photo {
      add("photo", "\(photo.mediaType ?? "image"), \(photo.data.count) bytes")
    }
    add("note", contact.note)
    let width = (fields.map(\.key.count).max() ?? 0) + 2
    var lines = [title]
    for (key, value) in fields {
      let indented = value.split(separator: "\n", omittingEmptySubsequences: false)
        .joined(separator: "\n" + String(repeating: " ", count: width + 2))
      lines.append("  " + key.padding(width) + indented)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func preferred<Value>(_ values: [LabeledValue<Value>]) -> LabeledValue<Value>? {
    values.first(where: \.isPreferred) ?? values.first
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
