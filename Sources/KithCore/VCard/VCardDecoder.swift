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
      case "X-SOCIALPROFILE":
        let service =
          property.typeValues.first { !["pref", "home", "work", "other"].contains($0.lowercased()) } ?? ""
        var profile = SocialProfile(
          service: service, username: property.values(of: "X-USER").first ?? "",
          url: VCardText.unescape(value))
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

    /// Android's `X-ANDROID-CUSTOM:<mime type>;data1;data2;data3;…` rows for nicknames, relations and
    /// events; other rows are kept as they are.
    mutating func androidRow(_ property: VCardProperty, line: Int) {
      let parts = VCardText.components(property.value).map(trim)
      var data = Array(parts.dropFirst())
      while data.count < 3 { data.append("") }
      switch parts.first {
      case "vnd.android.cursor.item/nickname" where !data[0].isEmpty:
        contact.nicknames.append(data[0])
      case "vnd.android.cursor.item/relation" where !data[0].isEmpty:
        let label =
          data[1] == "0" ? (data[2].isEmpty ? nil : VCardLabels.named(data[2]))
          : VCardDecoder.androidRelationLabels[data[1]]
        contact.contactRelations.append(LabeledValue(label: label, value: ContactRelation(name: data[0])))
      case "vnd.android.cursor.item/contact_event" where !data[0].isEmpty:
        guard let date = PartialDate(parsing: data[0]) else {
          unreadable(property, line: line, what: "date")
          return
        }
        switch data[1] {
        case "3":
          guard contact.birthday == nil else { return keep(property, line: line) }
          contact.birthday = date
        case "1":
          contact.dates.append(LabeledValue(label: .anniversary, value: date))
        case "0" where !data[2].isEmpty:
          contact.dates.append(LabeledValue(label: VCardLabels.named(data[2]), value: date))
        default:
          contact.dates.append(LabeledValue(label: .other, value: date))
        }
      default:
        keep(property, line: line)
      }
    }

    mutating func photo(_ property: VCardProperty, line: Int) throws(VCardCardError) {
      let value = property.value.trimmed
      let encoding = property.values(of: "ENCODING").first?.lowercased()
      var mediaType = VCardDecoder.mediaType(fromTypes: property.types)
      let base64: String
      if value.lowercased().hasPrefix("data:") {
        guard let comma = value.firstIndex(of: ","),
          value[..<comma].lowercased().hasSuffix(";base64")
        else {
          keep(property, line: line)
          return
        }
        let header = value[value.index(value.startIndex, offsetBy: 5)..<comma]
        mediaType = header.split(separator: ";").first.map { $0.lowercased() } ?? mediaType
        base64 = String(value[value.index(after: comma)...])
      } else if encoding == "b" || encoding == "base64" {
        base64 = value
      } else {
        keep(property, line: line)
        return
      }
      guard let data = TextEncoding.decodeBase64(base64), !data.isEmpty else {
        throw VCardCardError(line: line, reason: "PHOTO is not valid base64")
      }
      contact.photo = Photo(data: data, mediaType: mediaType)
    }

    /// Birthdays and other dates in every form exporters write; Apple's year 1604 means "no year".
    func date(from property: VCardProperty) -> PartialDate? {
      let text = VCardText.unescape(property.value).trimmed
      guard let date = PartialDate(parsing: text) else { return nil }
      let omitted = property.values(of: "X-APPLE-OMIT-YEAR").compactMap { Int($0) }
      if let year = date.year, year == 1604 || omitted.contains(year) {
        return PartialDate(year: nil, month: date.month, day: date.day)
      }
      return date
    }

    mutating func unreadable(_ property: VCardProperty, line: Int, what: String) {
      keep(property, line: line)
      warnings.append(
        VCardDiagnostic(source: "", line: line, severity: .warning, reason: "\(what) not understood; kept as written"))
    }

    mutating func keep(_ property: VCardProperty, line: Int) {
      contact.extraProperties.append(property)
    }

    /// The label from an `itemN.X-ABLabel`, else from `TYPE` values; and whether the value is preferred.
    mutating func labelAndPreference(_ property: VCardProperty, field: Field) -> (Label?, Bool) {
      let types = property.types
      let preferred =
        types.contains("pref") || property.has("PREF")
        || property.values(of: "TYPE").contains { $0.uppercased() == "PREF" }
      if let group = property.group?.lowercased(), let text = groupLabels[group] {
        consumedGroups.insert(group)
        return (VCardLabels.label(fromABLabel: text), preferred)
      }
      return (VCardLabels.label(fromTypes: property.typeValues, field: field), preferred)
    }

    /// Names when the card has no `N`: split from `FN`, or the organisation for a company card.
    mutating func finishNames(beginLine: Int) throws(VCardCardError) {
      let fn = formattedName.map { VCardText.unescape($0.value).trimmed } ?? ""
      let hasName = ![contact.givenName, contact.middleName, contact.familyName].allSatisfy(\.isEmpty)
      // NB: kith writes FN from the display name's fallbacks (a phone, an e-mail) for cards without a
      // name; such an FN is not a name to split.
      if !hasName, !fn.isEmpty, fn != NameFormatter.displayName(for: contact) {
        if contact.kind == .organization || fn == contact.organizationName {
          if contact.organizationName.isEmpty { contact.organizationName = fn }
        } else {
          VCardDecoder.splitFormattedName(fn, into: &contact)
        }
      }
      if let formattedName, !fn.isEmpty, fn != NameFormatter.displayName(for: contact) {
        contact.extraProperties.insert(formattedName, at: 0)
      }
      if contact.isUnidentifiable {
        throw VCardCardError(
          line: beginLine, reason: "card has no name, organization, nickname, phone or e-mail")
      }
    }

    func group() -> VCardGroup {
      let name = properties.first { $0.property.name == "FN" }.map { VCardText.unescape($0.property.value) }
        ?? properties.first { $0.property.name == "N" }.map { VCardText.components($0.property.value).first ?? "" }
        ?? ""
      let uid = properties.first { $0.property.name == "UID" }.map { trim($0.property.value) } ?? ""
      let members = properties.filter {
        $0.property.name == "MEMBER" || $0.property.name == "X-ADDRESSBOOKSERVER-MEMBER"
      }.map { trim(VCardText.unescape($0.property.value)) }
      return VCardGroup(uid: uid, name: trim(name), members: members)
    }

    private func text(_ value: String) -> String { trim(VCardText.unescape(value)) }

    private func trim(_ value: String) -> String { value.trimmed }

    /// One `N` component, whose comma-separated values are joined ("Philip,Paul" → "Philip Paul").
    private func joinItems(_ component: String, separator: String = " ") -> String {
      VCardText.items(component).map(trim).filter { !$0.isEmpty }.joined(separator: separator)
    }
  }

  /// Given, middle and family from a formatted name such as "John Q. Public" (CJK names: family first).
  static func splitFormattedName(_ name: String, into contact: inout Contact) {
    if NameFormatter.isCJK(name), !name.contains(" ") {
      contact.givenName = name
      return
    }
    let words = name.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first else { return }
    if words.count == 1 {
      contact.givenName = first
      return
    }
    contact.givenName = first
    contact.familyName = words[words.count - 1]
    contact.middleName = words.dropFirst().dropLast().joined(separator: " ")
  }

  /// Android's relation types (`ContactsContract.CommonDataKinds.Relation`); 0 is a custom label.
  static let androidRelationLabels: [String: Label] = [
    "1": .assistant, "2": .brother, "3": .child, "4": .partner, "5": .father, "6": .friend, "7": .manager,
    "8": .mother, "9": .parent, "10": .partner, "11": Label(rawValue: "referred by"),
    "12": Label(rawValue: "relative"), "13": .sister, "14": .spouse,
  ]

  /// The one-handle-per-property messaging fields of vCard 2.1 and 3.0 writers, by service.
  static let legacyMessagingServices: [String: String] = [
    "X-AIM": "aim", "X-ICQ": "icq", "X-JABBER": "jabber", "X-MSN": "msn", "X-YAHOO": "yahoo",
    "X-SKYPE": "skype", "X-SKYPE-USERNAME": "skype", "X-GOOGLE-TALK": "googletalk", "X-GTALK": "googletalk",
    "X-QQ": "qq",
  ]

  static func looksLikeURI(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
    let scheme = text[..<colon]
    return !scheme.contains(" ")
      && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
      && ["urn", "http", "https", "mailto", "tel", "sip", "xmpp", "uid"].contains(scheme.lowercased())
  }

  static func mediaType(fromTypes types: [String]) -> String? {
    for type in types {
      switch type {
      case "jpeg", "jpg", "image/jpeg": return "image/jpeg"
      case "png", "image/png": return "image/png"
      case "gif", "image/gif": return "image/gif"
      case "heic", "image/heic": return "image/heic"
      case "bmp", "image/bmp": return "image/bmp"
      case "webp", "image/webp": return "image/webp"
      default: continue
      }
    }
    return nil
  }
}
