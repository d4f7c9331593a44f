/// A template compiled for matching: words are numbers from the grammar's vocabulary, and a choice of
/// single words is one set lookup.
indirect enum Node: Sendable {
  case word(Int32)
  /// Any one of these words.
  case words(Set<Int32>)
  /// "the", which a learner of English may leave out ("cancel last change", "set picture of Kwame"):
  /// matched as a word, or, only when a request reads as nothing otherwise, skipped at the cost of an
  /// open word (``Matcher/skipsArticles``).
  case article(Int32)
  case sequence([Node])
  /// Any one of the parts; `firsts` holds each part's possible first words (`nil`: any word, or none),
  /// so matching skips the parts that cannot start at a word without trying them.
  case choice([Node], firsts: [Set<Int32>?] = [])
  /// Every part once, in any order, tried part by part rather than written out.
  case permutation([Node])
  /// `{list:slot}`: a phrase from list number `list`.
  case list(Int, slot: String)
  /// `{type:slot}`: words of a slot type.
  case span(SlotType, slot: String)
  /// `{person}'s`: a name and its possessive, written with or without the apostrophe, or "his", "her",
  /// "their", "my".
  case possessive(slot: String)
}

/// The grammar's words, numbered, and its lists indexed by their first word.
struct Vocabulary: Sendable {
  private(set) var ids: [String: Int32] = [:]
  private var words_: [String] = []

  /// The number of a word of the grammar, or -1 for a word the grammar never mentions.
  func id(_ word: String) -> Int32 { ids[word] ?? -1 }

  /// The word numbered `id`.
  func word(_ id: Int32) -> String? { id >= 0 && Int(id) < words_.count ? words_[Int(id)] : nil }

  var count: Int { ids.count }

  var words: [String] { Array(ids.keys) }

  mutating func intern(_ word: String) -> Int32 {
    if let id = ids[word] { return id }
    let id = Int32(ids.count)
    ids[word] = id
    words_.append(word)
    return id
  }
}

/// A list ready for matching: its phrases as word numbers, found by their first word.
struct CompiledList: Sendable {
  var name: String
  var byFirstWord: [Int32: [(phrase: [Int32], value: String)]]
  /// The words its phrases start with.
  var firstWords: Set<Int32>

  init(name: String, byFirstWord: [Int32: [(phrase: [Int32], value: String)]]) {
    self.name = name
    self.byFirstWord = byFirstWord
    firstWords = Set(byFirstWord.keys)
  }
}

extension Node {
  /// Compiles a pattern whose rules are inlined and permutations expanded.
  static func compile(
    _ pattern: Pattern, vocabulary: inout Vocabulary, lists: [String: Int]
  ) -> Node {
    switch pattern {
    case .word("the"): return .article(vocabulary.intern("the"))
    case .word(let word): return .word(vocabulary.intern(word))
    case .sequence(let parts):
      var nodes: [Node] = []
      var index = 0
      while index < parts.count {
        // `{person}'s` is one part: the possessive may be written several ways.
        if case .slot(let reference) = parts[index], reference.source == SlotType.person.rawValue,
          index + 1 < parts.count, parts[index + 1] == .word("'s")
        {
          _ = vocabulary.intern("'s")
          nodes.append(.possessive(slot: reference.slot))
          index += 2
          continue
        }
        nodes.append(compile(parts[index], vocabulary: &vocabulary, lists: lists))
        index += 1
      }
      return nodes.count == 1 ? nodes[0] : .sequence(nodes)
    case .permutation(let parts):
      return .permutation(parts.map { compile($0, vocabulary: &vocabulary, lists: lists) })
    case .choice(let parts):
      let nodes = parts.map { compile($0, vocabulary: &vocabulary, lists: lists) }
      var single: Set<Int32> = []
      var rest: [Node] = []
      for node in nodes {
        if case .word(let id) = node { single.insert(id) } else { rest.append(node) }
      }
      if single.count > 1 { rest.insert(.words(single), at: 0) } else if let id = single.first { rest.insert(.word(id), at: 0) }
      return rest.count == 1 ? rest[0] : .choice(rest)
    case .slot(let reference):
      if let list = lists[reference.source] { return .list(list, slot: reference.slot) }
      // NB: an unknown source is a load error; the node only has to never match.
      guard let type = SlotType(rawValue: reference.source) else { return .words([]) }
      return .span(type, slot: reference.slot)
    case .rule:
      return .sequence([])
    }
  }

