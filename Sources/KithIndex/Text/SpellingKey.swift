/// How a folded name is spelt once the letters that spell one sound several ways are made one: "ph" and
/// "v" are "f", "c" is "k" (or "s" before e, i, y), "z" and "tz" are "s", "y" is "i", "dt" is "t", "ks"
/// is "x", "ei", "ie", "ee" and "ea" are "i", a silent "h" (before a consonant or at the end)
/// goes, and a doubled letter is one. A final "e" stays: Louise is not Louis, nor Danielle Daniel.
///
/// Two names with one key of three letters or more are spellings of one name (Reid and Reed, Sousa and
/// Souza, Sergei and Sergey, Natalya and Natalia, Smith and Smyth, Schmidt and Schmitt, Ana and Anna,
/// Sarah and Sara); two sound-alikes whose keys are one edit apart
/// (two for long names) look alike as well as sound alike (Caitlin and Kaitlyn, Stefan and Stephen), and
/// others only sound alike (Clementine and Clémence, Felix and Felicia), which makes them a suggestion,
/// never an answer.
///
/// ```swift
/// SpellingKey.key("souza") == SpellingKey.key("sousa")   // true
/// SpellingKey.looksAlike("caitlin", "kaitlyn")             // true
/// SpellingKey.looksAlike("clementine", "clemence")         // false
/// ```
enum SpellingKey {
  static func key(_ word: String) -> String {
    guard word.utf8.allSatisfy({ (0x61...0x7A).contains($0) }), word.utf8.count >= 2 else { return word }
    // "y" is "i" first, so "meyer" and "meier", "sergey" and "sergei" meet in "ei".
    let letters = word.utf8.map { $0 == UInt8(ascii: "y") ? UInt8(ascii: "i") : $0 }
    func isVowel(_ byte: UInt8) -> Bool { "aeiou".utf8.contains(byte) }
    var out: [UInt8] = []
    out.reserveCapacity(letters.count)
    var index = 0
    while index < letters.count {
      let byte = letters[index]
      let next: UInt8? = index + 1 < letters.count ? letters[index + 1] : nil
      let pair = next.map { [byte, $0] } ?? [byte]
      switch pair {
      case Array("ph".utf8): out.append(UInt8(ascii: "f")); index += 2; continue
      case Array("dt".utf8): out.append(UInt8(ascii: "t")); index += 2; continue
      case Array("tz".utf8): out.append(UInt8(ascii: "s")); index += 2; continue
      case Array("ck".utf8): out.append(UInt8(ascii: "k")); index += 2; continue
      case Array("ei".utf8), Array("ie".utf8), Array("ee".utf8), Array("ea".utf8):
        out.append(UInt8(ascii: "i")); index += 2; continue
      case Array("ks".utf8): out.append(UInt8(ascii: "x")); index += 2; continue
      default: break
      }
      switch byte {
      case UInt8(ascii: "v"): out.append(UInt8(ascii: "f"))
      case UInt8(ascii: "z"): out.append(UInt8(ascii: "s"))
      case UInt8(ascii: "q"): out.append(UInt8(ascii: "k"))
      case UInt8(ascii: "c"):
        out.append(next.map { "ei".utf8.contains($0) } == true ? UInt8(ascii: "s") : UInt8(ascii: "k"))
      case UInt8(ascii: "h") where index > 0:
        // "sarah", "john", "hannah": a silent h, before a consonant or at the end; not "sh" or "ch",
        // sounds of their own, nor between vowels ("johan" is not "joan").
        let previous = letters[index - 1]
        let silent = next.map { !isVowel($0) } ?? true
        if !silent || previous == UInt8(ascii: "s") || previous == UInt8(ascii: "c") { out.append(byte) }
      default: out.append(byte)
      }
      index += 1
    }
    var collapsed: [UInt8] = []
    for byte in out where collapsed.last != byte { collapsed.append(byte) }
    return String(decoding: collapsed, as: UTF8.self)
  }

  /// Other spellings of `word` among `candidates` (its sound-alikes): the same key, of three letters or
  /// more ("li" and "lee" are not one name).
  static func sameName(_ word: String, among candidates: [String]) -> [String] {
    let own = key(word)
    guard own.utf8.count >= 3 else { return [] }
    return candidates.filter { $0 != word && key($0) == own }
  }

  /// Two sound-alike names that also look alike: their keys one edit apart, or two when both are long.
  static func looksAlike(_ a: String, _ b: String) -> Bool {
    let (x, y) = (key(a), key(b))
    let limit = min(x.count, y.count) >= 7 ? 2 : 1
    return EditDistance.optimalStringAlignment(x, y, limit: limit) != nil
  }
}
