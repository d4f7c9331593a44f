import Foundation
import Testing

@testable import KithCLI

/// Access levels on the command line, the mail-client query format and the activity log.
@Suite("access, query and log commands")
struct AccessCommandTests {
  static let sample = SampleContacts.path
  static let johnSmith = SampleContacts.johnSmith
  static let alexRivera = SampleContacts.alexRivera

  static func book() -> (Kith, TemporaryFolder) {
    let folder = TemporaryFolder()
    let kith = Kith(folder: folder)
    #expect(kith("import", sample).status == 0)
    return (kith, folder)
  }

  @Test func readOnlyRefusesEveryChangeAndChangesNothing() {
    let (kith, _folder) = Self.book()
    _ = _folder
    let before = kith("export").output
    for arguments in [
      ["--access", "read-only", "import", Self.sample], ["me", Self.alexRivera, "--access", "read-only"],
      ["--access=read-only", "search", "--pick", Self.johnSmith, "john"],
    ] {
      let refused = kith.run(arguments)
      if arguments.contains("search") {
        // A read-only pick teaches nothing, and the answer is still given.
        #expect(refused.status == 0)
      } else {
        #expect(refused.status == KithCommand.accessDeniedStatus, "\(arguments)")
        #expect(refused.errors.contains("access denied: this client's access is read-only"), "\(arguments)")
      }
    }
    let chat = kith("--access", "read-only", "chat", input: "text John Smith hello\ncall John Smith\ndelete Mike Chen\nyes\n")
    #expect(chat.output.components(separatedBy: "does not allow it").count == 4)
    #expect(kith("export").output == before)
    // Only the import that made the book is in the log.
    #expect(kith("log").output.split(separator: "\n").count == 1)
  }

  @Test func theEnvironmentSetsTheDefaultAndFlagsOverrideIt() {
    var (kith, _folder) = Self.book()
    _ = _folder
    kith.environment["KITH_ACCESS"] = "limited"
    kith.environment["KITH_ACCESS_GROUPS"] = "Family, Work"
    #expect(kith("list").output.split(separator: "\n").count == 13)
    #expect(kith("--access", "full", "list").output.split(separator: "\n").count == 40)
    kith.environment["KITH_ACCESS"] = "none"
    let none = kith("search", "john")
    #expect(none.status == KithCommand.accessDeniedStatus)
    #expect(none.output.isEmpty)
  }

  @Test func limitedSeesOnlyItsGroupsInEveryCommand() throws {
    let (kith, _folder) = Self.book()
    _ = _folder
    let list = kith("list", "--access", "limited", "--group", "family")
    #expect(list.output.split(separator: "\n").count == 5)
    #expect(!list.output.contains("John Smith"))
    let hidden = kith("--access", "limited", "--group", "Family", "show", Self.johnSmith)
    #expect(hidden.status == 1)
    #expect(hidden.errors.contains("no contact with id"))
    #expect(kith("--access", "limited", "--group", "Family", "show", "E1C5").errors.contains("no contact with id"))
    let export = kith("--access", "limited", "--group", "Work", "--contact", Self.alexRivera, "export")
    #expect(export.output.components(separatedBy: "BEGIN:VCARD").count - 1 == 9)
    let search = kith("--access", "limited", "--group", "Work", "search", "--json", "john")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(search.output.utf8)) as? [String: Any])
    #expect(object["status"] as? String == "unique")
    #expect(kith("--access", "limited", "--group", "Work", "import", Self.sample).status == KithCommand.accessDeniedStatus)
  }

  @Test func badAccessFlagsAreExplained() {
    let (kith, _folder) = Self.book()
    _ = _folder
    let unknown = kith("--access", "admin", "list")
    #expect(unknown.status == 64)
    #expect(unknown.errors.contains("unknown access level 'admin'"))
    let scope = kith("--access", "read-only", "--group", "Work", "list")
    #expect(scope.status == 64)
    #expect(scope.errors.contains("--group and --contact"))
  }

  @Test func queryPrintsMuttsFormat() {
    let (kith, _folder) = Self.book()
    _ = _folder
    let found = kith("query", "john")
    #expect(found.status == 0)
    let lines = found.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.first == "kith: 2 addresses for 'john'")
    for line in lines.dropFirst() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      #expect(fields.count == 3)
      #expect(fields[0].contains("@"))
    }
    #expect(lines.dropFirst().contains("john.smith@example.com\tJohn Smith\twork, Acme Corporation"))

    let partial = kith("query", "--no-status", "example.org")
    #expect(!partial.output.hasPrefix("kith:"))
    #expect(partial.output.split(separator: "\n").allSatisfy { $0.split(separator: "\t")[0].hasSuffix("example.org") })

    let none = kith("query", "zzqx")
    #expect(none.status == 1)
    #expect(none.output == "kith: no match for 'zzqx'\n")
    #expect(none.errors.isEmpty)

    let limited = kith("--access", "limited", "--group", "Family", "query", "john")
    #expect(limited.status == 1)
  }

  @Test func theLogSaysWhoDidWhatAndNeverWhatWasSaid() throws {
    let (kith, _folder) = Self.book()
    _ = _folder
    let chat = kith("chat", input: "text John Smith the code is 4471\nyes\ncall Mike Chen\nadd Mike Chen to Family\nyes\n")
    #expect(chat.status == 0)
    let log = kith("log")
    let lines = log.output.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].hasSuffix("pipe      saved 1 change"))
    #expect(lines[1].hasSuffix("pipe      call to Mike Chen"))
    #expect(lines[2].hasSuffix("pipe      text to John Smith"))
    #expect(lines[3].contains("import (40 contacts changed)"))
    #expect(!log.output.contains("4471") && !log.output.contains("555"))
    let json = kith("log", "--json", "--limit", "1")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["kind"] as? String == "save")
    #expect(object["client"] as? String == "pipe")
  }
}
