import Testing

@testable import KithIndex

@Suite struct EditDistanceTests {
  /// (a, b, limit, expected distance or nil when over the limit); distances from a plain full-matrix OSA.
  @Test(
    arguments: [
      ("john", "john", 0, 0),
      ("jonh", "john", 1, 1),
      ("jhon", "john", 1, 1),
      ("ojhn", "john", 1, 1),
      ("john", "jon", 1, 1),
      ("jon", "john", 1, 1),
      ("john", "joan", 1, 1),
      ("john", "jane", 1, nil),
      ("john", "jane", 2, nil),
      ("steven", "stephen", 2, 2),
      ("steven", "stephen", 1, nil),
      ("kathryn", "katherine", 2, nil),
      ("catherine", "katherine", 1, 1),
      ("kathryn", "catherine", 2, nil),
      ("kathryn", "catherine", 3, nil),
      ("christopher", "christpoher", 1, 1),
      ("christopher", "chirstopher", 1, 1),
      ("christopher", "chirstpoher", 2, 2),
      ("christopher", "kristofer", 2, nil),
      ("christopher", "kristofer", 3, nil),
      ("elizabeth", "elisabeth", 1, 1),
      ("margaret", "margret", 1, 1),
      ("michael", "micheal", 1, 1),
      ("michael", "michale", 1, 1),
      ("nguyen", "nguien", 1, 1),
      ("ca", "abc", 3, 3),
      ("ca", "abc", 2, nil),
      ("ab", "ba", 1, 1),
      ("abcd", "badc", 2, 2),
      ("abcd", "badc", 1, nil),
      ("", "", 0, 0),
      ("", "abc", 3, 3),
      ("", "abc", 2, nil),
      ("abc", "", 3, 3),
      ("a", "b", 0, nil),
      ("a", "b", 1, 1),
      ("alexander", "zzzzzzzzz", 2, nil),
      ("alexander", "alexandra", 2, 2),
      ("alexander", "alexandra", 1, nil),
      ("thompson", "tomson", 2, 2),
      ("thompson", "tomson", 1, nil),
      ("sean", "shawn", 2, 2),
      ("sean", "shawn", 1, nil),
      ("mohammed", "muhammad", 2, 2),
      ("smith", "smyth", 1, 1),
      ("schmidt", "schmitt", 1, 1),
      ("abcdefghij", "abcdefghij", 0, 0),
      ("abcdefghij", "bacdefghji", 2, 2),
      ("abcdefghij", "bacdefghji", 1, nil),
      ("josé", "jose", 1, 1),
      ("山田太郎", "山田太朗", 1, 1),
      ("山田太郎", "田山太郎", 1, 1),
      ("müller", "mueller", 2, 2),
      ("john", "john", -1, nil),
      ("abc", "xyz", .max, 3),
    ] as [(String, String, Int, Int?)])
  func optimalStringAlignment(_ a: String, _ b: String, _ limit: Int, _ expected: Int?) {
    #expect(EditDistance.optimalStringAlignment(a, b, limit: limit) == expected)
    #expect(EditDistance.optimalStringAlignment(b, a, limit: limit) == expected, "symmetric")
  }

  @Test func acceptsAnyCollection() {
    #expect(EditDistance.optimalStringAlignment([1, 2, 3], [2, 1, 3], limit: 1) == 1)
    #expect(EditDistance.optimalStringAlignment(Array("jonh".utf8), Array("john".utf8), limit: 2) == 1)
    // No contiguous storage: the reversed views are copied first.
    #expect(EditDistance.optimalStringAlignment("nhoj".reversed(), "njoj".reversed(), limit: 2) == 1)
    #expect(EditDistance.optimalStringAlignment([Int](), [1], limit: 0) == nil)
  }

