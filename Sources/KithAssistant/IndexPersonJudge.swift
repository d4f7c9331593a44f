import KithGrammar
import KithIndex

/// Tells the grammar how well spans name a contact, by asking the index: a span that names exactly one
/// contact beats one that names several, which beats one that only comes close.
///
/// It looks at exact words first, which is quick: "Catherine Wright" (one contact has both words) beats
/// "Catherine" (three hundred do) and "Catherine Wright see" (nobody has "see"). Only when no span names
/// anyone that way does it resolve each span in full, with nicknames, typos and sound-alikes.
///
/// ```swift
/// let judge = IndexPersonJudge(session: session)
/// grammar.parse("text Mike Chen I'm late", judge: judge)  // person "Mike Chen", body "I'm late"
/// ```
public struct IndexPersonJudge: PersonJudge {
  public let session: SearchSession

  public init(session: SearchSession) {
    self.session = session
  }

  public func fits(ofPeople spans: [String]) -> [PersonFit] {
    var quick = spans.map(quickFit)
    guard quick.contains(where: { ($0?.rank ?? 0) >= 2 }) else { return spans.map(fullFit) }
    // "email Ingrid Johanson": a known name and one more word that no contact has exactly may still be
    // that contact with a typo; only the full resolver can tell, and it wants every word to fit.
    let known = Set(spans.indices.filter { (quick[$0]?.rank ?? 0) >= 2 }.map { spans[$0] })
    for index in spans.indices where (quick[index]?.rank ?? 0) == 0 {
      let words = spans[index].split(whereSeparator: \.isWhitespace)
      guard words.count >= 2, words.last!.count >= 3, known.contains(words.dropLast().joined(separator: " ")) else { continue }
      // "Gary Petraki" is "Gary Petrakis phone" read as a possessive without its apostrophe: the name as
      // written names him exactly.
      if known.contains(spans[index] + "s") { continue }
      // Only a word that may be a name: capitalised after a capitalised name ("Ingrid Johanson"), or
      // any longer word when everything is in lower case ("ingrid johanson").
      let last = words.last!
      let capitalisedBefore = words.dropLast().contains { $0.first?.isUppercase ?? false }
      if capitalisedBefore ? !(last.first?.isUppercase ?? false) : last.count < 4 { continue }
      // An acronym ("POS", "PFA") starts a message.
      if last.count > 1, last.allSatisfy({ $0.isUppercase }) { continue }
      // "Tom Mike Chen says hi": a word that names someone on its own starts the message instead.
      if let last = quickFit(String(words.last!)), last.rank >= 2 { continue }
      if let resolution = try? session.resolve(spans[index], limit: 2), resolution.status == .unique {
        quick[index] = PersonFit(rank: 3, score: 1, words: words.count)
      }
    }
    // "Tom Mike Chen says hi": "Tom Mike" names nobody kith has, but "Mike Chen" does: the message
    // begins with a name, the person is Tom.
    for index in spans.indices where quick[index]?.rank == 4 {
      let words = spans[index].split(whereSeparator: \.isWhitespace)
      for longer in spans where longer.hasPrefix(spans[index] + " ") {
        let next = longer.dropFirst(spans[index].count + 1).split(whereSeparator: \.isWhitespace).first
        if let next, let fit = quickFit(words.last! + " " + next), fit.rank >= 3 {
          quick[index] = PersonFit(rank: 0, score: 0, words: -words.count)
        }
      }
    }
    return quick.map { $0 ?? PersonFit(rank: 0, score: 0, words: 0) }
  }

