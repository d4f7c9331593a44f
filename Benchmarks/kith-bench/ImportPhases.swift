import ArgumentParser
import Foundation
import KithCore
import KithIndex
import KithStore

/// `kith-bench import-phases`: where an import's time goes, in-process: parsing alone, storing without
/// the index, storing with it.
struct ImportPhases: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import-phases", abstract: "Split an import's time into parsing, storing and indexing.")

  @Option var count = 20_000

  func run() throws {
    let folder = NSTemporaryDirectory() + "kith-phases-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let book = folder + "/book.vcf"
    try write(BookGenerator(count: count), to: book)
    let sources = try ImportSource.expand([book])

    func seconds(_ body: () throws -> Void) rethrows -> Double {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    let bytes = try sources[0].load()
    let parse = seconds {
      for case .success in VCardReader(data: bytes, source: book) {}
    }
    let plain = try seconds {
      let store = try ContactStore(path: folder + "/plain.sqlite")
      _ = try ContactImporter(store: store).run(sources) { _ in }
    }
    let indexed = try seconds {
      let store = try ContactStore(path: folder + "/indexed.sqlite", observers: [SearchIndex()])
      _ = try ContactImporter(store: store).run(sources) { _ in }
    }
    var table = Table(header: ["phase (\(count) contacts)", "seconds", "per contact"])
    for (name, value) in [("parse only", parse), ("import without index", plain), ("import with index", indexed)] {
      table.rows.append([name, String(format: "%.2f", value), String(format: "%.0f µs", value / Double(count) * 1e6)])
    }
    print(table.render())
  }
}
