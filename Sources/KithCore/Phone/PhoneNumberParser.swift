/// A phone number as parsed from what a person typed.
///
/// ```swift
/// PhoneNumberParser(defaultRegion: "GB").parse("020 7946 0018 ext. 12")
/// // digits "02079460018", countryCode 44, region "GB", nationalNumber "2079460018",
/// // e164 "+442079460018", extension "12"
/// ```
public struct ParsedPhoneNumber: Hashable, Sendable {
  /// Every digit of the input in order (a leading `+` dropped), extension excluded.
  ///
  /// "+1 (415) 555-0142" → "14155550142". Letters of a vanity number count as their keypad
  /// digits, as libphonenumber reads them: "1-800-FLOWERS" → "18003569377".
  public var digits: String
  /// The country calling code when known (1, 44, 49…), else nil.
  public var countryCode: Int?
  /// ISO 3166 region when known ("US", "GB"), else nil.
  ///
  /// Among regions sharing a calling code the parser picks by leading digits: for +1 by area code
  /// ("416" → "CA", "876" → "JM"), else "US"; a 7-digit local number keeps the default region.
  public var region: String?
  /// The national significant number: no country code, no trunk prefix.
  ///
  /// "020 7946 0018" (GB) → "2079460018". Italian numbers keep their leading 0: "+39 06 1234 5678"
  /// → "0612345678".
  public var nationalNumber: String
  /// "+442079460018" when the country is known and the length is valid for it; else nil.
  ///
  /// Valid means a length libphonenumber lists as possible for the country, not one only dialled
  /// locally: "555-0142" in the US has no E.164 form.
  public var e164: String?
  /// "123" for "… x123", "… ext. 123", "…;ext=123"; else nil.
  public var `extension`: String?

  /// Creates a parsed number from its parts.
  public init(
    digits: String, countryCode: Int?, region: String?, nationalNumber: String, e164: String?,
    extension: String?
  ) {
    self.digits = digits
    self.countryCode = countryCode
    self.region = region
    self.nationalNumber = nationalNumber
    self.e164 = e164
    self.extension = `extension`
  }
}

/// Parses phone numbers the way libphonenumber does for common inputs, with a default region for
/// numbers written without a country code.
///
/// ```swift
/// let parser = PhoneNumberParser(defaultRegion: "US")
/// parser.parse("(415) 555-0142")?.e164        // "+14155550142"
/// parser.parse("011 44 20 7946 0018")?.e164   // "+442079460018"
/// parser.parse("call me")                     // nil
/// ```
///
/// The numbering plans come from libphonenumber's metadata (see `PhoneNumberParser+Metadata.swift`).
/// Numbers too short or too long for their country still parse, with `e164 == nil`; text with no
/// digits, or that libphonenumber would not read as a number at all, gives nil.
public struct PhoneNumberParser: Sendable {
  /// The ISO 3166 region assumed for numbers written without a country code, e.g. "US".
  public let defaultRegion: String
  private let metadata: PhoneNumberMetadata
  private let table: PhoneNumberMetadata.Table

  /// Creates a parser; `defaultRegion` is an ISO 3166 code, case-insensitive; unknown codes mean "US".
  public init(defaultRegion: String = "US") {
    let table = PhoneNumberMetadata.Table.shared
    let code = defaultRegion.uppercased()
    if let metadata = table.regions[code] {
      self.defaultRegion = code
      self.metadata = metadata
    } else {
      self.defaultRegion = "US"
      self.metadata = table.regions["US"]!
    }
    self.table = table
  }

