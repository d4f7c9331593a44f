import Foundation
import Testing

import KithCore

@testable import KithCLI

/// Nothing a card contains reaches the terminal raw (issue 13): a name with an escape sequence and a
/// note with a right-to-left override, through every command that prints a card for a person; JSON keeps
/// the exact data.
@Suite("Terminal safety")
struct TerminalSafetyTests {
  static let hostile = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:hostile-1\r
    N:Evil\u{1B}[31m;Eve\u{1B}]0;pwned\u{07};;;\r
    FN:Eve\u{1B}[31m Evil\r
    NICKNAME:E\u{200B}ve\r
    EMAIL:moc.\u{202E}live@example.com\r
    TEL;TYPE=CELL:+1 415 555 0100\r
    NOTE:paid \u{202E}0001$\u{202C} \u{9B}2J done\r
    END:VCARD\r

    """

  static let raw: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}", "\u{202C}", "\u{200B}"]

  static func rawScalars(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { raw.contains($0) }
  }

  @Test func everyCommandShowsHostileTextEscaped() throws {
    let folder = TemporaryFolder()
    let kith = Kith(folder: folder)
    let file = folder.file("hostile.vcf")
    try Self.hostile.write(toFile: file, atomically: true, encoding: .utf8)
    let imported = kith("import", file)
    #expect(imported.status == 0)
    // Kept as it is, with a warning that names the card (never what it holds).
    #expect(imported.errors.contains("card hostile-1 holds control or direction characters"))
    #expect(Self.rawScalars(imported.errors).isEmpty)
    #expect(!imported.errors.contains("Evil"))
    for arguments in [["list"], ["show", "hostile-1"], ["search", "Eve"], ["search", "+1 415 555 0100"], ["me", "hostile-1"]] {
      let outcome = kith.run(arguments)
      #expect(Self.rawScalars(outcome.output + outcome.errors).isEmpty, "\(arguments): \(outcome.output.debugDescription)")
    }
    let shown = kith("show", "hostile-1").output
    #expect(shown.contains("Evil\\e[31m"))
    #expect(shown.contains("\\u{202E}"))
    let chat = kith("chat", input: "show Eve\nwhat's Eve's note?\ntext Eve hi\n")
    #expect(Self.rawScalars(chat.output + chat.errors).isEmpty, "\(chat.output.debugDescription)")
  }

  @Test func jsonKeepsTheExactData() throws {
    let folder = TemporaryFolder()
    let kith = Kith(folder: folder)
    let file = folder.file("hostile.vcf")
    try Self.hostile.write(toFile: file, atomically: true, encoding: .utf8)
    _ = kith("import", file)
    let shown = kith("show", "--json", "hostile-1").output
    let data = try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any]
    #expect((data?["note"] as? String)?.contains("\u{202E}") == true)
    #expect((data?["family"] as? String) == "Evil\u{1B}[31m")
  }

  @Test func aNameIsOneLine() {
    #expect(TerminalText.safe("Eve\u{1B}[31m") == "Eve\\e[31m")
    #expect(TerminalText.safe("moc.\u{202E}live") == "moc.\\u{202E}live")
    #expect(TerminalText.safe("a\u{7}b\u{9B}c") == "a\\x07b\\x9bc")
    #expect(TerminalText.safe("line one\nline two") == "line one\nline two")
    #expect(TerminalText.safe("one\ntwo", keepingLineBreaks: false) == "one\\x0atwo")
    #expect(TerminalText.safe("👨‍👩‍👧 Zoë") == "👨‍👩‍👧 Zoë")
  }
}
