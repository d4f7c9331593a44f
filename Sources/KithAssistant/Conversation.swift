import Foundation
import KithCore
import KithGrammar
import KithIndex
import KithStore

/// One person's conversation with kith: reads each line with the grammar, resolves names with the index,
/// asks when it must, stages edits until "yes", and says what happened. It never prints; every turn comes
/// back as a ``Turn``.
///
/// ```swift
/// let conversation = Conversation(store: store, index: index, grammar: grammar)
/// conversation.respond("text John about dinner").reply  // "I found 2 contacts named John: …"
/// conversation.respond("the second one").reply          // "Text to John Smith (mobile …): “dinner”. Send it?"
/// conversation.respond("yes").action                    // .messageSent(channel: "sms", …)
/// ```
public final class Conversation {
  public let store: ContactStore
  public let session: SearchSession
  public let grammar: Grammar
  public var transport: any MessageTransport
  /// The clock for usage and the outbox; transcripts freeze it.
  public var clock: () -> Date
  /// The longest line kith reads; longer ones are refused, not cut.
  public static let maximumLineLength = 10_000

  var pending: Pending?
  var staged: [StagedEdit] = []
  var lastBatch: SavedBatch?
  /// The contact the last answer was about, for "him", "her" and "them".
  var lastContactID: String?
  /// A pick ("the one at Acme") for a message not yet sent: learned when it is sent, forgotten if not.
  var unconfirmedChoice: (query: String, contactID: String)?
  /// The groups "any duplicates?" listed last, for "merge 2".
  var duplicateGroups: [DuplicateFinder.Group] = []

  public init(
    store: ContactStore, index: SearchIndex, grammar: Grammar, transport: any MessageTransport = OutboxTransport(),
    clock: @escaping () -> Date = Date.init
  ) {
    self.store = store
    session = SearchSession(store: store, index: index, clock: clock)
    self.grammar = grammar
    self.transport = transport
    self.clock = clock
  }

  /// What kith is waiting for.
  public var state: ConversationState {
    switch pending {
    case .choice?: return .awaitingChoice
    case .input?: return .awaitingInput
    case nil: return staged.isEmpty ? .idle : .awaitingConfirmation
    default: return .awaitingConfirmation
    }
  }

  /// How many edits wait for "yes".
  public var stagedCount: Int { staged.count }

  /// Answers one line.
  public func respond(_ line: String) -> Turn {
    var answer: Answer
    var parse: Parse?
    do {
      (answer, parse) = try reply(to: line)
    } catch StoreError.accessDenied(let access, let what) {
      answer = Conversation.accessDenied(access, what)
    } catch let error as StoreError {
      answer = Answer(.invalid("The store said: \(error)"), error: ("store", "\(error)"))
    } catch {
      if let storage = StoreError.storage(from: error, path: store.path) {
        let text = "\(storage)"
        answer = Answer(.invalid(text.prefix(1).uppercased() + text.dropFirst() + "."), error: ("store", text))
      } else {
        answer = Answer(.invalid("Something went wrong: \(error)"), error: ("internal", "\(error)"))
      }
    }
    return turn(answer, intent: parse)
  }

  /// A turn that answers input kith could not take at all (a malformed JSON request), leaving the
  /// conversation as it was.
  public func refuse(_ message: String, code: String) -> Turn {
    turn(Answer(.invalid(message), error: (code, message)), intent: nil)
  }

  /// Called when the user leaves: a question about unsaved edits, or nil when nothing is waiting.
  public func finish() -> Turn? {
    guard !staged.isEmpty else { return nil }
    pending = .quit
    return turn(Answer(.unsavedOnQuit(count: staged.count)), intent: nil)
  }

  private func turn(_ answer: Answer, intent: Parse?) -> Turn {
    Turn(
      reply: answer.reply.text, state: state, intent: intent, candidates: answer.candidates,
      staged: staged.map { Turn.Staged(uid: $0.contactID, summary: $0.summary) }, action: answer.action,
      error: answer.error)
  }