  /// The region to use when none is given: `$KITH_REGION`, else the territory of the POSIX locale
  /// in `$LC_ALL`, then `$LANG` ("en_GB.UTF-8" → "GB"), else "US".
  ///
  /// Unknown or empty values are skipped, so `LC_ALL=C` with `LANG=en_GB.UTF-8` gives "GB".
  /// `KITH_REGION` may be a region ("gb") or a locale name ("en_GB").
  public static func defaultRegion(environment: [String: String]) -> String {
    let regions = PhoneNumberMetadata.Table.shared.regions
    func known(_ code: Substring) -> String? {
      let upper = code.uppercased()
      return upper.utf8.count == 2 && regions[upper] != nil ? upper : nil
    }
    func territory(ofLocale name: String) -> String? {
      // language[_territory][.codeset][@modifier]
      let base = name.prefix { $0 != "." && $0 != "@" }
      guard let underscore = base.firstIndex(of: "_") else { return nil }
      return known(base[base.index(after: underscore)...])
    }
    if let value = environment["KITH_REGION"] {
      let trimmed = String(value.filter { $0 != " " && $0 != "\t" })
      if let region = known(trimmed[...]) ?? territory(ofLocale: trimmed) {
        return region
      }
    }
    for name in ["LC_ALL", "LANG"] {
      if let value = environment[name], let region = territory(ofLocale: value) {
        return region
      }
    }
    return "US"
  }

