import Foundation

/// Hepburn romanisation of Japanese kana, so a phonetic name stored as やまだ たろう is found by
/// "yamada taro". Text without kana is returned unchanged; kanji stay as they are.
enum Romanization {
  static func romanize(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isKana($0.value) }) else { return text }
    var output = ""
    let scalars = Array(text.unicodeScalars.map { toHiragana($0.value) })
    var index = 0
    var geminate = false
    while index < scalars.count {
      let value = scalars[index]
      if value == 0x3063 {  // small tsu: double the next consonant
        geminate = true
        index += 1
        continue
      }
      if value == 0x30FC {  // long vowel mark
        index += 1
        continue
      }
      guard let base = syllables[value] else {
        geminate = false
        output.unicodeScalars.append(Unicode.Scalar(value) ?? " ")
        index += 1
        continue
      }
      var syllable = base
      if index + 1 < scalars.count, let small = smallY[scalars[index + 1]], base.hasSuffix("i"), base.count >= 2 {
        let stem = base.dropLast()
        syllable = (stem == "sh" || stem == "ch" || stem == "j" ? String(stem) : String(stem) + "y") + small
        index += 1
      }
      if geminate, let first = syllable.first, first != "n" {
        output.append(first == "c" ? "t" : first)
      }
      geminate = false
      output += syllable
      index += 1
    }
    return output
  }

  /// The romanisation, plus the spelling without long vowels ("tarou" → "taro") when it differs, as
  /// people write Tarō without its macron.
  static func variants(_ text: String) -> [String] {
    let full = romanize(text)
    guard full != text else { return [text] }
    let short = full.replacingOccurrences(of: "ou", with: "o").replacingOccurrences(of: "uu", with: "u")
      .replacingOccurrences(of: "oo", with: "o")
    return short == full ? [full] : [full, short]
  }

  static func isKana(_ value: UInt32) -> Bool {
    (0x3041...0x3096).contains(value) || (0x30A1...0x30FA).contains(value) || value == 0x30FC
  }

  /// Katakana folded onto hiragana.
  static func toHiragana(_ value: UInt32) -> UInt32 {
    (0x30A1...0x30F6).contains(value) ? value - 0x60 : value
  }

  private static let smallY: [UInt32: String] = [0x3083: "a", 0x3085: "u", 0x3087: "o"]

  private static let syllables: [UInt32: String] = {
    let rows: [(UInt32, [String])] = [
      (0x3042, ["a", "", "i", "", "u", "", "e", "", "o"]),
      (0x304B, ["ka", "ga", "ki", "gi", "ku", "gu", "ke", "ge", "ko", "go"]),
      (0x3055, ["sa", "za", "shi", "ji", "su", "zu", "se", "ze", "so", "zo"]),
      (0x305F, ["ta", "da", "chi", "ji", "", "tsu", "zu", "te", "de", "to", "do"]),
      (0x306A, ["na", "ni", "nu", "ne", "no"]),
      (0x306F, ["ha", "ba", "pa", "hi", "bi", "pi", "fu", "bu", "pu", "he", "be", "pe", "ho", "bo", "po"]),
      (0x307E, ["ma", "mi", "mu", "me", "mo"]),
      (0x3084, ["ya", "", "yu", "", "yo"]),
      (0x3089, ["ra", "ri", "ru", "re", "ro"]),
      (0x308F, ["wa", "", "", "o", "n", "vu"]),
    ]
    var table: [UInt32: String] = [0x3041: "a", 0x3043: "i", 0x3045: "u", 0x3047: "e", 0x3049: "o"]
    for (start, names) in rows {
      for (offset, name) in names.enumerated() where !name.isEmpty {
        table[start + UInt32(offset)] = name
      }
    }
    table[0x3083] = "ya"
    table[0x3085] = "yu"
    table[0x3087] = "yo"
    table[0x308E] = "wa"
    return table
  }()
}
