import Foundation
import GRDB
import KithCore
import KithStore
import Synchronization

/// The ranked fuzzy name index, kept in the store's file.
///
/// It is derived data: ``rebuild(in:)`` makes it from the contacts alone, and every save updates it
/// inside the save's transaction (register it as a ``SaveObserver``). A process that opens a store some
/// other writer changed catches up from the change history (``catchUp(_:)``), which costs a few
/// milliseconds for a few edits; opening a store never rescans it.
public final class SearchIndex: SaveObserver {
  /// Bump when what is indexed or how changes; an index of another version is rebuilt when opened.
  static let version = "2"

  let phoneParser: PhoneNumberParser
  private let pending = Mutex(PendingUpdate())

  public init(region: String = "US") {
    phoneParser = PhoneNumberParser(defaultRegion: region)
  }

  // MARK: SaveObserver

  public func prepare(_ db: Database) throws {
    try IndexSchema.create(in: db)
    if try IndexSchema.state("version", in: db) != SearchIndex.version {
      try IndexSchema.clear(in: db)
      try IndexSchema.setState("version", SearchIndex.version, in: db)
      try IndexSchema.setState("token", nil, in: db)
    }
    if try IndexSchema.state("token", in: db) == nil,
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact") == 0
    {
      // An empty store has an empty index: it is current as it stands.
      try IndexSchema.setState("token", ContactStore.currentToken(in: db).description, in: db)
    }
  }

  public func store(_ db: Database, didWrite contact: Contact, rowid: Int64) throws {
    let terms = DocumentTerms(IndexableContact(contact), rowid: rowid, parser: phoneParser)
    pending.withLock { $0.replace(rowid, uid: contact.id, with: terms) }
  }

  public func store(_ db: Database, didDelete contactID: String, rowid: Int64) throws {
    pending.withLock { $0.remove(rowid) }
  }

  public func storeDidSave(
    _ changes: [ContactChange], from previous: ChangeToken, to token: ChangeToken, in db: Database
  ) throws {
    let update = pending.withLock { state -> PendingUpdate in
      defer { state = PendingUpdate() }
      return state
    }
    let indexed = try IndexSchema.state("token", in: db).flatMap(ChangeToken.init)
    if indexed == previous {
      try IndexWriter(db: db).apply(update)
      try IndexSchema.setState("token", token.description, in: db)
    } else {
      // Saves happened without this index: bring it up to date from the history instead.
      try catchUp(in: db)
    }
  }

  public func storeDidRollBack() {
    pending.withLock { $0 = PendingUpdate() }
  }

  // MARK: Catching up and rebuilding

  /// Brings the index up to date with `store` if another writer changed it; cheap when nothing did.
  /// Returns true when there was something to do.
  @discardableResult
  public func catchUp(_ store: ContactStore) throws -> Bool {
    let behind = try store.read { db in
      try IndexSchema.state("token", in: db) != ContactStore.currentToken(in: db).description
    }
    guard behind else { return false }
    try store.writeDerived { db in try catchUp(in: db) }
    return true
  }

  /// Applies the changes since the index's token, or rebuilds when the history cannot say.
  func catchUp(in db: Database) throws {
    let indexed = try IndexSchema.state("token", in: db).flatMap(ChangeToken.init)
    switch try ContactStore.changes(since: indexed, in: db) {
    case .dropEverything:
      try rebuild(in: db)
    case .changes(let changes, let token):
      var update = PendingUpdate()
      for change in changes {
        if let rowid = try IndexSchema.documentRowid(uid: change.contactID, in: db) {
          update.remove(rowid)
        }
        if change.kind != .deleted, let (rowid, summary) = try ContactStore.summaryRow(id: change.contactID, in: db) {
          update.replace(
            rowid, uid: summary.id,
            with: DocumentTerms(IndexableContact(summary), rowid: rowid, parser: phoneParser))
        }
      }
      try IndexWriter(db: db).apply(update)
      try IndexSchema.setState("token", token.description, in: db)
    }
  }

  /// Rebuilds the index of `store` from scratch (`kith reindex`).
  public func rebuild(_ store: ContactStore) throws {
    try store.writeDerived { db in try rebuild(in: db) }
  }

  func rebuild(in db: Database) throws {
    let token = try ContactStore.currentToken(in: db)
    try IndexSchema.clear(in: db)
    var update = PendingUpdate()
    try ContactStore.forEachSummaryRow(in: db) { rowid, summary in
      update.replace(
        rowid, uid: summary.id, with: DocumentTerms(IndexableContact(summary), rowid: rowid, parser: phoneParser))
    }
    try IndexWriter(db: db).apply(update)
    try IndexSchema.setState("token", token.description, in: db)
  }

  /// The token the index is current with, or nil before its first build.
  public func indexedToken(_ store: ContactStore) throws -> ChangeToken? {
    try store.read { db in try IndexSchema.state("token", in: db).flatMap(ChangeToken.init) }
  }
}

/// What a save did to the index, gathered as it happens and written when it commits.
struct PendingUpdate: Sendable {
  /// Documents whose old terms must go.
  var removals: Set<Int64> = []
  /// New terms by document.
  var additions: [Int64: (uid: String, terms: DocumentTerms)] = [:]

  mutating func replace(_ rowid: Int64, uid: String, with terms: DocumentTerms) {
    removals.insert(rowid)
    additions[rowid] = (uid, terms)
  }

  mutating func remove(_ rowid: Int64) {
    removals.insert(rowid)
    additions[rowid] = nil
  }
}
