import Foundation
import Testing

@testable import KithIndex

@Suite("Resolver evaluation set")
struct EvaluationTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Evaluation")

  /// The resolver's own set, one written blind to the implementation from the requirements alone, and
  /// issue 10's blind set with its own book of 21 naming traditions (blind when it arrived, tuned on since).
  @Test(arguments: [
    ("book.vcf", "queries.jsonl"), ("book.vcf", "blind/queries.jsonl"), ("blind-2/book.vcf", "blind-2/queries.jsonl"),
  ])
  func neverUniqueWithTheWrongPersonAndAtLeast97PercentRight(_ book: String, _ queries: String) throws {
    let scratch = NSTemporaryDirectory() + "kith-evaluation-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let evaluation = try ResolverEvaluation.run(
      book: Self.folder.appendingPathComponent(book).path,
      queries: Self.folder.appendingPathComponent(queries).path, folder: scratch)
    print(queries)
    print(evaluation.table)
    for miss in evaluation.misses {
      print("\(miss.isWrongUnique ? "WRONG UNIQUE" : "miss") [\(miss.kind)] \(miss.query.prefix(60)) — expected \(miss.expected); got \(miss.got.status.rawValue) \(miss.got.results.prefix(4).map { "\($0.uid) (\($0.why))" })")
    }
    let totals = evaluation.totals
    #expect(totals.queries >= 300)
    #expect(totals.wrongUnique == 0, "queries answered unique with the wrong person")
    #expect(totals.shareCorrect >= 0.97, "share of queries answered right")
  }
}
