/// The output of a fold: the UTF-8 bytes of words joined by single spaces.
struct FoldBuffer {
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
