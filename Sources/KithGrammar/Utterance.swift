import Foundation

/// A request split into words the grammar matches, each remembering where it was in the text as typed.
///
/// Words are lower-cased, accents are dropped and curly apostrophes become straight ones, so templates
/// match "What’s", "what's" and "WHAT'S" alike. A possessive is its own word: "Sarah's" is `sarah` and
/// `'s`, "James'" is `james` and `'s`. Punctuation around words (",", ":", "?", quotes, brackets) is not a
/// word at all; captures take the text as typed between their first and last word, so punctuation inside
/// a message or a phone number ("(555) 222-3333") survives.
///
/// ```swift
/// Utterance("Text Zoë: I'm late!").words  // ["text", "zoe", "i'm", "late"]
/// ```
public struct Utterance: Sendable {
  public struct Word: Sendable, Hashable {
    /// The folded form templates compare with.
    public var folded: String
    /// Where the word is in ``Utterance/text``.
    public var range: Range<String.Index>
  }

  /// The request as typed.
  public let text: String
  public let words: [Word]

  public init(_ text: String) {
    self.text = text
    words = Utterance.split(text)
  }

  /// Whether the request has both capital and small letters (a capital then says something).
  public var isMixedCase: Bool {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.utf8.contains { $0 >= 0x41 && $0 <= 0x5A } && text.utf8.contains { $0 >= 0x61 && $0 <= 0x7A }
    }
    let letters = text.filter(\.isLetter)
    return letters.contains(where: \.isUppercase) && letters.contains(where: \.isLowercase)
  }

  /// Whether `word` begins with a capital letter as typed.
  func startsUppercase(_ word: Word) -> Bool {
    let byte = text.utf8[word.range.lowerBound]
    if byte < 0x80 { return byte >= 0x41 && byte <= 0x5A }
    return text[word.range].first?.isUppercase ?? false
  }

  /// The folded words of `text`, the way templates see them.
  static func foldedWords(_ text: String) -> [String] {
    // Lowercase ASCII words and spaces, the usual template literal, fold to themselves.
    if text.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x20 }) {
      return text.split(separator: " ").map(String.init)
    }
    return split(text).map(\.folded)
  }

  private static func split(_ text: String) -> [Word] {
    var words: [Word] = []
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      // The usual request is ASCII: find the chunks by bytes, without Unicode character properties.
      let utf8 = text.utf8
      var index = utf8.startIndex
      while index < utf8.endIndex {
        let byte = utf8[index]
        // "=" separates like a space: "recipient=Priya Raman".
        guard byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D, byte != 0x3D else {
          index = utf8.index(after: index)
          continue
        }
        var end = index
        while end < utf8.endIndex, ![0x20, 0x09, 0x0A, 0x0D, 0x3D].contains(utf8[end]) { end = utf8.index(after: end) }
        appendASCIIChunk(text, index..<end, to: &words)
        index = end
      }
      return words
    }
    var index = text.startIndex
    while index < text.endIndex {
      guard !text[index].isWhitespace, text[index] != "=" else {
        index = text.index(after: index)
        continue
      }
      var end = index
      while end < text.endIndex, !text[end].isWhitespace, text[end] != "=" { end = text.index(after: end) }
      appendChunk(text, index..<end, to: &words)
      index = end
    }
    return words
  }

  /// ``appendChunk(_:_:to:)`` for a request all in ASCII, by bytes: every byte is a character there.
  private static func appendASCIIChunk(_ text: String, _ range: Range<String.Index>, to words: inout [Word]) {
    let utf8 = text.utf8
    if let split = innerSplit(text[range]) {
      appendASCIIChunk(text, range.lowerBound..<split, to: &words)
      appendASCIIChunk(text, utf8.index(after: split)..<range.upperBound, to: &words)
      return
    }
    func isApostrophe(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") }
    func isS(_ byte: UInt8) -> Bool { byte | 0x20 == UInt8(ascii: "s") }
    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, isEdgePunctuation(utf8[lower], leading: true) { lower = utf8.index(after: lower) }
    // A quote mark opening a word ("'congratulations") is punctuation, not part of it; "'s" is a possessive.
    if lower < upper, utf8[lower] == UInt8(ascii: "'") {
      let rest = utf8[utf8.index(after: lower)..<upper]
      if rest.count >= 2, isLetter(rest.first!), !(rest.count == 2 && isS(rest.first!) && isApostrophe(rest.last!)) {
        lower = utf8.index(after: lower)
      }
    }
    while lower < upper, isEdgePunctuation(utf8[utf8.index(before: upper)], leading: false) {
      upper = utf8.index(before: upper)
    }
    // "Sarah's" and "James'" end in a possessive; "I'm" and "O'Brien" do not.
    var possessive: Range<String.Index>?
    if lower < upper {
      let last = utf8.index(before: upper)
      if isApostrophe(utf8[last]), last > lower, isS(utf8[utf8.index(before: last)]) {
        possessive = last..<upper
        upper = last
      } else if isS(utf8[last]), last > lower {
        let before = utf8.index(before: last)
        if isApostrophe(utf8[before]), before > lower {
          possessive = before..<upper
          upper = before
        }
      }
      while lower < upper, isApostrophe(utf8[utf8.index(before: upper)]) { upper = utf8.index(before: upper) }
    }
    if lower < upper, isPunctuationOnly(text[lower..<upper]) { return }
    if lower < upper { words.append(Word(folded: text[lower..<upper].lowercased(), range: lower..<upper)) }
    if let possessive { words.append(Word(folded: "'s", range: possessive)) }
  }

  /// One run of non-space characters: edge punctuation trimmed, a possessive split off.
  private static func appendChunk(_ text: String, _ range: Range<String.Index>, to words: inout [Word]) {
    if let split = innerSplit(text[range]) {
      appendChunk(text, range.lowerBound..<split, to: &words)
      appendChunk(text, text.index(after: split)..<range.upperBound, to: &words)
      return
    }
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, isEdgePunctuation(text[lower], leading: true) { lower = text.index(after: lower) }
    // A quote mark opening a word ("'congratulations") is punctuation, not part of it; "'s" is a possessive.
    if lower < upper, text[lower] == "'" || text[lower] == "‘" {
      let rest = text[text.index(after: lower)..<upper]
      if rest.count >= 2, rest.first!.isLetter, !(rest.count == 2 && isS(rest.first!) && isApostrophe(rest.last!)) {
        lower = text.index(after: lower)
      }
    }
    while lower < upper, isEdgePunctuation(text[text.index(before: upper)], leading: false) {
      upper = text.index(before: upper)
    }
    // "Sarah's", "Sarah’s" and "James'" end in a possessive; "I'm" and "O'Brien" do not.
    var possessive: Range<String.Index>?
    if lower < upper {
      let last = text.index(before: upper)
      if isApostrophe(text[last]), last > lower, isS(text[text.index(before: last)]) {
        possessive = last..<upper
        upper = last
      } else if isS(text[last]), last > lower {
        let before = text.index(before: last)
        if isApostrophe(text[before]), before > lower {
          possessive = before..<upper
          upper = before
        }
      }
      while lower < upper, isApostrophe(text[text.index(before: upper)]) { upper = text.index(before: upper) }
    }
    // A chunk of punctuation alone ("—", "|", "→", "-") is no word; "@", "&" and "#" stand for words.
    if lower < upper, isPunctuationOnly(text[lower..<upper]) { return }
    if lower < upper {
      let folded = fold(text[lower..<upper])
      if !folded.isEmpty { words.append(Word(folded: folded, range: lower..<upper)) }
    }
    if let possessive { words.append(Word(folded: "'s", range: possessive)) }
  }

  /// Where a chunk holds two words typed without a space: a colon between letters ("chidi:running late",
  /// "re:invoice"), or an underscore the way programs name fields ("job_title", "mobile_phone"). Never in
  /// an address, a link, a handle or a file name ("mailto:", "a_b@example.com", "my_photo.jpg", "10:30").
  private static func innerSplit(_ chunk: Substring) -> String.Index? {
    guard chunk.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "_") }),
      !chunk.utf8.contains(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") })
    else { return nil }
    var previous: Character?
    for index in chunk.indices {
      let character = chunk[index]
      defer { previous = character }
      guard character == ":" || character == "_", let before = previous, before.isLetter else { continue }
      let next = chunk.index(after: index)
      guard next < chunk.endIndex, chunk[next].isLetter else { continue }
      if character == "_", chunk.contains(".") { return nil }
      if character == ":", schemes.contains(chunk[..<index].lowercased()) { return nil }
      return index
    }
    return nil
  }

  private static let schemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "file", "ftp", "urn", "data", "geo"]

  private static func isS(_ character: Character) -> Bool { character == "s" || character == "S" }

  private static func isPunctuationOnly(_ chunk: Substring) -> Bool {
    if chunk.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII: no letter or digit, and not "@", "&" or "#".
      return !chunk.utf8.contains {
        ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x40 || $0 == 0x26 || $0 == 0x23
      }
    }
    return chunk.allSatisfy { character in
      character != "@" && character != "&" && character != "#"
        && (character.isPunctuation || character.isMathSymbol || character == "|" || character == "~")
    }
  }

  static func isApostrophe(_ character: Character) -> Bool {
    character == "'" || character == "’" || character == "‘" || character == "`" || character == "´"
  }

  private static func isEdgePunctuation(_ character: Character, leading: Bool) -> Bool {
    if let byte = character.asciiValue { return isEdgePunctuation(byte, leading: leading) }
    switch character {
    case ",", ";", "!", "?", "\"", "“", "”", "„", "«", "»", "…", "¿", "¡", "*", "[", "]", "{", "}":
      return true
    case ".", ":":
      // A leading "." starts a relative path ("./me.jpg"); a leading ":" is punctuation.
      return !leading || character == ":"
    case "(", "#": return leading
    case ")": return !leading
    default: return false
    }
  }

  private static func isEdgePunctuation(_ byte: UInt8, leading: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "\""),
      UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ":"):
      return true
    case UInt8(ascii: "."): return !leading
    case UInt8(ascii: "("), UInt8(ascii: "#"): return leading
    case UInt8(ascii: ")"): return !leading
    default: return false
    }
  }

  /// Lower case, no accents, straight apostrophes.
  static func fold(_ text: Substring) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    var folded = String(text).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    folded = String(folded.map { isApostrophe($0) ? "'" : $0 })
    return folded.lowercased()
  }
}
