import Foundation
import KithGrammar
import KithGrammarEnglish
import KithTestSupport
import Testing

/// Inputs the fuzzer found (Fuzz/regressions/grammar, see docs/TESTING.md), read again in every state.
/// The first made the sentence fallback read parts of parts without end: exponential in its commas.
@Suite struct FuzzRegressionTests {
  static let folder = packageRoot() + "/Fuzz/regressions/grammar"

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test func thereAreRegressionInputs() {
    #expect(!Self.inputs.isEmpty)
    #expect(!Self.chatInputs.isEmpty)
  }

  static let chatFolder = packageRoot() + "/Fuzz/regressions/chat"

  static var chatInputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: chatFolder)) ?? []).sorted()
  }

  /// Chat lines that made "Did you mean …?" read hundreds of shortened requests, each with parts of parts.
  @Test(arguments: chatInputs) func chatLinesAndTheirClosestReading(_ name: String) throws {
    let grammar = try EnglishGrammar.load()
    let data = try #require(FileManager.default.contents(atPath: Self.chatFolder + "/" + name))
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
      let text = String(line)
      #expect(grammar.parse(text).text == text)
      _ = grammar.closestReading(text)
    }
  }

  @Test(arguments: inputs) func readsAgainInEveryState(_ name: String) throws {
    let grammar = try EnglishGrammar.load()
    let data = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
    let text = String(decoding: data, as: UTF8.self)
    for state in [ConversationState.idle, .awaitingChoice, .awaitingConfirmation, .awaitingInput] {
      let result = grammar.parse(text, state: state)
      #expect(result.text == text)
    }
    // The same with a hundred more commas still reads as quickly as the budget allows.
    let longer = text + String(repeating: ", n", count: 100)
    #expect(grammar.parse(longer).text == longer)
  }
}
