import GRDB

/// The index's tables, beside the contacts in the same file.
///
/// - `searchTerm`: one row per distinct term, with its sound-alike keys and its postings packed in a blob
///   (sorted by document), so a query reads a term's occurrences in one row.
/// - `searchDocument`: the terms of each indexed contact (one per line), to remove them when it changes.
/// - `searchPhone`: phone numbers as reversed national digits, so "ends with 0142" is a range scan.
/// - `searchState`: the change token the index is current with, and its version.
enum IndexSchema {
  static func create(in db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE IF NOT EXISTS searchState (key TEXT PRIMARY KEY NOT NULL, value TEXT);
        CREATE TABLE IF NOT EXISTS searchTerm (
          id INTEGER PRIMARY KEY,
          term TEXT NOT NULL UNIQUE,
          kind INTEGER NOT NULL,
          sound1 TEXT NOT NULL,
          sound2 TEXT NOT NULL,
          postings BLOB NOT NULL
        );
        CREATE INDEX IF NOT EXISTS searchTerm_sound1 ON searchTerm(sound1) WHERE sound1 != '';
        CREATE INDEX IF NOT EXISTS searchTerm_sound2 ON searchTerm(sound2) WHERE sound2 != '';
        CREATE TABLE IF NOT EXISTS searchDocument (
          rowid INTEGER PRIMARY KEY,
          uid TEXT NOT NULL UNIQUE,
          terms TEXT NOT NULL
        );
        CREATE TABLE IF NOT EXISTS searchPhone (
          digits TEXT NOT NULL,
          document INTEGER NOT NULL,
          countryCode INTEGER NOT NULL,
          PRIMARY KEY (digits, document)
        ) WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS searchPhone_document ON searchPhone(document);
        """)
  }

  /// Empties the index (the state rows stay).
  static func clear(in db: Database) throws {
    try db.execute(sql: "DELETE FROM searchTerm; DELETE FROM searchDocument; DELETE FROM searchPhone;")
  }

  static func state(_ key: String, in db: Database) throws -> String? {
    try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM searchState WHERE key = ?"), arguments: [key])
  }

  static func setState(_ key: String, _ value: String?, in db: Database) throws {
    try db.execute(
      sql: "INSERT OR REPLACE INTO searchState (key, value) VALUES (?, ?)", arguments: [key, value])
  }

  static func documentRowid(uid: String, in db: Database) throws -> Int64? {
    try Int64.fetchOne(
      db.cachedStatement(sql: "SELECT rowid FROM searchDocument WHERE uid = ?"), arguments: [uid])
  }
}
