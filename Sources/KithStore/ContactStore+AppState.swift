import Foundation
import GRDB

/// App-only state beside the contacts: the "me" card, favourites, the usage log, learned aliases and the
/// outbox. None of it is part of a contact or exported in vCards; all of it follows a contact's deletion.
extension ContactStore {
  // MARK: Me

  /// The identifier of the user's own card, like Apple's My Card; nil when unset.
  public func meContactID() throws -> String? {
    try read { db in
      guard let id = try String.fetchOne(db, sql: "SELECT contactUID FROM me WHERE id = 1") else { return nil }
      return try isVisible(id, in: db) ? id : nil
    }
  }

  /// Sets (or with nil clears) the user's own card.
  public func setMe(contactID: String?) throws {
    // The owner's card is the whole book's ("mom" for every client): only a full client sets it.
    if access.level != .full { throw StoreError.accessDenied(access.description, "set your own card") }
    try writer.write { db in try ContactStore.writeMe(contactID, in: db) }
  }

  static func writeMe(_ contactID: String?, in db: Database) throws {
    guard let contactID else {
      try db.execute(sql: "DELETE FROM me")
      return
    }
    try requireContact(contactID, in: db)
    try db.execute(sql: "INSERT OR REPLACE INTO me (id, contactUID) VALUES (1, ?)", arguments: [contactID])
  }

  // MARK: Favourites

  /// Favourite contact identifiers, in the user's order.
  public func favoriteIDs() throws -> [String] {
    try read { db in
      try visibleIDs(String.fetchAll(db, sql: "SELECT contactUID FROM favorite ORDER BY position, addedAt"), in: db)
    }
  }

  public func setFavorite(contactID: String, _ isFavorite: Bool) throws {
    try requireChanges("change favourites")
    try writer.write { db in
      try requireVisible(contactID, in: db)
      try ContactStore.writeFavorite(contactID, isFavorite, at: clock().timeIntervalSince1970, in: db)
    }
  }

  static func writeFavorite(_ contactID: String, _ isFavorite: Bool, at time: Double, in db: Database) throws {
    if isFavorite {
      try requireContact(contactID, in: db)
      let position = try Int.fetchOne(db, sql: "SELECT COALESCE(MAX(position), 0) + 1 FROM favorite") ?? 1
      try db.execute(
        sql: "INSERT OR IGNORE INTO favorite (contactUID, position, addedAt) VALUES (?, ?, ?)",
        arguments: [contactID, position, time])
    } else {
      try db.execute(sql: "DELETE FROM favorite WHERE contactUID = ?", arguments: [contactID])
    }
  }

  // MARK: Usage

  public func recordUsage(_ event: UsageEvent) throws {
    if event.action == .call { try requireChanges("make calls") }
    guard access.allowsChanges else { return }
    try writer.write { db in
      try ContactStore.requireContact(event.contactID, in: db)
      try requireVisible(event.contactID, in: db)
      if event.action == .call { try recordActivity(.call, contactID: event.contactID, in: db) }
      try db.execute(
        sql: "INSERT INTO usage (contactUID, action, at) VALUES (?, ?, ?)",
        arguments: [event.contactID, event.action.rawValue, event.date.timeIntervalSince1970])
    }
  }

  /// Usage events, newest first; for one contact or for all.
  public func usage(contactID: String? = nil, limit: Int = 1_000) throws -> [UsageEvent] {
    try read { db in
      let rows: [Row]
      if let contactID {
        rows = try Row.fetchAll(
          db, sql: "SELECT contactUID, action, at FROM usage WHERE contactUID = ? ORDER BY at DESC LIMIT ?",
          arguments: [contactID, limit])
      } else {
        rows = try Row.fetchAll(
          db, sql: "SELECT contactUID, action, at FROM usage ORDER BY at DESC LIMIT ?", arguments: [limit])
      }
      let visible = Set(try visibleIDs(rows.map { $0[0] }, in: db))
      return rows.compactMap { row in
        guard visible.contains(row[0]) else { return nil }
        guard let action = UsageEvent.Action(rawValue: row[1]) else { return nil }
        return UsageEvent(contactID: row[0], action: action, date: Date(timeIntervalSince1970: row[2]))
      }
    }
  }

