import ArgumentParser
import Foundation
import KithCore
import KithStore

/// `kith-bench`: benchmarks that print Markdown tables (medians, with a baseline from the same run).
@main
struct KithBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kith-bench",
    abstract: "Benchmarks for kith. Build with -c release.",
    subcommands: [Generate.self, ImportBenchmark.self, ImportPhases.self, SearchBenchmark.self, MCPBenchmark.self, CrashHarness.self, ConcurrencyHarness.self, QueryProfile.self, EvaluationBenchmark.self, GrammarBenchmark.self, CorpusBenchmark.self, DuplicatesBenchmark.self, BigFileHarness.self, GrowthBenchmark.self])
}

/// `kith-bench generate --count N --output FILE`
struct Generate: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Write a deterministic N-contact vCard file.")

  @Option var count = 100_000
  @Option var seed: UInt64 = 0x6B69_7468
  @Option(name: .shortAndLong) var output: String
  @Option(help: "Also write the search benchmark's query mix for this book (one query a line) to this file.")
  var queriesOutput: String?
  @Option(help: "How many queries in that mix.") var queries = 600
  @Option(help: "Where names come from: classic (a short list) or census (Data/names, by frequency).")
  var names = BookGenerator.NamePool.classic

  func run() throws {
    let people = try write(BookGenerator(count: count, seed: seed, names: names), to: output)
    if let queriesOutput {
      let lines = QueryMix(people: people, count: queries).queries.map { $0.text.replacingOccurrences(of: "\n", with: " ") }
      try (lines.joined(separator: "\n") + "\n").write(toFile: queriesOutput, atomically: true, encoding: .utf8)
    }
  }
}

/// Writes the generated book to `path`; `more` may add cards after all of them (planted ones).
@discardableResult
func write(_ generator: BookGenerator, to path: String, more: ([BookGenerator.Person]) -> String = { _ in "" }) throws -> [BookGenerator.Person] {
  var people: [BookGenerator.Person] = []
  guard FileManager.default.createFile(atPath: path, contents: nil) else { throw BenchError("cannot write \(path)") }
  guard let handle = FileHandle(forWritingAtPath: path) else { throw BenchError("cannot write \(path)") }
  var buffer = ""
  try generator.generate({ card in
    buffer += card
    if buffer.utf8.count > 1 << 20 {
      try handle.write(contentsOf: Data(buffer.utf8))
      buffer = ""
    }
  }, person: { people.append($0) })
  buffer += more(people)
  try handle.write(contentsOf: Data(buffer.utf8))
  try handle.close()
  return people
}

/// The executable `kith` built beside this benchmark.
func kithExecutable() throws -> String {
  let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  let path = own.deletingLastPathComponent().appendingPathComponent("kith").path
  guard FileManager.default.isExecutableFile(atPath: path) else {
    throw BenchError("build kith first: swift build -c release --product kith")
  }
  return path
}

/// `kith-bench import`: `kith import` of a generated book, against parsing alone.
struct ImportBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import", abstract: "Time and peak memory of importing a generated book.")

  @Option var count = 100_000
  @Option var runs = 3

  func run() throws {
    let folder = NSTemporaryDirectory() + "kith-bench-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let book = folder + "/book.vcf"
    try write(BookGenerator(count: count), to: book)
    let size = (try FileManager.default.attributesOfItem(atPath: book)[.size] as? Int) ?? 0
    let kith = try kithExecutable()

    var importTimes: [Double] = []
    var importMemory: [Double] = []
    var reimportTimes: [Double] = []
    var parseTimes: [Double] = []
    for run in 0..<runs {
      let store = folder + "/store-\(run).sqlite"
      let first = try ChildProcess.run(kith, ["--store", store, "import", book])
      guard first.status == 0 else { throw BenchError("kith import failed with status \(first.status)") }
      importTimes.append(first.seconds)
      importMemory.append(first.peakMemoryMB)
      let again = try ChildProcess.run(kith, ["--store", store, "import", book])
      reimportTimes.append(again.seconds)
      // Baseline: read and parse every card, store nothing.
      let start = DispatchTime.now().uptimeNanoseconds
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: book)))
      var cards = 0
      for case .success in VCardReader(data: bytes, source: book) { cards += 1 }
      parseTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      guard cards == count else { throw BenchError("parsed \(cards) cards, expected \(count)") }
    }
    let parse = Statistics.median(parseTimes)
    var table = Table(header: ["measure (median of \(runs))", "value", "vs parse-only baseline"])
    table.rows = [
      ["book", "\(count) contacts, \(size / 1_048_576) MB", ""],
      ["baseline: parse only (in-process)", String(format: "%.2f s", parse), "1.00×"],
      [
        "kith import, new store", String(format: "%.2f s", Statistics.median(importTimes)),
        String(format: "%.2f×", Statistics.median(importTimes) / parse),
      ],
      ["kith import, peak memory", String(format: "%.0f MB", Statistics.median(importMemory)), ""],
      [
        "kith import again (all unchanged)", String(format: "%.2f s", Statistics.median(reimportTimes)),
        String(format: "%.2f×", Statistics.median(reimportTimes) / parse),
      ],
    ]
    print(table.render())
  }
}

/// Runs `body` with a fresh scratch folder (under the temporary directory, named for the benchmark and
/// this process), removed afterwards whatever happens.
func withScratchFolder<T>(_ name: String, _ body: (String) throws -> T) throws -> T {
  let folder = NSTemporaryDirectory() + "kith-\(name)-\(getpid())"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  return try body(folder)
}

/// A generated book written to `FOLDER/book.vcf` and imported by the `kith` built beside this benchmark
/// into `FOLDER/STORE`.
struct ImportedBook {
  let kith: String
  let book: String
  let store: String
  let people: [BookGenerator.Person]

  init(count: Int, in folder: String, store: String = "store.sqlite") throws {
    kith = try kithExecutable()
    book = folder + "/book.vcf"
    people = try write(BookGenerator(count: count), to: book)
    self.store = folder + "/" + store
    guard try ChildProcess.run(kith, ["--store", self.store, "import", book]).status == 0 else {
      throw BenchError("import failed")
    }
  }
}
