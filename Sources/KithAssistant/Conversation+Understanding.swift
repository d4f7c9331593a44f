import KithCore
import KithGrammar
import KithIndex

extension Conversation {
  /// What to say to a line that is no request while nothing was asked: an answer to a question kith
  /// never asked ("yes", "2"), a review with nothing staged, or a bare name ("Omar Haddad": their card).
  /// `nil` when the line is none of these.
  func idleAnswer(to text: String) throws -> (Answer, Parse?)? {
    let judge = IndexPersonJudge(session: session)
    let confirmation = grammar.parse(text, state: .awaitingConfirmation, judge: judge)
    switch confirmation.intent {
    case "confirm", "decline":
      return (Answer(.nothingAsked, error: ("not_understood", "nothing was asked")), nil)
    case "review", "drop":
      let message = "Nothing is waiting to be saved."
      return (Answer(.invalid(message), error: ("nothing_staged", message)), nil)
    default: break
    }
    guard let choice = grammar.parse(text, state: .awaitingChoice, judge: judge).best, choice.intent == "choose",
      let value = choice["choice"]
    else { return nil }
    if choice.details["choice"]?.type == "ordinal" {
      return (Answer(.nothingAsked, error: ("not_understood", "nothing was asked")), nil)
    }
    // A name on its own asks for that contact's card, if it names anyone.
    guard choice.details["choice"]?.type == "person", try session.resolve(value, limit: 2).status != .notFound else {
      return nil
    }
    var show = Parse(intent: "show_contact", slots: ["person": .string(value)], details: [:])
    show.details["person"] = SlotDetail(type: "person", normalized: nil)
    return (try handle(show, resolved: [:]), show)
  }

  /// A reading said back as a request: "call John Smith at work", "change Mike Chen's work number to
  /// 555-999-8888", with the person's full name when the words name exactly one contact.
  func restate(_ parse: Parse) throws -> String {
    var person = parse["person"] ?? ""
    if !person.isEmpty, !["him", "her", "them", "me"].contains(person.lowercased()),
      let result = try session.resolve(person, limit: 2).results.first,
      try session.resolve(person, limit: 2).status == .unique
    {
      person = result.name
    }
    let label = parse["label"].map { $0 + " " } ?? ""
    let field = parse["field"].map { Conversation.fieldNames[$0] ?? $0 } ?? ""
    let value = parse["value"] ?? ""
    switch parse.intent {
    case "send_message": return "text \(person)" + (parse["body"].map { " “\($0)”" } ?? "")
    case "send_email":
      return "e-mail \(person)" + (parse["label"].map { " at the \($0) address" } ?? "") + (parse["body"].map { " “\($0)”" } ?? "")
    case "call": return "call \(person)" + (parse["label"].map { " at \($0)" } ?? "")
    case "lookup_field": return "what's \(person)'s \(label)\(field)"
    case "show_contact": return "show \(person)"
    case "reverse_lookup": return "who has \(value)"
    case "list_contacts":
      if let group = parse["group"] { return group == "favorites" ? "list my favourites" : "list the \(group) group" }
      return "list contacts" + (parse["organization"].map { " at \($0)" } ?? "")
    case "add_contact":
      let details = [parse["name"] ?? ""] + (parse["organization"].map { ["at \($0)"] } ?? [])
        + (parse.slots["phone"]?.strings ?? []) + (parse.slots["email"]?.strings ?? [])
      return "add a contact: " + details.joined(separator: ", ")
    case "update_field": return "change \(person)'s \(label)\(field) to \(value)"
    case "add_field": return "add \(label)\(field) \(value) to \(person)"
    case "remove_field": return "remove \(person)'s \(label)\(field)"
    case "rename_contact": return "rename \(person) to \(parse["name"] ?? "")"
    case "delete_contact": return "delete \(person)"
    case "set_photo": return "set \(person)'s photo to \(parse["path"] ?? "")"
    case "set_relation": return "\(person) is my \(parse["relation"] ?? "")"
    case "add_to_group": return "add \(person) to \(parse["group"] ?? "")"
    case "remove_from_group": return "remove \(person) from \(parse["group"] ?? "")"
    case "favorite": return "make \(person) a favourite"
    case "set_me": return "I am \(person)"
    default: return parse.intent.replacingOccurrences(of: "_", with: " ")
    }
  }
}
