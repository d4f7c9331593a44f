import ArgumentParser
import Foundation

/// `kith-bench growth`: how search and import grow with the book, from ten thousand contacts to a million,
/// on books with census name frequencies, with SQLite FTS5 prefix search over the same queries beside it.
struct GrowthBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "growth", abstract: "Import and search cost at several book sizes (default 10k, 100k, 1M).")

  @Option(parsing: .upToNextOption, help: "Book sizes.") var counts = [10_000, 100_000, 1_000_000]
  @Option(help: "Where names come from.") var names = BookGenerator.NamePool.census
  @Option(help: "Queries in the mix at each size.") var queries = 600
  @Option(help: "One-process `kith search` runs at each size.") var processes = 10
  @Flag(help: "Leave out the FTS5 baseline (it indexes every name again).") var noBaseline = false

  func run() throws {
    let kith = try kithExecutable()
    var table = Table(header: [
      "contacts", "import", "import peak", "store", "first answer (one process)", "search --json p50", "p99",
      "FTS5 prefix p50", "kith is", "search peak",
    ])
    for count in counts {
      try withScratchFolder("growth-\(count)") { folder in
        let book = folder + "/book.vcf"
        let people = try write(BookGenerator(count: count, names: names), to: book)
        let store = folder + "/store.sqlite"
        let imported = try ChildProcess.run(kith, ["--store", store, "import", book])
        guard imported.status == 0 else { throw BenchError("import of \(count) failed") }
        let size = (try FileManager.default.attributesOfItem(atPath: store)[.size] as? Int) ?? 0
        let mix = QueryMix(people: people, count: queries)
        var oneShot: [Double] = []
        for query in mix.queries.prefix(processes) {
          oneShot.append(try ChildProcess.run(kith, ["--store", store, "search", "--json", query.text]).seconds * 1000)
        }
        let client = try LineProcess(kith, ["--store", store, "search", "--json"])
        _ = try client.ask("warm up")
        var latencies: [Double] = []
        for query in mix.queries {
          let start = DispatchTime.now().uptimeNanoseconds
          _ = try client.ask(query.text)
          latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let peak = client.finish()
        var baseline = "–"
        var ratio = "–"
        if !noBaseline {
          let fts = try FTSBaseline(people: people, folder: folder)
          var times: [Double] = []
          for query in mix.queries {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try fts.search(query.text)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
          }
          baseline = Self.ms(Statistics.median(times))
          ratio = String(format: "%.1f× faster", Statistics.median(times) / Statistics.median(latencies))
        }
        table.rows.append([
          String(count), String(format: "%.1f s", imported.seconds), String(format: "%.0f MB", imported.peakMemoryMB),
          String(format: "%.0f MB", Double(size) / 1_048_576), Self.ms(Statistics.median(oneShot)),
          Self.ms(Statistics.median(latencies)), Self.ms(Statistics.percentile(latencies, 99)), baseline, ratio,
          String(format: "%.0f MB", peak),
        ])
        FileHandle.standardError.write(Data("\(count) done\n".utf8))
      }
    }
    print(table.render())
  }

  static func ms(_ value: Double) -> String { String(format: value < 1 ? "%.3f ms" : "%.1f ms", value) }
}
