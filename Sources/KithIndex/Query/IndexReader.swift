import Foundation
import GRDB
import GRDBSQLite

/// Reads the index tables inside a read transaction, through the session's ``TermCache`` when it has one:
/// a term read once is decoded once for as long as the index does not change.
struct IndexReader {
  let db: Database
  var cache: TermCache?
  /// The documents the client may see (sorted), or nil for all: a limited client's index holds nobody
  /// else, so an unseen contact is never an answer, a count or a "did you mean".
  var visible: [Int64]?

  init(db: Database, cache: TermCache? = nil, visible: [Int64]? = nil) {
    self.db = db
    self.cache = cache
    self.visible = visible
  }

  /// The postings of `term`, or nil when no contact (that the client sees) has it.
  func postings(_ term: String) throws -> [Posting]? {
    if let cache, let known = cache.postings[term] { return seen(known) }
    let statement = try db.cachedStatement(sql: "SELECT postings FROM searchTerm WHERE term = ?")
    let found = try Data.fetchOne(statement, arguments: [term]).map { $0.withUnsafeBytes(Posting.decode) }
    cache?.remember(postings: found, of: term)
    return seen(found)
  }

  /// Whether the client may see `document`.
  func sees(_ document: Int64) -> Bool {
    guard let visible else { return true }
    return CandidateScorer.contains(visible, document)
  }

  private func seen(_ postings: [Posting]?) -> [Posting]? {
    guard visible != nil, let postings else { return postings }
    let kept = postings.filter { sees($0.document) }
    return kept.isEmpty ? nil : kept
  }

  func exists(_ term: String) throws -> Bool {
    if cache != nil { return try postings(term) != nil }
    return try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM searchTerm WHERE term = ?"), arguments: [term]) ?? false
  }

  /// Name words that sound like `word` (share a Double Metaphone code).
  func soundAlikes(of word: String) throws -> [String] {
    if let cache, let known = cache.soundAlikes[word] { return known }
    let found = try readSoundAlikes(of: word)
    cache?.remember(soundAlikes: found, of: word)
    return found
  }

  private func readSoundAlikes(of word: String) throws -> [String] {
    let (primary, alternate) = Sounds.codes(of: word)
    guard !primary.isEmpty else { return [] }
    return try String.fetchAll(
      db.cachedStatement(
        sql: """
          SELECT term FROM searchTerm WHERE sound1 != '' AND sound1 IN (?, ?) AND kind = 0
          UNION SELECT term FROM searchTerm WHERE sound2 != '' AND sound2 IN (?, ?) AND kind = 0
          LIMIT 200
          """), arguments: [primary, alternate, primary, alternate])
  }

  /// Documents with an e-mail address whose local part is `local` ("jdoe" for jdoe@example.com).
  func emailOwners(local: String) throws -> [Int64] {
    guard !local.isEmpty, !local.utf8.contains(UInt8(ascii: "@")) else { return [] }
    // Every one-word query asks this (it may be an e-mail name): kept, for a client that sees everyone.
    if visible == nil, let cache, let known = cache.emailOwners[local] { return known }
    let owners = try readEmailOwners(local: local)
    if visible == nil { cache?.remember(emailOwners: owners, of: local) }
    return owners
  }

  private func readEmailOwners(local: String) throws -> [Int64] {
    let blobs = try Data.fetchAll(
      db.cachedStatement(sql: "SELECT postings FROM searchTerm WHERE term > ? AND term < ? AND kind = 1 LIMIT 50"),
      arguments: [local + "@", local + "@\u{10FFFF}"])
    var owners: [Int64] = []
    for blob in blobs {
      for posting in blob.withUnsafeBytes(Posting.decode) where posting.field == .email && sees(posting.document) {
        owners.append(posting.document)
      }
    }
    return owners
  }

  /// Name words that start with `prefix` (and are longer).
  func words(startingWith prefix: String, limit: Int = 64) throws -> [String] {
    let key = "\(limit)\u{1}\(prefix)"
    if let cache, let known = cache.prefixed[key] { return known }
    let found = try readWords(startingWith: prefix, limit: limit)
    cache?.remember(prefixed: found, of: key)
    return found
  }

  private func readWords(startingWith prefix: String, limit: Int) throws -> [String] {
    try String.fetchAll(
      db.cachedStatement(
        sql: "SELECT term FROM searchTerm WHERE term > ? AND term < ? AND kind = 0 ORDER BY term LIMIT ?"),
      arguments: [prefix, prefix + "\u{10FFFF}", limit])
  }

