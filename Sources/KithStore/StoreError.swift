import GRDB
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
  /// The file or the disk failed (full, read-only, an I/O error, damaged): `problem` says which in words.
  case storage(path: String, problem: String)

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
    case .storage(let path, let problem):
      "\(problem) (the store at \(path))"
    case .unknownSchema(let path, let migrations):
      "the store at \(path) was written by a newer kith (unknown migrations: \(migrations.joined(separator: ", ")))"
    }
  }
}

extension StoreError {
  /// What a failure SQLite reported means for the user, in words, naming the store and never its data.
  /// A failed write has rolled back: the words say that nothing was saved.
  /// The storage error `error` is, if it is one SQLite reported.
  public static func storage(from error: any Error, path: String?) -> StoreError? {
    (error as? DatabaseError).map { storage($0, path: path) }
  }

  public static func storage(_ error: DatabaseError, path: String?) -> StoreError {
    let problem: String
    switch error.resultCode {
    case .SQLITE_FULL:
      problem = "the disk holding the store is full, so nothing was saved; free some space and try again"
    case .SQLITE_READONLY:
      problem = "the store can't be written (a read-only file or disk), so nothing was saved"
    case .SQLITE_IOERR:
      problem = "the disk failed to read or write the store (an I/O error), so nothing was saved"
    case .SQLITE_CORRUPT, .SQLITE_NOTADB:
      problem = "the store file is damaged or is not a kith store"
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      problem = "another program kept the store busy for too long, so nothing was saved; try again"
    case .SQLITE_CANTOPEN:
      problem = "the store can't be opened"
    default:
      problem = "the store failed (SQLite: \(error.message ?? "error \(error.resultCode.rawValue)")), so nothing was saved"
    }
    return .storage(path: path ?? ":memory:", problem: problem)
  }
}
