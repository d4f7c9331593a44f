/// String distances for typo tolerance: a bounded optimal-string-alignment distance, the typo budget a
/// word of a given length earns, and Jaro-Winkler similarity.
///
/// ```swift
/// EditDistance.optimalStringAlignment("jonh", "john", limit: 1)      // 1 (one transposition)
/// EditDistance.optimalStringAlignment("kathryn", "catherine", limit: 2) // nil (more than 2 edits)
/// EditDistance.typoBudget(forLength: 6)                               // 1
/// EditDistance.jaroWinkler("martha", "marhta")                        // 0.9611…
/// ```
public enum EditDistance {
  /// Words up to this many characters must be typed exactly: "jo" is not a typo of "bo".
  public static let exactMatchMaxLength = 3
  /// Words up to this many characters (and longer than ``exactMatchMaxLength``) may carry one typo.
  public static let oneTypoMaxLength = 7

  /// How many edits a query word of `n` characters may be away from a name and still match it.
  ///
  /// 0 for 1–3 characters (``exactMatchMaxLength``), 1 for 4–7 (``oneTypoMaxLength``), 2 for 8 and longer.
  /// Short words get nothing because one edit turns most short names into other real names ("ann"/"anne"
  /// are better met through nicknames and phonetic keys); long names tolerate two ("christopher" typed
  /// "christpoher" is one transposition, "chirstopher" another).
  public static func typoBudget(forLength n: Int) -> Int {
    if n <= exactMatchMaxLength { return 0 }
    if n <= oneTypoMaxLength { return 1 }
    return 2
  }

  /// The optimal-string-alignment distance between two strings (Levenshtein plus adjacent transpositions,
  /// each counting one edit; no substring is edited twice), or nil as soon as it is known to exceed
  /// `limit`.
  ///
  /// ```swift
  /// EditDistance.optimalStringAlignment("stephen", "steven", limit: 2) // 2
  /// EditDistance.optimalStringAlignment("ca", "abc", limit: 3)          // 3 (OSA, not true Damerau: 2)
  /// ```
  ///
  /// Compares UTF-8 bytes when both strings are ASCII, Unicode scalars otherwise; fold both first.
  public static func optimalStringAlignment(_ a: String, _ b: String, limit: Int) -> Int? {
    if a.utf8.allSatisfy({ $0 < 0x80 }) && b.utf8.allSatisfy({ $0 < 0x80 }) {
      return optimalStringAlignment(a.utf8, b.utf8, limit: limit)
    }
    return optimalStringAlignment(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
  }

  /// The optimal-string-alignment distance between two collections, or nil when it exceeds `limit`.
  ///
  /// Only the diagonal band of width `2 × limit + 1` is computed, rows stop as soon as every cell of a row
  /// exceeds `limit`, a common prefix and suffix are skipped first, and the three rows live in one
  /// temporary allocation (on the stack for short words). The cost is O(`limit` × length).
  public static func optimalStringAlignment<Element: Equatable>(
    _ a: some Collection<Element>, _ b: some Collection<Element>, limit: Int
  ) -> Int? {
    guard limit >= 0 else { return nil }
    let result = a.withContiguousStorageIfAvailable { x in
      b.withContiguousStorageIfAvailable { y in bandedDistance(x, y, limit: limit) }
    }
    // `result` is nil when `a` has no contiguous storage, `.some(nil)` when `b` has none.
    if let result, let distance = result { return distance }
    let x = Array(a)
    let y = Array(b)
    return x.withUnsafeBufferPointer { x in
      y.withUnsafeBufferPointer { y in bandedDistance(x, y, limit: limit) }
    }
  }

  private static func bandedDistance<Element: Equatable>(
    _ first: UnsafeBufferPointer<Element>, _ second: UnsafeBufferPointer<Element>, limit: Int
  ) -> Int? {
    // No distance exceeds the longer length; clamping keeps `limit + 1` from overflowing.
    let limit = min(limit, max(first.count, second.count))
    // Skip the common prefix and suffix: they cost nothing in an optimal alignment.
    var start = 0
    var endA = first.count
    var endB = second.count
    while start < endA && start < endB && first[start] == second[start] { start += 1 }
    while endA > start && endB > start && first[endA - 1] == second[endB - 1] {
      endA -= 1
      endB -= 1
    }
    // Let `a` (the columns) be the shorter one.
    var a = UnsafeBufferPointer(rebasing: first[start..<endA])
    var b = UnsafeBufferPointer(rebasing: second[start..<endB])
    if a.count > b.count { swap(&a, &b) }
    let n = a.count
    let m = b.count
    if m - n > limit { return nil }
    if n == 0 { return m }

    let infinity = limit + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (n + 1)) { rows -> Int? in
      var twoBack = UnsafeMutableBufferPointer(rebasing: rows[0...n])
      var previous = UnsafeMutableBufferPointer(rebasing: rows[(n + 1)...(2 * n + 1)])
      var current = UnsafeMutableBufferPointer(rebasing: rows[(2 * n + 2)...(3 * n + 2)])
      rows.initialize(repeating: infinity)
      for j in 0...min(n, limit) { previous[j] = j }

      for i in 1...m {
        let low = max(1, i - limit)
        let high = min(n, i + limit)
        // The cell left of the band: column 0 holds i, cells further right are out of reach.
        current[low - 1] = low == 1 ? (i <= limit ? i : infinity) : infinity
        if high < n { current[high + 1] = infinity }
        var rowMinimum = current[low - 1]
        let bi = b[i - 1]
        for j in low...high {
          let aj = a[j - 1]
          var cell = previous[j - 1] + (aj == bi ? 0 : 1)
          cell = min(cell, previous[j] + 1, current[j - 1] + 1)
          if i > 1 && j > 1 && aj == b[i - 2] && a[j - 2] == bi {
            cell = min(cell, twoBack[j - 2] + 1)
          }
          cell = min(cell, infinity)
          current[j] = cell
          rowMinimum = min(rowMinimum, cell)
        }
        if rowMinimum > limit { return nil }
        let spent = twoBack
        twoBack = previous
        previous = current
        current = spent
      }
      let distance = previous[n]
      return distance <= limit ? distance : nil
    }
  }

