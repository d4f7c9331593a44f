import Foundation
import GRDB

/// A connection of its own to a store's file, for a client that reads many times in a row (a search
/// session answering query after query): each read is one transaction on this connection, without the
/// connection pool's bookkeeping, and the connection's page cache stays warm between reads.
///
/// It only reads, and it sees every save the store commits (the file is in WAL mode): a read that begins
/// after a save sees it, and each read sees one consistent state of the book.
///
/// ```swift
/// if let reader = try store.makeReader() {
///   try reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact") }
/// }
/// ```
public final class StoreReader: @unchecked Sendable {
  private let queue: DatabaseQueue

  init(path: String) throws {
    var configuration = ContactStore.configuration()
    configuration.readonly = true
    configuration.label = "kith.reader"
    configuration.prepareDatabase { db in
      // Pages are read in place from a mapping of the file rather than copied by a system call each: a
      // query touches a dozen pages it has not read before, and a call costs more than the reading.
      // With the file mapped, the page cache holds little; the store's own connections keep a large one.
      try db.execute(sql: "PRAGMA mmap_size = \(StoreReader.mappedBytes); PRAGMA cache_size = -8192")
    }
    queue = try DatabaseQueue(path: path, configuration: configuration)
  }

  /// How much of the file is mapped: all of a book of a million contacts.
  static let mappedBytes = 4 << 30

  /// Runs `body` in one read transaction.
  public func read<T>(_ body: (Database) throws -> T) throws -> T {
    try queue.inDatabase { db in try StoreReader.transaction(db, body) }
  }

  /// Runs `body` in a read transaction begun and ended by cached statements: GRDB parses "BEGIN" anew each
  /// time (a tenth of a search), and its read-only reads of a writable connection set `PRAGMA query_only`
  /// on and off, which makes SQLite prepare every cached statement again (a third of a search).
  static func transaction<T>(_ db: Database, _ body: (Database) throws -> T) throws -> T {
    try db.cachedStatement(sql: "BEGIN DEFERRED TRANSACTION").execute()
    do {
      let result = try body(db)
      try db.cachedStatement(sql: "COMMIT TRANSACTION").execute()
      return result
    } catch {
      // A read changes nothing; the transaction only has to end (SQLite may have ended it already).
      if db.isInsideTransaction { try? db.cachedStatement(sql: "ROLLBACK TRANSACTION").execute() }
      throw error
    }
  }
}

extension ContactStore {
  /// The reader for this store's file (see ``StoreReader``), opened on first use and shared by every
  /// session of this store (an MCP server keeps hundreds of conversations, not hundreds of connections);
  /// nil when the store has no file another connection could open (in memory) or is opened as immutable
  /// (a read-only disk): then read through ``read(_:)``.
  public func makeReader() throws -> StoreReader? {
    guard let path, !access.storeIsReadOnly, writer is DatabasePool else { return nil }
    return try sharedReader.withLock { reader in
      if let reader { return reader }
      let opened = try StoreReader(path: path)
      reader = opened
      return opened
    }
  }
}
