import ArgumentParser
import KithCore
import KithIndex
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
    let (store, index) = try root.openStore(in: context)
    let existing = try store.count() > 0 ? try store.contactIDs() : []
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
    if !existing.isEmpty, summary.added > 0 {
      let count = try ImportCommand.lookAlikes(of: existing, in: store, parser: index.phoneParser)
      if count > 0 {
        context.say("\(count) new \(count == 1 ? "card looks" : "cards look") like contacts you already had (see kith duplicates).")
      }
    }
  }

  /// How many cards not in `existing` look like one of those that are (nothing is merged).
  static func lookAlikes(of existing: Set<String>, in store: ContactStore, parser: PhoneNumberParser) throws -> Int {
    let finder = try DuplicateFinder(store: store, parser: parser)
    let added = Set(finder.contactIDs).subtracting(existing)
    var alike = Set<String>()
    for group in finder.groups(involving: added) where group.members.contains(where: { existing.contains($0.id) }) {
      alike.formUnion(group.members.map(\.id).filter(added.contains))
    }
    return alike.count
  }
}
