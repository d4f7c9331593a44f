import Foundation
import KithCore
import KithStore

/// Cards that are probably one person: the same phone once normalised, the same e-mail, the same name
/// written with a nickname or another transliteration, the same birthday, one card's name inside another's.
///
/// ```swift
/// let finder = try DuplicateFinder(store: store, parser: index.phoneParser)
/// for group in finder.groups() { print(group.confidence, group.members.map(\.name), group.evidence) }
/// ```
///
/// Names decide whether two cards *may* be one person; the rest decides whether they *are*. Two cards whose
/// names differ (John Smith and Mary Smith sharing a landline), whose kinds differ (a person and a
/// company), or whose birthdays differ are never a group, whatever else they share. Two cards that share
/// only a name (two John Smiths with different numbers) are not a group either: a name is evidence, not
/// proof. The rules and weights are in docs/DUPLICATES.md.
public struct DuplicateFinder: Sendable {
  /// One card as the finder sees it.
  struct Card: Sendable {
    var id: String
    var name: String
    /// True when the name is written in ASCII letters only ("Jose Nunez", not "José Núñez").
    var isASCII: Bool
    var kind: Contact.Kind
    /// Folded words of the given, middle and family names; `words` is all of them (and the organisation
    /// for a company card).
    var given: [String]
    var middle: [String]
    var family: [String]
    var words: Set<String>
    /// The same words with umlauts spelled out ("mueller"), when any differ.
    var spelledWords: Set<String>
    var nicknames: Set<String>
    var previousFamily: Set<String>
    var phones: [(key: String, written: String)]
    var emails: [String]
    var birthday: PartialDate?
    /// How much the card says: more filled fields rank first in a group.
    var completeness: Int
  }

  /// Why two cards look like one person.
  public struct Evidence: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, Codable {
      case phone, email, name, nickname, transliteration, nameInside = "name_inside", spelling, birthday
      case familyChanged = "family_changed"
    }

    public var kind: Kind
    /// What was the same: the number or address as written, "Bob ↔ Robert", the date.
    public var detail: String

    public init(_ kind: Kind, _ detail: String) {
      self.kind = kind
      self.detail = detail
    }

