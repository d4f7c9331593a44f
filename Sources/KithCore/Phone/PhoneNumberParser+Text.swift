/// The scalars of one input, with libphonenumber's text-level rules: where a number starts, whether
/// it is viable, where its extension is.
struct PhoneText {
  let scalars: UnsafeBufferPointer<Unicode.Scalar>

  subscript(index: Int) -> Unicode.Scalar { scalars[index] }

  /// `_extract_possible_number`: from the first digit or "+", without trailing punctuation, cut
  /// before a second extension ("x302/x2303") or an RFC 3966 ";isub=".
  func possibleNumber() -> Range<Int>? {
    guard let start = scalars.firstIndex(where: { $0.isPlusSign || $0.decimalDigitValue != nil })
    else { return nil }
    var end = scalars.count
    while end > start, !scalars[end - 1].isLetterNumberOrHash {
      end -= 1
    }
    var index = start
    while index < end {
      let scalar = scalars[index]
      if scalar == "/" || scalar == "\\" {
        var next = index + 1
        while next < end, scalars[next] == " " {
          next += 1
        }
        if next < end, scalars[next] == "x" {
          end = index
          break
        }
      } else if scalar == ";", index > start,
        scalars[index..<end].starts(with: ";isub=".unicodeScalars)
      {
        end = index
        break
      }
      index += 1
    }
    return start..<end
  }

  /// `_is_viable_phone_number`: two digits alone, or "+"s, then three digits among punctuation, then
  /// punctuation, letters and digits, then optionally an extension.
  func isViable(_ range: Range<Int>) -> Bool {
    guard range.count >= 2 else { return false }
    if range.count == 2, scalars[range.lowerBound].decimalDigitValue != nil,
      scalars[range.lowerBound + 1].decimalDigitValue != nil
    {
      return true
    }
    var index = range.lowerBound
    while index < range.upperBound, scalars[index].isPlusSign {
      index += 1
    }
    var digitCount = 0
    while index < range.upperBound, digitCount < 3 {
      let scalar = scalars[index]
      if scalar.decimalDigitValue != nil {
        digitCount += 1
      } else if !scalar.isPhonePunctuation, scalar != "*" {
        return false
      }
      index += 1
    }
    guard digitCount == 3 else { return false }
    var end = index
    while end < range.upperBound, scalars[end].isPhoneNumberBody {
      end += 1
    }
    if end == range.upperBound { return true }
    // The rest must be an extension, which may begin inside the run just read.
    guard let tail = ExtensionTail(scalars, range) else { return false }
    for start in stride(from: end, through: index, by: -1)
    where start < tail.digitStart && extensionMatches(from: start, tail: tail) {
      return true
    }
    return false
  }

  /// `_maybe_strip_extension`'s search: the leftmost place where an extension runs to the end.
  func extensionMatch(in range: Range<Int>) -> (start: Int, digits: Range<Int>)? {
    guard let tail = ExtensionTail(scalars, range), tail.digitStart > range.lowerBound
    else { return nil }
    // Every form but "- 503#" has a label: skip the search when nothing could be one.
    if !tail.hasHash,
      !scalars[range.lowerBound..<tail.digitStart].contains(where: \.couldStartExtensionLabel)
    {
      return nil
    }
    for start in range.lowerBound..<tail.digitStart where extensionMatches(from: start, tail: tail) {
      return (start, tail.digitStart..<tail.digitEnd)
    }
    return nil
  }

