import Foundation
import GRDB
import Synchronization
import KithCore

/// The authoritative contact store: one SQLite file (WAL, foreign keys, a busy timeout) holding contacts,
/// groups, the change history and app-only state.
///
/// Reads return immutable values; every write goes through ``execute(_:)`` with a ``SaveRequest``, in one
/// transaction, all or nothing. Derived data (the search index) registers a ``SaveObserver`` that runs
/// inside that transaction, or catches up later through ``changes(since:)``.
public final class ContactStore: Sendable {
  /// The database; `internal` so extensions in this module and tests can reach it.
  let writer: any DatabaseWriter
  /// Where the file is, or nil for an in-memory store.
  public let path: String?
  /// How many change events are kept; older tokens get "drop everything".
  public let historyLimit: Int
  let observers: [any SaveObserver]
  let clock: @Sendable () -> Date
  /// A random identifier made when the store was created; ties change tokens to this store.
  public let storeID: String
  /// What this client may see and do; enforced on every read and write (see ``AccessPolicy``).
  public let access: AccessPolicy
  /// The connection searches read through, opened on first use (``makeReader()``).
  let sharedReader = Mutex<StoreReader?>(nil)

  /// Opens (creating if needed) the store at `path`. A store this process can't write (a read-only disk,
  /// file or folder; or `readOnly`) is opened for reading only: every change is refused.
  public convenience init(
    path: String, historyLimit: Int = 50_000, observers: [any SaveObserver] = [],
    clock: @escaping @Sendable () -> Date = Date.init, access: AccessPolicy = .full, readOnly: Bool = false
  ) throws {
    /// The database, or why the file is not one.
    func opening(_ open: () throws -> any DatabaseWriter) throws -> any DatabaseWriter {
      do {
        return try open()
      } catch let error as DatabaseError {
        throw StoreError.cannotOpen(path: path, reason: error.message ?? "not a kith store")
      }
    }
    var access = access
    let writer: any DatabaseWriter
    if readOnly || StoreLocation.isReadOnly(path) {
      // A store on a read-only disk, or a file this user may not write: everything can be read, nothing
      // changed. SQLite can't make its WAL index beside the file, so the file is opened as immutable.
      var configuration = ContactStore.configuration()
      configuration.readonly = true
      let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
      writer = try opening { try DatabaseQueue(path: "file:\(encoded)?immutable=1", configuration: configuration) }
      access.storeIsReadOnly = true
    } else {
      try StoreLocation.prepare(path)
      writer = try opening { try DatabasePool(path: path, configuration: ContactStore.configuration()) }
    }
    try self.init(
      writer: writer, path: path, historyLimit: historyLimit, observers: observers, clock: clock, access: access)
  }

  /// A store that lives in memory only, for tests and scratch work.
  public static func inMemory(
    historyLimit: Int = 50_000, observers: [any SaveObserver] = [],
    clock: @escaping @Sendable () -> Date = Date.init, access: AccessPolicy = .full
  ) throws -> ContactStore {
    let queue = try DatabaseQueue(configuration: configuration())
    return try ContactStore(
      writer: queue, path: nil, historyLimit: historyLimit, observers: observers, clock: clock, access: access)
  }

