/// How strong a kind of match is; a candidate is as strong as its weakest word.
enum MatchTier: Int, Comparable, Sendable {
  case exact = 0
  case close = 1
  case fuzzy = 2
  /// Only sounds like it ("Clementine" for Clémence): offered as "did you mean", never an answer.
  case suggestion = 3

  static func < (lhs: MatchTier, rhs: MatchTier) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One way a query word meets an indexed term.
struct WordMatch: Sendable {
  enum Kind: Sendable, Equatable {
    case exact
    case nickname
    case variant
    case prefix
    case typo(Int)
    case sound
  }

  var term: String
  var kind: Kind
  var quality: Double
  var tier: MatchTier

  /// Whether the match may count in `field`: nicknames only for given names, sound-alikes only for a
  /// person's names, everything else anywhere.
  func applies(to field: IndexedField) -> Bool {
    switch kind {
    case .exact: true
    // "Chema" for José María: a given name of two words is also indexed as one.
    case .nickname: field.takesNicknames || field == .compactPart
    case .variant, .sound: field.isPersonalName
    case .prefix, .typo:
      field.isPersonalName || field.isOrganization || field == .compactPart || field == .compactName
    }
  }

  /// "nickname Bob → Robert", "typo Jhon → John", "given name John".
  func why(query: String, field: IndexedField) -> String {
    let term = WordMatch.display(self.term)
    let word = WordMatch.display(query)
    switch kind {
    case .exact: return "\(field.spoken) \(term)"
    case .nickname: return "nickname \(word) → \(term)"
    case .variant: return "spelling \(word) → \(term)"
    case .prefix: return "\(field.spoken) \(term) (starts with \(word))"
    case .typo: return "typo \(word) → \(term)"
    case .sound: return "sounds like \(word) → \(term)"
    }
  }

  /// A folded word as a name: "obrien" → "Obrien". Non-Latin text is left as it is.
  static func display(_ word: String) -> String {
    guard let first = word.first, first.isLetter, first.isASCII else { return word }
    return first.uppercased() + word.dropFirst()
  }
}
