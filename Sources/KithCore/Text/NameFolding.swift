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

  // MARK: - Character classes

  /// Han, Hiragana, Katakana and Hangul, including their half-width forms and conjoining jamo.
  static func isCJKScalar(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF,
      0xFFA0...0xFFDC:
      true  // Hangul
    case 0x3040...0x309F, 0x30A0...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F,
      0x1B000...0x1B16F:
      true  // kana (U+30FB, the katakana middle dot, separates words)
    case 0x3005...0x3007, 0x3021...0x3029, 0x3038...0x303B, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xF900...0xFAFF, 0x20000...0x323AF:
      true  // Han
    default:
      false
    }
  }

  /// Han ideographs, Hangul syllables and kana that NFKC leaves alone: copied as they are without a look at
  /// their Unicode properties. A voicing mark after kana is not in here, so it still sends the text
  /// through NFKC, which composes it.
  static func isStableCJK(_ v: UInt32) -> Bool {
    switch v {
    case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x309D...0x309E, 0x30A1...0x30FA,
      0x30FC...0x30FE:
      true
    default:
      false
    }
  }

  /// The generic combining diacritical marks (not a script's own vowel signs): dropped after Latin, Greek
  /// and separators; after Cyrillic they first go through NFKC, which may compose them ("и" + breve = "й").
  static func isDiacriticMark(_ v: UInt32) -> Bool {
    switch v {
    case 0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
    default: false
    }
  }

  /// Characters dropped without separating words: variation selectors, the byte-order mark, Arabic
  /// harakat and tatweel, Hebrew points.
  static func isDropped(_ v: UInt32) -> Bool {
    switch v {
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0xFEFF: true
    case 0x64B...0x652, 0x656...0x65F, 0x670, 0x640: true
    case 0x591...0x5BD, 0x5BF, 0x5C1, 0x5C2, 0x5C4, 0x5C5, 0x5C7: true
    default: false
    }
  }

  /// Hangul conjoining jamo, which compose into syllables ("ᄀ" + "ᅡ" + "ᆨ" = "각").
  static func isConjoiningJamo(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
    default: false
    }
  }
}

/// The output of a fold: the UTF-8 bytes of words joined by single spaces.
private struct FoldBuffer {
  private var bytes: [UInt8] = []
  private var pendingSpace = false
  /// Whether a combining accent here may simply be dropped: true after ASCII, Latin, Greek and separators,
  /// false after letters whose script keeps its diacritics (Cyrillic "й") or that may compose under NFC.
  private var accentDroppable = true

  /// Whether the output has conjoining jamo, which ``string`` composes into syllables.
  private var hasJamo = false

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  var string: String {
    let text = String(decoding: bytes, as: UTF8.self)
    return hasJamo ? Self.composingHangul(text) : text
  }

