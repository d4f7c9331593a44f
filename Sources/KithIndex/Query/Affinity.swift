import Foundation
import GRDB

/// What the user's own use says about contacts: favourites, how often and how lately each was messaged
/// or called, and which contact they picked before for the same words. It reorders candidates and can
/// settle a tie the user has settled twice before; it never makes a match.
struct Affinity {
  var favorites: Set<String> = []
  var usage: [String: (count: Int, last: Double)] = [:]
  /// Net picks for the query's phrase, by contact identifier.
  var learned: [String: Int] = [:]
  var now: Double

  /// How many net picks make a learned choice decisive.
  static let decisivePicks = 2

  init(now: Date) {
    self.now = now.timeIntervalSince1970
  }

  /// Loads what concerns `uids` and `phrase`.
  static func load(uids: [String], phrase: String, now: Date, in db: Database) throws -> Affinity {
    var affinity = Affinity(now: now)
    affinity.favorites = Set(try String.fetchAll(db, sql: "SELECT contactUID FROM favorite"))
    for row in try Row.fetchAll(
      db.cachedStatement(sql: "SELECT contactUID, weight FROM learnedAlias WHERE phrase = ?"), arguments: [phrase])
    {
      affinity.learned[row[0]] = row[1]
    }
    for start in stride(from: 0, to: uids.count, by: 500) {
      let part = Array(uids[start..<min(start + 500, uids.count)])
      let marks = part.map { _ in "?" }.joined(separator: ",")
      for row in try Row.fetchAll(
        db,
        sql: "SELECT contactUID, COUNT(*), MAX(at) FROM usage WHERE contactUID IN (\(marks)) GROUP BY contactUID",
        arguments: StatementArguments(part))
      {
        affinity.usage[row[0]] = (row[1], row[2])
      }
    }
    return affinity
  }

  /// A ranking weight: favourite, then frequent and recent use (a 30-day half-life).
  func weight(of uid: String) -> Double {
    var weight = favorites.contains(uid) ? 1.0 : 0
    if let use = usage[uid] {
      let days = max(0, (now - use.last) / 86_400)
      weight += log(1 + Double(use.count)) * pow(0.5, days / 30)
    }
    weight += Double(max(0, learned[uid] ?? 0)) * 0.5
    return weight
  }

  /// The contact the user picked at least ``decisivePicks`` times (net) for this phrase, if any.
  var decisiveChoice: String? {
    learned.filter { $0.value >= Affinity.decisivePicks }.max { $0.value < $1.value }?.key
  }
}