  private func reply(to line: String) throws -> (Answer, Parse?) {
    if store.access.level == .none { return (Conversation.accessDenied(store.access.description, "do anything"), nil) }
    let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.count <= Conversation.maximumLineLength else {
      let message = "That line is \(text.count) characters long; I read at most \(Conversation.maximumLineLength)."
      return (Answer(.invalid(message), error: ("too_long", message)), nil)
    }
    if case .input(let question)? = pending {
      let result = grammar.parse(text, state: .awaitingInput, judge: IndexPersonJudge(session: session))
      if result.intent == "decline" || text.isEmpty {
        pending = nil
        return (Answer(.cancelled), result.best)
      }
      // A whole new request naming someone kith knows ("text Sarah about lunch") is not the message.
      if let request = result.best, request.intent != "decline", try isConfidentRequest(request) {
        pending = nil
        var answer = try handle(request, resolved: [:])
        answer.reply = .abandoned(Pending.input(question).whatIsDropped, then: answer.reply)
        return (answer, request)
      }
      pending = nil
      var parse = question.parse
      parse.slots[question.slot] = .string(text)
      return (try handle(parse, resolved: question.resolved), parse)
    }
    let result = grammar.parse(text, state: state, judge: IndexPersonJudge(session: session))
    guard var parse = result.best else {
      if result.isAmbiguous {
        let readings = result.alternatives.prefix(2).map { Conversation.describe($0) }
        return (Answer(.unclearRequest(readings: readings), error: ("ambiguous_request", "two readings tie")), nil)
      }
      // A guess kith offered is dropped by anything that is no answer to it.
      if case .suggestion? = pending {
        pending = nil
        return try reply(to: line)
      }
      var reply = Reply.notUnderstood(suggestion: result.suggestion)
      switch state {
      case .awaitingChoice:
        if case .choice(let question)? = pending { reply = .choiceNotUnderstood(count: min(5, question.candidates.count)) }
      case .awaitingConfirmation:
        reply = .yesOrNo(staged: !staged.isEmpty && pending == nil)
      case .idle:
        if let answer = try idleAnswer(to: text) { return answer }
        if let closest = grammar.closestReading(text, judge: IndexPersonJudge(session: session)) {
          // "Did you mean: call John Smith at work?": a yes does it.
          pending = .suggestion(closest.parse)
          let answer = Answer(
            .didYouMean(skipped: closest.skipped, reading: try restate(closest.parse)),
            error: ("not_understood", "no intent matched all of the request"))
          return (answer, nil)
        }
      case .awaitingInput:
        break
      }
      return (Answer(reply, error: ("not_understood", "no intent matched")), nil)
    }
    switch parse.intent {
    case "choose": return (try choose(parse), parse)
    case "confirm": return (try confirm(), parse)
    case "decline": return (try decline(), parse)
    case "review": return (review(), parse)
    case "drop": return (drop(parse), parse)
    case "update_existing": return (try updateExisting(), parse)
    default: break
    }
    // "text John Smith instead" while kith asks which John: the same request, with the person said.
    if case .choice(let question)? = pending, question.parse.intent == parse.intent {
      for (slot, value) in question.parse.slots where parse.slots[slot] == nil { parse.slots[slot] = value }
      pending = nil
      return (try handle(parse, resolved: [:]), parse)
    }
    // A new request: an open question is left behind (staged edits stay until yes or no).
    var abandoned: String?
    if let open = pending, !open.isAboutStagedEdits {
      pending = nil
      abandoned = open.whatIsDropped
    }
    var answer = try handle(parse, resolved: [:])
    if let abandoned { answer.reply = .abandoned(abandoned, then: answer.reply) }
    if !staged.isEmpty, pending == nil, !Conversation.editIntents.contains(parse.intent) {
      answer.reply = .pendingReminder(answer.reply, count: staged.count)
    }
    return (answer, parse)
  }

  /// A request with a verb of its own and a person the index knows, or one without a person at all
  /// (help, undo, a list).
  private func isConfidentRequest(_ request: Parse) throws -> Bool {
    guard request.literalCount > 0 else { return false }
    guard let person = request["person"] else { return ["help", "undo", "list_contacts", "reverse_lookup", "upcoming_dates", "find_duplicates", "merge_contacts"].contains(request.intent) }
    return try session.resolve(person, limit: 2).status != .notFound
  }

  static let editIntents: Set<String> = [
    "add_contact", "update_field", "add_field", "remove_field", "rename_contact", "delete_contact", "set_photo",
    "set_relation", "add_to_group", "remove_from_group", "favorite", "set_me",
    "find_profiles",
  ]

  /// Requests that send, call or change something: refused up front for a client that may not (the
  /// store refuses them anyway; asking "Send it?" first would only waste the user's answer).
  static let actingIntents = editIntents.union(["send_message", "send_email", "call", "undo", "merge_contacts"])

  static func accessDenied(_ access: String, _ what: String) -> Answer {
    let refusal = AccessPolicy.refusal(access, what)
    let message = refusal.prefix(1).uppercased() + refusal.dropFirst() + ". Nothing was changed."
    return Answer(.invalid(message), error: ("access_denied", message))
  }

