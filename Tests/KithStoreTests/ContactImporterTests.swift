import Foundation
import KithCore
import Testing

@testable import KithStore

@Suite("Import")
struct ContactImporterTests {
  static let fixtures = packageRoot() + "/Tests/KithCoreTests/Fixtures/vcard/"

  func source(_ name: String, _ text: String) -> ImportSource {
    ImportSource(name: name) { Array(text.utf8) }
  }

  @Test func reimportingTheSameFileChangesNothing() throws {
    let store = try ContactStore.inMemory()
    let importer = ContactImporter(store: store)
    var reported: [VCardDiagnostic] = []
    let files = try ImportSource.expand([Self.fixtures + "apple-3.0.vcf", Self.fixtures + "google-3.0.vcf"])
    let first = try importer.run(files) { reported.append($0) }
    #expect(first.added == 14)
    #expect(first.skipped == 0)
    let token = try store.currentToken()

    let second = try importer.run(files) { reported.append($0) }
    #expect(second == ContactImporter.Summary(added: 0, updated: 0, unchanged: 14, skipped: 0, warnings: 0))
    #expect(second.description == "Imported 0 contacts; 14 unchanged")
    #expect(try store.count() == 14)
    #expect(try store.currentToken() == token)
  }

  @Test func aFileReadInSmallPiecesImportsExactlyWhatItWouldWhole() throws {
    for name in ["apple-3.0.vcf", "google-3.0.vcf", "outlook-2.1.vcf", "android-2.1.vcf", "rfc6350-4.0.vcf", "malformed.vcf"] {
      let files = try ImportSource.expand([Self.fixtures + name])
      let wholeStore = try ContactStore.inMemory()
      var wholeImporter = ContactImporter(store: wholeStore)
      wholeImporter.segmentSize = 1 << 30
      var wholeReport: [String] = []
      let whole = try wholeImporter.run(files) { wholeReport.append("\($0)") }
      for size in [1, 64, 700] {
        let store = try ContactStore.inMemory()
        var importer = ContactImporter(store: store)
        importer.segmentSize = size
        var report: [String] = []
        let pieces = try importer.run(files) { report.append("\($0)") }
        #expect(pieces == whole, "\(name) in pieces of \(size)")
        // The same diagnostics, with the same file line numbers.
        #expect(report == wholeReport, "\(name) in pieces of \(size)")
        #expect(try store.allContacts() == wholeStore.allContacts(), "\(name) in pieces of \(size)")
      }
    }
  }

  @Test func aChangedCardUpdatesItsContact() throws {
    let store = try ContactStore.inMemory()
    let importer = ContactImporter(store: store)
    let card = { (title: String) in
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;John;;;\r\nTITLE:\(title)\r\nUID:john-1\r\nEND:VCARD\r\n"
    }
    _ = try importer.run([source("a.vcf", card("Cook"))]) { _ in }
    let summary = try importer.run([source("a.vcf", card("Chef") + card("Chef"))]) { _ in }
    #expect(summary.updated == 1)
    #expect(summary.unchanged == 1)
    #expect(try store.contact(id: "john-1")?.jobTitle == "Chef")
    #expect(try store.contact(id: "john-1")?.revision == 2)
  }

  @Test func cardsWithoutUIDGetStableIdentifiers() throws {
    let text = "BEGIN:VCARD\nVERSION:3.0\nFN:Chris Walker\nEMAIL:chris@example.net\nEND:VCARD\n"
    let store = try ContactStore.inMemory()
    let importer = ContactImporter(store: store)
    _ = try importer.run([source("a.vcf", text)]) { _ in }
    let again = try importer.run([source("b.vcf", text)]) { _ in }
    #expect(again.unchanged == 1)
    let ids = try store.allContacts().map(\.id)
    #expect(ids.count == 1)
    #expect(ids[0].count == 36)
  }