  /// The ASCII digits of `s` in order, with full-width and other Unicode decimal digits mapped to
  /// ASCII and everything else dropped: "＋４４ (0)20" → "44020".
  public static func digitsOnly(_ s: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(s.utf8.count)
    for scalar in s.unicodeScalars {
      if let value = scalar.decimalDigitValue {
        bytes.append(UInt8(ascii: "0") + value)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Parses `text` as a phone number, or returns nil when it holds no digits at all or is clearly
  /// not a phone number ("abc", "Flat 3B").
  public func parse(_ text: String) -> ParsedPhoneNumber? {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      // libphonenumber refuses input longer than 250 characters.
      guard scalars.count < 250 else { return nil }
      scalars.append(scalar)
    }
    return scalars.withUnsafeBufferPointer { parse(PhoneText(scalars: $0)) }
  }
}

// MARK: - Parsing steps (libphonenumber's `parse`, step by step)

extension PhoneNumberParser {
  private enum CountryCodeSource {
    case plusSign, internationalPrefix, withoutPlusSign, defaultRegion
  }

  private enum CountryCodeExtraction {
    case found(code: Int, rest: ArraySlice<UInt8>, source: CountryCodeSource)
    case none
    /// An international prefix followed by two digits or fewer.
    case tooShortAfterPrefix(rest: ArraySlice<UInt8>)
    /// An international prefix followed by no known country calling code.
    case invalidCountryCode(rest: ArraySlice<UInt8>)
  }

  private func parse(_ text: PhoneText) -> ParsedPhoneNumber? {
    guard var range = text.possibleNumber(), text.isViable(range) else { return nil }

    var extensionDigits: String?
    if let found = text.extensionMatch(in: range), text.isViable(range.lowerBound..<found.start) {
      extensionDigits = text.asciiDigits(found.digits)
      range = range.lowerBound..<found.start
    }
    var start = range.lowerBound
    while start < range.upperBound, text[start].isPlusSign {
      start += 1
    }
    let hadPlus = start > range.lowerBound
    let digits = text.normalizedDigits(start..<range.upperBound)

    var extraction: CountryCodeExtraction
    if hadPlus {
      extraction = extractInternational(digits[...], source: .plusSign)
      if case .invalidCountryCode = extraction {
        // libphonenumber then reads what follows the "+" as if it had been typed without it.
        switch extractCountryCode(digits[...]) {
        case .none: break
        case let other: extraction = other
        }
      }
    } else {
      extraction = extractCountryCode(digits[...])
    }

    let countryCode: Int
    var national: ArraySlice<UInt8>
    var numberMetadata: PhoneNumberMetadata
    var international: Bool
    switch extraction {
    case .found(let code, let rest, let source):
      guard let main = table.mainMetadata(forCountryCode: code) else { return nil }
      (countryCode, national, numberMetadata) = (code, rest, main)
      international = source == .plusSign || source == .internationalPrefix
    case .none:
      (countryCode, national, numberMetadata) = (metadata.countryCode, digits[...], metadata)
      international = false
    case .tooShortAfterPrefix(let rest), .invalidCountryCode(let rest):
      return ParsedPhoneNumber(
        digits: Self.string(digits[...]), countryCode: nil, region: nil,
        nationalNumber: Self.string(rest), e164: nil, extension: extensionDigits)
    }

    if national.count >= 2 {
      let stripped = numberMetadata.strippingNationalPrefix(national)
      switch numberMetadata.checkLength(stripped.count) {
      case .tooShort, .localOnly, .invalidLength: break
      case .possible, .tooLong: national = stripped
      }
    }

    var e164: String?
    if national.count >= 2, national.count <= 17,
      let main = table.mainMetadata(forCountryCode: countryCode),
      main.checkLength(national.count) == .possible
    {
      e164 = "+\(countryCode)" + Self.string(national)
    }
    return ParsedPhoneNumber(
      digits: Self.string(digits[...]), countryCode: countryCode,
      region: region(forCountryCode: countryCode, national: national, international: international),
      nationalNumber: Self.string(national), e164: e164, extension: extensionDigits)
  }

  /// libphonenumber's `_maybe_extract_country_code` for a number typed without "+".
  private func extractCountryCode(_ number: ArraySlice<UInt8>) -> CountryCodeExtraction {
    guard !number.isEmpty else { return .none }
    for rule in metadata.internationalPrefixes {
      guard let length = rule.matchLength(number) else { continue }
      // Country calling codes never start with 0, so "00" + "0…" is not an international prefix.
      if length < number.count, number[number.startIndex + length] == 0 { break }
      return extractInternational(number.dropFirst(length), source: .internationalPrefix)
    }
    // "44 20 7946 0018" typed in GB: the country code without "+", when the number reads better so.
    let code = metadata.countryCodeDigits
    if number.starts(with: code) {
      let potential = metadata.strippingNationalPrefix(number.dropFirst(code.count))
      let general = metadata.generalDescription
      if (!general.matches(number) && general.matches(potential))
        || metadata.checkLength(number.count) == .tooLong
      {
        return .found(code: metadata.countryCode, rest: potential, source: .withoutPlusSign)
      }
    }
    return .none
  }

  /// Reads the country calling code that follows "+" or an international prefix.
  private func extractInternational(
    _ number: ArraySlice<UInt8>, source: CountryCodeSource
  ) -> CountryCodeExtraction {
    guard number.count > 2 else { return .tooShortAfterPrefix(rest: number) }
    guard number.first != 0 else { return .invalidCountryCode(rest: number) }
    var code = 0
    for (offset, digit) in number.prefix(3).enumerated() {
      code = code * 10 + Int(digit)
      if table.isCountryCode(code) {
        return .found(code: code, rest: number.dropFirst(offset + 1), source: source)
      }
    }
    return .invalidCountryCode(rest: number)
  }

  /// The region among those sharing `countryCode`: leading-digit hints first, then the main region.
  ///
  /// NB: libphonenumber checks each region's number-type patterns; the table carries leading-digit
  /// hints instead (given by libphonenumber, or derived from those patterns by the generator).
  private func region(
    forCountryCode countryCode: Int, national: ArraySlice<UInt8>, international: Bool
  ) -> String? {
    let regions = table.regions(forCountryCode: countryCode)
    guard let main = regions.first, main != PhoneNumberMetadata.nonGeographicRegion else {
      return nil
    }
    let isNANP = countryCode == 1
    if regions.count > 1, !isNANP || national.count == 10 {
      for (region, hints) in table.hintedRegions(forCountryCode: countryCode)
      where hints.contains(where: { $0.matchLength(national) != nil }) {
        return region
      }
    }
    if isNANP, !international, national.count != 10, metadata.countryCode == 1 {
      // A local number without its area code: only the default region can say where it is.
      return defaultRegion
    }
    return main
  }

  private static func string(_ digits: ArraySlice<UInt8>) -> String {
    String(decoding: digits.lazy.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
  }
}

// MARK: - Reading the text

/// The scalars of one input, with libphonenumber's text-level rules: where a number starts, whether
/// it is viable, where its extension is.
private struct PhoneText {
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
  fileprivate var decimalDigitValue: UInt8? {
    if value < 0x80 {
      return value >= 0x30 && value <= 0x39 ? UInt8(value - 0x30) : nil
    }
    guard properties.numericType == .decimal, let number = properties.numericValue else { return nil }
    return UInt8(number)
  }

  fileprivate var isPlusSign: Bool { self == "+" || self == "\u{FF0B}" }

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

// MARK: - Metadata

/// libphonenumber's numbering plan for one region (or one non-geographic calling code), decoded
/// from the generated records in `PhoneNumberParser+Metadata.swift`.
struct PhoneNumberMetadata: Sendable {
  /// The region of non-geographic calling codes such as +800.
  static let nonGeographicRegion = "001"

  let region: String
  let countryCode: Int
  let countryCodeDigits: [UInt8]
  /// International dialling prefixes ("011" in NANP), in libphonenumber's order of trial.
  let internationalPrefixes: [PrefixRule]
  /// National (trunk) prefixes, with carrier codes and transformations ("0", "1", "8").
  let nationalPrefixes: [PrefixRule]
  /// Bit n set: n digits is a possible length of a national significant number.
  let possibleLengths: UInt32
  /// Bit n set: n digits can only be dialled locally (the US's 7 digits).
  let localOnlyLengths: UInt32
  /// Prefixes that pick this region among regions sharing its calling code.
  let leadingDigits: [PrefixRule]
  /// Every national significant number the region can dial.
  let generalDescription: DigitAutomaton

  enum LengthCheck {
    case possible, localOnly, tooShort, tooLong, invalidLength
  }

  /// libphonenumber's `_test_number_length` against the general description.
  func checkLength(_ length: Int) -> LengthCheck {
    guard possibleLengths != 0 else { return .invalidLength }
    if length < 32, localOnlyLengths & (1 << length) != 0 { return .localOnly }
    let minimum = possibleLengths.trailingZeroBitCount
    let maximum = 31 - possibleLengths.leadingZeroBitCount
    if length == minimum { return .possible }
    if length < minimum { return .tooShort }
    if length > maximum { return .tooLong }
    return possibleLengths & (1 << length) != 0 ? .possible : .invalidLength
  }

  /// libphonenumber's `_maybe_strip_national_prefix_carrier_code`: the number without its national
  /// prefix, unless that would turn a number that fits the plan into one that does not.
  func strippingNationalPrefix(_ number: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard !number.isEmpty else { return number }
    for rule in nationalPrefixes {
      guard let length = rule.matchLength(number) else { continue }
      let result: ArraySlice<UInt8>
      if let replacement = rule.replacement {
        var transformed: [UInt8] = []
        for part in replacement {
          switch part {
          case .digit(let digit): transformed.append(digit)
          case .span(let span):
            let base = number.startIndex
            transformed.append(contentsOf: number[(base + span.lowerBound)..<(base + span.upperBound)])
          }
        }
        transformed.append(contentsOf: number.dropFirst(length))
        result = transformed[...]
      } else {
        result = number.dropFirst(length)
      }
      if generalDescription.matches(number), !generalDescription.matches(result) {
        return number
      }
      return result
    }
    return number
  }
}

/// One alternative of a prefix pattern: a digit class per position, optionally anchored at the end.
struct PrefixRule: Sendable {
  enum Part: Sendable {
    case digit(UInt8)
    /// Input digits at these positions (a captured group).
    case span(Range<Int>)
  }

  /// Bit d set: digit d is allowed at this position.
  let positions: [UInt16]
  let anchoredAtEnd: Bool
  /// What the matched prefix becomes; nil: it is removed.
  let replacement: [Part]?

  /// The length of the match at the start of `number`, if any.
  func matchLength(_ number: ArraySlice<UInt8>) -> Int? {
    guard number.count >= positions.count, !anchoredAtEnd || number.count == positions.count
    else { return nil }
    var index = number.startIndex
    for allowed in positions {
      guard allowed & (1 << number[index]) != 0 else { return nil }
      index += 1
    }
    return positions.count
  }
}

/// A deterministic automaton over the digits 0-9, matching whole numbers.
struct DigitAutomaton: Sendable {
  /// `transitions[state * 10 + digit]`: the next state, or -1.
  let transitions: [Int8]
  let accepting: [Bool]

  func matches(_ number: ArraySlice<UInt8>) -> Bool {
    guard !accepting.isEmpty else { return false }
    var state = 0
    for digit in number {
      state = Int(transitions[state &* 10 &+ Int(digit)])
      if state < 0 { return false }
    }
    return accepting[state]
  }
}

extension PhoneNumberMetadata {
  /// All regions' metadata, decoded once from the generated records.
  struct Table: Sendable {
    static let shared = Table()

    /// Geographic regions by ISO code.
    let regions: [String: PhoneNumberMetadata]
    private let regionsByCode: [[String]]
    private let mainByCode: [PhoneNumberMetadata?]
    private let hintedByCode: [[(region: String, hints: [PrefixRule])]]

    func regions(forCountryCode code: Int) -> [String] {
      code > 0 && code < regionsByCode.count ? regionsByCode[code] : []
    }

    func isCountryCode(_ code: Int) -> Bool { !regions(forCountryCode: code).isEmpty }

    /// The regions after the main one that have leading-digit hints, in libphonenumber's order.
    func hintedRegions(forCountryCode code: Int) -> [(region: String, hints: [PrefixRule])] {
      code > 0 && code < hintedByCode.count ? hintedByCode[code] : []
    }

    /// The metadata libphonenumber uses for numbers with this calling code: its main region's.
    func mainMetadata(forCountryCode code: Int) -> PhoneNumberMetadata? {
      code > 0 && code < mainByCode.count ? mainByCode[code] : nil
    }

    private init() {
      var byCode = [[String]](repeating: [], count: 1000)
      for line in PhoneNumberParser.countryCodeRecords.split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard let code = Int(fields[0]) else { continue }
        byCode[code] = fields.dropFirst().map(String.init)
      }
      var regions: [String: PhoneNumberMetadata] = [:]
      var nonGeographic: [Int: PhoneNumberMetadata] = [:]
      for line in PhoneNumberParser.regionRecords.split(separator: "\n") {
        let metadata = PhoneNumberMetadata(record: line)
        if metadata.region == PhoneNumberMetadata.nonGeographicRegion {
          nonGeographic[metadata.countryCode] = metadata
        } else {
          regions[metadata.region] = metadata
        }
      }
      var main = [PhoneNumberMetadata?](repeating: nil, count: 1000)
      var hinted = [[(region: String, hints: [PrefixRule])]](repeating: [], count: 1000)
      for (code, codeRegions) in byCode.enumerated() {
        guard let first = codeRegions.first else { continue }
        main[code] = first == PhoneNumberMetadata.nonGeographicRegion ? nonGeographic[code] : regions[first]
        hinted[code] = codeRegions.dropFirst().compactMap { region in
          guard let hints = regions[region]?.leadingDigits, !hints.isEmpty else { return nil }
          return (region, hints)
        }
      }
      self.hintedByCode = hinted
      self.regions = regions
      self.regionsByCode = byCode
      self.mainByCode = main
    }
  }

  /// Decodes one line of `regionRecords` (format in Scripts/generate-phone-metadata.py).
  fileprivate init(record: Substring) {
    let fields = record.split(separator: "|", omittingEmptySubsequences: false)
    let head = fields[0].split(separator: " ")
    region = String(head[0])
    countryCode = Int(head[1])!
    countryCodeDigits = head[1].utf8.map { $0 - UInt8(ascii: "0") }
    internationalPrefixes = Self.rules(fields[1])
    nationalPrefixes = Self.rules(fields[2])
    possibleLengths = Self.lengths(fields[3])
    localOnlyLengths = Self.lengths(fields[4])
    leadingDigits = Self.rules(fields[5])
    generalDescription = Self.automaton(fields[6])
  }

  private static func lengths(_ field: Substring) -> UInt32 {
    field.split(separator: ",").reduce(0) { $0 | (1 << UInt32($1)!) }
  }

  private static func rules(_ field: Substring) -> [PrefixRule] {
    field.split(separator: " ").map { text in
      var positions: [UInt16] = []
      var anchored = false
      var replacement: [PrefixRule.Part]?
      var bytes = text.utf8.makeIterator()
      var inClass: UInt16?
      while let byte = bytes.next() {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          let bit = UInt16(1) << (byte - UInt8(ascii: "0"))
          if let current = inClass { inClass = current | bit } else { positions.append(bit) }
        case UInt8(ascii: "d"): positions.append(0x3FF)
        case UInt8(ascii: "["): inClass = 0
        case UInt8(ascii: "]"):
          positions.append(inClass ?? 0)
          inClass = nil
        case UInt8(ascii: "$"): anchored = true
        case UInt8(ascii: "="):
          replacement = replacementParts(Array(IteratorSequence(bytes)))
          return PrefixRule(positions: positions, anchoredAtEnd: anchored, replacement: replacement)
        default: break
        }
      }
      return PrefixRule(positions: positions, anchoredAtEnd: anchored, replacement: replacement)
    }
  }

  /// "9{1-3}" → digit 9, then input digits 1..<3.
  private static func replacementParts(_ bytes: [UInt8]) -> [PrefixRule.Part] {
    var parts: [PrefixRule.Part] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "{") {
        let close = bytes[index...].firstIndex(of: UInt8(ascii: "}"))!
        let bounds = bytes[(index + 1)..<close].split(separator: UInt8(ascii: "-")).map {
          Int(String(decoding: $0, as: UTF8.self))!
        }
        parts.append(.span(bounds[0]..<bounds[1]))
        index = close + 1
      } else {
        parts.append(.digit(bytes[index] - UInt8(ascii: "0")))
        index += 1
      }
    }
    return parts
  }

  private static let stateDigits = Array(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+,-/:;<>?@[]^_`{}~".utf8)

  private static func automaton(_ field: Substring) -> DigitAutomaton {
    var stateOf = [Int8](repeating: -1, count: 128)
    for (state, byte) in stateDigits.enumerated() {
      stateOf[Int(byte)] = Int8(state)
    }
    var transitions: [Int8] = []
    var accepting: [Bool] = []
    let bytes = Array(field.utf8)
    var index = 0
    while index < bytes.count {
      accepting.append(bytes[index] == UInt8(ascii: "1"))
      index += 1
      if bytes[index] == UInt8(ascii: "=") {
        let target = bytes[index + 1] == UInt8(ascii: ".") ? -1 : stateOf[Int(bytes[index + 1])]
        transitions.append(contentsOf: repeatElement(target, count: 10))
        index += 2
      } else {
        for byte in bytes[index..<(index + 10)] {
          transitions.append(byte == UInt8(ascii: ".") ? -1 : stateOf[Int(byte)])
        }
        index += 10
      }
    }
    return DigitAutomaton(transitions: transitions, accepting: accepting)
  }
}
