/// A parsed template: what an utterance must look like for a template to match.
///
/// `text {person} [about|saying] {text:body}` is a sequence of a word, a slot, an optional choice of
/// words and another slot.
indirect enum Pattern: Sendable, Hashable {
  /// One folded word, matched exactly.
  case word(String)
  /// Every part in order.
  case sequence([Pattern])
  /// Any one of the parts; an empty part makes the whole optional.
  case choice([Pattern])
  /// Every part, in any order.
  case permutation([Pattern])
  /// A value taken from the utterance: `{name}` or `{name:slot}`.
  case slot(SlotReference)
  /// `<name>`: another named template, inlined once the grammar is loaded.
  case rule(String, Position)

  static let empty = Pattern.sequence([])

  /// A `{…}` in a template, with where it was written for error messages.
  struct SlotReference: Sendable, Hashable {
    /// The list or slot type: `label`, `person`, `text`.
    var source: String
    /// The slot it fills: `label`, `body`.
    var slot: String
    var position: Position
  }

  /// A line and column in a grammar file, both counted from 1.
  struct Position: Sendable, Hashable {
    var line: Int
    var column: Int
  }
}

extension Pattern {
  /// How many ways through the template matching may try (permutations and choices multiplied out, a
  /// choice of single words counted once), capped.
  func expansionCount(cap: Int) -> Int {
    func capped(_ value: Int) -> Int { min(value, cap) }
    switch self {
    case .word, .slot, .rule: return 1
    case .sequence(let parts):
      return parts.reduce(1) { capped($0 * $1.expansionCount(cap: cap)) }
    case .choice(let parts):
      // A choice of single words is one set lookup when matching: it counts once.
      let single = parts.filter { if case .word = $0 { return true } else { return false } }.count
      let others = parts.filter { if case .word = $0 { return false } else { return true } }
      return capped(others.reduce(single > 0 ? 1 : 0) { $0 + $1.expansionCount(cap: cap) })
    case .permutation(let parts):
      var total = parts.reduce(1) { capped($0 * $1.expansionCount(cap: cap)) }
      for factor in stride(from: 2, through: parts.count, by: 1) { total = capped(total * factor) }
      return total
    }
  }

  /// Every word sequence a pattern of words, choices and options stands for; `nil` when it has slots,
  /// rules or permutations, or more than `cap` sequences.
  func phrases(cap: Int) -> [[String]]? {
    switch self {
    case .word(let word): return [[word]]
    case .sequence(let parts):
      var all: [[String]] = [[]]
      for part in parts {
        guard let options = part.phrases(cap: cap) else { return nil }
        all = all.flatMap { head in options.map { head + $0 } }
        if all.count > cap { return nil }
      }
      return all
    case .choice(let parts):
      var all: [[String]] = []
      for part in parts {
        guard let options = part.phrases(cap: cap) else { return nil }
        all += options
        if all.count > cap { return nil }
      }
      return all
    case .permutation, .slot, .rule: return nil
    }
  }

  /// The slots in the pattern, in order of appearance.
  var slots: [SlotReference] {
    switch self {
    case .word, .rule: return []
    case .slot(let reference): return [reference]
    case .sequence(let parts), .choice(let parts), .permutation(let parts): return parts.flatMap(\.slots)
    }
  }
}
