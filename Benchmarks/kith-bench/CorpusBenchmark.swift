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

  func run() throws {
    let loaded = try Grammar.load(directory: grammar)
    let set = try GrammarCorpus(folder: corpus)
    for name in half == "all" ? ["dev", "test", "dev-2", "test-2", "dev-3", "test-3", "dev-4", "test-4"] : half == "both" ? ["dev", "test"] : [half] {
      let evaluation = try set.evaluate(half: name, grammar: loaded, withBooks: !noBooks)
      print("\n\(name) half:\n")
      print(evaluation.table(by: \.speaker))
      guard misses else { continue }
      for outcome in evaluation.outcomes where !outcome.correct {
        if let speaker, outcome.example.speaker != speaker { continue }
        let kind = outcome.wrongIntent ? "WRONG INTENT " : ""
        print(kind + (outcome.example.mismatch(outcome.result) ?? ""))
      }
    }
  }
}
