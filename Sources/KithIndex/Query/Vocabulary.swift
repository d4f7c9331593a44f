/// The index's name words in memory, sorted, for typo search: a depth-first walk over the sorted words
/// as if they were a trie, carrying one row of the edit-distance table per depth, and pruning every branch
/// whose row has no cell within the budget. About as fast as a real trie, with no trie to build.
struct Vocabulary: Sendable {
  private let words: [[UInt8]]
  private let longest: Int
  /// Every word spelt backwards, sorted: the words that end in something are one range.
  private let reversed: [[UInt8]]

  init(sortedWords: [String]) {
    words = sortedWords.map { Array($0.utf8) }
    longest = words.map(\.count).max() ?? 0
    reversed = words.map { $0.reversed() }.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// The words that end in `suffix` and are longer than it ("tunde" → babatunde).
  func words(endingWith suffix: String) -> [String] {
    let key = Array(suffix.utf8.reversed())
    guard !key.isEmpty else { return [] }
    var low = 0
    var high = reversed.count
    while low < high {
      let middle = (low + high) / 2
      if reversed[middle].lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
    }
    var found: [String] = []
    while low < reversed.count, reversed[low].starts(with: key) {
      if reversed[low].count > key.count { found.append(String(decoding: reversed[low].reversed(), as: UTF8.self)) }
      low += 1
    }
    return found
  }

  /// Every word within `limit` edits of `query` (restricted Damerau–Levenshtein: an adjacent transposition
  /// is one edit), with its distance.
  func words(near query: String, limit: Int) -> [(word: String, distance: Int)] {
    let target = Array(query.utf8)
    guard !words.isEmpty, !target.isEmpty else { return [] }
    var search = Search(target: target, limit: limit, depths: longest + 1)
    for column in 0...target.count { search.rows[column] = column }
    search.walk(words, range: 0..<words.count, depth: 0, previousByte: nil)
    return search.results
  }

  /// The state of one search: the table rows for every depth in one flat buffer, reused branch to branch.
  private struct Search {
    let target: [UInt8]
    let limit: Int
    let width: Int
    var rows: [Int]
    var results: [(word: String, distance: Int)] = []

    init(target: [UInt8], limit: Int, depths: Int) {
      self.target = target
      self.limit = limit
      width = target.count + 1
      rows = [Int](repeating: 0, count: width * (depths + 1))
    }

    mutating func walk(_ words: [[UInt8]], range: Range<Int>, depth: Int, previousByte: UInt8?) {
      let count = target.count
      let row = depth * width
      let next = row + width
      let previous = row - width
      var index = range.lowerBound
      while index < range.upperBound {
        let word = words[index]
        if word.count == depth {
          if rows[row + count] <= limit {
            results.append((String(decoding: word, as: UTF8.self), rows[row + count]))
          }
          index += 1
          continue
        }
        let byte = word[depth]
        // The run of words sharing this prefix plus `byte`.
        var low = index + 1
        var high = range.upperBound
        while low < high {
          let middle = (low + high) / 2
          let candidate = words[middle]
          if candidate.count > depth, candidate[depth] == byte { low = middle + 1 } else { high = middle }
        }
        let end = low
        rows[next] = depth + 1
        var best = rows[next]
        for column in 1...count {
          let cost = target[column - 1] == byte ? 0 : 1
          var value = min(rows[row + column] + 1, rows[next + column - 1] + 1, rows[row + column - 1] + cost)
          if depth > 0, let previousByte, column > 1, target[column - 1] == previousByte,
            target[column - 2] == byte
          {
            value = min(value, rows[previous + column - 2] + 1)
          }
          rows[next + column] = value
          best = min(best, value)
        }
        if best <= limit {
          walk(words, range: index..<end, depth: depth + 1, previousByte: byte)
        }
        index = end
      }
    }
  }
}
