import Foundation
import GRDB
import KithCore

/// What one client of the store may see and do, like an app's access to Apple's Contacts (full, limited
/// to the contacts the user chose, denied). The store enforces it on every read and write, so no front
/// end (chat, MCP, the commands) can get around it. The model and its table: docs/ACCESS.md.
public struct AccessPolicy: Hashable, Sendable, CustomStringConvertible {
  public enum Level: String, Hashable, Sendable, CaseIterable {
    /// Everything: lookups, sends, calls, edits, imports, undo.
    case full
    /// Lookups and searches; nothing is sent, called or changed.
    case readOnly = "read-only"
    /// Only the contacts in `groups`, the ones in `contacts`, and the ones this client created exist.
    case limited
    /// Nothing at all.
    case none
  }

  public var level: Level
  /// Group names a limited client sees (compared without regard to case).
  public var groups: [String]
  /// Contact identifiers a limited client sees.
  public var contacts: [String]
  /// The kind of client (`terminal`, `pipe`, `mcp`), kept with each send, call and save (`kith log`).
  public var client: String
  /// Whose creations a limited client sees again: `--client NAME`, else one name per scope, so a client
  /// limited to Work finds the contacts it added to Work and no other client does.
  public var owner: String
  /// The store itself can't be written (a read-only disk or file): nothing is sent, called or changed,
  /// whatever the level.
  public var storeIsReadOnly = false

  public init(level: Level, groups: [String] = [], contacts: [String] = [], client: String = "terminal", owner: String? = nil) {
    self.level = level
    self.groups = level == .limited ? groups : []
    self.contacts = level == .limited ? contacts : []
    self.client = client
    self.owner = owner ?? AccessPolicy.scopeName(groups: self.groups, contacts: self.contacts)
  }

  public static let full = AccessPolicy(level: .full)

  /// "this client's access is read-only, which does not allow it to send messages": every refusal's words.
  public static func refusal(_ access: String, _ what: String) -> String {
    "this client's access is \(access), which does not allow it to \(what)"
  }

  /// Whether the client may send, call, edit, import or undo at all (a limited one only on what it sees).
  public var allowsChanges: Bool { !storeIsReadOnly && (level == .full || level == .limited) }

  public var description: String {
    if storeIsReadOnly, level != .none, level != .readOnly {
      return "read-only, because the store file can't be written"
    }
    switch level {
    case .full, .readOnly, .none: return level.rawValue
    case .limited:
      let scope = groups.map { "group \($0)" } + contacts.map { "contact \($0)" }
      return "limited to " + (scope.isEmpty ? "the contacts it creates" : scope.joined(separator: ", "))
    }
  }

  static func scopeName(groups: [String], contacts: [String]) -> String {
    let parts = groups.map { "group:" + $0.lowercased() }.sorted() + contacts.map { "contact:" + $0 }.sorted()
    return "limited[" + parts.joined(separator: ",") + "]"
  }

