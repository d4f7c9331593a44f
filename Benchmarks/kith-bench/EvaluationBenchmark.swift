import ArgumentParser
import Foundation
import KithIndex

/// `kith-bench eval`: the resolver's figures on the labelled set, per kind of query (README table).
struct EvaluationBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "eval", abstract: "Score the resolver on Tests/KithIndexTests/Evaluation.")

  @Option(help: "The folder with book.vcf and queries.jsonl.")
  var set = "Tests/KithIndexTests/Evaluation"

  @Option(help: "The queries file in that folder (dev.jsonl, test.jsonl for a split set).")
  var queries = "queries.jsonl"

  @Flag(help: "List every query answered other than labelled.")
  var misses = false

  func run() throws {
    let scratch = NSTemporaryDirectory() + "kith-eval-\(getpid())"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let evaluation = try ResolverEvaluation.run(
      book: set + "/book.vcf", queries: set + "/" + queries, folder: scratch)
    print(evaluation.table)
    if misses {
      for miss in evaluation.misses {
        print("\(miss.isWrongUnique ? "WRONG UNIQUE" : "miss") [\(miss.kind)] \(miss.query.prefix(60)): expected \(miss.expected), got \(miss.got.status.rawValue) \(miss.got.results.prefix(3).map(\.uid))")
      }
    }
  }
}
