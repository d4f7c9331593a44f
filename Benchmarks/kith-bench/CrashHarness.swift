#if canImport(Glibc)
  @preconcurrency import Glibc
#endif
import ArgumentParser
import Foundation
import GRDB
import KithCore
import KithStore

/// `kith-bench crash`: kills `kith` with SIGKILL at many points of a large import, a large batch of
/// updates, a chat session that saves and undoes a batch, and an index catch-up; after each kill it checks
/// the store's integrity, that the interrupted save happened wholly or not at all, and that the next
/// `kith` answers searches correctly without a manual reindex (docs/TESTING.md).
struct CrashHarness: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "crash", abstract: "SIGKILL kith at many points of its writes; check nothing is half-done.")

  @Option(help: "Contacts in the generated book.") var count = 20_000
  @Option(help: "Kill points per scenario, spread over the uninterrupted run's duration.") var kills = 20

  struct Outcome {
    var kills = 0
    var integrityOK = 0
    var wholeOrNothing = 0
    var committed = 0
    var nextOpenCorrect = 0
    var problems: [String] = []
  }

  func run() throws {
    try withScratchFolder("crash") { folder in try check(ImportedBook(count: count, in: folder, store: "base.sqlite"), folder: folder) }
  }

  private func check(_ imported: ImportedBook, folder: String) throws {
    let (kith, book, base, people) = (imported.kith, imported.book, imported.store, imported.people)
    // The same cards with every example.com address moved: importing it updates most of the book at once.
    let moved = folder + "/moved.vcf"
    let text = try String(contentsOfFile: book, encoding: .utf8)
    try text.replacingOccurrences(of: "@example.com", with: "@crash.example").write(
      toFile: moved, atomically: true, encoding: .utf8)
    let movedCount = text.components(separatedBy: "@example.com").count - 1
    let probe = people[people.count / 2]
    var table = Table(header: ["scenario (\(count) contacts)", "kills", "integrity ok", "whole or nothing", "had committed", "next open answers right"])

    // 1. A new store's import.
    table.rows.append(
      row(
        "import into a new store",
        try scenario(kith, folder: folder, name: "import", prepare: { _ in }, arguments: { ["--store", $0, "import", book] }) {
          store in
          let contacts = try CrashHarness.scalar(store, "SELECT COUNT(*) FROM contact")
          guard contacts == 0 || contacts == people.count else { return (false, false, "\(contacts) contacts") }
          let answer = try CrashHarness.search(kith, store, "\(probe.given) \(probe.family)")
          let right = contacts == 0 ? answer.status == "not_found" : answer.uids.contains(probe.uid)
          return (true, contacts > 0, right ? nil : "search: \(answer.status)")
        }))

    // 2. One import that changes most cards (a large batch of updates).
    table.rows.append(
      row(
        "import updating \(movedCount) cards",
        try scenario(kith, folder: folder, name: "update", prepare: { try CrashHarness.copy(base, to: $0) }, arguments: {
          ["--store", $0, "import", moved]
        }) { store in
          let changed = try CrashHarness.scalar(store, "SELECT COUNT(*) FROM contact WHERE emails LIKE '%crash.example%'")
          guard changed == 0 || changed == movedCount else { return (false, false, "\(changed) of \(movedCount) updated") }
          let address = probe.email.replacingOccurrences(of: "@example.com", with: changed > 0 ? "@crash.example" : "@example.com")
          let answer = try CrashHarness.search(kith, store, address)
          return (true, changed > 0, answer.uids.first == probe.uid ? nil : "search \(address): \(answer.status)")
        }))

    // 3. A chat session that saves a batch of notes and then undoes it.
    let unique = Dictionary(grouping: people, by: { "\($0.given) \($0.family)" }).filter { $0.value.count == 1 }
    let named = Array(unique.keys.sorted().prefix(30))
    var session = named.map { "set \($0)'s note to crash test" }
    session += ["yes"]
    // How many of the edits one uninterrupted save writes (a name the chat asks about is skipped).
    let counted = folder + "/chat-counted.sqlite"
    try CrashHarness.copy(base, to: counted)
    _ = try CrashHarness.spawn(kith, ["--store", counted, "chat"], input: session.joined(separator: "\n") + "\n", killAfter: nil)
    let batch = try CrashHarness.scalar(counted, "SELECT COUNT(*) FROM contact WHERE note = 'crash test'")
    session += ["undo", "yes"]
    table.rows.append(
      row(
        "chat: save a batch of \(batch) edits, then undo it",
        try scenario(
          kith, folder: folder, name: "chat", prepare: { try CrashHarness.copy(base, to: $0) }, arguments: { ["--store", $0, "chat"] },
          input: session.joined(separator: "\n") + "\n"
        ) { store in
          let noted = try CrashHarness.scalar(store, "SELECT COUNT(*) FROM contact WHERE note = 'crash test'")
          guard noted == 0 || noted == batch else { return (false, false, "\(noted) of \(batch) notes") }
          let answer = try CrashHarness.search(kith, store, named[0])
          let uid = unique[named[0]]![0].uid
          return (true, noted > 0, answer.uids.contains(uid) ? nil : "search: \(answer.status)")
        }))

    // 4. Catching the index up after another program renamed thousands of contacts.
    let renamed = Array(people.prefix(min(5_000, people.count)))
    table.rows.append(
      row(
        "index catch-up after \(renamed.count) renames elsewhere",
        try scenario(
          kith, folder: folder, name: "catchup",
          prepare: { path in
            try CrashHarness.copy(base, to: path)
            let other = try ContactStore(path: path)  // no index attached: the index falls behind
            var request = SaveRequest()
            for person in renamed {
              guard var contact = try other.contact(id: person.uid) else { continue }
              contact.familyName = "Quorra" + contact.familyName
              request.update(contact)
            }
            try other.execute(request)
          },
          arguments: { ["--store", $0, "search", "--json", "\(renamed[7].given) Quorra\(renamed[7].family)"] }
        ) { store in
          let answer = try CrashHarness.search(kith, store, "\(renamed[7].given) Quorra\(renamed[7].family)")
          let other = try CrashHarness.search(kith, store, "\(renamed[9].given) Quorra\(renamed[9].family)")
          let right = answer.uids.first == renamed[7].uid && other.uids.first == renamed[9].uid
          return (true, true, right ? nil : "search after catch-up: \(answer.status) \(answer.uids.prefix(2)) / \(other.status)")
        }))

    print(table.render())
  }

  private func row(_ name: String, _ outcome: Outcome) -> [String] {
    for problem in outcome.problems.prefix(5) { FileHandle.standardError.write(Data("\(name): \(problem)\n".utf8)) }
    return [
      name, "\(outcome.kills)", "\(outcome.integrityOK)/\(outcome.kills)", "\(outcome.wholeOrNothing)/\(outcome.kills)",
      "\(outcome.committed)", "\(outcome.nextOpenCorrect)/\(outcome.kills)",
    ]
  }

  /// Times one uninterrupted run, then kills a fresh copy at `kills` points spread over that time and
  /// checks each: `check` says whether the save was whole or nothing, whether it had committed, and what
  /// was wrong with the next open (nil when it answered right).
  private func scenario(
    _ kith: String, folder: String, name: String, prepare: (String) throws -> Void, arguments: (String) -> [String],
    input: String = "", check: (String) throws -> (whole: Bool, committed: Bool, problem: String?)
  ) throws -> Outcome {
    let timed = folder + "/\(name)-timed.sqlite"
    try prepare(timed)
    let duration = try CrashHarness.spawn(kith, arguments(timed), input: input, killAfter: nil)
    var outcome = Outcome()
    for point in 0..<kills {
      let store = folder + "/\(name)-\(point).sqlite"
      try prepare(store)
      let delay = duration * (Double(point) + 0.5) / Double(kills)
      _ = try CrashHarness.spawn(kith, arguments(store), input: input, killAfter: delay)
      outcome.kills += 1
      if try CrashHarness.integrity(store) == "ok" { outcome.integrityOK += 1 } else { outcome.problems.append("integrity") }
      let result = try check(store)
      if result.whole { outcome.wholeOrNothing += 1 }
      if result.committed { outcome.committed += 1 }
      if let problem = result.problem { outcome.problems.append("kill at \(Int(delay * 1000)) ms: \(problem)") } else { outcome.nextOpenCorrect += 1 }
      for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: store + suffix) }
    }
    return outcome
  }

  /// Runs `kith`; with `killAfter`, sends SIGKILL after that many seconds. Returns the seconds it ran.
  static func spawn(_ path: String, _ arguments: [String], input: String, killAfter: Double?) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardInput = pipe
    let start = DispatchTime.now().uptimeNanoseconds
    try process.run()
    try pipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try pipe.fileHandleForWriting.close()
    if let killAfter {
      usleep(UInt32(killAfter * 1e6))
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func integrity(_ path: String) throws -> String {
    try DatabaseQueue(path: path).read { try String.fetchOne($0, sql: "PRAGMA integrity_check") ?? "" }
  }

  static func scalar(_ path: String, _ sql: String) throws -> Int {
    try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: sql) ?? -1 }
  }

  static func copy(_ source: String, to destination: String) throws {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: destination + suffix) }
    // A checkpointed copy: the base store's WAL is folded in first.
    try DatabaseQueue(path: source).writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    try FileManager.default.copyItem(atPath: source, toPath: destination)
  }

  /// `kith search --json QUERY`, run to completion: the status and the uids it offered.
  static func search(_ kith: String, _ store: String, _ query: String) throws -> (status: String, uids: [String]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: kith)
    process.arguments = ["--store", store, "search", "--json", query]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return ("no answer", []) }
    let uids = (object["results"] as? [[String: Any]])?.compactMap { $0["uid"] as? String } ?? []
    return (object["status"] as? String ?? "?", uids)
  }
}
