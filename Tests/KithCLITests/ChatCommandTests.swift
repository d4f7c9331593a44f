import Foundation
import Testing

@Suite struct ChatCommandTests {
  let folder = TemporaryFolder()
  var kith: Kith {
    var kith = Kith(folder: folder)
    kith.environment["KITH_GRAMMAR"] = packageRoot() + "/Grammars/en"
    return kith
  }

  init() {
    _ = kith("import", packageRoot() + "/Examples/contacts.vcf")
  }

  @Test func pipedModeAnswersEachLineAndFlushes() {
    let outcome = kith("chat", input: "text John about dinner\n2\nyes\n")
    let replies = outcome.output.components(separatedBy: "\n").filter { !$0.isEmpty }
    #expect(replies.first == "I found 2 contacts named John:")
    #expect(replies.last == "Queued the text to John Smith (mobile (555) 555-0111) in the outbox.")
    #expect(outcome.flushes >= 3)
    #expect(outcome.status == 0)
  }

  @Test func plainKithIsTheChat() {
    let outcome = kith(input: "help\n")
    #expect(outcome.output.hasPrefix("You can say things like:"))
  }

  @Test func jsonModeEchoesIdsAndReportsBadLines() throws {
    let outcome = kith(
      "chat", "--json", input: #"{"text": "call John Smith at work", "id": "a-1"}"# + "\n{broken\nwhat's Sarah's email?\n")
    let lines = outcome.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(first["id"] as? String == "a-1")
    #expect((first["action"] as? [String: Any])?["type"] as? String == "call")
    let second = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect((second["error"] as? [String: Any])?["code"] as? String == "bad_request")
    #expect(lines[2].contains("sarah.lindqvist@example.com"))
  }

  @Test func unsavedEditsAtTheEndOfInputAreReported() {
    let outcome = kith("chat", input: "set Sarah's nickname to Sal\n")
    #expect(outcome.errors.contains("1 unsaved changes were not saved"))
    let check = kith("chat", input: "what's Sarah's nickname\n")
    #expect(check.output == "Sarah Lindqvist's nickname: Sare.\n")
  }

  @Test func aSendCommandDeliversAndAFailureIsKept() {
    var failing = kith
    failing.environment["KITH_SEND_COMMAND"] = "/bin/false"
    let outcome = failing("chat", "--json", input: "text John Doe hi\nyes\n")
    #expect(outcome.output.contains("\"code\":\"delivery_failed\""))
  }
}
