import Foundation

/// How well the grammar reads a labelled corpus, in the figures that matter to someone whose requests
/// kith acts on: the intent, the slots, readings of another intent (the dangerous kind: kith would do
/// something else than asked), message bodies word for word, and requests kith should decline.
///
/// ```swift
/// let evaluation = GrammarEvaluation(examples: examples, grammar: grammar) { _ in judge }
/// evaluation.figures.intentAccuracy  // 0.97
/// print(evaluation.table(by: \.speaker))
/// ```
public struct GrammarEvaluation: Sendable {
  /// One example and what the grammar made of it.
  public struct Outcome: Sendable {
    public var example: GrammarExample
    public var result: ParseResult

    /// The intent read matches the label (`null` for a request kith should not take).
    public var intentCorrect: Bool { !result.isAmbiguous && result.intent == example.intent }
    /// The intent and every slot match.
    public var correct: Bool {
      intentCorrect && Outcome.canonical(result.best?.slots ?? [:]) == Outcome.canonical(example.slots)
    }

    /// A pronoun for the contact just talked about is the same person in any of its forms: a writer who
    /// typed "his email" labels "his", kith reads "him" (the contract's form).
    public static func canonical(_ slots: [String: SlotValue]) -> [String: SlotValue] {
      guard let person = slots["person"]?.string, let form = pronounForms[person.lowercased()] else { return slots }
      var slots = slots
      slots["person"] = .string(form)
      return slots
    }

    private static let pronounForms = [
      "him": "him", "his": "him", "he": "him", "her": "her", "hers": "her", "she": "her", "them": "them",
      "their": "them", "they": "them", "theirs": "them",
    ]
    /// A request was read as another request: kith would do something the person didn't ask for.
    public var wrongIntent: Bool { example.intent != nil && result.intent != nil && result.intent != example.intent }
  }

  /// The figures of some outcomes.
  public struct Figures: Sendable, Equatable {
    public var requests = 0
    public var intentCorrect = 0
    /// Requests with an intent read correctly, and how many of those have every slot right.
    public var intentCorrectWithSlots = 0
    public var slotsCorrect = 0
    /// Requests labelled with an intent, and how many were read as a different one.
    public var labelled = 0
    public var wrongIntent = 0
    /// Requests with a message body, and how many bodies came out exactly as said.
    public var bodies = 0
    public var bodiesExact = 0
    /// Requests kith should not take, and how many it declined.
    public var outOfScope = 0
    public var rejected = 0

    public var intentAccuracy: Double { Figures.ratio(intentCorrect, requests) }
    public var slotAccuracy: Double { Figures.ratio(slotsCorrect, intentCorrectWithSlots) }
    public var wrongIntentRate: Double { labelled == 0 ? 0 : Double(wrongIntent) / Double(labelled) }
    public var rejection: Double { Figures.ratio(rejected, outOfScope) }

    static func ratio(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 1 : Double(part) / Double(whole) }

    mutating func add(_ outcome: Outcome) {
      requests += 1
      if outcome.intentCorrect { intentCorrect += 1 }
      if let intent = outcome.example.intent {
        labelled += 1
        if outcome.wrongIntent { wrongIntent += 1 }
        if outcome.intentCorrect {
          intentCorrectWithSlots += 1
          if outcome.correct { slotsCorrect += 1 }
        }
        if let body = outcome.example.slots["body"], intent.hasPrefix("send_") {
          bodies += 1
          if outcome.intentCorrect, outcome.result.best?.slots["body"] == body { bodiesExact += 1 }
        }
      } else {
        outOfScope += 1
        if outcome.result.intent == nil, !outcome.result.isAmbiguous { rejected += 1 }
      }
    }
  }

  public let outcomes: [Outcome]

  /// Parses every example, with `judge` saying how spans name contacts in that example's book.
  public init(examples: [GrammarExample], grammar: Grammar, judge: (GrammarExample) -> (any PersonJudge)?) {
    outcomes = examples.map { example in
      Outcome(example: example, result: grammar.parse(example.text, state: example.state, judge: judge(example)))
    }
  }

  public var figures: Figures { Self.figures(outcomes) }

  static func figures(_ outcomes: some Sequence<Outcome>) -> Figures {
    var figures = Figures()
    for outcome in outcomes { figures.add(outcome) }
    return figures
  }

  /// Every example not read as labelled, as `file:line: "text"` with what was expected and got.
  public var misses: [String] { outcomes.compactMap { $0.example.mismatch($0.result) } }

  /// The figures as a Markdown table, one row per group (`nil` groups are left out) and a total.
  public func table(by group: (GrammarExample) -> String?) -> String {
    var groups: [String: [Outcome]] = [:]
    for outcome in outcomes {
      if let name = group(outcome.example) { groups[name, default: []].append(outcome) }
    }
    var lines = [
      "| | requests | intent correct | slots correct | another intent | bodies exact | out of scope rejected |",
      "|---|---|---|---|---|---|---|",
    ]
    func percent(_ value: Double) -> String { String(format: "%.1f %%", value * 100) }
    func row(_ name: String, _ figures: Figures) -> String {
      "| \(name) | \(figures.requests) | \(percent(figures.intentAccuracy)) | \(percent(figures.slotAccuracy)) | "
        + "\(percent(figures.wrongIntentRate)) (\(figures.wrongIntent)) | \(figures.bodiesExact) of \(figures.bodies) | "
        + "\(percent(figures.rejection)) |"
    }
    for name in groups.keys.sorted() { lines.append(row(name, Self.figures(groups[name]!))) }
    lines.append(row("**all**", figures))
    return lines.joined(separator: "\n")
  }
}
