import Foundation

/// Folds names to the one spelling the name index compares: lower case, no accents, words separated by
/// single spaces.
///
/// ```swift
/// NameFolding.fold("José Ñúñez-O’Brien")   // "jose nunez obrien"
/// NameFolding.fold("  Nguyễn   Văn  Đức ") // "nguyen van duc"
/// NameFolding.fold("Ｋｏｂａｙａｓｈｉ")      // "kobayashi"
/// NameFolding.fold("山田 太郎")              // "山田 太郎"
/// NameFolding.words("Jean-Luc Picard")       // ["jean", "luc", "picard"]
/// ```
///
/// The rules, in the order they apply:
/// - Compatibility forms are folded as NFKC does (full-width letters, ligatures, superscripts, half-width
///   kana, mathematical letters), except that "™" and friends become separators instead of letters.
/// - Latin and Greek letters lose their combining marks (canonical decomposition, then marks dropped):
///   "é" → "e", "ễ" → "e", "Å" → "a", "ά" → "α". Greek final sigma becomes "σ".
/// - Latin letters that do not decompose are spelled out: ł → l, ø → o, đ/ð → d, þ → th, ß → ss, æ → ae,
///   œ → oe, ı → i, ħ → h, ŋ → ng, ə → e and a few more.
/// - Apostrophes (' ’ ‘ ` ´ ʼ ʻ) vanish, so "O’Brien" and "OBrien" meet; zero-width characters, bidi marks,
///   soft hyphens and variation selectors vanish too.
/// - Every other character that is not a letter, a digit or a mark separates words: hyphens, dots, commas,
///   underscores, slashes, quotes, brackets, emoji. Runs of separators and white space become one space.
/// - Cyrillic, CJK, Hangul, Arabic, Hebrew and other scripts keep their letters (lower-cased where the
///   script has case); Arabic harakat, tatweel and Hebrew points are dropped. Cyrillic keeps its own
///   diacritics ("й" stays "й"); only stray combining accents are dropped.
/// - Decimal digits of any script become ASCII digits.
///
/// Pure ASCII input takes a byte loop with a single allocation; other input is folded scalar by scalar
/// through a table built once, and only unusual text (compatibility forms, Hangul jamo, decomposed
/// Cyrillic or kana) goes through Foundation's NFKC first.
public enum NameFolding {
  /// Folds a name to lower-case words without accents, separated by single spaces.
  ///
  /// ```swift
  /// NameFolding.fold("D'Angelo")  // "dangelo"
  /// NameFolding.fold("Ångström")  // "angstrom"
  /// NameFolding.fold("Łukasz")    // "lukasz"
  /// ```
  /// A group's name folded and without a leading "the": "the Book Club" and "The Book Club" name the group
  /// "Book Club".
  public static func groupKey(_ name: String) -> String {
    let folded = fold(name)
    return folded.hasPrefix("the ") && folded.count > 4 ? String(folded.dropFirst(4)) : folded
  }

  public static func fold(_ s: String) -> String {
    if s.isEmpty { return "" }
    if let folded = foldASCII(s) { return folded }
    var buffer = FoldBuffer(capacity: s.utf8.count)
    if buffer.fold(s.unicodeScalars, normalized: false) { return buffer.string }
    var normalized = compatibilityNormalized(s)
    // NB: Foundation's NFKC on Linux turns some archaic Hangul jamo sequences (U+1113 U+1167) into U+FFFD;
    // fold such text as it is rather than lose letters.
    if normalized.unicodeScalars.contains("\u{FFFD}") && !s.unicodeScalars.contains("\u{FFFD}") {
      normalized = s
    }
    var slow = FoldBuffer(capacity: s.utf8.count)
    _ = slow.fold(normalized.unicodeScalars, normalized: true)
    return slow.string
  }

  /// The folded words of a name: ``fold(_:)`` split on spaces.
  ///
  /// ```swift
  /// NameFolding.words("Mary-Kate  O'Neil") // ["mary", "kate", "oneil"]
  /// ```
  public static func words(_ s: String) -> [String] {
    var folded = fold(s)
    if folded.isEmpty { return [] }
    return folded.withUTF8 { bytes in
      var words: [String] = []
      var start = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x20 {
        words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        start = index + 1
      }
      return words
    }
  }