  /// Every name word, sorted: the typo vocabulary.
  func allWords() throws -> [String] {
    try String.fetchAll(db, sql: "SELECT term FROM searchTerm WHERE kind = 0 ORDER BY term")
  }

  /// Documents with a phone number whose reversed national digits start with `reversedDigits`.
  func phones(reversedPrefix: String, limit: Int = 500) throws -> [(digits: String, document: Int64, countryCode: Int)] {
    try Row.fetchAll(
      db.cachedStatement(
        sql: "SELECT digits, document, countryCode FROM searchPhone WHERE digits >= ? AND digits < ? LIMIT ?"),
      arguments: [reversedPrefix, reversedPrefix + ":", limit]
    ).map { ($0[0], $0[1], $0[2]) }.filter { sees($0.1) }
  }

  /// The phone keys of these documents, to find two cards of one person.
  func phoneKeys(of documents: [Int64]) throws -> [Int64: [String]] {
    var keys: [Int64: [String]] = [:]
    var missing: [Int64] = []
    for document in documents {
      if let known = cache?.phoneKeys[document] {
        if !known.isEmpty { keys[document] = known }
      } else {
        missing.append(document)
      }
    }
    guard !missing.isEmpty else { return keys }
    var read: [Int64: [String]] = [:]
    try forEachRow(
      "SELECT document, digits FROM searchPhone WHERE document IN", missing
    ) { statement in
      read[sqlite3_column_int64(statement, 0), default: []].append(IndexReader.text(statement, 1))
    }
    for document in missing {
      let found = read[document] ?? []
      cache?.remember(phoneKeys: found, of: document)
      if !found.isEmpty { keys[document] = found }
    }
    return keys
  }

  /// Identifier, display name and sort key of documents.
  func names(of documents: [Int64]) throws -> [Int64: (uid: String, name: String, sortKey: String)] {
    var names: [Int64: (uid: String, name: String, sortKey: String)] = [:]
    var missing: [Int64] = []
    for document in documents {
      if let known = cache?.names[document] { names[document] = known } else { missing.append(document) }
    }
    guard !missing.isEmpty else { return names }
    try forEachRow("SELECT rowid, uid, displayName, sortKey FROM contact WHERE rowid IN", missing) { statement in
      let name = (
        uid: IndexReader.text(statement, 1), name: IndexReader.text(statement, 2), sortKey: IndexReader.text(statement, 3)
      )
      names[sqlite3_column_int64(statement, 0)] = name
      cache?.remember(name: name, of: sqlite3_column_int64(statement, 0))
    }
    return names
  }

  /// Runs `sql` followed by `(?, ?, …)` for the documents, a cached statement per batch size, reading
  /// columns straight from SQLite: these run for every result of every query.
  private func forEachRow(_ sql: String, _ documents: [Int64], _ body: (OpaquePointer) -> Void) throws {
    let unique = Array(Set(documents))
    for start in stride(from: 0, to: unique.count, by: 64) {
      let part = Array(unique[start..<min(start + 64, unique.count)])
      let marks = part.map { _ in "?" }.joined(separator: ",")
      let statement = try db.cachedStatement(sql: "\(sql) (\(marks))")
      let handle = statement.sqliteStatement
      sqlite3_reset(handle)
      for (offset, document) in part.enumerated() {
        sqlite3_bind_int64(handle, Int32(offset + 1), document)
      }
      while true {
        let code = sqlite3_step(handle)
        if code == SQLITE_DONE { break }
        guard code == SQLITE_ROW else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
        body(handle)
      }
      sqlite3_reset(handle)
    }
  }

  private static func text(_ statement: OpaquePointer, _ column: Int32) -> String {
    guard let pointer = sqlite3_column_text(statement, column) else { return "" }
    return String(cString: pointer)
  }

  /// The document of a contact identifier (also `urn:uuid:X` for X), if indexed.
  func document(uid: String) throws -> Int64? {
    // NB: uid is indexed as written; `urn:uuid:` references are matched in both forms and cases.
    let statement = try db.cachedStatement(sql: "SELECT rowid FROM searchDocument WHERE uid = ?")
    let lowered = uid.lowercased()
    let bare = lowered.hasPrefix("urn:uuid:") ? String(uid.dropFirst(9)) : uid
    for candidate in [uid, bare, "urn:uuid:" + bare, bare.uppercased(), bare.lowercased(),
                      "urn:uuid:" + bare.lowercased()] {
      if let rowid = try Int64.fetchOne(statement, arguments: [candidate]) { return sees(rowid) ? rowid : nil }
    }
    return nil
  }
}
