import ArgumentParser
import Foundation
import KithAssistant
import KithGrammar

/// `kith-bench corpus`: the grammar's figures on the blind corpus, per speaker (README table).
struct CorpusBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "corpus", abstract: "Score the grammar on Tests/KithGrammarTests/Corpus, per speaker.")

  @Option(help: "The corpus folder.") var corpus = "Tests/KithGrammarTests/Corpus"
  @Option(help: "dev, test or both.") var half = "both"
  @Option(help: "The grammar folder.") var grammar = "Grammars/en"
  @Flag(help: "List every request read other than labelled.") var misses = false
  @Option(help: "Only this speaker's misses.") var speaker: String?
  @Flag(help: "Judge person spans without the speakers' books, as `kith grammar parse` does with no store.")
  var noBooks = false
  @Flag(help: "For requests read as nothing, score the closest reading (what chat offers as \"Did you mean …?\").")
  var closest = false

  func run() throws {
    let loaded = try Grammar.load(directory: grammar)
    let set = try GrammarCorpus(folder: corpus)
    for name in half == "all" ? ["dev", "test", "dev-2", "test-2", "dev-3", "test-3", "dev-4", "test-4"] : half == "both" ? ["dev", "test"] : [half] {
      let evaluation = try set.evaluate(half: name, grammar: loaded, withBooks: !noBooks)
      print("\n\(name) half:\n")
      print(evaluation.table(by: \.speaker))
      if closest { printClosest(evaluation, set: set, grammar: loaded) }
      guard misses else { continue }
      for outcome in evaluation.outcomes where !outcome.correct {
        if let speaker, outcome.example.speaker != speaker { continue }
        let kind = outcome.wrongIntent ? "WRONG INTENT " : ""
        print(kind + (outcome.example.mismatch(outcome.result) ?? ""))
      }
    }
  }

  /// How the closest reading does on the requests read as nothing, by intent it reads.
  private func printClosest(_ evaluation: GrammarEvaluation, set: GrammarCorpus, grammar: Grammar) {
    var counts: [String: (right: Int, wrongIntent: Int, wrongSlots: Int)] = [:]
    var none = 0
    for outcome in evaluation.outcomes where outcome.result.best == nil && !outcome.result.isAmbiguous {
      let example = outcome.example
      guard example.state == .idle else { continue }
      let judge = noBooks ? nil : example.speaker.flatMap { set.books[$0] }?.judge
      guard let reading = grammar.closestReading(example.text, judge: judge)?.parse else {
        none += 1
        continue
      }
      var entry = counts[reading.intent] ?? (0, 0, 0)
      if reading.intent != example.intent {
        entry.wrongIntent += 1
        if misses { print("CLOSEST WRONG \(example.text) → \(reading.intent) (expected \(example.intent ?? "nothing"))") }
      } else if GrammarEvaluation.Outcome.canonical(reading.slots) == GrammarEvaluation.Outcome.canonical(example.slots) {
        entry.right += 1
      } else {
        entry.wrongSlots += 1
      }
      counts[reading.intent] = entry
    }
    print("\nclosest readings of requests read as nothing (idle): none \(none)")
    for (intent, entry) in counts.sorted(by: { $0.key < $1.key }) {
      print("  \(intent): right \(entry.right), wrong slots \(entry.wrongSlots), wrong intent \(entry.wrongIntent)")
    }
  }
}
