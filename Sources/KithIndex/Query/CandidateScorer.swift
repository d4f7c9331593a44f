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
    /// two are kept apart: most candidates have one or two, and an array each would cost an allocation
    /// each.
    private var firstReason: Reason?
    private var secondReason: Reason?
    private var otherReasons: [Reason] = []

    var reasons: [Reason] {
      guard let firstReason else { return otherReasons }
      guard let secondReason else { return [firstReason] + otherReasons }
      return [firstReason, secondReason] + otherReasons
    }

    var isFullMatch: Bool { matched == wanted }

    init(document: Int64, tier: MatchTier, score: Double, matched: Int, wanted: Int, reasons: [Reason]) {
      self.document = document
      self.tier = tier
      self.score = score
      self.matched = matched
      self.wanted = wanted
      for reason in reasons { addReason(reason) }
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
      if firstReason == nil {
        firstReason = reason
      } else if secondReason == nil {
        secondReason = reason
      } else {
        otherReasons.append(reason)
      }
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

  /// The query's words and their matches, shared by every candidate's reasons.
  final class Words {
    let entries: [(word: String, matches: [WordMatch])]

    init(_ entries: [(word: String, matches: [WordMatch])]) {
      self.entries = entries
    }
  }

  /// Why a word matched, cheap to keep (and copy) for every candidate: positions in the shared ``Words``,
  /// turned into text only for the contacts shown.
  ///
  /// NB: the words are held unretained, so that copying a candidate (thousands a query) retains nothing;
  /// ``score(postings:keeping:)`` hands them to the query's memo, which outlives every candidate.
  enum Reason {
    case match(Unmanaged<Words>, entry: Int32, match: Int32, field: IndexedField, variant: Bool)
    case initial(Unmanaged<Words>, entry: Int32)
    case text(String)

    var text: String {
      switch self {
      case .match(let words, let entry, let index, let field, let variant):
        let (query, matches) = words.takeUnretainedValue().entries[Int(entry)]
        let match = matches[Int(index)]
        return match.why(query: query, field: field) + (variant && match.kind == .exact ? " (spelling)" : "")
      case .initial(let words, let entry):
        return "initial \(words.takeUnretainedValue().entries[Int(entry)].word.uppercased())"
      case .text(let text): return text
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
  /// When set, only these documents are scored (those that meet every word), sorted.
  var only: [Int64]?
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

  /// Whether the sorted list has `document`: a binary search (the list is a few dozen documents).
  static func contains(_ sorted: [Int64], _ document: Int64) -> Bool {
    sorted.sortedContains(document)
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

  /// Every candidate the postings make. `keeping` holds the query's words for as long as the candidates
  /// live (their reasons point at them unretained).
  func score(postings: [String: [Posting]], keeping memo: Resolver.Memo) -> [Candidate] {
    let entries = names + organization + titles
    let owned = Words(entries)
    memo.words.append(owned)
    let words = Unmanaged.passUnretained(owned)
    let nameCount = names.count
    let titleBase = nameCount + organization.count
    let qualified = !organization.isEmpty
    var options: [Option] = []
    // Grown once, not appended into doubling after doubling: a common name has thousands of postings.
    var total = 0
    for entry in entries { for match in entry.matches { total += postings[match.term]?.count ?? 0 } }
    options.reserveCapacity(only.map { min(total, $0.count * entries.count * 2) } ?? total)

    for (index, entry) in entries.enumerated() where !QueryText.isInitial(entry.word) {
      let isName = index < nameCount
      let isTitle = index >= titleBase
      for (offset, match) in entry.matches.enumerated() {
        if isTitle && match.kind != .exact { continue }
        for posting in postings[match.term] ?? [] where match.applies(to: posting.field) {
          if let only, !CandidateScorer.contains(only, posting.document) { continue }
          let field = posting.field
          if initialsOnly ? field != .initials : noInitials && field == .initials { continue }
          if isName && (field == .prefix || field == .suffix || (qualified && field.isOrganization)) { continue }
          if !isName && !isTitle && !field.isOrganization { continue }
          // A title meets the name's prefix ("Dr."), or its suffix for "Jr."/"Sr.".
          if isTitle && field != .prefix && field != .suffix { continue }
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
    candidates.reserveCapacity(options.count)
    var start = 0
    // Reused from document to document: the options of one document, and their reasons.
    var group: [Option] = []
    var reasons: [(Int, Reason)] = []
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
        candidates.append(single(option, words: words))
        continue
      }
      group.removeAll(keepingCapacity: true)
      group.append(contentsOf: options[start..<end])
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
      candidates.append(assign(&group, reasons: &reasons, words: words, wanted: wanted, titleBase: titleBase))
    }
    return candidates
  }

  private func single(_ option: Option, words: Unmanaged<Words>) -> Candidate {
    let posting = option.posting
    let reason = Reason.match(
      words, entry: Int32(option.word), match: option.match & 0xFFFF, field: option.field, variant: option.variant)
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
    _ options: inout [Option], reasons: inout [(Int, Reason)], words: Unmanaged<Words>, wanted: Int, titleBase: Int
  ) -> Candidate {
    let entries = words.takeUnretainedValue().entries
    let posting = options[0].posting
    if options.count > 1 {
      options.sort { $0.value > $1.value || ($0.value == $1.value && $0.tier < $1.tier) }
    }
    let sorted = options
    var usedWords: UInt64 = 0
    // A contact's word is its field (5 bits) and position (first 8): a bit in four words.
    var usedSlots: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var total = 0.0
    var tier = MatchTier.exact
    var matched = 0
    var nameSlots = 0
    reasons.removeAll(keepingCapacity: true)
    var titleMatched = false
    for option in sorted {
      let wordBit: UInt64 = 1 << UInt64(min(option.word, 63))
      let slot = Int(option.field.rawValue) << 3 | Int(min(option.position, 7))
      let slotBit: UInt64 = 1 << UInt64(slot & 63)
      let slotWord = slot >> 6
      let bits: UInt64
      switch slotWord {
      case 0: bits = usedSlots.0
      case 1: bits = usedSlots.1
      case 2: bits = usedSlots.2
      default: bits = usedSlots.3
      }
      let taken = bits & slotBit != 0
      guard usedWords & wordBit == 0, !taken else { continue }
      usedWords |= wordBit
      switch slotWord {
      case 0: usedSlots.0 |= slotBit
      case 1: usedSlots.1 |= slotBit
      case 2: usedSlots.2 |= slotBit
      default: usedSlots.3 |= slotBit
      }
      if option.match < 0 {
        reasons.append((option.word, .initial(words, entry: Int32(option.word))))
      } else {
        reasons.append((
          option.word,
          .match(words, entry: Int32(option.word), match: option.match & 0xFFFF, field: option.field, variant: option.variant)
        ))
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
    // A title in the query ("Dr Carter") that the contact's prefix does not have counts against it, and
    // more against an organisation card, which no title names ("Prof Nagy" is not Nagy & Kovács).
    let titlePenalty = !titles.isEmpty && !titleMatched ? (posting.flags.contains(.organizationCard) ? 0.8 : 0.9) : 1
    let score = min(1, mean * (0.95 + 0.05 * coverage) * titlePenalty)
    if reasons.count > 1 { reasons.sort { $0.0 < $1.0 } }
    var candidate = Candidate(document: posting.document, tier: tier, score: score, matched: matched, wanted: wanted, reasons: [])
    for (_, reason) in reasons { candidate.addReason(reason) }
    return candidate
  }
}
