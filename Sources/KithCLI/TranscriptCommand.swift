import ArgumentParser
import Foundation
import KithAssistant
import KithGrammar

/// `kith transcript FILE… [--update]`
struct TranscriptCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "transcript",
    abstract: "Replay recorded conversations and show a line diff where a reply changed.",
    discussion: "With --update (or RECORD=1), rewrite each transcript with the replies as they are now.")

  @OptionGroup var grammarOptions: GrammarOptions

  @Flag(help: "Rewrite the expected replies.")
  var update = false

  @Argument(help: "Transcript files (*.transcript) or folders of them.")
  var files: [String]

  mutating func run(in context: CommandContext) throws {
    let grammar = try grammarOptions.load(in: context)
    let record = update || context.environment["RECORD"] == "1"
    var failed = 0
    var paths: [String] = []
    for file in files {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
        let names = try FileManager.default.contentsOfDirectory(atPath: file).filter { $0.hasSuffix(".transcript") }.sorted()
        paths += names.map { (file as NSString).appendingPathComponent($0) }
      } else {
        paths.append(file)
      }
    }
    for path in paths {
      let result = try Transcript(path: path).replay(grammar: grammar)
      if result.mismatches.isEmpty {
        context.say("ok     \(path)")
        continue
      }
      if record {
        try result.text.write(toFile: path, atomically: true, encoding: .utf8)
        context.say("wrote  \(path)")
        continue
      }
      failed += 1
      context.say("FAIL   \(path)")
      for mismatch in result.mismatches { context.say(mismatch.diff) }
    }
    if failed > 0 { throw CommandFailure(message: "\(failed) of \(paths.count) transcripts differ (use --update to accept)") }
  }
}
