import GRDB
import KithCore

/// Reads for derived indexes, inside a transaction they already hold. Rows are addressed by the
/// `contact` table's rowid, which stays the same for a contact's whole life.
extension ContactStore {
  /// Calls `body` with the rowid and summary of every contact, in rowid order.
  public static func forEachSummaryRow(in db: Database, _ body: (Int64, ContactSummary) throws -> Void) throws {
    let rows = try Row.fetchCursor(
      db, sql: "SELECT rowid, \(ContactRow.summaryColumns) FROM contact ORDER BY rowid")
    while let row = try rows.next() {
      try body(row["rowid"], try ContactRow.summary(from: row))
    }
  }

  /// The rowid and summary of the contact with identifier `id`, if there is one.
  public static func summaryRow(id: String, in db: Database) throws -> (rowid: Int64, summary: ContactSummary)? {
    let statement = try db.cachedStatement(
      sql: "SELECT rowid, \(ContactRow.summaryColumns) FROM contact WHERE uid = ?")
    guard let row = try Row.fetchOne(statement, arguments: [id]) else { return nil }
    return (row["rowid"], try ContactRow.summary(from: row))
  }
}
