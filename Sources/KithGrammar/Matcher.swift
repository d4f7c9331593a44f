/// Finds every reading of one utterance under one template, by backtracking over the words.
///
/// The rest of a template is kept as a linked list of patterns, so a choice or an open span tries each
/// way forward without copying what remains.
struct Matcher {
  private final class Next {
    let node: Node
    let rest: Next?
    init(_ node: Node, _ rest: Next?) {
      self.node = node
      self.rest = rest
    }
  }

  private struct Capture {
    var slot: String
    var source: String
    var reading: SlotReading
    /// The word after the span.
    var end: Int
  }

  private struct SpanKey: Hashable {
    var type: SlotType
    var lower: Int
    var upper: Int
  }

  let grammar: Grammar
  let utterance: Utterance
  /// The utterance's words as the grammar's word numbers (-1: a word the grammar doesn't use).
  let ids: [Int32]
  /// The words between the polite opening and closing, if any.
  let lower: Int
  let upper: Int
  /// The end of the request, polite closing included: a message that ends the request runs to here
  /// ("tell mom I said thanks"), since what it says is never cut.
  let end: Int
  private(set) var parses: [Parse] = []
  private var captures: [Capture] = []
  private var literalWords = 0
  private var openWords = 0
  private var template = 0
  private var readings: [SpanKey: SlotReading?] = [:]

  /// Each word's traits, and whether punctuation that ends a name stands before it (":", ";", quotes).
  private let traits: [WordTraits]
  private let hardStopBefore: [Bool]

