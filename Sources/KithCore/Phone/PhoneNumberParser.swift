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
    if let metadata = table.metadata(forRegion: code) {
      self.defaultRegion = code
      self.metadata = metadata
    } else {
      self.defaultRegion = "US"
      self.metadata = table.metadata(forRegion: "US")!
    }
    self.table = table
  }

  /// The region to use when none is given: `$KITH_REGION`, else the territory of the POSIX locale
  /// in `$LC_ALL`, then `$LANG` ("en_GB.UTF-8" → "GB"), else "US".
  ///
  /// Unknown or empty values are skipped, so `LC_ALL=C` with `LANG=en_GB.UTF-8` gives "GB".
  /// `KITH_REGION` may be a region ("gb") or a locale name ("en_GB").
  public static func defaultRegion(environment: [String: String]) -> String {
    let table = PhoneNumberMetadata.Table.shared
    func known(_ code: Substring) -> String? {
      let upper = code.uppercased()
      return upper.utf8.count == 2 && table.knows(region: upper) ? upper : nil
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