  /// The level a client gets from its flags, else `$KITH_ACCESS` (with `$KITH_ACCESS_GROUPS` and
  /// `$KITH_ACCESS_CONTACTS`, comma-separated), else full. Throws for an unknown level or a limited
  /// level with nothing to see and no flags.
  public static func resolve(
    level: String?, groups: [String], contacts: [String], client: String, owner: String?,
    environment: [String: String]
  ) throws -> AccessPolicy {
    func list(_ name: String) -> [String] {
      (environment[name] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
    let written = level ?? environment["KITH_ACCESS"].flatMap { $0.isEmpty ? nil : $0 }
    // --group or --contact alone means limited.
    let name = written ?? (groups.isEmpty && contacts.isEmpty ? "full" : "limited")
    let normalized = name.lowercased().replacingOccurrences(of: "_", with: "-")
    let aliases = ["readonly": "read-only", "read": "read-only", "denied": "none"]
    guard let found = Level(rawValue: aliases[normalized] ?? normalized) else {
      throw AccessError.unknownLevel(name)
    }
    var groups = groups
    var contacts = contacts
    if found == .limited, groups.isEmpty, contacts.isEmpty {
      groups = list("KITH_ACCESS_GROUPS")
      contacts = list("KITH_ACCESS_CONTACTS")
    }
    if found != .limited, !groups.isEmpty || !contacts.isEmpty {
      throw AccessError.scopeWithoutLimited(found.rawValue)
    }
    let owner = owner ?? environment["KITH_CLIENT"].flatMap { $0.isEmpty ? nil : $0 }
    return AccessPolicy(level: found, groups: groups, contacts: contacts, client: client, owner: owner.map { "client:" + $0 })
  }
}

/// A mistake in the access flags.
public enum AccessError: Error, CustomStringConvertible {
  case unknownLevel(String)
  case scopeWithoutLimited(String)

  public var description: String {
    switch self {
    case .unknownLevel(let name):
      "unknown access level '\(name)' (use full, read-only, limited or none)"
    case .scopeWithoutLimited(let level):
      "--group and --contact choose what a limited client sees; they mean nothing with --access \(level)"
    }
  }
}

/// The contacts one client may see, read once per transaction.
struct Visibility {
  /// Row identifiers, sorted; nil means every contact.
  let rowids: [Int64]?

  func contains(_ rowid: Int64) -> Bool {
    rowids?.sortedContains(rowid) ?? true
  }
}

extension ContactStore {
  /// Throws ``StoreError/accessDenied(_:)`` unless the client may read at all.
  func requireRead() throws {
    if access.level == .none { throw StoreError.accessDenied(access.description, "read contacts") }
  }

  /// Throws unless the client may change things (`what`: "send messages", "save changes"…).
  func requireChanges(_ what: String) throws {
    if !access.allowsChanges { throw StoreError.accessDenied(access.description, what) }
  }

  /// The row identifiers this client sees, sorted, or nil for all of them. The search index narrows
  /// every posting it reads to these, so an unseen contact is never an answer, a count or a suggestion.
  public func visibleRowids(in db: Database) throws -> [Int64]? {
    try requireRead()
    guard access.level == .limited else { return nil }
    var arguments: [any DatabaseValueConvertible] = []
    var parts: [String] = []
    if !access.contacts.isEmpty {
      parts.append("SELECT rowid FROM contact WHERE uid IN (\(marks(access.contacts.count)))")
      arguments += access.contacts
    }
    if !access.groups.isEmpty {
      parts.append(
        """
        SELECT groupMember.contactRowid FROM groupMember JOIN contactGroup ON contactGroup.id = groupMember.groupID
        WHERE lower(contactGroup.name) IN (\(marks(access.groups.count)))
        """)
      arguments += access.groups.map { $0.lowercased() }
    }
    parts.append(
      "SELECT contact.rowid FROM clientContact JOIN contact ON contact.uid = clientContact.contactUID WHERE clientContact.owner = ?")
    arguments.append(access.owner)
    let sql = parts.joined(separator: " UNION ") + " ORDER BY 1"
    return try Int64.fetchAll(db, sql: sql, arguments: StatementArguments(arguments))
  }

  func visibility(in db: Database) throws -> Visibility {
    Visibility(rowids: try visibleRowids(in: db))
  }

  /// Whether the contact with `id` exists for this client.
  func isVisible(_ id: String, in db: Database) throws -> Bool {
    guard access.level == .limited else {
      try requireRead()
      return true
    }
    guard let rowid = try Int64.fetchOne(db, sql: "SELECT rowid FROM contact WHERE uid = ?", arguments: [id]) else {
      return false
    }
    return try visibility(in: db).contains(rowid)
  }

  /// The contact identifiers among `ids` this client sees, in order.
  func visibleIDs(_ ids: [String], in db: Database) throws -> [String] {
    guard access.level == .limited else {
      try requireRead()
      return ids
    }
    let visibility = try visibility(in: db)
    return try ids.filter { id in
      guard let rowid = try Int64.fetchOne(db, sql: "SELECT rowid FROM contact WHERE uid = ?", arguments: [id]) else {
        return false
      }
      return visibility.contains(rowid)
    }
  }

  /// The identifiers among `ids` this client sees, in order.
  public func visible(ids: [String]) throws -> [String] {
    try read { db in try visibleIDs(ids, in: db) }
  }

  /// Throws the same "no contact" a missing one gets when the client may not see `id`: a limited client
  /// cannot tell an unseen contact from one that does not exist.
  func requireVisible(_ id: String, in db: Database) throws {
    guard try isVisible(id, in: db) else { throw StoreError.contactNotFound(id) }
  }

  /// Remembers that this client created `id`, so a limited client keeps seeing it.
  func recordCreation(of id: String, in db: Database) throws {
    guard access.level == .limited else { return }
    try db.execute(
      sql: "INSERT OR IGNORE INTO clientContact (owner, contactUID) VALUES (?, ?)", arguments: [access.owner, id])
  }

  /// Keeps a line of `kith log`: who did what, never what was said or to which address.
  func recordActivity(_ kind: Activity.Kind, contactID: String?, count: Int = 1, in db: Database) throws {
    try db.execute(
      sql: "INSERT INTO activity (at, client, kind, contactUID, count) VALUES (?, ?, ?, ?, ?)",
      arguments: [clock().timeIntervalSince1970, access.client, kind.rawValue, contactID, count])
    // The log keeps the newest 10,000 lines.
    try db.execute(sql: "DELETE FROM activity WHERE id <= (SELECT MAX(id) FROM activity) - 10000")
  }

  private func marks(_ count: Int) -> String {
    Array(repeating: "?", count: count).joined(separator: ",")
  }
}

/// One line of `kith log`: a send, a call or a saved batch, and which kind of client did it.
public struct Activity: Hashable, Sendable {
  public enum Kind: String, Sendable {
    case message, email, call, save, `import`
  }

  public var date: Date
  public var client: String
  public var kind: Kind
  /// The contact a send or call went to (nil for a batch, or when the contact is gone or unseen).
  public var contactID: String?
  /// How many changes a batch saved (1 for a send or call).
  public var count: Int
}

extension ContactStore {
  /// The newest activity first, as this client may see it (a limited client: only its own contacts).
  public func activity(limit: Int = 50) throws -> [Activity] {
    try read { db in
      let visibility = try visibility(in: db)
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT activity.at, activity.client, activity.kind, activity.contactUID, activity.count, contact.rowid
          FROM activity LEFT JOIN contact ON contact.uid = activity.contactUID
          ORDER BY activity.id DESC LIMIT ?
          """, arguments: [max(0, limit)])
      return rows.compactMap { row -> Activity? in
        let rowid: Int64? = row[5]
        if access.level == .limited, rowid.map({ !visibility.contains($0) }) ?? true { return nil }
        guard let kind = Activity.Kind(rawValue: row[2]) else { return nil }
        return Activity(
          date: Date(timeIntervalSince1970: row[0]), client: row[1], kind: kind, contactID: rowid == nil ? nil : row[3],
          count: row[4])
      }
    }
  }
}