    public var description: String {
      switch kind {
      case .phone: return "same phone \(detail)"
      case .email: return "same e-mail \(detail)"
      case .name: return "same name \(detail)"
      case .nickname: return "nickname \(detail)"
      case .transliteration: return "same name spelled \(detail)"
      case .nameInside: return "name inside the other: \(detail)"
      case .spelling: return "name spelled \(detail)"
      case .birthday: return "same birthday \(detail)"
      case .familyChanged: return "family name changed \(detail)"
      }
    }
  }

  /// Cards that are probably one person, the most complete card first.
  public struct Group: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
      public var id: String
      public var name: String
    }

    public var members: [Member]
    /// From 0.6 (one shared detail and a compatible name) up to 0.99: the weakest link that joins the group.
    public var confidence: Double
    public var evidence: [Evidence]
  }

  /// How two names relate, strongest first.
  enum NameMatch {
    case same, transliteration, nickname(String), inside(String), spelling(String), unnamed, different
    /// The same given name and another family name (a marriage): possible only with strong evidence.
    case familyChanged(String)

    var weight: Double {
      switch self {
      case .same: return 0.35
      case .transliteration: return 0.3
      case .nickname: return 0.25
      case .inside, .spelling: return 0.15
      case .unnamed, .different: return 0
      case .familyChanged: return -0.05
      }
    }
  }

  /// A pair is one person from this score up.
  static let threshold = 0.6
  /// A phone or e-mail shared by more cards than this (a switchboard, a family address) proposes no pairs;
  /// the cards may still meet through another detail.
  static let largestBucket = 40

  let parser: PhoneNumberParser
  let nicknames: NicknameTable
  private(set) var cards: [Card] = []

  public init(parser: PhoneNumberParser = PhoneNumberParser(), nicknames: NicknameTable = .shared) {
    self.parser = parser
    self.nicknames = nicknames
  }

  public var count: Int { cards.count }

  /// The identifiers of the cards added, in order.
  public var contactIDs: [String] { cards.map(\.id) }

  public mutating func add(_ contact: Contact) {
    cards.append(card(contact))
  }

  /// Every group in the cards added.
  public func groups() -> [Group] {
    groups(involving: nil)
  }

  /// The groups with at least one of `ids` in them: what an import adds to what was there.
  public func groups(involving ids: Set<String>?) -> [Group] {
    let pairs = candidatePairs(involving: ids.map { ids in Set(cards.indices.filter { ids.contains(cards[$0].id) }) })
    var scored: [(a: Int, b: Int, score: Double, evidence: [Evidence])] = []
    for (a, b) in pairs {
      if let (score, evidence) = judge(cards[a], cards[b]), score >= Self.threshold {
        scored.append((a, b, score, evidence))
      }
    }
    // Strongest links first; a link joins two groups only if no two of their cards rule each other out.
    scored.sort { $0.score != $1.score ? $0.score > $1.score : ($0.a, $0.b) < ($1.a, $1.b) }
    var groupOf = Array(cards.indices)
    var members: [Int: [Int]] = [:]
    var weakest: [Int: Double] = [:]
    var evidence: [Int: [Evidence]] = [:]
    func root(_ i: Int) -> Int {
      var i = i
      while groupOf[i] != i { i = groupOf[i] }
      return i
    }
    for link in scored {
      let (ra, rb) = (root(link.a), root(link.b))
      if ra == rb {
        evidence[ra, default: []].append(contentsOf: link.evidence)
        continue
      }
      let left = members[ra] ?? [ra]
      let right = members[rb] ?? [rb]
      guard left.allSatisfy({ l in right.allSatisfy { r in mayBeOnePerson(cards[l], cards[r]) } }) else { continue }
      groupOf[rb] = ra
      members[ra] = left + right
      members[rb] = nil
      weakest[ra] = min(weakest[ra] ?? 1, weakest[rb] ?? 1, link.score)
      evidence[ra] = (evidence[ra] ?? []) + (evidence[rb] ?? []) + link.evidence
      evidence[rb] = nil
    }
    var groups: [Group] = []
    for (root, indices) in members {
      let ordered = indices.sorted { (cards[$0].completeness, cards[$1].id) > (cards[$1].completeness, cards[$0].id) }
      var seen = Set<Evidence>()
      let reasons = (evidence[root] ?? []).filter { seen.insert($0).inserted }
      groups.append(Group(
        members: ordered.map { Group.Member(id: cards[$0].id, name: cards[$0].name) },
        confidence: (min(0.99, weakest[root] ?? Self.threshold) * 100).rounded() / 100, evidence: reasons))
    }
    return groups.sorted { ($0.confidence, $1.members[0].name) > ($1.confidence, $0.members[0].name) }
  }

  /// The cards with the most complete first (the one a merge keeps), in a stable order.
  public func mostCompleteFirst(_ contacts: [Contact]) -> [Contact] {
    let ranked = contacts.map { (contact: $0, card: card($0)) }
    return ranked.sorted { ($0.card.completeness, $1.card.id) > ($1.card.completeness, $0.card.id) }.map(\.contact)
  }

  /// Why the cards don't look like one person ("their birthdays differ"), or nil when nothing rules a
  /// merge of them out.
  public func whyNotOnePerson(_ contacts: [Contact]) -> String? {
    let cards = contacts.map(card)
    for (i, a) in cards.enumerated() {
      for b in cards[(i + 1)...] {
        let name = nameMatch(a, b)
        if let reason = ruledOut(a, b, name: name) { return reason }
        if case .familyChanged = name { return "their family names differ (\(a.name), \(b.name))" }
      }
    }
    return nil
  }

  // MARK: Pairs

  /// Pairs of cards that share a phone, an e-mail, or a birthday and a name word.
  private func candidatePairs(involving subset: Set<Int>?) -> [(Int, Int)] {
    var buckets: [String: [Int]] = [:]
    for (index, card) in cards.enumerated() {
      for phone in card.phones { buckets["t" + phone.key, default: []].append(index) }
      for email in card.emails { buckets["e" + email, default: []].append(index) }
      if let birthday = card.birthday {
        let day = "\(birthday.month)-\(birthday.day)"
        for word in card.words.union(card.spelledWords) where word.utf8.count > 1 {
          buckets["b\(day) \(word)", default: []].append(index)
        }
      }
    }
    var pairs = Set<Int>()
    var result: [(Int, Int)] = []
    for indices in buckets.values where indices.count > 1 && indices.count <= Self.largestBucket {
      for i in indices.indices {
        for j in indices.indices where j > i {
          let (a, b) = (indices[i], indices[j])
          guard a != b else { continue }
          if let subset, !subset.contains(a), !subset.contains(b) { continue }
          let key = min(a, b) * cards.count + max(a, b)
          if pairs.insert(key).inserted { result.append((min(a, b), max(a, b))) }
        }
      }
    }
    return result.sorted { $0 < $1 }
  }

  /// The score of a pair and why, or nil when the two cannot be one person.
  func judge(_ a: Card, _ b: Card) -> (Double, [Evidence])? {
    let name = nameMatch(a, b)
    guard ruledOut(a, b, name: name) == nil else { return nil }
    var score = name.weight
    var evidence: [Evidence] = []
    switch name {
    case .same: evidence.append(Evidence(.name, a.name))
    case .transliteration: evidence.append(Evidence(.transliteration, "\(a.name) ↔ \(b.name)"))
    case .nickname(let detail): evidence.append(Evidence(.nickname, detail))
    case .inside(let detail): evidence.append(Evidence(.nameInside, detail))
    case .spelling(let detail): evidence.append(Evidence(.spelling, detail))
    case .familyChanged(let detail): evidence.append(Evidence(.familyChanged, detail))
    case .unnamed, .different: break
    }
    var fullBirthday = false
    if let left = a.birthday, let right = b.birthday {
      // mayBeOnePerson has ruled out different days; a year on both that agrees is rarer than the day alone.
      fullBirthday = left.year != nil && right.year != nil
      score += fullBirthday ? 0.35 : 0.2
      evidence.append(Evidence(.birthday, (left.year != nil ? left : right).description))
    }
    // Numbers and addresses that differ count against a pair, unless a whole birthday vouches for it (people
    // change numbers; exporters keep different ones).
    let sharedPhones = a.phones.filter { phone in b.phones.contains { $0.key == phone.key } }
    if let phone = sharedPhones.first {
      score += 0.55
      evidence.append(Evidence(.phone, phone.written))
    } else if !a.phones.isEmpty && !b.phones.isEmpty && !fullBirthday {
      score -= 0.15
    }
    let sharedEmails = a.emails.filter(b.emails.contains)
    if let email = sharedEmails.first {
      score += 0.6
      evidence.append(Evidence(.email, email))
    } else if !a.emails.isEmpty && !b.emails.isEmpty && !fullBirthday {
      score -= 0.15
    }
    // A name alone never makes a pair; nor do shared details between nameless cards.
    if sharedPhones.isEmpty && sharedEmails.isEmpty && (a.birthday == nil || b.birthday == nil) { return nil }
    if case .unnamed = name, sharedPhones.isEmpty || sharedEmails.isEmpty { return nil }
    if case .familyChanged = name, sharedEmails.isEmpty || sharedPhones.isEmpty && !fullBirthday { return nil }
    return (score, evidence)
  }

  /// False when something rules the pair out: different kinds, names or birthdays.
  func mayBeOnePerson(_ a: Card, _ b: Card) -> Bool {
    ruledOut(a, b, name: nameMatch(a, b)) == nil
  }

  /// Why two cards can't be one person (`name`: how their names relate), or nil.
  func ruledOut(_ a: Card, _ b: Card, name: NameMatch) -> String? {
    if a.kind != b.kind { return "one is a company and the other a person" }
    if let x = a.birthday, let y = b.birthday {
      let otherYear = x.year != nil && y.year != nil && x.year != y.year
      if x.month != y.month || x.day != y.day || otherYear { return "their birthdays differ (\(x), \(y))" }
    }
    if case .different = name { return "their names differ (\(a.name), \(b.name))" }
    return nil
  }

  /// How the names of two cards relate.
  func nameMatch(_ a: Card, _ b: Card) -> NameMatch {
    if a.words.isEmpty || b.words.isEmpty { return .unnamed }
    if a.words == b.words {
      // "José Núñez" and "Jose Nunez" fold alike: the same name in another spelling.
      return a.isASCII == b.isASCII ? .same : .transliteration
    }
    let aAll = a.words.union(a.spelledWords)
    let bAll = b.words.union(b.spelledWords)
    if a.words.count == b.words.count, aAll.isSuperset(of: b.words) || bAll.isSuperset(of: a.words) {
      return .transliteration
    }
    if a.words.isSubset(of: bAll) || b.words.isSubset(of: aAll) {
      let (short, long) = a.words.count < b.words.count ? (a, b) : (b, a)
      return .inside("\(short.name) in \(long.name)")
    }
    guard a.kind == .person else { return .different }
    // A whole name typed into the given field: its last word is the family name.
    func parts(_ card: Card) -> (given: String?, family: Set<String>) {
      if card.family.isEmpty, card.given.count > 1 { return (card.given.first, [card.given.last!]) }
      return (card.given.first ?? card.nicknames.first, Set(card.family))
    }
    let (left, right) = (parts(a), parts(b))
    if !left.family.isEmpty, !right.family.isEmpty, left.family.isDisjoint(with: bAll), right.family.isDisjoint(with: aAll) {
      // A family name recorded as the previous one, or the very same given name: a marriage, perhaps.
      if !a.previousFamily.isDisjoint(with: right.family) || !b.previousFamily.isDisjoint(with: left.family) { return .same }
      if let givenA = left.given, givenA == right.given, givenA.utf8.count > 1 {
        return .familyChanged("\(a.name) → \(b.name)")
      }
      return .different
    }
    guard let givenA = left.given, let givenB = right.given else { return .different }
    let pair = "\(givenA.capitalized) ↔ \(givenB.capitalized)"
    if a.nicknames.contains(givenB) || b.nicknames.contains(givenA) { return .nickname(pair) }
    if let relation = nicknames.relation(givenA, givenB), relation.kind == .direct || relation.tier == .common {
      return .nickname(pair)
    }
    if givenA.utf8.count == 1 || givenB.utf8.count == 1 {
      return givenA.first == givenB.first ? .inside(pair) : .different
    }
    if min(givenA.utf8.count, givenB.utf8.count) >= 4, givenA.first == givenB.first,
      EditDistance.optimalStringAlignment(givenA, givenB, limit: 1) != nil
    {
      return .spelling(pair)
    }
    return .different
  }

  // MARK: Cards

  func card(_ contact: Contact) -> Card {
    let given = NameFolding.words(contact.givenName)
    let middle = NameFolding.words(contact.middleName)
    let family = NameFolding.words(contact.familyName)
    var words = Set(given + middle + family)
    if contact.kind == .organization || words.isEmpty && contact.nicknames.isEmpty {
      words.formUnion(NameFolding.words(contact.organizationName))
    }
    var spelled = Set<String>()
    for part in [contact.givenName, contact.middleName, contact.familyName] where !part.utf8.allSatisfy({ $0 < 0x80 }) {
      for word in part.split(whereSeparator: { $0 == " " || $0 == "-" }) {
        spelled.formUnion(NameFolding.germanVariants(String(word)))
      }
    }
    var phones: [(String, String)] = []
    for phone in contact.phoneNumbers {
      if let key = phoneKey(phone.value.stringValue), !phones.contains(where: { $0.0 == key }) {
        phones.append((key, phone.value.stringValue))
      }
    }
    var emails: [String] = []
    for email in contact.emailAddresses {
      let key = Self.emailKey(email.value)
      if !key.isEmpty, !emails.contains(key) { emails.append(key) }
    }
    let filled = [contact.givenName, contact.middleName, contact.familyName, contact.namePrefix, contact.nameSuffix,
      contact.organizationName, contact.jobTitle, contact.note].filter { !$0.isEmpty }.count
    let completeness = filled * 2 + contact.phoneNumbers.count + contact.emailAddresses.count
      + contact.postalAddresses.count + (contact.birthday == nil ? 0 : 1) + (contact.photo == nil ? 0 : 1)
    let name = NameFormatter.displayName(for: contact)
    return Card(
      id: contact.id, name: name, isASCII: name.utf8.allSatisfy { $0 < 0x80 }, kind: contact.kind, given: given, middle: middle,
      family: family, words: words, spelledWords: spelled.subtracting(words),
      nicknames: Set(contact.nicknames.flatMap(NameFolding.words)),
      previousFamily: Set(NameFolding.words(contact.previousFamilyName)), phones: phones, emails: emails,
      birthday: contact.birthday, completeness: completeness)
  }

  /// The last nine digits of the number in international form (fewer for short numbers, none under six):
  /// "+1 (415) 555-0199", "415.555.0199" and "0044 20 7946 0018" against "020 7946 0018" meet.
  func phoneKey(_ text: String) -> String? {
    let digits = parser.parse(text)?.e164.map(PhoneNumberParser.digitsOnly) ?? PhoneNumberParser.digitsOnly(text)
    guard digits.utf8.count >= 6 else { return nil }
    return String(digits.suffix(9))
  }

  /// An address as one mailbox: lower case, and for Gmail without dots or a "+tag" in the local part.
  static func emailKey(_ address: String) -> String {
    let trimmed = address.trimmingCharacters(in: .whitespaces).lowercased()
    guard let at = trimmed.lastIndex(of: "@") else { return trimmed }
    let domain = trimmed[trimmed.index(after: at)...]
    guard domain == "gmail.com" || domain == "googlemail.com" else { return trimmed }
    let local = trimmed[..<at].prefix { $0 != "+" }.filter { $0 != "." }
    return local + "@gmail.com"
  }
}

extension DuplicateFinder {
  /// A finder holding every card `store` shows this client.
  public init(store: ContactStore, parser: PhoneNumberParser) throws {
    self.init(parser: parser)
    var cards: [Card] = []
    try store.forEachContact { cards.append(card($0)) }
    self.cards = cards
  }
}
