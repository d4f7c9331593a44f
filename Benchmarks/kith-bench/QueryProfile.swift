#if canImport(Glibc)
  import Glibc
#endif
import ArgumentParser
import Foundation
import KithIndex
import KithStore

/// `kith-bench query --store PATH QUERY`: one query repeated in-process, for profiling.
struct QueryProfile: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "query", abstract: "Repeat one query against an existing store and print its mean time.")

  @Option var store: String
  @Option var times = 200
  @Option(help: "A file of queries, one a line: each is resolved once per round, in a fresh session each round.")
  var file: String?
  @Option(help: "Rounds over --file.") var rounds = 5
  @Argument var query: String = ""

  func run() throws {
    // As the kith executable does (Sources/kith/main.swift).
    _ = glibcMallopt(-1, 64 << 20)  // M_TRIM_THRESHOLD
    _ = glibcMallopt(-3, 16 << 20)  // M_MMAP_THRESHOLD
    let index = SearchIndex()
    let contacts = try ContactStore(path: store, observers: [index])
    if let file {
      // Many queries, each once a round, as a `search --json` client asks them: for profiles of the mix.
      let queries = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
      var times: [Double] = []
      for _ in 0..<rounds {
        let session = SearchSession(store: contacts, index: index)
        try session.warmUp()
        for query in queries {
          let start = DispatchTime.now().uptimeNanoseconds
          _ = try session.resolve(query)
          times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
      }
      print(String(format: "%d queries × %d rounds: median %.3f ms, p90 %.3f ms, p99 %.3f ms", queries.count, rounds,
        Statistics.median(times), Statistics.percentile(times, 90), Statistics.percentile(times, 99)))
      return
    }
    let session = SearchSession(store: contacts, index: index)
    let first = try session.resolve(query)
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<times { _ = try session.resolve(query) }
    let mean = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(times)
    print(String(format: "%@: %.3f ms per query; %@ with %d results", query, mean, first.status.rawValue, first.results.count))
  }
}

#if canImport(Glibc)
  /// glibc's `mallopt` (malloc.h is not part of the Glibc module).
  @_silgen_name("mallopt") func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#else
  func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32 { 0 }
#endif
