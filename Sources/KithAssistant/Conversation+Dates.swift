import Foundation
import KithCore
import KithGrammar

extension Conversation {
  /// "whose birthday is this week", "birthdays in March", "any anniversaries coming up": the contacts
  /// whose date falls in the period, soonest first; a birthday without a year counts like any other.
  func upcomingDates(_ parse: Parse) throws -> Answer {
    let kind = parse["kind"] ?? "birthday"
    let period = parse["period"] ?? "upcoming"
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.firstWeekday = 2  // weeks start on Monday
    let today = calendar.startOfDay(for: clock())
    guard let window = Conversation.window(for: period, from: today, calendar: calendar) else {
      return Answer(.invalid("I can't tell which days “\(period)” means."), error: ("bad_value", "unknown period \(period)"))
    }
    var found: [(date: Date, contact: Contact, value: PartialDate)] = []
    try store.forEachContact { contact in
      let values: [PartialDate] =
        kind == "anniversary"
        ? contact.dates.filter { $0.label == .anniversary }.map(\.value) : contact.birthday.map { [$0] } ?? []
      for value in values {
        // Its day in the window's years (a February 29 without a leap year falls on March 1).
        for year in Set([window.start, window.end].map { calendar.component(.year, from: $0) }).sorted() {
          let day = Conversation.day(of: value, in: year, calendar: calendar)
          if let day, day >= window.start, day < window.end { found.append((day, contact, value)) }
        }
      }
    }
    found.sort { ($0.date, NameFormatter.sortKey(for: $0.contact)) < ($1.date, NameFormatter.sortKey(for: $1.contact)) }
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "EEEE, MMMM d"
    let lines = found.map { entry -> String in
      var line = NameFormatter.displayName(for: entry.contact) + " (" + formatter.string(from: entry.date)
      if let year = entry.value.year {
        let count = calendar.component(.year, from: entry.date) - year
        if count > 0 { line += kind == "anniversary" ? ", \(count) years" : ", turns \(count)" }
      }
      return line + ")"
    }
    if found.count == 1 { lastContactID = found[0].contact.id }
    let candidates = found.map {
      Turn.Candidate(uid: $0.contact.id, name: NameFormatter.displayName(for: $0.contact), detail: formatter.string(from: $0.date))
    }
    return Answer(.dates(kind: kind, period: Conversation.spokenPeriod(period), lines: lines), candidates: candidates)
  }

  /// The days a period names, as [start, end).
  static func window(for period: String, from today: Date, calendar: Calendar) -> (start: Date, end: Date)? {
    func add(_ component: Calendar.Component, _ value: Int, to date: Date) -> Date {
      calendar.date(byAdding: component, value: value, to: date)!
    }
    let weekStart = calendar.dateInterval(of: .weekOfYear, for: today)!.start
    let monthStart = calendar.dateInterval(of: .month, for: today)!.start
    switch period {
    case "today": return (today, add(.day, 1, to: today))
    case "tomorrow": return (add(.day, 1, to: today), add(.day, 2, to: today))
    case "this_week": return (today, add(.day, 7, to: weekStart))
    case "next_week": return (add(.day, 7, to: weekStart), add(.day, 14, to: weekStart))
    case "this_month": return (monthStart, add(.month, 1, to: monthStart))
    case "next_month": return (add(.month, 1, to: monthStart), add(.month, 2, to: monthStart))
    case "upcoming": return (today, add(.day, 30, to: today))
    default:
      // A month's name: that month, this year if it has not ended, else next year.
      guard let month = monthNames.firstIndex(where: { $0.lowercased() == period }).map({ $0 + 1 }) else { return nil }
      var year = calendar.component(.year, from: today)
      if month < calendar.component(.month, from: today) { year += 1 }
      let start = calendar.date(from: DateComponents(year: year, month: month, day: 1))!
      return (start, add(.month, 1, to: start))
    }
  }

  /// A date's day in `year`; February 29 falls on March 1 in other years.
  static func day(of date: PartialDate, in year: Int, calendar: Calendar) -> Date? {
    if let day = calendar.date(from: DateComponents(year: year, month: date.month, day: date.day)),
      calendar.component(.month, from: day) == date.month
    {
      return day
    }
    return calendar.date(from: DateComponents(year: year, month: 3, day: 1))
  }

  static func spokenPeriod(_ period: String) -> String {
    switch period {
    case "today", "tomorrow": return period
    case "upcoming": return "in the next 30 days"
    case "this_week", "next_week", "this_month", "next_month": return period.replacingOccurrences(of: "_", with: " ")
    default: return "in " + period.prefix(1).uppercased() + period.dropFirst()
    }
  }
}