  init(
    writer: any DatabaseWriter, path: String?, historyLimit: Int, observers: [any SaveObserver],
    clock: @escaping @Sendable () -> Date, access: AccessPolicy = .full
  ) throws {
    self.writer = writer
    self.access = access
    self.path = path
    self.historyLimit = max(1, historyLimit)
    self.observers = observers
    self.clock = clock
    let migrator = ContactStore.migrator
    let unknown = try writer.read { db in
      try migrator.appliedIdentifiers(db).subtracting(migrator.migrations)
    }
    if !unknown.isEmpty {
      throw StoreError.unknownSchema(path: path ?? ":memory:", migrations: unknown.sorted())
    }
    if access.storeIsReadOnly {
      let upgrade = "the file is read-only and needs changes to be used by this kith; open it once where it can be written"
      storeID = try writer.read { db in
        guard try migrator.hasCompletedMigrations(db),
          let id = try String.fetchOne(db, sql: "SELECT value FROM storeInfo WHERE key = 'storeID'")
        else { throw StoreError.cannotOpen(path: path ?? ":memory:", reason: upgrade) }
        for observer in observers { try observer.checkReadOnly(db, path: path ?? ":memory:") }
        return id
      }
      return
    }
    try migrator.migrate(writer)
    storeID = try writer.write { db in
      var id = try String.fetchOne(db, sql: "SELECT value FROM storeInfo WHERE key = 'storeID'")
      if id == nil {
        id = UUID().uuidString
        try db.execute(
          sql: "INSERT INTO storeInfo (key, value) VALUES ('storeID', ?), ('prunedThrough', '0')",
          arguments: [id])
      }
      for observer in observers {
        try observer.prepare(db)
      }
      return id!
    }
  }

  /// The same store, database and observers, as a client with `access` sees it (for tests and
  /// transcripts that set a book up with full access, then hand a narrower view to the conversation).
  public func restricted(to access: AccessPolicy) -> ContactStore {
    ContactStore(sharing: self, access: access)
  }

  private init(sharing other: ContactStore, access: AccessPolicy) {
    writer = other.writer
    path = other.path
    historyLimit = other.historyLimit
    observers = other.observers
    clock = other.clock
    storeID = other.storeID
    self.access = access
  }

  static func configuration() -> Configuration {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.busyMode = .timeout(10)
    configuration.label = "kith"
    configuration.prepareDatabase { db in
      // A large import writes tens of megabytes in one transaction: a bigger page cache keeps SQLite
      // from spilling half-built B-trees to the WAL over and over.
      try db.execute(sql: "PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY")
    }
    return configuration
  }

  // MARK: Reading

  /// The contact with `id`, with its photo and groups; nil when there is none.
  public func contact(id: String) throws -> Contact? {
    try read { db in
      guard try isVisible(id, in: db),
        let row = try Row.fetchOne(
          db, sql: ContactStore.fullContactSQL + " WHERE contact.uid = ?", arguments: [id])
      else { return nil }
      let groups = try String.fetchAll(
        db,
        sql: """
          SELECT contactGroup.name FROM groupMember JOIN contactGroup ON contactGroup.id = groupMember.groupID
          WHERE groupMember.contactRowid = ? ORDER BY contactGroup.name
          """, arguments: [row["rowid"] as Int64])
      return try ContactRow.contact(from: row, groups: groups)
    }
  }

  /// Calls `body` with every contact in sort order, one at a time, without loading them all at once.
  public func forEachContact(_ body: (Contact) throws -> Void) throws {
    try read { db in
      let visibility = try visibility(in: db)
      var groupsByContact: [Int64: [String]] = [:]
      let memberships = try Row.fetchCursor(
        db,
        sql: """
          SELECT groupMember.contactRowid, contactGroup.name FROM groupMember
          JOIN contactGroup ON contactGroup.id = groupMember.groupID ORDER BY contactGroup.name
          """)
      while let row = try memberships.next() {
        groupsByContact[row[0], default: []].append(row[1])
      }
      let rows = try Row.fetchCursor(db, sql: ContactStore.fullContactSQL + " ORDER BY sortKey, uid")
      while let row = try rows.next() {
        let rowid: Int64 = row["rowid"]
        guard visibility.contains(rowid) else { continue }
        try body(try ContactRow.contact(from: row, groups: groupsByContact[rowid] ?? []))
      }
    }
  }

  /// Every contact, in sort order. Prefer ``forEachContact(_:)`` for large books.
  public func allContacts() throws -> [Contact] {
    var contacts: [Contact] = []
    try forEachContact { contacts.append($0) }
    return contacts
  }

