import Foundation

/// Formats contact names for display and sorting, like `CNContactFormatter`.
///
/// Names written in CJK scripts are shown family name first without a space ("山田太郎"); other names
/// given name first ("Dr. John Q. Public Jr."). A card whose kind is organisation, or that has no name,
/// is shown by its organisation.
public enum NameFormatter {
  /// The name to show for `contact`: full name, else organisation, nickname, e-mail, phone, "No Name".
  public static func displayName(for contact: Contact) -> String {
    let name = displayNameAsStored(for: contact)
    // A name is one line, whatever a card's fields hold: a line break inside one could pass for a
    // line of kith's own ("Eve\nYour card is now Bob").
    guard name.unicodeScalars.contains(where: { NameFormatter.lineBreaks.contains($0.value) }) else { return name }
    return String(String.UnicodeScalarView(name.unicodeScalars.map {
      NameFormatter.lineBreaks.contains($0.value) ? " " : $0
    }))
  }

  private static let lineBreaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

  private static func displayNameAsStored(for contact: Contact) -> String {
    if contact.kind == .organization, !contact.organizationName.isEmpty {
      return contact.organizationName
    }
    let full = fullName(for: contact)
    if !full.isEmpty { return full }
    if !contact.organizationName.isEmpty { return contact.organizationName }
    if let nickname = contact.nicknames.first(where: { !$0.isEmpty }) { return nickname }
    if let email = contact.emailAddresses.first { return email.value }
    if let phone = contact.phoneNumbers.first { return phone.value.stringValue }
    return "No Name"
  }

  /// Prefix, given, middle, family and suffix in the order the name's script uses; "" when all are empty.
  public static func fullName(for contact: Contact) -> String {
    let given = contact.givenName.trimmed
    let middle = contact.middleName.trimmed
    let family = contact.familyName.trimmed
    if isFamilyNameFirst(given: given, family: family) {
      return [family, given, middle].joined()
    }
    let parts = [contact.namePrefix.trimmed, given, middle, family].filter { !$0.isEmpty }
    var name = parts.joined(separator: " ")
    let suffix = contact.nameSuffix.trimmed
    if !suffix.isEmpty {
      name += name.isEmpty ? suffix : " " + suffix
    }
    return name
  }

  /// A key that sorts cards family name first, case- and accent-insensitively; CJK names sort by their
  /// phonetic reading when one is given, organisation cards by organisation.
  public static func sortKey(for contact: Contact) -> String {
    var parts: [String]
    if contact.kind == .organization || fullName(for: contact).isEmpty {
      let reading = contact.phoneticOrganizationName.trimmed
      parts = [reading.isEmpty ? displayName(for: contact) : reading]
    } else {
      let family =
        contact.phoneticFamilyName.trimmed.isEmpty
        ? contact.familyName : contact.phoneticFamilyName
      let given =
        contact.phoneticGivenName.trimmed.isEmpty
        ? contact.givenName : contact.phoneticGivenName
      parts = [family, given, contact.middleName, contact.nameSuffix]
    }
    return parts.map(NameFolding.fold).filter { !$0.isEmpty }.joined(separator: "\u{1}")
  }

  /// True when both present name parts are written in a CJK script.
  static func isFamilyNameFirst(given: String, family: String) -> Bool {
    let parts = [given, family].filter { !$0.isEmpty }
    return !parts.isEmpty && parts.allSatisfy(isCJK)
  }

  /// True when the text contains Han, Hiragana, Katakana or Hangul characters and no Latin letters.
  public static func isCJK(_ text: String) -> Bool {
    var sawCJK = false
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
        0x20000...0x2FA1F, 0x1100...0x11FF, 0x3130...0x318F:
        sawCJK = true
      case 0x41...0x5A, 0x61...0x7A:
        return false
      default:
        continue
      }
    }
    return sawCJK
  }
}

extension Substring {
  var trimmed: String { String(self).trimmed }
}

extension String {
  /// The text without leading and trailing white space and line breaks (Foundation's
  /// `trimmingCharacters` bridges through NSString and is far slower on Linux).
  var trimmed: String {
    let utf8 = self.utf8
    guard let firstByte = utf8.first, let lastByte = utf8.last else { return "" }
    // Fast path: printable ASCII at both ends needs no scan.
    if (0x21...0x7E).contains(firstByte), (0x21...0x7E).contains(lastByte) { return String(self) }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return String(self[first..<scalars.index(after: last)])
  }
}
