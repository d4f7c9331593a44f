/// The index's name words in memory, sorted, for typo search: a depth-first walk over the sorted words
/// as if they were a trie, carrying one row of the edit-distance table per depth, and pruning every branch
/// whose row has no cell within the budget. About as fast as a real trie, with no trie to build.
struct Vocabulary: Sendable {
  private let words: [[UInt8]]

  init(sortedWords: [String]) {
    words = sortedWords.map { Array($0.utf8) }
  }

  var count: Int { words.count }

  /// Every word within `limit` edits of `query` (restricted Damerau–Levenshtein: an adjacent transposition
  /// is one edit), with its distance.
  func words(near query: String, limit: Int) -> [(word: String, distance: Int)] {
    let target = Array(query.utf8)
    guard !words.isEmpty, !target.isEmpty else { return [] }
    var results: [(String, Int)] = []
    let firstRow = Array(0...target.count)
    walk(
      range: 0..<words.count, depth: 0, row: firstRow, previousRow: nil, previousByte: nil, target: target,
      limit: limit, results: &results)
    return results
  }

  private func walk(
    range: Range<Int>, depth: Int, row: [Int], previousRow: [Int]?, previousByte: UInt8?,
    target: [UInt8], limit: Int, results: inout [(String, Int)]
  ) {
    var index = range.lowerBound
    while index < range.upperBound {
      let word = words[index]
      if word.count == depth {
        if row[target.count] <= limit {
          results.append((String(decoding: word, as: UTF8.self), row[target.count]))
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
      var next = [Int](repeating: 0, count: target.count + 1)
      next[0] = depth + 1
      var best = next[0]
      for column in 1...target.count {
        let cost = target[column - 1] == byte ? 0 : 1
        var value = min(row[column] + 1, next[column - 1] + 1, row[column - 1] + cost)
        if let previousRow, let previousByte, column > 1, target[column - 1] == previousByte,
          target[column - 2] == byte
        {
          value = min(value, previousRow[column - 2] + 1)
        }
        next[column] = value
        best = min(best, value)
      }
      if best <= limit {
        walk(
          range: index..<end, depth: depth + 1, row: next, previousRow: row, previousByte: byte,
          target: target, limit: limit, results: &results)
      }
      index = end
    }
  }
}
