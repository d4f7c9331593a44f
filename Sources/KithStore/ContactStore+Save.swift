import GRDB
import KithCore

extension ContactStore {
  /// Executes every operation of `request` in one transaction and returns the new change token.
  ///
  /// All or nothing: if any operation fails (a conflict, a missing contact, a full disk) the store is
  /// left exactly as it was and the error says which contact or group was at fault.
  @discardableResult
  public func execute(_ request: SaveRequest) throws -> ChangeToken {
    try perform { transaction in
      for operation in request.operations {
        switch operation {
        case .addContact(let contact): try transaction.add(contact)
        case .updateContact(let contact): try transaction.update(contact)
        case .deleteContact(let id, let revision): try transaction.delete(id: id, revision: revision)
        case .addGroup(let group): try transaction.add(group)
        case .updateGroup(let group): try transaction.update(group)
        case .deleteGroup(let id): try transaction.deleteGroup(id: id)
        case .addMember(let contactID, let groupID):
          try transaction.addMember(contactID: contactID, groupID: groupID)
        case .removeMember(let contactID, let groupID):
          try transaction.removeMember(contactID: contactID, groupID: groupID)
        }
      }
    }
  }

  /// Runs `body` as one save: one transaction, history events, observers; nothing is kept if it throws.
  func perform(_ body: (inout SaveTransaction) throws -> Void) throws -> ChangeToken {
    do {
      return try writer.write { db in
        var transaction = SaveTransaction(db: db, store: self)
        try body(&transaction)
        return try transaction.finish()
      }
    } catch {
      for observer in observers { observer.storeDidRollBack() }
      throw error
    }
  }
}