  // MARK: - Jaro-Winkler

  /// The Jaro-Winkler similarity of two strings, from 0 (nothing in common) to 1 (equal), favouring
  /// strings that share a prefix of up to four characters.
  ///
  /// ```swift
  /// EditDistance.jaroWinkler("dwayne", "duane") // 0.84
  /// EditDistance.jaroWinkler("jon", "john")     // 0.9333…
  /// ```
  ///
  /// Follows the reference definition as `jellyfish.jaro_winkler_similarity` computes it: matches within
  /// `max(len) / 2 - 1` positions, the prefix bonus `0.1 × prefix × (1 - jaro)` only when the Jaro similarity
  /// exceeds 0.7, and 0 when either string is empty. Compares Unicode scalars.
  public static func jaroWinkler(_ a: String, _ b: String) -> Double {
    if a.utf8.allSatisfy({ $0 < 0x80 }) && b.utf8.allSatisfy({ $0 < 0x80 }) {
      return jaroWinkler(a.utf8, b.utf8)
    }
    return jaroWinkler(Array(a.unicodeScalars), Array(b.unicodeScalars))
  }

  /// The Jaro-Winkler similarity of two collections, as the `String` overload computes it.
  public static func jaroWinkler<Element: Equatable>(
    _ a: some Collection<Element>, _ b: some Collection<Element>
  ) -> Double {
    let result = a.withContiguousStorageIfAvailable { x in
      b.withContiguousStorageIfAvailable { y in jaroWinklerSimilarity(x, y) }
    }
    if let result, let result { return result }
    let x = Array(a)
    let y = Array(b)
    return x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in jaroWinklerSimilarity(x, y) } }
  }

  private static func jaroWinklerSimilarity<Element: Equatable>(
    _ a: UnsafeBufferPointer<Element>, _ b: UnsafeBufferPointer<Element>
  ) -> Double {
    let lengthA = a.count
    let lengthB = b.count
    if lengthA == 0 || lengthB == 0 { return 0 }
    let window = max(0, max(lengthA, lengthB) / 2 - 1)

    return withUnsafeTemporaryAllocation(of: Bool.self, capacity: lengthA + lengthB) { flags -> Double in
      flags.initialize(repeating: false)
      let matchedA = UnsafeMutableBufferPointer(rebasing: flags[0..<lengthA])
      let matchedB = UnsafeMutableBufferPointer(rebasing: flags[lengthA..<(lengthA + lengthB)])
      var common = 0
      for i in 0..<lengthA {
        let low = max(0, i - window)
        let high = min(i + window, lengthB - 1)
        if low > high { continue }
        for j in low...high where !matchedB[j] && b[j] == a[i] {
          matchedA[i] = true
          matchedB[j] = true
          common += 1
          break
        }
      }
      if common == 0 { return 0 }

      var halfTranspositions = 0
      var k = 0
      for i in 0..<lengthA where matchedA[i] {
        while !matchedB[k] { k += 1 }
        if a[i] != b[k] { halfTranspositions += 1 }
        k += 1
      }
      let matches = Double(common)
      let transpositions = Double(halfTranspositions / 2)
      var weight =
        (matches / Double(lengthA) + matches / Double(lengthB) + (matches - transpositions) / matches) / 3
      if weight > 0.7 {
        let prefixLimit = min(min(lengthA, lengthB), 4)
        var prefix = 0
        while prefix < prefixLimit && a[prefix] == b[prefix] { prefix += 1 }
        if prefix > 0 { weight += Double(prefix) * 0.1 * (1.0 - weight) }
      }
      return weight
    }
  }
}