  /// Whether `scalars[start..<tail.digitStart]` is the label of one of libphonenumber's extension
  /// forms, each with its own limit on the number of digits.
  private func extensionMatches(from start: Int, tail: ExtensionTail) -> Bool {
    let count = tail.digitEnd - tail.digitStart
    let labelEnd = tail.digitStart
    // ";ext=123" (RFC 3966)
    if !tail.hasHash, count <= 20, labelEnd - start == 5, matches(";ext=", at: start, before: labelEnd) {
      return true
    }
    let afterSeparators = skip(from: start, before: labelEnd) { $0.isExtensionSeparator }
    // "ext. 123", "extension 123", "доб 123", "anexo 123"
    if count <= 20 {
      for end in explicitLabelEnds(at: afterSeparators, before: labelEnd)
      where isAfterLabel(from: end, to: labelEnd) {
        return true
      }
    }
    // "x123", "#123", "~123", "int 123"
    if count <= 9 {
      for end in ambiguousLabelEnds(at: afterSeparators, before: labelEnd)
      where isAfterLabel(from: end, to: labelEnd) {
        return true
      }
    }
    // "- 503#"
    if tail.hasHash, count <= 6, start < labelEnd,
      scalars[start..<labelEnd].allSatisfy({ $0 == "-" || $0 == " " })
    {
      return true
    }
    let afterBlanks = skip(from: start, before: labelEnd) {
      $0 == " " || $0 == "\u{A0}" || $0 == "\t"
    }
    // ",,123" and ";123" (auto-dialling)
    if count <= 15, afterBlanks < labelEnd {
      if scalars[afterBlanks] == ";", isAfterLabel(from: afterBlanks + 1, to: labelEnd) {
        return true
      }
      if afterBlanks + 1 < labelEnd, scalars[afterBlanks] == ",", scalars[afterBlanks + 1] == ",",
        isAfterLabel(from: afterBlanks + 2, to: labelEnd)
      {
        return true
      }
    }
    // ",123"
    if count <= 9, afterBlanks < labelEnd, scalars[afterBlanks] == "," {
      let afterCommas = skip(from: afterBlanks, before: labelEnd) { $0 == "," }
      if isAfterLabel(from: afterCommas, to: labelEnd) { return true }
    }
    return false
  }

  /// Ends of `e?xt(?:ensi(?:o\u0301?|ó))?n?|ｅ?ｘｔｎ?|доб|anexo` (ignoring case) from `index`.
  private func explicitLabelEnds(at index: Int, before end: Int) -> [Int] {
    var ends: [Int] = []
    func addWithOptionalN(_ position: Int, n: Unicode.Scalar) {
      ends.append(position)
      if position < end, scalars[position].caseFolded == n { ends.append(position + 1) }
    }
    var position = index
    if position < end, scalars[position].caseFolded == "e" { position += 1 }
    if matches("xt", at: position, before: end) {
      position += 2
      addWithOptionalN(position, n: "n")
      if matches("ensi", at: position, before: end) {
        let vowel = position + 4
        if vowel < end, scalars[vowel].caseFolded == "o" {
          addWithOptionalN(vowel + 1, n: "n")
          if vowel + 1 < end, scalars[vowel + 1] == "\u{301}" { addWithOptionalN(vowel + 2, n: "n") }
        } else if vowel < end, scalars[vowel].caseFolded == "ó" {
          addWithOptionalN(vowel + 1, n: "n")
        }
      }
    }
    position = index
    if position < end, scalars[position].caseFolded == "ｅ" { position += 1 }
    if matches("ｘｔ", at: position, before: end) { addWithOptionalN(position + 2, n: "ｎ") }
    for word in ["доб", "anexo"] where matches(word, at: index, before: end) {
      ends.append(index + word.unicodeScalars.count)
    }
    return ends
  }

  /// Ends of `[xｘ#＃~～]|int|ｉｎｔ` (case-insensitive) starting at `index`.
  private func ambiguousLabelEnds(at index: Int, before end: Int) -> [Int] {
    guard index < end else { return [] }
    switch scalars[index].caseFolded {
    case "x", "ｘ", "#", "＃", "~", "～": return [index + 1]
    default:
      for word in ["int", "ｉｎｔ"] where matches(word, at: index, before: end) {
        return [index + 3]
      }
      return []
    }
  }

  /// `[:\.．]?[ \u00A0\t,-]*` spans exactly `start..<end`.
  private func isAfterLabel(from start: Int, to end: Int) -> Bool {
    var index = start
    if index < end, scalars[index] == ":" || scalars[index] == "." || scalars[index] == "．" {
      index += 1
    }
    return scalars[index..<end].allSatisfy { $0.isExtensionSeparator || $0 == "-" }
  }

  private func skip(from start: Int, before end: Int, while predicate: (Unicode.Scalar) -> Bool) -> Int {
    var index = start
    while index < end, predicate(scalars[index]) {
      index += 1
    }
    return index
  }

  /// Whether `word` (lowercase) is at `index`, ignoring case.
  private func matches(_ word: String, at index: Int, before end: Int) -> Bool {
    var position = index
    for expected in word.unicodeScalars {
      guard position < end, scalars[position].caseFolded == expected else { return false }
      position += 1
    }
    return true
  }

  func asciiDigits(_ range: Range<Int>) -> String {
    String(
      decoding: scalars[range].compactMap { $0.decimalDigitValue.map { $0 + UInt8(ascii: "0") } },
      as: UTF8.self)
  }

