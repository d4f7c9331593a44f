import ArgumentParser
import Foundation
import KithCore
import KithIndex

/// `kith-bench duplicates`: precision, recall and time of `kith duplicates` on a generated book with
/// planted duplicates (written the way Apple Contacts, Google Contacts and Outlook export them) and
/// planted strangers who share a name, a family landline or a birthday with someone.
struct DuplicatesBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "duplicates", abstract: "Precision and recall of kith duplicates on planted duplicates and strangers.")

  @Option var count = 100_000
  @Option var runs = 3
  @Option(help: "Share of people given a planted duplicate card.") var duplicateRate = 0.03
  @Option(help: "Share of people given a planted stranger.") var strangerRate = 0.02
  @Option var seed: UInt64 = 0x6475_7065

  func run() throws {
    try withScratchFolder("duplicates") { folder in
      let kith = try kithExecutable()
      let book = folder + "/book.vcf"
      var plant = Planter(seed: seed, duplicateRate: duplicateRate, strangerRate: strangerRate)
      try write(BookGenerator(count: count), to: book) { people in people.map { plant.cards(for: $0) }.joined() }

      let store = folder + "/store.sqlite"
      guard try ChildProcess.run(kith, ["--store", store, "import", book]).status == 0 else { throw BenchError("import failed") }
      var times: [Double] = []
      var memory: [Double] = []
      var baseline: [Double] = []
      let output = folder + "/groups.json"
      for _ in 0..<runs {
        let run = try ChildProcess.run(kith, ["--store", store, "duplicates", "--json"], stdout: output)
        guard run.status == 0 else { throw BenchError("kith duplicates failed with status \(run.status)") }
        times.append(run.seconds)
        memory.append(run.peakMemoryMB)
        // Baseline: reading every card out of the store (what any whole-book pass costs).
        baseline.append(try ChildProcess.run(kith, ["--store", store, "export", "-o", folder + "/out.vcf"]).seconds)
      }
      let groups = try Self.groups(in: output)
      let score = plant.score(groups)
      var table = Table(header: ["measure", "value", "target"])
      table.rows = [
        ["book", "\(count) people + \(plant.duplicates) planted duplicates + \(plant.strangers) planted strangers", ""],
        ["groups found", "\(groups.count)", ""],
        [
          "precision (pairs)", String(format: "%.2f %% (%d of %d pairs right)", score.precision * 100, score.rightPairs, score.foundPairs),
          "≥ 99 %",
        ],
        [
          "recall (pairs)", String(format: "%.2f %% (%d of %d planted pairs)", score.recall * 100, score.foundTrue, score.truePairs),
          "≥ 90 %",
        ],
        ["planted strangers grouped with their namesake", "\(score.strangersGrouped) of \(plant.strangers)", "0"],
        [
          "kith duplicates, median of \(runs)", String(format: "%.2f s (%.2f× kith export)", Statistics.median(times), Statistics.median(times) / Statistics.median(baseline)),
          "≤ 5 s at 100,000",
        ],
        ["baseline: kith export of the same store", String(format: "%.2f s", Statistics.median(baseline)), ""],
        ["peak memory", String(format: "%.0f MB", Statistics.median(memory)), ""],
      ]
      print(table.render())
      var kinds = Table(header: ["planted duplicate kind", "planted", "found", "recall"])
      for kind in Planter.DuplicateKind.allCases {
        let (planted, found) = (score.plantedByKind[kind] ?? 0, score.foundByKind[kind] ?? 0)
        kinds.rows.append([kind.rawValue, "\(planted)", "\(found)", planted == 0 ? "" : String(format: "%.1f %%", Double(found) / Double(planted) * 100)])
      }
      print("")
      print(kinds.render())
      var strangers = Table(header: ["planted stranger kind", "planted", "wrongly grouped"])
      for kind in Planter.StrangerKind.allCases {
        strangers.rows.append([kind.rawValue, "\(score.strangersByKind[kind] ?? 0)", "\(score.strangersGroupedByKind[kind] ?? 0)"])
      }
      print("")
      print(strangers.render())
    }
  }

  /// The groups of `kith duplicates --json`, as lists of UIDs.
  static func groups(in path: String) throws -> [[String]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let groups = object["groups"] as? [[String: Any]]
    else { throw BenchError("unreadable output of kith duplicates --json") }
    return groups.map { ($0["contacts"] as? [[String: Any]] ?? []).compactMap { $0["uid"] as? String } }
  }
}

