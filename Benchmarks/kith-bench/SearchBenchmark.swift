import ArgumentParser
import Foundation
import GRDB
import KithCore
import KithIndex
import KithStore

/// `kith-bench search`: resolving queries on a generated book, against a linear edit-distance scan and an
/// SQLite FTS5 prefix search measured in the same run.
struct SearchBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search", abstract: "Query latency, start-up, catch-up and memory on a generated book.")

  @Option var count = 100_000
  @Option(help: "Queries in the mix.") var queries = 600
  @Option(help: "One-process `kith search` runs.") var processes = 30

  func run() throws {
    // As the kith executable does (Sources/kith/main.swift), for the in-process figures.
    _ = glibcMallopt(-1, 64 << 20)
    _ = glibcMallopt(-3, 16 << 20)
    try withScratchFolder("search-bench") { folder in try measure(ImportedBook(count: count, in: folder), folder: folder) }
  }

  private func measure(_ imported: ImportedBook, folder: String) throws {
    let (kith, store, people) = (imported.kith, imported.store, imported.people)
    let mix = QueryMix(people: people, count: queries)

    // kith, answering a JSON Lines client.
    let client = try LineProcess(kith, ["--store", store, "search", "--json"])
    // The first answer waits for the process to start; that is measured below, one process per query.
    _ = try client.ask("warm up")
    var latencies: [Double] = []
    var byKind: [String: [Double]] = [:]
    var statuses: [String: Int] = [:]
    for query in mix.queries {
      let start = DispatchTime.now().uptimeNanoseconds
      let reply = try client.ask(query.text)
      latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      byKind[query.kind, default: []].append(latencies.last!)
      let status = reply.range(of: "\"status\":\"").map { reply[$0.upperBound...].prefix { $0 != "\"" } } ?? "?"
      statuses[String(status), default: 0] += 1
    }
    let peak = client.finish()

    // One process per query, start-up included.
    var oneShot: [Double] = []
    for query in mix.queries.prefix(processes) {
      let result = try ChildProcess.run(kith, ["--store", store, "search", "--json", query.text])
      oneShot.append(result.seconds * 1000)
    }

    // Catching up after another process edits one contact.
    let index = SearchIndex()
    let indexed = try ContactStore(path: store, observers: [index])
    let session = SearchSession(store: indexed, index: index)
    let other = try ContactStore(path: store)
    var catchUps: [Double] = []
    var sawEdits = 0
    for round in 0..<20 {
      var contact = try other.contact(id: people[round * 997 % people.count].uid)!
      contact.familyName = "Zzyzx\(String(UnicodeScalar(UInt8(97 + round))))"
      var request = SaveRequest()
      request.update(contact)
      try other.execute(request)
      let start = DispatchTime.now().uptimeNanoseconds
      try index.catchUp(indexed)
      catchUps.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      if try session.resolve("\(contact.givenName) \(contact.familyName)").results.first?.uid == contact.id {
        sawEdits += 1
      }
    }

    // The same queries answered in this process (no pipe, no JSON): the resolver's own cost.
    let inProcess = SearchSession(store: indexed, index: index)
    try inProcess.warmUp()
    var resolveTimes: [Double] = []
    for query in mix.queries {
      resolveTimes.append(try milliseconds { _ = try inProcess.resolve(query.text) })
    }

    // Baselines over the same queries.
    let scan = LinearScan(people: people)
    let fts = try FTSBaseline(people: people, folder: folder)
    var scanTimes: [Double] = []
    var ftsTimes: [Double] = []
    for query in mix.queries {
      scanTimes.append(milliseconds { _ = scan.best(query.text) })
      ftsTimes.append(try milliseconds { _ = try fts.search(query.text) })
    }

    func ms(_ value: Double) -> String { String(format: value < 1 ? "%.3f ms" : "%.1f ms", value) }
    let median = Statistics.median(latencies)
    var table = Table(header: ["measure (\(count) contacts, \(mix.queries.count) queries)", "kith", "target"])
    table.rows = [
      ["per query, search --json on stdin: median", ms(median), "≤ 0.5 ms"],
      ["per query, search --json on stdin: p99", ms(Statistics.percentile(latencies, 99)), "≤ 5 ms"],
      ["per query, resolved in process: median", ms(Statistics.median(resolveTimes)), ""],
      ["per query, resolved in process: p99", ms(Statistics.percentile(resolveTimes, 99)), ""],
      ["kith search QUERY, one process: median wall", ms(Statistics.median(oneShot)), "≤ 100 ms"],
      ["catch-up after one edit elsewhere: median", ms(Statistics.median(catchUps)), "≤ 5 ms"],
      ["next query sees the edit", "\(sawEdits)/20", "20/20"],
      ["peak memory, search --json process", String(format: "%.0f MB", peak), "≤ 300 MB"],
    ]
    var baselines = Table(header: ["per query (same queries)", "median", "p99", "kith is"])
    for (name, times) in [("linear edit-distance scan", scanTimes), ("SQLite FTS5 prefix search", ftsTimes)] {
      baselines.rows.append([
        name, ms(Statistics.median(times)), ms(Statistics.percentile(times, 99)),
        String(format: "%.1f× faster (median)", Statistics.median(times) / median),
      ])
    }
    print(table.render())
    print()
    print(baselines.render())
    print()
    let slowest = zip(mix.queries, latencies).sorted { $0.1 > $1.1 }.prefix(6)
    print("slowest: " + slowest.map { "\($0.0.text.prefix(30)) (\($0.0.kind)) \(ms($0.1))" }.joined(separator: "; "))
    print()
    var kinds = Table(header: ["kind of query", "median", "max"])
    for (kind, times) in byKind.sorted(by: { $0.key < $1.key }) {
      kinds.rows.append([kind, ms(Statistics.median(times)), ms(times.max() ?? 0)])
    }
    print(kinds.render())
    print()
    print("answers: " + statuses.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
  }

  private func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  }
}

