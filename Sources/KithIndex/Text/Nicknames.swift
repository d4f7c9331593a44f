import KithCore

/// Given names and their nicknames, so that "text Bob" finds Robert, "call Liz" finds Beth and "text Paco"
/// finds Francisco.
///
/// ```swift
/// let table = NicknameTable.shared
/// table.formalNames(for: "bob")         // ["robert", "bobby", "bert"]
/// table.nicknames(for: "robert").prefix(4) // ["bob", "bobby", "rob", "robbie"]
/// table.relation("liz", "beth")         // sibling via "elizabeth", common
/// table.areRelated("bill", "william")   // true
/// ```
///
/// The data is the curated CSV of the PyPI package `nicknames` (Apache-2.0, in `Data/nicknames/`), plus
/// kith's list of well-known pairs and its list of short forms in many languages (`world.txt`). Each pair has a ``Tier``: the well-known pairs are ``Tier/common``, pairs
/// of the CSV that look archaic or odd (robert → hob, john → ian) are ``Tier/rare``, the rest are
/// ``Tier/standard``; see `Data/nicknames/README.md` for how the tiers are decided. Rank a nickname match
/// below an exact one, and a rare one lowest.
///
/// Names are folded lower-case ASCII; lookups fold their argument (with spaces and dots removed, so "K.C."
/// finds "kc"). The CSV has chains (bobby → bob): they are kept, so a name can be both formal and a
/// nickname. It also has pairs listed both ways (william → bill and bill → william): only the better-known
/// direction is kept, see ``init(pairs:)``.
public struct NicknameTable: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  /// How well known a nickname pair is; greater is better known.
  public enum Tier: Int, Comparable, Sendable, CaseIterable {
    /// Archaic or odd: robert → hob, john → ian, william → bela.
    case rare
    /// A listed nickname that resembles its formal name: penelope → penny, ezekiel → zeke.
    case standard
    /// Well known: robert → bob, elizabeth → liz, william → bill, margaret → peggy.
    case common

    public static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// How two names are related through the table; greater is the stronger relation.
  public struct Relation: Hashable, Sendable, Comparable {
    /// Which way the names meet.
    public enum Kind: Int, Sendable {
      /// Both are nicknames of the same formal name: "liz" and "beth" (elizabeth).
      case sibling
      /// One is a nickname of the other: "bob" and "robert".
      case direct
    }

    public let kind: Kind
    /// The tier of the pair; for siblings, the lower tier of their two pairs.
    public let tier: Tier
    /// The formal name of the pair, or the formal name both siblings shorten.
    public let formalName: String

    public init(kind: Kind, tier: Tier, formalName: String) {
      self.kind = kind
      self.tier = tier
      self.formalName = formalName
    }

    /// Direct above sibling; then by tier.
    public static func < (lhs: Relation, rhs: Relation) -> Bool {
      if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
      if lhs.tier != rhs.tier { return lhs.tier < rhs.tier }
      return lhs.formalName > rhs.formalName  // alphabetically first is "greater": a stable order
    }
  }

  /// One side of a pair: the other name and how well known the pair is.
  private struct Link: Sendable {
    var name: String
    var tier: Tier
    /// The position in the curated list for common pairs, so better-known nicknames come first.
    var rank: Int
  }

  /// A formal name and one of its nicknames.
  private struct PairKey: Hashable {
    var formal: String
    var nickname: String
  }

  private let nicknamesByFormal: [String: [Link]]
  private let formalsByNickname: [String: [Link]]

  /// A short summary, so that a failing test does not print the whole table.
  public var description: String {
    let pairs = nicknamesByFormal.values.reduce(0) { $0 + $1.count }
    return "NicknameTable(\(nicknamesByFormal.count) formal names, \(pairs) pairs)"
  }

  public var debugDescription: String { description }

  /// The table built from the data in `Data/nicknames/`, parsed on first use.
  public static let shared = NicknameTable(
    upstreamCSV: NicknameTable.upstreamCSV,
    commonPairs: NicknameTable.commonPairs,
    rarePairs: NicknameTable.rarePairs,
    worldPairs: NicknameTable.worldPairs
  )

  /// A table of explicit pairs; a pair listed twice keeps its best tier.
  ///
  /// When both directions of a pair are listed (the CSV has "bill → william" beside "william → bill", and
  /// "john → jon" beside "jon → john"), only the better-known direction is kept; on a tie, the one whose
  /// formal name is longer. Otherwise "bill" would be a formal name whose "nicknames" robert and william
  /// would become siblings.
  public init(pairs: [(formal: String, nickname: String, tier: Tier)]) {
    var best: [PairKey: (tier: Tier, rank: Int)] = [:]
    var order: [PairKey] = []
    for pair in pairs {
      let key = PairKey(formal: Self.key(pair.formal), nickname: Self.key(pair.nickname))
      guard !key.formal.isEmpty, !key.nickname.isEmpty, key.formal != key.nickname else { continue }
      if let known = best[key] {
        if pair.tier > known.tier { best[key] = (pair.tier, known.rank) }
      } else {
        best[key] = (pair.tier, order.count)
        order.append(key)
      }
    }
    var byFormal: [String: [Link]] = [:]
    var byNickname: [String: [Link]] = [:]
    for key in order {
      let (tier, rank) = best[key]!
      let reversed = PairKey(formal: key.nickname, nickname: key.formal)
      if let other = best[reversed]?.tier, !Self.keeps(key, tier, over: other) { continue }
      byFormal[key.formal, default: []].append(Link(name: key.nickname, tier: tier, rank: rank))
      byNickname[key.nickname, default: []].append(Link(name: key.formal, tier: tier, rank: rank))
    }
    nicknamesByFormal = byFormal.mapValues(Self.sorted)
    formalsByNickname = byNickname.mapValues(Self.sorted)
  }

  /// Parses the embedded data: the upstream CSV, the curated common pairs and the list of rare pairs.
  ///
  /// NB: it reads bytes, not `split` substrings: this runs before a process's first nickname lookup, and
  /// the string way took a search a third of its start-up.
  init(upstreamCSV: String, commonPairs: String, rarePairs: String, worldPairs: String = "") {
    var pairs: [(formal: String, nickname: String, tier: Tier)] = []
    pairs.reserveCapacity(12_000)
    for (listed, tier) in [(commonPairs, Tier.common), (worldPairs, Tier.standard)] {
      // "formal: nick nick …"
      Self.forEachLine(listed) { line in
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return }
        let formal = Self.name(line[..<colon])
        Self.forEachField(line[(colon + 1)...], separator: UInt8(ascii: " ")) { pairs.append((formal, Self.name($0), tier)) }
      }
    }
    var rare: Set<String> = []
    Self.forEachLine(rarePairs) { rare.insert(String(decoding: $0, as: UTF8.self)) }
    var first = true
    Self.forEachLine(upstreamCSV) { line in
      defer { first = false }
      // "name1,has_nickname,name2" after the header.
      guard !first else { return }
      var fields: [Slice<UnsafeBufferPointer<UInt8>>] = []
      Self.forEachField(line, separator: UInt8(ascii: ","), keepingEmpty: true) { fields.append($0) }
      guard fields.count == 3, fields[1].elementsEqual("has_nickname".utf8) else { return }
      let formal = Self.key(Self.name(fields[0]))
      let nickname = Self.key(Self.name(fields[2]))
      pairs.append((formal, nickname, rare.contains(formal + "," + nickname) ? .rare : .standard))
    }
    self.init(pairs: pairs)
  }

  /// Calls `body` with each line of `text`, without its indentation or line break; empty lines are skipped.
  private static func forEachLine(_ text: String, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void) {
    var text = text
    text.withUTF8 { bytes in
      forEachField(bytes[...], separator: UInt8(ascii: "\n")) { line in
        let start = line.firstIndex { $0 != UInt8(ascii: " ") } ?? line.endIndex
        if start < line.endIndex { body(line[start...]) }
      }
    }
  }

  /// Calls `body` with each part of `bytes` between separators (empty parts skipped unless `keepingEmpty`).
  private static func forEachField(
    _ bytes: Slice<UnsafeBufferPointer<UInt8>>, separator: UInt8, keepingEmpty: Bool = false,
    _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void
  ) {
    var start = bytes.startIndex
    var index = bytes.startIndex
    while index <= bytes.endIndex {
      if index == bytes.endIndex || bytes[index] == separator {
        if keepingEmpty || index > start { body(bytes[start..<index]) }
        start = index + 1
      }
      index += 1
    }
  }

  private static func name(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  // MARK: - Lookups

  /// The formal names a nickname shortens, best known first.
  ///
  /// ```swift
  /// NicknameTable.shared.formalNames(for: "Bob") // ["robert", "bobby", "bert"]
  /// NicknameTable.shared.formalNames(for: "zz")  // []
  /// ```
  public func formalNames(for nickname: String) -> [String] {
    formalsByNickname[Self.key(nickname)]?.map(\.name) ?? []
  }

  /// The nicknames of a formal name, best known first (common pairs in order of use, then the rest
  /// alphabetically by tier).
  ///
  /// ```swift
  /// NicknameTable.shared.nicknames(for: "Robert") // ["bob", "bobby", "rob", "robbie", "robby", "bert", …]
  /// ```
  public func nicknames(for formalName: String) -> [String] {
    nicknamesByFormal[Self.key(formalName)]?.map(\.name) ?? []
  }

  /// The tier of a pair, or nil when `nickname` is not listed as a nickname of `formalName`.
  public func tier(formalName: String, nickname: String) -> Tier? {
    let nickname = Self.key(nickname)
    return nicknamesByFormal[Self.key(formalName)]?.first { $0.name == nickname }?.tier
  }

  /// True when one name is a nickname of the other, or both are nicknames of the same formal name.
  ///
  /// ```swift
  /// NicknameTable.shared.areRelated("liz", "beth") // true, both shorten "elizabeth"
  /// NicknameTable.shared.areRelated("bob", "bob")  // false: equal names are not a nickname match
  /// ```
  /// True when the table knows `name` as a given name or a nickname.
  public func knows(_ name: String) -> Bool {
    !formalNames(for: name).isEmpty || !nicknames(for: name).isEmpty
  }

  public func areRelated(_ a: String, _ b: String) -> Bool {
    relation(a, b) != nil
  }

  /// The strongest relation between two names: direct (one is a nickname of the other) before sibling
  /// (both shorten the same formal name), then the better-known tier. Nil for unrelated or equal names.
  ///
  /// ```swift
  /// NicknameTable.shared.relation("bob", "robert")
  /// // Relation(kind: .direct, tier: .common, formalName: "robert")
  /// NicknameTable.shared.relation("ian", "jack")
  /// // Relation(kind: .sibling, tier: .rare, formalName: "john")
  /// ```
  public func relation(_ a: String, _ b: String) -> Relation? {
    let a = Self.key(a)
    let b = Self.key(b)
    guard !a.isEmpty, !b.isEmpty, a != b else { return nil }
    if let link = nicknamesByFormal[a]?.first(where: { $0.name == b }) {
      return Relation(kind: .direct, tier: link.tier, formalName: a)
    }
    if let link = nicknamesByFormal[b]?.first(where: { $0.name == a }) {
      return Relation(kind: .direct, tier: link.tier, formalName: b)
    }
    guard let formalsOfA = formalsByNickname[a], let formalsOfB = formalsByNickname[b] else { return nil }
    // Among shared formal names: the best-known pair of links, then the formal name with most nicknames
    // ("kate" and "katie" meet through catherine and kathryn; say catherine), then alphabetical order.
    var best: (relation: Relation, nicknameCount: Int)?
    for x in formalsOfA {
      for y in formalsOfB where x.name == y.name {
        let candidate = Relation(kind: .sibling, tier: min(x.tier, y.tier), formalName: x.name)
        let count = nicknamesByFormal[x.name]?.count ?? 0
        if let current = best {
          if candidate.tier < current.relation.tier { continue }
          if candidate.tier == current.relation.tier {
            if count < current.nicknameCount { continue }
            if count == current.nicknameCount && candidate.formalName > current.relation.formalName {
              continue
            }
          }
        }
        best = (candidate, count)
      }
    }
    return best?.relation
  }

  // MARK: - Building

  /// Folded lower-case ASCII without spaces or dots: "K.C." → "kc", "Bob" → "bob".
  static func key(_ name: String) -> String {
    if name.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) { return name }
    return String(NameFolding.fold(name).filter { $0 != " " })
  }

  /// Whether `pair` is kept over its reverse: the better tier, then the longer formal name, then the
  /// alphabetically first formal name.
  private static func keeps(_ pair: PairKey, _ tier: Tier, over reverseTier: Tier) -> Bool {
    if tier != reverseTier { return tier > reverseTier }
    if pair.formal.utf8.count != pair.nickname.utf8.count {
      return pair.formal.utf8.count > pair.nickname.utf8.count
    }
    return pair.formal < pair.nickname
  }

  private static func sorted(_ links: [Link]) -> [Link] {
    links.sorted { x, y in
      if x.tier != y.tier { return x.tier > y.tier }
      if x.tier == .common && x.rank != y.rank { return x.rank < y.rank }
      return x.name < y.name
    }
  }
}
