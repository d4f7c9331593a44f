import Foundation
import Testing

@testable import KithCLI

@Suite("kith commands")
struct CommandTests {
  static let sample = packageRoot() + "/Examples/contacts.vcf"
  static let fixtures = packageRoot() + "/Tests/KithCoreTests/Fixtures/vcard/"

  @Test func importListShowAndReimport() throws {
    let folder = TemporaryFolder()
    let kith = Kith(folder: folder)
    let first = kith("import", Self.sample)
    #expect(first.status == 0)
    #expect(first.output == "Imported 40 contacts\n")
    #expect(first.errors == "")

    let again = kith("import", Self.sample)
    #expect(again.output == "Imported 0 contacts; 40 unchanged\n")

    let list = kith("list")
    let lines = list.output.split(separator: "\n")
    #expect(lines.count == 40)
    #expect(lines.contains { $0.hasPrefix("Mike Chen · Globex Corporation") })

    let show = kith("show", "B2F0B210-A950-4AF9-BE60-8976B8070675")
    #expect(show.status == 0)
    #expect(show.output.hasPrefix("Alex Rivera\n  id"))
    #expect(show.output.contains("  related (mother)*  Maria Rivera\n"))

    let byPrefix = kith("show", "b2f0b210")
    #expect(byPrefix.output == show.output)
  }

  @Test func listJSONFollowsTheSchema() throws {
    let folder = TemporaryFolder()
    let kith = Kith(folder: folder)
    _ = kith("import", Self.fixtures + "apple-3.0.vcf")
    let list = kith("list", "--json")
    let array = try #require(try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
    #expect(array.count == 8)
    let johanna = try #require(array.first { $0["uid"] as? String == "F32B773F-300F-413D-910D-971CCC4F4111" })
    #expect(johanna["name"] as? String == "Dr. Johanna Quincy Appleseed PhD")
    #expect(johanna["given"] as? String == "Johanna")
    #expect(johanna["family"] as? String == "Appleseed")
    #expect(johanna["nicknames"] as? [String] == ["Jo"])
    #expect(johanna["organization"] as? String == "Acme Inc.")
    let phones = try #require(johanna["phones"] as? [[String: Any]])
    #expect(phones.first?["label"] as? String == "iPhone")
    #expect(phones.first?["value"] as? String == "+1 (555) 555-0101")
    #expect(phones.first?["preferred"] as? Bool == true)
    let emails = try #require(johanna["emails"] as? [[String: Any]])
    #expect(emails.map { $0["value"] as? String } == ["johanna@example.com", "johanna.appleseed@example.net"])

    let show = kith("show", "--json", "F32B773F-300F-413D-910D-971CCC4F4111")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(show.output.utf8)) as? [String: Any])
    #expect(object["birthday"] as? String == "1988-04-01")
    #expect((object["relations"] as? [[String: Any]])?.count == 4)
    #expect((object["photo"] as? [String: Any])?["mediaType"] as? String == "image/jpeg")
  }

  @Test func exportThenImportElsewhereGivesTheSameContacts() throws {
    let folder = TemporaryFolder()
    let kith = Kith(folder: folder)
    _ = kith("import", Self.sample)
    let exported = folder.file("out.vcf")
    let export = kith("export", "--output", exported)
    #expect(export.status == 0)
    #expect(export.errors == "Exported 40 contacts to \(exported)\n")
    let mode = (try FileManager.default.attributesOfItem(atPath: exported)[.posixPermissions] as? Int) ?? 0
    #expect(mode & 0o777 == 0o600)

    let otherFolder = TemporaryFolder()
    let other = Kith(folder: otherFolder)
    let reimport = other("import", exported)
    #expect(reimport.output == "Imported 40 contacts\n")
    for version in ["3.0", "4.0"] {
      let text = kith("export", "--vcard-version", version).output
      #expect(text.hasPrefix("BEGIN:VCARD\r\nVERSION:\(version)\r\n"))
    }
    #expect(kith("list", "--json").output.replacingOccurrences(of: "\"revision\":1,", with: "")
      == other("list", "--json").output.replacingOccurrences(of: "\"revision\":1,", with: ""))
  }

  @Test func importFromStandardInputAndErrors() throws {
    let folder = TemporaryFolder()
    let kith = Kith(folder: folder)
    let card = "BEGIN:VCARD\nVERSION:3.0\nN:Quinn;Riley;;;\nEND:VCARD\n"
    #expect(kith("import", "-", input: card).output == "Imported 1 contact\n")

    let junk = folder.write("junk.vcf", "hello\nworld\n")
    let failed = kith("import", junk)
    #expect(failed.status == 1)
    #expect(failed.output == "Imported 0 contacts\n")
    #expect(failed.errors == """
      \(junk):1: warning: text outside BEGIN:VCARD … END:VCARD ignored
      kith: error: nothing was imported

      """)

    let missing = kith("import", folder.file("nope.vcf"))
    #expect(missing.status == 1)
    #expect(missing.errors == "kith: error: no such file or folder: \(folder.file("nope.vcf"))\n")

    let bad = folder.write("bad.vcf", card + "BEGIN:VCARD\nVERSION:9.9\nN:X;Y;;;\nEND:VCARD\n")
    let strict = kith("import", "--strict", bad)
    #expect(strict.status == 1)
    #expect(strict.errors.hasSuffix("kith: error: imported nothing: 1 card could not be read (--strict)\n"))

    let show = kith("show", "nobody-at-all")
    #expect(show.status == 1)
    #expect(show.errors == "kith: error: no contact with id 'nobody-at-all' (see kith list)\n")
  }

  @Test func meCard() {
    let folder = TemporaryFolder()
    let kith = Kith(folder: folder)
    _ = kith("import", Self.sample)
    #expect(kith("me").output == "No card is set as yours. Set one with: kith me ID\n")
    #expect(kith("me", "B2F0B210-A950-4AF9-BE60-8976B8070675").output
      == "Your card is now Alex Rivera (B2F0B210-A950-4AF9-BE60-8976B8070675).\n")
    #expect(kith("me").output == "Alex Rivera (B2F0B210-A950-4AF9-BE60-8976B8070675)\n")
  }

  @Test func helpVersionAndUnknownCommands() {
    let folder = TemporaryFolder()
    let kith = Kith(folder: folder)
    let version = kith("--version")
    #expect(version.status == 0)
    #expect(version.output == "\(KithCommand.version)\n")
    let unknown = kith("lsit")
    #expect(unknown.status == 64)
    #expect(unknown.errors == "kith: error: unknown command 'lsit'. Did you mean 'list'? See kith --help.\n")
    let help = kith("--help")
    #expect(help.status == 0)
    #expect(help.output.contains("import"))
    #expect(help.output.contains("--store"))
  }
}
