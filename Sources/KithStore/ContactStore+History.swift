import GRDB

extension ContactStore {
  /// The token that names the store's present state.
  public func currentToken() throws -> ChangeToken {
    try read { db in try currentToken(in: db) }
  }

  /// The changes since `token`, one per contact, or "drop everything" when the token is nil, from another
  /// store, newer than the store, or older than the retained history.
  public func changes(since token: ChangeToken?) throws -> ChangeSet {
    try read { db in try changes(since: token, in: db) }
  }

  /// ``changes(since:)`` inside a transaction the caller already holds (for ``SaveObserver``s).
  public func changes(since token: ChangeToken?, in db: Database) throws -> ChangeSet {
    try ContactStore.changes(since: token, in: db)
  }

  /// ``changes(since:)`` for code that holds a database connection but not the store.
  public static func changes(since token: ChangeToken?, in db: Database) throws -> ChangeSet {
    let current = try currentToken(in: db)
    guard let token, token.storeID == current.storeID, token.sequence <= current.sequence else {
      return .dropEverything(token: current)
    }
    guard token.sequence >= (try prunedThrough(in: db)) else { return .dropEverything(token: current) }
    let rows = try Row.fetchCursor(
      db, sql: "SELECT uid, kind FROM change WHERE sequence > ? ORDER BY sequence", arguments: [token.sequence])
    var events: [ContactChange] = []
    while let row = try rows.next() {
      guard let kind = ContactChange.Kind(rawValue: row[1]) else { continue }
      events.append(ContactChange(contactID: row[0], kind: kind))
    }
    return .changes(ContactChange.coalesce(events), token: current)
  }

  func currentToken(in db: Database) throws -> ChangeToken {
    ChangeToken(storeID: storeID, sequence: try ContactStore.lastSequence(in: db))
  }

  /// The current token, read from the database alone.
  public static func currentToken(in db: Database) throws -> ChangeToken {
    let storeID =
      try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM storeInfo WHERE key = 'storeID'")) ?? ""
    return ChangeToken(storeID: storeID, sequence: try lastSequence(in: db))
  }

  private static func lastSequence(in db: Database) throws -> Int64 {
    try Int64.fetchOne(db.cachedStatement(sql: "SELECT seq FROM sqlite_sequence WHERE name = 'change'")) ?? 0
  }

  /// The last sequence whose event has been forgotten.
  private static func prunedThrough(in db: Database) throws -> Int64 {
    Int64(try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM storeInfo WHERE key = 'prunedThrough'")) ?? "0")
      ?? 0
  }

  /// Forgets events up to and including `sequence`; tokens before it then get "drop everything".
  func pruneHistory(through sequence: Int64, in db: Database) throws {
    guard sequence > 0 else { return }
    guard sequence > (try ContactStore.prunedThrough(in: db)) else { return }
    try db.execute(sql: "DELETE FROM change WHERE sequence <= ?", arguments: [sequence])
    try db.execute(
      sql: "UPDATE storeInfo SET value = ? WHERE key = 'prunedThrough'", arguments: [String(sequence)])
  }
}
