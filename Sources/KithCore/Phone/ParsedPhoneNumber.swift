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
