/// Lawrence Philips' Double Metaphone (C/C++ Users Journal, June 2000): two phonetic keys per word, so
/// that names spelled differently but said alike share a key.
///
/// ```swift
/// DoubleMetaphone.encode("smith")   // (primary: "SM0", alternate: "XMT")
/// DoubleMetaphone.encode("schmidt") // (primary: "XMT", alternate: "SMT")
/// DoubleMetaphone.encode("john")    // (primary: "JN", alternate: "AN")
/// DoubleMetaphone.encode("jon")     // (primary: "JN", alternate: "AN")
/// ```
///
/// Two words sound alike when any key of one equals any key of the other ("smith" and "schmidt" meet on
/// "XMT"). Keys use the letters A F H J K L M N P R S T X and "0" for "th"; A stands for a vowel at the
/// start of a word only.
///
/// This is a faithful port of Philips' original C++ rules, including its quirks: codes are cut to four
/// characters by default, and a few rules ("VAN ", "SAN ", "IER ") look at the space after a word, so pass
/// one word at a time. The tests check it against two independent implementations that agree with each other
/// (the `doublemetaphone` C++ extension and `abydos` for Python) on 726 names; it also matched them on 20,000
/// random letter strings, full-length codes, when it was written.
///
/// Input is meant to be a word folded by ``NameFolding/fold(_:)``: ASCII letters, any case. Other characters
/// are skipped. Philips mapped "Ç" to S and "Ñ" to N; folding has already turned them into C and N, so
/// "façade" encodes like "facade".
public enum DoubleMetaphone {
  /// The code length of Philips' original: four characters.
  public static let defaultMaxLength = 4

  /// The primary and alternate Double Metaphone codes of a word.
  ///
  /// - Parameters:
  ///   - word: One word, ideally folded ASCII ("mcdonald", "oconnor").
  ///   - maxLength: The longest code to return; `Int.max` for the full codes.
  /// - Returns: The primary code, and the alternate code. The alternate equals the primary when the word has
  ///   only one pronunciation (or when Philips' rules leave the alternate empty, as for "hj"), so comparing
  ///   any key of one word with any key of another never matches an empty key by accident. Both are empty
  ///   when the word has no consonant sound ("h", "") or no ASCII letter.
  public static func encode(_ word: String, maxLength: Int = defaultMaxLength) -> (
    primary: String, alternate: String
  ) {
    precondition(maxLength > 0, "maxLength must be positive")
    let count = word.utf8.count
    // No rule adds more than two characters per letter it consumes; two spare bytes on top.
    let codeCapacity = 2 * count + 2
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count + 2 * codeCapacity) { storage in
      var length = 0
      for byte in word.utf8 {
        switch byte {
        case 0x61...0x7A: storage[length] = byte - 0x20
        case 0x41...0x5A, 0x20: storage[length] = byte
        default: continue
        }
        length += 1
      }
      var encoder = Encoder(
        word: UnsafeBufferPointer(rebasing: storage[0..<length]),
        primary: UnsafeMutableBufferPointer(rebasing: storage[count..<(count + codeCapacity)]),
        secondary: UnsafeMutableBufferPointer(rebasing: storage[(count + codeCapacity)...])
      )
      encoder.run(maxLength: maxLength)
      let primary = String(
        decoding: UnsafeBufferPointer(rebasing: encoder.primary[0..<min(encoder.primaryCount, maxLength)]),
        as: UTF8.self)
      // NB: Philips can end with an empty alternate ("hj"); an empty key would match every other empty key.
      guard encoder.hasAlternate, encoder.secondaryCount > 0 else { return (primary, primary) }
      let alternate = String(
        decoding: UnsafeBufferPointer(
          rebasing: encoder.secondary[0..<min(encoder.secondaryCount, maxLength)]),
        as: UTF8.self)
      return (primary, alternate)
    }
  }

  /// True when the two words share a code (primary or alternate).
  ///
  /// ```swift
  /// DoubleMetaphone.soundAlike("steven", "stephen") // true
  /// ```
  public static func soundAlike(_ a: String, _ b: String, maxLength: Int = defaultMaxLength) -> Bool {
    let x = encode(a, maxLength: maxLength)
    let y = encode(b, maxLength: maxLength)
    guard !x.primary.isEmpty, !y.primary.isEmpty else { return false }
    return x.primary == y.primary || x.primary == y.alternate || x.alternate == y.primary
      || x.alternate == y.alternate
  }
}

