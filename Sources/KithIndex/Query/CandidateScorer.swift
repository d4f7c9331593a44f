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
    /// How each matched word met the contact; turned into words only for the contacts shown. The first
    /// is kept apart: most candidates have one, and an array each would cost an allocation each.
    private var firstReason: Reason?
    private var otherReasons: [Reason] = []

    var reasons: [Reason] {
      guard let firstReason else { return otherReasons }
      return [firstReason] + otherReasons
    }

    var isFullMatch: Bool { matched == wanted }

    init(document: Int64, tier: MatchTier, score: Double, matched: Int, wanted: Int, reasons: [Reason]) {
      self.document = document
      self.tier = tier
      self.score = score
      self.matched = matched
      self.wanted = wanted
      firstReason = reasons.first
      otherReasons = Array(reasons.dropFirst())
    }

    init(document: Int64, tier: MatchTier, score: Double, reason: Reason) {
      self.document = document
      self.tier = tier
      self.score = score
      matched = 1
      wanted = 1
      firstReason = reason
    }

    mutating func addReason(_ reason: Reason) {
      if firstReason == nil { firstReason = reason } else { otherReasons.append(reason) }
    }

    /// A candidate found some other way than by words (a phone, a relation), with its reason in words.
    init(document: Int64, tier: MatchTier = .exact, score: Double, matched: Int = 1, why: String) {
      self.document = document
      self.tier = tier
      self.score = score
      self.matched = matched
      wanted = 1
      firstReason = .text(why)
    }
  }

  /// Why a word matched, cheap to keep for every candidate.
  enum Reason {
    case match(query: String, match: WordMatch, field: IndexedField, variant: Bool)
    case initial(String)
    case text(String)

    var text: String {
      switch self {
      case .match(let query, let match, let field, let variant):
        match.why(query: query, field: field) + (variant && match.kind == .exact ? " (spelling)" : "")
      case .initial(let letter): "initial \(letter.uppercased())"
      case .text(let text): text
      }
    }
  }

  private struct Option {
    var document: Int64
    var word: Int
    var field: IndexedField
    var position: UInt8
    var value: Double
    var tier: MatchTier
    /// Index into `entries` and that entry's matches; -1 for an initial.
    var match: Int32
    var variant: Bool
    var posting: Posting
  }

  /// Required name words, organisation words, optional title words, with their matches.
  var names: [(word: String, matches: [WordMatch])]
  var organization: [(word: String, matches: [WordMatch])] = []
  var titles: [(word: String, matches: [WordMatch])] = []
  /// Organisation cards do not answer "someone from ORG".
  var excludeOrganizationCards = false
  /// When set, only these documents are scored (those that meet every word).
  var only: Set<Int64>?
  /// "M.A.", "J S": only contacts' initials answer, not a name that happens to be spelt so (Ming Ma).
  var initialsOnly = false
  /// "dad", "pop", "sis": a relation word is never read as initials (Diego Álvarez Delgado).
  var noInitials = false

  /// The documents a word meets, in the fields it may meet them in (a name word outside the
  /// organisation when the query names one, an organisation word only there), sorted, each once.
  func documents(meeting entry: (word: String, matches: [WordMatch]), isName: Bool, postings: [String: [Posting]])
    -> [Int64]
  {
    let qualified = !organization.isEmpty
    var documents: [Int64] = []
    for match in entry.matches {
      for posting in postings[match.term] ?? [] where match.applies(to: posting.field) {
        let field = posting.field
        if isName && (field == .prefix || field == .suffix || (qualified && field.isOrganization)) { continue }
        if !isName && !field.isOrganization { continue }
        if documents.last != posting.document { documents.append(posting.document) }
      }
    }
    // One term's postings come sorted by document; several terms need a sort.
    if entry.matches.count > 1 {
      documents.sort()
      var unique: [Int64] = []
      unique.reserveCapacity(documents.count)
      for document in documents where unique.last != document { unique.append(document) }
      documents = unique
    }
    return documents
  }

  /// The documents in both sorted lists.
  static func intersect(_ a: [Int64], _ b: [Int64]) -> [Int64] {
    var result: [Int64] = []
    var (i, j) = (0, 0)
    while i < a.count, j < b.count {
      if a[i] == b[j] {
        result.append(a[i])
        i += 1
        j += 1
      } else if a[i] < b[j] {
        i += 1
      } else {
        j += 1
      }
    }
    return result
  }

  func score(postings: [String: [Posting]]) -> [Candidate] {
    let entries = names + organization + titles
    let nameCount = names.count
    let titleBase = nameCount + organization.count
    let qualified = !organization.isEmpty
    var options: [Option] = []

    for (index, entry) in entries.enumerated() where !QueryText.isInitial(entry.word) {
      let isName = index < nameCount
      let isTitle = index >= titleBase
      for (offset, match) in entry.matches.enumerated() {
        if isTitle && match.kind != .exact { continue }
        for posting in postings[match.term] ?? [] where match.applies(to: posting.field) {
          if let only, !only.contains(posting.document) { continue }
          let field = posting.field
          if initialsOnly ? field != .initials : noInitials && field == .initials { continue }
          if isName && (field == .prefix || field == .suffix || (qualified && field.isOrganization)) { continue }
          if !isName && !isTitle && !field.isOrganization { continue }
          if isTitle && field != .prefix { continue }
          var weight = field.weight
          if field.isOrganization, posting.flags.contains(.organizationCard) { weight = 1 }
          options.append(Option(
            document: posting.document, word: index, field: field, position: posting.position,
            value: match.quality * weight, tier: match.tier, match: Int32(index << 16 | offset),
            variant: posting.flags.contains(.variant), posting: posting))
        }
      }
    }
    options.sort { $0.document < $1.document }

    let wanted = titleBase
    var candidates: [Candidate] = []
    var start = 0
    while start < options.count {
      var end = start + 1
      while end < options.count, options[end].document == options[start].document { end += 1 }
      let posting = options[start].posting
      if excludeOrganizationCards, posting.flags.contains(.organizationCard) {
        start = end
        continue
      }
      if end == start + 1, wanted == 1, options[start].word < titleBase, titles.isEmpty,
        !names.contains(where: { QueryText.isInitial($0.word) })
      {
        // The common case of a one-word query: one option, nothing to assign.
        let option = options[start]
        start = end
        candidates.append(single(option, entries: entries, titleBase: titleBase))
        continue
      }
      var group = Array(options[start..<end])
      start = end
      // Single letters are initials, checked against the contacts other words found.
      for (index, entry) in names.enumerated() where QueryText.isInitial(entry.word) {
        guard let letter = entry.word.utf8.first else { continue }
        if posting.givenInitial == letter {
          group.append(Option(
            document: posting.document, word: index, field: .given, position: 0, value: 0.8, tier: .close,
            match: -1, variant: false, posting: posting))
        }
        if posting.middleInitial == letter {
          group.append(Option(
            document: posting.document, word: index, field: .middle, position: 0, value: 0.8, tier: .close,
            match: -1, variant: false, posting: posting))
        }
        if posting.familyInitial == letter {
          group.append(Option(
            document: posting.document, word: index, field: .family, position: 0, value: 0.8, tier: .close,
            match: -1, variant: false, posting: posting))
        }
      }
      candidates.append(assign(group, entries: entries, wanted: wanted, titleBase: titleBase))
    }
    return candidates
  }

  private func single(_ option: Option, entries: [(word: String, matches: [WordMatch])], titleBase: Int) -> Candidate {
    let posting = option.posting
    let entry = entries[option.word]
    let reason = Reason.match(
      query: entry.word, match: entry.matches[Int(option.match & 0xFFFF)], field: option.field, variant: option.variant)
    var nameSlots = 0
    switch option.field {
    case .given, .middle, .family, .nickname, .compactPart, .phoneticGiven, .phoneticMiddle, .phoneticFamily:
      nameSlots = 1
    case .compactName:
      nameSlots = Int(posting.nameLength)
    default:
      break
    }
    let coverage = posting.nameLength == 0 ? 1 : min(1, Double(nameSlots) / Double(posting.nameLength))
    return Candidate(
      document: posting.document, tier: option.tier, score: min(1, option.value * (0.95 + 0.05 * coverage)),
      reason: reason)
  }

  /// Gives each query word its best free slot, best values first.
  private func assign(
    _ options: [Option], entries: [(word: String, matches: [WordMatch])], wanted: Int, titleBase: Int
  ) -> Candidate {
    let posting = options[0].posting
    let sorted = options.count == 1 ? options : options.sorted {
      $0.value > $1.value || ($0.value == $1.value && $0.tier < $1.tier)
    }
    var usedWords: UInt64 = 0
    var usedSlots: [Int] = []
    var total = 0.0
    var tier = MatchTier.exact
    var matched = 0
    var nameSlots = 0
    var reasons: [(Int, Reason)] = []
    var titleMatched = false
    for option in sorted {
      let wordBit: UInt64 = 1 << UInt64(min(option.word, 63))
      let slot = Int(option.field.rawValue) << 8 | Int(option.position)
      guard usedWords & wordBit == 0, !usedSlots.contains(slot) else { continue }
      usedWords |= wordBit
      usedSlots.append(slot)
      let entry = entries[option.word]
      if option.match < 0 {
        reasons.append((option.word, .initial(entry.word)))
      } else {
        let match = entry.matches[Int(option.match & 0xFFFF)]
        reasons.append((option.word, .match(query: entry.word, match: match, field: option.field, variant: option.variant)))
      }
      if option.word >= titleBase {
        titleMatched = true
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
    // An initial the contact has no name for ("Charles F. Xavier" for a card without a middle name)
    // cannot be checked; it does not count against a contact whose whole name the other words met.
    var wanted = wanted
    if matched < wanted, nameSlots >= Int(posting.nameLength), posting.nameLength > 0 {
      let unmetInitials = (0..<titleBase).filter { word in
        usedWords & (1 << UInt64(min(word, 63))) == 0 && QueryText.isInitial(entries[word].word)
      }
      if unmetInitials.count == wanted - matched { wanted = matched }
    }
    let coverage = posting.nameLength == 0 ? 1 : min(1, Double(nameSlots) / Double(posting.nameLength))
    let mean = matched == 0 ? 0 : total / Double(max(wanted, 1))
    // A title in the query ("Dr Carter") that the contact's prefix does not have counts against it.
    let titlePenalty = !titles.isEmpty && !titleMatched ? 0.9 : 1
    let score = min(1, mean * (0.95 + 0.05 * coverage) * titlePenalty)
    if reasons.count > 1 { reasons.sort { $0.0 < $1.0 } }
    return Candidate(
      document: posting.document, tier: tier, score: score, matched: matched, wanted: wanted,
      reasons: reasons.map(\.1))
  }
}
