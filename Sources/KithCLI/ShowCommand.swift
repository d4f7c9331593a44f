import ArgumentParser
import KithCore
import KithStore

/// `kith show ID [--json]`
struct ShowCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Show one contact in full.")

  @ParentCommand var root: KithCommand

  @Argument(help: ArgumentHelp("The contact's id (its vCard UID), or a unique start of it.", valueName: "id"))
  var id: String

  @Flag(help: "Print the contact as JSON (the schema in docs/JSON.md).")
  var json = false

  mutating func run(in context: CommandContext) throws {
    let store = try root.openStore(in: context).store
    let contact = try ContactLookup.contact(id, in: store)
    if json {
      context.sayData(try JSONOutput.string(contact, encoder: JSONOutput.encoder(pretty: true)))
    } else {
      context.write(ContactText.card(for: contact))
    }
  }
}

/// Finds a contact by the id a user typed: the whole id, or a start of it that only one id has.
enum ContactLookup {
  static func contact(_ id: String, in store: ContactStore) throws -> Contact {
    if let contact = try store.contact(id: id) { return contact }
    // A limited client's prefix is matched among the contacts it sees only.
    let matches = try store.visible(ids: try store.read { db in
      try String.fetchAll(
        db, sql: "SELECT uid FROM contact WHERE uid LIKE ? ESCAPE '\\' COLLATE NOCASE LIMIT 200",
        arguments: [escapeLike(id) + "%"])
    })
    if id.count >= 4, matches.count == 1, let contact = try store.contact(id: matches[0]) {
      return contact
    }
    if matches.count > 1 {
      throw CommandFailure(message: "error: more than one contact id starts with '\(id)'; give more of it")
    }
    throw CommandFailure(message: "error: no contact with id '\(id)' (see kith list)")
  }

  private static func escapeLike(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
  }
}
