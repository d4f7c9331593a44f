/// "Did you mean …?" for mistyped commands and fields, by edit distance.
public enum Suggestion {
  /// The candidate closest to `word`, if it is within a third of the word's length (at least 1 edit).
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let lowered = Array(word.lowercased())
    let limit = max(1, lowered.count / 3)
    let scored = candidates.map { ($0, distance(lowered, Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  public static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
