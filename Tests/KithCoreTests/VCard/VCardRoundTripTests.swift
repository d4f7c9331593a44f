import Foundation
import Testing

@testable import KithCore

@Suite("vCard round trip")
struct VCardRoundTripTests {
  static let versions: [VCardVersion] = [.v3, .v4]

  /// Writes `contacts` with `version` and reads the text back.
  static func reread(_ contacts: [Contact], version: VCardVersion) -> (
    text: String, results: [Result<VCardCard, VCardDiagnostic>]
  ) {
    let text = VCardWriter(version: version).string(for: contacts)
    return (text, Array(VCardReader(data: Array(text.utf8), source: "written.vcf")))
  }

  static func write(_ contact: Contact, version: VCardVersion) -> String {
    var text = ""
    VCardWriter(version: version).write(contact, to: &text)
    return text
  }

  /// The one contact in `text`, or nil.
  static func readOne(_ text: String) -> Contact? {
    var reader = VCardReader(data: Array(text.utf8), source: "written.vcf")
    return (try? reader.next()?.get())?.contact
  }

  /// The physical lines of writer output, without their CRLF.
  static func lines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\r\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  @Test(arguments: Fixture.all, VCardRoundTripTests.versions)
  func readWriteReadGivesEqualContacts(file: String, version: VCardVersion) throws {
    let original = try Fixture.contacts(file)
    try #require(!original.isEmpty)
    let (text, results) = Self.reread(original, version: version)
    let failures = results.compactMap { result -> VCardDiagnostic? in
      if case .failure(let diagnostic) = result { return diagnostic }
      return nil
    }
    #expect(failures.isEmpty, "\(failures)")
    let cards = results.compactMap { try? $0.get() }
    #expect(cards.flatMap(\.warnings).isEmpty)
    #expect(cards.allSatisfy { $0.version == version })
    let again = cards.compactMap(\.contact)
    try #require(again.count == original.count)
    for (read, expected) in zip(again, original) {
      expectSameContact(read.content, expected.content)
    }
    // A second export is the same text: nothing drifts.
    #expect(VCardWriter(version: version).string(for: again) == text)
  }

  @Test(arguments: Fixture.all, VCardRoundTripTests.versions)
  func linesAreFoldedAt75OctetsAndEndInCRLF(file: String, version: VCardVersion) throws {
    let text = VCardWriter(version: version).string(for: try Fixture.contacts(file))
    #expect(text.hasSuffix("\r\n"))
    let lines = Self.lines(text)
    #expect(lines.allSatisfy { !$0.contains("\r") && !$0.contains("\n") }, "a bare CR or LF in the output")
    let long = lines.filter { $0.utf8.count > 75 }
    #expect(long.isEmpty, "\(long.map { $0.utf8.count })")
  }

  @Test(arguments: VCardRoundTripTests.versions)
  func foldingNeverSplitsAUTF8Sequence(version: VCardVersion) {
    // Two-, three- and four-byte characters, so that some fold falls inside each kind of sequence at
    // some offset.
    let given = Array(repeating: "Zoë 山田 🍰👨‍👩‍👧 Ωμέγα", count: 12).joined(separator: " ")
    let contact = Contact(
      id: "fold-test", givenName: given, familyName: "Ekström",
      note: String(repeating: "é", count: 100) + String(repeating: "🌟x", count: 50))
    let text = Self.write(contact, version: version)
    #expect(!text.contains("\u{FFFD}"))
    for line in Self.lines(text) {
      #expect(line.utf8.count <= 75)
      // A continuation line starts after its one space with the first byte of a character.
      let bytes = Array(line.utf8)
      #expect(bytes.first.map { $0 & 0xC0 != 0x80 } ?? true)
      #expect(TextEncoding.isValidUTF8(bytes[...]))
    }
    #expect(Self.lines(text).filter { $0.hasPrefix(" ") }.count > 10)
    let read = Self.readOne(text)
    #expect(read?.note == contact.note)
    #expect(Array((read?.givenName ?? "").unicodeScalars) == Array(given.unicodeScalars))
  }

  @Test func foldsAtExactly75OctetsThen74PlusSpace() {
    let contact = Contact(id: "x", givenName: "A", familyName: "B", note: String(repeating: "n", count: 200))
    let lines = Self.lines(Self.write(contact, version: .v3))
    let note = lines.drop { !$0.hasPrefix("NOTE:") }.prefix { $0.hasPrefix("NOTE:") || $0.hasPrefix(" ") }
    #expect(note.map(\.utf8.count) == [75, 75, 57])
    #expect(note.dropFirst().allSatisfy { $0.hasPrefix(" ") && !$0.hasPrefix("  ") })
  }

  // MARK: The Apple dialect of 3.0

  @Test func yearlessBirthdayIn30UsesAppleOmitYear() throws {
    let contact = Contact(id: "x", givenName: "Priya", familyName: "Raman", birthday: day(nil, 12, 25))
    let lines = Self.lines(Self.write(contact, version: .v3))
    #expect(lines.contains("BDAY;X-APPLE-OMIT-YEAR=1604:1604-12-25"))
    let withYear = Contact(id: "y", givenName: "A", birthday: day(1988, 4, 1))
    #expect(Self.lines(Self.write(withYear, version: .v3)).contains("BDAY:1988-04-01"))
  }

