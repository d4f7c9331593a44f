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
        appendChunk(text, index..<end, in: ASCIIUnits.self, to: &words)
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
      appendChunk(text, index..<end, in: CharacterUnits.self, to: &words)
      index = end
    }
    return words
  }

  /// One run of non-space characters: edge punctuation trimmed, a possessive split off. Read in `Units`:
  /// bytes for a request all in ASCII, characters otherwise.
  private static func appendChunk<Units: ChunkUnits>(
    _ text: String, _ range: Range<String.Index>, in units: Units.Type, to words: inout [Word]
  ) {
    // A face typed in punctuation (":)", ";-)", "<3") is a word, as an emoji is: "text Bo :) see you soon"
    // sends the face, and no name or value takes it.
    if text[range].utf8.count <= 4, text[range].utf8.first.map({ $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "<") }) ?? false {
      var face = text[range]
      var upper = range.upperBound
      while let last = face.last, face.count > 2, ",.!?".contains(last) {
        face = face.dropLast()
        upper = face.endIndex
      }
      if emoticons.contains(String(face)) {
        words.append(Word(folded: String(face).lowercased(), range: range.lowerBound..<upper))
        return
      }
    }
    if let split = innerSplit(text[range]) {
      appendChunk(text, range.lowerBound..<split, in: units, to: &words)
      appendChunk(text, text.index(after: split)..<range.upperBound, in: units, to: &words)
      return
    }
    let view = Units.view(text)
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, Units.isEdgePunctuation(view[lower], leading: true) { lower = view.index(after: lower) }
    // A quote mark opening a word ("'congratulations") is punctuation, not part of it; "'s" is a possessive.
    if lower < upper, Units.opensQuote(view[lower]) {
      let rest = view[view.index(after: lower)..<upper]
      if rest.count >= 2, Units.isLetter(rest.first!), !(rest.count == 2 && Units.isS(rest.first!) && Units.isApostrophe(rest.last!)) {
        lower = view.index(after: lower)
      }
    }
    while lower < upper, Units.isEdgePunctuation(view[view.index(before: upper)], leading: false) {
      upper = view.index(before: upper)
    }
    // "Sarah's", "Sarah’s" and "James'" end in a possessive; "I'm" and "O'Brien" do not.
    var possessive: Range<String.Index>?
    if lower < upper {
      let last = view.index(before: upper)
      if Units.isApostrophe(view[last]), last > lower, Units.isS(view[view.index(before: last)]) {
        possessive = last..<upper
        upper = last
      } else if Units.isS(view[last]), last > lower {
        let before = view.index(before: last)
        if Units.isApostrophe(view[before]), before > lower {
          possessive = before..<upper
          upper = before
        }
      }
      while lower < upper, Units.isApostrophe(view[view.index(before: upper)]) { upper = view.index(before: upper) }
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

  /// Where what is said from word `index` on begins: at the word, or at the quote, bracket or inverted
  /// mark that opens it ("(412) 555-0136", "\"call me\"", "¿vienes?"), so a part read alone keeps them.
  /// The text from the first word of `words` to the end of its last, as typed.
  func text(ofWords words: Range<Int>) -> Substring {
    text[self.words[words.lowerBound].range.lowerBound..<self.words[words.upperBound - 1].range.upperBound]
  }

  func start(ofWord index: Int) -> String.Index {
    var start = words[index].range.lowerBound
    let floor = index > 0 ? words[index - 1].range.upperBound : text.startIndex
    while start > floor {
      let before = text.index(before: start)
      guard "([{\"“‘«¿¡#'".contains(text[before]) else { break }
      start = before
    }
    return start
  }

  /// Faces typed in punctuation, read as words of pictures.
  static let emoticons: Set<String> = [
    ":)", ":-)", ":(", ":-(", ";)", ";-)", ":D", ":-D", ":P", ":p", ":-P", ":-p", "<3", ":/", ":-/", ":|", ":o", ":O",
    ":'(", ":*", ";P", ";p", ":]", ":[",
  ]

  static func isApostrophe(_ character: Character) -> Bool {
    character == "'" || character == "’" || character == "‘" || character == "`" || character == "´"
  }

  fileprivate static func isEdgePunctuation(_ character: Character, leading: Bool) -> Bool {
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

  fileprivate static func isEdgePunctuation(_ byte: UInt8, leading: Bool) -> Bool {
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

/// What ``Utterance`` reads a chunk of a request in: its bytes when the request is all ASCII (every byte is
/// a character there, and bytes need no Unicode tables), its characters otherwise.
private protocol ChunkUnits {
  associatedtype View: BidirectionalCollection where View.Index == String.Index
  static func view(_ text: String) -> View
  static func isEdgePunctuation(_ unit: View.Element, leading: Bool) -> Bool
  /// A quote mark that may open a word ("'congratulations").
  static func opensQuote(_ unit: View.Element) -> Bool
  static func isApostrophe(_ unit: View.Element) -> Bool
  static func isS(_ unit: View.Element) -> Bool
  static func isLetter(_ unit: View.Element) -> Bool
}

private enum ASCIIUnits: ChunkUnits {
  static func view(_ text: String) -> String.UTF8View { text.utf8 }
  static func isEdgePunctuation(_ unit: UInt8, leading: Bool) -> Bool { Utterance.isEdgePunctuation(unit, leading: leading) }
  static func opensQuote(_ unit: UInt8) -> Bool { unit == UInt8(ascii: "'") }
  static func isApostrophe(_ unit: UInt8) -> Bool { unit == UInt8(ascii: "'") || unit == UInt8(ascii: "`") }
  static func isS(_ unit: UInt8) -> Bool { unit | 0x20 == UInt8(ascii: "s") }
  static func isLetter(_ unit: UInt8) -> Bool { (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A }
}

private enum CharacterUnits: ChunkUnits {
  static func view(_ text: String) -> String { text }
  static func isEdgePunctuation(_ unit: Character, leading: Bool) -> Bool { Utterance.isEdgePunctuation(unit, leading: leading) }
  static func opensQuote(_ unit: Character) -> Bool { unit == "'" || unit == "‘" }
  static func isApostrophe(_ unit: Character) -> Bool { Utterance.isApostrophe(unit) }
  static func isS(_ unit: Character) -> Bool { unit == "s" || unit == "S" }
  static func isLetter(_ unit: Character) -> Bool { unit.isLetter }
}
