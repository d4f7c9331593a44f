import Foundation

/// Writes contacts as vCards: 3.0 by default, in the dialect Apple Contacts reads and writes
/// (`X-APPLE-OMIT-YEAR` for yearless birthdays, `itemN.X-ABLabel` for custom labels and relations), or
/// 4.0 on request. Lines end in CRLF and are folded at 75 octets without splitting a UTF-8 sequence.
///
/// ```swift
/// var out = ""
/// VCardWriter(version: .v3).write(contact, to: &out)
/// ```
public struct VCardWriter: Sendable {
  public var version: VCardVersion
  /// The `PRODID` written into every card.
  public var productID = "-//kith//kith//EN"

  /// A writer for `version`; 2.1 is read but not written, and is written as 3.0.
  public init(version: VCardVersion = .v3) {
    self.version = version == .v21 ? .v3 : version
  }

  /// Appends one card to `output`.
  public func write(_ contact: Contact, to output: inout some TextOutputStream) {
    var card = CardBuilder(version: version, reservedGroups: Set(contact.extraProperties.compactMap(\.group)))
    card.line("BEGIN", value: "VCARD")
    card.line("VERSION", value: version.rawValue)
    card.line("PRODID", value: productID)
    let isV4 = version == .v4
    if isV4, contact.kind == .organization { card.line("KIND", value: "org") }
    writeNames(contact, into: &card)
    writePhones(contact, into: &card)
    for email in contact.emailAddresses {
      card.labeled(
        "EMAIL", email, field: .email, extraTypes: isV4 ? [] : ["INTERNET"],
        value: VCardText.escape(email.value))
    }
    for address in contact.postalAddresses {
      let a = address.value
      let value = [a.poBox, a.extendedAddress, a.street, a.city, a.region, a.postalCode, a.country]
        .map(VCardText.escape).joined(separator: ";")
      let group = card.labeled("ADR", address, field: .address, value: value, forceGroup: !a.isoCountryCode.isEmpty)
      if let group, !a.isoCountryCode.isEmpty {
        card.line("X-ABADR", group: group, value: VCardText.escape(a.isoCountryCode))
      }
    }
    for url in contact.urlAddresses {
      card.labeled("URL", url, field: .url, value: VCardText.escapeLineBreaks(url.value))
    }
    for profile in contact.socialProfiles {
      writeSocialProfile(profile, into: &card)
    }
    for handle in contact.instantMessageAddresses {
      let service = handle.value.service
      let value = service.isEmpty ? handle.value.username : "\(service.lowercased()):\(handle.value.username)"
      card.labeled(
        "IMPP", handle, field: .instantMessage, value: VCardText.escapeLineBreaks(value),
        parameters: service.isEmpty ? [] : [("X-SERVICE-TYPE", service.capitalized)])
    }
    writeRelations(contact, into: &card)
    writeDates(contact, into: &card)
    if !contact.note.isEmpty { card.line("NOTE", value: VCardText.escape(contact.note)) }
    if let photo = contact.photo {
      let base64 = photo.data.base64EncodedString()
      if isV4 {
        card.line("PHOTO", value: "data:\(photo.mediaType ?? "application/octet-stream");base64,\(base64)")
      } else {
        let type = photo.mediaType.flatMap { $0.split(separator: "/").last }.map { $0.uppercased() }
        card.line("PHOTO", parameters: [("ENCODING", "b")] + (type.map { [("TYPE", $0)] } ?? []), value: base64)
      }
    }
    if !contact.groups.isEmpty {
      card.line("CATEGORIES", value: contact.groups.map(VCardText.escape).joined(separator: ","))
    }
    if !isV4, contact.kind == .organization { card.line("X-ABShowAs", value: "COMPANY") }
    card.line("UID", value: VCardText.escapeLineBreaks(contact.id))
    for property in contact.extraProperties where property.name != "FN" {
      card.raw(property)
    }
    card.line("END", value: "VCARD")
    output.write(card.text)
  }

  /// All contacts as one vCard file.
  public func string(for contacts: some Sequence<Contact>) -> String {
    var text = ""
    for contact in contacts { write(contact, to: &text) }
    return text
  }

  /// vCard 4.0: RFC 9554 `SOCIALPROFILE;SERVICE-TYPE=twitter;USERNAME=sam:https://x.com/sam`, or a bare
  /// username as `SOCIALPROFILE;SERVICE-TYPE=twitter;VALUE=text:sam`. vCard 3.0: Apple's
  /// `X-SOCIALPROFILE;type=twitter;x-user=sam:https://x.com/sam`, which Contacts and most 3.0 readers know.
  private func writeSocialProfile(_ profile: LabeledValue<SocialProfile>, into card: inout CardBuilder) {
    let (service, username, url) = (profile.value.service, profile.value.username, profile.value.url)
    var parameters: [(String, String)] = []
    guard version == .v4 else {
      if !service.isEmpty { parameters.append(("type", service)) }
      if !username.isEmpty { parameters.append(("x-user", username)) }
      card.labeled(
        "X-SOCIALPROFILE", profile, field: .social, value: VCardText.escapeLineBreaks(url), parameters: parameters)
      return
    }
    if !service.isEmpty { parameters.append(("SERVICE-TYPE", service)) }
    if url.isEmpty {
      parameters.append(("VALUE", "text"))
      card.labeled("SOCIALPROFILE", profile, field: .social, value: VCardText.escape(username), parameters: parameters)
    } else {
      if !username.isEmpty { parameters.append(("USERNAME", username)) }
      card.labeled("SOCIALPROFILE", profile, field: .social, value: VCardText.escapeLineBreaks(url), parameters: parameters)
    }
  }

