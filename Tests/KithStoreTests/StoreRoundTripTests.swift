import Foundation
import KithCore
import Testing

@testable import KithStore

@Suite("Import, export, import")
struct StoreRoundTripTests {
  static let fixtures = packageRoot() + "/Tests/KithCoreTests/Fixtures/vcard/"

  @Test(arguments: [
    "apple-3.0.vcf", "google-3.0.vcf", "outlook-2.1.vcf", "android-2.1.vcf", "rfc6350-4.0.vcf", "malformed.vcf",
  ], [VCardVersion.v3, .v4])
  func givesEqualContacts(_ fixture: String, _ version: VCardVersion) throws {
    let first = try ContactStore.inMemory()
    _ = try ContactImporter(store: first).run(try ImportSource.expand([Self.fixtures + fixture])) { _ in }
    let exported = VCardWriter(version: version).string(for: try first.allContacts())

    let second = try ContactStore.inMemory()
    let summary = try ContactImporter(store: second).run([ImportSource(name: "export.vcf") { Array(exported.utf8) }]) {
      Issue.record("the export does not read back cleanly: \($0)")
    }
    #expect(summary.skipped == 0)
    let before = try first.allContacts().map(\.content)
    let after = try second.allContacts().map(\.content)
    #expect(before.count == after.count)
    for (old, new) in zip(before, after) {
      #expect(old == new, "\(old.id)")
    }
    #expect(try first.groups().map(\.name) == second.groups().map(\.name))
  }
}
