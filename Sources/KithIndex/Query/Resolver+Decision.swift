import Foundation
import GRDB
import KithCore
import KithStore

/// The decision of docs/RESOLVE.md: unique, ambiguous or not found, and the contacts to offer.
extension Resolver {
  /// `fuzzyMayDecide: false` keeps a typo or sound-alike from being `unique` (the query is a real name).
  /// `twinsMustMatch`: the query singles out a card ("Daniel Kim at Globex"), so another card of the same
  /// person is offered only if it matches too.
  func decide(
    _ text: String, phrase: String, candidates: [CandidateScorer.Candidate], fuzzyMayDecide: Bool = true,
    twinsMustMatch: Bool = false
  ) throws -> Resolution {
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
    // Fields are read in place: a candidate is costly to copy (its reasons), and there may be thousands.
    for index in indices {
      guard candidates[index].isFullMatch, candidates[index].score >= Resolver.floor, candidates[index].tier < .suggestion
      else { continue }
      let (tier, score) = (candidates[index].tier, candidates[index].score)
      if bestTier == nil || tier < bestTier! {
        bestTier = tier
        best = score
      } else if tier == bestTier, score > best {
        best = score
      }
    }
    guard let bestTier else {
      return try notFound(text, suggestions: indices.map { candidates[$0] })
    }
    let competitorIndices = indices.filter { index in
      candidates[index].isFullMatch && candidates[index].tier == bestTier
        && candidates[index].score >= best - Resolver.competitionWindow && candidates[index].score >= Resolver.floor
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
    if bestTier == .fuzzy, !fuzzyMayDecide { status = .ambiguous }

    var chosen: [CandidateScorer.Candidate]
    if status == .unique {
      let winner = candidates[competitorIndices.max { candidates[$0].score < candidates[$1].score }!]
      chosen = [winner]
      // One person on two cards (a shared phone) is offered together, even when one card matched better.
      let twins = try sharingAPhone(
        with: winner.document, among: indices.map { candidates[$0] }, fullMatchesOnly: twinsMustMatch)
      if !twins.isEmpty {
        status = .ambiguous
        chosen += twins
      }
    } else if let learned = try affinity.decisiveChoice(phrase, reader),
      let index = competitorIndices.first(where: { candidates[$0].document == learned.document })
    {
      status = .unique
      var pick = candidates[index]
      pick.addReason(.text("you chose \(learned.name) for '\(phrase)' before"))
      chosen = [pick]
    } else {
      // Best score first (to the hundredth), then the user's own use, then the document (the display
      // order of equals is settled by name below, for the ones shown). Keys are sorted, not candidates.
      let weights = try affinity.weights(reader)
      let picks = try affinity.picks(phrase, reader)
      var keys: [(score: Int, weight: Double, document: Int64, index: Int)] = []
      keys.reserveCapacity(competitorIndices.count)
      let weighed = !weights.isEmpty || !picks.isEmpty
      for index in competitorIndices {
        let document = candidates[index].document
        let weight = weighed ? (weights[document] ?? 0) + 0.5 * Double(max(0, picks[document] ?? 0)) : 0
        keys.append((Int((candidates[index].score * 100).rounded()), weight, document, index))
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
        why: candidate.reasons.map { $0.text }.joined(separator: ", "))
    }
    if status == .ambiguous {
      results = try groupSamePerson(results, documents: chosen.map { $0.document })
    }
    return Resolution(query: text, status: status, results: results)
  }

  /// Other cards of the same person as `document`: sharing one of its phone numbers (7 digits or more),
  /// and meeting every word of the query or at least its given name (a family sharing a landline is
  /// several people; Hannah Schwarz and Hannah Schwartz on one mobile number is one).
  private func sharingAPhone(
    with document: Int64, among candidates: [CandidateScorer.Candidate], fullMatchesOnly: Bool
  ) throws -> [CandidateScorer.Candidate] {
    let own = (try reader.phoneKeys(of: [document])[document] ?? []).filter { $0.count >= 7 }
    guard !own.isEmpty else { return [] }
    var sharing = Set<Int64>()
    for key in own {
      for row in try reader.phones(reversedPrefix: String(key.prefix(7)))
      where row.document != document && Resolver.sameNumber(key, row.digits) {
        sharing.insert(row.document)
      }
    }
    guard !sharing.isEmpty else { return [] }
    var twins: [CandidateScorer.Candidate] = []
    for other in sharing.sorted() {
      if let full = candidates.first(where: { $0.document == other && $0.isFullMatch && $0.score >= Resolver.floor }) {
        twins.append(full)
        continue
      }
      // Its given name among the words this query read, or the formal name of one of them ("Kasia
      // Wiśniewska" and Katarzyna Wiśniewska on one mobile number).
      guard !fullMatchesOnly else { continue }
      if let twin = try givenNameTwin(other, terms: memo.postings.keys.sorted()) { twins.append(twin) }
    }
    return twins
  }

  /// A card sharing the number whose given name is a word the query read, or the formal name or a nickname
  /// of one.
  private func givenNameTwin(_ other: Int64, terms: [String]) throws -> CandidateScorer.Candidate? {
    func givenPosting(_ term: String, _ postings: [Posting]) -> Posting? {
      postings.first { $0.document == other && ($0.field == .given || $0.field == .nickname || $0.field == .phoneticGiven) }
    }
    for term in terms {
      if let postings = memo.postings[term], let posting = givenPosting(term, postings) {
        return CandidateScorer.Candidate(document: other, score: 0.5, why: "\(posting.field.spoken) \(WordMatch.display(term)), same phone")
      }
    }
    for term in terms {
      for formal in NicknameTable.shared.formalNames(for: term) + NicknameTable.shared.nicknames(for: term) {
        if let postings = try reader.postings(formal), let posting = givenPosting(formal, postings) {
          return CandidateScorer.Candidate(
            document: other, score: 0.5, why: "\(posting.field.spoken) \(WordMatch.display(formal)), same phone")
        }
      }
    }
    return nil
  }

  /// Two phone keys (reversed national digits) name one number when one ends the other: the same number
  /// written with and without a trunk prefix or area code ("030 2312 5602" and "+49 30 2312 5602").
  static func sameNumber(_ a: String, _ b: String) -> Bool {
    min(a.count, b.count) >= 7 && (a.hasPrefix(b) || b.hasPrefix(a))
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
    let chosen = top.map { $0.candidate }
    let names = try reader.names(of: chosen.map { $0.document })
    let results = chosen.map { candidate in
      let coverage = Double(candidate.matched) / Double(max(candidate.wanted, 1))
      let score = min(0.49, candidate.score * max(coverage, 0.5) * 0.6)
      return Resolution.Candidate(
        uid: names[candidate.document]?.uid ?? "", name: names[candidate.document]?.name ?? "",
        score: (score * 1000).rounded() / 1000,
        why: "did you mean? " + candidate.reasons.map { $0.text }.joined(separator: ", "))
    }
    return Resolution(query: text, status: .notFound, results: results)
  }

  /// Puts cards that share a phone number next to each other and marks them as the same person.
  private func groupSamePerson(_ results: [Resolution.Candidate], documents: [Int64]) throws -> [Resolution.Candidate] {
    let keys = try reader.phoneKeys(of: documents)
    // Keys by their last seven digits (the first seven of the reversed key): only those can be one number.
    var owners: [Substring: [(key: String, index: Int)]] = [:]
    var partner: [Int: Int] = [:]
    for (index, document) in documents.enumerated() {
      for key in keys[document] ?? [] where key.count >= 7 {
        let bucket = key.prefix(7)
        if let first = owners[bucket]?.first(where: { $0.index != index && Resolver.sameNumber($0.key, key) }) {
          partner[index] = partner[index] ?? first.index
        } else {
          owners[bucket, default: []].append((key, index))
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
