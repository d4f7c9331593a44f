import Foundation
import GRDB

/// What the user's own use says about contacts: favourites, how often and how lately each was messaged
/// or called, and which contact they picked before for the same words. It reorders candidates and can
/// settle a tie the user has settled twice before; it never makes a match.
///
/// Weights are read once and kept until the usage log, the favourites or the index change.
final class AffinityCache {
  /// How many net picks make a learned choice decisive.
  static let decisivePicks = 2

  private let clock: () -> Date
  private var version: String?
  private var cached: [Int64: Double] = [:]

  init(clock: @escaping () -> Date) {
    self.clock = clock
  }

  /// A ranking weight by document: favourite (1), plus frequent and recent use (a 30-day half-life).
  func weights(_ reader: IndexReader) throws -> [Int64: Double] {
    let db = reader.db
    let current = try String.fetchOne(
      db.cachedStatement(
        sql: """
        SELECT (SELECT COALESCE(MAX(id), 0) FROM usage) || ':' || (SELECT COUNT(*) FROM favorite) || ':'
          || (SELECT COALESCE(MAX(addedAt), 0) FROM favorite) || ':'
          || COALESCE((SELECT value FROM searchState WHERE key = 'token'), '')
        """))
    if current == version { return cached }
    let now = clock().timeIntervalSince1970
    var byUID: [String: Double] = [:]
    for uid in try String.fetchAll(db, sql: "SELECT contactUID FROM favorite") {
      byUID[uid, default: 0] += 1
    }
    for row in try Row.fetchAll(db, sql: "SELECT contactUID, COUNT(*), MAX(at) FROM usage GROUP BY contactUID") {
      let count: Int = row[1]
      let last: Double = row[2]
      let days = max(0, (now - last) / 86_400)
      byUID[row[0], default: 0] += log(1 + Double(count)) * pow(0.5, days / 30)
    }
    var weights: [Int64: Double] = [:]
    for (uid, weight) in byUID {
      if let document = try reader.document(uid: uid) { weights[document] = weight }
    }
    cached = weights
    version = current
    return weights
  }

  /// Net picks for `phrase`, by document.
  func picks(_ phrase: String, _ reader: IndexReader) throws -> [Int64: Int] {
    var picks: [Int64: Int] = [:]
    for row in try Row.fetchAll(
      reader.db.cachedStatement(sql: "SELECT contactUID, weight FROM learnedAlias WHERE phrase = ?"),
      arguments: [phrase])
    {
      if let document = try reader.document(uid: row[0]) { picks[document] = row[1] }
    }
    return picks
  }

  /// The contact the user picked at least ``decisivePicks`` times (net) for `phrase`, if any.
  func decisiveChoice(_ phrase: String, _ reader: IndexReader) throws -> (document: Int64, name: String)? {
    guard
      let uid = try String.fetchOne(
        reader.db.cachedStatement(
          sql: "SELECT contactUID FROM learnedAlias WHERE phrase = ? AND weight >= ? ORDER BY weight DESC LIMIT 1"),
        arguments: [phrase, AffinityCache.decisivePicks]),
      let document = try reader.document(uid: uid)
    else { return nil }
    return (document, try reader.names(of: [document])[document]?.name ?? uid)
  }
}
