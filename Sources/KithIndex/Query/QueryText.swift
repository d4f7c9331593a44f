import Foundation
import KithCore

/// A query taken apart: what kind of thing it names, and the folded words to look for.
struct QueryText: Sendable {
  enum Shape: Sendable, Equatable {
    /// Nothing searchable (empty, punctuation, emoji).
    case empty
    /// A phone number: its digits, after a "+" when the query had one.
    case phone(digits: String)
    /// An e-mail address.
    case email(String)
    /// Words of a name, optionally qualified by an organisation ("John at Acme").
    case names(QueryWords)
  }

  struct QueryWords: Sendable, Equatable {
    /// Words that must each meet a word of the contact.
    var required: [String]
    /// Titles ("dr", "mrs"): they count when they meet the contact's prefix, and are ignored otherwise.
    var optional: [String] = []
    /// Words of an organisation the contact must belong to (`at ORG`, `from ORG`).
    var organization: [String] = []
    /// A single raw token that may be an e-mail name ("john.smith", "jsmith42").
    var emailLocal: String?
  }

  var original: String
  var shape: Shape
  /// The words of a relation ("mother"), when the query names one: "mom", "my mother", "Mum's".
  var relation: [String]?
  /// A relation that narrows a name: "brother" in "my brother Diego".
  var relationQualifier: [String]?
  /// The folded query, the key for learned choices ("john", "mom").
  var phrase: String

  /// Queries longer than this are cut: no name is that long.
  static let maximumLength = 256

