import Foundation
import GRDB

/// Writes a ``PendingUpdate`` into the index tables: removes the old terms of changed documents, adds
/// the new ones, and rewrites each touched term's postings once, however many documents touched it.
struct IndexWriter {
  let db: Database

  func apply(_ update: PendingUpdate) throws {
    guard !update.removals.isEmpty || !update.additions.isEmpty else { return }
    var removedByTerm: [Int64: Set<Int64>] = [:]
    let selectDocument = try db.cachedStatement(sql: "SELECT terms FROM searchDocument WHERE rowid = ?")
    for rowid in update.removals {
      guard let blob = try Data.fetchOne(selectDocument, arguments: [rowid]) else { continue }
      for termID in IndexWriter.decodeIDs(blob) {
        removedByTerm[termID, default: []].insert(rowid)
      }
      try db.cachedStatement(sql: "DELETE FROM searchDocument WHERE rowid = ?").execute(arguments: [rowid])
      try db.cachedStatement(sql: "DELETE FROM searchPhone WHERE document = ?").execute(arguments: [rowid])
    }

    var addedByTerm: [String: (kind: TermKind, postings: [Posting])] = [:]
    for (_, addition) in update.additions {
      for entry in addition.terms.terms {
        // NB: mutate in place; copying the slot out and back would copy its postings every time.
        addedByTerm[entry.term, default: (entry.kind, [])].postings.append(entry.posting)
        if entry.kind == .word { addedByTerm[entry.term]!.kind = .word }
      }
    }

    // Existing terms, looked up in batches; new ones are inserted with their postings further down.
    var termIDs: [String: Int64] = [:]
    var existingKinds: [Int64: Int] = [:]
    let added = Array(addedByTerm.keys)
    for start in stride(from: 0, to: added.count, by: 500) {
      let part = Array(added[start..<min(start + 500, added.count)])
      let marks = part.map { _ in "?" }.joined(separator: ",")
      for row in try Row.fetchAll(
        db, sql: "SELECT id, term, kind FROM searchTerm WHERE term IN (\(marks))", arguments: StatementArguments(part))
      {
        termIDs[row[1]] = row[0]
        existingKinds[row[0]] = row[2]
      }
    }
    let upgradeKind = try db.cachedStatement(sql: "UPDATE searchTerm SET kind = ? WHERE id = ?")
    for (term, slot) in addedByTerm {
      if let id = termIDs[term], slot.kind == .word, existingKinds[id] != Int(TermKind.word.rawValue) {
        try upgradeKind.execute(arguments: [TermKind.word.rawValue, id])
      }
    }

    var addedByID: [Int64: [Posting]] = [:]
    for (term, slot) in addedByTerm {
      if let id = termIDs[term] { addedByID[id, default: []] += slot.postings }
    }
    let selectPostings = try db.cachedStatement(sql: "SELECT postings FROM searchTerm WHERE id = ?")
    let updatePostings = try db.cachedStatement(
      sql: "UPDATE searchTerm SET postings = ?, documents = ? WHERE id = ?")
    let deleteTerm = try db.cachedStatement(sql: "DELETE FROM searchTerm WHERE id = ?")
    for termID in Set(removedByTerm.keys).union(addedByID.keys) {
      var postings: [Posting] = []
      if let blob = try Data.fetchOne(selectPostings, arguments: [termID]) {
        postings = blob.withUnsafeBytes(Posting.decode)
        if let removed = removedByTerm[termID] {
          postings.removeAll { removed.contains($0.document) }
        }
      }
      postings += addedByID[termID] ?? []
      let (packed, documents) = IndexWriter.pack(postings)
      if documents == 0 {
        try deleteTerm.execute(arguments: [termID])
      } else {
        try updatePostings.execute(arguments: [packed, documents, termID])
      }
    }
    let insertTerm = try db.cachedStatement(
      sql: "INSERT INTO searchTerm (term, kind, sound1, sound2, documents, postings) VALUES (?, ?, ?, ?, ?, ?)")
    for (term, slot) in addedByTerm where termIDs[term] == nil {
      let sounds = slot.kind == .word ? Sounds.codes(of: term) : ("", "")
      let (packed, documents) = IndexWriter.pack(slot.postings)
      try insertTerm.execute(arguments: [term, slot.kind.rawValue, sounds.0, sounds.1, documents, packed])
      termIDs[term] = db.lastInsertedRowID
    }

    let insertDocument = try db.cachedStatement(
      sql: "INSERT OR REPLACE INTO searchDocument (rowid, uid, terms) VALUES (?, ?, ?)")
    let insertPhone = try db.cachedStatement(
      sql: "INSERT OR IGNORE INTO searchPhone (digits, document, countryCode) VALUES (?, ?, ?)")
    for (rowid, addition) in update.additions {
      let ids = Set(addition.terms.terms.compactMap { termIDs[$0.term] }).sorted()
      try insertDocument.execute(arguments: [rowid, addition.uid, IndexWriter.encodeIDs(ids)])
      for phone in addition.terms.phones {
        try insertPhone.execute(arguments: [phone.reversedDigits, rowid, phone.countryCode])
      }
    }
  }

  /// Postings sorted by document (then field and word), without duplicates, packed; and how many
  /// documents they name.
  static func pack(_ postings: [Posting]) -> (Data, Int) {
    let sorted = postings.sorted {
      ($0.document, $0.field.rawValue, $0.position, $0.flags.rawValue)
        < ($1.document, $1.field.rawValue, $1.position, $1.flags.rawValue)
    }
    var unique: [Posting] = []
    unique.reserveCapacity(sorted.count)
    var documents = 0
    for posting in sorted where unique.last != posting {
      if unique.last?.document != posting.document { documents += 1 }
      unique.append(posting)
    }
    return (Data(Posting.encode(unique)), documents)
  }

  static func encodeIDs(_ ids: [Int64]) -> Data {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(ids.count * 8)
    for id in ids {
      var value = UInt64(bitPattern: id)
      for _ in 0..<8 {
        bytes.append(UInt8(truncatingIfNeeded: value))
        value >>= 8
      }
    }
    return Data(bytes)
  }

  static func decodeIDs(_ data: Data) -> [Int64] {
    data.withUnsafeBytes { bytes in
      stride(from: 0, to: bytes.count - 7, by: 8).map { offset in
        var value: UInt64 = 0
        for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return Int64(bitPattern: value)
      }
    }
  }
}

/// Sound-alike keys of a term: its two Double Metaphone codes, for names written in Latin letters.
enum Sounds {
  static func codes(of term: String) -> (String, String) {
    guard term.utf8.count >= 2, term.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else { return ("", "") }
    let codes = DoubleMetaphone.encode(term)
    return (codes.primary, codes.alternate)
  }
}
