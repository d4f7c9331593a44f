import ArgumentParser
import Foundation
import KithAssistant
import KithGrammar
import KithIndex
import KithStore

/// `kith-bench grammar`: loading the English grammar, and parsing requests with person spans checked
/// against a generated book, against tokenising alone (the least any parser must do) in the same run.
struct GrammarBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "grammar", abstract: "Grammar load time and per-request parse time with an index.")

  @Option var count = 10_000
  @Option(help: "Times the whole request mix is parsed.") var rounds = 20
  @Option(help: "The grammar folder.") var grammar = "Grammars/en"
  @Option(help: "Also list this many of the slowest requests.") var slowest = 0
  @Option(help: "Times the grammar is loaded, for its load time.") var loadings = 30
  @Option(help: "A JSON Lines file of more requests (the blind corpus's development half).")
  var corpus: String? = "Tests/KithGrammarTests/Corpus/dev.jsonl"

  func run() throws {
    let (people, book) = try withScratchFolder("grammar-bench") { folder in
      let bookPath = folder + "/book.vcf"
      return (try write(BookGenerator(count: count), to: bookPath), try SampleBook(vCardPath: bookPath))
    }
    try book.session.warmUp()
    let judge = book.judge

    // Load: the whole folder, files read and compiled, against reading the files alone.
    var loads: [Double] = []
    var reads: [Double] = []
    var loaded = try Grammar.load(directory: grammar)
    for _ in 0..<loadings {
      reads.append(try milliseconds { _ = try Grammar.sources(in: grammar) })
      loads.append(try milliseconds { loaded = try Grammar.load(directory: grammar) })
    }

    // Requests: every test utterance beside the grammar, and requests naming people in the book.
    var requests: [(text: String, state: ConversationState)] = []
    let tests = grammar + "/tests"
    for name in try FileManager.default.contentsOfDirectory(atPath: tests).sorted() where name.hasSuffix(".jsonl") {
      requests += try GrammarExample.load(path: tests + "/" + name).map { ($0.text, $0.state) }
    }
    // Requests as people write them: the blind corpus's development half.
    if let corpus, FileManager.default.fileExists(atPath: corpus) {
      requests += try GrammarExample.load(path: corpus).map { ($0.text, $0.state) }
    }
    let shapes = [
      "text %@ I'm running late", "tell %@ that the meeting moved", "what's %@'s email?", "call %@ at work",
      "update %@'s work number to 555-999-8888", "add %@ to Family", "sms %@ see you soon",
    ]
    for (index, person) in people.prefix(300).enumerated() {
      let name = index % 2 == 0 ? person.given + " " + person.family : person.given
      requests.append((String(format: shapes[index % shapes.count], name), .idle))
    }

    var withIndex: [Double] = []
    var grammarOnly: [Double] = []
    var tokenizeOnly: [Double] = []
    var recognised = 0
    for round in 0..<rounds {
      for request in requests {
        tokenizeOnly.append(microseconds { _ = Utterance(request.text) })
        grammarOnly.append(microseconds { _ = loaded.parse(request.text, state: request.state) })
        var result: ParseResult?
        withIndex.append(microseconds { result = loaded.parse(request.text, state: request.state, judge: judge) })
        if round == 0, result?.best != nil { recognised += 1 }
      }
    }
    if slowest > 0 {
      let perRequest = requests.indices.map { index in
        (requests[index].text, Statistics.median(stride(from: index, to: withIndex.count, by: requests.count).map { withIndex[$0] }))
      }
      for (text, time) in perRequest.sorted(by: { $0.1 > $1.1 }).prefix(slowest) {
        print(String(format: "%8.1f µs  ", time) + text)
      }
    }
    let base = Statistics.median(tokenizeOnly)
    let read = Statistics.median(reads)
    var table = Table(header: ["measure (medians)", "value", "ratio to baseline", "target"])
    table.rows = [
      ["grammar", "\(loaded.intents.count) intents, \(loaded.templateCount) templates", "", ""],
      ["baseline: read the grammar files", String(format: "%.2f ms", read), "1.00×", ""],
      ["load and compile the grammar", String(format: "%.2f ms", Statistics.median(loads)),
        String(format: "%.1f×", Statistics.median(loads) / read), "≤ 20 ms"],
      ["requests", "\(requests.count) (\(recognised) recognised) × \(rounds) rounds", "", ""],
      ["baseline: tokenise only", String(format: "%.1f µs", base), "1.0×", ""],
      ["parse, grammar only", String(format: "%.1f µs", Statistics.median(grammarOnly)),
        String(format: "%.1f×", Statistics.median(grammarOnly) / base), ""],
      ["parse, person spans checked on \(count) contacts", String(format: "%.1f µs", Statistics.median(withIndex)),
        String(format: "%.1f×", Statistics.median(withIndex) / base), "≤ 100 µs"],
      ["  p90 / p99", String(format: "%.1f / %.1f µs", Statistics.percentile(withIndex, 90), Statistics.percentile(withIndex, 99)), "", ""],
    ]
    print(table.render())
  }

  private func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  }

  private func microseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
  }
}
