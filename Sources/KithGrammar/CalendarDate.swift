/// A date as people say it in English, with or without a year.
///
/// Accepts "March 3", "Mar 3rd", "3 March", "the 3rd of March", "March 3rd, 1988", "3/3", "3/3/1988"
/// (month first, unless the first number can only be a day), "1988-04-01" and "--04-01". Words arrive
/// folded (lower case). ``iso`` is `1988-04-01`, or `--03-03` without a year (the vCard 4 form).
struct CalendarDate: Sendable, Hashable {
  var year: Int?
  var month: Int
  var day: Int

  var iso: String {
    let monthDay = (month < 10 ? "0" : "") + String(month) + "-" + (day < 10 ? "0" : "") + String(day)
    guard let year else { return "--" + monthDay }
    return String(year) + "-" + monthDay
  }

  init?(_ words: [String]) {
    var words = words
    if words.first == "the" { words.removeFirst() }
    switch words.count {
    case 1:
      guard let date = CalendarDate.numeric(words[0]) else { return nil }
      self = date
    case 2...4:
      guard let date = CalendarDate.spelled(words) else { return nil }
      self = date
    default:
      return nil
    }
  }

  private init?(year: Int?, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1, day <= CalendarDate.days(in: month, year: year) else { return nil }
    if let year, !(1000...2999).contains(year) { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// "1988-04-01", "--04-01", "3/3", "3/3/88", "31.12.1990".
  private static func numeric(_ word: String) -> CalendarDate? {
    if word.hasPrefix("--") {
      let parts = word.dropFirst(2).split(separator: "-").compactMap { Int($0) }
      return parts.count == 2 ? CalendarDate(year: nil, month: parts[0], day: parts[1]) : nil
    }
    for separator: Character in ["-", "/", "."] where word.contains(separator) {
      let pieces = word.split(separator: separator, omittingEmptySubsequences: true)
      let parts = pieces.compactMap { Int($0) }
      guard parts.count == pieces.count, (2...3).contains(parts.count) else { return nil }
      if separator == "-" {
        // Only the ISO order uses dashes: year, month, day.
        guard parts.count == 3, pieces[0].count == 4 else { return nil }
        return CalendarDate(year: parts[0], month: parts[1], day: parts[2])
      }
      var year: Int?
      if parts.count == 3 { year = parts[2] < 100 ? (parts[2] < 30 ? 2000 : 1900) + parts[2] : parts[2] }
      if separator == "/" {
        return CalendarDate(year: year, month: parts[0], day: parts[1])
          ?? CalendarDate(year: year, month: parts[1], day: parts[0])
      }
      // "31.12.1990" is day first wherever dots are used.
      return CalendarDate(year: year, month: parts[1], day: parts[0])
    }
    return nil
  }

  /// "march 3", "march 3rd 1988", "3 march", "3rd of march", "3rd march 1988".
  private static func spelled(_ words: [String]) -> CalendarDate? {
    var words = words
    var year: Int?
    if words.count >= 3, words.last!.count == 4, let value = Int(words.last!) {
      year = value
      words.removeLast()
    }
    if words.count == 3, words[1] == "of" { words.remove(at: 1) }
    guard words.count == 2 else { return nil }
    if let month = month(words[0]), let day = day(words[1]) { return CalendarDate(year: year, month: month, day: day) }
    if let day = day(words[0]), let month = month(words[1]) { return CalendarDate(year: year, month: month, day: day) }
    return nil
  }

  private static let months = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
  ]

  private static func month(_ word: String) -> Int? {
    var word = Substring(word)
    if word.hasSuffix(".") { word = word.dropLast() }
    if let index = months.firstIndex(where: { $0 == word }) { return index + 1 }
    if word == "sept" { return 9 }
    guard word.count == 3 else { return nil }
    return months.firstIndex { $0.hasPrefix(word) }.map { $0 + 1 }
  }

  private static let dayWords: [String: Int] = {
    let ones = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
    var table: [String: Int] = [:]
    for (index, word) in ones.enumerated() { table[word] = index + 1 }
    let teens = [
      "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
      "eighteenth", "nineteenth",
    ]
    for (index, word) in teens.enumerated() { table[word] = index + 10 }
    table["twentieth"] = 20
    table["thirtieth"] = 30
    for (index, word) in ones.enumerated() {
      table["twenty-" + word] = 21 + index
      table["twenty" + word] = 21 + index
    }
    table["thirty-first"] = 31
    table["thirtyfirst"] = 31
    return table
  }()

  private static func day(_ word: String) -> Int? {
    if let value = dayWords[word] { return value }
    var digits = Substring(word)
    for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) {
      digits = digits.dropLast(2)
      break
    }
    guard digits.count <= 2, let value = Int(digits) else { return nil }
    return value
  }

  private static func days(in month: Int, year: Int?) -> Int {
    switch month {
    case 2:
      guard let year else { return 29 }
      return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}

/// A date written as people write it ("October 3", "3rd of March 1988", "3/3"), as ISO text (`--10-03`,
/// `1988-03-03`), for values a template read as plain text.
public enum SpokenDate {
  public static func iso(_ text: String) -> String? {
    let words = Utterance(text).words.map(\.folded).filter { $0 != "," && $0 != "of" }
    return CalendarDate(words).map(\.iso)
  }
}
