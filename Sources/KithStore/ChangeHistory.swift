/// A position in a store's change history, like `CNChangeHistoryFetchRequest.startingToken`.
///
/// A token is tied to the store that issued it: a token from another store (or from the future, after a
/// restore) makes ``ContactStore/changes(since:)`` answer "drop everything". Its text form,
/// `STOREID:SEQUENCE`, is what derived indexes persist.
public struct ChangeToken: Hashable, Sendable, Codable, CustomStringConvertible {
  public var storeID: String
  public var sequence: Int64

  public init(storeID: String, sequence: Int64) {
    self.storeID = storeID
    self.sequence = sequence
  }

  /// Parses `STOREID:SEQUENCE`; nil for anything else.
  public init?(_ text: String) {
    guard let colon = text.lastIndex(of: ":"), let sequence = Int64(text[text.index(after: colon)...])
    else { return nil }
    self.init(storeID: String(text[..<colon]), sequence: sequence)
  }

  public var description: String { "\(storeID):\(sequence)" }
}

/// What happened to one contact.
public struct ContactChange: Hashable, Sendable {
  public enum Kind: Int, Sendable, Hashable {
    case added = 1
    case updated = 2
    case deleted = 3
  }

  public var contactID: String
  public var kind: Kind

  public init(contactID: String, kind: Kind) {
    self.contactID = contactID
    self.kind = kind
  }

  /// One change per contact for a run of events, oldest first: added then updated is added; added then
  /// deleted is nothing; deleted then added again is updated.
  public static func coalesce(_ events: some Sequence<ContactChange>) -> [ContactChange] {
    var first: [String: Kind] = [:]
    var last: [String: Kind] = [:]
    var order: [String] = []
    for event in events {
      if first[event.contactID] == nil {
        first[event.contactID] = event.kind
        order.append(event.contactID)
      }
      last[event.contactID] = event.kind
    }
    return order.compactMap { id in
      let (start, end) = (first[id]!, last[id]!)
      switch (start, end) {
      case (.added, .deleted): return nil
      case (.added, _): return ContactChange(contactID: id, kind: .added)
      case (_, .deleted): return ContactChange(contactID: id, kind: .deleted)
      default: return ContactChange(contactID: id, kind: .updated)
      }
    }
  }
}

/// The answer to "what changed since this token?".
public enum ChangeSet: Hashable, Sendable {
  /// The changes since the token, one per contact, and the token to ask from next time.
  case changes([ContactChange], token: ChangeToken)
  /// The token is unknown or older than the retained history: rebuild from a full read.
  case dropEverything(token: ChangeToken)

  /// The token to remember after applying this set.
  public var token: ChangeToken {
    switch self {
    case .changes(_, let token), .dropEverything(let token): token
    }
  }
}
