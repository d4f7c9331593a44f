import Foundation
import KithCore
import KithStore

/// Scores the resolver on a labelled set (see `Tests/KithIndexTests/Evaluation/README.md`): imports the
/// book into a fresh store, replays the lines in order (queries and state-changing actions), and counts,
/// per kind of query, what came back right.
public struct ResolverEvaluation {
  /// One line of the set.
  struct Line: Decodable {
    var query: String?
    var kind: String?
    var expect: Resolution.Status?
    var uids: [String]?
    var note: String?
    var action: String?
    var uid: String?
    var times: Int?
  }

  /// A query answered other than labelled.
  public struct Miss: Sendable {
    public var query: String
    public var kind: String
    public var expected: String
    public var got: Resolution
    /// Answered `unique` with someone it should not have: the error that must never happen.
    public var isWrongUnique: Bool
  }

  /// Figures for one kind of query (or all of them).
  public struct Figures: Sendable {
    public var queries = 0
    public var correct = 0
    public var answeredUnique = 0
    public var rightUnique = 0
    public var expectedAmbiguous = 0
    public var recalledAmbiguous = 0
    public var answeredNotFound = 0
    public var rightNotFound = 0
    public var wrongUnique = 0

    public var shareCorrect: Double { ratio(correct, queries) }
    /// Among queries answered `unique`: the share with the labelled person.
    public var uniqueAccuracy: Double { ratio(rightUnique, answeredUnique) }
    /// Among queries labelled `ambiguous`: the share answered `ambiguous` offering every labelled contact.
    public var ambiguityRecall: Double { ratio(recalledAmbiguous, expectedAmbiguous) }
    /// Among queries answered `not_found`: the share labelled `not_found`.
    public var notFoundPrecision: Double { ratio(rightNotFound, answeredNotFound) }
    /// Among all queries: the share answered `unique` with the wrong person or where none was right.
    public var wrongUniqueRate: Double { ratio(wrongUnique, queries) }

    private func ratio(_ part: Int, _ whole: Int) -> Double { whole == 0 ? .nan : Double(part) / Double(whole) }
  }

  public private(set) var byKind: [String: Figures] = [:]
  public private(set) var misses: [Miss] = []

  /// Runs the set at `queries` against the book at `book`, in a temporary store under `folder`.
  public static func run(book: String, queries: String, folder: String) throws -> ResolverEvaluation {
    let index = SearchIndex(region: "US")
    let store = try ContactStore(path: folder + "/evaluation.sqlite", observers: [index])
    _ = try ContactImporter(store: store).run(try ImportSource.expand([book])) { _ in }
    let session = SearchSession(store: store, index: index, clock: { Date(timeIntervalSince1970: 1_767_225_600) })
    var evaluation = ResolverEvaluation()
    let decoder = JSONDecoder()
    let text = try String(contentsOfFile: queries, encoding: .utf8)
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
      let line: Line
      do {
        line = try decoder.decode(Line.self, from: Data(raw.utf8))
      } catch {
        throw EvaluationError(line: number + 1, reason: "not a query or action: \(error)")
      }
      if let action = line.action {
        try evaluation.apply(action, line, store: store, session: session, number: number + 1)
      } else if let query = line.query, let expect = line.expect {
        evaluation.score(query, kind: line.kind ?? "other", expect: expect, uids: line.uids ?? [],
                         answer: try session.resolve(query))
      }
    }
    return evaluation
  }

  private mutating func apply(
    _ action: String, _ line: Line, store: ContactStore, session: SearchSession, number: Int
  ) throws {
    switch action {
    case "me": try store.setMe(contactID: line.uid)
    case "choose": try session.recordChoice(query: line.query ?? "", contactID: line.uid ?? "")
    case "cancel": try session.recordCancel(query: line.query ?? "")
    case "favorite": try store.setFavorite(contactID: line.uid ?? "", true)
    case "message":
      for offset in 0..<(line.times ?? 1) {
        try store.recordUsage(UsageEvent(
          contactID: line.uid ?? "", action: .message,
          date: Date(timeIntervalSince1970: 1_767_225_600 - Double(offset) * 3_600)))
      }
    default:
      throw EvaluationError(line: number, reason: "unknown action '\(action)'")
    }
  }

  mutating func score(_ query: String, kind: String, expect: Resolution.Status, uids: [String], answer: Resolution) {
    var figures = byKind[kind] ?? Figures()
    var correct = false
    var wrongUnique = false
    figures.queries += 1
    switch answer.status {
    case .unique:
      figures.answeredUnique += 1
      if expect == .unique, answer.results.first?.uid == uids.first {
        figures.rightUnique += 1
        correct = true
      } else {
        wrongUnique = true
        figures.wrongUnique += 1
      }
    case .ambiguous:
      let offered = Set(answer.results.map(\.uid))
      correct = expect == .ambiguous && uids.allSatisfy(offered.contains)
    case .notFound:
      figures.answeredNotFound += 1
      if expect == .notFound {
        figures.rightNotFound += 1
        correct = true
      }
    }
    if expect == .ambiguous {
      figures.expectedAmbiguous += 1
      if correct { figures.recalledAmbiguous += 1 }
    }
    if correct { figures.correct += 1 }
    byKind[kind] = figures
    if !correct {
      let label = expect == .notFound ? "not_found" : "\(expect.rawValue) \(uids.joined(separator: ", "))"
      misses.append(Miss(query: query, kind: kind, expected: label, got: answer, isWrongUnique: wrongUnique))
    }
  }

  /// The per-kind table, as Markdown, with the totals last.
  public var table: String {
    func percent(_ value: Double) -> String { value.isNaN ? "–" : String(format: "%.1f %%", value * 100) }
    var lines = [
      "| kind | queries | correct | unique accuracy | ambiguity recall | not-found precision | wrong unique |",
      "|---|---|---|---|---|---|---|",
    ]
    for (kind, figures) in byKind.sorted(by: { $0.key < $1.key }) + [("**all**", totals)] {
      lines.append(
        "| \(kind) | \(figures.queries) | \(percent(figures.shareCorrect)) | \(percent(figures.uniqueAccuracy)) | "
          + "\(percent(figures.ambiguityRecall)) | \(percent(figures.notFoundPrecision)) | "
          + "\(figures.wrongUnique) (\(percent(figures.wrongUniqueRate))) |")
    }
    return lines.joined(separator: "\n")
  }

  /// The figures over every kind.
  public var totals: Figures {
    var all = Figures()
    for figures in byKind.values {
      all.queries += figures.queries
      all.correct += figures.correct
      all.answeredUnique += figures.answeredUnique
      all.rightUnique += figures.rightUnique
      all.expectedAmbiguous += figures.expectedAmbiguous
      all.recalledAmbiguous += figures.recalledAmbiguous
      all.answeredNotFound += figures.answeredNotFound
      all.rightNotFound += figures.rightNotFound
      all.wrongUnique += figures.wrongUnique
    }
    return all
  }
}

/// A line of an evaluation set that cannot be read.
public struct EvaluationError: Error, CustomStringConvertible {
  public var line: Int
  public var reason: String

  public var description: String { "queries.jsonl:\(line): \(reason)" }
}