  private func writeNames(_ contact: Contact, into card: inout CardBuilder) {
    let n = [
      contact.familyName, contact.givenName, contact.middleName, contact.namePrefix, contact.nameSuffix,
    ].map(VCardText.escape).joined(separator: ";")
    card.line("N", value: n)
    if let kept = contact.extraProperties.first(where: { $0.name == "FN" }) {
      card.raw(kept)
    } else {
      card.line("FN", value: VCardText.escape(NameFormatter.displayName(for: contact)))
    }
    if !contact.nicknames.isEmpty {
      card.line("NICKNAME", value: contact.nicknames.map(VCardText.escape).joined(separator: ","))
    }
    let texts: [(String, String)] = [
      ("X-MAIDENNAME", contact.previousFamilyName),
      ("X-PHONETIC-FIRST-NAME", contact.phoneticGivenName),
      ("X-PHONETIC-MIDDLE-NAME", contact.phoneticMiddleName),
      ("X-PHONETIC-LAST-NAME", contact.phoneticFamilyName),
      ("X-PHONETIC-ORG", contact.phoneticOrganizationName),
    ]
    for (name, value) in texts where !value.isEmpty {
      card.line(name, value: VCardText.escape(value))
    }
    if !contact.organizationName.isEmpty || !contact.departmentName.isEmpty {
      var org = VCardText.escape(contact.organizationName)
      if !contact.departmentName.isEmpty { org += ";" + VCardText.escape(contact.departmentName) }
      card.line("ORG", value: org)
    }
    if !contact.jobTitle.isEmpty { card.line("TITLE", value: VCardText.escape(contact.jobTitle)) }
  }

  private func writePhones(_ contact: Contact, into card: inout CardBuilder) {
    for phone in contact.phoneNumbers {
      let isFaxOrPager = [Label.homeFax, .workFax, .otherFax, .pager].contains(phone.label)
      card.labeled(
        "TEL", phone, field: .phone, extraTypes: version == .v4 || isFaxOrPager ? [] : ["VOICE"],
        value: VCardText.escape(phone.value.stringValue))
    }
  }

  /// Relation types RFC 6350 defines; others travel as `X-ABLabel`.
  private static let v4RelationTypes: Set<String> = [
    "friend", "colleague", "child", "parent", "sibling", "spouse", "emergency",
  ]

  private func writeRelations(_ contact: Contact, into card: inout CardBuilder) {
    for relation in contact.contactRelations {
      let value = relation.value
      if version == .v4 {
        let isText = value.uri == nil
        let text = isText ? VCardText.escape(value.name) : VCardText.escapeLineBreaks(value.uri ?? "")
        var parameters: [(String, String)] = isText ? [("VALUE", "text")] : []
        if relation.isPreferred { parameters.append(("PREF", "1")) }
        if let label = relation.label, VCardWriter.v4RelationTypes.contains(label.rawValue) {
          card.line("RELATED", parameters: [("TYPE", label.rawValue)] + parameters, value: text)
        } else if let label = relation.label {
          let group = card.nextGroup()
          card.line("RELATED", group: group, parameters: parameters, value: text)
          card.line("X-ABLabel", group: group, value: VCardText.escape(VCardLabels.abLabel(for: label)))
        } else {
          card.line("RELATED", parameters: parameters, value: text)
        }
      } else {
        let group = card.nextGroup()
        let text = value.name.isEmpty ? (value.uri ?? "") : value.name
        card.line(
          "X-ABRELATEDNAMES", group: group, parameters: relation.isPreferred ? [("type", "pref")] : [],
          value: VCardText.escape(text))
        if let label = relation.label {
          card.line("X-ABLabel", group: group, value: VCardText.escape(VCardLabels.abLabel(for: label)))
        }
      }
    }
  }

  private func writeDates(_ contact: Contact, into card: inout CardBuilder) {
    if let birthday = contact.birthday {
      card.line("BDAY", parameters: dateParameters(birthday), value: dateText(birthday))
    }
    var wroteAnniversary = false
    for date in contact.dates {
      if version == .v4, date.label == .anniversary, !wroteAnniversary {
        wroteAnniversary = true
        card.line(
          "ANNIVERSARY", parameters: date.isPreferred ? [("PREF", "1")] : [], value: dateText(date.value))
        continue
      }
      let group = card.nextGroup()
      var parameters = dateParameters(date.value)
      if date.isPreferred { parameters.append(("type", "pref")) }
      card.line("X-ABDATE", group: group, parameters: parameters, value: dateText(date.value))
      if let label = date.label {
        card.line("X-ABLabel", group: group, value: VCardText.escape(VCardLabels.abLabel(for: label)))
      }
    }
  }

