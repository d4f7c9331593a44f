import Foundation
import KithGrammar
import KithGrammarEnglish

/// Which grammar kith reads: `--grammar DIR`, else `$KITH_GRAMMAR`, else the English grammar built into
/// the program (`EnglishGrammar`), so a `kith` copied anywhere needs nothing beside it.
enum GrammarLocation {
  /// The folder given to edit a grammar, or `nil` for the built-in one.
  static func folder(explicit: String?, environment: [String: String]) -> String? {
    if let explicit { return explicit }
    if let path = environment["KITH_GRAMMAR"], !path.isEmpty { return path }
    return nil
  }

  /// The grammar's files: the folder's, or the built-in ones.
  static func sources(folder: String?) throws -> [GrammarSource] {
    guard let folder else { return EnglishGrammar.sources }
    let sources = try Grammar.sources(in: folder)
    if sources.isEmpty { throw CommandFailure(message: "error: \(folder): no *.grammar files here") }
    return sources
  }

  /// The sample address book of the checkout a grammar folder belongs to, if there is one.
  static func sampleBook(grammarFolder: String) -> String? {
    let root = URL(fileURLWithPath: grammarFolder).deletingLastPathComponent().deletingLastPathComponent()
    let book = root.appendingPathComponent("Examples/contacts.vcf").path
    return FileManager.default.fileExists(atPath: book) ? book : nil
  }
}
