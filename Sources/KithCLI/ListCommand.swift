import ArgumentParser
import Foundation
import KithCore
import KithStore

/// `kith list [--json]`
struct ListCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List every contact, sorted by family name.")

  @ParentCommand var root: KithCommand

  @Flag(help: "Print a JSON array of contacts (the schema in docs/JSON.md).")
  var json = false

  mutating func run(in context: CommandContext) throws {
    let store = try root.openStore(in: context).store
    let encoder = JSONOutput.encoder()
    var first = true
    if json { context.output.write("[") }
    var count = 0
    try store.forEachSummary { summary in
      count += 1
      if json {
        context.output.write(first ? "\n" : ",\n")
        context.output.write(try JSONOutput.string(summary, encoder: encoder))
        first = false
      } else {
        context.say(ContactText.line(for: summary))
      }
    }
    if json {
      context.output.write(first ? "]\n" : "\n]\n")
    } else if count == 0 {
      context.warn("No contacts. Add some with: kith import FILE.vcf")
    }
  }
}

/// JSON as every command prints it: one object per contact, keys sorted, slashes unescaped.
enum JSONOutput {
  static func encoder(pretty: Bool = false) -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
    return encoder
  }

  static func string(_ value: some Encodable, encoder: JSONEncoder) throws -> String {
    String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
