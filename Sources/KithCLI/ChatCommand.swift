import ArgumentParser
import Foundation
import KithAssistant
import KithCore
import KithGrammar
import KithIndex
import KithStore

/// `kith chat [--json] [--send-command PROGRAM]`, also what plain `kith` runs.
struct ChatCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "chat",
    abstract: "Talk to kith: \"text John about dinner\", \"what's Sarah's email?\", \"undo\".",
    discussion: """
      On a terminal: a prompt with history ($XDG_STATE_HOME/kith/history) and Tab completion. Piped: one \
      reply per input line, flushed at once. With --json: each line (plain text or {"text": …, "id": …}) \
      gets one JSON object (docs/CHAT-JSON.md). Messages wait in the store's outbox unless --send-command \
      (or $KITH_SEND_COMMAND) names a program, run as PROGRAM CHANNEL ADDRESS BODY.
      """)

  @ParentCommand var root: KithCommand
  @OptionGroup var grammarOptions: GrammarOptions

  @Flag(help: "Read and write JSON Lines.")
  var json = false

  @Option(help: ArgumentHelp("Deliver confirmed messages with this program (no shell).", valueName: "program"))
  var sendCommand: String?

  mutating func run(in context: CommandContext) throws {
    let grammar = try grammarOptions.load(in: context)
    let (store, index) = try root.openStore(in: context)
    let transport = ChatCommand.transport(sendCommand: sendCommand, in: context)
    let conversation = Conversation(store: store, index: index, grammar: grammar, transport: transport)
    // A client with no access still gets its answers: each request is refused with access_denied.
    if store.access.level != .none { try conversation.session.warmUp() }
    if json {
      runJSON(conversation, context: context)
    } else if let editor = context.lineEditor {
      try runTerminal(conversation, editor: editor, store: store, context: context)
    } else {
      runPiped(conversation, context: context)
    }
  }

  /// Where confirmed messages go: `--send-command`, else `$KITH_SEND_COMMAND`, else the outbox.
  static func transport(sendCommand: String?, in context: CommandContext) -> any MessageTransport {
    let program = sendCommand ?? context.environment["KITH_SEND_COMMAND"].flatMap { $0.isEmpty ? nil : $0 }
    return program.map { CommandTransport(program: $0) } ?? OutboxTransport()
  }

  private func runPiped(_ conversation: Conversation, context: CommandContext) {
    while let line = context.readLine() {
      context.say(conversation.respond(line).reply)
      context.output.flush()
    }
    ChatCommand.warnAboutUnsaved(conversation, context: context)
  }

  private func runJSON(_ conversation: Conversation, context: CommandContext) {
    while let line = context.readLine() {
      let request = ChatRequest(line: line)
      let turn = request.problem.map { conversation.refuse($0, code: "bad_request") } ?? conversation.respond(request.text)
      context.sayData(turn.jsonLine(id: request.id))
      context.output.flush()
    }
    ChatCommand.warnAboutUnsaved(conversation, context: context)
  }

  static func warnAboutUnsaved(_ conversation: Conversation, context: CommandContext) {
    guard conversation.stagedCount > 0 else { return }
    context.warn("kith: \(conversation.stagedCount) unsaved changes were not saved (the input ended before a yes).")
  }

  private func runTerminal(_ conversation: Conversation, editor: any LineEditor, store: ContactStore, context: CommandContext) throws {
    var names: [String] = []
    try store.forEachSummary { names.append($0.displayName) }
    editor.completions = names + conversation.grammar.requestWords
    let color = context.environment["NO_COLOR"] == nil
    func show(_ turn: Turn) {
      let reply = TerminalText.safe(turn.reply)
      context.sayData(color ? "\u{1B}[36m" + reply + "\u{1B}[0m" : reply)
      context.output.flush()
    }
    context.say("kith: say what you'd like (help for examples, Ctrl-D to leave).")
    while true {
      guard let line = editor.readLine(prompt: "kith> ") else {
        guard let question = conversation.finish() else { break }
        show(question)
        guard let answer = editor.readLine(prompt: "(yes/no) ") else { break }
        show(conversation.respond(answer))
        break
      }
      if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      editor.addHistory(line)
      if ["quit", "exit", "bye", ":q"].contains(line.trimmingCharacters(in: .whitespaces).lowercased()) {
        guard let question = conversation.finish() else { break }
        show(question)
        continue
      }
      show(conversation.respond(line))
    }
  }
}

/// A line editor for the terminal (GNU readline in the `kith` executable).
public protocol LineEditor: AnyObject {
  /// Words Tab completes.
  var completions: [String] { get set }
  /// Reads a line after `prompt`; nil at end of input (Ctrl-D).
  func readLine(prompt: String) -> String?
  func addHistory(_ line: String)
}
