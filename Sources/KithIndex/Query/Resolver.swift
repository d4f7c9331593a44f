import Foundation
import GRDB
import KithCore
import KithStore

/// Turns a query into a ``Resolution``: the decision policy of docs/RESOLVE.md.
struct Resolver {
  /// What one query has read and matched already, so later passes do not read it again.
  final class Memo {
    var postings: [String: [Posting]] = [:]
    var matches: [String: [WordMatch]] = [:]
    /// The words of every scoring, which candidates' reasons point at.
    var words: [CandidateScorer.Words] = []
  }

  let memo = Memo()
  let reader: IndexReader
  let matcher: WordMatcher
  let phoneParser: PhoneNumberParser
  let affinity: AffinityCache
  let limit: Int

  /// Scores within this distance of the best (in the best tier) compete for the answer.
  static let competitionWindow = 0.15
  /// The lead the best needs over the next competitor to be `unique`.
  static let uniqueMargin = 0.08
  /// Below this, a full match is too weak to offer.
  static let floor = 0.4

  var db: Database { reader.db }

  func resolve(_ text: String) throws -> Resolution {
    let query = QueryText(text)
    switch query.shape {
    case .empty:
      return Resolution(query: text, status: .notFound, results: [], why: "nothing to search for")
    case .phone(let digits):
      return try decide(text, phrase: query.phrase, candidates: try phoneCandidates(digits))
    case .email(let address):
      return try decide(text, phrase: query.phrase, candidates: try emailCandidates(address))
    case .names(let words):
      // A relation word ("son", "grandmother") is not a misspelt name: names only count if exact.
      let relationWords = query.relation.map { Relations.isRelationWord($0.joined(separator: " ")) } ?? false
      var candidates = try nameCandidates(words, exactOnly: relationWords, noInitials: relationWords)
      if let qualifier = query.relationQualifier {
        // "my brother Diego": the name among those relations, if it is one of them. When the card lists
        // such relations and none has the name, "my brother Rui" is nobody (not a stranger called Rui).
        // "my father Hasan" when the father has no card is nobody either, not a stranger called Hasan.
        let found = try relationCandidates(qualifier)
        let related = Set(found.candidates.map { $0.document })
        let narrowed = candidates.filter { related.contains($0.document) }
        if narrowed.contains(where: { $0.isFullMatch }) {
          candidates = narrowed
        } else if related.isEmpty, found.listed {
          return Resolution(query: text, status: .notFound, results: [], why: found.why)
        } else if !related.isEmpty {
          let relation = qualifier.joined(separator: " ")
          let name = words.required.map(WordMatch.display).joined(separator: " ")
          return Resolution(
            query: text, status: .notFound, results: [], why: "no \(relation) on your card is called \(name)")
        }
      }
      var why: String?
      if let relation = query.relation {
        let found = try relationCandidates(relation)
        why = found.why
        if !found.candidates.isEmpty {
          // The relation is the answer; names only add exact namesakes ("Mom" as a card's name).
          candidates = found.candidates + candidates.filter { $0.isFullMatch && $0.tier == .exact && $0.score >= 0.95 }
        }
      }
      // "my dentist", "the plumber", "someone at the bank": a role, when no name or relation fits well.
      // (A name that fits well, the common case, skips reading the phrase at all.)
      if !Resolver.namesFitWell(candidates), let role = RolePhrase(words: query.phrase.split(separator: " ").map(String.init)),
        let answer = try resolveRole(text, role, key: query.phrase)
      {
        return answer
      }
      // A real given name that nobody has is someone else, not a typo of a name somebody has.
      let knownName = words.required.count == 1 && words.organization.isEmpty
        && NicknameTable.shared.knows(words.required[0])
      var resolution = try decide(
        text, phrase: query.phrase, candidates: candidates, fuzzyMayDecide: !knownName,
        twinsMustMatch: !words.organization.isEmpty)
      if resolution.status == .notFound, resolution.why == nil { resolution.why = why }
      return resolution
    }
  }

  // MARK: Names