  /// The summaries of every contact in sort order, streamed; photos and notes are not read.
  public func forEachSummary(_ body: (ContactSummary) throws -> Void) throws {
    try read { db in
      let visibility = try visibility(in: db)
      let rows = try Row.fetchCursor(
        db, sql: "SELECT rowid, \(ContactRow.summaryColumns) FROM contact ORDER BY sortKey, uid")
      while let row = try rows.next() {
        guard visibility.contains(row[0]) else { continue }
        try body(try ContactRow.summary(from: row))
      }
    }
  }

  /// The summaries of the contacts with these identifiers, in the order given; unknown ones are skipped.
  public func summaries(ids: [String]) throws -> [ContactSummary] {
    guard !ids.isEmpty else { return [] }
    return try read { db in try ContactStore.summaries(ids: try visibleIDs(ids, in: db), in: db) }
  }

  static func summaries(ids: [String], in db: Database) throws -> [ContactSummary] {
    var found: [String: ContactSummary] = [:]
    for chunk in stride(from: 0, to: ids.count, by: 500) {
      let part = Array(ids[chunk..<min(chunk + 500, ids.count)])
      let marks = Array(repeating: "?", count: part.count).joined(separator: ",")
      let rows = try Row.fetchCursor(
        db, sql: "SELECT \(ContactRow.summaryColumns) FROM contact WHERE uid IN (\(marks))",
        arguments: StatementArguments(part))
      while let row = try rows.next() {
        let summary = try ContactRow.summary(from: row)
        found[summary.id] = summary
      }
    }
    return ids.compactMap { found[$0] }
  }

  /// The number of contacts.
  public func count() throws -> Int {
    try read { db in
      if let visible = try visibleRowids(in: db) { return visible.count }
      return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact") ?? 0
    }
  }

  /// The identifiers of every contact this client sees.
  public func contactIDs() throws -> Set<String> {
    try read { db in
      let visibility = try visibility(in: db)
      var ids = Set<String>()
      let rows = try Row.fetchCursor(db, sql: "SELECT rowid, uid FROM contact")
      while let row = try rows.next() {
        if visibility.contains(row[0]) { ids.insert(row[1]) }
      }
      return ids
    }
  }

  /// Every group, by name.
  public func groups() throws -> [ContactGroup] {
    try read { db in
      let all = try Row.fetchAll(db, sql: "SELECT id, name FROM contactGroup ORDER BY name").map {
        ContactGroup(id: $0["id"], name: $0["name"])
      }
      guard let visible = try visibleRowids(in: db) else { return all }
      // A limited client sees the groups it was given and those of the contacts it sees.
      let visibility = Visibility(rowids: visible)
      let given = Set(access.groups.map { $0.lowercased() })
      var seen = Set<String>()
      for row in try Row.fetchAll(db, sql: "SELECT groupID, contactRowid FROM groupMember") where visibility.contains(row[1]) {
        seen.insert(row[0])
      }
      return all.filter { seen.contains($0.id) || given.contains($0.name.lowercased()) }
    }
  }

  /// Runs `body` in a read transaction; for derived indexes that query their own tables in the file.
  public func read<T>(_ body: (Database) throws -> T) throws -> T {
    // A store in memory is one writable connection: GRDB's read would toggle `query_only` around each
    // read (see ``StoreReader/transaction(_:_:)``). Its reads are kith's own, none of which writes.
    if path == nil, let queue = writer as? DatabaseQueue {
      return try queue.inDatabase { db in try StoreReader.transaction(db, body) }
    }
    return try writer.read(body)
  }

  /// Runs `body` in a write transaction, for derived data (never contacts: use ``execute(_:)``).
  public func writeDerived<T>(_ body: (Database) throws -> T) throws -> T {
    try writer.write(body)
  }

  static let fullContactSQL = """
    SELECT contact.*, contactPhoto.mediaType AS photoType, contactPhoto.data AS photoData
    FROM contact LEFT JOIN contactPhoto ON contactPhoto.contactRowid = contact.rowid
    """
}
