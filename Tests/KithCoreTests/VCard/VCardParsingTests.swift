import Foundation
import Testing

@testable import KithCore

/// One vCard read from `lines` wrapped in BEGIN/VERSION/END, joined with CRLF.
private func read(_ lines: [String], version: String = "3.0") -> Result<VCardCard, VCardDiagnostic>? {
  let text =
    (["BEGIN:VCARD", "VERSION:\(version)"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
  var reader = VCardReader(data: Array(text.utf8), source: "test.vcf")
  return reader.next()
}

private func contact(_ lines: [String], version: String = "3.0") -> Contact? {
  (try? read(lines, version: version)?.get())?.contact
}

private func property(_ line: [UInt8]) throws -> VCardProperty {
  var notes = VCardProperty.ParseNotes()
  return try VCardProperty.parse(line, notes: &notes)
}

private func property(_ line: String) throws -> VCardProperty {
  try property(Array(line.utf8))
}

/// A named case of a table test; the name is what the test navigator shows.
struct Case<Input: Sendable, Output: Sendable>: Sendable, CustomTestStringConvertible {
  var name: String
  var input: Input
  var output: Output

  init(_ name: String, _ input: Input, _ output: Output) {
    self.name = name
    self.input = input
    self.output = output
  }

  var testDescription: String { name }
}

@Suite("vCard parsing")
struct VCardParsingTests {
  // MARK: Lines

  /// Logical lines as "number text".
  static func logicalLines(_ bytes: [UInt8]) -> [String] {
    Array(VCardLineReader(bytes: bytes)).map { "\($0.number) " + String(decoding: $0.bytes, as: UTF8.self) }
  }

  @Test(
    arguments: [
      Case("CRLF", "A:1\r\nB:2\r\n", ["1 A:1", "2 B:2"]),
      Case("LF", "A:1\nB:2\n", ["1 A:1", "2 B:2"]),
      Case("bare CR", "A:1\rB:2\r", ["1 A:1", "2 B:2"]),
      Case("no final line break", "A:1\r\nB:2", ["1 A:1", "2 B:2"]),
      Case("space continuation", "NOTE:ab\r\n cd\r\nB:2", ["1 NOTE:abcd", "3 B:2"]),
      Case("tab continuation", "NOTE:ab\r\n\tcd\r\nB:2", ["1 NOTE:abcd", "3 B:2"]),
      Case("only the first space is the fold", "NOTE:ab\r\n  cd", ["1 NOTE:ab cd"]),
      Case("mixed line ends", "NOTE:a\n b\r c\r\n\td\rE:x", ["1 NOTE:abcd", "5 E:x"]),
      Case("blank lines count but vanish", "A:1\r\n\r\n\r\nB:2", ["1 A:1", "4 B:2"]),
      Case(
        "quoted-printable soft breaks", "NOTE;ENCODING=QUOTED-PRINTABLE:ab=\r\ncd=\r\nef\r\nB:2",
        ["1 NOTE;ENCODING=QUOTED-PRINTABLE:abcdef", "4 B:2"]),
      Case("2.1 bare QUOTED-PRINTABLE", "NOTE;QUOTED-PRINTABLE:a=3D=\nb", ["1 NOTE;QUOTED-PRINTABLE:a=3Db"]),
      Case("'=' ends a plain line", "NOTE:a=\r\nB:2", ["1 NOTE:a=", "2 B:2"]),
      Case(
        "2.1 base64 runs unindented to a blank line", "PHOTO;BASE64:QUJD\r\nREVG\r\nR0g=\r\n\r\nB:2",
        ["1 PHOTO;BASE64:QUJDREVGR0g=", "5 B:2"]),
      Case("base64-looking text after another property", "NOTE:x\r\nABC", ["1 NOTE:x", "2 ABC"]),
    ] as [Case<String, [String]>])
  func unfolding(_ test: Case<String, [String]>) {
    #expect(Self.logicalLines(Array(test.input.utf8)) == test.output)
  }

  @Test func foldInsideAUTF8SequenceIsJoinedBeforeDecoding() throws {
    // "Götgatan" with the fold between the two bytes of "ö", as the rfc6350 fixture has it.
    let bytes = Array("NOTE:G".utf8) + [0xC3] + Array("\r\n ".utf8) + [0xB6] + Array("tgatan".utf8)
    let lines = Array(VCardLineReader(bytes: bytes))
    try #require(lines.count == 1)
    #expect(try property(lines[0].bytes).value == "Götgatan")
  }

  // MARK: Quoted-printable

  @Test(
    arguments: [
      Case("hex pairs", "=C3=A9t=C3=A9", ("été", false)),
      Case("lower-case hex", "=c3=a9", ("é", false)),
      Case("escaped equals", "a=3Db", ("a=b", false)),
      Case("invalid escape kept", "Price =ZZ broken", ("Price =ZZ broken", true)),
      Case("truncated escape kept", "end=4", ("end=4", true)),
      Case("CRLF", "a=0D=0Ab", ("a\r\nb", false)),
    ] as [Case<String, (String, Bool)>])
  func quotedPrintable(_ test: Case<String, (String, Bool)>) {
    var invalid = false
    let bytes = TextEncoding.decodeQuotedPrintable(Array(test.input.utf8)[...], invalid: &invalid)
    #expect(String(decoding: bytes, as: UTF8.self) == test.output.0)
    #expect(invalid == test.output.1)
  }

  @Test func quotedPrintableLineBreaksBecomeEscapedNewlines() throws {
    let parsed = try property("NOTE;ENCODING=QUOTED-PRINTABLE:line 1=0D=0Aline 2=0Aline 3")
    #expect(parsed.value == "line 1\\nline 2\\nline 3")
    #expect(parsed.parameters.isEmpty)
    #expect(
      contact(["FN:A B", "NOTE;ENCODING=QUOTED-PRINTABLE:one=0D=0Atwo"], version: "2.1")?.note == "one\ntwo")
  }

  // MARK: Parameters

  @Test(
    arguments: [
      Case(
        "TYPE list", "TEL;TYPE=work,voice:1",
        VCardProperty(name: "TEL", parameters: [.init(name: "TYPE", values: ["work", "voice"])], value: "1")),
      Case(
        "repeated TYPE", "TEL;TYPE=work;TYPE=voice:1",
        VCardProperty(
          name: "TEL",
          parameters: [.init(name: "TYPE", values: ["work"]), .init(name: "TYPE", values: ["voice"])],
          value: "1")),
      Case(
        "bare 2.1 parameters", "TEL;WORK;VOICE:1",
        VCardProperty(
          name: "TEL",
          parameters: [.init(name: "TYPE", values: ["WORK"]), .init(name: "TYPE", values: ["VOICE"])],
          value: "1")),
      Case(
        "bare 2.1 encoding", "PHOTO;BASE64:QUJD",
        VCardProperty(name: "PHOTO", parameters: [.init(name: "ENCODING", values: ["BASE64"])], value: "QUJD")
      ),
      Case(
        "quoted TYPE list", "TEL;TYPE=\"voice,cell\":1",
        VCardProperty(name: "TEL", parameters: [.init(name: "TYPE", values: ["voice,cell"])], value: "1")),
      Case(
        "quoted value with : ; ,", "ADR;LABEL=\"a;b:c,d\":;;x",
        VCardProperty(name: "ADR", parameters: [.init(name: "LABEL", values: ["a;b:c,d"])], value: ";;x")),
      Case(
        "quoted geo URI", "ADR;GEO=\"geo:43.6591,-70.2568\":x",
        VCardProperty(
          name: "ADR", parameters: [.init(name: "GEO", values: ["geo:43.6591,-70.2568"])], value: "x")),
      Case(
        "RFC 6868 escapes", "X-A;X-P=\"one^ntwo ^'q^' ^^ ^x\":v",
        VCardProperty(
          name: "X-A", parameters: [.init(name: "X-P", values: ["one\ntwo \"q\" ^ ^x"])], value: "v")),
      Case(
        "group and case", "item1.tel;type=cell:1",
        VCardProperty(
          group: "item1", name: "TEL", parameters: [.init(name: "TYPE", values: ["cell"])], value: "1")),
      Case(
        "colons in the value", "URL:https://example.com:8080/a",
        VCardProperty(name: "URL", value: "https://example.com:8080/a")),
      Case(
        "Samsung X-CUSTOM is one value", "TEL;X-CUSTOM(CHARSET=UTF-8,ENCODING=QUOTED-PRINTABLE,Gym):1",
        VCardProperty(
          name: "TEL",
          parameters: [
            .init(name: "TYPE", values: ["X-CUSTOM(CHARSET=UTF-8,ENCODING=QUOTED-PRINTABLE,Gym)"])
          ],
          value: "1")),
    ] as [Case<String, VCardProperty>])
  func parameterForms(_ test: Case<String, VCardProperty>) throws {
    #expect(try property(test.input) == test.output)
  }

  @Test func typesFlattenListsAndRepeats() throws {
    #expect(try property("TEL;TYPE=work,voice;TYPE=pref:1").types == ["work", "voice", "pref"])
    #expect(try property("TEL;WORK;VOICE:1").types == ["work", "voice"])
    #expect(try property("TEL;TYPE=\"voice,cell\";PREF=1:1").types == ["voice", "cell"])
    #expect(try property("TEL;TYPE=X-Gym:1").typeValues == ["X-Gym"])
    #expect(try property("TEL;TYPE=\"voice,cell\";PREF=1:1").has("pref"))
  }

  @Test(
    arguments: [
      Case("no colon", "TEL;type=CELL (555) 555-0162", "line has no ':' between property name and value"),
      Case("space in the name", "TE L:x", "the text before ':' is not a property name (letters, digits and '-' only)"),
      Case("symbol in the name", "X@Y:v", "the text before ':' is not a property name (letters, digits and '-' only)"),
      Case("empty name", ":value", "the text before ':' is not a property name (letters, digits and '-' only)"),
      Case("empty group", ".TEL:1", "the text before ':' is not a property name (letters, digits and '-' only)"),
    ] as [Case<String, String>])
  func unparsableLinesSkipTheCard(_ test: Case<String, String>) {
    #expect(throws: (any Error).self) { try property(test.input) }
    let result = read(["FN:Ann Lee", "EMAIL:ann@example.com", test.input])
    guard case .failure(let diagnostic) = result else {
      Issue.record("card was read")
      return
    }
    #expect(diagnostic.description == "test.vcf:5: skipped card: \(test.output)")
  }

  // MARK: Text escaping

  @Test(
    arguments: [
      Case("all escapes", "a\\,b\\;c\\\\d\\ne", "a,b;c\\d\ne"),
      Case("capital N", "a\\Nb", "a\nb"),
      Case("unknown escape keeps its backslash", "C:\\Users\\amara", "C:\\Users\\amara"),
      Case("Apple's \\:", "https\\://example.com", "https://example.com"),
      Case("trailing backslash", "end\\", "end\\"),
      Case("nothing to do", "plain text", "plain text"),
    ] as [Case<String, String>])
  func unescaping(_ test: Case<String, String>) {
    #expect(VCardText.unescape(test.input) == test.output)
  }

  @Test(
    arguments: [
      Case("separators", "a,b;c\\d\ne", "a\\,b\\;c\\\\d\\ne"),
      Case("CRLF is one line break", "a\r\nb", "a\\nb"),
      Case("bare CR", "a\rb", "a\\nb"),
      Case("non-ASCII untouched", "Götgatan 🍰", "Götgatan 🍰"),
    ] as [Case<String, String>])
  func escaping(_ test: Case<String, String>) {
    #expect(VCardText.escape(test.input) == test.output)
  }

  @Test(arguments: [
    "", "plain", "a,b;c", "back\\slash", "line\nbreak", "🍰, Götgatan; ö", "\\n is not a line break",
    "trailing\\",
    "Robert'); DROP TABLE contacts;--", "C:\\Users\\amara\\notes.txt",
  ])
  func escapingRoundTrips(_ text: String) {
    #expect(VCardText.unescape(VCardText.escape(text)) == text)
    #expect(VCardText.components(VCardText.escape(text)) == [text])
    #expect(VCardText.items(VCardText.escape(text)) == [text])
  }

  @Test func structuredValuesSplitOnUnescapedSeparators() {
    #expect(VCardText.components("a\\;b;c;;") == ["a;b", "c", "", ""])
    #expect(VCardText.items("Work,Book\\, Club") == ["Work", "Book, Club"])
    #expect(VCardText.rawSplit("a\\;b;c", on: ";") == ["a\\;b", "c"])
  }

  // MARK: Dates

  @Test(
    arguments: [
      Case("ISO date", "BDAY:1988-04-01", day(1988, 4, 1) as PartialDate?),
      Case("basic date", "BDAY:19880401", day(1988, 4, 1)),
      Case("4.0 yearless", "BDAY:--0401", day(nil, 4, 1)),
      Case("yearless with dash", "BDAY:--04-01", day(nil, 4, 1)),
      Case("Apple's 1604", "BDAY:1604-04-01", day(nil, 4, 1)),
      Case("Apple's omit-year", "BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-01", day(nil, 4, 1)),
      Case("omit-year names the year", "BDAY;X-APPLE-OMIT-YEAR=1900:1900-04-01", day(nil, 4, 1)),
      Case("date-time", "BDAY:1988-04-01T00:00:00Z", day(1988, 4, 1)),
      Case("yearless February 29", "BDAY:--0229", day(nil, 2, 29)),
      Case("garbage", "BDAY:the first of April", nil),
      Case("February 30", "BDAY:1988-02-30", nil),
      Case("month 13", "BDAY:19881301", nil),
    ] as [Case<String, PartialDate?>])
  func birthdays(_ test: Case<String, PartialDate?>) throws {
    let result = try #require(read(["FN:Ann Lee", test.input]))
    let card = try result.get()
    #expect(card.contact?.birthday == test.output)
    if test.output == nil {
      // Kept as written, with a warning; the card is imported.
      let kept = try property(test.input)
      #expect(card.contact?.extraProperties == [kept])
      #expect(
        card.warnings.map(\.description) == ["test.vcf:4: warning: birthday not understood; kept as written"])
    } else {
      #expect(card.contact?.extraProperties == [])
      #expect(card.warnings.isEmpty)
    }
  }

  // MARK: Character sets

  @Test(
    arguments: [
      Case("UTF-8", Array("NOTE:caf".utf8) + [0xC3, 0xA9], ("café", nil as String?)),
      Case("UTF-8 named", Array("NOTE;CHARSET=UTF-8:caf".utf8) + [0xC3, 0xA9], ("café", nil)),
      Case(
        "ISO-8859-1", Array("NOTE;CHARSET=ISO-8859-1:caf".utf8) + [0xE9, 0x20, 0xC5, 0xF8], ("café Åø", nil)),
      Case(
        "Windows-1252 € and curly quotes",
        Array("NOTE;CHARSET=Windows-1252:".utf8) + [
          0x80, 0x20, 0x93, 0x71, 0x94, 0x20, 0x91, 0x92, 0x20, 0x96,
        ],
        ("€ “q” ‘’ –", nil)),
      Case(
        "Windows-1252 quoted-printable",
        Array("NOTE;CHARSET=windows-1252;ENCODING=QUOTED-PRINTABLE:=80=93q=94".utf8), ("€“q”", nil)),
      Case(
        "invalid UTF-8 falls back to Windows-1252", Array("NOTE:caf".utf8) + [0xE9, 0x92], ("café’", nil)),
      Case("invalid UTF-8 under CHARSET=UTF-8", Array("NOTE;CHARSET=UTF-8:caf".utf8) + [0xE9], ("café", nil)),
      Case("US-ASCII", Array("NOTE;CHARSET=us-ascii:abc".utf8), ("abc", nil)),
      Case("unknown charset read as UTF-8", Array("NOTE;CHARSET=KOI8-R:abc".utf8), ("abc", "KOI8-R")),
    ] as [Case<[UInt8], (String, String?)>])
  func charsets(_ test: Case<[UInt8], (String, String?)>) throws {
    var notes = VCardProperty.ParseNotes()
    let parsed = try VCardProperty.parse(test.input, notes: &notes)
    #expect(parsed.value == test.output.0)
    #expect(notes.unknownCharset == test.output.1)
    // The value is text now, so the CHARSET would be wrong on export.
    #expect(parsed.parameters.isEmpty)
  }

  @Test func unknownCharsetImportsWithAWarning() throws {
    let card = try #require(try read(["FN:Ann Lee", "NOTE;CHARSET=KOI8-R:abc"])?.get())
    #expect(card.contact?.note == "abc")
    #expect(
      card.warnings.map(\.description) == ["test.vcf:4: warning: unknown CHARSET 'KOI8-R' read as UTF-8"])
  }

  @Test func invalidQuotedPrintableImportsWithAWarning() throws {
    let card = try #require(
      try read(["FN:Ann Lee", "NOTE;ENCODING=QUOTED-PRINTABLE:a =ZZ b =C3=A9"], version: "2.1")?.get())
    #expect(card.contact?.note == "a =ZZ b é")
    #expect(
      card.warnings.map(\.description) == [
        "test.vcf:4: warning: invalid quoted-printable escape kept as text"
      ])
  }

  // MARK: Byte-order marks

  static let bomCard = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Ekström;Zoë;;;\r\nNOTE:🍰 fika\r\nEND:VCARD\r\n"

  @Test(
    arguments: [
      Case("UTF-8", Array(VCardParsingTests.bomCard.utf8), ()),
      Case("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(VCardParsingTests.bomCard.utf8), ()),
      Case(
        "UTF-16LE with BOM",
        [0xFF, 0xFE] + VCardParsingTests.bomCard.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, ()),
      Case(
        "UTF-16BE with BOM",
        [0xFE, 0xFF] + VCardParsingTests.bomCard.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, ()),
    ] as [Case<[UInt8], Void>])
  func byteOrderMarks(_ test: Case<[UInt8], Void>) throws {
    let results = Array(VCardReader(data: test.input, source: "bom.vcf"))
    try #require(results.count == 1)
    let read = try results[0].get().contact
    expectSameContact(read, Contact(id: "", givenName: "Zoë", familyName: "Ekström", note: "🍰 fika"))
  }

  // MARK: Photos

  static let photoBytes: [UInt8] =
    [0xFF, 0xD8, 0xFF, 0xE0] + (0..<60).map { UInt8($0 * 7 % 256) } + [0xFF, 0xD9]
  static let photoBase64 = Data(photoBytes).base64EncodedString()

  /// `photoBase64` cut into lines of 16 characters.
  static let photoChunks: [String] = stride(from: 0, to: photoBase64.count, by: 16).map {
    let start = photoBase64.index(photoBase64.startIndex, offsetBy: $0)
    let end = photoBase64.index(start, offsetBy: min(16, photoBase64.count - $0))
    return String(photoBase64[start..<end])
  }

  @Test(
    arguments: [
      Case(
        "3.0 ENCODING=b", ["PHOTO;ENCODING=b;TYPE=JPEG:" + VCardParsingTests.photoBase64],
        "image/jpeg" as String?),
      Case(
        "ENCODING=BASE64", ["PHOTO;ENCODING=BASE64;TYPE=PNG:" + VCardParsingTests.photoBase64], "image/png"),
      Case(
        "2.1 bare BASE64, unindented continuation, blank line",
        ["PHOTO;BASE64;JPEG:" + VCardParsingTests.photoChunks[0]] + VCardParsingTests.photoChunks.dropFirst()
          + [""], "image/jpeg"),
      Case(
        "2.1 empty first line, indented continuation",
        ["PHOTO;TYPE=GIF;ENCODING=BASE64:"] + VCardParsingTests.photoChunks.map { "  " + $0 } + [""],
        "image/gif"),
      Case(
        "3.0 folded",
        ["PHOTO;ENCODING=b:" + VCardParsingTests.photoChunks[0]]
          + VCardParsingTests.photoChunks.dropFirst().map { " " + $0 }, nil),
      Case("data: URI", ["PHOTO:data:image/png;base64," + VCardParsingTests.photoBase64], "image/png"),
      Case(
        "4.0 data: URI with MEDIATYPE",
        ["PHOTO;MEDIATYPE=image/jpeg:data:image/jpeg;base64," + VCardParsingTests.photoBase64], "image/jpeg"),
    ] as [Case<[String], String?>])
  func photoForms(_ test: Case<[String], String?>) throws {
    let read = try #require(contact(["FN:Ann Lee"] + test.input + ["EMAIL:ann@example.com"]))
    #expect(read.photo?.data == Data(Self.photoBytes))
    #expect(read.photo?.mediaType == test.output)
    // The blank line ends the photo: the next property is read as itself.
    #expect(read.emailAddresses.map(\.value) == ["ann@example.com"])
    #expect(read.extraProperties.isEmpty)
  }

  @Test func photoByURLIsKeptNotFetched() throws {
    let line = "PHOTO;VALUE=uri:https://example.com/p.jpg"
    let read = try #require(contact(["FN:Ann Lee", line]))
    #expect(read.photo == nil)
    #expect(read.extraProperties == [try property(line)])
  }

  @Test func invalidBase64SkipsTheCard() {
    guard case .failure(let diagnostic) = read(["FN:Ann Lee", "PHOTO;ENCODING=b;TYPE=JPEG:!!not*base64@@"])
    else {
      Issue.record("card was read")
      return
    }
    #expect(diagnostic.description == "test.vcf:4: skipped card: PHOTO is not valid base64")
  }

  // MARK: Labels

  @Test(
    arguments: [
      Case(
        "Apple standard label", ["item1.TEL:1", "item1.X-ABLabel:_$!<Mobile>!$_"], Label.mobile as Label?),
      Case("Apple standard label, odd case", ["item1.TEL:1", "item1.X-ABLabel:_$!<HomeFAX>!$_"], .homeFax),
      Case("Apple custom label", ["item1.TEL:1", "item1.X-ABLabel:Gym"], Label(rawValue: "Gym")),
      Case("plain text naming a standard label", ["item1.TEL:1", "item1.X-ABLabel:home fax"], .homeFax),
      Case("TYPE=HOME,FAX", ["TEL;TYPE=HOME,FAX:1"], .homeFax),
      Case("TYPE=WORK;TYPE=FAX", ["TEL;TYPE=WORK;TYPE=FAX:1"], .workFax),
      Case("fax alone", ["TEL;TYPE=FAX:1"], .otherFax),
      Case("iPhone", ["TEL;type=IPHONE;type=CELL;type=VOICE;type=pref:1"], .iPhone),
      Case("cell", ["TEL;TYPE=CELL:1"], .mobile),
      Case("main", ["TEL;TYPE=MAIN:1"], .main),
      Case("pager", ["TEL;PAGER:1"], .pager),
      Case("voice says nothing", ["TEL;TYPE=VOICE:1"], nil),
      Case("x- custom type keeps its case", ["TEL;TYPE=X-Cabin:1"], Label(rawValue: "Cabin")),
      Case("Android X-Gym", ["TEL;X-Gym:1"], Label(rawValue: "Gym")),
      Case("Android X-School", ["EMAIL;X-School:a@example.com"], .school),
      Case(
        "Samsung X-CUSTOM", ["TEL;X-CUSTOM(CHARSET=UTF-8,ENCODING=QUOTED-PRINTABLE,Gym):1"],
        Label(rawValue: "Gym")),
      Case(
        "Samsung X-CUSTOM in quoted-printable",
        ["TEL;X-CUSTOM(CHARSET=UTF-8,ENCODING=QUOTED-PRINTABLE,=43=61=66=C3=A9):1"], Label(rawValue: "Café")),
    ] as [Case<[String], Label?>])
  func labels(_ test: Case<[String], Label?>) throws {
    let read = try #require(contact(["FN:Ann Lee"] + test.input, version: "2.1"))
    let labels = read.phoneNumbers.map(\.label) + read.emailAddresses.map(\.label)
    #expect(labels == [test.output])
    #expect(read.extraProperties.isEmpty)
  }

  @Test func abLabelText() {
    #expect(VCardLabels.label(fromABLabel: "_$!<HomePage>!$_") == .homePage)
    #expect(VCardLabels.label(fromABLabel: "_$!<Other>!$_") == .other)
    #expect(VCardLabels.label(fromABLabel: "_$!<Mother>!$_") == .mother)
    #expect(VCardLabels.label(fromABLabel: "_$!<Stepmother>!$_") == Label(rawValue: "Stepmother"))
    #expect(VCardLabels.label(fromABLabel: "  ") == nil)
    #expect(VCardLabels.abLabel(for: .mother) == "_$!<Mother>!$_")
    #expect(VCardLabels.abLabel(for: .homePage) == "_$!<HomePage>!$_")
    #expect(VCardLabels.abLabel(for: Label(rawValue: "Gym")) == "Gym")
  }

  @Test(
    arguments: [
      Case("spouse", "relation;Jane Smith;14", "spouse: Jane Smith"),
      Case("assistant", "relation;Ann;1", "assistant: Ann"),
      Case("domestic partner", "relation;Sam;4", "partner: Sam"),
      Case("mother", "relation;Ann Lee;8", "mother: Ann Lee"),
      Case("referred by", "relation;Kim;11", "referred by: Kim"),
      Case("custom", "relation;Bob Taylor;0;Coach", "Coach: Bob Taylor"),
      Case("custom without a label", "relation;Bob;0;", "-: Bob"),
      Case("anniversary", "contact_event;2012-08-04;1", "anniversary: 2012-08-04"),
      Case("other event", "contact_event;2012-08-04;2", "other: 2012-08-04"),
      Case("custom event", "contact_event;2001-09-01;0;Graduation", "Graduation: 2001-09-01"),
      Case("birthday event", "contact_event;1990-05-17;3", "birthday: 1990-05-17"),
      Case("nickname", "nickname;Johnny;1", "nickname: Johnny"),
    ] as [Case<String, String>])
  func androidRows(_ test: Case<String, String>) throws {
    let row = "X-ANDROID-CUSTOM:vnd.android.cursor.item/" + test.input + ";;;;;;;;;;;;"
    let read = try #require(contact(["N:Smith;John;;;", row], version: "2.1"))
    let found =
      read.contactRelations.map { "\($0.label?.rawValue ?? "-"): \($0.value.name)" }
      + read.dates.map { "\($0.label?.rawValue ?? "-"): \($0.value)" }
      + (read.birthday.map { ["birthday: \($0)"] } ?? [])
      + read.nicknames.map { "nickname: \($0)" }
    #expect(found == [test.output])
    #expect(read.extraProperties.isEmpty)
  }

  @Test func androidSecondBirthdayIsKept() throws {
    let row = "X-ANDROID-CUSTOM:vnd.android.cursor.item/contact_event;1991-01-01;3;;;"
    let read = try #require(contact(["N:Smith;John;;;", "BDAY:1990-05-17", row], version: "2.1"))
    #expect(read.birthday == day(1990, 5, 17))
    #expect(read.dates.isEmpty)
    #expect(read.extraProperties == [try property(row)])
  }

  @Test func androidRowsKithDoesNotKnowAreKept() throws {
    let row = "X-ANDROID-CUSTOM:vnd.android.cursor.item/vnd.com.whatsapp.profile;+1555;;;"
    #expect(try contact(["N:Smith;John;;;", row], version: "2.1")?.extraProperties == [property(row)])
  }

  @Test(
    arguments: [
      Case(
        "X-JABBER", "X-JABBER:john@example.org",
        InstantMessageAddress(service: "jabber", username: "john@example.org")),
      Case("X-AIM", "X-AIM;HOME:johnny", InstantMessageAddress(service: "aim", username: "johnny")),
      Case(
        "X-SKYPE-USERNAME", "X-SKYPE-USERNAME:john.s",
        InstantMessageAddress(service: "skype", username: "john.s")),
      Case(
        "IMPP with a service type", "IMPP;X-SERVICE-TYPE=Skype:skype:john.s",
        InstantMessageAddress(service: "skype", username: "john.s")),
      Case(
        "IMPP URI", "IMPP:xmpp:john@example.org",
        InstantMessageAddress(service: "xmpp", username: "john@example.org")),
    ] as [Case<String, InstantMessageAddress>])
  func messagingHandles(_ test: Case<String, InstantMessageAddress>) throws {
    let read = try #require(contact(["FN:John Smith", test.input]))
    #expect(read.instantMessageAddresses.map(\.value) == [test.output])
  }

  // MARK: Names

  struct Names: Sendable, Equatable, CustomStringConvertible {
    var given = "", middle = "", family = "", organization = ""
    var kind = Contact.Kind.person

    var description: String { "\(given)|\(middle)|\(family)|\(organization)|\(kind)" }
  }

  @Test(
    arguments: [
      Case(
        "three words", ["FN:John Quincy Public"], Names(given: "John", middle: "Quincy", family: "Public")),
      Case("one word", ["FN:Cher"], Names(given: "Cher")),
      Case("extra spaces", ["FN:  Riley   Quinn  "], Names(given: "Riley", family: "Quinn")),
      Case("CJK without a space", ["FN:山田太郎"], Names(given: "山田太郎")),
      Case("empty N", ["N:;;;;", "FN:Ann Lee"], Names(given: "Ann", family: "Lee")),
      Case("FN naming the organisation", ["FN:Initech", "ORG:Initech"], Names(organization: "Initech")),
      Case(
        "Apple company card", ["N:;;;;", "FN:Initech", "X-ABShowAs:COMPANY"],
        Names(organization: "Initech", kind: .organization)),
      Case("N wins over FN", ["N:Lee;Ann;;;", "FN:Dr. Ann Lee"], Names(given: "Ann", family: "Lee")),
    ] as [Case<[String], Names>])
  func formattedNameOnlyCards(_ test: Case<[String], Names>) throws {
    let read = try #require(contact(test.input))
    #expect(
      Names(
        given: read.givenName, middle: read.middleName, family: read.familyName,
        organization: read.organizationName, kind: read.kind) == test.output)
  }

  @Test func version4OrganisationCard() throws {
    let read = try #require(contact(["KIND:org", "FN:Globex"], version: "4.0"))
    #expect(read.kind == .organization)
    #expect(read.organizationName == "Globex")
    #expect(read.givenName.isEmpty && read.familyName.isEmpty)
    #expect(read.extraProperties.isEmpty)
  }

  // MARK: Size

  @Test(arguments: [10_000, 1 << 20])
  func longLines(length: Int) throws {
    let note = String(repeating: "0123456789abcdef", count: length / 16 + 1).prefix(length)
    let read = try #require(contact(["FN:Lena Longnote", "NOTE:" + note]))
    #expect(read.note.utf8.count == length)
    #expect(read.note == note)
    // The same note written (and so folded) reads back the same.
    var text = ""
    VCardWriter().write(read, to: &text)
    var reader = VCardReader(data: Array(text.utf8), source: "long.vcf")
    #expect((try? reader.next()?.get())?.contact == read)
  }

  @Test func aCardWithFiveThousandProperties() throws {
    let phones = (0..<2_500).map { "TEL;TYPE=CELL:+1 555 01\($0)" }
    let extras = (0..<2_500).map { "X-PROP-\($0):value \($0)" }
    let read = try #require(contact(["FN:Many Properties"] + phones + extras))
    #expect(read.phoneNumbers.count == 2_500)
    #expect(read.phoneNumbers.last?.value == "+1 555 012499")
    #expect(read.extraProperties.count == 2_500)
    #expect(read.extraProperties.last == VCardProperty(name: "X-PROP-2499", value: "value 2499"))
  }

  // MARK: Hostile text

  @Test(arguments: [
    "Robert'); DROP TABLE contacts;--", "\"; DELETE FROM contacts WHERE '1'='1", "' OR 1=1 --", "%_\\%",
    "$(rm -rf /)", "<script>alert(1)</script>", "a\\;b\\,c",
  ])
  func sqlLookingTextIsKeptVerbatim(_ text: String) throws {
    let original = Contact(id: "x", givenName: text, familyName: "Tables", organizationName: text, note: text)
    for version in [VCardVersion.v3, .v4] {
      var written = ""
      VCardWriter(version: version).write(original, to: &written)
      var reader = VCardReader(data: Array(written.utf8), source: "sql.vcf")
      expectSameContact((try? reader.next()?.get())?.contact, original)
    }
  }

  @Test func sqlLookingNamesAreKeptVerbatim() throws {
    let escaped = try #require(
      contact([
        "N:Tables;Robert')\\; DROP TABLE contacts\\;--;;;", "ORG:\"\\; DELETE FROM contacts WHERE '1'='1",
      ]))
    #expect(escaped.givenName == "Robert'); DROP TABLE contacts;--")
    #expect(escaped.familyName == "Tables")
    #expect(escaped.organizationName == "\"; DELETE FROM contacts WHERE '1'='1")
    #expect(escaped.extraProperties.isEmpty)
    // As malformed.vcf writes them, the first `;` is not escaped and separates components.
    let unescaped = try #require(
      contact(["N:Tables;Robert'); DROP TABLE contacts\\;--;;;", "ORG:\"; DELETE FROM contacts WHERE '1'='1"])
    )
    #expect(unescaped.givenName == "Robert')")
    #expect(unescaped.middleName == "DROP TABLE contacts;--")
    #expect(unescaped.organizationName == "\"")
    #expect(unescaped.departmentName == "DELETE FROM contacts WHERE '1'='1")
    // The sixth N component is empty, so nothing is kept beside the fields.
    #expect(unescaped.extraProperties.isEmpty)
  }

  // MARK: Structure

  @Test func nothingIdentifiesTheCard() {
    guard case .failure(let diagnostic) = read(["NOTE:just a note", "BDAY:1990-01-01"]) else {
      Issue.record("card was read")
      return
    }
    #expect(
      diagnostic.description
        == "test.vcf:1: skipped card: card has no name, organization, nickname, phone or e-mail")
  }

  @Test(
    arguments: [
      Case("nickname", ["NICKNAME:Jo"], true), Case("e-mail", ["EMAIL:a@example.com"], true),
      Case("organisation", ["ORG:Acme"], true), Case("phone", ["TEL:1"], true),
      Case("blank name", ["N:;;;;", "FN: "], false),
    ] as [Case<[String], Bool>])
  func identifiableCards(_ test: Case<[String], Bool>) {
    #expect((contact(test.input) != nil) == test.output)
  }

  @Test func unsupportedVersionSkipsTheCard() {
    guard case .failure(let diagnostic) = read(["FN:Felix Future"], version: "9.9") else {
      Issue.record("card was read")
      return
    }
    #expect(diagnostic.description == "test.vcf:2: skipped card: unsupported vCard version '9.9'")
  }

  @Test func unterminatedCardAtTheEndOfTheFile() {
    let results = Array(
      VCardReader(data: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\n".utf8), source: "t.vcf"))
    #expect(results.count == 1)
    if case .failure(let diagnostic) = results.first {
      #expect(
        diagnostic.description
          == "t.vcf:1: skipped card: BEGIN:VCARD has no END:VCARD before the end of the file")
    } else {
      Issue.record("card was read")
    }
  }
}
