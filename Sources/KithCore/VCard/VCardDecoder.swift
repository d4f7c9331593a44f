import Foundation

/// Turns the properties of one card into a ``Contact`` (or a ``VCardGroup``).
///
/// Properties kith models are mapped to fields; everything else is kept in `extraProperties` so an export
/// writes it back. A modelled property whose value kith cannot read (a birthday written as prose) is kept
/// the same way, with a warning, rather than dropped.
enum VCardDecoder {
  typealias Numbered = (line: Int, property: VCardProperty)

  /// The multi-valued fields, which differ in how `TYPE` values map to labels.
  enum Field { case phone, email, address, url, social, instantMessage, relation, date }

  static func decode(_ properties: [Numbered], beginLine: Int) throws(VCardCardError) -> VCardCard {
    var version = VCardVersion.v3
    if let declared = properties.first(where: { $0.property.name == "VERSION" }) {
      let text = declared.property.value.trimmed
      guard let known = VCardVersion(rawValue: text) else {
        throw VCardCardError(
          line: declared.line, reason: "unsupported vCard version '\(text.prefix(20))'")
      }
      version = known
    }
    var state = State(version: version, properties: properties)
    let kind = properties.first { ["KIND", "X-ADDRESSBOOKSERVER-KIND"].contains($0.property.name) }
    if let kind, kind.property.value.trimmed.lowercased() == "group" {
      return VCardCard(
        entry: .group(state.group()), line: beginLine, version: version, warnings: [])
    }
    try state.mapAll()
    try state.finishNames(beginLine: beginLine)
    return VCardCard(
      entry: .contact(state.contact), line: beginLine, version: version, warnings: state.warnings)
  }

  /// The decoding of one card in progress.
  struct State {
    let version: VCardVersion
    let properties: [Numbered]
    var contact = Contact(id: "")
    var warnings: [VCardDiagnostic] = []
    var formattedName: VCardProperty?
    /// `X-ABLabel` values by group (`item1`).
    var groupLabels: [String: String] = [:]
    /// `X-ABADR` country codes by group.
    var groupCountries: [String: String] = [:]
    /// Groups whose label property was consumed by a modelled property.
    var consumedGroups: Set<String> = []

    init(version: VCardVersion, properties: [Numbered]) {
      self.version = version
      self.properties = properties
      for (_, property) in properties {
        guard let group = property.group?.lowercased() else { continue }
        switch property.name {
        case "X-ABLABEL": groupLabels[group] = VCardText.unescape(property.value)
        case "X-ABADR": groupCountries[group] = VCardText.unescape(property.value)
        default: break
        }
      }
    }

    mutating func mapAll() throws(VCardCardError) {
      for (line, property) in properties {
        try map(property, line: line)
      }
      // Labels and country codes whose group held nothing kith models stay as they were.
      for (line, property) in properties where ["X-ABLABEL", "X-ABADR"].contains(property.name) {
        if let group = property.group?.lowercased(), consumedGroups.contains(group) { continue }
        keep(property, line: line)
      }
    }

