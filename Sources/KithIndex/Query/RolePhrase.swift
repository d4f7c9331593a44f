/// A query that names a role rather than a person: "my dentist", "the plumber", "a plumber", "our
/// accountant", "the dentist's office", "someone at the bank", "anyone from the bank", "dentist".
///
/// ```swift
/// RolePhrase(words: ["someone", "at", "the", "bank"])?.role.name  // "banker", people only
/// RolePhrase(words: ["john", "smith"])                              // nil
/// ```
struct RolePhrase: Sendable, Hashable {
  var role: RoleTable.Role
  /// "someone at the bank": people who work there, not the bank's own card.
  var peopleOnly: Bool

  /// Reads the folded words of a query (``QueryText/phrase`` split on spaces).
  init?(words: [String], table: RoleTable = .shared) {
    var words = words[...]
    var peopleOnly = false
    var determined = false
    func dropLeading() {
      while let first = words.first, words.count > 1, RolePhrase.leading.contains(first) {
        words.removeFirst()
        determined = true
      }
    }
    dropLeading()
    if words.count > 2, let first = words.first, RolePhrase.anyone.contains(first),
      RolePhrase.markers.contains(words[words.startIndex + 1])
    {
      peopleOnly = true
      words.removeFirst(2)
      dropLeading()
    }
    if let role = table.role(named: Array(words)) {
      self.init(role: role, peopleOnly: peopleOnly)
    } else if words.count > 1, let last = words.last, RolePhrase.trailing.contains(last),
      let role = table.role(named: Array(words.dropLast()))
    {
      // "the dentist's office", "the bank people", "the IT guy".
      self.init(role: role, peopleOnly: peopleOnly)
    } else if determined, words.count == 2, RolePhrase.kinds.contains(words.first!), let role = table.role(named: [words.last!]) {
      // "the home nurse", "my new dentist": one word that says which kind, after "the" or "my" (not any
      // word: "the prime minister" is nobody's minister).
      self.init(role: role, peopleOnly: peopleOnly)
    } else {
      return nil
    }
  }

  init(role: RoleTable.Role, peopleOnly: Bool) {
    self.role = role
    self.peopleOnly = peopleOnly
  }

  static let leading: Set<String> = ["my", "our", "the", "a", "an", "your", "local", "usual", "regular"]
  static let anyone: Set<String> = ["someone", "somebody", "anyone", "anybody", "whoever", "people", "folks", "person"]
  static let markers: Set<String> = ["at", "from", "of", "in"]
  /// Words that say which of a role's people is meant.
  static let kinds: Set<String> = [
    "home", "night", "day", "school", "new", "old", "family", "visiting", "private", "district", "community", "weekend",
    "backup", "other", "second", "hospice", "house", "building", "office", "current", "previous", "former", "kids",
    "children's", "dog", "cat",
  ]
  static let trailing: Set<String> = ["office", "offices", "practice", "place", "shop", "guy", "lady", "person", "people", "folks"]
}
