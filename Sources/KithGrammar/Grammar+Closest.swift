/// The reading a request comes closest to when it reads as nothing: what kith offers as "Did you mean …?".
public struct ClosestReading: Sendable {
  /// The reading of the request without the words kith could not place.
  public var parse: Parse
  /// Those words, as typed ("make" in "make call for John Smith at his office number").
  public var skipped: [String]
}

extension Grammar {
  /// The best reading of `text` with one word, or two words side by side, left out, when `text` itself
  /// reads as nothing. A word the grammar doesn't know goes first; of readings that leave out the same
  /// number of words, the one that explains the most words literally wins.
  ///
  /// ```swift
  /// grammar.closestReading("make call for John Smith at his office number")?.parse.intent  // "call"
  /// ```
  public func closestReading(
    _ text: String, state: ConversationState = .idle, judge: (any PersonJudge)? = nil
  ) -> ClosestReading? {
    let utterance = Utterance(text)
    let words = utterance.words
    guard words.count >= 2, words.count <= 40 else { return nil }
    // Every attempt shares one budget of part readings, so the whole search stays bounded (found by
    // fuzzing: Fuzz/regressions/chat).
    let budget = PartBudget()
    budget.remaining = 128
    for width in 1...2 {
      var best: (reading: ClosestReading, unknown: Bool, literal: Int)?
      for start in 0...(words.count - width) {
        let cut = words[start].range.lowerBound..<words[start + width - 1].range.upperBound
        var shorter = text
        shorter.replaceSubrange(cut, with: " ")
        // Templates only: the readings of parts (sentences, corrections) are for what people say, not for
        // what is left once a word is taken out, and they would cost each attempt many readings more.
        let result = parse(shorter, state: state, judge: judge, depth: Grammar.maximumPartDepth, budget: budget, suggesting: false)
        // Never by dropping words from a message: what it says would change.
        guard let parse = result.best, parse.slots["body"] == nil, parse.template >= 0,
          !templates[parse.template].isNameAlone
        else { continue }
        let unknown = (start..<(start + width)).allSatisfy { vocabulary.id(words[$0].folded) < 0 }
        let reading = ClosestReading(parse: parse, skipped: (start..<(start + width)).map { String(text[words[$0].range]) })
        if let current = best, (current.unknown ? 1 : 0, current.literal) >= (unknown ? 1 : 0, parse.literalWords) { continue }
        best = (reading, unknown, parse.literalWords)
      }
      if let best { return best.reading }
    }
    return nil
  }
}
