/// Finds every reading of one utterance under one template, by backtracking over the words.
///
/// The rest of a template is kept as a linked list of patterns, so a choice or an open span tries each
/// way forward without copying what remains.
struct Matcher {
  private final class Next {
    let pattern: Pattern
    let rest: Next?
    init(_ pattern: Pattern, _ rest: Next?) {
      self.pattern = pattern
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
  /// The words between the polite opening and closing, if any.
  let lower: Int
  let upper: Int
  private(set) var parses: [Parse] = []
  private var captures: [Capture] = []
  private var literalWords = 0
  private var openWords = 0
  private var template = 0
  private var readings: [SpanKey: SlotReading?] = [:]

  init(grammar: Grammar, utterance: Utterance, lower: Int, upper: Int) {
    self.grammar = grammar
    self.utterance = utterance
    self.lower = lower
    self.upper = upper
  }

  /// Adds every reading of the utterance under template number `index`.
  mutating func match(template index: Int) {
    template = index
    match(Next(grammar.templates[index].pattern, nil), lower)
  }

  private mutating func match(_ next: Next?, _ position: Int) {
    guard let next else {
      if position == upper { emit() }
      return
    }
    switch next.pattern {
    case .word(let word):
      guard position < upper, utterance.words[position].folded == word else { return }
      literalWords += 1
      match(next.rest, position + 1)
      literalWords -= 1
    case .sequence(let parts):
      var chain = next.rest
      for part in parts.reversed() { chain = Next(part, chain) }
      match(chain, position)
    case .choice(let parts):
      for part in parts { match(Next(part, next.rest), position) }
    case .slot(let reference):
      if let list = grammar.lists[reference.source] {
        matchList(list, reference, next.rest, position)
      } else if let type = SlotType(rawValue: reference.source) {
        matchSpan(type, reference, next.rest, position)
      }
    case .permutation, .rule:
      // NB: the loader expands permutations and inlines rules; a template never gets here with either.
      return
    }
  }

  private mutating func matchList(_ list: Grammar.SlotList, _ reference: Pattern.SlotReference, _ rest: Next?, _ position: Int) {
    for entry in list.entries {
      for phrase in entry.phrases where position + phrase.count <= upper {
        guard phrase.indices.allSatisfy({ utterance.words[position + $0].folded == phrase[$0] }) else { continue }
        captures.append(
          Capture(slot: reference.slot, source: list.name, reading: SlotReading(entry.value), end: position + phrase.count))
        literalWords += phrase.count
        match(rest, position + phrase.count)
        literalWords -= phrase.count
        captures.removeLast()
      }
    }
  }

  private mutating func matchSpan(_ type: SlotType, _ reference: Pattern.SlotReference, _ rest: Next?, _ position: Int) {
    guard position < upper else { return }
    let last = upper - position < type.maxWords ? upper : position + type.maxWords
    // When a word follows the span, the span can only end where that word is.
    var following: String?
    if case .word(let word)? = rest?.pattern { following = word }
    for end in (position + 1)...last {
      if let following, end < upper, utterance.words[end].folded != following { continue }
      guard let reading = reading(type, position, end) else { continue }
      captures.append(Capture(slot: reference.slot, source: type.rawValue, reading: reading, end: end))
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
    let (written, quoted) = text(lower, upper, keepingMark: type == .text)
    let reading = written.isEmpty
      ? nil : type.read(utterance.words[lower..<upper], written: written, quoted: quoted, in: grammar)
    readings[key] = reading
    return reading
  }

  /// The words `lower..<upper` as typed, with what stood between them and their neighbours, trimmed of
  /// spaces, separating punctuation and surrounding quotes. A message keeps a final "?" or "!".
  private func text(_ lower: Int, _ upper: Int, keepingMark: Bool) -> (String, quoted: Bool) {
    let words = utterance.words
    let text = utterance.text
    let start = lower == 0 ? text.startIndex : words[lower - 1].range.upperBound
    let end = upper == words.count ? text.endIndex : words[upper].range.lowerBound
    var span = text[start..<end]
    let leading: Set<Character> = [":", ",", ";", "—", "–", "…"]
    var trailing: Set<Character> = [".", ",", ";", ":", "—", "–"]
    if !keepingMark { trailing.formUnion(["?", "!", "…"]) }
    // An apostrophe left after "James" when the possessive was split off ("James'") goes too.
    if upper < words.count, words[upper].folded == "'s" { trailing.formUnion(["'", "’"]) }
    while let first = span.first, first.isWhitespace || leading.contains(first) { span = span.dropFirst() }
    while let last = span.last, last.isWhitespace || trailing.contains(last) { span = span.dropLast() }
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

  private static let closingQuote: [Character: Character] = [
    "\"": "\"", "'": "'", "“": "”", "‘": "’", "«": "»", "„": "“", "”": "”",
  ]

  private mutating func emit() {
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
        literalWords: literalWords, template: template, personDelimited: personDelimited))
  }
}
