import Foundation
import GRDB
import KithCore

/// The writes of one save, inside one database transaction. Records one history event per touched
/// contact and hands the coalesced changes to the store's observers at the end.
struct SaveTransaction {
  let db: Database
  let store: ContactStore
  let now: Double
  private var events: [ContactChange] = []

  /// How many contacts this save has touched so far.
  var changeCount: Int { ContactChange.coalesce(events).count }

  init(db: Database, store: ContactStore) {
    self.db = db
    self.store = store
    now = store.clock().timeIntervalSince1970
  }

  /// What an upsert did.
  enum Outcome { case added, updated, unchanged }

  mutating func add(_ contact: Contact) throws {
    if try rowid(of: contact.id) != nil { throw StoreError.duplicateContactID(contact.id) }
    try insert(contact, encoded: ContactRow.Encoded(contact), revision: 1)
  }

  mutating func update(_ contact: Contact) throws {
    guard let (rowid, stored) = try rowidAndRevision(of: contact.id) else {
      throw StoreError.contactNotFound(contact.id)
    }
    guard stored == contact.revision else {
      throw StoreError.conflict(contactID: contact.id, expectedRevision: contact.revision, storedRevision: stored)
    }
    try write(contact, encoded: ContactRow.Encoded(contact), rowid: rowid, revision: stored + 1)
  }

  /// Adds the contact, or replaces the stored one with the same identifier unless nothing differs.
  mutating func upsert(_ contact: Contact) throws -> Outcome {
    try upsert(PreparedContact(contact, observers: []))
  }

  /// Adds the prepared contact, or replaces the stored one with the same identifier unless nothing differs.
  mutating func upsert(_ prepared: PreparedContact) throws -> Outcome {
    let contact = prepared.contact
    let encoded = prepared.encoded
    // Most imported cards are new: try the insert first, and look the stored card up only if it exists.
    if try insert(contact, encoded: encoded, revision: 1, ifAbsent: true, observed: prepared.observed) {
      return .added
    }
    let statement = try db.cachedStatement(sql: "SELECT rowid, revision, fingerprint FROM contact WHERE uid = ?")
    guard let row = try Row.fetchOne(statement, arguments: [contact.id]) else {
      throw StoreError.contactNotFound(contact.id)
    }
    if row[2] as Int64 == encoded.fingerprint { return .unchanged }
    try write(contact, encoded: encoded, rowid: row[0], revision: row[1] + 1, observed: prepared.observed)
    return .updated
  }

  mutating func delete(id: String, revision: Int?) throws {
    guard let (rowid, stored) = try rowidAndRevision(of: id) else {
      throw StoreError.contactNotFound(id)
    }
    if let revision, revision != stored {
      throw StoreError.conflict(contactID: id, expectedRevision: revision, storedRevision: stored)
    }
    try db.execute(sql: "DELETE FROM contact WHERE rowid = ?", arguments: [rowid])
    events.append(ContactChange(contactID: id, kind: .deleted))
    for observer in store.observers { try observer.store(db, didDelete: id, rowid: rowid) }
  }

  // MARK: Groups

  mutating func add(_ group: ContactGroup) throws {
    if try String.fetchOne(db, sql: "SELECT id FROM contactGroup WHERE name = ?", arguments: [group.name]) != nil {
      throw StoreError.duplicateGroupName(group.name)
    }
    try db.execute(sql: "INSERT INTO contactGroup (id, name) VALUES (?, ?)", arguments: [group.id, group.name])
  }

  mutating func update(_ group: ContactGroup) throws {
    if let other = try String.fetchOne(
      db, sql: "SELECT id FROM contactGroup WHERE name = ? AND id != ?", arguments: [group.name, group.id])
    {
      _ = other
      throw StoreError.duplicateGroupName(group.name)
    }
    try db.execute(sql: "UPDATE contactGroup SET name = ? WHERE id = ?", arguments: [group.name, group.id])
    guard db.changesCount == 1 else { throw StoreError.groupNotFound(group.id) }
    try touchMembers(ofGroup: group.id)
  }

  mutating func deleteGroup(id: String) throws {
    try touchMembers(ofGroup: id)
    try db.execute(sql: "DELETE FROM contactGroup WHERE id = ?", arguments: [id])
    guard db.changesCount == 1 else { throw StoreError.groupNotFound(id) }
  }

  mutating func addMember(contactID: String, groupID: String) throws {
    let rowid = try requireRowid(contactID)
    try requireGroup(groupID)
    try db.execute(
      sql: "INSERT OR IGNORE INTO groupMember (groupID, contactRowid) VALUES (?, ?)", arguments: [groupID, rowid])
    if db.changesCount > 0 { try touch(rowid: rowid, id: contactID) }
  }

  mutating func removeMember(contactID: String, groupID: String) throws {
    let rowid = try requireRowid(contactID)
    try requireGroup(groupID)
    try db.execute(
      sql: "DELETE FROM groupMember WHERE groupID = ? AND contactRowid = ?", arguments: [groupID, rowid])
    if db.changesCount > 0 { try touch(rowid: rowid, id: contactID) }
  }

  /// The identifier of the group called `name`, created if needed.
  mutating func groupID(named name: String) throws -> String {
    if let id = try String.fetchOne(db, sql: "SELECT id FROM contactGroup WHERE name = ?", arguments: [name]) {
      return id
    }
    let group = ContactGroup(name: name)
    try add(group)
    return group.id
  }

