import GRDB
import KithCore

extension ContactStore {
  /// Executes every operation of `request` in one transaction and returns the new change token.
  ///
  /// All or nothing: if any operation fails (a conflict, a missing contact, a full disk) the store is
  /// left exactly as it was and the error says which contact or group was at fault.
  @discardableResult
  public func execute(_ request: SaveRequest) throws -> ChangeToken {
    try perform(.save, count: request.operations.count) { transaction in
      try checkAccess(request, in: transaction.db)
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
        case .setFavorite(let contactID, let on):
          try ContactStore.writeFavorite(contactID, on, at: transaction.now, in: transaction.db)
        case .setMe(let contactID):
          try ContactStore.writeMe(contactID, in: transaction.db)
        case .transferAppState(let from, let to):
          try AppStateSnapshot.transfer(from: from, to: to, in: transaction.db)
        case .restoreAppState(let snapshot):
          try snapshot.restore(in: transaction.db)
        }
      }
      for case .addContact(let contact) in request.operations {
        try recordCreation(of: contact.id, in: transaction.db)
      }
    }
  }

  /// Runs `body` as one save: one transaction, history events, observers, a line of `kith log`;
  /// nothing is kept if it throws.
  func perform(
    _ kind: Activity.Kind, count: Int? = nil, _ body: (inout SaveTransaction) throws -> Void
  ) throws -> ChangeToken {
    try requireChanges(kind == .import ? "import contacts" : "save changes")
    do {
      return try writer.write { db in
        var transaction = SaveTransaction(db: db, store: self)
        try body(&transaction)
        let token = try transaction.finish()
        try recordActivity(kind, contactID: nil, count: count ?? transaction.changeCount, in: db)
        return token
      }
    } catch {
      for observer in observers { observer.storeDidRollBack() }
      throw error
    }
  }
}

extension ContactStore {
  /// A limited client changes only the contacts it sees (an unseen one is "no contact", as if absent),
  /// may not rename or delete groups (they hold contacts it does not see), and keeps seeing what it adds.
  fileprivate func checkAccess(_ request: SaveRequest, in db: Database) throws {
    guard access.level == .limited else { return }
    // A contact added in the same batch may join a group there too.
    var added = Set<String>()
    for case .addContact(let contact) in request.operations { added.insert(contact.id) }
    for operation in request.operations {
      switch operation {
      case .addContact: break
      case .updateContact(let contact): try requireVisible(contact.id, in: db)
      case .deleteContact(let id, _): try requireVisible(id, in: db)
      case .addMember(let id, _), .removeMember(let id, _):
        if !added.contains(id) { try requireVisible(id, in: db) }
      case .addGroup: break
      case .setFavorite(let id, _): try requireVisible(id, in: db)
      case .setMe: throw StoreError.accessDenied(access.description, "set your own card")
      case .transferAppState(let from, let to):
        try requireVisible(from, in: db)
        try requireVisible(to, in: db)
      case .restoreAppState(let snapshot):
        for id in snapshot.contactIDs where !added.contains(id) { try requireVisible(id, in: db) }
      case .updateGroup, .deleteGroup:
        throw StoreError.accessDenied(access.description, "rename or delete groups")
      }
    }
  }
}