/// Writes planted cards after the generated book and remembers who is who.
struct Planter {
  enum DuplicateKind: String, CaseIterable {
    case reformattedPhone = "same name, phone written differently"
    case nickname = "nickname, same e-mail or phone"
    case transliteration = "accents or umlauts spelled out"
    case partialName = "given name only or initial, same phone or e-mail"
    case birthday = "same name and birthday, new phone"
    case wholeNameInGiven = "whole name in the given field, e-mail in capitals"
    case noName = "no name, same phone and e-mail"
    case typo = "typo in the given name, same phone"
    case marriedName = "new family name, same phone and e-mail"
    case newDetails = "nickname, new phone and e-mail (a birthday when the card has one)"
  }

  enum StrangerKind: String, CaseIterable {
    case namesake = "same name, other phone and e-mail"
    case household = "same family and landline, other given name"
    case householdEmail = "same family, landline and e-mail, other given name"
    case birthdayOtherYear = "same name and day of birth, other year"
  }

  var random: SplitMix64
  let duplicateRate: Double
  let strangerRate: Double
  /// Planted UID → the UID of the person it is a copy of.
  var copyOf: [String: String] = [:]
  var kindOf: [String: DuplicateKind] = [:]
  /// Planted stranger UID → the UID of the person it resembles.
  var strangerOf: [String: (String, StrangerKind)] = [:]
  var duplicates: Int { copyOf.count }
  var strangers: Int { strangerOf.count }
  private var serial = 0

  init(seed: UInt64, duplicateRate: Double, strangerRate: Double) {
    random = SplitMix64(seed: seed)
    self.duplicateRate = duplicateRate
    self.strangerRate = strangerRate
  }

  mutating func cards(for person: BookGenerator.Person) -> String {
    var text = ""
    if Double(random.next(1_000_000)) / 1_000_000 < duplicateRate { text += duplicate(of: person) }
    if Double(random.next(1_000_000)) / 1_000_000 < strangerRate { text += stranger(like: person) }
    return text
  }

  private mutating func newUID() -> String {
    serial += 1
    return String(format: "D0000000-0000-4000-8000-%012X", serial)
  }

  /// A phone written another way: "(415) 555-0123" → "+1 415-555-0123", "415.555.0123", "14155550123".
  private mutating func rewritten(_ phone: String) -> String {
    let digits = phone.filter(\.isNumber)
    let (area, exchange, line) = (digits.prefix(3), digits.dropFirst(3).prefix(3), digits.suffix(4))
    return random.pick(["+1 \(area)-\(exchange)-\(line)", "\(area).\(exchange).\(line)", "1\(area)\(exchange)\(line)", "+1 (\(area)) \(exchange) \(line)"])
  }

