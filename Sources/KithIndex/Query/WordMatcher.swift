/// Finds the indexed terms a query word may mean, with how well each fits.
///
/// The first pass looks for exact terms only; the second (run when no contact matched every word
/// exactly) adds nicknames, spelling variants, prefixes, sound-alikes and typos.
struct WordMatcher {
  let reader: IndexReader
  /// The typo vocabulary, loaded on first need.
  let vocabulary: () throws -> Vocabulary

  /// Qualities by kind of match. Exact is 1; the rest are tuned so that tiers never overlap in a way
  /// that matters (see docs/RESOLVE.md).
  enum Quality {
    static let nicknameCommon = 0.88
    static let nicknameStandard = 0.82
    static let nicknameSibling = 0.78
    static let nicknameRare = 0.62
    /// A spelling of the same name (Sara/Sarah, Jon/John): as good as exact, so both compete and kith asks.
    static let variant = 0.95
    /// Spelt alike, for a word the book lacks: close, beside the names it may be the start of.
    static let keyVariant = 0.9
    static let typo1 = 0.76
    static let typo2 = 0.62
    static let sound = 0.67
    /// A sound-alike that does not look alike: only ever a suggestion.
    static let soundOnly = 0.5
    /// The end of a longer given name ("Tunde" for Babatunde, "Nando" for Fernando).
    static let foreClipped = 0.72
    static let prefixBase = 0.8
    static let prefixSpan = 0.1
  }

  /// Double Metaphone unites words that share little more than their consonants ("jane" and "john"
  /// are both JN; "grant" and "grandmother" both start KRNT): a sound-alike must also look alike and be of
  /// a like length.
  static func soundsClose(_ word: String, _ term: String) -> Bool {
    let (short, long) = word.count <= term.count ? (word.count, term.count) : (term.count, word.count)
    guard Double(short) / Double(max(long, 1)) >= 0.6 else { return false }
    return EditDistance.jaroWinkler(word, term) >= 0.78
  }

  /// The word itself and its other spellings (which the typist may well have meant instead).
  func exact(_ word: String) throws -> [WordMatch] {
    let exists = try reader.exists(word)
    var found = exists ? [WordMatch(term: word, kind: .exact, quality: 1, tier: .exact)] : []
    for variant in SpellingVariants.variants(of: word) where try reader.exists(variant) {
      found.append(WordMatch(term: variant, kind: .variant, quality: Quality.variant, tier: .exact))
    }
    if exists, try isPersonalName(word) {
      for variant in try keySpellings(of: word) where !found.contains(where: { $0.term == variant }) {
        found.append(WordMatch(term: variant, kind: .variant, quality: Quality.variant, tier: .exact))
      }
    }
    return found
  }

  /// Sound-alikes in the index spelt alike once the letters that spell one sound several ways are made one
  /// (Reid and Reed, Sousa and Souza, Ana and Anna). When the book has both spellings, the typist may have
  /// meant either, and they compete as the table's spellings do; a word the book lacks ("Hann") is more
  /// likely being typed, so its spellings count as close, beside the names it starts.
  private func keySpellings(of word: String) throws -> [String] {
    guard word.utf8.count >= 3 else { return [] }
    if let known = reader.cache?.keySpellings[word] { return known }
    let found = SpellingKey.sameName(word, among: try reader.soundAlikes(of: word))
    reader.cache?.remember(keySpellings: found, of: word)
    return found
  }

  /// Whether some contact has the word in a name of their own (not only in an organisation: "Hooli" is
  /// no spelling of Holly).
  private func isPersonalName(_ word: String) throws -> Bool {
    try reader.postings(word)?.contains { $0.field.isPersonalName } ?? false
  }

