import KithCore

/// One card made of several that are one person.
///
/// The first card is kept (its identifier and revision, so that saving the merge detects a concurrent
/// edit); the name comes from the card whose name says most (more parts, then accents, then the formal
/// given name over a nickname, which becomes a nickname); every phone and e-mail is kept once (compared as
/// ``DuplicateFinder`` compares them), as is every other labelled value; single fields take the first
/// card's value that is not empty; notes are joined; groups and relations are united.
public struct ContactMerger: Sendable {
  let finder: DuplicateFinder

  public init(parser: PhoneNumberParser = PhoneNumberParser(), nicknames: NicknameTable = .shared) {
    finder = DuplicateFinder(parser: parser, nicknames: nicknames)
  }

  public func merge(_ cards: [Contact]) -> Contact {
    precondition(!cards.isEmpty, "nothing to merge")
    var merged = cards[0]
    let named = cards.max { nameRank($0) < nameRank($1) } ?? cards[0]
    merged.namePrefix = named.namePrefix
    merged.givenName = named.givenName
    merged.middleName = named.middleName
    merged.familyName = named.familyName
    merged.nameSuffix = named.nameSuffix
    let single: [WritableKeyPath<Contact, String>] = [
      \.namePrefix, \.givenName, \.middleName, \.familyName, \.nameSuffix, \.previousFamilyName,
      \.phoneticGivenName, \.phoneticMiddleName, \.phoneticFamilyName, \.phoneticOrganizationName,
      \.organizationName, \.departmentName, \.jobTitle,
    ]
    for path in single where merged[keyPath: path].isEmpty {
      merged[keyPath: path] = cards.first { !$0[keyPath: path].isEmpty }?[keyPath: path] ?? ""
    }
    // Other given names that are nicknames of the one kept stay as nicknames ("Bob" for Robert).
    let kept = NameFolding.fold(merged.givenName)
    var nicknames = cards.flatMap(\.nicknames)
    for card in cards {
      let given = NameFolding.fold(card.givenName)
      if !given.isEmpty, given != kept, !given.contains(" "), finder.nicknames.areRelated(given, kept) {
        nicknames.append(card.givenName)
      }
    }
    merged.nicknames = Self.unique(nicknames) { NameFolding.fold($0) }
    merged.phoneNumbers = Self.unique(cards.flatMap(\.phoneNumbers)) { finder.phoneKey($0.value.stringValue) ?? $0.value.stringValue }
    merged.emailAddresses = Self.unique(cards.flatMap(\.emailAddresses)) { DuplicateFinder.emailKey($0.value) }
    merged.postalAddresses = Self.unique(cards.flatMap(\.postalAddresses)) { $0.value }
    merged.urlAddresses = Self.unique(cards.flatMap(\.urlAddresses)) { $0.value.lowercased() }
    merged.socialProfiles = Self.unique(cards.flatMap(\.socialProfiles)) { $0.value }
    merged.instantMessageAddresses = Self.unique(cards.flatMap(\.instantMessageAddresses)) { $0.value }
    merged.contactRelations = Self.unique(cards.flatMap(\.contactRelations)) { "\($0.label?.rawValue ?? "") \(NameFolding.fold($0.value.name))" }
    merged.dates = Self.unique(cards.flatMap(\.dates)) { $0.value }
    // A birthday with a year says more than one without.
    merged.birthday = cards.compactMap(\.birthday).first { $0.year != nil } ?? cards.compactMap(\.birthday).first
    merged.photo = merged.photo ?? cards.compactMap(\.photo).first
    var notes: [String] = []
    for note in cards.map(\.note) where !note.isEmpty && !notes.contains(where: { $0.contains(note) }) {
      notes.removeAll { note.contains($0) }
      notes.append(note)
    }
    merged.note = notes.joined(separator: "\n\n")
    merged.groups = Self.unique(cards.flatMap(\.groups)) { $0 }
    merged.extraProperties = Self.unique(cards.flatMap(\.extraProperties)) { $0 }
    return merged
  }

  /// How much a card's name says: parts filled, then letters beyond ASCII (the accents someone took the
  /// trouble to type), then a formal given name over its nickname, then length.
  private func nameRank(_ card: Contact) -> (Int, Int, Int, Int) {
    let parts = [card.namePrefix, card.givenName, card.middleName, card.familyName, card.nameSuffix]
    let filled = parts.filter { !$0.isEmpty }.count
    let accents = parts.joined().unicodeScalars.filter { $0.value >= 0x80 }.count
    let formal = finder.nicknames.formalNames(for: card.givenName).isEmpty ? 1 : 0
    return (filled, accents, formal, card.givenName.count + card.familyName.count)
  }

  /// The values in order, each key once.
  static func unique<Value, Key: Hashable>(_ values: [Value], by key: (Value) -> Key) -> [Value] {
    var seen = Set<Key>()
    return values.filter { seen.insert(key($0)).inserted }
  }
}
