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
      var candidates = try nameCandidates(words, exactOnly: relationWords)
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

  func nameCandidates(_ words: QueryText.QueryWords, exactOnly: Bool = false) throws -> [CandidateScorer.Candidate] {
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
    var candidates = try scoreNames(words, pass: .exact)
    if !exactOnly, !found(candidates, tier: .exact) {
      // Fuzzy passes score only contacts that meet every word; when none do, the exact pass's partial
      // matches stay as the suggestions.
      let exact = candidates
      candidates = try scoreNames(words, pass: .restricted)
      if !found(candidates, tier: .fuzzy) {
        candidates = try scoreNames(words, pass: .everything)
      }
      if candidates.isEmpty { candidates = exact }
      // Pass 4: a name written apart that the book has as one word ("O Brien", "Mc Donald").
      var joinedAt = 0
      while !found(candidates, tier: .fuzzy), words.required.count <= 3, joinedAt + 1 < words.required.count {
        var joined = words
        joined.required[joinedAt] += joined.required.remove(at: joinedAt + 1)
        let attempt = try scoreNames(joined, pass: .everything)
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

  enum Pass { case exact, restricted, everything }

  private func scoreNames(_ words: QueryText.QueryWords, pass: Pass) throws -> [CandidateScorer.Candidate] {
    // While typing, the last of several words may be just a couple of letters ("John Sm").
    let prefixFrom = words.required.count + words.organization.count > 1 ? 2 : 3
    func matches(_ word: String) throws -> [WordMatch] {
      if QueryText.isInitial(word) { return [] }
      let key = "\(pass)\u{1}\(prefixFrom)\u{1}\(word)"
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
    if words.required.count > 0, words.required.allSatisfy(QueryText.isInitial) {
      // "J S": initials.
      scorer.names = [(words.required.joined(), try matcher.exact(words.required.joined()))]
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
    var everyWord: Set<Int64>?
    for (entry, isName) in words {
      try read(entry)
      guard words.count >= 2 else { break }
      let documents = scorer.documents(meeting: entry, isName: isName, postings: postings)
      everyWord = everyWord.map { $0.intersection(documents) } ?? documents
      if everyWord!.isEmpty { break }
    }
    for entry in scorer.titles { try read(entry) }
    // Contacts that meet only some words matter only as suggestions when nobody meets them all.
    if words.count >= 2, let everyWord {
      if everyWord.isEmpty, pass != .exact { return [] }
      if !everyWord.isEmpty { scorer.only = everyWord }
    }
    return scorer.score(postings: postings)
  }

  // MARK: Phones and e-mail

  func phoneCandidates(_ digits: String) throws -> [CandidateScorer.Candidate] {
    // International prefixes other than the region's: 00 (most of the world) and 011 (NANP).
    var readings = [digits]
    if digits.hasPrefix("00") { readings.append("+" + digits.dropFirst(2)) }
    if digits.hasPrefix("011") { readings.append("+" + digits.dropFirst(3)) }
    var fallback: [CandidateScorer.Candidate] = []
    for reading in readings {
      let found = try phoneCandidates(reading: reading, digits: digits)
      if found.contains(where: { $0.score >= 1 }) { return found }
      if fallback.isEmpty { fallback = found }
    }
    return fallback
  }

  private func phoneCandidates(reading: String, digits: String) throws -> [CandidateScorer.Candidate] {
    let text = reading.count > 16 ? String(reading.suffix(15)) : reading
    guard let parsed = phoneParser.parse(text) else { return [] }
    var national = parsed.nationalNumber
    if national.count < 4 { national = digits }
    let explicitCountry = parsed.countryCode != nil && PhoneNumberParser.digitsOnly(reading).count > national.count
    var best: [Int64: CandidateScorer.Candidate] = [:]
    func consider(_ key: String, quality: Double, why: String, checkCountry: Bool) throws {
      for row in try reader.phones(reversedPrefix: key) {
        if checkCountry, explicitCountry, row.countryCode != 0, row.countryCode != parsed.countryCode { continue }
        let whole = row.digits.count == key.count
        let score = whole ? quality : quality - 0.05
        let text = whole ? "phone \(why)" : "phone ending \(String(key.reversed()))"
        if let current = best[row.document], current.score >= score { continue }
        best[row.document] = CandidateScorer.Candidate(document: row.document, score: score, why: text)
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
      candidates.append(CandidateScorer.Candidate(document: posting.document, score: 1, why: "e-mail \(address)"))
    }
    if candidates.isEmpty, let at = address.lastIndex(of: "@") {
      let local = String(address[..<at])
      for document in try reader.emailOwners(local: local) {
        // Same name, another domain: a suggestion, not an answer.
        candidates.append(CandidateScorer.Candidate(
          document: document, tier: .fuzzy, score: 0.5, matched: 0, why: "e-mail name \(local) (another domain)"))
      }
    }
    return candidates
  }

  // MARK: Relations

  /// The contacts a relation on the "me" card names ("mom" → the card's mother), or why there are none.
  func relationCandidates(_ words: [String]) throws -> (candidates: [CandidateScorer.Candidate], why: String?) {
    let phrase = words.joined(separator: " ")
    let labels = Relations.labels(for: phrase)
    if labels.isEmpty {
      // Only a custom label on the owner's card could answer: look before reading the card.
      let relations = try String.fetchOne(
        db.cachedStatement(sql: "SELECT relations FROM contact WHERE uid = (SELECT contactUID FROM me WHERE id = 1)"))
      guard let relations, NameFolding.fold(relations).contains(phrase) else { return ([], nil) }
    }
    guard let meID = try String.fetchOne(db.cachedStatement(sql: "SELECT contactUID FROM me WHERE id = 1")),
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
    CandidateScorer.Candidate(document: document, score: 1, why: why)
  }

  // MARK: The decision

  func decide(_ text: String, phrase: String, candidates: [CandidateScorer.Candidate]) throws -> Resolution {
    // One entry per document: its best reading (indices into `candidates`, which are not copied).
    // Candidates of one word search name each document once; only merged lists need the dictionary.
    var bestIndex: [Int64: Int] = [:]
    if candidates.count > 1, !Resolver.documentsAreDistinct(candidates) {
      bestIndex.reserveCapacity(candidates.count)
      for (index, candidate) in candidates.enumerated() {
        if let current = bestIndex[candidate.document], Resolver.better(candidates[current], than: candidate) {
          continue
        }
        bestIndex[candidate.document] = index
      }
    }
    let indices = bestIndex.isEmpty ? Array(candidates.indices) : Array(bestIndex.values)
    var bestTier: MatchTier?
    var best = 0.0
    for index in indices {
      let candidate = candidates[index]
      guard candidate.isFullMatch, candidate.score >= Resolver.floor else { continue }
      if bestTier == nil || candidate.tier < bestTier! {
        bestTier = candidate.tier
        best = candidate.score
      } else if candidate.tier == bestTier, candidate.score > best {
        best = candidate.score
      }
    }
    guard let bestTier else {
      return try notFound(text, suggestions: indices.map { candidates[$0] })
    }
    let competitorIndices = indices.filter { index in
      let candidate = candidates[index]
      return candidate.isFullMatch && candidate.tier == bestTier
        && candidate.score >= best - Resolver.competitionWindow && candidate.score >= Resolver.floor
    }
    var second = -1.0
    var firstSeen = false
    for index in competitorIndices {
      let score = candidates[index].score
      if score == best, !firstSeen {
        firstSeen = true
      } else {
        second = max(second, score)
      }
    }
    var status: Resolution.Status = best - second >= Resolver.uniqueMargin ? .unique : .ambiguous

    var chosen: [CandidateScorer.Candidate]
    if status == .unique {
      chosen = [candidates[competitorIndices.max { candidates[$0].score < candidates[$1].score }!]]
    } else if let learned = try affinity.decisiveChoice(phrase, reader),
      let index = competitorIndices.first(where: { candidates[$0].document == learned.document })
    {
      status = .unique
      var pick = candidates[index]
      pick.reasons.append(.text("you chose \(learned.name) for '\(phrase)' before"))
      chosen = [pick]
    } else {
      // Best score first (to the hundredth), then the user's own use, then the document (the display
      // order of equals is settled by name below, for the ones shown). Keys are sorted, not candidates.
      let weights = try affinity.weights(reader)
      let picks = try affinity.picks(phrase, reader)
      var keys: [(score: Int, weight: Double, document: Int64, index: Int)] = []
      keys.reserveCapacity(competitorIndices.count)
      for index in competitorIndices {
        let candidate = candidates[index]
        let weight = (weights[candidate.document] ?? 0) + 0.5 * Double(max(0, picks[candidate.document] ?? 0))
        keys.append((Int((candidate.score * 100).rounded()), weight, candidate.document, index))
      }
      func ahead(_ a: (score: Int, weight: Double, document: Int64, index: Int),
                 _ b: (score: Int, weight: Double, document: Int64, index: Int)) -> Bool {
        if a.score != b.score { return a.score > b.score }
        if a.weight != b.weight { return a.weight > b.weight }
        return a.document < b.document
      }
      var shown: [(score: Int, weight: Double, document: Int64, index: Int)]
      if keys.count > limit * 4 {
        // Only the first `limit` are shown: keep them without sorting everything.
        shown = []
        for key in keys {
          if shown.count < limit {
            shown.append(key)
            if shown.count == limit { shown.sort(by: ahead) }
          } else if ahead(key, shown[limit - 1]) {
            shown.removeLast()
            let position = shown.firstIndex { ahead(key, $0) } ?? shown.count
            shown.insert(key, at: position)
          }
        }
        if shown.count < limit { shown.sort(by: ahead) }
      } else {
        shown = Array(keys.sorted(by: ahead).prefix(limit))
      }
      let names = try reader.names(of: shown.map { $0.document })
      shown.sort { a, b in
        if a.score != b.score { return a.score > b.score }
        if a.weight != b.weight { return a.weight > b.weight }
        let (nameA, nameB) = (names[a.document]?.sortKey ?? "", names[b.document]?.sortKey ?? "")
        return nameA != nameB ? nameA < nameB : a.document < b.document
      }
      chosen = shown.map { candidates[$0.index] }
    }
    let names = try reader.names(of: chosen.map { $0.document })
    var results = chosen.map { candidate in
      Resolution.Candidate(
        uid: names[candidate.document]?.uid ?? "", name: names[candidate.document]?.name ?? "",
        score: (candidate.score * 1000).rounded() / 1000,
        why: candidate.reasons.map(\.text).joined(separator: ", "))
    }
    if status == .ambiguous {
      results = try groupSamePerson(results, documents: chosen.map(\.document))
    }
    return Resolution(query: text, status: status, results: results)
  }

  /// A suggestion list (never acted on) from partial and weak matches.
  private func notFound(_ text: String, suggestions: [CandidateScorer.Candidate]) throws -> Resolution {
    // The five best by share of words met times score, without sorting them all.
    var top: [(key: Double, candidate: CandidateScorer.Candidate)] = []
    for candidate in suggestions where candidate.matched > 0 || candidate.tier == .fuzzy {
      let key = Double(candidate.matched) / Double(max(candidate.wanted, 1)) * candidate.score
      if top.count == 5, let last = top.last, key < last.key || (key == last.key && candidate.document > last.candidate.document) {
        continue
      }
      let position = top.firstIndex { key > $0.key || (key == $0.key && candidate.document < $0.candidate.document) } ?? top.count
      top.insert((key, candidate), at: position)
      if top.count > 5 { top.removeLast() }
    }
    let chosen = top.map(\.candidate)
    let names = try reader.names(of: chosen.map(\.document))
    let results = chosen.map { candidate in
      let coverage = Double(candidate.matched) / Double(max(candidate.wanted, 1))
      let score = min(0.49, candidate.score * max(coverage, 0.5) * 0.6)
      return Resolution.Candidate(
        uid: names[candidate.document]?.uid ?? "", name: names[candidate.document]?.name ?? "",
        score: (score * 1000).rounded() / 1000,
        why: "did you mean? " + candidate.reasons.map(\.text).joined(separator: ", "))
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

  /// A token with dots, dashes, plus signs or digits reads as an e-mail name, not a person's name.
  static func looksLikeHandle(_ token: String) -> Bool {
    token.contains(where: { "._-+".contains($0) }) || token.contains(where: \.isNumber)
  }

  /// True when no document appears twice (documents of one scoring run come sorted and once each).
  static func documentsAreDistinct(_ candidates: [CandidateScorer.Candidate]) -> Bool {
    var previous = candidates[0].document
    for candidate in candidates.dropFirst() {
      guard candidate.document > previous else { return false }
      previous = candidate.document
    }
    return true
  }

  static func better(_ a: CandidateScorer.Candidate, than b: CandidateScorer.Candidate) -> Bool {
    if a.isFullMatch != b.isFullMatch { return a.isFullMatch }
    if a.tier != b.tier { return a.tier < b.tier }
    return a.score >= b.score
  }
}
