import KithCore
import KithGrammar

/// What one line of input produced: the reply and everything a program needs to follow the conversation.
///
/// As JSON (`kith chat --json`, schema in docs/CHAT-JSON.md):
/// ```json
/// {"version": 1, "id": 7, "reply": "Which John do you mean? …", "state": "awaiting_choice",
///  "intent": {"name": "send_message", "slots": {"person": "John", "body": "dinner"}},
///  "candidates": [{"uid": "…", "name": "John Smith", "detail": "Acme · mobile (555) 010-4567"}],
///  "staged": [], "action": null, "error": null}
/// ```
public struct Turn: Sendable {
  public struct Candidate: Sendable, Hashable {
    public var uid: String
    public var name: String
    /// What tells this contact apart from the others: organisation, a labelled number.
    public var detail: String
  }

  public struct Staged: Sendable, Hashable {
    public var uid: String
    public var summary: String
  }

  /// Something that happened in the world (or in the store) because of this turn.
  public enum Action: Sendable, Hashable {
    /// A message handed to the transport: `queued` in the outbox, or `sent` by the send command.
    case messageSent(channel: String, to: String, uid: String, body: String, status: String)
    case call(to: String, uid: String)
    /// Staged edits written in one batch.
    case saved(changes: Int)
    /// The last batch reverted.
    case undone(changes: Int)
    /// Cards merged into the one with `uid`; `removed` are gone (undo brings them back).
    case merged(uid: String, removed: [String])
  }

  public struct Failure: Sendable, Hashable {
    /// A stable code: `not_understood`, `not_found`, `no_suitable_number`, `conflict`, `delivery_failed`, …
    public var code: String
    public var message: String
  }

  public var reply: String
  public var state: ConversationState
  public var intent: Parse?
  public var candidates: [Candidate] = []
  public var staged: [Staged] = []
  public var action: Action?
  public var error: Failure?

  /// The schema version of ``jsonLine(id:)``.
  public static let schemaVersion = 1

  /// The JSON Lines form, keys in the documented order; `id` is echoed as given (JSON text).
  public func jsonLine(id: String?) -> String {
    var out = "{\"version\":\(Turn.schemaVersion),\"id\":" + (id ?? "null") + ",\"reply\":"
    JSONText.appendString(reply, to: &out)
    out += ",\"state\":\"\(state.rawValue)\",\"intent\":"
    if let intent {
      out += "{\"name\":"
      JSONText.appendString(intent.intent, to: &out)
      out += ",\"slots\":"
      ParseResult.appendSlots(intent.slots, to: &out)
      out += "}"
    } else {
      out += "null"
    }
    out += ",\"candidates\":[" + candidates.map { Turn.object([("uid", $0.uid), ("name", $0.name), ("detail", $0.detail)]) }
      .joined(separator: ",")
    out += "],\"staged\":[" + staged.map { Turn.object([("uid", $0.uid), ("summary", $0.summary)]) }.joined(separator: ",")
    out += "],\"action\":"
    switch action {
    case nil: out += "null"
    case .messageSent(let channel, let to, let uid, let body, let status)?:
      out += Turn.object([
        ("type", "message_sent"), ("channel", channel), ("to", to), ("uid", uid), ("body", body), ("status", status),
      ])
    case .call(let to, let uid)?: out += Turn.object([("type", "call"), ("to", to), ("uid", uid)])
    case .saved(let changes)?: out += "{\"type\":\"saved\",\"changes\":\(changes)}"
    case .undone(let changes)?: out += "{\"type\":\"undone\",\"changes\":\(changes)}"
    case .merged(let uid, let removed)?:
      out += "{\"type\":\"merged\",\"uid\":"
      JSONText.appendString(uid, to: &out)
      out += ",\"removed\":["
      for (index, id) in removed.enumerated() {
        if index > 0 { out += "," }
        JSONText.appendString(id, to: &out)
      }
      out += "]}"
    }
    out += ",\"error\":" + (error.map { Turn.object([("code", $0.code), ("message", $0.message)]) } ?? "null")
    return out + "}"
  }

  /// A JSON object of string values, keys in the order given.
  private static func object(_ pairs: [(String, String)]) -> String {
    var out = "{"
    for (index, (key, value)) in pairs.enumerated() {
      if index > 0 { out += "," }
      JSONText.appendString(key, to: &out)
      out += ":"
      JSONText.appendString(value, to: &out)
    }
    return out + "}"
  }
}
