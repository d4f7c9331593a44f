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
  @Argument var query: String

  func run() throws {
    // As the kith executable does (Sources/kith/main.swift).
    _ = glibcMallopt(-1, 64 << 20)  // M_TRIM_THRESHOLD
    _ = glibcMallopt(-3, 16 << 20)  // M_MMAP_THRESHOLD
    let index = SearchIndex()
    let contacts = try ContactStore(path: store, observers: [index])
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