  @Test func customLabelsTravelAsItemABLabel() {
    let contact = Contact(
      id: "x", givenName: "Johanna",
      phoneNumbers: [
        LabeledValue(label: .mobile, value: "+1 555 555 0104"),
        LabeledValue(label: Label(rawValue: "Gym"), value: "555-0105"),
      ],
      emailAddresses: [
        LabeledValue(label: Label(rawValue: "Alumni"), value: "a@example.org", isPreferred: true)
      ],
      urlAddresses: [LabeledValue(label: .homePage, value: "https://johanna.example.com/")])
    let lines = Self.lines(Self.write(contact, version: .v3))
    #expect(lines.contains("TEL;type=CELL;type=VOICE:+1 555 555 0104"))
    #expect(
      lines.filter { $0.hasPrefix("item") } == [
        "item1.TEL;type=VOICE:555-0105",
        "item1.X-ABLabel:Gym",
        "item2.EMAIL;type=INTERNET;type=pref:a@example.org",
        "item2.X-ABLabel:Alumni",
        "item3.URL:https://johanna.example.com/",
        "item3.X-ABLabel:_$!<HomePage>!$_",
      ])
  }

  @Test func relationsTravelAsABRelatedNames() {
    let contact = Contact(
      id: "x", givenName: "Johanna",
      contactRelations: [
        LabeledValue(label: .mother, value: ContactRelation(name: "Margaret Whitfield"), isPreferred: true),
        LabeledValue(label: Label(rawValue: "Godmother"), value: ContactRelation(name: "Ingrid Berg")),
      ])
    let lines = Self.lines(Self.write(contact, version: .v3))
    #expect(
      lines.filter { $0.hasPrefix("item") } == [
        "item1.X-ABRELATEDNAMES;type=pref:Margaret Whitfield",
        "item1.X-ABLabel:_$!<Mother>!$_",
        "item2.X-ABRELATEDNAMES:Ingrid Berg",
        "item2.X-ABLabel:Godmother",
      ])
  }

  @Test func groupsAvoidItemNumbersOfKeptProperties() throws {
    // A kept `item1.` property must not be paired with a label the writer adds.
    var contact = Contact(
      id: "x", givenName: "A",
      phoneNumbers: [LabeledValue(label: Label(rawValue: "Gym"), value: "555-0105")])
    contact.extraProperties = [VCardProperty(group: "item1", name: "X-FOO", value: "bar")]
    for version in Self.versions {
      let text = Self.write(contact, version: version)
      #expect(Self.lines(text).contains("item2.X-ABLabel:Gym"))
      expectSameContact(Self.readOne(text), contact)
    }
  }

  // MARK: 4.0

  @Test func version4WritesYearlessDatesAndKind() {
    let person = Contact(id: "x", givenName: "Jonas", birthday: day(nil, 4, 12))
    #expect(Self.lines(Self.write(person, version: .v4)).contains("BDAY:--0412"))
    #expect(!Self.lines(Self.write(person, version: .v4)).contains { $0.hasPrefix("KIND") })
    let dated = Contact(id: "y", givenName: "A", birthday: day(1985, 4, 12))
    #expect(Self.lines(Self.write(dated, version: .v4)).contains("BDAY:19850412"))
    let org = Contact(id: "z", kind: .organization, organizationName: "Initech")
    let lines = Self.lines(Self.write(org, version: .v4))
    #expect(lines.contains("KIND:org"))
    #expect(lines.contains("VERSION:4.0"))
    #expect(!lines.contains("X-ABShowAs:COMPANY"))
    #expect(Self.lines(Self.write(org, version: .v3)).contains("X-ABShowAs:COMPANY"))
  }

  @Test func version4KeepsAPreferredAnniversary() throws {
    let contact = Contact(
      id: "x", givenName: "A",
      dates: [LabeledValue(label: .anniversary, value: day(2015, 6, 20), isPreferred: true)])
    let text = Self.write(contact, version: .v4)
    #expect(Self.lines(text).contains("ANNIVERSARY;PREF=1:20150620"))
    expectSameContact(Self.readOne(text), contact)
  }

  // MARK: Kept properties

  @Test(arguments: VCardRoundTripTests.versions)
  func unknownPropertiesComeBackVerbatim(version: VCardVersion) throws {
    let morgan = try #require(
      try Fixture.contacts("apple-3.0.vcf").first { $0.id == "548AAADB-5FCE-4AB4-9CF6-CD3A672E0472" })
    let text = Self.write(morgan, version: version)
    let lines = Self.lines(text)
    let kept = ["X-EVOLUTION-FOO:bar", "X-CUSTOM;X-PARAM=1:value", "X-EVOLUTION-FILE-AS:Blake\\, Morgan"]
    #expect(lines.filter { $0.hasPrefix("X-EVOLUTION") || $0.hasPrefix("X-CUSTOM") } == kept)
    #expect(Self.readOne(text)?.extraProperties == morgan.extraProperties)
  }

  @Test(arguments: VCardRoundTripTests.versions)
  func writtenCardsAreTheOnesRead(version: VCardVersion) throws {
    // Every fixture card written and read back twice stays put (a fixed point after one trip).
    for file in Fixture.all {
      let once = try Fixture.contacts(file)
      let (_, results) = Self.reread(once, version: version)
      let twice = results.compactMap { try? $0.get().contact }
      let (_, results2) = Self.reread(twice, version: version == .v3 ? .v4 : .v3)
      let thrice = results2.compactMap { try? $0.get().contact }
      #expect(thrice.map(\.content) == once.map(\.content), "\(file)")
    }
  }
}
