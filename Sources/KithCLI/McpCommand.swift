import ArgumentParser
import Foundation
import KithAssistant
import KithMCP
import MCP

/// `kith [--store DB] [--access LEVEL] mcp`: an MCP server on standard input and output.
struct McpCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve the address book to an LLM host over MCP (stdio): search_contacts, get_contact, ask.",
    discussion: """
      Tools: search_contacts {query, limit?}, get_contact {id}, ask {text, session?} (docs/MCP.md). \
      Nothing is sent or saved without a "yes" turn of the same ask session. --access read-only or \
      --access limited --group NAME narrows what the client may see and do (docs/ACCESS.md). Standard \
      output carries the protocol only; problems go to standard error.
      """)

  @ParentCommand var root: KithCommand
  @OptionGroup var grammarOptions: GrammarOptions

  @Option(help: ArgumentHelp("Deliver confirmed messages with this program (no shell).", valueName: "program"))
  var sendCommand: String?

  @Option(help: ArgumentHelp("Forget an ask session idle this many seconds.", valueName: "seconds"))
  var sessionTimeout = 1_800

  func validate() throws {
    if sessionTimeout < 1 { throw ValidationError("--session-timeout must be at least 1 second") }
  }

  mutating func run(in context: CommandContext) throws {
    context.client = "mcp"
    let grammar = try grammarOptions.load(in: context)
    let (store, index) = try root.openStore(in: context)
    let transport = ChatCommand.transport(sendCommand: sendCommand, in: context)
    let tools = ContactTools(
      store: store, index: index, grammar: grammar, transport: transport, sessionTimeout: TimeInterval(sessionTimeout))
    // A client with no access still gets a server: every call is refused with access_denied.
    if store.access.level != .none { try tools.warmUp() }
    let outcome = McpCommand.serve(tools, transport: ContactsServer.transport(tools))
    if let error = outcome { throw CommandFailure(message: "error: the MCP server stopped: \(error)") }
  }

  /// Runs the server until the client closes the connection; returns the error that stopped it, if any.
  static func serve(_ tools: ContactTools, transport: any Transport) -> (any Error)? {
    final class Outcome: @unchecked Sendable { var error: (any Error)? }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        let server = await ContactsServer.make(tools, version: KithCommand.version)
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
      } catch {
        outcome.error = error
      }
      done.signal()
    }
    done.wait()
    return outcome.error
  }
}