  /// Runs an intent with the contacts resolved so far (`resolved`: slot → contact id).
  func handle(_ parse: Parse, resolved: [String: String]) throws -> Answer {
    if Conversation.actingIntents.contains(parse.intent), !store.access.allowsChanges {
      let what = parse.intent == "call" ? "make calls" : parse.intent.hasPrefix("send") ? "send messages" : "change contacts"
      return Conversation.accessDenied(store.access.description, what)
    }
    // The owner's card is the whole book's: only a full client sets it (the store refuses it too).
    if parse.intent == "set_me", store.access.level != .full {
      return Conversation.accessDenied(store.access.description, "set your own card")
    }
    switch parse.intent {
    case "send_message", "send_email": return try message(parse, resolved: resolved)
    case "call": return try call(parse, resolved: resolved)
    case "lookup_field": return try lookupField(parse, resolved: resolved)
    case "show_contact": return try showContact(parse, resolved: resolved)
    case "reverse_lookup": return try reverseLookup(parse)
    case "list_contacts": return try listContacts(parse)
    case "upcoming_dates": return try upcomingDates(parse)
    case "find_duplicates": return try findDuplicates(parse, resolved: resolved)
    case "merge_contacts": return try merge(parse, resolved: resolved)
    case "undo": return try undo()
    case "find_profiles": return try findProfiles(parse, resolved: resolved)
    case "help": return Answer(.help(examples: helpExamples))
    case let intent where Conversation.editIntents.contains(intent): return try edit(parse, resolved: resolved)
    default: return Answer(.notUnderstood(suggestion: nil), error: ("not_understood", "intent \(parse.intent) is not handled"))
    }
  }

  /// One example per intent, the everyday ones first.
  var helpExamples: [String] {
    let first = [
      "send_message", "send_email", "call", "lookup_field", "show_contact", "reverse_lookup", "list_contacts", "upcoming_dates",
    ]
    let intents = grammar.intents.filter(\.states.isEmpty)
    let ordered = first.compactMap { name in intents.first { $0.name == name } } + intents.filter { !first.contains($0.name) }
    return ordered.compactMap(\.examples.first)
  }

  /// "send_message person=John body=dinner", for saying which readings tie.
  static func describe(_ parse: Parse) -> String {
    let slots = parse.slots.keys.sorted().map { "\($0) \(parse.slots[$0]!)" }
    return "“" + ([parse.intent.replacingOccurrences(of: "_", with: " ")] + slots).joined(separator: ", ") + "”"
  }
}

/// A reply and what goes with it in the turn.
struct Answer {
  var reply: Reply
  var candidates: [Turn.Candidate] = []
  var action: Turn.Action?
  var error: Turn.Failure?

  init(_ reply: Reply, candidates: [Turn.Candidate] = [], action: Turn.Action? = nil, error: (String, String)? = nil) {
    self.reply = reply
    self.candidates = candidates
    self.action = action
    self.error = error.map { Turn.Failure(code: $0.0, message: $0.1) }
  }
}

/// The question kith is waiting on.
enum Pending {
  /// Several contacts fit `query`; the answer fills `slot` of `parse`.
  case choice(ChoiceQuestion)
  /// A value is missing ("What should the message say?").
  case input(InputQuestion)
  /// A message waits for "yes".
  case send(OutgoingMessage)
  /// A save failed because the store changed; "yes" re-applies the edits to the current cards.
  case reapply
  /// "undo" waits for "yes".
  case undo
  /// A new contact looks like one that exists; "yes" adds it anyway, "update it" merges it into the
  /// first of `existing`.
  case addAnyway(StagedEdit, existing: [String])
  /// kith offered the closest reading of a request it did not understand; "yes" does it.
  case suggestion(Parse)
  /// A merge of cards into one waits for "yes".
  case merge(MergePlan)
  /// The user is leaving with unsaved edits.
  case quit

  /// What leaving the question means: "the text to Mike Chen was not sent".
  var whatIsDropped: String {
    switch self {
    case .choice(let question): return "I dropped the question about \(question.query)"
    case .input: return "I dropped the unfinished request"
    case .send(let message): return "the \(Reply.channelName(message.channel).lowercased()) to \(message.name) was not sent"
    case .undo: return "nothing was undone"
    case .addAnyway: return "the new contact was not added"
    case .suggestion: return "I dropped my guess at the earlier request"
    case .merge(let plan): return "\(Reply.joined(plan.names)) were not merged"
    case .reapply, .quit: return "your changes are still waiting"
    }
  }

  var isAboutStagedEdits: Bool {
    switch self {
    case .reapply, .quit: return true
    default: return false
    }
  }
}

struct ChoiceQuestion {
  var parse: Parse
  var slot: String
  var query: String
  var candidates: [Contact]
  var resolved: [String: String]
}

struct InputQuestion {
  var parse: Parse
  var slot: String
  var resolved: [String: String]
}

struct OutgoingMessage {
  var channel: String
  var contactID: String
  var name: String
  var label: String
  var address: String
  var body: String
}