  init(_ text: String) {
    original = text
    let cut = text.unicodeScalars.count > QueryText.maximumLength
      ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(QueryText.maximumLength))) : text
    let tokens = QueryText.tokens(cut)
    phrase = NameFolding.fold(tokens.joined(separator: " "))
    relation = nil
    shape = .empty

    if tokens.count == 1, var email = tokens.first, email.contains("@"), email.count > 2 {
      // "<jdoe@example.com>", "mailto:jdoe@example.com"
      email = email.trimmingCharacters(in: CharacterSet(charactersIn: "<>()[]\"'"))
      if email.lowercased().hasPrefix("mailto:") { email.removeFirst(7) }
      shape = .email(email.lowercased())
      return
    }
    let digits = PhoneNumberParser.digitsOnly(cut)
    if digits.count >= 4, QueryText.looksLikePhone(cut) {
      // Keep a leading "+": it says the country code follows.
      let plus = cut.first(where: { $0 == "+" || $0.isNumber }) == "+"
      shape = .phone(digits: plus ? "+" + digits : digits)
      return
    }

    var words = phrase.split(separator: " ").map(String.init)
    // "@" alone, or with other punctuation only, names nobody (with words it is "at": "Dana @ Acme"); nor
    // do the placeholders programs and forms write for nothing ("NULL", "undefined", "N/A").
    if cut.allSatisfy({ $0 == "@" || $0.isWhitespace || $0.isPunctuation }) || QueryText.placeholders.contains(phrase) {
      shape = .empty
      return
    }
    // Filler at the front ("my friend", "the"), and relation words; not the "a" of initials ("A. G.").
    let initials = words.count > 1 && words.allSatisfy(QueryText.isInitial)
    var sawMy = false
    while !initials, let first = words.first, QueryText.leadingFiller.contains(first), words.count > 1 || first == "my" {
      if first == "my" || first == "our" { sawMy = true }
      words.removeFirst()
    }
    if words.isEmpty {
      shape = .empty
      return
    }
    // "my brother Diego": a relation word, then a name, the name among those relations.
    if sawMy, words.count > 1, !Relations.isRelationWord(words.joined(separator: " ")) {
      for length in (1...min(3, words.count - 1)).reversed()
      where Relations.isRelationWord(words.prefix(length).joined(separator: " ")) {
        relationQualifier = Array(words.prefix(length))
        words.removeFirst(length)
        break
      }
    }
    if relationQualifier == nil, sawMy || words.count <= 3 {
      // Standard relation words, or (checked against the owner's card) a custom label ("godmother").
      relation = words
    }
    words = words.map { QueryText.titleAliases[$0] ?? $0 }
    var query = QueryWords(required: [])
    // "X at ORG", "X from ORG", "someone at ORG".
    if let split = words.firstIndex(where: { QueryText.organizationMarkers.contains($0) }),
      split < words.count - 1
    {
      query.organization = Array(words[(split + 1)...]).filter { !QueryText.innerFiller.contains($0) }
      words = Array(words[..<split])
      words.removeAll { QueryText.anyone.contains($0) }
    }
    for (index, word) in words.enumerated() {
      // The "e" and "y" that join Portuguese and Spanish family names ("Souza e Silva", "García y López")
      // are no initials; between two words they go, and the name is found by the others.
      if QueryText.joiningParticles.contains(word), index > 0, index < words.count - 1 { continue }
      if QueryText.titles.contains(word) {
        query.optional.append(word)
      } else if !(QueryText.innerFiller.contains(word) && words.count > 1) {
        query.required.append(word)
      }
    }
    if query.required.isEmpty, query.organization.isEmpty {
      // Only titles: search for them as words after all.
      query.required = query.optional
      query.optional = []
    }
    if tokens.count == 1, let token = tokens.first, token.contains(where: { "._-+0123456789".contains($0) }) {
      query.emailLocal = token.lowercased()
    } else if tokens.count == 1, let token = tokens.first {
      query.emailLocal = token.lowercased()
    }
    shape = query.required.isEmpty && query.organization.isEmpty ? .empty : .names(query)
  }

  /// A single Latin letter: an initial ("J. Smith"), not a word to look up.
  static func isInitial(_ word: String) -> Bool {
    word.utf8.count == 1 && word.utf8.first.map { (0x61...0x7A).contains($0) } == true
  }

  /// Splits on white space and drops possessive endings: "Sarah's" → "Sarah", "Marcus'" → "Marcus". The
  /// Dutch particles "'t" and "'s" ("van 't Hof", "'s-Gravesande") are no initials: they go, and the name
  /// is found by its other words.
  static func tokens(_ text: String) -> [String] {
    let split = text.split(whereSeparator: { $0.isWhitespace || $0 == "," })
    let particles = split.count > 1 ? split.filter(isElidedArticle) : []
    return split.filter { !particles.contains($0) }.map { token in
      var word = String(token)
      if word == "@" { return "at" }
      for ending in ["'s", "’s", "'S", "’S"] where word.count > ending.count + 1 && word.hasSuffix(ending) {
        word.removeLast(ending.count)
        return word
      }
      while let last = word.last, last == "'" || last == "’" || last == "?" || last == "!" || last == "." {
        word.removeLast()
      }
      return word
    }.filter { !$0.isEmpty }
  }

  /// "'t" or "’s": an article with its vowel left out, as Dutch names write "het" and "des".
  private static func isElidedArticle(_ token: Substring) -> Bool {
    guard token.count == 2, let first = token.first, first == "'" || first == "’" || first == "‘" else { return false }
    return token.last == "t" || token.last == "s" || token.last == "T" || token.last == "S"
  }

  /// Digits with only phone punctuation around them (`+1 (555) 555-0142 ext. 3`).
  static func looksLikePhone(_ text: String) -> Bool {
    var letters = 0
    for character in text.lowercased() {
      if character.isNumber || " +-().#/*\u{A0}".contains(character) { continue }
      if "xextnsio:".contains(character) {
        letters += 1
        continue
      }
      return false
    }
    return letters <= 4
  }

  static let leadingFiller: Set<String> = [
    // "Ah Keung": the Cantonese familiar prefix before a given name.
    "ah",
    "my", "our", "the", "a", "an", "to", "for", "with", "please", "pls", "contact", "named", "called",
    "friend", "buddy", "pal", "mate", "dear", "good", "old", "ol", "person", "guy", "lady", "girl",
  ]

  /// What programs and forms write for no value: never a name.
  static let placeholders: Set<String> = [
    "null", "nil", "none", "undefined", "nan", "n a", "tbd", "unknown", "void", "empty", "blank", "nobody",
  ]

  /// Filler anywhere in a multi-word query.
  static let innerFiller: Set<String> = ["the", "please", "pls", "contact", "named", "called", "and"]

  static let joiningParticles: Set<String> = ["e", "y"]

  static let titles: Set<String> = [
    "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "madam", "rev", "jr", "sr",
  ]

  static let organizationMarkers: Set<String> = ["at", "from", "of"]

  /// Titles as people spell them out, to the abbreviation cards use.
  static let titleAliases: [String: String] = [
    "doctor": "dr", "professor": "prof", "mister": "mr", "missus": "mrs", "reverend": "rev", "junior": "jr", "jnr": "jr",
    "senior": "sr", "snr": "sr",
  ]

  static let anyone: Set<String> = [
    "someone", "somebody", "anyone", "anybody", "people", "person", "everyone", "who", "guy", "folks", "the", "contact",
  ]
}