  /// The node with every choice told its parts' first words (after the lists are compiled).
  func guardingChoices(lists: [CompiledList]) -> Node {
    switch self {
    case .word, .words, .article, .list, .span, .possessive: return self
    case .sequence(let parts): return .sequence(parts.map { $0.guardingChoices(lists: lists) })
    case .permutation(let parts): return .permutation(parts.map { $0.guardingChoices(lists: lists) })
    case .choice(let parts, _):
      let guarded = parts.map { $0.guardingChoices(lists: lists) }
      return .choice(guarded, firsts: guarded.map { $0.firstWords(lists: lists) })
    }
  }

  /// The words a match can start with, or `nil` when it can start with any word (a span) or with none.
  func firstWords(lists: [CompiledList]) -> Set<Int32>? {
    var words: Set<Int32> = []
    // A node that may match nothing (an article a learner leaves out) may start with anything after it.
    return collectFirst(into: &words, lists: lists) || isNullable ? nil : words
  }

  /// Adds the words this node can start with; returns true when it can also start with anything.
  /// `nullable` nodes let the next part's first words through, handled by `sequence`.
  private func collectFirst(into words: inout Set<Int32>, lists: [CompiledList]) -> Bool {
    switch self {
    case .word(let id):
      words.insert(id)
      return false
    case .words(let ids):
      words.formUnion(ids)
      return false
    case .article(let id):
      // Nullable: a sequence goes on to the next part's first words.
      words.insert(id)
      return false
    case .list(let index, _):
      words.formUnion(lists[index].firstWords)
      return false
    case .span, .possessive:
      return true
    case .choice(let parts, _), .permutation(let parts):
      var any = false
      for part in parts where part.collectFirst(into: &words, lists: lists) { any = true }
      return any
    case .sequence(let parts):
      for part in parts {
        if part.collectFirst(into: &words, lists: lists) { return true }
        if !part.isNullable { return false }
      }
      // The whole sequence can be empty: what follows it could start with anything.
      return true
    }
  }

  /// Each word the utterance must contain for this node to match, as "any of these" sets: a cheap test
  /// that rules most templates out before matching. A list needs one of its phrases' first words.
  func requiredWords(lists: [CompiledList]) -> [Set<Int32>] {
    switch self {
    case .word(let id): return [[id]]
    case .words(let ids): return [ids]
    case .list(let index, _): return [lists[index].firstWords]
    case .article, .span, .possessive: return []
    case .sequence(let parts), .permutation(let parts): return parts.flatMap { $0.requiredWords(lists: lists) }
    case .choice(let parts, _):
      // One word from any branch, but only if every branch needs some word.
      var union: Set<Int32> = []
      for part in parts {
        let required = part.requiredWords(lists: lists)
        if required.isEmpty { return [] }
        for words in required { union.formUnion(words) }
      }
      return union.isEmpty ? [] : [union]
    }
  }

  /// Adds every literal word of the node.
  func collectWords(into words: inout Set<Int32>) {
    switch self {
    case .word(let id), .article(let id): words.insert(id)
    case .words(let ids): words.formUnion(ids)
    case .list, .span, .possessive: break
    case .sequence(let parts), .choice(let parts, _), .permutation(let parts):
      for part in parts { part.collectWords(into: &words) }
    }
  }

  var isNullable: Bool {
    switch self {
    case .word, .words, .list, .span, .possessive: return false
    case .article: return true
    case .choice(let parts, _): return parts.contains { $0.isNullable }
    case .sequence(let parts), .permutation(let parts): return parts.allSatisfy { $0.isNullable }
    }
  }
}