  @Test func badCardsAreSkippedAndReportedWithFileAndLine() throws {
    let text = """
      BEGIN:VCARD
      VERSION:3.0
      N:Good;One;;;
      END:VCARD
      BEGIN:VCARD
      VERSION:3.0
      N:Bad;Two;;;
      this line has no colon
      END:VCARD
      BEGIN:VCARD
      VERSION:3.0
      FN:Good Three
      END:VCARD

      """
    let store = try ContactStore.inMemory()
    var reported: [String] = []
    let summary = try ContactImporter(store: store).run([source("book.vcf", text)]) { reported.append($0.description) }
    #expect(summary.description == "Imported 2 contacts; skipped 1")
    #expect(reported == ["book.vcf:8: skipped card: line has no ':' between property name and value"])
    #expect(try store.allContacts().map(\.familyName).sorted() == ["Good", "Three"])
  }

  @Test func strictImportsNothingWhenACardIsSkipped() throws {
    let store = try ContactStore.inMemory()
    let text = "BEGIN:VCARD\nN:A;B;;;\nEND:VCARD\nBEGIN:VCARD\nVERSION:9.9\nN:C;D;;;\nEND:VCARD\n"
    #expect(throws: ImportError.strictSkipped(1)) {
      _ = try ContactImporter(store: store, strict: true).run([source("x.vcf", text)]) { _ in }
    }
    #expect(try store.count() == 0)
  }

  @Test func foldersStandardInputAndMissingFiles() throws {
    let folder = TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.file("book/sub"), withIntermediateDirectories: true)
    for (index, name) in ["Ann", "Bob", "Cy"].enumerated() {
      let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name) Vdir\r\nUID:vdir-\(index)\r\nEND:VCARD\r\n"
      let path = index == 2 ? folder.file("book/sub/\(index).vcf") : folder.file("book/\(index).vcf")
      try Data(card.utf8).write(to: URL(fileURLWithPath: path))
    }
    try Data("not a card".utf8).write(to: URL(fileURLWithPath: folder.file("book/readme.txt")))
    let stdin = "BEGIN:VCARD\nVERSION:3.0\nFN:Dee Stdin\nEND:VCARD\n"
    let sources = try ImportSource.expand([folder.file("book"), "-"]) { Array(stdin.utf8) }
    #expect(sources.map(\.name).last == "<stdin>")
    let store = try ContactStore.inMemory()
    let summary = try ContactImporter(store: store).run(sources) { _ in }
    #expect(summary.added == 4)

    #expect(throws: ImportError.missing(folder.file("nope.vcf"))) {
      _ = try ImportSource.expand([folder.file("nope.vcf")])
    }
    try FileManager.default.createDirectory(atPath: folder.file("empty"), withIntermediateDirectories: true)
    #expect(throws: ImportError.emptyFolder(folder.file("empty"))) {
      _ = try ImportSource.expand([folder.file("empty")])
    }
  }

  @Test func groupCardsBecomeMemberships() throws {
    let store = try ContactStore.inMemory()
    let sources = try ImportSource.expand([Self.fixtures + "rfc6350-4.0.vcf"])
    let summary = try ContactImporter(store: store).run(sources) { _ in }
    #expect(summary.groups == 1)
    let amara = try #require(try store.contact(id: "urn:uuid:fd9e74df-6eaa-4bba-a284-38ef50698050"))
    #expect(amara.groups.contains("Book Club"))
    let again = try ContactImporter(store: store).run(sources) { _ in }
    #expect(again.imported == 0)
  }

  @Test func summaryText() {
    #expect(ContactImporter.Summary.grouped(1_998) == "1,998")
    #expect(ContactImporter.Summary.grouped(1_234_567) == "1,234,567")
    #expect(ContactImporter.Summary.grouped(12) == "12")
    let summary = ContactImporter.Summary(added: 1_995, updated: 3, unchanged: 0, skipped: 2)
    #expect(summary.description == "Imported 1,998 contacts (3 updated); skipped 2")
  }
}