/// A deterministic mix of every kind of query, drawn from the generated people.
struct QueryMix {
  struct Query {
    var kind: String
    var text: String
  }

  var queries: [Query] = []

  init(people: [BookGenerator.Person], count: Int) {
    var random = SplitMix64(seed: 7)
    let kinds = [
      "full", "given", "family", "nickname", "typo", "order", "phone", "phone4", "email", "local", "org",
      "org-qualified", "absent", "junk",
    ]
    for index in 0..<count {
      let person = random.pick(people)
      let kind = kinds[index % kinds.count]
      let text: String
      switch kind {
      case "full": text = "\(person.given) \(person.family)"
      case "given": text = person.given
      case "family": text = person.family
      case "nickname": text = random.pick(["Bob", "Liz", "Bill", "Peggy", "Chuck", "Kate", "Mike", "Jim"])
      case "typo":
        var letters = Array(person.family)
        if letters.count > 4 { letters.swapAt(1, 2) }
        text = "\(person.given) \(String(letters))"
      case "order": text = "\(person.family), \(person.given)"
      case "phone": text = person.phone
      case "phone4": text = String(person.phone.suffix(4))
      case "email": text = person.email
      case "local": text = String(person.email.prefix { $0 != "@" })
      case "org": text = "someone from \(person.organization ?? "Acme")"
      case "org-qualified": text = "\(person.given) at \(person.organization ?? "Globex")"
      case "absent": text = random.pick(["Zorblax Quint", "Xavier Quill", "Ymir Frostborn", "Quentin Zyx"])
      default: text = random.pick(["???", "", String(repeating: "ab", count: 2_000), "Robert'); DROP TABLE contacts;--"])
      }
      queries.append(Query(kind: kind, text: text))
    }
  }
}

/// The simple baseline: every contact's name against every query word, by edit distance.
struct LinearScan {
  private let names: [[[UInt8]]]

  init(people: [BookGenerator.Person]) {
    names = people.map { NameFolding.words("\($0.given) \($0.family)").map { Array($0.utf8) } }
  }

  func best(_ query: String) -> Int? {
    let words = NameFolding.words(query).map { Array($0.utf8) }
    guard !words.isEmpty else { return nil }
    var best: (Int, Int)?
    for (index, name) in names.enumerated() {
      var total = 0
      for word in words {
        total += name.map { EditDistance.optimalStringAlignment(word, $0, limit: 3) ?? 4 }.min() ?? 4
      }
      if best == nil || total < best!.1 { best = (index, total) }
    }
    return best?.0
  }
}

/// The other baseline: SQLite's FTS5 with prefix queries over the names.
struct FTSBaseline {
  let queue: DatabaseQueue

  init(people: [BookGenerator.Person], folder: String) throws {
    queue = try DatabaseQueue(path: folder + "/fts.sqlite")
    try queue.write { db in
      try db.create(virtualTable: "names", using: FTS5()) { t in
        t.tokenizer = .unicode61(diacritics: .remove)
        t.column("name")
      }
      for person in people {
        try db.execute(sql: "INSERT INTO names (rowid, name) VALUES (NULL, ?)", arguments: ["\(person.given) \(person.family)"])
      }
    }
  }

  func search(_ query: String) throws -> [Int64] {
    guard let pattern = FTS5Pattern(matchingAllPrefixesIn: query) else { return [] }
    return try queue.read { db in
      try Int64.fetchAll(db, sql: "SELECT rowid FROM names WHERE names MATCH ? ORDER BY rank LIMIT 25", arguments: [pattern])
    }
  }
}
