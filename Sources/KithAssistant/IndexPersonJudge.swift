import KithGrammar
import KithIndex

/// Tells the grammar how well a span names a contact, by asking the index: a span that names exactly one
/// contact beats one that names several, which beats one that only comes close.
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

  public func fit(ofPerson words: String) -> PersonFit {
    let count = words.split(whereSeparator: \.isWhitespace).count
    guard let resolution = try? session.resolve(words, limit: 2) else {
      return PersonFit(rank: 0, score: 0, words: -count)
    }
    let score = resolution.results.first?.score ?? 0
    switch resolution.status {
    // Between equal answers, words that changed nothing ("Noah Fischer the") belong to the message.
    case .unique: return PersonFit(rank: 3, score: score, words: -count)
    case .ambiguous: return PersonFit(rank: 2, score: score, words: -count)
    case .notFound:
      // Without a contact to go by, the shorter span leaves more words for the rest of the request.
      // A relation names someone even when the owner's card doesn't say who.
      if SearchSession.isRelationPhrase(words) { return PersonFit(rank: 2, score: 0, words: -count) }
      return PersonFit(rank: resolution.results.isEmpty ? 0 : 1, score: score, words: -count)
    }
  }
}
