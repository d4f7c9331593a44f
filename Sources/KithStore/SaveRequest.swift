import KithCore

/// A batch of edits saved together, all or nothing, like `CNSaveRequest`.
///
/// ```swift
/// var request = SaveRequest()
/// request.add(newContact)
/// request.update(editedContact)          // carries the revision it was read at
/// request.addMember(contactID: newContact.id, toGroup: family.id)
/// try store.execute(request)             // one transaction; a conflict writes nothing
/// ```
public struct SaveRequest: Sendable {
  public enum Operation: Sendable, Hashable {
    case addContact(Contact)
    case updateContact(Contact)
    case deleteContact(id: String, revision: Int?)
    case addGroup(ContactGroup)
    case updateGroup(ContactGroup)
    case deleteGroup(id: String)
    case addMember(contactID: String, groupID: String)
    case removeMember(contactID: String, groupID: String)
    /// App state that joins the batch: a favourite on or off, the owner's card (nil clears it).
    case setFavorite(contactID: String, Bool)
    case setMe(contactID: String?)
    /// A merge: the app state of one contact goes to another (before the first is deleted).
    case transferAppState(from: String, to: String)
    /// An undo of a merge: the app state of some contacts as it was.
    case restoreAppState(AppStateSnapshot)
  }

  public private(set) var operations: [Operation] = []

  public init() {}

  public var isEmpty: Bool { operations.isEmpty }

  /// Adds a contact; its `groups` become memberships (groups created by name as needed).
  public mutating func add(_ contact: Contact) { operations.append(.addContact(contact)) }

  /// Replaces a stored contact. Fails with a conflict if the stored revision is not `contact.revision`.
  public mutating func update(_ contact: Contact) { operations.append(.updateContact(contact)) }

  /// Deletes a contact; with the revision it was read at, a concurrent edit makes the request fail.
  public mutating func delete(_ contact: Contact) {
    operations.append(.deleteContact(id: contact.id, revision: contact.revision))
  }

  /// Deletes a contact by identifier, whatever its revision.
  public mutating func deleteContact(id: String) {
    operations.append(.deleteContact(id: id, revision: nil))
  }

  public mutating func add(_ group: ContactGroup) { operations.append(.addGroup(group)) }

  /// Renames a group.
  public mutating func update(_ group: ContactGroup) { operations.append(.updateGroup(group)) }

  public mutating func delete(_ group: ContactGroup) { operations.append(.deleteGroup(id: group.id)) }

  public mutating func addMember(contactID: String, toGroup groupID: String) {
    operations.append(.addMember(contactID: contactID, groupID: groupID))
  }

  public mutating func removeMember(contactID: String, fromGroup groupID: String) {
    operations.append(.removeMember(contactID: contactID, groupID: groupID))
  }

  /// Makes a contact a favourite (or not) in the same transaction as the rest of the batch.
  public mutating func setFavorite(contactID: String, _ isFavorite: Bool) {
    operations.append(.setFavorite(contactID: contactID, isFavorite))
  }

  /// Sets (nil: clears) the owner's card in the same transaction as the rest of the batch.
  public mutating func setMe(contactID: String?) {
    operations.append(.setMe(contactID: contactID))
  }

  /// Gives `to` the favourite, owner's card, usage, learned aliases, outbox lines and client ownership of
  /// `from`, in the same transaction: what a merge does before it deletes `from`.
  public mutating func transferAppState(from: String, to: String) {
    operations.append(.transferAppState(from: from, to: to))
  }

  /// Puts back the app state a snapshot holds (after the cards it is about are restored in this batch).
  public mutating func restore(_ snapshot: AppStateSnapshot) {
    operations.append(.restoreAppState(snapshot))
  }
}
