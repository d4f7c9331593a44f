import Foundation
import Testing

/// The `kith` executable as a user installs it: copied alone into an empty folder, run from `/` with no
/// environment at all. It must chat with its built-in grammar, without the checkout beside it.
@Suite struct InstalledBinaryTests {
  /// The built `kith`, next to the test bundle (`swift test` builds every product).
  static let built: String? = {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kith").path,
      packageRoot() + "/.build/debug/kith",
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Runs the copied binary from `/` with an empty environment.
  static func run(_ binary: String, _ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.environment = [:]
    process.currentDirectoryURL = URL(fileURLWithPath: "/")
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  @Test func copiedBinaryChatsFromAnyFolderWithNoEnvironment() throws {
    let built = try #require(Self.built, "no built kith executable next to the tests")
    let folder = TemporaryFolder()
    let binary = folder.file("kith")
    try FileManager.default.copyItem(atPath: built, toPath: binary)
    let store = folder.file("contacts.sqlite")
    let imported = try Self.run(binary, ["--store", store, "import", packageRoot() + "/Examples/contacts.vcf"])
    #expect(imported.status == 0, "\(imported.output)")

    let chat = try Self.run(binary, ["--store", store, "chat"], input: "text John about dinner\n2\nyes\nwhat's Sarah's email?\n")
    #expect(chat.status == 0)
    let lines = chat.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "I found 2 contacts named John:")
    #expect(lines.contains("Queued the text to John Smith (mobile (555) 555-0111) in the outbox."))
    #expect(chat.output.contains("sarah.lindqvist@example.com"), "\(chat.output)")
    #expect(!chat.output.contains("grammar"), "\(chat.output)")

    // An MCP host starting the copied binary, read-only: the handshake, a search and a refused send.
    let requests = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#,
      #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search_contacts","arguments":{"query":"Sarah"}}}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"ask","arguments":{"text":"text Sarah hi"}}}"#,
    ]
    let mcp = try Self.run(binary, ["mcp", "--store", store, "--access", "read-only"], input: requests.joined(separator: "\n") + "\n")
    #expect(mcp.status == 0)
    #expect(mcp.output.contains(#""id":2"#) && mcp.output.contains(#""status":"unique""#), "\(mcp.output)")
    #expect(mcp.output.contains(#""code":"access_denied""#), "\(mcp.output)")

    let check = try Self.run(binary, ["grammar", "check"])
    #expect(check.status == 0)
    #expect(check.output.contains("0 errors, 0 warnings"), "\(check.output)")
  }
}
