#if canImport(Glibc)
  @preconcurrency import Glibc
#endif
import ArgumentParser
import Foundation
import GRDB
import KithCore
import KithStore

/// `kith-bench concurrency`: several `kith` processes at once on one store, some chatting edits to the
/// same contacts, some importing, some searching. It checks that no edit a chat saved is lost (a
/// conflicting save is detected, shown, and re-applied on "yes"), that nobody is told "database is
/// locked", that every search answers, and that the store is intact (docs/TESTING.md).
struct ConcurrencyHarness: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "concurrency", abstract: "Many kith processes editing, importing and searching one store at once.")

  /// Two editors first, so that two processes already collide; then an importer and a searcher.
  static let roles = ["edit", "edit", "import", "search"]

  @Option(help: "Processes running at once (half edit, a quarter import, a quarter search).") var processes = 8
  @Option(help: "Contacts in the starting book.") var count = 2_000
  @Option(help: "Edits per editing process.") var edits = 12
  @Option(help: "Rounds (each starts from a fresh copy of the book).") var rounds = 3

  func run() throws {
    // A process that exits before reading all its input must not take the harness with it.
    signal(SIGPIPE, SIG_IGN)
    try withScratchFolder("concurrency") { folder in try check(ImportedBook(count: count, in: folder, store: "base.sqlite"), folder: folder) }
  }

  private func check(_ imported: ImportedBook, folder: String) throws {
    let (kith, base, people) = (imported.kith, imported.store, imported.people)
    // A few contacts every editor edits, so their saves collide.
    let unique = Dictionary(grouping: people, by: { "\($0.given) \($0.family)" }).filter { $0.value.count == 1 }
    let shared = Array(unique.keys.sorted().prefix(4))

    var table = Table(header: ["round (\(processes) processes)", "edits saved", "conflicts shown", "lost edits", "imported", "searches answered", "\"locked\" shown", "integrity"])
    var failures = 0
    for round in 0..<rounds {
      let store = folder + "/round-\(round).sqlite"
      try CrashHarness.copy(base, to: store)
      var jobs: [(process: Process, output: Pipe, role: String, expected: [String])] = []
      for index in 0..<processes {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: kith)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let input = Pipe()
        process.standardInput = input
        var lines: [String] = []
        var expected: [String] = []
        let role = ConcurrencyHarness.roles[index % ConcurrencyHarness.roles.count]
        switch role {
        case "edit":
          process.arguments = ["--store", store, "chat"]
          for edit in 0..<edits {
            let name = shared[(index + edit) % shared.count]
            let address = "p\(index)r\(round)e\(edit)@concurrency.example"
            expected.append(address)
            lines += ["add email \(address) to \(name)", "yes"]
          }
          lines.append("yes")  // a last yes re-applies an edit whose save met a conflict
        case "import":
          let file = folder + "/extra-\(round)-\(index).vcf"
          var cards = ""
          for card in 0..<200 {
            let uid = "extra-\(round)-\(index)-\(card)"
            expected.append(uid)
            cards += "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nN:Extra\(index);Card\(card);;;\r\nFN:Card\(card) Extra\(index)\r\nEND:VCARD\r\n"
          }
          try cards.write(toFile: file, atomically: true, encoding: .utf8)
          process.arguments = ["--store", store, "import", file]
        default:
          process.arguments = ["--store", store, "search", "--json"]
          for query in 0..<100 { lines.append(people[(index * 31 + query * 7) % people.count].given) }
        }
        try process.run()
        let writer = input.fileHandleForWriting
        let typed = lines
        DispatchQueue.global().async {
          // Typed a line at a time, as a person or a script would, so the processes interleave.
          for line in typed {
            try? writer.write(contentsOf: Data((line + "\n").utf8))
            usleep(2_000)
          }
          try? writer.close()
        }
        jobs.append((process, output, role, expected))
      }
      var outputs: [String] = []
      for job in jobs {
        let data = job.output.fileHandleForReading.readDataToEndOfFile()
        job.process.waitUntilExit()
        outputs.append(String(decoding: data, as: UTF8.self))
      }
      let final = try ContactStore(path: store)
      var emails = Set<String>()
      for name in shared {
        let person = unique[name]![0]
        for email in try final.contact(id: person.uid)?.emailAddresses ?? [] { emails.insert(email.value) }
      }
      var saved = 0
      var conflicts = 0
      var lost = 0
      var imported = 0
      var answered = 0
      var locked = 0
      for (job, output) in zip(jobs, outputs) {
        if output.lowercased().contains("locked") || output.lowercased().contains("busy") { locked += 1 }
        switch job.role {
        case "edit":
          saved += output.components(separatedBy: "Saved").count - 1
          conflicts += output.components(separatedBy: "changed in the meantime").count - 1
          lost += job.expected.filter { !emails.contains($0) }.count
        case "import":
          imported += try job.expected.filter { try final.contact(id: $0) != nil }.count
        default:
          answered += output.split(separator: "\n").filter { $0.hasPrefix("{\"query\"") && $0.contains("\"status\"") }.count
        }
      }
      let roles = (0..<processes).map { ConcurrencyHarness.roles[$0 % ConcurrencyHarness.roles.count] }
      let editors = roles.filter { $0 == "edit" }.count
      let importers = roles.filter { $0 == "import" }.count
      let searchers = roles.filter { $0 == "search" }.count
      let integrity = try CrashHarness.integrity(store)
      let ok = lost == 0 && locked == 0 && imported == importers * 200 && answered == searchers * 100 && integrity == "ok"
      if !ok { failures += 1 }
      table.rows.append([
        "\(round + 1)", "\(saved)", "\(conflicts)", "\(lost) of \(editors * edits)", "\(imported) of \(importers * 200)",
        "\(answered) of \(searchers * 100)", "\(locked)", integrity,
      ])
      if !ok, let sample = outputs.first(where: { $0.lowercased().contains("locked") }) {
        FileHandle.standardError.write(Data("round \(round + 1): \(sample.suffix(400))\n".utf8))
      }
    }
    print(table.render())
    if failures > 0 { throw BenchError("\(failures) round(s) lost an edit, showed a lock or left the store damaged") }
  }
}
