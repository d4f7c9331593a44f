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
