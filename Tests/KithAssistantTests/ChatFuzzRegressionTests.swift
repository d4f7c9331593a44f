import Foundation
import KithAssistant
import KithGrammar
import KithTestSupport
import Testing

/// The chat fuzzer's findings (`Fuzz/regressions/chat`), replayed as the harness ran them: up to eight
/// lines of one session with a conversation on the sample book, so that a person is judged against an
/// index as it was when the fuzzer found them.
@Suite struct ChatFuzzRegressionTests {
  static let grammar = try! Grammar.load(directory: packageRoot() + "/Grammars/en")
  static let folder = packageRoot() + "/Fuzz/regressions/chat"

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// "email Mike\0 \0\0\0 John Mike\0 sorry …": a correction that names the person again was looked for
  /// with a Foundation search that answered a range past the end of the text before it (NULs), and trapped.
  @Test(arguments: inputs) func sessionOnTheSampleBook(_ name: String) throws {
    let now = Date(timeIntervalSince1970: 1_767_225_600)
    let book = try SampleBook(vCardPath: packageRoot() + "/Examples/contacts.vcf", clock: { now })
    let conversation = Conversation(
      store: book.store, index: book.index, grammar: Self.grammar, transport: StubTransport(succeeds: true))
    let data = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).prefix(8) {
      let request = ChatRequest(line: String(line))
      let turn = request.problem.map { conversation.refuse($0, code: "bad_request") } ?? conversation.respond(request.text)
      #expect(!turn.jsonLine(id: request.id).isEmpty)
    }
    _ = conversation.finish()
  }
}
