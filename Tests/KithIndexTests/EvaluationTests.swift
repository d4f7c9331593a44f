import Foundation
import Testing

@testable import KithIndex

@Suite("Resolver evaluation set")
struct EvaluationTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Evaluation")

  /// A labelled set and the floors it is held to: the share right, and the most `unique` answers with the
  /// wrong person (0, except on a measured half, whose misses are not read).
  struct Floor: Sendable, CustomTestStringConvertible {
    var book: String
    var queries: String
    var correct = 0.97
    var wrongUnique = 0
    var testDescription: String { queries }
  }

  /// The resolver's own set, one written blind to the implementation from the requirements alone, issue
  /// 10's blind set with its own book of 21 naming traditions (blind when it arrived, tuned on since), and
  /// a second one split once: a half tuned on and a half only measured.
  static let floors = [
    Floor(book: "book.vcf", queries: "queries.jsonl"),
    Floor(book: "book.vcf", queries: "blind/queries.jsonl"),
    Floor(book: "blind-2/book.vcf", queries: "blind-2/queries.jsonl"),
    Floor(book: "blind-3/book.vcf", queries: "blind-3/dev.jsonl"),
    Floor(book: "blind-3/book.vcf", queries: "blind-3/test.jsonl", correct: 0.965, wrongUnique: 3),
    Floor(book: "blind-4/book.vcf", queries: "blind-4/dev.jsonl"),
    Floor(book: "blind-4/book.vcf", queries: "blind-4/test.jsonl", correct: 0.98, wrongUnique: 5),
    Floor(book: "blind-5/book.vcf", queries: "blind-5/dev.jsonl"),
    // Arrived at 97.5 %, 2 wrong unique; its misses were listed once by mistake (see blind-5/README.md).
    Floor(book: "blind-5/book.vcf", queries: "blind-5/test.jsonl", correct: 0.985, wrongUnique: 1),
  ]

  @Test(arguments: floors)
  func neverUniqueWithTheWrongPersonAndAtLeast97PercentRight(_ floor: Floor) throws {
    let (book, queries) = (floor.book, floor.queries)
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
    #expect(totals.wrongUnique <= floor.wrongUnique, "queries answered unique with the wrong person")
    #expect(totals.shareCorrect >= floor.correct, "share of queries answered right")
  }
}