  private mutating func duplicate(of person: BookGenerator.Person) -> String {
    var kind = random.pick(DuplicateKind.allCases)
    var given = person.given
    var family = person.family
    var phone: String? = rewritten(person.phone)
    var email: String? = random.next(2) == 0 ? person.email : nil
    var birthday: String?
    switch kind {
    case .reformattedPhone:
      break
    case .nickname:
      guard let nickname = NicknameTable.shared.nicknames(for: given).first else {
        kind = .reformattedPhone
        break
      }
      given = nickname.capitalized
      if random.next(2) == 0 { phone = nil; email = person.email.uppercased() } else { email = nil }
    case .transliteration:
      let spelled = Self.spelledOut(given + " " + family)
      guard spelled != given + " " + family else {
        kind = .reformattedPhone
        break
      }
      let parts = spelled.split(separator: " ", maxSplits: 1).map(String.init)
      (given, family) = (parts[0], parts.count > 1 ? parts[1] : "")
      if random.next(2) == 0 { phone = nil; email = person.email }
    case .partialName:
      if random.next(2) == 0 { family = "" } else { given = String(given.prefix(1)) + "." }
      if random.next(2) == 0 { phone = nil; email = person.email }
    case .birthday:
      guard let day = person.birthday else {
        kind = .reformattedPhone
        break
      }
      birthday = day
      phone = String(format: "(%03d) 555-%04d", 200 + random.next(800), random.next(10_000))
      email = nil
    case .wholeNameInGiven:
      given = given + " " + family
      family = ""
      phone = nil
      email = person.email.uppercased()
    case .noName:
      given = ""
      family = ""
      email = person.email
    case .marriedName:
      family = random.pick(BookGenerator.familyNames.filter { $0 != person.family })
      email = person.email
    case .newDetails:
      given = NicknameTable.shared.nicknames(for: given).first?.capitalized ?? given
      phone = String(format: "(%03d) 555-%04d", 200 + random.next(800), random.next(10_000))
      email = "\(given.lowercased()).\(serial)@example.org"
      birthday = person.birthday
    case .typo:
      guard given.count >= 4, given.allSatisfy(\.isASCII) else {
        kind = .reformattedPhone
        break
      }
      var letters = Array(given)
      letters.swapAt(1, 2)
      given = String(letters)
    }
    let uid = newUID()
    copyOf[uid] = person.uid
    kindOf[uid] = kind
    return Self.card(uid: uid, given: given, family: family, phone: phone, email: email, birthday: birthday, dialect: random.next(3))
  }

  private mutating func stranger(like person: BookGenerator.Person) -> String {
    let kind = random.pick(StrangerKind.allCases)
    let uid = newUID()
    strangerOf[uid] = (person.uid, kind)
    let otherPhone = String(format: "(%03d) 555-%04d", 200 + random.next(800), random.next(10_000))
    let otherEmail = "someone.else\(serial)@example.net"
    let otherGiven = random.pick(BookGenerator.givenNames.filter { $0 != person.given && NicknameTable.shared.relation($0, person.given) == nil })
    switch kind {
    case .namesake:
      return Self.card(uid: uid, given: person.given, family: person.family, phone: otherPhone, email: otherEmail, birthday: nil, dialect: random.next(3))
    case .household:
      return Self.card(uid: uid, given: otherGiven, family: person.family, phone: person.phone, email: otherEmail, birthday: nil, dialect: random.next(3))
    case .householdEmail:
      return Self.card(uid: uid, given: otherGiven, family: person.family, phone: person.phone, email: person.email, birthday: nil, dialect: random.next(3))
    case .birthdayOtherYear:
      let day = person.birthday.map { String(Int($0.prefix(4))! + 1 + random.next(30)) + $0.dropFirst(4) } ?? "1990-05-05"
      return Self.card(uid: uid, given: person.given, family: person.family, phone: otherPhone, email: nil, birthday: day, dialect: random.next(3))
    }
  }

  /// "José Müller" → "Jose Mueller": umlauts spelled out, other accents dropped.
  static func spelledOut(_ name: String) -> String {
    var out = ""
    for character in name {
      switch character {
      case "ä": out += "ae"
      case "ö": out += "oe"
      case "ü": out += "ue"
      case "Ä": out += "Ae"
      case "Ö": out += "Oe"
      case "Ü": out += "Ue"
      case "ß": out += "ss"
      default:
        out += String(character).decomposedStringWithCanonicalMapping.unicodeScalars.filter { $0.value < 0x300 || $0.value > 0x36F }
          .map(String.init).joined()
      }
    }
    return out
  }