  /// The extra folded spelling of a German name written with ä, ö or ü: the umlaut spelled "ae", "oe", "ue".
  ///
  /// ```swift
  /// NameFolding.germanVariants("Müller") // ["mueller"]
  /// NameFolding.germanVariants("Muller") // []
  /// ```
  ///
  /// ``fold(_:)`` turns "Müller" into "muller"; this gives "mueller", the spelling Germans type without an
  /// umlaut key. Index a stored name under both keys, and look a query up under both as well: then
  /// "Müller", "Muller" and "Mueller" typed by the user all meet a contact saved as "Müller", and "Müller"
  /// typed by the user meets a contact saved as "Mueller". (A contact saved as "Muller" and a query
  /// "Mueller" do not meet through this; their phonetic keys do.) Undoing "ue" into "u" is not offered on
  /// purpose: it would turn "Samuel" into "samul" and "Michael" into "michal".
  ///
  /// Call it on one word at a time when a name has several, so each word gets its own pair of keys. Input
  /// may be precomposed or decomposed ("u" followed by U+0308). Returns an empty array when there is no
  /// umlaut.
  public static func germanVariants(_ original: String) -> [String] {
    if original.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
    var found = false
    var spelled = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in original.unicodeScalars {
      if let expansion = umlautExpansion(scalar) {
        found = true
        spelled.append(contentsOf: expansion.unicodeScalars)
      } else if scalar.value == 0x308, let base = previous, "aouAOU".unicodeScalars.contains(base) {
        found = true
        spelled.append("e")
      } else {
        spelled.append(scalar)
      }
      previous = scalar
    }
    guard found else { return [] }
    let variant = fold(String(spelled))
    return variant == fold(original) ? [] : [variant]
  }

  /// True when the text has at least one Han, Hiragana, Katakana or Hangul letter and no letter of any other
  /// script (digits, spaces and punctuation do not count).
  ///
  /// ```swift
  /// NameFolding.isCJK("山田 太郎")  // true
  /// NameFolding.isCJK("김민준")     // true
  /// NameFolding.isCJK("Tanaka 田中") // false
  /// ```
  ///
  /// A CJK name is written without spaces between its parts ("山田太郎", family name first), so the name
  /// formatter joins parts without a space, and the index must not rely on words. Recommendation for the
  /// index: remove the spaces from the folded CJK name, store the whole string as an exact key, and store
  /// every character bigram ("山田", "田太", "太郎") as a partial key; a query of one or two characters then
  /// meets a family or given name by bigram (or by its single character for a one-character family name
  /// such as "李"), which SQLite's trigram tokenizer cannot do (it matches nothing under three characters).
  public static func isCJK(_ s: String) -> Bool {
    var sawCJK = false
    for scalar in s.unicodeScalars {
      let v = scalar.value
      if v < 0x80 {
        if (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) { return false }
        continue
      }
      if isCJKScalar(v) {
        sawCJK = true
      } else if scalar.properties.isAlphabetic {
        return false
      }
    }
    return sawCJK
  }

  // MARK: - ASCII

  /// Folds pure ASCII text with one pass over its bytes; nil when the text has a non-ASCII byte.
  private static func foldASCII(_ s: String) -> String? {
    var isASCII = true
    let attempt = s.utf8.withContiguousStorageIfAvailable { bytes -> String in
      String(unsafeUninitializedCapacity: bytes.count) { out in
        var count = 0
        var pendingSpace = false
        for byte in bytes {
          switch byte {
          case 0x61...0x7A, 0x30...0x39:
            if pendingSpace {
              out[count] = 0x20
              count += 1
              pendingSpace = false
            }
            out[count] = byte
            count += 1
          case 0x41...0x5A:
            if pendingSpace {
              out[count] = 0x20
              count += 1
              pendingSpace = false
            }
            out[count] = byte | 0x20
            count += 1
          case 0x27, 0x60:
            continue
          case 0x80...:
            isASCII = false
            return 0
          default:
            pendingSpace = count > 0
          }
        }
        return count
      }
    }
    guard let folded = attempt else {
      // NB: only bridged or foreign strings lack contiguous UTF-8; fold them scalar by scalar.
      guard s.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
      var buffer = FoldBuffer(capacity: s.utf8.count)
      _ = buffer.fold(s.unicodeScalars, normalized: false)
      return buffer.string
    }
    return isASCII ? folded : nil
  }

  // MARK: - Compatibility normalisation

  /// NFKC, after turning the few compatibility characters that NFKC would spell as letters or accents
  /// ("™" → "TM", "´" → space + accent) into what a name means by them. Conjoining jamo bypass Foundation:
  /// ``FoldBuffer`` composes them itself.
  private static func compatibilityNormalized(_ s: String) -> String {
    var result = ""
    var run = String.UnicodeScalarView()
    for scalar in s.unicodeScalars {
      switch scalar.value {
      case 0xB4, 0x1FFD: run.append("'")
      case 0x2120...0x2122: run.append(" ")
      default:
        if isConjoiningJamo(scalar.value) {
          result += String(run).precomposedStringWithCompatibilityMapping
          run = String.UnicodeScalarView()
          result.unicodeScalars.append(scalar)
        } else {
          run.append(scalar)
        }
      }
    }
    return result + String(run).precomposedStringWithCompatibilityMapping
  }

  private static func umlautExpansion(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0xE4: "ae"
    case 0xF6: "oe"
    case 0xFC: "ue"
    case 0xC4: "Ae"
    case 0xD6: "Oe"
    case 0xDC: "Ue"
    default: nil
    }
  }
}
