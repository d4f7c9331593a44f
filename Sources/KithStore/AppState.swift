import Foundation

/// Something the user did with a contact, recorded for ranking (who is messaged most, and lately).
public struct UsageEvent: Hashable, Sendable {
  public enum Action: String, Hashable, Sendable, CaseIterable {
    case message, call, email, lookup
  }

  public var contactID: String
  public var action: Action
  public var date: Date

  public init(contactID: String, action: Action, date: Date) {
    self.contactID = contactID
    self.action = action
    self.date = date
  }
}

/// A phrase the user has resolved to a contact ("John" → John Doe), with how often.
public struct LearnedAlias: Hashable, Sendable {
  public var phrase: String
  public var contactID: String
  /// Confirmations minus contradictions; an alias at zero or below is forgotten.
  public var weight: Int
  public var updatedAt: Date

  public init(phrase: String, contactID: String, weight: Int, updatedAt: Date) {
    self.phrase = phrase
    self.contactID = contactID
    self.weight = weight
    self.updatedAt = updatedAt
  }
}

/// A message waiting to be sent (or sent) by a channel such as SMS or e-mail.
public struct OutboxMessage: Hashable, Sendable {
  public enum Status: String, Hashable, Sendable { case pending, sent, failed }

  public var id: Int64?
  public var contactID: String?
  public var channel: String
  public var recipient: String
  public var body: String
  public var createdAt: Date
  public var status: Status

  public init(
    id: Int64? = nil, contactID: String?, channel: String, recipient: String, body: String,
    createdAt: Date, status: Status = .pending
  ) {
    self.id = id
    self.contactID = contactID
    self.channel = channel
    self.recipient = recipient
    self.body = body
    self.createdAt = createdAt
    self.status = status
  }
}
