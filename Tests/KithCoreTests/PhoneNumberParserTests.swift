import KithCore
import Testing

@Suite("PhoneNumberParser")
struct PhoneNumberParserTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let input: String
    let region: String
    let expected: ParsedPhoneNumber?

    init(_ input: String, _ region: String, _ expected: ParsedPhoneNumber?) {
      self.input = input
      self.region = region
      self.expected = expected
    }

    var testDescription: String { "\(region): \(input.debugDescription)" }
  }

  static func number(
    _ digits: String, _ countryCode: Int?, _ region: String?, _ nationalNumber: String,
    _ e164: String?, ext: String? = nil
  ) -> ParsedPhoneNumber {
    ParsedPhoneNumber(
      digits: digits, countryCode: countryCode, region: region, nationalNumber: nationalNumber,
      e164: e164, extension: ext)
  }

  static func repeated(_ digit: Character, _ count: Int) -> String {
    String(repeating: digit, count: count)
  }

  /// What libphonenumber answers, generated with the `phonenumbers` package 9.0.43 as the oracle:
  /// `phonenumbers.parse(input, region)`; `e164` when `is_possible_number_with_reason` says
  /// IS_POSSIBLE; `region` from `region_code_for_number`, else the main region of the calling code
  /// (for a +1 number that is not 10 digits long: the default region when it is in NANP);
  /// nil where libphonenumber raises NOT_A_NUMBER.
  static let libphonenumberCases: [Case] = [
    // NANP: with and without +1, with the 1 trunk prefix, any punctuation; +1 region by area code.
    Case("+1 (415) 555-0142", "US", number("14155550142", 1, "US", "4155550142", "+14155550142")),
    Case("(415) 555-0142", "US", number("4155550142", 1, "US", "4155550142", "+14155550142")),
    Case("415-555-0142", "US", number("4155550142", 1, "US", "4155550142", "+14155550142")),
    Case("415.555.0142", "US", number("4155550142", 1, "US", "4155550142", "+14155550142")),
    Case("415 555 0142", "US", number("4155550142", 1, "US", "4155550142", "+14155550142")),
    Case("1 415 555 0142", "US", number("14155550142", 1, "US", "4155550142", "+14155550142")),
    Case("1-415-555-0142", "US", number("14155550142", 1, "US", "4155550142", "+14155550142")),
    Case("+1.415.555.0142", "US", number("14155550142", 1, "US", "4155550142", "+14155550142")),
    Case("4155550142", "US", number("4155550142", 1, "US", "4155550142", "+14155550142")),
    Case("14155550142", "US", number("14155550142", 1, "US", "4155550142", "+14155550142")),
    Case("1 (415) 555-0142", "US", number("14155550142", 1, "US", "4155550142", "+14155550142")),
    Case("+14155550142", "GB", number("14155550142", 1, "US", "4155550142", "+14155550142")),
    Case("(416) 555-0142", "US", number("4165550142", 1, "CA", "4165550142", "+14165550142")),
    Case("+1 416 555 0142", "GB", number("14165550142", 1, "CA", "4165550142", "+14165550142")),
    Case("+1 876 555 0142", "US", number("18765550142", 1, "JM", "8765550142", "+18765550142")),
    Case("+1 800 555 0142", "US", number("18005550142", 1, "US", "8005550142", "+18005550142")),
    Case("1 (800) 555-0142", "CA", number("18005550142", 1, "US", "8005550142", "+18005550142")),
    Case("+1 415 555 014", "US", number("1415555014", 1, "US", "415555014", nil)),
    Case("415 555 01423", "US", number("41555501423", 1, "US", "41555501423", nil)),
    // NANP local numbers without area code: parseable, no E.164 (7 digits is a local-only length).
    Case("555-0142", "US", number("5550142", 1, "US", "5550142", nil)),
    Case("555-0142", "CA", number("5550142", 1, "CA", "5550142", nil)),
    Case("5550142", "US", number("5550142", 1, "US", "5550142", nil)),
    // Vanity numbers: with three letters or more, letters are keypad digits (ITU E.161).
    Case("1-800-FLOWERS", "US", number("18003569377", 1, "US", "8003569377", "+18003569377")),
    Case("1 800 GOT JUNK", "US", number("18004685865", 1, "US", "8004685865", "+18004685865")),
    Case("+1-800-MICROSOFT", "GB", number("1800642767638", 1, "US", "800642767638", nil)),
    // International prefixes: "+", "00", and the default region's own (011 US, 0011 AU, 010 JP, 810 RU).
    Case("011 44 20 7946 0018", "US", number("011442079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("011 49 30 1234567", "US", number("01149301234567", 49, "DE", "301234567", "+49301234567")),
    Case("0044 20 7946 0018", "GB", number("00442079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("00 33 1 23 45 67 89", "DE", number("0033123456789", 33, "FR", "123456789", "+33123456789")),
    Case("0011 44 20 7946 0018", "AU", number("0011442079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("010 44 20 7946 0018", "JP", number("010442079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("810 44 20 7946 0018", "RU", number("810442079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("00 1 415 555 0142", "FR", number("0014155550142", 1, "US", "4155550142", "+14155550142")),
    Case("+0044 20 7946 0018", "GB", number("00442079460018", 44, "GB", "2079460018", "+442079460018")),
    // GB: trunk 0, +44, "(0)", country code without "+", and a GB number typed in the US.
    Case("020 7946 0018", "GB", number("02079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("+44 20 7946 0018", "GB", number("442079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("+44 (0)20 7946 0018", "GB", number("4402079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("44 20 7946 0018", "GB", number("442079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("07700 900123", "GB", number("07700900123", 44, "GB", "7700900123", "+447700900123")),
    Case("+44 7700 900123", "US", number("447700900123", 44, "GB", "7700900123", "+447700900123")),
    Case("020 7946 0018", "US", number("02079460018", 1, "US", "02079460018", nil)),
    Case("+44 1534 456789", "US", number("441534456789", 44, "JE", "1534456789", "+441534456789")),
    // DE: variable-length area codes.
    Case("030 123456", "DE", number("030123456", 49, "DE", "30123456", "+4930123456")),
    Case("030 1234567", "DE", number("0301234567", 49, "DE", "301234567", "+49301234567")),
    Case("+49 30 1234567", "DE", number("49301234567", 49, "DE", "301234567", "+49301234567")),
    Case("+49 (0)30 1234567", "US", number("490301234567", 49, "DE", "301234567", "+49301234567")),
    Case("0151 23456789", "DE", number("015123456789", 49, "DE", "15123456789", "+4915123456789")),
    Case("+49 151 23456789", "FR", number("4915123456789", 49, "DE", "15123456789", "+4915123456789")),
    Case("49 30 1234567", "DE", number("49301234567", 49, "DE", "301234567", "+49301234567")),
    // FR
    Case("01 23 45 67 89", "FR", number("0123456789", 33, "FR", "123456789", "+33123456789")),
    Case("+33 1 23 45 67 89", "FR", number("33123456789", 33, "FR", "123456789", "+33123456789")),
    Case("06 12 34 56 78", "FR", number("0612345678", 33, "FR", "612345678", "+33612345678")),
    Case("+33 (0)6 12 34 56 78", "GB", number("330612345678", 33, "FR", "612345678", "+33612345678")),
    // IN
    Case("098765 43210", "IN", number("09876543210", 91, "IN", "9876543210", "+919876543210")),
    Case("+91 98765 43210", "IN", number("919876543210", 91, "IN", "9876543210", "+919876543210")),
    Case("9876543210", "IN", number("9876543210", 91, "IN", "9876543210", "+919876543210")),
    Case("011 2345 6789", "IN", number("01123456789", 91, "IN", "1123456789", "+911123456789")),
    Case("+91 11 2345 6789", "US", number("911123456789", 91, "IN", "1123456789", "+911123456789")),
    // BR
    Case("(11) 91234-5678", "BR", number("11912345678", 55, "BR", "11912345678", "+5511912345678")),
    Case("+55 11 91234-5678", "BR", number("5511912345678", 55, "BR", "11912345678", "+5511912345678")),
    Case("0 21 11 91234-5678", "BR", number("02111912345678", 55, "BR", "11912345678", "+5511912345678")),
    Case("(21) 2345-6789", "BR", number("2123456789", 55, "BR", "2123456789", "+552123456789")),
    // CN
    Case("010 1234 5678", "CN", number("01012345678", 86, "CN", "1012345678", "+861012345678")),
    Case("+86 10 1234 5678", "CN", number("861012345678", 86, "CN", "1012345678", "+861012345678")),
    Case("138 0013 8000", "CN", number("13800138000", 86, "CN", "13800138000", "+8613800138000")),
    Case("+86 138 0013 8000", "US", number("8613800138000", 86, "CN", "13800138000", "+8613800138000")),
    Case("17951 138 0013 8000", "CN", number("1795113800138000", 86, "CN", "13800138000", "+8613800138000")),
    // The other supported countries, one or two each; AR adds its mobile "9", RU's trunk is 8.
    Case("+353 1 234 5678", "US", number("35312345678", 353, "IE", "12345678", "+35312345678")),
    Case("01 234 5678", "IE", number("012345678", 353, "IE", "12345678", "+35312345678")),
    Case("+34 912 34 56 78", "ES", number("34912345678", 34, "ES", "912345678", "+34912345678")),
    Case("+39 06 1234 5678", "IT", number("390612345678", 39, "IT", "0612345678", "+390612345678")),
    Case("06 1234 5678", "IT", number("0612345678", 39, "IT", "0612345678", "+390612345678")),
    Case("+31 20 123 4567", "NL", number("31201234567", 31, "NL", "201234567", "+31201234567")),
    Case("+32 2 123 45 67", "BE", number("3221234567", 32, "BE", "21234567", "+3221234567")),
    Case("044 668 18 00", "CH", number("0446681800", 41, "CH", "446681800", "+41446681800")),
    Case("01 234567", "AT", number("01234567", 43, "AT", "1234567", "+431234567")),
    Case("08-123 456 78", "SE", number("0812345678", 46, "SE", "812345678", "+46812345678")),
    Case("22 12 34 56", "NO", number("22123456", 47, "NO", "22123456", "+4722123456")),
    Case("32 12 34 56", "DK", number("32123456", 45, "DK", "32123456", "+4532123456")),
    Case("09 1234567", "FI", number("091234567", 358, "FI", "91234567", "+35891234567")),
    Case("+48 12 345 67 89", "PL", number("48123456789", 48, "PL", "123456789", "+48123456789")),
    Case("21 234 5678", "PT", number("212345678", 351, "PT", "212345678", "+351212345678")),
    Case("(02) 9876 5432", "AU", number("0298765432", 61, "AU", "298765432", "+61298765432")),
    Case("+61 412 345 678", "US", number("61412345678", 61, "AU", "412345678", "+61412345678")),
    Case("09 123 4567", "NZ", number("091234567", 64, "NZ", "91234567", "+6491234567")),
    Case("03-1234-5678", "JP", number("0312345678", 81, "JP", "312345678", "+81312345678")),
    Case("02-312-3456", "KR", number("023123456", 82, "KR", "23123456", "+8223123456")),
    Case("55 1234 5678", "MX", number("5512345678", 52, "MX", "5512345678", "+525512345678")),
    Case("011 15 2345-6789", "AR", number("0111523456789", 54, "AR", "91123456789", "+5491123456789")),
    Case("+54 9 11 2345-6789", "AR", number("5491123456789", 54, "AR", "91123456789", "+5491123456789")),
    Case("021 123 4567", "ZA", number("0211234567", 27, "ZA", "211234567", "+27211234567")),
    Case("8 (495) 123-45-67", "RU", number("84951234567", 7, "RU", "4951234567", "+74951234567")),
    Case("+7 495 123-45-67", "RU", number("74951234567", 7, "RU", "4951234567", "+74951234567")),
    Case("+7 701 123 4567", "RU", number("77011234567", 7, "KZ", "7011234567", "+77011234567")),
    Case("6123 4567", "SG", number("61234567", 65, "SG", "61234567", "+6561234567")),
    Case("2123 4567", "HK", number("21234567", 852, "HK", "21234567", "+85221234567")),
    Case("03-123-4567", "IL", number("031234567", 972, "IL", "31234567", "+97231234567")),
    Case("04 123 4567", "AE", number("041234567", 971, "AE", "41234567", "+97141234567")),
    Case("0212 345 67 89", "TR", number("02123456789", 90, "TR", "2123456789", "+902123456789")),
    // Extensions.
    Case(
      "(415) 555-0142 x123", "US", number("4155550142", 1, "US", "4155550142", "+14155550142", ext: "123")),
    Case(
      "415-555-0142 ext. 123", "US", number("4155550142", 1, "US", "4155550142", "+14155550142", ext: "123")),
    Case(
      "415-555-0142 ext 123", "US", number("4155550142", 1, "US", "4155550142", "+14155550142", ext: "123")),
    Case(
      "tel:+1-415-555-0142;ext=123", "US",
      number("14155550142", 1, "US", "4155550142", "+14155550142", ext: "123")),
    Case(
      "+1 415 555 0142;ext=123", "US",
      number("14155550142", 1, "US", "4155550142", "+14155550142", ext: "123")),
    Case("415 555 0142 #123", "US", number("4155550142", 1, "US", "4155550142", "+14155550142", ext: "123")),
    Case(
      "020 7946 0018 extension 45", "GB",
      number("02079460018", 44, "GB", "2079460018", "+442079460018", ext: "45")),
    Case(
      "(530) 583-6985 x302/x2303", "US",
      number("5305836985", 1, "US", "5305836985", "+15305836985", ext: "302")),
    Case(
      "415-555-0142 - 503#", "US", number("4155550142", 1, "US", "4155550142", "+14155550142", ext: "503")),
    Case("+49 30 1234567-89", "DE", number("4930123456789", 49, "DE", "30123456789", "+4930123456789")),
    Case("415-555-0142 X 9", "US", number("4155550142", 1, "US", "4155550142", "+14155550142", ext: "9")),
    // libphonenumber reads "-0142#" as an American-style extension ("- 503#").
    Case("415-555-0142#", "US", number("415555", 1, "US", "415555", nil, ext: "0142")),
    // Emergency and other short numbers: parseable, never valid for E.164.
    Case("911", "US", number("911", 1, "US", "911", nil)),
    Case("999", "GB", number("999", 44, "GB", "999", nil)),
    Case("112", "DE", number("112", 49, "DE", "112", nil)),
    Case("000", "AU", number("000", 61, "AU", "000", nil)),
    Case("12", "US", number("12", 1, "US", "12", nil)),
    // Odd input: labels, full-width and Arabic-Indic digits, several "+", trailing words (read as
    // keypad letters, as libphonenumber does), non-geographic +800.
    Case("Tel: +44 20 7946 0018", "US", number("442079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("＋４４ ２０ ７９４６ ００１８", "US", number("442079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("+٤٤ ٢٠ ٧٩٤٦ ٠٠١٨", "US", number("442079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("++44 20 7946 0018", "US", number("442079460018", 44, "GB", "2079460018", "+442079460018")),
    Case("call 020 7946 0018 now!", "GB", number("02079460018669", 44, "GB", "2079460018669", nil)),
    Case("+800 1234 5678", "US", number("80012345678", 800, nil, "12345678", "+80012345678")),
    // Not phone numbers.
    Case("", "US", nil),
    Case("abc", "US", nil),
    Case("Flat 3B", "US", nil),
    Case("+", "US", nil),
    Case("1", "US", nil),
    Case("- ( ) -", "US", nil),
  ]

  @Test("Parses as libphonenumber does", arguments: libphonenumberCases)
  func parsesAsLibphonenumber(_ testCase: Case) {
    let parser = PhoneNumberParser(defaultRegion: testCase.region)
    #expect(parser.parse(testCase.input) == testCase.expected)
  }

  /// Where libphonenumber throws or answers differently, kith's own decisions: numbers it rejects
  /// as too short or too long still parse, without an E.164 form; an unknown calling code keeps
  /// the digits without a country.
  static let kithCases: [Case] = [
    // libphonenumber: TOO_LONG (more than 17 digits). The country code and the trunk prefix are
    // still read off the front, as libphonenumber does before it gives up.
    Case(repeated("1", 40), "US", number(repeated("1", 40), 1, "US", repeated("1", 37), nil)),
    Case(repeated("0", 40), "GB", number(repeated("0", 40), 44, "GB", repeated("0", 39), nil)),
    Case("444444444444444444", "US", number("444444444444444444", 1, "US", "444444444444444444", nil)),
    // libphonenumber: INVALID_COUNTRY_CODE.
    Case("+999 123 4567", "US", number("9991234567", nil, nil, "9991234567", nil)),
    // libphonenumber: TOO_SHORT_NSN.
    Case("+44 1", "GB", number("441", 44, "GB", "1", nil)),
    // libphonenumber: TOO_SHORT_AFTER_IDD.
    Case("0044", "GB", number("0044", nil, nil, "44", nil)),
    Case("011 44", "US", number("01144", nil, nil, "44", nil)),
    // libphonenumber says JM (leading digits 876) for this 7-digit local number; kith only reads
    // area codes from 10-digit numbers.
    Case("876-1234", "US", number("8761234", 1, "US", "8761234", nil)),
    // libphonenumber finds no region for this invalid number; kith goes by the area code.
    Case("+1 600 123 4567", "US", number("16001234567", 1, "CA", "6001234567", "+16001234567")),
    // libphonenumber refuses input longer than 250 characters.
    Case("+44 20 7946 0018" + String(repeating: " ", count: 240), "GB", nil),
  ]

  @Test("Keeps numbers libphonenumber rejects, without E.164", arguments: kithCases)
  func kithDecisions(_ testCase: Case) {
    let parser = PhoneNumberParser(defaultRegion: testCase.region)
    #expect(parser.parse(testCase.input) == testCase.expected)
  }

  @Test(
    "Garbage gives nil or a number without E.164",
    arguments: [
      "", " ", "abc", "+", "++", "#", "x", "ext. 12", ";ext=", "0", "00", "+0", "+00",
      "+1", "1-", "(((", "--1--", "x1", "#1", "1#", ";ext=1", "+44 (0)", "tel:", "tel:+",
      repeated("9", 250), repeated("9", 251), String(repeating: "x1", count: 100), repeated("+", 40) + "1",
      "١٢٣", "１", "\u{0}12\u{0}3", "12\n34\n56", "ext\u{301}n 5", "☎️ 555", "555 ☎️",
    ])
  func garbage(_ input: String) {
    for region in ["US", "GB", "DE", "AR", "BR", "JP"] {
      if let parsed = PhoneNumberParser(defaultRegion: region).parse(input) {
        #expect(parsed.e164 == nil)
        #expect(PhoneNumberParser.digitsOnly(parsed.digits) == parsed.digits)
      }
    }
  }

  @Test("Default region is case-insensitive; unknown regions mean US")
  func defaultRegionCode() {
    #expect(PhoneNumberParser(defaultRegion: "gb").defaultRegion == "GB")
    #expect(PhoneNumberParser(defaultRegion: "DE").defaultRegion == "DE")
    #expect(PhoneNumberParser(defaultRegion: "XX").defaultRegion == "US")
    #expect(PhoneNumberParser(defaultRegion: "001").defaultRegion == "US")
    #expect(PhoneNumberParser(defaultRegion: "").defaultRegion == "US")
    #expect(PhoneNumberParser().defaultRegion == "US")
  }

  @Test(
    "Default region from the environment",
    arguments: [
      ([:], "US"),
      (["KITH_REGION": "gb"], "GB"),
      (["KITH_REGION": " DE "], "DE"),
      (["KITH_REGION": "en_AU.UTF-8"], "AU"),
      (["KITH_REGION": "GB", "LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"], "GB"),
      (["KITH_REGION": "Narnia", "LANG": "fr_FR.UTF-8"], "FR"),
      (["LC_ALL": "en_GB.UTF-8"], "GB"),
      (["LC_ALL": "de_DE@euro", "LANG": "en_US.UTF-8"], "DE"),
      (["LC_ALL": "C", "LANG": "en_GB.UTF-8"], "GB"),
      (["LC_ALL": "", "LANG": "pt_BR.utf8"], "BR"),
      (["LANG": "sr_RS@latin"], "RS"),
      (["LANG": "C.UTF-8"], "US"),
      (["LANG": "POSIX"], "US"),
      (["LANG": "en"], "US"),
      (["LANG": "en_ZZ.UTF-8"], "US"),
      (["LC_MESSAGES": "en_GB.UTF-8", "LC_CTYPE": "en_GB.UTF-8"], "US"),
    ] as [([String: String], String)])
  func defaultRegionFromEnvironment(_ environment: [String: String], _ expected: String) {
    #expect(PhoneNumberParser.defaultRegion(environment: environment) == expected)
  }

  @Test(
    "digitsOnly keeps decimal digits of any script, as ASCII",
    arguments: [
      ("+1 (415) 555-0142", "14155550142"),
      ("＋４４ (0)20", "44020"),
      ("٠١٢٣٤٥٦٧٨٩", "0123456789"),
      ("۰۱۲", "012"),
      ("०१२", "012"),
      ("1-800-FLOWERS", "1800"),
      ("²³", ""),
      ("", ""),
      ("abc", ""),
    ])
  func digitsOnly(_ input: String, _ expected: String) {
    #expect(PhoneNumberParser.digitsOnly(input) == expected)
  }
}
