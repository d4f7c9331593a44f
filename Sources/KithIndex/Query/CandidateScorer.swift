/// Scores documents against the words of a query: each query word must meet a different word of the
/// contact; a contact's score is the mean of its words' match qualities (times field weights), nudged by
/// how much of its name the query covers; its tier is that of its weakest word.
struct CandidateScorer {
  /// A document's result.
  struct Candidate {
    var document: Int64
    var tier: MatchTier
    var score: Double
    var matched: Int
    var wanted: Int
    var why: [String]
    var isOrganizationCard: Bool

    var isFullMatch: Bool { matched == wanted }
  }

  private struct Option {
    var word: Int
    var field: IndexedField
    var position: UInt8
    var value: Double
    var tier: MatchTier
    var why: String
  }

  /// Required name words, organisation words, optional title words, with their matches.
  var names: [(word: String, matches: [WordMatch])]
  var organization: [(word: String, matches: [WordMatch])] = []
  var titles: [(word: String, matches: [WordMatch])] = []
  /// Organisation cards do not answer "someone from ORG".
  var excludeOrganizationCards = false

  func score(postings: [String: [Posting]]) -> [Candidate] {
    var options: [Int64: [Option]] = [:]
    var sample: [Int64: Posting] = [:]
    let nameCount = names.count
    let qualified = !organization.isEmpty

    for (index, entry) in names.enumerated() where entry.word.count > 1 {
      for match in entry.matches {
        for posting in postings[match.term] ?? [] where match.applies(to: posting.field) {
          if qualified, posting.field.isOrganization { continue }
          if posting.field == .prefix || posting.field == .suffix { continue }
          options[posting.document, default: []].append(
            option(index, entry.word, match, posting))
          sample[posting.document] = posting
        }
      }
    }
    for (offset, entry) in organization.enumerated() {
      for match in entry.matches {
        for posting in postings[match.term] ?? [] where posting.field.isOrganization && match.applies(to: posting.field) {
          options[posting.document, default: []].append(option(nameCount + offset, entry.word, match, posting))
          sample[posting.document] = posting
        }
      }
    }
    // Single letters are initials, checked against documents other words found.
    for (index, entry) in names.enumerated() where entry.word.count == 1 {
      guard let letter = entry.word.utf8.first else { continue }
      for (document, posting) in sample {
        let display = entry.word.uppercased()
        if posting.givenInitial == letter {
          options[document, default: []].append(Option(
            word: index, field: .given, position: 0, value: 0.8, tier: .close, why: "initial \(display)"))
        }
        if posting.familyInitial == letter {
          options[document, default: []].append(Option(
            word: index, field: .family, position: 0, value: 0.8, tier: .close, why: "initial \(display)"))
        }
      }
    }
    let titleBase = nameCount + organization.count
    for (offset, entry) in titles.enumerated() {
      for match in entry.matches where match.kind == .exact {
        for posting in postings[match.term] ?? [] where posting.field == .prefix && options[posting.document] != nil {
          options[posting.document, default: []].append(option(titleBase + offset, entry.word, match, posting))
        }
      }
    }

    let wanted = nameCount + organization.count
    var candidates: [Candidate] = []
    candidates.reserveCapacity(options.count)
    for (document, documentOptions) in options {
      let posting = sample[document]!
      if excludeOrganizationCards, posting.flags.contains(.organizationCard) { continue }
      candidates.append(assign(document, documentOptions, posting: posting, wanted: wanted, titleBase: titleBase))
    }
    return candidates
  }

  private func option(_ word: Int, _ text: String, _ match: WordMatch, _ posting: Posting) -> Option {
    var weight = posting.field.weight
    if posting.field.isOrganization, posting.flags.contains(.organizationCard) { weight = 1 }
    var why = match.why(query: text, field: posting.field)
    if match.kind == .exact, posting.flags.contains(.variant) { why += " (spelling)" }
    return Option(
      word: word, field: posting.field, position: posting.position, value: match.quality * weight,
      tier: match.tier, why: why)
  }

  /// Gives each query word its best free slot, best values first.
  private func assign(
    _ document: Int64, _ options: [Option], posting: Posting, wanted: Int, titleBase: Int
  ) -> Candidate {
    let sorted = options.sorted { $0.value > $1.value || ($0.value == $1.value && $0.tier < $1.tier) }
    var usedWords = Set<Int>()
    var usedSlots = Set<Int>()
    var total = 0.0
    var tier = MatchTier.exact
    var matched = 0
    var nameSlots = 0
    var why: [(Int, String)] = []
    var titleBonus = 0.0
    for option in sorted {
      let slot = Int(option.field.rawValue) << 8 | Int(option.position)
      guard !usedWords.contains(option.word), !usedSlots.contains(slot) else { continue }
      usedWords.insert(option.word)
      usedSlots.insert(slot)
      why.append((option.word, option.why))
      if option.word >= titleBase {
        titleBonus = 0.01
        continue
      }
      matched += 1
      total += option.value
      tier = max(tier, option.tier)
      switch option.field {
      case .given, .middle, .family, .nickname, .compactPart, .phoneticGiven, .phoneticMiddle, .phoneticFamily:
        nameSlots += 1
      case .compactName:
        nameSlots += Int(posting.nameLength)
      default:
        break
      }
    }
    let coverage = posting.nameLength == 0 ? 1 : min(1, Double(nameSlots) / Double(posting.nameLength))
    let mean = matched == 0 ? 0 : total / Double(wanted)
    let score = min(1, mean * (0.95 + 0.05 * coverage) + titleBonus)
    return Candidate(
      document: document, tier: tier, score: score, matched: matched, wanted: wanted,
      why: why.sorted { $0.0 < $1.0 }.map(\.1), isOrganizationCard: posting.flags.contains(.organizationCard))
  }
}