  // MARK: Finishing

  /// Writes the history events, prunes old ones, runs the observers; returns the new token.
  mutating func finish() throws -> ChangeToken {
    let previous = try store.currentToken(in: db)
    let changes = ContactChange.coalesce(events)
    var token = previous
    if !changes.isEmpty {
      let statement = try db.cachedStatement(sql: "INSERT INTO change (uid, kind) VALUES (?, ?)")
      for change in changes {
        try statement.execute(arguments: [change.contactID, change.kind.rawValue])
      }
      token = ChangeToken(storeID: store.storeID, sequence: db.lastInsertedRowID)
      try store.pruneHistory(through: token.sequence - Int64(store.historyLimit), in: db)
    }
    for observer in store.observers {
      try observer.storeDidSave(changes, from: previous, to: token, in: db)
    }
    return token
  }

  // MARK: Rows

  /// Inserts the contact; with `ifAbsent`, does nothing (and returns false) when its id is taken.
  @discardableResult
  private mutating func insert(
    _ contact: Contact, encoded: ContactRow.Encoded, revision: Int, ifAbsent: Bool = false,
    observed: [(any Sendable)?] = []
  ) throws -> Bool {
    let statement = try db.cachedStatement(
      sql: ifAbsent ? ContactRow.insertSQL + " ON CONFLICT (uid) DO NOTHING" : ContactRow.insertSQL)
    try statement.execute(arguments: encoded.arguments(revision: revision, modifiedAt: now))
    guard db.changesCount == 1 else { return false }
    let rowid = db.lastInsertedRowID
    try writePhotoAndGroups(contact, rowid: rowid, replacing: false)
    events.append(ContactChange(contactID: contact.id, kind: .added))
    try notify(contact, rowid: rowid, observed: observed)
    return true
  }

  private mutating func write(
    _ contact: Contact, encoded: ContactRow.Encoded, rowid: Int64, revision: Int, observed: [(any Sendable)?] = []
  ) throws {
    let statement = try db.cachedStatement(sql: ContactRow.updateSQL)
    var arguments = encoded.arguments(revision: revision, modifiedAt: now)
    arguments += [rowid]
    try statement.execute(arguments: arguments)
    try writePhotoAndGroups(contact, rowid: rowid, replacing: true)
    events.append(ContactChange(contactID: contact.id, kind: .updated))
    try notify(contact, rowid: rowid, observed: observed)
  }

  private func notify(_ contact: Contact, rowid: Int64, observed: [(any Sendable)?]) throws {
    for (index, observer) in store.observers.enumerated() {
      if index < observed.count, let prepared = observed[index] {
        try observer.store(db, didWrite: contact, rowid: rowid, prepared: prepared)
      } else {
        try observer.store(db, didWrite: contact, rowid: rowid)
      }
    }
  }

  private mutating func writePhotoAndGroups(_ contact: Contact, rowid: Int64, replacing: Bool) throws {
    if replacing {
      try db.cachedStatement(sql: "DELETE FROM contactPhoto WHERE contactRowid = ?").execute(arguments: [rowid])
      try db.cachedStatement(sql: "DELETE FROM groupMember WHERE contactRowid = ?").execute(arguments: [rowid])
    }
    if let photo = contact.photo {
      try db.cachedStatement(sql: "INSERT INTO contactPhoto (contactRowid, mediaType, data) VALUES (?, ?, ?)")
        .execute(arguments: [rowid, photo.mediaType, photo.data])
    }
    for name in Set(contact.groups).sorted() {
      let id = try groupID(named: name)
      try db.cachedStatement(sql: "INSERT OR IGNORE INTO groupMember (groupID, contactRowid) VALUES (?, ?)")
        .execute(arguments: [id, rowid])
    }
  }

  private mutating func touchMembers(ofGroup id: String) throws {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT contact.rowid, contact.uid FROM groupMember JOIN contact ON contact.rowid = groupMember.contactRowid
        WHERE groupMember.groupID = ?
        """, arguments: [id])
    for row in rows {
      try touch(rowid: row[0], id: row[1])
    }
  }

  /// A membership change is a change of the contact: new revision, history event.
  private mutating func touch(rowid: Int64, id: String) throws {
    try db.execute(
      sql: "UPDATE contact SET revision = revision + 1, modifiedAt = ? WHERE rowid = ?", arguments: [now, rowid])
    events.append(ContactChange(contactID: id, kind: .updated))
  }

  private func rowid(of id: String) throws -> Int64? {
    try Int64.fetchOne(db, sql: "SELECT rowid FROM contact WHERE uid = ?", arguments: [id])
  }

  private func rowidAndRevision(of id: String) throws -> (Int64, Int)? {
    let statement = try db.cachedStatement(sql: "SELECT rowid, revision FROM contact WHERE uid = ?")
    guard let row = try Row.fetchOne(statement, arguments: [id]) else { return nil }
    return (row[0], row[1])
  }

  private func requireRowid(_ id: String) throws -> Int64 {
    guard let rowid = try rowid(of: id) else { throw StoreError.contactNotFound(id) }
    return rowid
  }

  private func requireGroup(_ id: String) throws {
    guard try Bool.fetchOne(db, sql: "SELECT 1 FROM contactGroup WHERE id = ?", arguments: [id]) == true else {
      throw StoreError.groupNotFound(id)
    }
  }
}
