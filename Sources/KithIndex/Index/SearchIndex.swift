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
  static let version = "10"

  /// The parser of the book's region, for anything that compares numbers as the index does.
  public let phoneParser: PhoneNumberParser
  private let pending = Mutex(PendingUpdate())

  public init(region: String = "US") {
    phoneParser = PhoneNumberParser(defaultRegion: region)
  }

  // MARK: SaveObserver

  public func checkReadOnly(_ db: Database, path: String) throws {
    let current = try db.tableExists("searchState") && IndexSchema.state("version", in: db) == SearchIndex.version
      && IndexSchema.state("token", in: db) == ContactStore.currentToken(in: db).description
    if !current {
      throw StoreError.cannotOpen(
        path: path, reason: "the file is read-only and its search index must be rebuilt; copy it where it can be written, or open it once there")
    }
  }

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
    let terms = DocumentTerms(contact, note: contact.note, rowid: rowid, parser: phoneParser)
    try write(terms, uid: contact.id, rowid: rowid, in: db)
  }

  public func prepareWrite(of contact: Contact) -> (any Sendable)? {
    DocumentTerms(contact, note: contact.note, rowid: 0, parser: phoneParser)
  }

  public func store(_ db: Database, didWrite contact: Contact, rowid: Int64, prepared: any Sendable) throws {
    guard var terms = prepared as? DocumentTerms else {
      return try store(db, didWrite: contact, rowid: rowid)
    }
    terms.setDocument(rowid)
    try write(terms, uid: contact.id, rowid: rowid, in: db)
  }

  public func store(_ db: Database, didDelete contactID: String, rowid: Int64) throws {
    try pending.withLock { update in try IndexWriter(db: db).removeDocument(rowid, into: &update) }
  }

  /// Writes the document's own rows now; its postings join the pending update, written at commit.
  private func write(_ terms: DocumentTerms, uid: String, rowid: Int64, in db: Database) throws {
    try pending.withLock { update in try IndexWriter(db: db).writeDocument(terms, uid: uid, rowid: rowid, into: &update) }
  }

  public func storeDidSave(
    _ changes: [ContactChange], from previous: ChangeToken, to token: ChangeToken, in db: Database
  ) throws {
    let update = pending.withLock { state -> PendingUpdate in
      defer { state = PendingUpdate() }
      return state
    }
    try IndexWriter(db: db).apply(update)
    let indexed = try IndexSchema.state("token", in: db).flatMap(ChangeToken.init)
    if indexed == previous {
      try IndexSchema.setState("token", token.description, in: db)
    } else {
      // Saves happened without this index: bring it up to date from the history (which re-indexes
      // this save's contacts too).
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
      let writer = IndexWriter(db: db)
      for change in changes {
        if change.kind == .deleted {
          if let rowid = try IndexSchema.documentRowid(uid: change.contactID, in: db) {
            try writer.removeDocument(rowid, into: &update)
          }
        } else if let (rowid, summary) = try ContactStore.summaryRow(id: change.contactID, in: db) {
          let note = try String.fetchOne(
            db.cachedStatement(sql: "SELECT note FROM contact WHERE rowid = ?"), arguments: [rowid]) ?? ""
          let terms = DocumentTerms(summary, note: note, rowid: rowid, parser: phoneParser)
          try writer.writeDocument(terms, uid: summary.id, rowid: rowid, into: &update)
        }
      }
      try writer.apply(update)
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
    let writer = IndexWriter(db: db)
    // Notes are not part of a summary; the few a book has are read at once, for their role words.
    var notes: [Int64: String] = [:]
    let rows = try Row.fetchCursor(db, sql: "SELECT rowid, note FROM contact WHERE note != ''")
    while let row = try rows.next() { notes[row[0]] = row[1] }
    try ContactStore.forEachSummaryRow(in: db) { rowid, summary in
      let terms = DocumentTerms(summary, note: notes[rowid] ?? "", rowid: rowid, parser: phoneParser)
      try writer.writeDocument(terms, uid: summary.id, rowid: rowid, into: &update, known: false)
    }
    try writer.apply(update)
    try IndexSchema.setState("token", token.description, in: db)
  }

  /// The token the index is current with, or nil before its first build.
  public func indexedToken(_ store: ContactStore) throws -> ChangeToken? {
    try store.read { db in try IndexSchema.state("token", in: db).flatMap(ChangeToken.init) }
  }
}

/// The postings a save adds and removes, gathered as it goes and written once per term when it commits.
struct PendingUpdate: Sendable {
  /// Documents whose postings of a term must go, by term.
  var removals: [String: Set<Int64>] = [:]
  /// New postings by term, in first-seen order.
  var slots: [(term: String, kind: TermKind, postings: [Posting])] = []
  var slotOfTerm: [String: Int] = [:]

  var isEmpty: Bool { removals.isEmpty && slots.isEmpty }

  mutating func add(_ entry: (term: String, kind: TermKind, posting: Posting)) {
    if let slot = slotOfTerm[entry.term] {
      slots[slot].postings.append(entry.posting)
      if entry.kind == .word { slots[slot].kind = .word }
    } else {
      slotOfTerm[entry.term] = slots.count
      slots.append((entry.term, entry.kind, [entry.posting]))
    }
  }

  mutating func remove(_ document: Int64, from term: String) {
    removals[term, default: []].insert(document)
  }
}