  /// Folds `scalars` into the buffer. Returns false, leaving the buffer half-written, when the text needs
  /// NFKC first and `normalized` is false.
  mutating func fold(_ scalars: String.UnicodeScalarView, normalized: Bool) -> Bool {
    let table = FoldTable.entries
    for scalar in scalars {
      let v = scalar.value
      if v < 0x80 {
        switch v {
        case 0x61...0x7A, 0x30...0x39: append(UInt8(v))
        case 0x41...0x5A: append(UInt8(v) | 0x20)
        case 0x27, 0x60: break
        default: separate()
        }
        accentDroppable = true
        continue
      }
      if NameFolding.isDiacriticMark(v) {
        if !accentDroppable && !normalized { return false }
        continue
      }
      if let index = FoldTable.index(of: v) {
        append(entry: index, of: table)
        accentDroppable = !FoldTable.isCyrillic(v)
        continue
      }
      if NameFolding.isStableCJK(v) {
        append(scalar)
        accentDroppable = false
        continue
      }
      if NameFolding.isDropped(v) { continue }
      if NameFolding.isConjoiningJamo(v) {
        append(scalar)
        hasJamo = true
        accentDroppable = false
        continue
      }
      let properties = scalar.properties
      if !normalized && properties.changesWhenNFKCCaseFolded { return false }
      switch properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
        if properties.changesWhenLowercased {
          for lower in properties.lowercaseMapping.unicodeScalars { append(lower) }
        } else {
          append(scalar)
        }
        accentDroppable = false
      case .nonspacingMark, .spacingMark, .enclosingMark:
        // NB: a mark such as a Devanagari vowel sign is part of its word; before NFKC it may still compose.
        if !normalized { return false }
        append(scalar)
      case .decimalNumber:
        if let value = properties.numericValue, value >= 0, value <= 9 {
          append(0x30 + UInt8(value))
        } else {
          append(scalar)
        }
        accentDroppable = true
      case .letterNumber, .otherNumber:
        append(scalar)
        accentDroppable = true
      case .format:
        continue
      default:
        separate()
        accentDroppable = true
      }
    }
    return true
  }

  /// Composes modern conjoining jamo into Hangul syllables, as NFC does (Unicode 3.12); archaic jamo stay.
  ///
  /// NB: done here rather than by Foundation, whose NFKC on Linux garbles archaic jamo (U+1113 U+1164
  /// becomes U+D7F8).
  private static func composingHangul(_ text: String) -> String {
    let sBase: UInt32 = 0xAC00
    let lBase: UInt32 = 0x1100
    let vBase: UInt32 = 0x1161
    let tBase: UInt32 = 0x11A7
    var composed: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if let last = composed.last?.value {
        if (lBase..<lBase + 19).contains(last) && (vBase..<vBase + 21).contains(v) {
          composed[composed.count - 1] = Unicode.Scalar(sBase + ((last - lBase) * 21 + (v - vBase)) * 28)!
          continue
        }
        if (sBase..<sBase + 11_172).contains(last) && (last - sBase) % 28 == 0
          && (tBase + 1..<tBase + 28).contains(v)
        {
          composed[composed.count - 1] = Unicode.Scalar(last + (v - tBase))!
          continue
        }
      }
      composed.append(scalar)
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: composed)
    return String(view)
  }

  private mutating func separate() {
    pendingSpace = !bytes.isEmpty
  }

  private mutating func append(_ byte: UInt8) {
    if pendingSpace {
      bytes.append(0x20)
      pendingSpace = false
    }
    bytes.append(byte)
  }

  private mutating func append(_ scalar: Unicode.Scalar) {
    if pendingSpace {
      bytes.append(0x20)
      pendingSpace = false
    }
    UTF8.encode(scalar) { bytes.append($0) }
  }

  /// Appends a table entry: its spaces separate words, everything else is word text.
  private mutating func append(entry index: Int, of table: FoldTable) {
    for offset in table.offsets[index]..<table.offsets[index + 1] {
      let byte = table.bytes[Int(offset)]
      if byte == 0x20 { separate() } else { append(byte) }
    }
  }
}

/// How each scalar of U+0080–U+04FF and U+1E00–U+206F folds (Latin, Greek, Cyrillic, general punctuation),
/// computed once from Foundation's normalisation: an empty entry drops the scalar, a space separates words,
/// anything else is the folded text. Entries are UTF-8 slices of one byte array.
private struct FoldTable: Sendable {
  /// The entries' UTF-8 bytes, one after the other.
  let bytes: [UInt8]
  /// Where entry `i` starts in `bytes`; it ends where entry `i + 1` starts.
  let offsets: [UInt32]

  static let entries: FoldTable = {
    var bytes: [UInt8] = []
    var offsets: [UInt32] = [0]
    offsets.reserveCapacity(lowCount + highCount + 1)
    let scalars =
      Array(lowStart..<(lowStart + UInt32(lowCount))) + Array(highStart..<(highStart + UInt32(highCount)))
    for v in scalars {
      bytes.append(contentsOf: entry(for: v).utf8)
      offsets.append(UInt32(bytes.count))
    }
    return FoldTable(bytes: bytes, offsets: offsets)
  }()