  /// `_normalize`: the digits of `range`; with three letters or more, a vanity number whose letters
  /// are read on a telephone keypad ("1-800-FLOWERS").
  func normalizedDigits(_ range: Range<Int>) -> [UInt8] {
    let keypad = scalars[range].lazy.filter(\.isASCIILetter).prefix(3).count == 3
    var digits: [UInt8] = []
    digits.reserveCapacity(range.count)
    for scalar in scalars[range] {
      if let value = scalar.decimalDigitValue {
        digits.append(value)
      } else if keypad, let value = scalar.keypadDigit {
        digits.append(value)
      }
    }
    return digits
  }
}

/// The end of a possible extension: optional "#", and the digits before it.
private struct ExtensionTail {
  let digitStart: Int
  let digitEnd: Int
  let hasHash: Bool

  init?(_ scalars: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>) {
    let end = range.upperBound
    hasHash = end > range.lowerBound && scalars[end - 1] == "#"
    digitEnd = hasHash ? end - 1 : end
    var start = digitEnd
    while start > range.lowerBound, scalars[start - 1].decimalDigitValue != nil {
      start -= 1
    }
    guard start < digitEnd else { return nil }
    digitStart = start
  }
}

extension Unicode.Scalar {
  /// The value of a Unicode decimal digit (category Nd: "7", "７", "٧"), else nil.
  var decimalDigitValue: UInt8? {
    if value < 0x80 {
      return value >= 0x30 && value <= 0x39 ? UInt8(value - 0x30) : nil
    }
    guard properties.numericType == .decimal, let number = properties.numericValue else { return nil }
    return UInt8(number)
  }

  var isPlusSign: Bool { self == "+" || self == "\u{FF0B}" }

  fileprivate var isASCIILetter: Bool {
    (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
  }

  /// libphonenumber's `_VALID_PUNCTUATION` (its pattern ignores case, so "X" too).
  fileprivate var isPhonePunctuation: Bool {
    switch value {
    case 0x20, 0x28, 0x29, 0x2D, 0x2E, 0x2F, 0x5B, 0x5D, 0x7E, 0x58, 0x78: return true  // ()-./[]~Xx
    case 0xA0, 0xAD, 0x200B, 0x2060, 0x3000, 0x30FC, 0x2212, 0x2053, 0x223C: return true
    case 0x2010...0x2015, 0xFF0D...0xFF0F, 0xFF08, 0xFF09, 0xFF3B, 0xFF3D, 0xFF5E: return true
    default: return false
    }
  }

  /// What may follow the first three digits of a viable number: punctuation, "*", letters, digits.
  fileprivate var isPhoneNumberBody: Bool {
    isPhonePunctuation || self == "*" || isASCIILetter || decimalDigitValue != nil
  }

  /// Letters, numbers and "#" stay at the end of a possible number; other trailing characters go.
  fileprivate var isLetterNumberOrHash: Bool {
    if value < 0x80 {
      return isASCIILetter || (value >= 0x30 && value <= 0x39) || self == "#"
    }
    switch properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber:
      return true
    default:
      return false
    }
  }

  fileprivate var isExtensionSeparator: Bool {
    self == " " || self == "\u{A0}" || self == "\t" || self == ","
  }

  fileprivate var couldStartExtensionLabel: Bool {
    switch value {
    case 0x23, 0x2C, 0x3B, 0x7E, 0xFF03, 0xFF5E: return true  // # , ; ~ ＃ ～
    case 0..<0x80: return isASCIILetter
    default: return properties.isAlphabetic
    }
  }

  /// Lowercase for the letters of extension labels (ASCII, Latin-1, full-width, Cyrillic).
  fileprivate var caseFolded: Unicode.Scalar {
    switch value {
    case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE, 0xFF21...0xFF3A, 0x410...0x42F:
      return Unicode.Scalar(value + 0x20)!
    default:
      return self
    }
  }

  /// The ITU E.161 keypad digit of an ASCII letter: ABC 2, DEF 3, … PQRS 7, TUV 8, WXYZ 9.
  fileprivate var keypadDigit: UInt8? {
    guard isASCIILetter else { return nil }
    switch UInt8(value | 0x20) {
    case UInt8(ascii: "a")...UInt8(ascii: "o"): return 2 + (UInt8(value | 0x20) - UInt8(ascii: "a")) / 3
    case UInt8(ascii: "p")...UInt8(ascii: "s"): return 7
    case UInt8(ascii: "t")...UInt8(ascii: "v"): return 8
    default: return 9
    }
  }
}
