import ArgumentParser
import Foundation
import KithCore

/// `kith-bench mcp`: a `search_contacts` round trip through `kith mcp` (JSON-RPC over stdio, as an LLM
/// host sends it), against the same queries through `kith search --json` in the same run.
struct MCPBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp", abstract: "search_contacts round trips through kith mcp on a generated book.")

  @Option var count = 100_000
  @Option(help: "Queries in the mix.") var queries = 600
  @Option(help: "Rounds over the mix, alternating the two clients.") var rounds = 3

  func run() throws {
    try withScratchFolder("mcp-bench") { try measure(ImportedBook(count: count, in: $0)) }
  }

  private func measure(_ imported: ImportedBook) throws {
    let (kith, store) = (imported.kith, imported.store)
    let mix = QueryMix(people: imported.people, count: queries)

    let server = try LineProcess(kith, ["--store", store, "mcp"])
    let start = DispatchTime.now().uptimeNanoseconds
    let initialized = try server.ask(
      #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"kith-bench","version":"1"}}}"#)
    guard initialized.contains("\"serverInfo\"") else { throw BenchError("kith mcp did not initialize: \(initialized.prefix(200))") }
    try server.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
    let firstCall = try server.ask(call(id: 1, query: "warm up"))
    let firstAnswer = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    guard firstCall.contains("\"structuredContent\"") else { throw BenchError("search_contacts failed: \(firstCall.prefix(200))") }
    let search = try LineProcess(kith, ["--store", store, "search", "--json"])
    _ = try search.ask("warm up")

    var mcpTimes: [Double] = []
    var searchTimes: [Double] = []
    var mismatches = 0
    var id = 2
    for _ in 0..<rounds {
      for query in mix.queries {
        var begin = DispatchTime.now().uptimeNanoseconds
        let reply = try server.ask(call(id: id, query: query.text))
        mcpTimes.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6)
        id += 1
        begin = DispatchTime.now().uptimeNanoseconds
        let line = try search.ask(query.text)
        searchTimes.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6)
        // The tool's structured content is the search line's object.
        if MCPBenchmark.status(in: reply) != MCPBenchmark.status(in: line) { mismatches += 1 }
      }
    }
    let peak = server.finish()
    _ = search.finish()

    func ms(_ value: Double) -> String { String(format: value < 1 ? "%.3f ms" : "%.1f ms", value) }
    let median = Statistics.median(mcpTimes)
    let baseline = Statistics.median(searchTimes)
    var table = Table(header: ["\(count) contacts, \(mix.queries.count) queries × \(rounds)", "median", "p99", "vs search --json", "target"])
    table.rows = [
      ["search_contacts via kith mcp", ms(median), ms(Statistics.percentile(mcpTimes, 99)), String(format: "%.2f×", median / baseline), "≤ 2 ms median"],
      ["kith search --json on stdin (baseline)", ms(baseline), ms(Statistics.percentile(searchTimes, 99)), "1.00×", ""],
    ]
    print(table.render())
    print()
    print("start to first search_contacts answer: \(ms(firstAnswer)); peak memory of kith mcp: \(String(format: "%.0f MB", peak)); answers differing from search --json: \(mismatches)")
  }

  private func call(id: Int, query: String) -> String {
    var text = "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"tools/call\",\"params\":{\"name\":\"search_contacts\",\"arguments\":{\"query\":"
    JSONText.appendString(query, to: &text)
    return text + "}}}"
  }

  private static func status(in line: String) -> Substring {
    line.range(of: "\"status\":\"").map { line[$0.upperBound...].prefix { $0 != "\"" } } ?? "?"
  }
}
