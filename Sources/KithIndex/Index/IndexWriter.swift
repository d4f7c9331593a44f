import Foundation
import GRDB

/// Writes a ``PendingUpdate`` into the index tables: removes the old terms of changed documents, adds
/// the new ones, and rewrites each touched term's postings once, however many documents touched it.
struct IndexWriter {
  let db: Database

  /// Writes a document's row and phone numbers, replacing what an earlier version had, and queues its
  /// postings (and the removal of the old ones) in `update`. `known: false` skips looking for an earlier
  /// version (a rebuild starts empty).
  func writeDocument(
    _ terms: DocumentTerms, uid: String, rowid: Int64, into update: inout PendingUpdate, known: Bool = true
  ) throws {
    let text = Set(terms.terms.map(\.term)).sorted().joined(separator: "\n")
    let insert = try db.cachedStatement(
      sql: "INSERT INTO searchDocument (rowid, uid, terms) VALUES (?, ?, ?) ON CONFLICT (rowid) DO NOTHING")
    try insert.execute(arguments: [rowid, uid, text])
    if known, db.changesCount == 0 {
      try removeDocument(rowid, into: &update)
      try insert.execute(arguments: [rowid, uid, text])
    }
    let insertPhone = try db.cachedStatement(
      sql: "INSERT OR IGNORE INTO searchPhone (digits, document, countryCode) VALUES (?, ?, ?)")
    for phone in terms.phones {
      try insertPhone.execute(arguments: [phone.reversedDigits, rowid, phone.countryCode])
    }
    for entry in terms.terms { update.add(entry) }
  }

  /// Deletes a document's rows and queues the removal of its postings.
  func removeDocument(_ rowid: Int64, into update: inout PendingUpdate) throws {
    let select = try db.cachedStatement(sql: "SELECT terms FROM searchDocument WHERE rowid = ?")
    guard let text = try String.fetchOne(select, arguments: [rowid]) else { return }
    for term in text.split(separator: "\n") { update.remove(rowid, from: String(term)) }
    try db.cachedStatement(sql: "DELETE FROM searchDocument WHERE rowid = ?").execute(arguments: [rowid])
    try db.cachedStatement(sql: "DELETE FROM searchPhone WHERE document = ?").execute(arguments: [rowid])
  }

  /// Rewrites the postings of every term the update touches, once each.
  func apply(_ update: PendingUpdate) throws {
    guard !update.isEmpty else { return }
    let touched = Array(Set(update.slots.map(\.term)).union(update.removals.keys))
    var existing: [String: (id: Int64, kind: Int)] = [:]
    for start in stride(from: 0, to: touched.count, by: 500) {
      let part = Array(touched[start..<min(start + 500, touched.count)])
      let marks = part.map { _ in "?" }.joined(separator: ",")
      for row in try Row.fetchAll(
        db, sql: "SELECT id, term, kind FROM searchTerm WHERE term IN (\(marks))", arguments: StatementArguments(part))
      {
        existing[row[1]] = (row[0], row[2])
      }
    }
    let selectPostings = try db.cachedStatement(sql: "SELECT postings FROM searchTerm WHERE id = ?")
    let updatePostings = try db.cachedStatement(
      sql: "UPDATE searchTerm SET postings = ?, kind = ? WHERE id = ?")
    let deleteTerm = try db.cachedStatement(sql: "DELETE FROM searchTerm WHERE id = ?")
    let insertTerm = try db.cachedStatement(
      sql: "INSERT INTO searchTerm (term, kind, sound1, sound2, postings) VALUES (?, ?, ?, ?, ?)")
    var fresh: [(term: String, kind: TermKind, postings: [Posting])] = []
    for term in touched {
      let slot = update.slotOfTerm[term].map { update.slots[$0] }
      guard let (id, storedKind) = existing[term] else {
        if let slot { fresh.append(slot) }
        continue
      }
      var postings: [Posting] = []
      if let blob = try Data.fetchOne(selectPostings, arguments: [id]) {
        postings = blob.withUnsafeBytes(Posting.decode)
        if let removed = update.removals[term] {
          postings.removeAll { removed.contains($0.document) }
        }
      }
      postings += slot?.postings ?? []
      if postings.isEmpty {
        try deleteTerm.execute(arguments: [id])
      } else {
        let kind = slot?.kind == .word ? Int(TermKind.word.rawValue) : storedKind
        try updatePostings.execute(arguments: [IndexWriter.pack(postings), kind, id])
      }
    }
    // New terms in term order: the unique index on `term` then grows at its end, page after page.
    for entry in fresh.sorted(by: { $0.term < $1.term }) {
      let sounds = entry.kind == .word ? Sounds.codes(of: entry.term) : ("", "")
      try insertTerm.execute(
        arguments: [entry.term, entry.kind.rawValue, sounds.0, sounds.1, IndexWriter.pack(entry.postings)])
    }
  }

  /// Postings sorted by document (then field and word), without duplicates, packed.
  static func pack(_ postings: [Posting]) -> Data {
    let sorted = postings.sorted {
      ($0.document, $0.field.rawValue, $0.position, $0.flags.rawValue)
        < ($1.document, $1.field.rawValue, $1.position, $1.flags.rawValue)
    }
    var unique: [Posting] = []
    unique.reserveCapacity(sorted.count)
    for posting in sorted where unique.last != posting { unique.append(posting) }
    return Data(Posting.encode(unique))
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