  /// Every kind of match. `restrictExact`: a word some contact has exactly gets only nicknames and
  /// spelling variants (the first fuzzy try); `prefixFrom`: the shortest word that may be a prefix.
  func all(_ word: String, restrictExact: Bool = true, prefixFrom: Int = 3) throws -> [WordMatch] {
    var best: [String: WordMatch] = [:]
    func offer(_ match: WordMatch) {
      if let current = best[match.term], current.quality >= match.quality { return }
      best[match.term] = match
    }
    let hasExact = try reader.exists(word)
    if hasExact { offer(WordMatch(term: word, kind: .exact, quality: 1, tier: .exact)) }

    let table = NicknameTable.shared
    var related = Set(table.formalNames(for: word) + table.nicknames(for: word))
    for formal in table.formalNames(for: word) { related.formUnion(table.nicknames(for: formal)) }
    related.remove(word)
    for name in related {
      guard let relation = table.relation(word, name) else { continue }
      let quality: Double
      let tier: MatchTier
      switch (relation.kind, relation.tier) {
      // An archaic or odd pair (john → ian, felicia → felix) is a "did you mean", never an answer.
      case (_, .rare): (quality, tier) = (Quality.nicknameRare, .suggestion)
      case (.direct, .common): (quality, tier) = (Quality.nicknameCommon, .close)
      case (.direct, _): (quality, tier) = (Quality.nicknameStandard, .close)
      case (.sibling, _): (quality, tier) = (Quality.nicknameSibling, .close)
      }
      offer(WordMatch(term: name, kind: .nickname, quality: quality, tier: tier))
    }
    for variant in SpellingVariants.variants(of: word) {
      offer(WordMatch(term: variant, kind: .variant, quality: Quality.variant, tier: .exact))
    }
    let named = try hasExact && isPersonalName(word)
    for variant in try keySpellings(of: word) where named || !hasExact {
      offer(WordMatch(
        term: variant, kind: .variant, quality: named ? Quality.variant : Quality.keyVariant,
        tier: named ? .exact : .close))
    }
    let length = word.count
    // A word some contact has exactly may still stand for a nickname ("Bob" for Robert), but not for a
    // typo, a sound-alike or the start of a longer name: those would only bury the exact answer.
    guard !(hasExact && restrictExact) else {
      return best.values.sorted { $0.quality > $1.quality || ($0.quality == $1.quality && $0.term < $1.term) }
    }
    if length >= prefixFrom {
      for term in try reader.words(startingWith: word) {
        let share = Double(length) / Double(max(term.count, 1))
        offer(WordMatch(
          term: term, kind: .prefix, quality: Quality.prefixBase + Quality.prefixSpan * share, tier: .close))
      }
    }
    if length >= 4 {
      for term in try reader.soundAlikes(of: word) where term != word && WordMatcher.soundsClose(word, term) {
        // "Clementine" sounds like Clémence but is spelt otherwise: someone else, or a suggestion.
        if SpellingKey.looksAlike(word, term) {
          offer(WordMatch(term: term, kind: .sound, quality: Quality.sound, tier: .fuzzy))
        } else {
          offer(WordMatch(term: term, kind: .sound, quality: Quality.soundOnly, tier: .suggestion))
        }
      }
    }
    // A given name shortened from the front, as Yoruba, Igbo, Spanish and Portuguese names often are
    // ("Tunde" for Babatunde, "Emeka" for Chukwuemeka, "Nando" for Fernando): the end of a name at least
    // two letters longer. Fuzzy, so a real given name alone ("Leon", "Nora") still asks.
    if length >= 4, word.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) {
      for term in try vocabulary().words(endingWith: word) where term.utf8.count >= length + 2 {
        offer(WordMatch(term: term, kind: .nickname, quality: Quality.foreClipped, tier: .fuzzy))
      }
    }
    // No name is longer than an indexed term: a longer word is junk, not worth a typo search.
    let budget = length > TermKind.maximumTermLength ? 0 : EditDistance.typoBudget(forLength: length)
    if budget > 0 {
      let key = "\(budget)\u{1}\(word)"
      let near: [(word: String, distance: Int)]
      if let known = reader.cache?.near[key] {
        near = known
      } else {
        near = try vocabulary().words(near: word, limit: budget)
        reader.cache?.remember(near: near, of: key)
      }
      for (term, distance) in near where distance > 0 {
        offer(WordMatch(
          term: term, kind: .typo(distance), quality: distance == 1 ? Quality.typo1 : Quality.typo2,
          tier: .fuzzy))
      }
    }
    // Other spellings of a name a typo or sound-alike reached are just as likely ("Ayleen" is as close
    // to Eileen as to Aileen).
    for match in Array(best.values) where match.tier == .fuzzy || (match.kind == .variant && match.tier == .close) {
      for variant in SpellingVariants.variants(of: match.term) + (try keySpellings(of: match.term)) where variant != word {
        offer(WordMatch(term: variant, kind: match.kind, quality: match.quality, tier: match.tier))
      }
    }
    return best.values.sorted { $0.quality > $1.quality || ($0.quality == $1.quality && $0.term < $1.term) }
  }
}
