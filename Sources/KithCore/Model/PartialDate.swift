/// A calendar date whose year may be unknown, as birthdays often are.
///
/// ```swift
/// PartialDate(year: nil, month: 4, day: 1)?.description   // "--04-01"
/// PartialDate(parsing: "1988-04-01")                        // 1988-04-01
/// ```
public struct PartialDate: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  public let year: Int?
  public let month: Int
  public let day: Int

  /// A date, or nil when the month or day cannot exist (February 30, month 13); February 29 is allowed
  /// without a year.
  public init?(year: Int?, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1,
      day <= PartialDate.daysIn(month: month, year: year)
    else { return nil }
    if let year, !(1...9999).contains(year) { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses ISO 8601 dates as vCards and JSON write them: `1988-04-01`, `19880401`, `--0401`,
  /// `--04-01`, and a leading date of a date-time (`1988-04-01T00:00:00Z`).
  public init?(parsing text: String) {
    var scalars = Array(text.utf8)
    if let t = scalars.firstIndex(where: { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: " ") }) {
      scalars = Array(scalars[..<t])
    }
    var yearless = false
    if scalars.starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")]) {
      yearless = true
      scalars.removeFirst(2)
    }
    let digits = scalars.filter { $0 != UInt8(ascii: "-") }
    guard digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
    func number(_ slice: ArraySlice<UInt8>) -> Int {
      slice.reduce(0) { $0 * 10 + Int($1 - 48) }
    }
    if yearless {
      guard digits.count == 4 else { return nil }
      self.init(year: nil, month: number(digits[0..<2]), day: number(digits[2..<4]))
    } else {
      guard digits.count == 8 else { return nil }
      let dashes = scalars.count - digits.count
      guard dashes == 0 || (dashes == 2 && scalars[4] == 45 && scalars[7] == 45) else { return nil }
      self.init(year: number(digits[0..<4]), month: number(digits[4..<6]), day: number(digits[6..<8]))
    }
  }

  /// `1988-04-01`, or `--04-01` when the year is unknown.
  public var description: String {
    let monthDay = "\(PartialDate.pad(month, 2))-\(PartialDate.pad(day, 2))"
    guard let year else { return "--" + monthDay }
    return "\(PartialDate.pad(year, 4))-" + monthDay
  }

  public static func < (lhs: PartialDate, rhs: PartialDate) -> Bool {
    (lhs.year ?? 0, lhs.month, lhs.day) < (rhs.year ?? 0, rhs.month, rhs.day)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = PartialDate(parsing: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a date like 1988-04-01 or --04-01")
    }
    self = date
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  static func daysIn(month: Int, year: Int?) -> Int {
    switch month {
    case 2:
      guard let year else { return 29 }
      let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
