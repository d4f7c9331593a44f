import Foundation

// MARK: - Character classes

extension NameFolding {
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

/// How each scalar of U+0080–U+04FF and U+1E00–U+206F folds (Latin, Greek, Cyrillic, general punctuation),
/// computed once from Foundation's normalisation: an empty entry drops the scalar, a space separates words,
/// anything else is the folded text. Entries are UTF-8 slices of one byte array.
struct FoldTable: Sendable {
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
