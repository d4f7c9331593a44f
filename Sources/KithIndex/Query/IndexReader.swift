import Foundation
import GRDB

/// Reads the index tables inside a read transaction.
struct IndexReader {
  let db: Database

  /// The postings of `term`, or nil when no contact has it.
  func postings(_ term: String) throws -> [Posting]? {
    let statement = try db.cachedStatement(sql: "SELECT postings FROM searchTerm WHERE term = ?")
    guard let blob = try Data.fetchOne(statement, arguments: [term]) else { return nil }
    return blob.withUnsafeBytes(Posting.decode)
  }

  func exists(_ term: String) throws -> Bool {
    try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM searchTerm WHERE term = ?"), arguments: [term]) ?? false
  }

  /// Name words that sound like `word` (share a Double Metaphone code).
  func soundAlikes(of word: String) throws -> [String] {
    let (primary, alternate) = Sounds.codes(of: word)
    guard !primary.isEmpty else { return [] }
    let codes = Array(Set([primary, alternate]))
    let marks = codes.map { _ in "?" }.joined(separator: ",")
    return try String.fetchAll(
      db,
      sql: """
        SELECT term FROM searchTerm WHERE kind = 0 AND (sound1 IN (\(marks)) OR sound2 IN (\(marks)))
        LIMIT 200
        """, arguments: StatementArguments(codes + codes))
  }

  /// Name words that start with `prefix` (and are longer).
  func words(startingWith prefix: String, limit: Int = 64) throws -> [String] {
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
    ).map { ($0[0], $0[1], $0[2]) }
  }

  /// The phone keys of these documents, to find two cards of one person.
  func phoneKeys(of documents: [Int64]) throws -> [Int64: [String]] {
    guard !documents.isEmpty else { return [:] }
    var keys: [Int64: [String]] = [:]
    for start in stride(from: 0, to: documents.count, by: 500) {
      let part = Array(documents[start..<min(start + 500, documents.count)])
      let marks = part.map { _ in "?" }.joined(separator: ",")
      for row in try Row.fetchAll(
        db, sql: "SELECT document, digits FROM searchPhone WHERE document IN (\(marks))",
        arguments: StatementArguments(part))
      {
        keys[row[0], default: []].append(row[1])
      }
    }
    return keys
  }

  /// Identifier, display name and sort key of documents.
  func names(of documents: [Int64]) throws -> [Int64: (uid: String, name: String, sortKey: String)] {
    guard !documents.isEmpty else { return [:] }
    var names: [Int64: (String, String, String)] = [:]
    for start in stride(from: 0, to: documents.count, by: 500) {
      let part = Array(documents[start..<min(start + 500, documents.count)])
      let marks = part.map { _ in "?" }.joined(separator: ",")
      for row in try Row.fetchAll(
        db, sql: "SELECT rowid, uid, displayName, sortKey FROM contact WHERE rowid IN (\(marks))",
        arguments: StatementArguments(part))
      {
        names[row[0]] = (row[1], row[2], row[3])
      }
    }
    return names
  }

  /// The document of a contact identifier (also `urn:uuid:X` for X), if indexed.
  func document(uid: String) throws -> Int64? {
    if let rowid = try Int64.fetchOne(
      db.cachedStatement(sql: "SELECT rowid FROM searchDocument WHERE uid = ? COLLATE NOCASE"), arguments: [uid])
    {
      return rowid
    }
    let lowered = uid.lowercased()
    let alternative = lowered.hasPrefix("urn:uuid:") ? String(uid.dropFirst(9)) : "urn:uuid:" + uid
    return try Int64.fetchOne(
      db.cachedStatement(sql: "SELECT rowid FROM searchDocument WHERE uid = ? COLLATE NOCASE"),
      arguments: [alternative])
  }
}
