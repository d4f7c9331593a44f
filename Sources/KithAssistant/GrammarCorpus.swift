import Foundation
import KithGrammar

/// A corpus of requests written blind to the grammar by several speakers, each with the address book
/// their requests name people from (`Tests/KithGrammarTests/Corpus`): `dev.jsonl` to tune the grammar on,
/// `test.jsonl` to measure it, and `books/SPEAKER.vcf`.
///
/// ```swift
/// let corpus = try GrammarCorpus(folder: "Tests/KithGrammarTests/Corpus")
/// let evaluation = try corpus.evaluate(half: "test", grammar: grammar)
/// evaluation.figures.intentAccuracy
/// ```
public struct GrammarCorpus {
  public let folder: String
  /// Each speaker's book, read into an in-memory store.
  public let books: [String: SampleBook]

  public init(folder: String) throws {
    self.folder = folder
    let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/books").filter { $0.hasSuffix(".vcf") }
    var books: [String: SampleBook] = [:]
    for name in names {
      let book = try SampleBook(vCardPath: folder + "/books/" + name)
      try book.session.warmUp()
      books[String(name.dropLast(4))] = book
    }
    self.books = books
  }

  /// The examples of `half` (`dev` or `test`).
  public func examples(half: String) throws -> [GrammarExample] {
    try GrammarExample.load(path: folder + "/\(half).jsonl")
  }

  /// Every example of `half` parsed by `grammar`, person spans judged on the speaker's own book (or on
  /// nothing, as `kith grammar parse` does without a store, when `withBooks` is false).
  public func evaluate(half: String, grammar: Grammar, withBooks: Bool = true) throws -> GrammarEvaluation {
    GrammarEvaluation(examples: try examples(half: half), grammar: grammar) { example in
      withBooks ? example.speaker.flatMap { books[$0] }?.judge : nil
    }
  }
}
