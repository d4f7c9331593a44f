/// Errors of the contact store. Each names contacts by identifier only, never by their details.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The contact changed since the revision the update was made from; nothing was saved.
  case conflict(contactID: String, expectedRevision: Int, storedRevision: Int)
  /// An update or delete names a contact that is not in the store; nothing was saved.
  case contactNotFound(String)
  /// An add names an identifier the store already has; nothing was saved.
  case duplicateContactID(String)
  case groupNotFound(String)
  case duplicateGroupName(String)
  /// The store file could not be created or opened.
  case cannotOpen(path: String, reason: String)
  /// The store was written by a newer kith.
  case unknownSchema(path: String, migrations: [String])
  /// The client's access level (`access`) does not allow `what`; nothing was read or changed.
  case accessDenied(String, String)

  public var description: String {
    switch self {
    case .conflict(let id, let expected, let stored):
      "contact \(id) changed since it was read (revision \(expected), now \(stored)); nothing was saved"
    case .contactNotFound(let id):
      "no contact with id \(id); nothing was saved"
    case .duplicateContactID(let id):
      "a contact with id \(id) already exists; nothing was saved"
    case .groupNotFound(let id):
      "no group with id \(id); nothing was saved"
    case .duplicateGroupName(let name):
      "a group named '\(name)' already exists; nothing was saved"
    case .cannotOpen(let path, let reason):
      "cannot open the store at \(path): \(reason)"
    case .accessDenied(let access, let what):
      "access denied: \(AccessPolicy.refusal(access, what)); nothing was changed"
    case .unknownSchema(let path, let migrations):
      "the store at \(path) was written by a newer kith (unknown migrations: \(migrations.joined(separator: ", ")))"
    }
  }
}
