import Foundation
import KithCLI
import KithGrammarEnglish
import KithIndex
import KithStore
import KithTestSupport
import KithAssistant
import MCP
import Testing

@testable import KithMCP

/// The server driven by the SDK's own client, through real pipes, as an LLM host would drive it.
@Suite("MCP server")
struct MCPServerTests {
  static let sample = SampleContacts.path
  static let johnDoe = SampleContacts.johnDoe
  static let johnSmith = SampleContacts.johnSmith
  static let alexRivera = SampleContacts.alexRivera

  /// A store with the sample book, Alex Rivera as the owner's card.
  static func book(_ folder: TemporaryFolder) throws -> String {
    let path = folder.file("contacts.sqlite")
    let index = SearchIndex(region: "US")
    let store = try ContactStore(path: path, observers: [index])
    _ = try ContactImporter(store: store).run(try ImportSource.expand([sample]), report: { _ in })
    try store.setMe(contactID: alexRivera)
    return path
  }

  /// A connected client, the server behind it, and what to close when done.
  struct Connection {
    let client: Client
    let tools: ContactTools
    let server: Task<Void, Never>
    let pipes: [Pipe]

    func call(_ name: String, _ arguments: [String: MCP.Value]) async throws -> CallTool.Result {
      try await client.send(CallTool.request(.init(name: name, arguments: arguments))).value
    }

