import Foundation
import GRDB
import KithCore
import KithStore

/// Turns a query into a ``Resolution``: the decision policy of docs/RESOLVE.md.
struct Resolver {
  let reader: IndexReader
  let matcher: WordMatcher
  let phoneParser: PhoneNumberParser
  let now: Date
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
      var candidates = try nameCandidates(words)
      var why: String?
      if let relation = query.relation {
        let found = try relationCandidates(relation)
        why = found.why
        if !found.candidates.isEmpty {
          // The relation is the answer; names only add exact namesakes ("Mom" as a card's name).
          candidates = found.candidates + candidates.filter { $0.isFullMatch && $0.tier == .exact && $0.score >= 0.95 }
        }
      }
      var resolution = try decide(text, phrase: query.phrase, candidates: candidates)
      if resolution.status == .notFound, resolution.why == nil { resolution.why = why }
      return resolution
    }
  }

  // MARK: Names

  func nameCandidates(_ words: QueryText.QueryWords) throws -> [CandidateScorer.Candidate] {
    // Pass 1: exact terms only. Pass 2, when no contact met every word exactly: every kind of match.
    var candidates = try scoreNames(words, fuzzy: false)
    if !candidates.contains(where: { $0.isFullMatch && $0.tier == .exact && $0.score >= Resolver.floor }) {
      candidates = try scoreNames(words, fuzzy: true)
    }
    if let local = words.emailLocal, local.contains(where: { "._-+".contains($0) }) || local.contains(where: \.isNumber),
      let postings = try reader.postings(local)
    {
      // Written like an e-mail name ("john.smith", "jsmith42"): the e-mail says who.
      let owners = postings.filter { $0.field == .emailLocal }.map { posting in
        CandidateScorer.Candidate(
          document: posting.document, tier: .exact, score: 1, matched: 1, wanted: 1,
          why: ["e-mail name \(local)"], isOrganizationCard: posting.flags.contains(.organizationCard))
      }
      if !owners.isEmpty { return owners }
    }
    return candidates
  }

  private func scoreNames(_ words: QueryText.QueryWords, fuzzy: Bool) throws -> [CandidateScorer.Candidate] {
    func matches(_ word: String) throws -> [WordMatch] {
      if word.count == 1 { return [] }
      return fuzzy ? try matcher.all(word) : try matcher.exact(word)
    }
    var scorer = CandidateScorer(names: try words.required.map { ($0, try matches($0)) })
    scorer.organization = try words.organization.map { ($0, try matches($0)) }
    scorer.titles = try words.optional.map { ($0, try matcher.exact($0)) }
    scorer.excludeOrganizationCards = words.required.isEmpty
    if words.required.count > 0, words.required.allSatisfy({ $0.count == 1 }) {
      // "J S": initials.
      scorer.names = [(words.required.joined(), try matcher.exact(words.required.joined()))]
    }
    var postings: [String: [Posting]] = [:]
    for entry in scorer.names + scorer.organization + scorer.titles {
      for match in entry.matches where postings[match.term] == nil {
        postings[match.term] = try reader.postings(match.term) ?? []
      }
    }
    return scorer.score(postings: postings)
  }

  // MARK: Phones and e-mail

  func phoneCandidates(_ digits: String) throws -> [CandidateScorer.Candidate] {
    guard let parsed = phoneParser.parse(digits.count > 15 ? String(digits.suffix(15)) : digits) else { return [] }
    var national = parsed.nationalNumber
    if national.count < 4 { national = digits }
    let explicitCountry = parsed.countryCode != nil && digits.count > national.count
    var best: [Int64: CandidateScorer.Candidate] = [:]
    func consider(_ key: String, quality: Double, why: String, checkCountry: Bool) throws {
      for row in try reader.phones(reversedPrefix: key) {
        if checkCountry, explicitCountry, row.countryCode != 0, row.countryCode != parsed.countryCode { continue }
        let whole = row.digits.count == key.count
        let score = whole ? quality : quality - 0.05
        let text = whole ? "phone \(why)" : "phone ending \(String(key.reversed()))"
        if let current = best[row.document], current.score >= score { continue }
        best[row.document] = CandidateScorer.Candidate(
          document: row.document, tier: .exact, score: score, matched: 1, wanted: 1, why: [text],
          isOrganizationCard: false)
      }
    }
    try consider(String(national.reversed()), quality: 1, why: parsed.e164 ?? national, checkCountry: true)
    if best.isEmpty, national.count > 7 {
      // Written without its country code in the book, or with another trunk prefix: the last 7 digits.
      try consider(String(national.suffix(7).reversed()), quality: 0.9, why: national, checkCountry: false)
    }
    return Array(best.values)
  }

  func emailCandidates(_ address: String) throws -> [CandidateScorer.Candidate] {
    var candidates: [CandidateScorer.Candidate] = []
    for posting in try reader.postings(address) ?? [] where posting.field == .email {
      candidates.append(CandidateScorer.Candidate(
        document: posting.document, tier: .exact, score: 1, matched: 1, wanted: 1, why: ["e-mail \(address)"],
        isOrganizationCard: posting.flags.contains(.organizationCard)))
    }
    if candidates.isEmpty, let at = address.lastIndex(of: "@") {
      let local = String(address[..<at])
      for posting in try reader.postings(local) ?? [] where posting.field == .emailLocal {
        // Same name, another domain: a suggestion, not an answer.
        candidates.append(CandidateScorer.Candidate(
          document: posting.document, tier: .fuzzy, score: 0.5, matched: 0, wanted: 1,
          why: ["e-mail name \(local) (another domain)"], isOrganizationCard: false))
      }
    }
    return candidates
  }

  // MARK: Relations

  /// The contacts a relation on the "me" card names ("mom" → the card's mother), or why there are none.
  func relationCandidates(_ words: [String]) throws -> (candidates: [CandidateScorer.Candidate], why: String?) {
    let phrase = words.joined(separator: " ")
    let labels = Relations.labels(for: phrase)
    guard let meID = try String.fetchOne(db, sql: "SELECT contactUID FROM me WHERE id = 1"),
      let me = try ContactStore.summaryRow(id: meID, in: db)?.summary
    else {
      return ([], labels.isEmpty ? nil : "no card is set as yours (kith me ID), so '\(phrase)' names no one")
    }
    var relations: [LabeledValue<ContactRelation>] = []
    for label in labels {
      relations = me.contactRelations.filter { $0.label == label }
      if !relations.isEmpty { break }
    }
    if relations.isEmpty {
      relations = me.contactRelations.filter {
        guard let label = $0.label else { return false }
        return NameFolding.fold(label.rawValue) == phrase || NameFolding.fold(label.description) == phrase
      }
    }
    guard !relations.isEmpty else {
      return ([], labels.isEmpty ? nil : "your card lists no \(phrase)")
    }
    var candidates: [CandidateScorer.Candidate] = []
    var missing: [String] = []
    for relation in relations {
      let spoken = relation.label.map(Relations.spoken) ?? phrase
      let person = relation.value
      if let uri = person.uri, let document = try reader.document(uid: uri) {
        candidates.append(relationCandidate(document, "your \(spoken)"))
        continue
      }
      guard !person.name.isEmpty else { continue }
      let words = QueryText.QueryWords(required: NameFolding.words(person.name))
      let found = try nameCandidates(words).filter { $0.isFullMatch && $0.tier == .exact }
      let best = found.map(\.score).max() ?? 0
      let people = found.filter { $0.score >= best - 0.02 && best >= 0.9 }
      if people.isEmpty {
        missing.append("your \(spoken), \(person.name), has no card of their own")
      }
      for person in people {
        candidates.append(relationCandidate(person.document, "your \(spoken) (\(relation.value.name))"))
      }
    }
    return (candidates, missing.isEmpty ? nil : missing.joined(separator: "; "))
  }

  private func relationCandidate(_ document: Int64, _ why: String) -> CandidateScorer.Candidate {
    CandidateScorer.Candidate(
      document: document, tier: .exact, score: 1, matched: 1, wanted: 1, why: [why], isOrganizationCard: false)
  }

  // MARK: The decision

  func decide(_ text: String, phrase: String, candidates: [CandidateScorer.Candidate]) throws -> Resolution {
    // One entry per document: its best reading.
    var byDocument: [Int64: CandidateScorer.Candidate] = [:]
    for candidate in candidates {
      if let current = byDocument[candidate.document], Resolver.better(current, than: candidate) { continue }
      byDocument[candidate.document] = candidate
    }
    let full = byDocument.values.filter { $0.isFullMatch && $0.score >= Resolver.floor }
    guard let bestTier = full.map(\.tier).min() else {
      return try notFound(text, suggestions: Array(byDocument.values))
    }
    let inTier = full.filter { $0.tier == bestTier }
    let best = inTier.map(\.score).max()!
    let competitors = inTier.filter { $0.score >= best - Resolver.competitionWindow }
    let names = try reader.names(of: competitors.map(\.document))
    let affinity = try Affinity.load(
      uids: competitors.compactMap { names[$0.document]?.uid }, phrase: phrase, now: now, in: db)

    let ranked = competitors.sorted { a, b in
      let (scoreA, scoreB) = ((a.score * 100).rounded(), (b.score * 100).rounded())
      if scoreA != scoreB { return scoreA > scoreB }
      let (weightA, weightB) = (
        affinity.weight(of: names[a.document]?.uid ?? ""), affinity.weight(of: names[b.document]?.uid ?? "")
      )
      if weightA != weightB { return weightA > weightB }
      let (keyA, keyB) = (names[a.document]?.sortKey ?? "", names[b.document]?.sortKey ?? "")
      return keyA != keyB ? keyA < keyB : a.document < b.document
    }
    let byScore = competitors.map(\.score).sorted(by: >)
    var status: Resolution.Status =
      byScore.count == 1 || byScore[0] - byScore[1] >= Resolver.uniqueMargin ? .unique : .ambiguous
    var chosen = ranked
    if status == .unique, let top = competitors.max(by: { $0.score < $1.score }) {
      chosen = [top]
    } else if let learned = affinity.decisiveChoice,
      let pick = ranked.first(where: { names[$0.document]?.uid == learned })
    {
      status = .unique
      var picked = pick
      picked.why.append("you chose \(names[pick.document]?.name ?? learned) for '\(phrase)' before")
      chosen = [picked]
    }
    var results = chosen.prefix(status == .unique ? 1 : limit).map { candidate in
      Resolution.Candidate(
        uid: names[candidate.document]?.uid ?? "", name: names[candidate.document]?.name ?? "",
        score: (candidate.score * 1000).rounded() / 1000, why: candidate.why.joined(separator: ", "))
    }
    if status == .ambiguous {
      results = try groupSamePerson(results, documents: Array(chosen.prefix(limit).map(\.document)))
    }
    return Resolution(query: text, status: status, results: Array(results))
  }

  /// A suggestion list (never acted on) from partial and weak matches.
  private func notFound(_ text: String, suggestions: [CandidateScorer.Candidate]) throws -> Resolution {
    let top = suggestions.filter { $0.matched > 0 || $0.tier == .fuzzy }.sorted {
      let a = Double($0.matched) / Double(max($0.wanted, 1)) * $0.score
      let b = Double($1.matched) / Double(max($1.wanted, 1)) * $1.score
      return a != b ? a > b : $0.document < $1.document
    }.prefix(5)
    let names = try reader.names(of: top.map(\.document))
    let results = top.map { candidate in
      let coverage = Double(candidate.matched) / Double(max(candidate.wanted, 1))
      let score = min(0.49, candidate.score * max(coverage, 0.5) * 0.6)
      return Resolution.Candidate(
        uid: names[candidate.document]?.uid ?? "", name: names[candidate.document]?.name ?? "",
        score: (score * 1000).rounded() / 1000, why: "did you mean? " + candidate.why.joined(separator: ", "))
    }
    return Resolution(query: text, status: .notFound, results: results)
  }

  /// Puts cards that share a phone number next to each other and marks them as the same person.
  private func groupSamePerson(_ results: [Resolution.Candidate], documents: [Int64]) throws -> [Resolution.Candidate] {
    let keys = try reader.phoneKeys(of: documents)
    var owner: [String: Int] = [:]
    var partner: [Int: Int] = [:]
    for (index, document) in documents.enumerated() {
      for key in keys[document] ?? [] where key.count >= 7 {
        if let first = owner[key], first != index {
          partner[index] = partner[index] ?? first
        } else {
          owner[key] = index
        }
      }
    }
    guard !partner.isEmpty else { return results }
    var ordered: [Resolution.Candidate] = []
    var placed = Set<Int>()
    for index in results.indices where !placed.contains(index) {
      ordered.append(results[index])
      placed.insert(index)
      for (other, first) in partner.sorted(by: { $0.key < $1.key }) where first == index && !placed.contains(other) {
        var twin = results[other]
        twin.samePersonAs = results[index].uid
        ordered.append(twin)
        placed.insert(other)
      }
    }
    return ordered
  }

  static func better(_ a: CandidateScorer.Candidate, than b: CandidateScorer.Candidate) -> Bool {
    if a.isFullMatch != b.isFullMatch { return a.isFullMatch }
    if a.tier != b.tier { return a.tier < b.tier }
    return a.score >= b.score
  }
}
