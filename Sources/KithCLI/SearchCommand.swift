import ArgumentParser
import Foundation
import KithCore
import KithIndex
import KithStore

/// `kith search [--limit N] [--json] [QUERY…]`
struct SearchCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Find who a name, nickname, phone number, e-mail or relation means.",
    discussion: """
      Answers unique (sure enough to act), ambiguous (ask: several fit) or not found. Without a QUERY, \
      reads one query per line from standard input and answers each at once (with --json, one JSON \
      object per line). See docs/RESOLVE.md for the policy.
      """)

  @ParentCommand var root: KithCommand

  @Option(help: "Offer at most this many contacts when the answer is ambiguous.")
  var limit = 20

  @Flag(help: "Print JSON: {\"query\", \"status\", \"results\": [{\"uid\", \"name\", \"score\", \"why\"}]}.")
  var json = false

  @Option(help: ArgumentHelp("Record that you picked this contact for QUERY (learned from use).", valueName: "id"))
  var pick: String?

  @Flag(help: "Record that you cancelled a pick for QUERY.")
  var cancel = false

  @Argument(help: "The name, phone number, e-mail or relation to look for.")
  var query: [String] = []

  func validate() throws {
    if limit < 1 { throw ValidationError("--limit must be at least 1") }
    if (pick != nil || cancel) && query.isEmpty { throw ValidationError("--pick and --cancel need a QUERY") }
  }

  mutating func run(in context: CommandContext) throws {
    let (store, index) = try root.openStore(in: context)
    let session = SearchSession(store: store, index: index)
    if query.isEmpty {
      try session.warmUp()
      while let line = context.readLine() {
        try answer(line, session: session, context: context)
        context.output.flush()
      }
      return
    }
    let text = query.joined(separator: " ")
    if let pick {
      let contact = try ContactLookup.contact(pick, in: store)
      try session.recordChoice(query: text, contactID: contact.id)
      context.warn("Noted: '\(text)' → \(NameFormatter.displayName(for: contact)).")
    } else if cancel {
      try session.recordCancel(query: text)
      context.warn("Noted: cancelled '\(text)'.")
    }
    try answer(text, session: session, context: context)
  }

  private func answer(_ text: String, session: SearchSession, context: CommandContext) throws {
    let resolution = try session.resolve(text, limit: limit)
    if json {
      context.sayData(resolution.jsonLine)
    } else {
      context.write(ResolutionText.render(resolution))
    }
  }
}

/// `kith reindex`
struct ReindexCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "reindex", abstract: "Rebuild the search index from the contacts.")

  @ParentCommand var root: KithCommand

  mutating func run(in context: CommandContext) throws {
    let (store, index) = try root.openStore(in: context)
    let start = DispatchTime.now().uptimeNanoseconds
    try index.rebuild(store)
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    let count = try store.count()
    context.say("Reindexed \(ContactImporter.Summary.grouped(count)) contacts in \(Int(milliseconds.rounded())) ms")
  }
}

/// A resolution as people read it.
enum ResolutionText {
  static func render(_ resolution: Resolution) -> String {
    var lines: [String] = []
    let quoted = "“\(resolution.query)”"
    switch resolution.status {
    case .unique:
      lines.append("unique: \(quoted) is \(resolution.results.first?.name ?? "?")")
    case .ambiguous:
      lines.append("ambiguous: \(resolution.results.count) contacts fit \(quoted); which one?")
    case .notFound:
      lines.append("not found: nobody fits \(quoted)" + (resolution.why.map { " (\($0))" } ?? ""))
      if !resolution.results.isEmpty { lines.append("  did you mean:") }
    }
    for (index, result) in resolution.results.enumerated() {
      let twin = result.samePersonAs.map { " (same person as \($0))" } ?? ""
      let why = result.why.hasPrefix("did you mean? ") ? String(result.why.dropFirst(14)) : result.why
      lines.append(
        "  \(index + 1). \(result.name)  [\(result.uid)]  \(String(format: "%.2f", result.score))  \(why)\(twin)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