  private static let lowStart: UInt32 = 0x80
  private static let lowCount = 0x500 - 0x80
  private static let highStart: UInt32 = 0x1E00
  private static let highCount = 0x2070 - 0x1E00

  static func index(of v: UInt32) -> Int? {
    if v < 0x500 { return v >= lowStart ? Int(v - lowStart) : nil }
    if v >= highStart && v < highStart + UInt32(highCount) { return lowCount + Int(v - highStart) }
    return nil
  }

  static func isCyrillic(_ v: UInt32) -> Bool { (0x400..<0x500).contains(v) }

  /// Apostrophe-like characters, removed inside words: ´ ʹ ʻ ʼ ‘ ’ ‛ ′, and the Greek oxia and varia, whose
  /// canonical forms are ´ and `.
  private static let apostrophes: Set<UInt32> = [
    0xB4, 0x2B9, 0x2BB, 0x2BC, 0x2018, 0x2019, 0x201B, 0x2032, 0x1FEF, 0x1FFD,
  ]

  /// Letters that have no canonical decomposition, spelled the way an English keyboard user types them.
  private static let spelledOut: [UInt32: String] = [
    0xDF: "ss", 0xE6: "ae", 0x153: "oe", 0xF8: "o", 0x142: "l", 0x111: "d", 0xF0: "d", 0xFE: "th",
    0x131: "i", 0x127: "h", 0x167: "t", 0x14B: "ng", 0x138: "k", 0x180: "b", 0x253: "b", 0x188: "c",
    0x23C: "c", 0x257: "d", 0x256: "d", 0x18C: "d", 0x221: "d", 0x247: "e", 0x1DD: "e", 0x259: "e",
    0x25B: "e", 0x192: "f", 0x1E5: "g", 0x260: "g", 0x266: "h", 0x268: "i", 0x249: "j", 0x199: "k",
    0x19A: "l", 0x234: "l", 0x26B: "l", 0x272: "n", 0x19E: "n", 0x235: "n", 0x254: "o", 0x1A5: "p",
    0x24B: "q", 0x24D: "r", 0x282: "s", 0x23F: "s", 0x1AB: "t", 0x1AD: "t", 0x236: "t", 0x288: "t",
    0x289: "u", 0x28B: "v", 0x1B4: "y", 0x24F: "y", 0x1B6: "z", 0x225: "z", 0x240: "z", 0x290: "z",
    0x291: "z", 0x292: "z", 0x3C2: "σ",
  ]

  private static func entry(for v: UInt32) -> String {
    guard let scalar = Unicode.Scalar(v) else { return " " }
    if apostrophes.contains(v) { return "" }
    if scalar.properties.generalCategory == .format { return "" }
    if isCyrillic(v) {
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter:
        return String(scalar).lowercased()
      case .nonspacingMark, .enclosingMark, .spacingMark: return ""
      default: return " "
      }
    }
    let decomposed = String(scalar).precomposedStringWithCompatibilityMapping
      .decomposedStringWithCanonicalMapping.lowercased()
    var folded = ""
    for part in decomposed.unicodeScalars {
      let value = part.value
      if NameFolding.isDiacriticMark(value) || apostrophes.contains(value) || value == 0x27 || value == 0x60 {
        continue
      }
      if let spelled = spelledOut[value] {
        folded += spelled
        continue
      }
      let properties = part.properties
      switch properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter:
        folded.unicodeScalars.append(part)
      case .modifierLetter:
        // Modifier letters that survive NFKC (ˆ ˇ ˈ ː) are accents and length marks, not letters.
        if !(0x2B0...0x2FF).contains(value) { folded.unicodeScalars.append(part) }
      case .decimalNumber:
        if let digit = properties.numericValue, digit >= 0, digit <= 9 {
          folded += String(Int(digit))
        }
      case .letterNumber, .otherNumber:
        folded.unicodeScalars.append(part)
      case .nonspacingMark, .spacingMark, .enclosingMark, .format:
        continue
      default:
        folded += " "
      }
    }
    return folded
  }
}