  init(grammar: Grammar, utterance: Utterance, ids: [Int32], lower: Int, upper: Int) {
    self.grammar = grammar
    self.utterance = utterance
    self.ids = ids
    traits = utterance.words.map { SlotType.traits(of: $0.folded) }
    let words = utterance.words
    hardStopBefore = words.indices.map { index in
      index > 0 && utterance.text.utf8[words[index - 1].range.upperBound..<words[index].range.lowerBound]
        .contains { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "\"") || $0 >= 0xC2 }
        && utterance.text[words[index - 1].range.upperBound..<words[index].range.lowerBound]
          .contains { ":;\"“”«»".contains($0) }
    }
    self.lower = lower
    self.upper = upper
    end = utterance.words.count
  }

  /// Adds every reading of the utterance under template number `index`.
  mutating func match(template index: Int) {
    template = index
    match(Next(grammar.templates[index].node, nil), lower)
  }

  private mutating func match(_ next: Next?, _ position: Int) {
    guard let next else {
      if position == upper || (position == end && captures.last?.source == SlotType.message.rawValue) { emit(position) }
      return
    }
    switch next.node {
    case .word(let word):
      guard position < upper, ids[position] == word else { return }
      literalWords += 1
      match(next.rest, position + 1)
      literalWords -= 1
    case .words(let words):
      guard position < upper, words.contains(ids[position]) else { return }
      literalWords += 1
      match(next.rest, position + 1)
      literalWords -= 1
    case .sequence(let parts):
      var chain = next.rest
      for part in parts.reversed() { chain = Next(part, chain) }
      match(chain, position)
    case .choice(let parts):
      for part in parts { match(Next(part, next.rest), position) }
    case .permutation(let parts):
      guard !parts.isEmpty else { return match(next.rest, position) }
      for index in parts.indices {
        var others = parts
        others.remove(at: index)
        match(Next(parts[index], Next(.permutation(others), next.rest)), position)
      }
    case .list(let index, let slot):
      matchList(grammar.compiledLists[index], slot, next.rest, position)
    case .span(let type, let slot):
      matchSpan(type, slot, next.rest, position)
    }
  }

  private mutating func matchList(_ list: CompiledList, _ slot: String, _ rest: Next?, _ position: Int) {
    guard position < upper, let entries = list.byFirstWord[ids[position]] else { return }
    for entry in entries where position + entry.phrase.count <= upper {
      guard entry.phrase.indices.allSatisfy({ ids[position + $0] == entry.phrase[$0] }) else { continue }
      let end = position + entry.phrase.count
      captures.append(Capture(slot: slot, source: list.name, reading: SlotReading(entry.value), end: end))
      literalWords += entry.phrase.count
      match(rest, end)
      literalWords -= entry.phrase.count
      captures.removeLast()
    }
  }

  private mutating func matchSpan(_ type: SlotType, _ slot: String, _ rest: Next?, _ position: Int) {
    // A message that ends the template takes the polite closing too: it is the one slot whose every
    // word is kept (its closing words count as skipped, not as open).
    if type == .message, rest == nil {
      guard position < end, let reading = reading(type, position, end) else { return }
      captures.append(Capture(slot: slot, source: type.rawValue, reading: reading, end: end))
      let open = max(0, upper - position)
      openWords += open
      match(nil, end)
      openWords -= open
      captures.removeLast()
      return
    }
    guard position < upper else { return }
    let last = upper - position < type.maxWords ? upper : position + type.maxWords
    // When a word follows the span, the span can only end where that word is.
    var following: Int32?
    if case .word(let word)? = rest?.node { following = word }
    // The last part of a template must run to the end.
    let first = rest == nil ? last : position + 1
    guard first <= last else { return }
    for end in first...last {
      if let following, end < upper, ids[end] != following { continue }
      guard let reading = reading(type, position, end) else { continue }
      captures.append(Capture(slot: slot, source: type.rawValue, reading: reading, end: end))
      let open = type.isOpen ? end - position : 0
      openWords += open
      match(rest, end)
      openWords -= open
      captures.removeLast()
    }
  }

  private mutating func reading(_ type: SlotType, _ lower: Int, _ upper: Int) -> SlotReading? {
    let key = SpanKey(type: type, lower: lower, upper: upper)
    if let known = readings[key] { return known }
    let hardStop = (lower + 1..<upper).contains { hardStopBefore[$0] }
    guard type.admits(traits[lower..<upper], hardStop: hardStop) else {
      readings[key] = .some(nil)
      return nil
    }
    let (written, quoted) = text(lower, upper, as: type)
    let reading = written.isEmpty
      ? nil : type.read(utterance.words[lower..<upper], written: written, quoted: quoted, in: grammar)
    readings[key] = reading
    return reading
  }

  /// The words `lower..<upper` as typed, with what stood between them and their neighbours, trimmed of
  /// spaces, separating punctuation and surrounding quotes. Free text keeps a final "?" or "!"; a
  /// message keeps everything but one final "." (an ellipsis stays).
  private func text(_ lower: Int, _ upper: Int, as type: SlotType) -> (String, quoted: Bool) {
    let words = utterance.words
    let text = utterance.text
    let start = lower == 0 ? text.startIndex : words[lower - 1].range.upperBound
    let end = upper == words.count ? text.endIndex : words[upper].range.lowerBound
    var span = text[start..<end]
    let keepingMark = type == .text || type == .message
    while let first = span.first, first.isWhitespace || Matcher.leading.contains(first) { span = span.dropFirst() }
    if type == .message {
      while let last = span.last, last.isWhitespace || Matcher.separating.contains(last) { span = span.dropLast() }
      if span.hasSuffix("."), !span.hasSuffix("..") { span = span.dropLast() }
      while let last = span.last, last.isWhitespace { span = span.dropLast() }
    } else {
      let trailing = keepingMark ? Matcher.trailingInMessage : Matcher.trailing
      while let last = span.last, last.isWhitespace || trailing.contains(last) { span = span.dropLast() }
    }
    if span.count >= 2, let first = span.first, let last = span.last, Matcher.closingQuote[first] == last {
      span = span.dropFirst().dropLast()
      while let first = span.first, first.isWhitespace { span = span.dropFirst() }
      while let last = span.last, last.isWhitespace { span = span.dropLast() }
      return (String(span), true)
    }
    if !keepingMark {
      // A quote opening the next part ("text my brother "hi"") is not part of this one.
      while let last = span.last, last.isWhitespace || "\"“«„".contains(last) { span = span.dropLast() }
    }
    return (String(span), false)
  }

  private static let leading: Set<Character> = [":", ",", ";", "—", "–", "…"]
  /// What a message never ends with: punctuation that separates it from nothing.
  private static let separating: Set<Character> = [",", ";", ":", "—", "–"]
  private static let trailingInMessage: Set<Character> = [".", ",", ";", ":", "—", "–"]
  private static let trailing = trailingInMessage.union(["?", "!", "…"])

  private static let closingQuote: [Character: Character] = [
    "\"": "\"", "'": "'", "“": "”", "‘": "’", "«": "»", "„": "“", "”": "”",
  ]

  private mutating func emit(_ position: Int) {
    let definition = grammar.templates[template]
    var slots: [String: SlotValue] = [:]
    var details: [String: SlotDetail] = [:]
    for capture in captures {
      slots[capture.slot] = capture.reading.value
      let type = capture.source
      if capture.reading.normalized != nil || SlotType(rawValue: type) != nil {
        details[capture.slot] = SlotDetail(type: type, normalized: capture.reading.normalized)
      }
      slots.merge(capture.reading.extraSlots) { _, new in new }
      details.merge(capture.reading.extraDetails) { _, new in new }
    }
    for (slot, value) in definition.fixed { slots[slot] = .string(value) }
    // Punctuation right after the person ("text Nguyen Thi Minh: the package…") is the writer marking
    // where the name ends.
    var personDelimited = false
    if let person = captures.last(where: { $0.slot == "person" }), person.end < utterance.words.count {
      let gap = utterance.text[utterance.words[person.end - 1].range.upperBound..<utterance.words[person.end].range.lowerBound]
      personDelimited = gap.contains { ":,;\"“—–".contains($0) }
    }
    parses.append(
      Parse(
        intent: grammar.intents[definition.intent].name, slots: slots, details: details, openWords: openWords,
        literalWords: literalWords, covered: position, template: template, personDelimited: personDelimited))
  }
}
