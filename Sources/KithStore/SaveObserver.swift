import GRDB
import KithCore

/// Derived data kept in the store's file and updated inside every save's transaction.
///
/// The search index is one: it is told of every contact written or deleted as the save goes, and at the
/// end of the save (``storeDidSave(_:from:to:in:)``) it commits its own changes, so a reader never sees
/// contacts and index disagree. An observer that missed saves (another process wrote without it) notices
/// that `previous` is not the token it stored last, and catches up with
/// ``ContactStore/changes(since:in:)``.
public protocol SaveObserver: Sendable {
  /// Creates or migrates the observer's own tables; called when the store opens.
  /// Checks, without writing, that the derived data of a store opened read-only is current (a store on a
  /// read-only disk cannot be caught up); throws ``StoreError/cannotOpen(path:reason:)`` if not.
  func checkReadOnly(_ db: Database, path: String) throws
  func prepare(_ db: Database) throws
  /// A contact was added or replaced (`rowid` is its row in the `contact` table).
  func store(_ db: Database, didWrite contact: Contact, rowid: Int64) throws
  /// A contact was deleted.
  func store(_ db: Database, didDelete contactID: String, rowid: Int64) throws
  /// The save is about to commit. Throwing rolls the whole save back.
  func storeDidSave(
    _ changes: [ContactChange], from previous: ChangeToken, to token: ChangeToken, in db: Database
  ) throws
  /// The save failed and was rolled back: forget what it announced.
  func storeDidRollBack()

  /// Work on a contact that does not need the database, done ahead of its write and possibly on another
  /// thread (an import prepares cards while it writes earlier ones). Returns nil to do nothing ahead.
  func prepareWrite(of contact: Contact) -> (any Sendable)?
  /// ``store(_:didWrite:rowid:)`` with what ``prepareWrite(of:)`` returned for the same contact.
  func store(_ db: Database, didWrite contact: Contact, rowid: Int64, prepared: any Sendable) throws
}

extension SaveObserver {
  public func checkReadOnly(_ db: Database, path: String) throws {}

  public func prepareWrite(of contact: Contact) -> (any Sendable)? { nil }

  public func store(_ db: Database, didWrite contact: Contact, rowid: Int64, prepared: any Sendable) throws {
    try store(db, didWrite: contact, rowid: rowid)
  }
}

/// A contact made ready for its write: its row encoded and each observer's work done in advance.
struct PreparedContact: Sendable {
  var contact: Contact
  var encoded: ContactRow.Encoded
  var observed: [(any Sendable)?]

  init(_ contact: Contact, observers: [any SaveObserver]) {
    self.contact = contact
    encoded = ContactRow.Encoded(contact)
    observed = observers.map { $0.prepareWrite(of: contact) }
  }
}
