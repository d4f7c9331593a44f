import Foundation

/// Where the grammar is: `--grammar`, else `$KITH_GRAMMAR`, else `Grammars/en` in the kith checkout the
/// executable was built in (found by walking up from the executable), else in the current folder or
/// one above it, else the installed `share/kith/Grammars/en`.
enum GrammarLocation {
  static func folder(explicit: String?, environment: [String: String]) -> String? {
    if let explicit { return explicit }
    if let path = environment["KITH_GRAMMAR"], !path.isEmpty { return path }
    var starts = [URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
      .deletingLastPathComponent()]
    starts.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    for start in starts {
      var url = start
      for _ in 0..<6 {
        let candidate = url.appendingPathComponent("Grammars/en")
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("common.grammar").path) {
          return candidate.path
        }
        url.deleteLastPathComponent()
      }
    }
    for prefix in ["/usr/local/share/kith", "/usr/share/kith"] {
      let candidate = prefix + "/Grammars/en"
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The sample address book of the checkout a grammar folder belongs to, if there is one.
  static func sampleBook(grammarFolder: String) -> String? {
    let root = URL(fileURLWithPath: grammarFolder).deletingLastPathComponent().deletingLastPathComponent()
    let book = root.appendingPathComponent("Examples/contacts.vcf").path
    return FileManager.default.fileExists(atPath: book) ? book : nil
  }
}
