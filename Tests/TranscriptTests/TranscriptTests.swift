import Foundation
import KithAssistant
import KithGrammar
import KithTestSupport
import Testing

/// Replays every recorded conversation in Transcripts/ (one test each). `RECORD=1 swift test` rewrites
/// the expected replies of those that differ; `kith transcript FILE` shows the diff of one.
@Suite struct TranscriptTests {
  static let folder = packageRoot() + "/Transcripts"
  static let grammar = try! Grammar.load(directory: packageRoot() + "/Grammars/en")

  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".transcript") }.sorted()
  }()

  @Test func thereAreTranscripts() {
    #expect(Self.files.count >= 40, "only \(Self.files.count) transcripts")
  }

  @Test(arguments: files)
  func replay(_ name: String) throws {
    let path = Self.folder + "/" + name
    let result = try Transcript(path: path).replay(grammar: Self.grammar)
    guard !result.mismatches.isEmpty else { return }
    if ProcessInfo.processInfo.environment["RECORD"] == "1" {
      try result.text.write(toFile: path, atomically: true, encoding: .utf8)
      Issue.record("rewrote \(name); check the diff and run the tests again")
      return
    }
    Issue.record(Comment(rawValue: "\(name) differs:\n" + result.mismatches.map(\.diff).joined(separator: "\n")))
  }
}