  private func quickFit(_ words: String) -> PersonFit? {
    let parts = words.split(whereSeparator: \.isWhitespace)
    let count = parts.count
    // "Mike Chen Mike Chen says hi": a name said twice is a name and then the start of the message.
    if Set(parts.map { $0.lowercased() }).count < count { return PersonFit(rank: 0, score: 0, words: -count) }
    // A relation names someone even when the owner's card doesn't say who.
    if SearchSession.isRelationPhrase(words) { return PersonFit(rank: 2, score: 0, words: count) }
    // "my brother Mike Chen": a relation, then maybe a name, maybe the start of a message; the relation
    // alone is the safer reading when both fit.
    if count > 2, let split = (1..<count).first(where: { SearchSession.isRelationPhrase(parts[..<$0].joined(separator: " ")) }) {
      // …unless one capitalised given name follows ("text my granddaughter Chloe good luck"): a name the
      // nickname table lists is her name, where "Happy", "Love" or "I'm" would start the message.
      if split == count - 1, IndexPersonJudge.isCapitalisedGivenName(parts[split]) {
        return PersonFit(rank: 2, score: 0, words: count)
      }
      return PersonFit(rank: 1, score: 0, words: count)
    }
    let exact = (try? session.exactWordMatches(words)) ?? nil
    // "my dentist", "someone at the bank": a role names someone as a relation does, unless a name does.
    if exact.map({ $0.contacts == 0 }) ?? true, SearchSession.isRolePhrase(words) {
      return PersonFit(rank: 2, score: 0, words: count)
    }
    guard let (matches, everyWordKnown) = exact else { return nil }
    switch matches {
    case 0:
      // "siobhan o brien": an "O'" or "D'" typed apart from its name, which kith keeps as one word
      // ("obrien"); without this, "siobhan o" (an initial) would name her and "brien …" begin the message.
      if let joined = IndexPersonJudge.joiningParticles(parts),
        let again = (try? session.exactWordMatches(joined)) ?? nil, again.contacts == 1
      {
        return PersonFit(rank: 3, score: 1, words: count)
      }
      // "text Mike Smith hi" when the book has a Mike and a Smith but no Mike Smith: the user named
      // someone kith doesn't have; saying so beats texting "Smith hi" to Mike.
      if count == 2, everyWordKnown { return PersonFit(rank: 4, score: 0, words: count) }
      return PersonFit(rank: 0, score: 0, words: -count)
    case 1: return PersonFit(rank: 3, score: 1, words: count)
    // Fewer contacts with all the words: the words say more precisely who.
    default: return PersonFit(rank: 2, score: 1 / Double(matches), words: count)
    }
  }

  /// Whether `word` is written as a name ("Chloe", not "chloe" or "OK") and is a given name or nickname
  /// kith's nickname table lists.
  static func isCapitalisedGivenName(_ word: Substring) -> Bool {
    guard word.count >= 2, word.first!.isUppercase, word.dropFirst().contains(where: \.isLowercase),
      word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" })
    else { return false }
    let table = NicknameTable.shared
    return !table.nicknames(for: String(word)).isEmpty || !table.formalNames(for: String(word)).isEmpty
  }

  /// The words with a lone "o" or "d" joined to the name after it ("o brien" → "obrien"), or nil when
  /// there is none.
  static func joiningParticles(_ parts: [Substring]) -> String? {
    var joined: [String] = []
    var changed = false
    for part in parts {
      if let last = joined.last, ["o", "d"].contains(last.lowercased()), part.count >= 3, part.allSatisfy(\.isLetter) {
        joined[joined.count - 1] = last + part
        changed = true
      } else {
        joined.append(String(part))
      }
    }
    return changed ? joined.joined(separator: " ") : nil
  }

  private func fullFit(_ words: String) -> PersonFit {
    let count = words.split(whereSeparator: \.isWhitespace).count
    if SearchSession.isRelationPhrase(words) { return PersonFit(rank: 2, score: 0, words: -count) }
    guard let resolution = try? session.resolve(words, limit: 2) else {
      return PersonFit(rank: 0, score: 0, words: -count)
    }
    let score = resolution.results.first?.score ?? 0
    // Between equal answers, words that changed nothing ("Noah Fischer the") belong to the message.
    switch resolution.status {
    case .unique: return PersonFit(rank: 3, score: score, words: -count)
    case .ambiguous: return PersonFit(rank: 2, score: score, words: -count)
    case .notFound: return PersonFit(rank: resolution.results.isEmpty ? 0 : 1, score: score, words: -count)
    }
  }
}
