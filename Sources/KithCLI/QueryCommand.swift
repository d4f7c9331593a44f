import ArgumentParser
import Foundation
import KithCore
import KithIndex
import KithStore

/// `kith query QUERY`: mutt's and aerc's address-book query format.
///
/// mutt reads a first status line, then `address<TAB>name<TAB>detail` per address; it expects exit
/// status 1 when nothing matched. aerc's `address-book-cmd` wants the same lines without the status
/// line (`--no-status`).
struct QueryCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "query",
    abstract: "E-mail addresses for a mail client: set query_command = \"kith query %s\" (mutt).",
    discussion: """
      Prints a status line, then ADDRESS<TAB>NAME<TAB>DETAIL for every e-mail address of the contacts the \
      query names, best match first; exits 1 when nothing matches. For aerc: address-book-cmd = \
      "kith query --no-status %s".
      """)

  @ParentCommand var root: KithCommand

  @Flag(help: "Leave out the status line (aerc's address-book-cmd).")
  var noStatus = false

  @Option(help: "At most this many contacts.")
  var limit = 30

  @Argument(help: "A name, nickname, organisation, part of an address, or a phone number.")
  var query: [String] = []

  func validate() throws {
    if limit < 1 { throw ValidationError("--limit must be at least 1") }
  }

  mutating func run(in context: CommandContext) throws {
    let text = query.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    let (store, index) = try root.openStore(in: context)
    let lines = try QueryCommand.lines(for: text, store: store, session: SearchSession(store: store, index: index), limit: limit)
    let quoted = "'" + TerminalText.safe(text) + "'"
    if !noStatus {
      context.sayData(lines.isEmpty ? "kith: no match for \(quoted)" : "kith: \(lines.count) address\(lines.count == 1 ? "" : "es") for \(quoted)")
    }
    for line in lines { context.sayData(line) }
    if lines.isEmpty { throw CommandFailure(message: "", status: 1) }
  }

  /// One line per e-mail address: the resolver's contacts in its order (addresses in the card's order),
  /// then contacts whose address contains the query as written ("jdoe@", "example.org").
  static func lines(for text: String, store: ContactStore, session: SearchSession, limit: Int) throws -> [String] {
    guard !text.isEmpty else { return [] }
    var ids: [String] = []
    let resolution = try session.resolve(text, limit: limit)
    if resolution.status != .notFound {
      ids = resolution.results.map(\.uid)
    }
    let fragment = text.lowercased()
    if fragment.contains("@") || fragment.contains(".") || ids.isEmpty {
      try store.forEachSummary { summary in
        guard ids.count < limit, !ids.contains(summary.id) else { return }
        if summary.emailAddresses.contains(where: { $0.value.lowercased().contains(fragment) }) { ids.append(summary.id) }
      }
    }
    var lines: [String] = []
    for summary in try store.summaries(ids: Array(ids.prefix(limit))) {
      let name = QueryCommand.field(summary.displayName)
      for email in summary.emailAddresses {
        let detail = [email.label.map { "\($0)" }, summary.organizationName.isEmpty ? nil : summary.organizationName]
          .compactMap { $0 }.joined(separator: ", ")
        lines.append([QueryCommand.field(email.value), name, QueryCommand.field(detail)].joined(separator: "\t"))
      }
    }
    return lines
  }

  /// A field with no tab or line break (they would split mutt's columns) and nothing a terminal obeys.
  static func field(_ text: String) -> String {
    TerminalText.safe(text.replacingOccurrences(of: "\t", with: " "))
  }
}

/// `kith log [--limit N] [--json]`
struct LogCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "log",
    abstract: "Recent sends, calls and saves, and which kind of client made them (terminal, pipe, mcp).",
    discussion: "No message body or address is kept: only when, which client, what and to whom.")

  @ParentCommand var root: KithCommand

  @Option(help: "At most this many lines.")
  var limit = 50

  @Flag(help: "One JSON object per line: {\"at\", \"client\", \"kind\", \"uid\", \"name\", \"count\"}.")
  var json = false

  mutating func run(in context: CommandContext) throws {
    let store = try root.openStore(in: context).store
    let entries = try store.activity(limit: limit)
    let names = Dictionary(
      try store.summaries(ids: Array(Set(entries.compactMap(\.contactID)))).map { ($0.id, $0.displayName) },
      uniquingKeysWith: { first, _ in first })
    let formatter = ISO8601DateFormatter()
    if entries.isEmpty, !json { context.warn("Nothing sent, called or saved yet.") }
    for entry in entries {
      let name = entry.contactID.flatMap { names[$0] }
      if json {
        var object: [String: Any] = [
          "at": formatter.string(from: entry.date), "client": entry.client, "kind": entry.kind.rawValue, "count": entry.count,
        ]
        object["uid"] = entry.contactID ?? NSNull()
        object["name"] = name ?? NSNull()
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        context.sayData(String(decoding: data, as: UTF8.self))
      } else {
        let what: String
        switch entry.kind {
        case .message: what = "text to \(name ?? "a contact")"
        case .email: what = "e-mail to \(name ?? "a contact")"
        case .call: what = "call to \(name ?? "a contact")"
        case .save: what = "saved \(entry.count) change\(entry.count == 1 ? "" : "s")"
        case .import: what = "import (\(entry.count) contact\(entry.count == 1 ? "" : "s") changed)"
        }
        context.say("\(formatter.string(from: entry.date))  \(entry.client.padding(toLength: 8, withPad: " ", startingAt: 0))  \(what)")
      }
    }
  }
}
