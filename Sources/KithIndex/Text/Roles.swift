import KithCore

/// What people call the contacts they keep for a service ("my dentist", "the plumber", "someone at the
/// bank"), and the words on a card that say a contact is one: a job title "Dentist", an organisation
/// "Bright Smile Dental", a suffix "CPA", a prefix "Dr.", a group "Plumbers", a note.
///
/// ```swift
/// RoleTable.shared.role(named: ["attorney"])?.name          // "lawyer"
/// RoleTable.shared.evidence(in: "Bright Smile Dental")      // [("dental", 2)]
/// ```
///
/// The table is data (`Roles+Data.swift`); this type folds it once and answers from it.
struct RoleTable: Sendable {
  struct Role: Sendable, Hashable {
    /// The name `why` and the documentation use ("dentist").
    var name: String
    /// What people call the role; each is also a word a card may carry outright. Folded.
    var names: [String]
    /// Words on a card that suggest the role. Folded.
    var related: [String]
    /// Name prefixes that suggest it ("dr"). Folded.
    var titles: [String]
  }

  /// How strongly a phrase on a card says a contact has a role.
  enum Strength: Sendable {
    /// One of the role's names ("Dentist", "DDS").
    case named
    /// A word that suggests it ("Dental").
    case related
    /// A name prefix ("Dr.").
    case title
  }

  let roles: [Role]
  /// Query phrase → index into `roles`.
  private let roleOfName: [String: Int]
  /// Every phrase a card may carry, of any role (not titles).
  private let phrases: Set<String>
  private let titlePhrases: Set<String>
  /// The longest phrase that starts with a word, in words.
  private let longestFrom: [String: Int]
  /// Every word of the table, to tell a plural ("plumbers") from a word of its own ("dds").
  private let vocabulary: Set<String>

  static let shared = RoleTable(source: RoleTable.source)

  /// The key of a phrase's postings in the index: a leading control character no folded query word has,
  /// so no name query ever reads one.
  static func term(_ phrase: String) -> String { "\u{1}" + phrase }

  init(source: String) {
    var roles: [Role] = []
    for line in source.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let columns = line[line.index(after: colon)...].split(separator: "|", omittingEmptySubsequences: false)
      func phrases(_ column: Int) -> [String] {
        guard column < columns.count else { return [] }
        return columns[column].split(separator: ",").map { RoleTable.fold(String($0)) }.filter { !$0.isEmpty }
      }
      roles.append(Role(name: String(line[..<colon]).trimmed, names: phrases(0), related: phrases(1), titles: phrases(2)))
    }
    var roleOfName: [String: Int] = [:]
    var phrases = Set<String>()
    var titlePhrases = Set<String>()
    var longestFrom: [String: Int] = [:]
    var vocabulary = Set<String>()
    for (index, role) in roles.enumerated() {
      for name in role.names where roleOfName[name] == nil { roleOfName[name] = index }
      phrases.formUnion(role.names + role.related)
      titlePhrases.formUnion(role.titles)
      for phrase in role.names + role.related + role.titles {
        let words = phrase.split(separator: " ").map(String.init)
        vocabulary.formUnion(words)
        longestFrom[words[0]] = max(longestFrom[words[0]] ?? 0, words.count)
      }
    }
    self.roles = roles
    self.roleOfName = roleOfName
    self.phrases = phrases
    self.titlePhrases = titlePhrases
    self.longestFrom = longestFrom
    self.vocabulary = vocabulary
  }

  /// The role a phrase of folded words names ("eye doctor", "attorneys"), if any.
  func role(named words: [String]) -> Role? {
    guard !words.isEmpty, words.count <= 4 else { return nil }
    // "plumbers", and "attorneys" too although a card's "Attorneys at Law" keeps the word as it is.
    let found = roleOfName[words.map(singular).joined(separator: " ")]
      ?? roleOfName[words.map { $0.count > 3 && $0.hasSuffix("s") ? String($0.dropLast()) : $0 }.joined(separator: " ")]
    return found.map { roles[$0] }
  }

  /// How strongly `phrase`, found in a field, says a contact has `role`; nil when it does not.
  func strength(of phrase: String, for role: Role, inPrefix: Bool) -> Strength? {
    if inPrefix { return role.titles.contains(phrase) ? .title : nil }
    if role.names.contains(phrase) { return .named }
    return role.related.contains(phrase) ? .related : nil
  }

  /// Every phrase of the table in `text`, the longest at each place ("Eye Doctor" is an eye doctor, not
  /// also a doctor), with the position of its first word. `titles: true` reads a name prefix ("Dr.").
  func evidence(in text: String, titles: Bool = false, limit: Int = 400) -> [(phrase: String, position: Int)] {
    guard !text.isEmpty else { return [] }
    let words = NameFolding.words(text).prefix(limit).map(singular)
    let known = titles ? titlePhrases : phrases
    var found: [(phrase: String, position: Int)] = []
    var index = 0
    while index < words.count {
      var length = min(longestFrom[words[index]] ?? 0, words.count - index)
      while length > 0 {
        let phrase = length == 1 ? words[index] : words[index..<index + length].joined(separator: " ")
        if known.contains(phrase) {
          found.append((phrase, index))
          break
        }
        length -= 1
      }
      index += max(length, 1)
    }
    return found
  }

  /// A plural the table has only in the singular ("plumbers" → "plumber"); other words as they are.
  func singular(_ word: String) -> String {
    guard word.count > 3, word.hasSuffix("s"), !vocabulary.contains(word) else { return word }
    let stem = String(word.dropLast())
    return vocabulary.contains(stem) ? stem : word
  }

  /// A phrase as queries fold it: possessives dropped ("children's" → "children"), then folded.
  private static func fold(_ phrase: String) -> String {
    NameFolding.fold(QueryText.tokens(phrase).joined(separator: " "))
  }
}