  // MARK: Learned aliases

  /// Adds `delta` to the weight of `phrase` → `contactID` (positive when the user chose that contact,
  /// negative when they cancelled or chose another); an alias that falls to zero is removed.
  public func learnAlias(_ phrase: String, contactID: String, delta: Int) throws {
    // A read-only client's picks teach nothing: nothing it does changes the store.
    guard access.allowsChanges else { return }
    try writer.write { db in
      try ContactStore.requireContact(contactID, in: db)
      guard try isVisible(contactID, in: db) else { return }
      try db.execute(
        sql: """
          INSERT INTO learnedAlias (phrase, contactUID, weight, updatedAt) VALUES (?, ?, ?, ?)
          ON CONFLICT (phrase, contactUID) DO UPDATE SET weight = weight + excluded.weight,
            updatedAt = excluded.updatedAt
          """, arguments: [phrase, contactID, delta, clock().timeIntervalSince1970])
      try db.execute(sql: "DELETE FROM learnedAlias WHERE weight <= 0")
    }
  }

  /// The aliases learned for `phrase`, heaviest first; all aliases when `phrase` is nil.
  public func learnedAliases(for phrase: String? = nil) throws -> [LearnedAlias] {
    try read { db in
      let sql = "SELECT phrase, contactUID, weight, updatedAt FROM learnedAlias"
      let rows: [Row] =
        if let phrase {
          try Row.fetchAll(db, sql: sql + " WHERE phrase = ? ORDER BY weight DESC", arguments: [phrase])
        } else {
          try Row.fetchAll(db, sql: sql + " ORDER BY phrase, weight DESC")
        }
      let visible = Set(try visibleIDs(rows.map { $0[1] }, in: db))
      return rows.filter { visible.contains($0[1]) }.map {
        LearnedAlias(
          phrase: $0[0], contactID: $0[1], weight: $0[2], updatedAt: Date(timeIntervalSince1970: $0[3]))
      }
    }
  }

  // MARK: Outbox

  @discardableResult
  public func enqueue(_ message: OutboxMessage) throws -> Int64 {
    try requireChanges("send messages")
    return try writer.write { db in
      if let id = message.contactID { try requireVisible(id, in: db) }
      try recordActivity(message.channel == "email" ? .email : .message, contactID: message.contactID, in: db)
      try db.execute(
        sql: """
          INSERT INTO outbox (contactUID, channel, recipient, body, createdAt, status)
          VALUES (?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          message.contactID, message.channel, message.recipient, message.body,
          message.createdAt.timeIntervalSince1970, message.status.rawValue,
        ])
      return db.lastInsertedRowID
    }
  }

  public func outbox() throws -> [OutboxMessage] {
    try read { db in
      let rows = try Row.fetchAll(
        db, sql: "SELECT id, contactUID, channel, recipient, body, createdAt, status FROM outbox ORDER BY id")
      let visible = Set(try visibleIDs(rows.compactMap { $0[1] }, in: db))
      // A limited client sees only what went to contacts it sees.
      return rows.filter { row in
        self.access.level != .limited || (row[1] as String?).map(visible.contains) == true
      }.map {
        OutboxMessage(
          id: $0[0], contactID: $0[1], channel: $0[2], recipient: $0[3], body: $0[4],
          createdAt: Date(timeIntervalSince1970: $0[5]), status: OutboxMessage.Status(rawValue: $0[6]) ?? .pending)
      }
    }
  }

  public func setOutboxStatus(id: Int64, _ status: OutboxMessage.Status) throws {
    try writer.write { db in
      try db.execute(sql: "UPDATE outbox SET status = ? WHERE id = ?", arguments: [status.rawValue, id])
    }
  }

  private static func requireContact(_ id: String, in db: Database) throws {
    guard try Bool.fetchOne(db, sql: "SELECT 1 FROM contact WHERE uid = ?", arguments: [id]) == true else {
      throw StoreError.contactNotFound(id)
    }
  }
}
