import GRDB

/// The app state that belongs to some contacts, as it was at one moment: whether each is a favourite or the
/// owner's card, its usage, the aliases learned for it, the outbox lines sent to it and the clients that
/// created it. A merge carries the state of the cards it removes to the card it keeps; its undo puts this
/// snapshot back exactly.
public struct AppStateSnapshot: Sendable, Hashable {
  struct Favorite: Sendable, Hashable {
    var contactID: String
    var position: Int
    var addedAt: Double
  }

  struct Usage: Sendable, Hashable {
    var id: Int64
    var contactID: String
    var action: String
    var at: Double
  }

  struct Alias: Sendable, Hashable {
    var phrase: String
    var contactID: String
    var weight: Int
    var updatedAt: Double
  }

  public private(set) var contactIDs: [String]
  /// Which of `contactIDs` was the owner's card, if any.
  var me: String?
  var favorites: [Favorite] = []
  var usage: [Usage] = []
  var aliases: [Alias] = []
  /// Outbox line → contact: only the link is app state of the contact; the line stays.
  var outbox: [Int64: String] = [:]
  /// Client → contact it created.
  var created: [Created] = []

  struct Created: Sendable, Hashable {
    var owner: String
    var contactID: String
  }

  init(contactIDs: [String]) {
    self.contactIDs = contactIDs
  }

  static func read(_ ids: [String], in db: Database) throws -> AppStateSnapshot {
    var snapshot = AppStateSnapshot(contactIDs: ids)
    for id in ids {
      if try String.fetchOne(db, sql: "SELECT contactUID FROM me WHERE id = 1") == id { snapshot.me = id }
      for row in try Row.fetchAll(db, sql: "SELECT position, addedAt FROM favorite WHERE contactUID = ?", arguments: [id]) {
        snapshot.favorites.append(Favorite(contactID: id, position: row[0], addedAt: row[1]))
      }
      for row in try Row.fetchAll(db, sql: "SELECT id, action, at FROM usage WHERE contactUID = ?", arguments: [id]) {
        snapshot.usage.append(Usage(id: row[0], contactID: id, action: row[1], at: row[2]))
      }
      for row in try Row.fetchAll(
        db, sql: "SELECT phrase, weight, updatedAt FROM learnedAlias WHERE contactUID = ?", arguments: [id])
      {
        snapshot.aliases.append(Alias(phrase: row[0], contactID: id, weight: row[1], updatedAt: row[2]))
      }
      for line in try Int64.fetchAll(db, sql: "SELECT id FROM outbox WHERE contactUID = ?", arguments: [id]) {
        snapshot.outbox[line] = id
      }
      for owner in try String.fetchAll(db, sql: "SELECT owner FROM clientContact WHERE contactUID = ?", arguments: [id]) {
        snapshot.created.append(Created(owner: owner, contactID: id))
      }
    }
    return snapshot
  }

  /// Gives `to` what `from` has: the favourite (at the better place), the owner's card, usage, learned
  /// aliases (weights added), outbox lines and the clients that created it. `from` keeps nothing.
  static func transfer(from: String, to: String, in db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO favorite (contactUID, position, addedAt) SELECT ?, position, addedAt FROM favorite WHERE contactUID = ?
        ON CONFLICT (contactUID) DO UPDATE SET position = MIN(position, excluded.position),
          addedAt = MIN(addedAt, excluded.addedAt)
        """, arguments: [to, from])
    try db.execute(sql: "DELETE FROM favorite WHERE contactUID = ?", arguments: [from])
    try db.execute(sql: "UPDATE me SET contactUID = ? WHERE contactUID = ?", arguments: [to, from])
    try db.execute(sql: "UPDATE usage SET contactUID = ? WHERE contactUID = ?", arguments: [to, from])
    try db.execute(
      sql: """
        INSERT INTO learnedAlias (phrase, contactUID, weight, updatedAt)
          SELECT phrase, ?, weight, updatedAt FROM learnedAlias WHERE contactUID = ?
        ON CONFLICT (phrase, contactUID) DO UPDATE SET weight = weight + excluded.weight,
          updatedAt = MAX(updatedAt, excluded.updatedAt)
        """, arguments: [to, from])
    try db.execute(sql: "DELETE FROM learnedAlias WHERE contactUID = ?", arguments: [from])
    try db.execute(sql: "UPDATE outbox SET contactUID = ? WHERE contactUID = ?", arguments: [to, from])
    try db.execute(
      sql: "INSERT OR IGNORE INTO clientContact (owner, contactUID) SELECT owner, ? FROM clientContact WHERE contactUID = ?",
      arguments: [to, from])
    try db.execute(sql: "DELETE FROM clientContact WHERE contactUID = ?", arguments: [from])
  }

  /// Puts the snapshot back: the state of its contacts becomes what it was when it was read. Every contact
  /// must exist (restore the cards first in the same batch).
  func restore(in db: Database) throws {
    for id in contactIDs {
      for table in ["favorite", "usage", "learnedAlias", "clientContact"] {
        try db.execute(sql: "DELETE FROM \(table) WHERE contactUID = ?", arguments: [id])
      }
    }
    if let me {
      try db.execute(sql: "INSERT OR REPLACE INTO me (id, contactUID) VALUES (1, ?)", arguments: [me])
    }
    for favorite in favorites {
      try db.execute(
        sql: "INSERT INTO favorite (contactUID, position, addedAt) VALUES (?, ?, ?)",
        arguments: [favorite.contactID, favorite.position, favorite.addedAt])
    }
    for event in usage {
      try db.execute(
        sql: "INSERT OR REPLACE INTO usage (id, contactUID, action, at) VALUES (?, ?, ?, ?)",
        arguments: [event.id, event.contactID, event.action, event.at])
    }
    for alias in aliases {
      try db.execute(
        sql: "INSERT INTO learnedAlias (phrase, contactUID, weight, updatedAt) VALUES (?, ?, ?, ?)",
        arguments: [alias.phrase, alias.contactID, alias.weight, alias.updatedAt])
    }
    for (line, id) in outbox.sorted(by: { $0.key < $1.key }) {
      try db.execute(sql: "UPDATE outbox SET contactUID = ? WHERE id = ?", arguments: [id, line])
    }
    for pair in created {
      try db.execute(
        sql: "INSERT OR IGNORE INTO clientContact (owner, contactUID) VALUES (?, ?)", arguments: [pair.owner, pair.contactID])
    }
  }
}

extension ContactStore {
  /// The app state of `ids` now, to hand to ``SaveRequest/restore(_:)`` later.
  public func appState(of ids: [String]) throws -> AppStateSnapshot {
    try read { db in
      for id in ids { try requireVisible(id, in: db) }
      return try AppStateSnapshot.read(ids, in: db)
    }
  }
}
