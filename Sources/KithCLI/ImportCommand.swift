import ArgumentParser
import KithCore
import KithStore

/// `kith import FILE…|DIR|-`
struct ImportCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Import vCard files, folders of .vcf files, or - for standard input.",
    discussion: """
      A card whose UID is already in the store updates that contact; importing the same file again \
      changes nothing. Cards that cannot be read are reported as FILE:LINE: REASON and skipped.
      """)

  @ParentCommand var root: KithCommand

  @Argument(help: ArgumentHelp("vCard files, folders of .vcf files, or - for standard input.", valueName: "source"))
  var sources: [String]

  @Flag(help: "Import nothing unless every card can be read.")
  var strict = false

  mutating func run(in context: CommandContext) throws {
    let store = try root.openStore(in: context).store
    let inputs = try ImportSource.expand(sources, standardInput: context.readAll)
    var showedProgress = false
    let summary = try ContactImporter(store: store, strict: strict).run(
      inputs,
      report: { diagnostic in
        if showedProgress {
          context.errors.write("\r\u{1B}[K")
          showedProgress = false
        }
        context.warn(diagnostic.description)
      },
      progress: { count in
        guard context.errorIsTerminal else { return }
        context.errors.write("\rRead \(ContactImporter.Summary.grouped(count)) cards…")
        context.errors.flush()
        showedProgress = true
      })
    if showedProgress { context.errors.write("\r\u{1B}[K") }
    context.say(summary.description)
    if summary.imported + summary.unchanged == 0 {
      throw CommandFailure(message: "error: nothing was imported")
    }
  }
}
