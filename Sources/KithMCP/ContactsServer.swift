import Foundation
import KithAssistant
import MCP

/// kith as an MCP server: three tools over ``ContactTools``. The tool and argument names are a contract
/// (docs/MCP.md); the protocol version is negotiated by the SDK, the newest it supports by default.
public enum ContactsServer {
  public static let name = "kith"

  /// The tools, with descriptions that say what each does and what it never does.
  public static let tools: [Tool] = [
    Tool(
      name: "search_contacts",
      description: """
        Find who a name, nickname, phone number, e-mail address, organisation ("someone at Acme") or relation \
        ("mom") means in the user's address book. Returns status unique (sure enough to act), ambiguous (ask \
        the user which of the results they mean) or not_found (results are only suggestions), each result \
        with uid, name, score and why. Never changes anything and never contacts anyone.
        """,
      inputSchema: .object([
        "type": "object",
        "properties": .object([
          "query": .object(["type": "string", "description": "What the user called the person."]),
          "limit": .object([
            "type": "integer", "minimum": 1, "maximum": 1000, "description": "At most this many results (20 by default).",
          ]),
        ]),
        "required": .array(["query"]),
      ]),
      annotations: .init(title: "Search contacts", readOnlyHint: true, openWorldHint: false)),
    Tool(
      name: "get_contact",
      description: """
        One contact in full by its uid (from search_contacts): names, organisation, phones, e-mails, \
        addresses, dates, relations, notes and groups, as `kith show --json` prints it; a photo is described \
        by type and size, never sent. Never changes anything.
        """,
      inputSchema: .object([
        "type": "object",
        "properties": .object(["id": .object(["type": "string", "description": "The contact's uid."])]),
        "required": .array(["id"]),
      ]),
      annotations: .init(title: "Get a contact", readOnlyHint: true, openWorldHint: false)),
    Tool(
      name: "ask",
      description: """
        One turn of a conversation with kith in plain English: "text John about dinner", "what's Sarah's \
        email?", "update Mike's work number to 555-999-8888", "undo". Pass the same session string to \
        continue a conversation. kith asks when a name is ambiguous ("Which John?") and before anything is \
        sent or saved ("Send it?", "Save?"): relay those questions to the user and pass their own answer \
        back as the next turn. Never send or save without the user's own yes. Returns the reply, the state \
        (idle, awaiting_choice, awaiting_confirmation, awaiting_input), the intent read, candidates, staged \
        edits, the action taken and an error code. Idle sessions expire.
        """,
      inputSchema: .object([
        "type": "object",
        "properties": .object([
          "text": .object(["type": "string", "description": "What the user said, word for word."]),
          "session": .object([
            "type": "string", "description": "A name for the conversation; turns with the same name continue it.",
          ]),
        ]),
        "required": .array(["text"]),
      ]),
      annotations: .init(title: "Ask kith", destructiveHint: true, idempotentHint: false, openWorldHint: true)),
  ]

  /// A server with the tools registered, ready to `start(transport:)`.
  public static func make(_ contactTools: ContactTools, version: String) async -> Server {
    let server = Server(
      name: name, version: version,
      instructions: """
        The user's address book. Resolve people with search_contacts, read a card with get_contact, and \
        let the user talk to kith through ask; kith confirms every message and edit before doing it.
        """,
      capabilities: .init(tools: .init(listChanged: false)))
    await server.withMethodHandler(ListTools.self) { _ in .init(tools: tools) }
    await server.withMethodHandler(CallTool.self) { parameters in
      call(parameters.name, arguments: parameters.arguments ?? [:], tools: contactTools)
    }
    return server
  }

  /// A transport for `server` on standard input and output (or the descriptors given) that answers
  /// `tools/call` itself, once the client has sent `notifications/initialized`, with exactly what the
  /// server's own handler would answer (``call(_:arguments:tools:)``), without the SDK's re-decoding.
  public static func transport(
    _ contactTools: ContactTools, input: Int32 = 0, output: Int32 = 1
  ) -> LineTransport {
    final class Handshake: @unchecked Sendable {
      var initialized = false
    }
    let handshake = Handshake()
    return LineTransport(input: input, output: output) { line in
      // Called on the reader thread only, so the flag needs no lock.
      guard let message = try? JSONValue.parse(String(decoding: line, as: UTF8.self)).objectValue,
        let method = message["method"]?.stringValue
      else { return nil }
      if method == "notifications/initialized" { handshake.initialized = true }
      guard handshake.initialized, method == "tools/call", let params = message["params"]?.objectValue,
        let name = params["name"]?.stringValue
      else { return nil }
      let id: ID
      switch message["id"] {
      case .string(let text)?: id = .string(text)
      case .int(let number)?: id = .number(number)
      default: return nil
      }
      let arguments = params["arguments"]?.objectValue ?? [:]
      let result = call(name, arguments: arguments, tools: contactTools)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return try? encoder.encode(Response<CallTool>(id: id, result: result))
    }
  }

  /// One tool call; every failure is a tool error (`isError`) carrying a chat error code.
  static func call(_ name: String, arguments: [String: Value], tools: ContactTools) -> CallTool.Result {
    do {
      switch name {
      case "search_contacts":
        guard let query = arguments["query"]?.stringValue else { return failure("bad_request", "query (a string) is required") }
        var limit = 20
        if let value = arguments["limit"] {
          guard let number = value.intValue ?? value.doubleValue.flatMap({ $0 == $0.rounded() ? Int(exactly: $0) : nil }) else {
            return failure("bad_request", "limit must be an integer")
          }
          limit = number
        }
        let found = try tools.searchContacts(query: query, limit: limit)
        return try result(json: found.json, text: found.text)
      case "get_contact":
        guard let id = arguments["id"]?.stringValue else { return failure("bad_request", "id (a string) is required") }
        let found = try tools.getContact(id: id)
        return try result(json: found.json, text: found.text)
      case "ask":
        guard let text = arguments["text"]?.stringValue else { return failure("bad_request", "text (a string) is required") }
        if let session = arguments["session"], session.stringValue == nil, !session.isNull {
          return failure("bad_request", "session must be a string")
        }
        let turn = tools.ask(text: text, session: arguments["session"]?.stringValue)
        // A refusal or misunderstanding is still a turn of the conversation: the reply says what to do.
        return try result(json: turn.jsonLine(id: nil), text: turn.reply, isError: turn.error?.code == "access_denied")
      default:
        return failure("unknown_tool", "no tool named \(name) (search_contacts, get_contact, ask)")
      }
    } catch let failure as ContactTools.Failure {
      return self.failure(failure.code, failure.message)
    } catch {
      return failure("internal", "\(error)")
    }
  }

  private static func result(json: String, text: String, isError: Bool = false) throws -> CallTool.Result {
    let value = try JSONValue.parse(json)
    return try .init(content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: Optional(value), isError: isError ? true : nil)
  }

  private static func failure(_ code: String, _ message: String) -> CallTool.Result {
    let error: Value = .object(["error": .object(["code": .string(code), "message": .string(message)])])
    let content: [Tool.Content] = [.text(text: "\(code): \(message)", annotations: nil, _meta: nil)]
    // (The SDK's generic initialiser encodes the value; a Value always encodes.)
    return (try? CallTool.Result(content: content, structuredContent: error, isError: true))
      ?? CallTool.Result(content: content, isError: true)
  }
}