  func nameCandidates(
    _ words: QueryText.QueryWords, exactOnly: Bool = false, noInitials: Bool = false
  ) throws -> [CandidateScorer.Candidate] {
    // Pass 1: exact terms only. Pass 2, when no contact met every word exactly: nicknames and spelling
    // variants for words some contact has, every kind of match for the others. Pass 3, when still nobody
    // meets every word: every kind of match for every word ("Peter van der Berg" for Pieter).
    func found(_ candidates: [CandidateScorer.Candidate], tier: MatchTier) -> Bool {
      candidates.contains { $0.isFullMatch && $0.tier <= tier && $0.score >= Resolver.floor }
    }
    // Written like an e-mail name ("john.smith", "jsmith42"): the e-mail says who, if anyone has it.
    if let local = words.emailLocal, Resolver.looksLikeHandle(local) {
      let owners = try reader.emailOwners(local: local)
      if !owners.isEmpty {
        return owners.map { CandidateScorer.Candidate(document: $0, score: 1, why: "e-mail name \(local)") }
      }
    }
    var candidates = try scoreNames(words, pass: .exact, noInitials: noInitials)
    if !exactOnly, !found(candidates, tier: .exact) {
      // Fuzzy passes score only contacts that meet every word; when none do, the exact pass's partial
      // matches stay as the suggestions.
      let exact = candidates
      candidates = try scoreNames(words, pass: .restricted)
      if !found(candidates, tier: .fuzzy) {
        candidates = try scoreNames(words, pass: .everything)
      }
      if candidates.isEmpty { candidates = exact }
      // Pass 4: a name written apart that the book has, exactly, as one word ("O Brien", "Mc Donald").
      var joinedAt = 0
      while !found(candidates, tier: .fuzzy), words.required.count <= 3, joinedAt + 1 < words.required.count {
        var joined = words
        joined.required[joinedAt] += joined.required.remove(at: joinedAt + 1)
        let attempt = try scoreNames(joined, pass: .exact)
        if found(attempt, tier: .fuzzy) { candidates = attempt }
        joinedAt += 1
      }
    }
    if let local = words.emailLocal, !Resolver.looksLikeHandle(local) {
      candidates += try reader.emailOwners(local: local).map {
        CandidateScorer.Candidate(document: $0, score: 0.95, why: "e-mail name \(local)")
      }
    }
    return candidates
  }

  enum Pass: String { case exact = "e", restricted = "r", everything = "a" }

  private func scoreNames(
    _ words: QueryText.QueryWords, pass: Pass, noInitials: Bool = false
  ) throws -> [CandidateScorer.Candidate] {
    // While typing, the last of several words may be just a couple of letters ("John Sm").
    let prefixFrom = words.required.count + words.organization.count > 1 ? 2 : 3
    func matches(_ word: String) throws -> [WordMatch] {
      if QueryText.isInitial(word) { return [] }
      // NB: no interpolation of the enum itself: that goes through reflection, a tenth of a query's time.
      let key = pass.rawValue + (prefixFrom == 2 ? "2" : "3") + word
      if let known = memo.matches[key] { return known }
      let found: [WordMatch]
      switch pass {
      case .exact: found = try matcher.exact(word)
      case .restricted: found = try matcher.all(word, restrictExact: true, prefixFrom: prefixFrom)
      case .everything: found = try matcher.all(word, restrictExact: false, prefixFrom: prefixFrom)
      }
      memo.matches[key] = found
      return found
    }
    var scorer = CandidateScorer(names: try words.required.map { ($0, try matches($0)) })
    scorer.organization = try words.organization.map { ($0, try matches($0)) }
    scorer.titles = try words.optional.map { ($0, try matcher.exact($0)) }
    scorer.excludeOrganizationCards = words.required.isEmpty
    scorer.noInitials = noInitials
    if words.required.count > 0, words.required.allSatisfy(QueryText.isInitial) {
      // "J S", "M.A.": initials, and only initials.
      scorer.names = [(words.required.joined(), try matcher.exact(words.required.joined()))]
      scorer.initialsOnly = true
    }
    // Read word by word, narrowing to the contacts that meet every word so far; once none do, the
    // remaining words need not be read (the contacts found so far still serve as suggestions).
    var postings: [String: [Posting]] = [:]
    func read(_ entry: (word: String, matches: [WordMatch])) throws {
      for match in entry.matches where postings[match.term] == nil {
        if let known = memo.postings[match.term] {
          postings[match.term] = known
        } else {
          let found = try reader.postings(match.term) ?? []
          memo.postings[match.term] = found
          postings[match.term] = found
        }
      }
    }
    let words = scorer.names.filter { !QueryText.isInitial($0.word) }.map { ($0, true) }
      + scorer.organization.map { ($0, false) }
    var everyWord: [Int64]?
    for (entry, isName) in words {
      try read(entry)
      guard words.count >= 2 else { break }
      let documents = scorer.documents(meeting: entry, isName: isName, postings: postings)
      everyWord = everyWord.map { CandidateScorer.intersect($0, documents) } ?? documents
      if everyWord!.isEmpty { break }
    }
    for entry in scorer.titles { try read(entry) }
    // Contacts that meet only some words matter only as suggestions when nobody meets them all.
    if words.count >= 2, let everyWord {
      if everyWord.isEmpty, pass != .exact { return [] }
      if !everyWord.isEmpty { scorer.only = everyWord }
    }
    return scorer.score(postings: postings, keeping: memo)
  }
}
