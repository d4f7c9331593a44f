import ArgumentParser
import KithCore
import KithStore

/// `kith me [ID]`: show or set the user's own card, like Apple's My Card.
struct MeCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "me", abstract: "Show or set your own card (used for \"my mother\", \"mom\"…).")

  @ParentCommand var root: KithCommand

  @Argument(help: ArgumentHelp("The id of your card, to set it.", valueName: "id"))
  var id: String?

  @Flag(help: "Unset the card.")
  var clear = false

  mutating func run(in context: CommandContext) throws {
    let store = try root.openStore(in: context).store
    if clear {
      try store.setMe(contactID: nil)
      context.say("No card is set as yours now.")
      return
    }
    if let id {
      let contact = try ContactLookup.contact(id, in: store)
      try store.setMe(contactID: contact.id)
      context.say("Your card is now \(NameFormatter.displayName(for: contact)) (\(contact.id)).")
      return
    }
    guard let me = try store.meContactID(), let contact = try store.contact(id: me) else {
      context.say("No card is set as yours. Set one with: kith me ID")
      return
    }
    context.say("\(NameFormatter.displayName(for: contact)) (\(contact.id))")
  }
}
