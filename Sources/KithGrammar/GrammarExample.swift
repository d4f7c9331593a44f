import Foundation

/// One line of a grammar test file: a request, the state it is said in, and the reading it must get.
///
/// ```json
/// {"text": "text John about dinner", "intent": "send_message", "slots": {"person": "John", "body": "dinner"}}
/// {"text": "2", "context": "awaiting_choice", "intent": "choose", "slots": {"choice": "2"}}
/// {"text": "what's the weather", "intent": null}
/// ```
public struct GrammarExample: Sendable, Hashable {
  public var text: String
  public var state: ConversationState
  /// `nil`: kith must not recognise any request.
  public var intent: String?
  public var slots: [String: SlotValue]
  /// Where the example is, for messages: `file:line`.
  public var location: String
  /// Who wrote it, in a corpus of several speakers ("teen", "voice"); `nil` elsewhere.
  public var speaker: String?

  /// Reads a JSON Lines file of examples; blank lines and lines starting with `#` or `//` are skipped.
  public static func load(path: String) throws -> [GrammarExample] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var examples: [GrammarExample] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//") { continue }
      let location = "\(path):\(offset + 1)"
      guard let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) as? [String: Any],
        let text = object["text"] as? String
      else {
        throw GrammarExampleError(message: "\(location): not a JSON object with a \"text\" string")
      }
      var state = ConversationState.idle
      if let context = object["context"] as? String {
        guard let value = ConversationState(rawValue: context) else {
          throw GrammarExampleError(message: "\(location): unknown context '\(context)'")
        }
        state = value
      }
      var slots: [String: SlotValue] = [:]
      for (name, value) in object["slots"] as? [String: Any] ?? [:] {
        if let string = value as? String {
          slots[name] = .string(string)
        } else if let strings = value as? [String] {
          slots[name] = .list(strings)
        } else {
          throw GrammarExampleError(message: "\(location): slot '\(name)' is neither a string nor a list of strings")
        }
      }
      examples.append(
        GrammarExample(
          text: text, state: state, intent: object["intent"] as? String, slots: slots, location: location,
          speaker: object["speaker"] as? String))
    }
    return examples
  }

  /// What is wrong with the grammar's reading of the example, or `nil` when it reads as expected.
  public func mismatch(in grammar: Grammar, judge: (any PersonJudge)? = nil) -> String? {
    mismatch(grammar.parse(text, state: state, judge: judge))
  }

  /// What is wrong with `result` as a reading of the example, or `nil` when it reads as expected.
  public func mismatch(_ result: ParseResult) -> String? {
    let got = result.best
    if got?.intent == intent && (got?.slots ?? [:]) == slots { return nil }
    func describe(_ intent: String?, _ slots: [String: SlotValue]) -> String {
      guard let intent else { return "nothing" }
      let pairs = slots.keys.sorted().map { key -> String in
        switch slots[key]! {
        case .string(let value): return "\(key)=\"\(value)\""
        case .list(let values): return "\(key)=[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
      }
      return ([intent] + pairs).joined(separator: " ")
    }
    var message = "\(location): \"\(text)\"\n  expected: \(describe(intent, slots))\n  got:      "
    message += result.isAmbiguous ? "ambiguous between " + result.alternatives.prefix(2).map { describe($0.intent, $0.slots) }.joined(separator: " | ") : describe(got?.intent, got?.slots ?? [:])
    return message
  }
}

public struct GrammarExampleError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