  /// One card as Apple Contacts (0), Google Contacts (1) or Outlook (2) exports it.
  static func card(uid: String, given: String, family: String, phone: String?, email: String?, birthday: String?, dialect: Int) -> String {
    let full = [given, family].filter { !$0.isEmpty }.joined(separator: " ")
    var lines: [String]
    switch dialect {
    case 0:
      lines = ["BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Apple Inc.//macOS 14.0//EN", "N:\(family);\(given);;;", "FN:\(full.isEmpty ? email ?? phone ?? "" : full)"]
      if let phone { lines.append("TEL;type=CELL;type=VOICE;type=pref:\(phone)") }
      if let email { lines.append("EMAIL;type=INTERNET;type=HOME;type=pref:\(email)") }
      if let birthday { lines.append("BDAY:\(birthday)") }
    case 1:
      lines = ["BEGIN:VCARD", "VERSION:3.0", "FN:\(full)", "N:\(family);\(given);;;"]
      if let email { lines.append("EMAIL;TYPE=INTERNET;TYPE=HOME:\(email)") }
      if let phone { lines += ["item1.TEL:\(phone)", "item1.X-ABLabel:Mobile"] }
      if let birthday { lines.append("BDAY:\(birthday)") }
    default:
      lines = ["BEGIN:VCARD", "VERSION:2.1", "N;LANGUAGE=en-us:\(family);\(given)", "FN:\(full)"]
      if let phone { lines.append("TEL;CELL;VOICE:\(phone)") }
      if let email { lines.append("EMAIL;PREF;INTERNET:\(email)") }
      if let birthday { lines.append("BDAY:" + birthday.filter(\.isNumber)) }
      lines.append("X-MS-OL-DEFAULT-POSTAL-ADDRESS:0")
    }
    lines += ["UID:\(uid)", "END:VCARD"]
    return lines.joined(separator: "\r\n") + "\r\n"
  }

  struct Score {
    var foundPairs = 0
    var rightPairs = 0
    var truePairs = 0
    var foundTrue = 0
    var strangersGrouped = 0
    var plantedByKind: [DuplicateKind: Int] = [:]
    var foundByKind: [DuplicateKind: Int] = [:]
    var strangersByKind: [StrangerKind: Int] = [:]
    var strangersGroupedByKind: [StrangerKind: Int] = [:]
    var precision: Double { foundPairs == 0 ? 1 : Double(rightPairs) / Double(foundPairs) }
    var recall: Double { truePairs == 0 ? 1 : Double(foundTrue) / Double(truePairs) }
  }

  /// Pairs of cards in a group, against the pairs of cards that are one person.
  func score(_ groups: [[String]]) -> Score {
    var score = Score()
    func person(_ uid: String) -> String { copyOf[uid] ?? uid }
    var groupOf: [String: Int] = [:]
    for (index, group) in groups.enumerated() {
      for uid in group { groupOf[uid] = index }
      for i in group.indices {
        for j in group.indices where j > i {
          score.foundPairs += 1
          if person(group[i]) == person(group[j]) { score.rightPairs += 1 }
        }
      }
    }
    // Planted pairs: every copy with its person, and copies of one person with each other.
    var copies: [String: [String]] = [:]
    for (copy, original) in copyOf { copies[original, default: []].append(copy) }
    for (original, list) in copies {
      let cards = [original] + list
      for i in cards.indices {
        for j in cards.indices where j > i {
          score.truePairs += 1
          if let a = groupOf[cards[i]], a == groupOf[cards[j]] { score.foundTrue += 1 }
        }
      }
    }
    for (copy, original) in copyOf {
      let kind = kindOf[copy]!
      score.plantedByKind[kind, default: 0] += 1
      if let a = groupOf[copy], a == groupOf[original] { score.foundByKind[kind, default: 0] += 1 }
    }
    for (stranger, (original, kind)) in strangerOf {
      score.strangersByKind[kind, default: 0] += 1
      if let a = groupOf[stranger], a == groupOf[original] {
        score.strangersGrouped += 1
        score.strangersGroupedByKind[kind, default: 0] += 1
      }
    }
    return score
  }
}
