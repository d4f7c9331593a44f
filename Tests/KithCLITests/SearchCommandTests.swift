import Foundation
import Testing

@testable import KithCLI

@Suite("kith search and reindex")
struct SearchCommandTests {
  static let sample = packageRoot() + "/Examples/contacts.vcf"

  func book() -> Kith {
    let kith = Kith(folder: TemporaryFolder())
    _ = kith("import", Self.sample)
    _ = kith("me", "B2F0B210-A950-4AF9-BE60-8976B8070675")
    return kith
  }

  @Test func oneQueryAsJSONFollowsTheContract() throws {
    let kith = book()
    let outcome = kith("search", "--json", "Sare")
    #expect(outcome.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
    #expect(object["query"] as? String == "Sare")
    #expect(object["status"] as? String == "unique")
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results[0]["name"] as? String == "Sarah Lindqvist")
    #expect(results[0]["why"] as? String == "nickname Sare")
    #expect((results[0]["score"] as? Double).map { (0...1).contains($0) } == true)
    #expect(results[0]["uid"] as? String != nil)
  }

  @Test func queriesOnStandardInputAnswerOneLineEachAndFlush() throws {
    let kith = book()
    let outcome = kith("search", "--json", input: "John\nmom\nnobody at all here\n\n")
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(outcome.flushes >= 4)
    let statuses = try lines.map { line -> String in
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return object["status"] as? String ?? ""
    }
    #expect(statuses == ["ambiguous", "unique", "not_found", "not_found"])
  }

  @Test func textOutputReadsLikeAnAnswer() {
    let kith = book()
    #expect(kith("search", "Mike", "Chen").output.hasPrefix("unique: “Mike Chen” is Mike Chen\n  1. Mike Chen  ["))
    let john = kith("search", "John").output
    #expect(john.hasPrefix("ambiguous: 2 contacts fit “John”; which one?\n"))
    #expect(kith("search", "Zzyzx").output == "not found: nobody fits “Zzyzx”\n")
    #expect(kith("search", "--limit", "1", "John").output.split(separator: "\n").count == 2)
  }

  @Test func picksAreLearnedAndCancelled() {
    let kith = book()
    let doe = "F3EF64FE-7762-4877-8DC5-CED45BE2C245"
    #expect(kith("search", "--pick", doe, "John").errors == "Noted: 'John' → John Doe.\n")
    let learned = kith("search", "--pick", doe, "John")
    #expect(learned.output.hasPrefix("unique: “John” is John Doe"))
    #expect(kith("search", "--cancel", "John").output.hasPrefix("ambiguous"))
    #expect(kith("search", "--pick", "nobody", "John").status == 1)
    #expect(kith("search", "--pick", doe).status == 64)
  }

  @Test func reindexGivesTheSameAnswers() {
    let kith = book()
    let before = kith("search", "--json", input: "John\nmom\n0100\nSare\nInitech\n").output
    let reindex = kith("reindex")
    #expect(reindex.status == 0)
    #expect(reindex.output.hasPrefix("Reindexed 40 contacts in "))
    #expect(kith("search", "--json", input: "John\nmom\n0100\nSare\nInitech\n").output == before)
  }

  @Test func junkNeverFails() {
    let kith = book()
    for query in ["", "???", String(repeating: "x", count: 10_000), "Robert'); DROP TABLE contacts;--", "\u{202E}\u{200D}"] {
      let outcome = kith("search", "--json", query)
      #expect(outcome.status == 0)
      #expect(outcome.output.contains("\"status\":\"not_found\""))
    }
    #expect(kith("list").output.split(separator: "\n").count == 40)
  }
}
