import Foundation
import KithAssistant
import KithCore
import KithGrammar
import KithIndex
import KithStore

/// What the MCP tools do, without MCP: search, one contact, one turn of a conversation. The server
/// (``ContactsServer``) only turns these into tool results; tests can call them directly too.
///
/// Each `ask` session is its own ``Conversation`` (its questions, staged edits and confirmations), kept
/// until it has been idle for `sessionTimeout`. Access is the store's: a read-only or limited store makes
/// read-only or limited tools, whatever a client asks.
public final class ContactTools: @unchecked Sendable {
  public let store: ContactStore
  let index: SearchIndex
  let grammar: Grammar
  let transport: any MessageTransport
  let clock: () -> Date
  /// How long an idle `ask` session is kept.
  public let sessionTimeout: TimeInterval
  /// At most this many sessions are kept; the longest idle goes first.
  public let maximumSessions: Int

  private let lock = NSLock()
  private let search: SearchSession
  private var sessions: [String: (conversation: Conversation, lastUsed: Date)] = [:]

  public init(
    store: ContactStore, index: SearchIndex, grammar: Grammar, transport: any MessageTransport = OutboxTransport(),
    sessionTimeout: TimeInterval = 30 * 60, maximumSessions: Int = 256, clock: @escaping () -> Date = Date.init
  ) {
    self.store = store
    self.index = index
    self.grammar = grammar
    self.transport = transport
    self.sessionTimeout = sessionTimeout
    self.maximumSessions = max(1, maximumSessions)
    self.clock = clock
    search = SearchSession(store: store, index: index, clock: clock)
  }

  /// A failed call: a chat error code and a message that names no contact detail.
  public struct Failure: Error, Equatable {
    public var code: String
    public var message: String
  }

  /// Loads what the first call would otherwise load.
  public func warmUp() throws {
    try locked { try search.warmUp() }
  }

  /// `search_contacts`: the object one line of `kith search --json` prints.
  public func searchContacts(query: String, limit: Int = 20) throws -> (json: String, text: String) {
    guard query.count <= Conversation.maximumLineLength else {
      throw Failure(code: "too_long", message: "the query is \(query.count) characters long; at most \(Conversation.maximumLineLength)")
    }
    guard (1...1_000).contains(limit) else { throw Failure(code: "bad_request", message: "limit must be 1 to 1000") }
    let resolution = try locked { try mapped { try search.resolve(query, limit: limit) } }
    return (resolution.jsonLine, ContactTools.text(of: resolution))
  }

  /// `get_contact`: the contact as `kith show --json` prints it, with the photo's type and size instead of
  /// its bytes. An identifier the client may not see is "not found", exactly as one that does not exist.
  public func getContact(id: String) throws -> (json: String, text: String) {
    let found = try locked { try mapped { try store.contact(id: id) } }
    guard var contact = found else {
      throw Failure(code: "not_found", message: "no contact with id \(id)")
    }
    let photo = contact.photo
    contact.photo = nil
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var json = String(decoding: try encoder.encode(contact), as: UTF8.self)
    if let photo {
      json.removeLast()
      json += ",\"photo\":{\"bytes\":\(photo.data.count),\"mediaType\":"
      JSONText.appendString(photo.mediaType ?? "", to: &json)
      json += "}}"
    }
    var lines = [NameFormatter.displayName(for: contact) + "  [\(contact.id)]"]
    if !contact.organizationName.isEmpty { lines.append("organization: \(contact.organizationName)") }
    for phone in contact.phoneNumbers { lines.append("phone\(phone.label.map { " (\($0))" } ?? ""): \(phone.value.stringValue)") }
    for email in contact.emailAddresses { lines.append("e-mail\(email.label.map { " (\($0))" } ?? ""): \(email.value)") }
    return (json, lines.joined(separator: "\n"))
  }

  /// `ask`: one turn of the conversation named `session`, the object one line of `kith chat --json`
  /// prints. Nothing is sent or saved but by a "yes" turn of the same session.
  public func ask(text: String, session: String?) -> Turn {
    locked {
      let now = clock()
      sessions = sessions.filter { now.timeIntervalSince($0.value.lastUsed) < sessionTimeout }
      let name = session ?? ""
      let conversation: Conversation
      if let known = sessions[name] {
        conversation = known.conversation
      } else {
        if sessions.count >= maximumSessions, let oldest = sessions.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
          sessions[oldest.key] = nil
        }
        conversation = Conversation(store: store, index: index, grammar: grammar, transport: transport, clock: clock)
      }
      sessions[name] = (conversation, now)
      return conversation.respond(text)
    }
  }

  /// How many sessions are open.
  public var openSessions: Int { locked { sessions.count } }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Store errors as tool failures with the chat's codes.
  private func mapped<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch StoreError.accessDenied(let access, let what) {
      throw Failure(code: "access_denied", message: AccessPolicy.refusal(access, what))
    } catch let error as StoreError {
      throw Failure(code: "store", message: "\(error)")
    }
  }

  /// "ambiguous: 2 contacts fit “john”" and one line per contact.
  static func text(of resolution: Resolution) -> String {
    var lines: [String]
    switch resolution.status {
    case .unique: lines = ["unique: “\(resolution.query)” is \(resolution.results.first?.name ?? "?")"]
    case .ambiguous: lines = ["ambiguous: \(resolution.results.count) contacts fit “\(resolution.query)”; ask which one"]
    case .notFound: lines = ["not found: nobody fits “\(resolution.query)”" + (resolution.why.map { " (\($0))" } ?? "")]
    }
    for result in resolution.results {
      lines.append("- \(result.name) [\(result.uid)]: \(result.why)")
    }
    return lines.joined(separator: "\n")
  }
}