  /// The banded, early-exit distance agrees with a plain full-matrix OSA on thousands of random pairs
  /// over a small alphabet (where transpositions and repeats are frequent), for every limit.
  @Test func agreesWithFullMatrixOnRandomPairs() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<3_000 {
      let a = randomWord(&generator)
      let b = randomWord(&generator)
      let distance = referenceDistance(a, b)
      for limit in 0...5 {
        let expected = distance <= limit ? distance : nil
        #expect(EditDistance.optimalStringAlignment(a, b, limit: limit) == expected, "\(a) \(b) \(limit)")
      }
    }
  }

  // MARK: - Typo budget

  @Test(arguments: [(0, 0), (1, 0), (2, 0), (3, 0), (4, 1), (5, 1), (7, 1), (8, 2), (11, 2), (40, 2)])
  func typoBudget(_ length: Int, _ expected: Int) {
    #expect(EditDistance.typoBudget(forLength: length) == expected)
  }

  @Test func typoBudgetThresholds() {
    #expect(EditDistance.exactMatchMaxLength == 3)
    #expect(EditDistance.oneTypoMaxLength == 7)
  }

  // MARK: - Jaro-Winkler

  /// Expected values from `jellyfish.jaro_winkler_similarity` 1.3.0.
  @Test(arguments: [
    ("martha", "marhta", 0.9611111111111111),
    ("dwayne", "duane", 0.8400000000000001),
    ("dixon", "dicksonx", 0.8133333333333332),
    ("jon", "john", 0.9333333333333333),
    ("john", "jon", 0.9333333333333333),
    ("jonathan", "jonathon", 0.95),
    ("steven", "stephen", 0.8944444444444445),
    ("kathryn", "katherine", 0.9047619047619048),
    ("catherine", "katherine", 0.9259259259259259),
    ("sean", "shawn", 0.8049999999999999),
    ("aileen", "eileen", 0.888888888888889),
    ("philip", "phillip", 0.9714285714285714),
    ("geoff", "jeff", 0.7833333333333333),
    ("sara", "sarah", 0.96),
    ("mohammed", "muhammad", 0.8500000000000001),
    ("schmidt", "schmitt", 0.9428571428571428),
    ("smith", "smyth", 0.8933333333333333),
    ("thompson", "tomson", 0.9249999999999999),
    ("christopher", "kristopher", 0.9060606060606061),
    ("elizabeth", "liz", 0.7777777777777777),
    ("robert", "bob", 0.5),
    ("abc", "abc", 1.0),
    ("a", "a", 1.0),
    ("ab", "ba", 0.0),
    ("crate", "trace", 0.7333333333333334),
    ("", "", 0.0),
    ("a", "", 0.0),
    ("", "abc", 0.0),
    ("abc", "xyz", 0.0),
    ("jellyfish", "smellyfish", 0.8962962962962964),
    ("alexander", "alexandra", 0.9555555555555556),
    ("michael", "micheal", 0.9714285714285714),
    ("nguyen", "nguyan", 0.9333333333333333),
    ("josé", "jose", 0.8833333333333334),
    ("山田太郎", "山田太朗", 0.8833333333333334),
    ("shackleford", "shackelford", 0.9818181818181818),
    ("dunningham", "cunnigham", 0.8962962962962964),
    ("nichleson", "nichulson", 0.9555555555555556),
    ("massey", "massie", 0.9333333333333333),
    ("abroms", "abrams", 0.9222222222222223),
    ("hardin", "martinez", 0.7222222222222222),
    ("itman", "smith", 0.4666666666666666),
  ])
  func jaroWinkler(_ a: String, _ b: String, _ expected: Double) {
    #expect(abs(EditDistance.jaroWinkler(a, b) - expected) < 1e-12)
  }

  @Test func jaroWinklerOfCollections() {
    #expect(EditDistance.jaroWinkler([1, 2, 3], [1, 2, 3]) == 1)
    #expect(
      abs(EditDistance.jaroWinkler("martha".reversed(), "marhta".reversed()) - 0.9500000000000001) < 1e-12)
  }
}

// MARK: - Helpers

/// A deterministic generator (SplitMix64), so the random pairs are the same on every run.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

private func randomWord(_ generator: inout SplitMix64) -> String {
  let length = Int.random(in: 0...9, using: &generator)
  return String((0..<length).map { _ in "abcd".randomElement(using: &generator)! })
}

/// Optimal string alignment over the full matrix, as in the textbook.
private func referenceDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
  var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 0...a.count { d[i][0] = i }
  for j in 0...b.count { d[0][j] = j }
  for i in 1...a.count {
    for j in 1...b.count {
      d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
        d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
      }
    }
  }
  return d[a.count][b.count]
}