extension DoubleMetaphone {
  /// The state of one encoding: the upper-case word and the two codes being built, in caller-provided
  /// buffers large enough for any code of the word.
  struct Encoder {
    let word: UnsafeBufferPointer<UInt8>
    let length: Int
    let last: Int
    let slavoGermanic: Bool
    let primary: UnsafeMutableBufferPointer<UInt8>
    let secondary: UnsafeMutableBufferPointer<UInt8>
    var primaryCount = 0
    var secondaryCount = 0
    var hasAlternate = false

    init(
      word: UnsafeBufferPointer<UInt8>, primary: UnsafeMutableBufferPointer<UInt8>,
      secondary: UnsafeMutableBufferPointer<UInt8>
    ) {
      self.word = word
      self.primary = primary
      self.secondary = secondary
      length = word.count
      last = word.count - 1
      var slavo = false
      for index in 0..<word.count {
        let letter = word[index]
        // "WITZ" contains a W, so W, K and CZ cover Philips' four tests.
        if letter == 0x57 || letter == 0x4B || (letter == 0x43 && index < last && word[index + 1] == 0x5A) {
          slavo = true
          break
        }
      }
      slavoGermanic = slavo
    }
  }
}

// MARK: - Philips' helpers

extension DoubleMetaphone.Encoder {
  /// The letter at `index`; a space past the end, as in Philips' padded string.
  func at(_ index: Int) -> UInt8 {
    index >= 0 && index < length ? word[index] : 0x20
  }

  func isVowel(_ index: Int) -> Bool {
    guard index >= 0, index < length else { return false }
    switch word[index] {
    case 0x41, 0x45, 0x49, 0x4F, 0x55, 0x59: return true
    default: return false
    }
  }

  /// Philips' `StringAt`: whether one of `candidates` (all of the same length) starts at `start`.
  func at(
    _ start: Int, _ c0: StaticString, _ c1: StaticString, _ c2: StaticString, _ c3: StaticString,
    _ rest: StaticString...
  ) -> Bool {
    guard start >= 0 else { return false }
    if matches(c0, at: start) || matches(c1, at: start) || matches(c2, at: start) || matches(c3, at: start) {
      return true
    }
    for candidate in rest where matches(candidate, at: start) { return true }
    return false
  }

  func at(_ start: Int, _ c0: StaticString) -> Bool {
    start >= 0 && matches(c0, at: start)
  }

  func at(_ start: Int, _ c0: StaticString, _ c1: StaticString) -> Bool {
    start >= 0 && (matches(c0, at: start) || matches(c1, at: start))
  }

  func at(_ start: Int, _ c0: StaticString, _ c1: StaticString, _ c2: StaticString) -> Bool {
    start >= 0 && (matches(c0, at: start) || matches(c1, at: start) || matches(c2, at: start))
  }

  private func matches(_ candidate: StaticString, at start: Int) -> Bool {
    let count = candidate.utf8CodeUnitCount
    let base = candidate.utf8Start
    for offset in 0..<count where at(start + offset) != base[offset] { return false }
    return true
  }

  mutating func add(_ main: StaticString) {
    appendPrimary(main)
    appendSecondary(main)
  }

  mutating func add(_ main: StaticString, _ alternate: StaticString) {
    appendPrimary(main)
    if alternate.utf8CodeUnitCount > 0 {
      hasAlternate = true
      if alternate.utf8Start[0] != 0x20 { appendSecondary(alternate) }
    } else if main.utf8CodeUnitCount > 0 && main.utf8Start[0] != 0x20 {
      appendSecondary(main)
    }
  }

  private mutating func appendPrimary(_ code: StaticString) {
    let base = code.utf8Start
    for offset in 0..<code.utf8CodeUnitCount {
      primary[primaryCount] = base[offset]
      primaryCount += 1
    }
  }

  private mutating func appendSecondary(_ code: StaticString) {
    let base = code.utf8Start
    for offset in 0..<code.utf8CodeUnitCount {
      secondary[secondaryCount] = base[offset]
      secondaryCount += 1
    }
  }
}