    /// The structured content as a dictionary.
    func object(_ name: String, _ arguments: [String: MCP.Value]) async throws -> (result: CallTool.Result, json: [String: Any]) {
      let result = try await call(name, arguments)
      let data = try JSONEncoder().encode(try #require(result.structuredContent))
      return (result, try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    func close() async {
      await client.disconnect()
      for pipe in pipes { try? pipe.fileHandleForWriting.close() }
      await server.value
    }
  }

  static func connect(_ path: String, access: AccessPolicy = .full) async throws -> Connection {
    let index = SearchIndex(region: "US")
    let store = try ContactStore(path: path, observers: [index], access: access)
    let tools = ContactTools(store: store, index: index, grammar: try EnglishGrammar.load())
    let toServer = Pipe()
    let toClient = Pipe()
    let server = Task {
      let server = await ContactsServer.make(tools, version: "test")
      // The transport `kith mcp` uses: tools/call answered at once, the rest by the SDK's server.
      try? await server.start(
        transport: ContactsServer.transport(
          tools, input: toServer.fileHandleForReading.fileDescriptor, output: toClient.fileHandleForWriting.fileDescriptor))
      await server.waitUntilCompleted()
    }
    let client = Client(name: "kith-tests", version: "1")
    // The SDK's own client, on the other ends of the pipes.
    _ = try await client.connect(
      transport: LineTransport(
        input: toClient.fileHandleForReading.fileDescriptor, output: toServer.fileHandleForWriting.fileDescriptor))
    return Connection(client: client, tools: tools, server: server, pipes: [toServer, toClient])
  }

  @Test func listsTheThreeTools() async throws {
    let folder = TemporaryFolder()
    let connection = try await Self.connect(try Self.book(folder))
    let (tools, _) = try await connection.client.listTools()
    #expect(tools.map(\.name) == ["search_contacts", "get_contact", "ask"])
    #expect(tools.allSatisfy { ($0.description ?? "").contains("Never") })
    let search = try #require(tools.first)
    #expect(search.annotations.readOnlyHint == true)
    await connection.close()
  }

  @Test func searchAndGetContact() async throws {
    let folder = TemporaryFolder()
    let connection = try await Self.connect(try Self.book(folder))
    let (result, json) = try await connection.object("search_contacts", ["query": "john"])
    #expect(result.isError != true)
    #expect(json["status"] as? String == "ambiguous")
    let uids = (json["results"] as? [[String: Any]])?.compactMap { $0["uid"] as? String }
    #expect(Set(uids ?? []) == [Self.johnDoe, Self.johnSmith])
    guard case .text(let text, _, _)? = result.content.first else { Issue.record("no text content"); return }
    #expect(text.hasPrefix("ambiguous: 2 contacts fit “john”"))

    let limited = try await connection.object("search_contacts", ["query": "john", "limit": 1])
    #expect((limited.json["results"] as? [Any])?.count == 1)

    let contact = try await connection.object("get_contact", ["id": .string(Self.alexRivera)])
    #expect(contact.json["uid"] as? String == Self.alexRivera)
    #expect((contact.json["relations"] as? [[String: Any]])?.isEmpty == false)

    let missing = try await connection.object("get_contact", ["id": "no-such-id"])
    #expect(missing.result.isError == true)
    #expect((missing.json["error"] as? [String: Any])?["code"] as? String == "not_found")

    let bad = try await connection.object("search_contacts", ["limit": 3])
    #expect(bad.result.isError == true)
    #expect((bad.json["error"] as? [String: Any])?["code"] as? String == "bad_request")
    await connection.close()
  }

  @Test func aMessageIsSentOnlyAfterYesInTheSameSession() async throws {
    let folder = TemporaryFolder()
    let path = try Self.book(folder)
    let connection = try await Self.connect(path)
    let first = try await connection.object("ask", ["text": "text John about dinner", "session": "a"])
    #expect(first.json["state"] as? String == "awaiting_choice")
    #expect((first.json["candidates"] as? [Any])?.count == 2)
    let chosen = try await connection.object("ask", ["text": "the one at Acme", "session": "a"])
    #expect(chosen.json["state"] as? String == "awaiting_confirmation")
    #expect((chosen.json["reply"] as? String)?.contains("John Smith") == true)

    // Another session's yes confirms nothing.
    let stranger = try await connection.object("ask", ["text": "yes", "session": "b"])
    #expect(stranger.json["action"] is NSNull)
    #expect(try ContactStore(path: path).outbox().isEmpty)

    let yes = try await connection.object("ask", ["text": "yes", "session": "a"])
    let action = try #require(yes.json["action"] as? [String: Any])
    #expect(action["type"] as? String == "message_sent")
    #expect(action["uid"] as? String == Self.johnSmith)
    #expect(action["body"] as? String == "dinner")
    let outbox = try ContactStore(path: path).outbox()
    #expect(outbox.count == 1)
    #expect(outbox.first?.body == "dinner")
    #expect(try ContactStore(path: path).activity().first?.client == "terminal")
    #expect(connection.tools.openSessions == 2)
    await connection.close()
  }

  @Test func aReadOnlyClientIsRefused() async throws {
    let folder = TemporaryFolder()
    let path = try Self.book(folder)
    let connection = try await Self.connect(path, access: AccessPolicy(level: .readOnly, client: "mcp"))
    let search = try await connection.object("search_contacts", ["query": "John Smith"])
    #expect(search.json["status"] as? String == "unique")
    for request in ["text John Smith see you soon", "call John Smith", "delete John Smith", "update John Smith's email to js@example.org"] {
      let refused = try await connection.object("ask", ["text": .string(request)])
      #expect(refused.result.isError == true, "\(request)")
      #expect((refused.json["error"] as? [String: Any])?["code"] as? String == "access_denied", "\(request)")
      #expect(refused.json["state"] as? String == "idle")
    }
    let store = try ContactStore(path: path)
    #expect(try store.outbox().isEmpty)
    #expect(try store.contact(id: Self.johnSmith)?.emailAddresses.first?.value == "john.smith@example.com")
    #expect(try store.activity().allSatisfy { $0.client != "mcp" })
    await connection.close()
  }

  @Test func aLimitedClientSeesNothingOutsideItsGroup() async throws {
    let folder = TemporaryFolder()
    let path = try Self.book(folder)
    let connection = try await Self.connect(path, access: AccessPolicy(level: .limited, groups: ["work"], client: "mcp"))
    // John Smith is in Work; John Doe, the owner's family and everyone else are not.
    let john = try await connection.object("search_contacts", ["query": "john"])
    #expect(john.json["status"] as? String == "unique")
    #expect((john.json["results"] as? [[String: Any]])?.map { $0["uid"] as? String } == [Self.johnSmith])
    for query in ["John Doe", "Jon Do", "555-555-0112", "0112", "johndoe@example.net", "mom", "my sister", "Maria Rivera", "Rivera"] {
      let answer = try await connection.object("search_contacts", ["query": .string(query)])
      #expect(answer.json["status"] as? String == "not_found", "\(query)")
      let offered = (answer.json["results"] as? [[String: Any]])?.compactMap { $0["uid"] as? String } ?? []
      #expect(offered.allSatisfy { $0 == Self.johnSmith }, "\(query): no unseen contact as a suggestion either")
    }
    let unseen = try await connection.object("get_contact", ["id": .string(Self.johnDoe)])
    #expect((unseen.json["error"] as? [String: Any])?["code"] as? String == "not_found")

    for request in ["who has 555-555-0112?", "whose number ends in 0112", "what's mom's email?", "text John Doe hi"] {
      let answer = try await connection.object("ask", ["text": .string(request), "session": "l"])
      let reply = answer.json["reply"] as? String ?? ""
      #expect(!reply.contains("John Doe") && !reply.contains("Maria") && !reply.contains("0112 "), "\(request): \(reply)")
      _ = try await connection.object("ask", ["text": "no", "session": "l"])
    }
    let list = try await connection.object("ask", ["text": "list all contacts", "session": "l"])
    let listed = list.json["reply"] as? String ?? ""
    #expect(listed.contains("John Smith") && listed.contains("Mike Chen"))
    #expect(!listed.contains("John Doe") && !listed.contains("Rivera"))

    // What it creates, it sees afterwards; nobody else's view changes.
    _ = try await connection.object("ask", ["text": "add a contact: Zed Quill, 555-222-3333", "session": "n"])
    let saved = try await connection.object("ask", ["text": "yes", "session": "n"])
    #expect((saved.json["action"] as? [String: Any])?["type"] as? String == "saved")
    let zed = try await connection.object("search_contacts", ["query": "Zed Quill"])
    #expect(zed.json["status"] as? String == "unique")
    await connection.close()

    let other = try await Self.connect(path, access: AccessPolicy(level: .limited, groups: ["Family"], client: "mcp"))
    let hidden = try await other.object("search_contacts", ["query": "Zed Quill"])
    #expect(hidden.json["status"] as? String == "not_found")
    await other.close()
  }

  @Test func sessionsExpireWhenIdle() throws {
    let folder = TemporaryFolder()
    let path = try Self.book(folder)
    let index = SearchIndex(region: "US")
    let store = try ContactStore(path: path, observers: [index])
    final class Clock: @unchecked Sendable { var now = Date(timeIntervalSince1970: 1_000_000) }
    let clock = Clock()
    let tools = ContactTools(
      store: store, index: index, grammar: try EnglishGrammar.load(), sessionTimeout: 60, clock: { clock.now })
    #expect(tools.ask(text: "text John Smith hello", session: "x").state == .awaitingConfirmation)
    clock.now += 61
    let late = tools.ask(text: "yes", session: "x")
    #expect(late.action == nil)
    #expect(try store.outbox().isEmpty)
  }
}

@Suite("MCP line transport")
struct LineTransportTests {
  @Test func splitsLinesAndDropsOverlongOnes() throws {
    let pipe = Pipe()
    let writer = pipe.fileHandleForWriting
    let long = Data(repeating: 0x61, count: LineTransport.maximumLineLength + 10)
    let thread = Thread {
      writer.write(Data("{\"a\":1}\r\n\n{\"b\":".utf8))
      writer.write(Data("2}\n".utf8))
      writer.write(long + Data("\n{\"c\":3}\n".utf8))
      try? writer.close()
    }
    thread.start()
    var lines: [String] = []
    LineTransport.readLines(from: pipe.fileHandleForReading.fileDescriptor) { lines.append(String(decoding: $0, as: UTF8.self)) }
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count < 10 } && lines.last == "{\"c\":3}", "\(lines.map { $0.prefix(20) })")
  }
}

@Suite("JSON into MCP values")
struct JSONValueTests {
  @Test func readsWhatTheSDKDecoderReads() throws {
    let text = #"{"a":[1,-2.5,3e2,true,false,null],"s":"q\"\\\/\n\t\u00e9\ud83d\ude00 ok","o":{},"e":[],"n":{"x":"data:text/plain;base64,SGk="}}"#
    let mine = try JSONValue.parse(text)
    #expect(mine.objectValue?["s"]?.stringValue == "q\"\\/\n\té😀 ok")
    #expect(mine.objectValue?["a"]?.arrayValue == [.int(1), .double(-2.5), .double(300), .bool(true), .bool(false), .null])
    #expect(mine.objectValue?["o"] == .object([:]) && mine.objectValue?["e"] == .array([]))
    for bad in ["{", "[1,]", "{\"a\" 1}", "\"open", "tru", "[1] 2", "{\"a\":\"\\x\"}"] {
      #expect(throws: (any Error).self, "\(bad)") { try JSONValue.parse(bad) }
    }
  }
}
