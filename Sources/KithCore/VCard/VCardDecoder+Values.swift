import Foundation

/// The values of a card that need more than a line of mapping: Android's data rows, photos, dates,
/// labels, names from `FN`, and group cards.
extension VCardDecoder.State {
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
  mutating func labelAndPreference(_ property: VCardProperty, field: VCardDecoder.Field) -> (Label?, Bool) {
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

  func text(_ value: String) -> String { trim(VCardText.unescape(value)) }

  func trim(_ value: String) -> String { value.trimmed }

  /// One `N` component, whose comma-separated values are joined ("Philip,Paul" → "Philip Paul").
  func joinItems(_ component: String, separator: String = " ") -> String {
    VCardText.items(component).map(trim).filter { !$0.isEmpty }.joined(separator: separator)
  }
}

extension VCardDecoder {

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