    private mutating func map(_ property: VCardProperty, line: Int) throws(VCardCardError) {
      let value = property.value
      switch property.name {
      case "VERSION", "BEGIN", "END", "PRODID", "X-ABLABEL", "X-ABADR", "KIND",
        "X-ADDRESSBOOKSERVER-KIND":
        if property.name == "KIND" || property.name == "X-ADDRESSBOOKSERVER-KIND" {
          let kind = value.trimmed.lowercased()
          if kind == "org" || kind == "organization" {
            contact.kind = .organization
          } else if kind != "individual" && !kind.isEmpty {
            keep(property, line: line)
          }
        }
      case "UID":
        contact.id = VCardText.unescape(value).trimmed
      case "N":
        var parts = VCardText.rawSplit(value, on: ";").map(String.init)
        while parts.count < 5 { parts.append("") }
        contact.familyName = joinItems(parts[0])
        contact.givenName = joinItems(parts[1])
        contact.middleName = joinItems(parts[2])
        contact.namePrefix = joinItems(parts[3], separator: ", ")
        contact.nameSuffix = joinItems(parts[4], separator: ", ")
        // Components past the fifth are kept only when they hold something: a trailing `;` adds none.
        if parts.dropFirst(5).contains(where: { !$0.isEmpty }) { keep(property, line: line) }
      case "FN":
        formattedName = property
      case "NICKNAME":
        contact.nicknames += VCardText.items(value).map(trim).filter { !$0.isEmpty }
      case "X-PHONETIC-FIRST-NAME": contact.phoneticGivenName = text(value)
      case "X-PHONETIC-MIDDLE-NAME": contact.phoneticMiddleName = text(value)
      case "X-PHONETIC-LAST-NAME": contact.phoneticFamilyName = text(value)
      case "X-PHONETIC-ORG": contact.phoneticOrganizationName = text(value)
      case "X-MAIDENNAME": contact.previousFamilyName = text(value)
      case "ORG":
        let parts = VCardText.components(value).map(trim)
        contact.organizationName = parts.first ?? ""
        contact.departmentName = parts.dropFirst().filter { !$0.isEmpty }.joined(separator: "; ")
      case "TITLE": contact.jobTitle = text(value)
      case "X-ABSHOWAS":
        if value.trimmed.uppercased() == "COMPANY" {
          contact.kind = .organization
        } else {
          keep(property, line: line)
        }
      case "TEL":
        var number = text(value)
        if number.lowercased().hasPrefix("tel:") { number = String(number.dropFirst(4)) }
        guard !number.isEmpty else { return }
        let (label, preferred) = labelAndPreference(property, field: .phone)
        contact.phoneNumbers.append(
          LabeledValue(label: label, value: PhoneNumber(number), isPreferred: preferred))
      case "EMAIL":
        var address = text(value)
        if address.lowercased().hasPrefix("mailto:") { address = String(address.dropFirst(7)) }
        guard !address.isEmpty else { return }
        let (label, preferred) = labelAndPreference(property, field: .email)
        contact.emailAddresses.append(LabeledValue(label: label, value: address, isPreferred: preferred))
      case "ADR":
        var parts = VCardText.components(value).map(trim)
        while parts.count < 7 { parts.append("") }
        var address = PostalAddress(
          poBox: parts[0], extendedAddress: parts[1], street: parts[2], city: parts[3],
          region: parts[4], postalCode: parts[5], country: parts[6])
        if let group = property.group?.lowercased(), let code = groupCountries[group] {
          address.isoCountryCode = code.lowercased()
          consumedGroups.insert(group)
        }
        guard !address.isEmpty || !address.isoCountryCode.isEmpty else { return }
        let (label, preferred) = labelAndPreference(property, field: .address)
        contact.postalAddresses.append(LabeledValue(label: label, value: address, isPreferred: preferred))
      case "URL":
        let url = VCardText.unescape(value).trimmed
        guard !url.isEmpty else { return }
        let (label, preferred) = labelAndPreference(property, field: .url)
        contact.urlAddresses.append(LabeledValue(label: label, value: url, isPreferred: preferred))
      case "X-SOCIALPROFILE", "SOCIALPROFILE":
        // RFC 9554 names the service in SERVICE-TYPE and a username in USERNAME or, with VALUE=text, as the
        // value; Apple's X-SOCIALPROFILE puts the service among the TYPEs and the username in X-USER.
        let service =
          property.values(of: "SERVICE-TYPE").first
          ?? property.typeValues.first { !["pref", "home", "work", "other"].contains($0.lowercased()) } ?? ""
        let isText = property.values(of: "VALUE").first?.lowercased() == "text"
        var profile = SocialProfile(
          service: service, username: property.values(of: "USERNAME").first ?? property.values(of: "X-USER").first ?? "",
          url: isText ? "" : VCardText.unescape(value))
        if isText, profile.username.isEmpty { profile.username = VCardText.unescape(value).trimmed }
        guard !profile.url.isEmpty || !profile.username.isEmpty else { return }
        if profile.username.isEmpty, let colon = profile.url.lastIndex(of: ":"),
          profile.url.lowercased().hasPrefix("x-apple:")
        {
          profile.username = String(profile.url[profile.url.index(after: colon)...])
        }
        let (label, preferred) = labelAndPreference(property, field: .social)
        contact.socialProfiles.append(LabeledValue(label: label, value: profile, isPreferred: preferred))
      case "IMPP":
        let uri = VCardText.unescape(value).trimmed
        var service = property.values(of: "X-SERVICE-TYPE").first?.lowercased() ?? ""
        var username = uri
        if let colon = uri.firstIndex(of: ":") {
          if service.isEmpty { service = uri[..<colon].lowercased() }
          username = String(uri[uri.index(after: colon)...])
        }
        let (label, preferred) = labelAndPreference(property, field: .instantMessage)
        contact.instantMessageAddresses.append(
          LabeledValue(
            label: label, value: InstantMessageAddress(service: service, username: username),
            isPreferred: preferred))
      case _ where VCardDecoder.legacyMessagingServices[property.name] != nil:
        let username = text(value)
        guard !username.isEmpty, let service = VCardDecoder.legacyMessagingServices[property.name] else {
          return
        }
        let (label, preferred) = labelAndPreference(property, field: .instantMessage)
        contact.instantMessageAddresses.append(
          LabeledValue(
            label: label, value: InstantMessageAddress(service: service, username: username),
            isPreferred: preferred))
      case "X-ABRELATEDNAMES", "RELATED":
        let raw = VCardText.unescape(value).trimmed
        guard !raw.isEmpty else { return }
        let isText =
          property.values(of: "VALUE").contains { $0.lowercased() == "text" }
          || !VCardDecoder.looksLikeURI(raw)
        let relation = isText ? ContactRelation(name: raw) : ContactRelation(name: "", uri: raw)
        let (label, preferred) = labelAndPreference(property, field: .relation)
        contact.contactRelations.append(
          LabeledValue(label: label, value: relation, isPreferred: preferred))
      case "BDAY":
        if contact.birthday == nil, let date = date(from: property) {
          contact.birthday = date
        } else {
          unreadable(property, line: line, what: "birthday")
        }
      case "ANNIVERSARY", "X-ABDATE", "X-ANNIVERSARY":
        guard let date = date(from: property) else {
          unreadable(property, line: line, what: "date")
          return
        }
        var (label, preferred) = labelAndPreference(property, field: .date)
        if property.name != "X-ABDATE", label == nil { label = .anniversary }
        contact.dates.append(LabeledValue(label: label, value: date, isPreferred: preferred))
      case "NOTE":
        let note = VCardText.unescape(value)
        contact.note = contact.note.isEmpty ? note : contact.note + "\n" + note
      case "PHOTO":
        try photo(property, line: line)
      case "CATEGORIES":
        for name in VCardText.items(value).map(trim) where !name.isEmpty
        && !contact.groups.contains(name) {
          contact.groups.append(name)
        }
      case "X-ANDROID-CUSTOM":
        androidRow(property, line: line)
      default:
        keep(property, line: line)
      }
    }
  }
}