  private func dateText(_ date: PartialDate) -> String {
    let month = PartialDate.pad(date.month, 2)
    let day = PartialDate.pad(date.day, 2)
    if version == .v4 {
      guard let year = date.year else { return "--\(month)\(day)" }
      return "\(PartialDate.pad(year, 4))\(month)\(day)"
    }
    return "\(PartialDate.pad(date.year ?? 1604, 4))-\(month)-\(day)"
  }

  private func dateParameters(_ date: PartialDate) -> [(String, String)] {
    version == .v3 && date.year == nil ? [("X-APPLE-OMIT-YEAR", "1604")] : []
  }
}

/// Accumulates the folded lines of one card.
struct CardBuilder {
  let version: VCardVersion
  let reservedGroups: Set<String>
  var text = ""
  private var groupCounter = 0

  init(version: VCardVersion, reservedGroups: Set<String>) {
    self.version = version
    self.reservedGroups = Set(reservedGroups.map { $0.lowercased() })
  }

  /// A fresh `itemN` group name that no kept property uses.
  mutating func nextGroup() -> String {
    repeat { groupCounter += 1 } while reservedGroups.contains("item\(groupCounter)")
    return "item\(groupCounter)"
  }

  mutating func line(
    _ name: String, group: String? = nil, parameters: [(String, String)] = [], value: String
  ) {
    var head = group.map { $0 + "." } ?? ""
    head += name
    for (parameterName, parameterValue) in parameters {
      head += ";" + parameterName + "=" + CardBuilder.parameterText(parameterValue)
    }
    CardBuilder.fold(head + ":" + value, into: &text)
  }

  /// Writes a labeled value; returns the group when one was needed.
  @discardableResult
  mutating func labeled<Value>(
    _ name: String, _ labeled: LabeledValue<Value>, field: VCardDecoder.Field, extraTypes: [String] = [],
    value: String, parameters: [(String, String)] = [], forceGroup: Bool = false
  ) -> String? {
    let isV4 = version == .v4
    var types = extraTypes
    var group: String?
    if let labelTypes = VCardLabels.types(for: labeled.label, field: field) {
      types = labelTypes + types
      if forceGroup { group = nextGroup() }
    } else {
      group = nextGroup()
    }
    var all = parameters
    if isV4 {
      if !types.isEmpty { all.append(("TYPE", types.map { $0.lowercased() }.joined(separator: ","))) }
      if labeled.isPreferred { all.append(("PREF", "1")) }
    } else {
      all += types.map { ("type", $0) }
      if labeled.isPreferred { all.append(("type", "pref")) }
    }
    line(name, group: group, parameters: all, value: value)
    if let group, let label = labeled.label, VCardLabels.types(for: label, field: field) == nil {
      line("X-ABLabel", group: group, value: VCardText.escape(VCardLabels.abLabel(for: label)))
    }
    return group
  }

  /// A property kept from an imported card, written back as it came.
  mutating func raw(_ property: VCardProperty) {
    let parameters = property.parameters.map { parameter in
      (parameter.name, parameter.values.map(CardBuilder.parameterText).joined(separator: ","))
    }
    var head = property.group.map { $0 + "." } ?? ""
    head += property.name
    for (name, value) in parameters { head += ";" + name + "=" + value }
    CardBuilder.fold(head + ":" + VCardText.escapeLineBreaks(property.value), into: &text)
  }

  /// Quotes a parameter value that holds `:`, `;` or `,`; RFC 6868 escapes `"` and line breaks.
  static func parameterText(_ value: String) -> String {
    var escaped = value.replacingOccurrences(of: "^", with: "^^")
      .replacingOccurrences(of: "\"", with: "^'")
      .replacingOccurrences(of: "\r\n", with: "^n")
      .replacingOccurrences(of: "\n", with: "^n")
    if escaped.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) {
      escaped = "\"" + escaped + "\""
    }
    return escaped
  }

  /// Appends `line` folded at 75 octets (continuations start with a space), never inside a UTF-8
  /// sequence, then CRLF.
  static func fold(_ line: String, into output: inout String) {
    let bytes = Array(line.utf8)
    guard bytes.count > 75 else {
      output += line
      output += "\r\n"
      return
    }
    var start = 0
    var limit = 75
    var first = true
    while start < bytes.count {
      var end = min(start + limit, bytes.count)
      while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
      if !first { output += " " }
      output += String(decoding: bytes[start..<end], as: UTF8.self)
      output += "\r\n"
      start = end
      limit = 74
      first = false
    }
  }
}
