import Foundation
import Testing

@Suite struct GrammarCommandTests {
  let folder = TemporaryFolder()
  var kith: Kith {
    var kith = Kith(folder: folder)
    kith.environment["KITH_GRAMMAR"] = packageRoot() + "/Grammars/en"
    return kith
  }

  @Test func parsesOneRequestAsJSON() throws {
    let outcome = kith("grammar", "parse", "--json", "text", "John", "about", "dinner")
    #expect(outcome.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
    #expect(object["text"] as? String == "text John about dinner")
    #expect(object["intent"] as? String == "send_message")
    #expect(object["slots"] as? [String: String] == ["person": "John", "body": "dinner"])
    #expect(object["alternatives"] is [Any])
  }

  @Test func readsStandardInputLineByLineAndFlushesEach() {
    let outcome = kith(
      "grammar", "parse", "--json", input: "what's Sarah's email?\nwhat's the weather\n2\n")
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].contains("\"intent\":\"lookup_field\""))
    #expect(lines[1].contains("\"intent\":null") && lines[1].contains("\"suggestion\""))
    #expect(lines[2].contains("\"intent\":null"))
    #expect(outcome.flushes >= 3)
  }

  @Test func answersNeedTheirQuestion() {
    let outcome = kith("grammar", "parse", "--json", "--state", "awaiting_choice", "the second one")
    #expect(outcome.output.contains("\"intent\":\"choose\"") && outcome.output.contains("\"choice\":\"2\""))
    let bad = kith("grammar", "parse", "--state", "waiting", "yes")
    #expect(bad.status != 0)
    #expect(bad.errors.contains("--state must be one of idle, awaiting_choice"))
  }

  @Test func humanReadableOutput() {
    let outcome = kith("grammar", "parse", "call John at work")
    #expect(outcome.output.hasPrefix("call  label=\"work\"  person=\"John\""))
    let nothing = kith("grammar", "parse", "sing me a song")
    #expect(nothing.output.hasPrefix("no intent; you can say things like: "))
  }

  @Test func checkPassesOnTheShippedGrammarAndFailsWithPlacesOnABrokenOne() {
    let good = kith("grammar", "check")
    #expect(good.status == 0)
    #expect(good.output.contains("0 errors, 0 warnings"))

    let broken = folder.path + "/broken"
    try? FileManager.default.createDirectory(atPath: broken, withIntermediateDirectories: true)
    _ = folder.write("broken/a.grammar", "intent call\n  call {persn\n")
    let bad = kith("grammar", "check", "--grammar", broken)
    #expect(bad.status == 1)
    #expect(bad.errors.contains("error: \(broken)/a.grammar:2:8: unclosed '{'\n      call {persn\n           ^"))
  }

  @Test func testRunsTheExamplesBesideTheGrammar() {
    let outcome = kith("grammar", "test")
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(outcome.output.contains("examples read as expected"))
    _ = folder.write("wrong.jsonl", #"{"text": "call John", "intent": "send_message", "slots": {"person": "John"}}"# + "\n")
    let wrong = kith("grammar", "test", folder.file("wrong.jsonl"))
    #expect(wrong.status == 1)
    #expect(wrong.output.contains("expected: send_message person=\"John\"\n  got:      call person=\"John\""))
  }
}
