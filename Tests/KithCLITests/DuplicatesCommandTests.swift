import Foundation
import KithTestSupport
import Testing

/// `kith duplicates` and what `kith import` says about look-alikes.
@Suite struct DuplicatesCommandTests {
  static let book = packageRoot() + "/Transcripts/fixtures/duplicates.vcf"

  @Test func listsGroupsWithEvidenceInTextAndJSON() throws {
    let folder = TemporaryFolder()
    let kith = Kith(folder: folder)
    #expect(kith("import", Self.book).status == 0)
    let text = kith("duplicates")
    #expect(text.status == 0)
    #expect(text.output.hasPrefix("3 groups of cards look like one person (10 read):\n"))
    #expect(text.output.contains("Bob Jones (dup-bob-jones) · Robert Jones (dup-robert-jones)"))
    #expect(text.output.contains("nickname Bob ↔ Robert; same phone 555.555.0131"))
    let json = kith("duplicates", "--json")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["cards"] as? Int == 10)
    let groups = try #require(object["groups"] as? [[String: Any]])
    let members = groups.map { ($0["contacts"] as? [[String: Any]] ?? []).compactMap { $0["uid"] as? String }.sorted() }
    #expect(Set(members) == [["dup-ana-silva", "dup-ana-silva-google"], ["dup-jose-mueller", "dup-jose-muller"], ["dup-bob-jones", "dup-robert-jones"]])
    // The two John Smiths and Mary Smith on John's landline are three people.
    #expect(!members.joined().contains { $0.hasPrefix("dup-john") || $0 == "dup-mary-smith" })
    let evidence = try #require(groups.first?["evidence"] as? [[String: Any]])
    #expect(evidence.allSatisfy { $0["kind"] is String && $0["detail"] is String })
  }

  @Test func importSaysHowManyNewCardsLookLikeExistingOnes() throws {
    let folder = TemporaryFolder()
    let kith = Kith(folder: folder)
    let text = try String(contentsOfFile: Self.book, encoding: .utf8)
    let cards = text.components(separatedBy: "END:VCARD\r\n").filter { !$0.isEmpty }.map { $0 + "END:VCARD\r\n" }
    let first = folder.file("first.vcf")
    let second = folder.file("second.vcf")
    try cards.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined().write(toFile: first, atomically: true, encoding: .utf8)
    try cards.enumerated().filter { $0.offset % 2 == 1 }.map(\.element).joined().write(toFile: second, atomically: true, encoding: .utf8)
    #expect(kith("import", first).output == "Imported 5 contacts\n")
    let again = kith("import", second)
    #expect(again.output == "Imported 5 contacts\n3 new cards look like contacts you already had (see kith duplicates).\n")
    #expect(kith("list").output.split(separator: "\n").count == 10)
  }
}
