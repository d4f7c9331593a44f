import Foundation
import ArgumentParser

/// A deterministic address book of any size, written as Apple-style vCard 3.0 (with some vCard 2.1
/// quoted-printable and 4.0 cards mixed in, as real books are).
///
/// The same seed and count give the same bytes on every machine: the generator uses its own PRNG.
struct BookGenerator {
  var count: Int
  var seed: UInt64 = 0x6B69_7468
  /// Where names come from: a short list of common and international names (every name shared by
  /// hundreds of cards in a large book), or the census lists by frequency (`Data/names/`).
  var names = NamePool.classic

  enum NamePool: String, CaseIterable, ExpressibleByArgument {
    case classic, census
  }

  static let givenNames = [
    "James", "Mary", "John", "Patricia", "Robert", "Jennifer", "Michael", "Linda", "William", "Elizabeth",
    "David", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Charles", "Karen",
    "Christopher", "Nancy", "Daniel", "Lisa", "Matthew", "Betty", "Anthony", "Margaret", "Mark", "Sandra",
    "Donald", "Ashley", "Steven", "Kimberly", "Paul", "Emily", "Andrew", "Donna", "Joshua", "Michelle",
    "Kenneth", "Dorothy", "Kevin", "Carol", "Brian", "Amanda", "George", "Melissa", "Edward", "Deborah",
    "Ronald", "Stephanie", "Timothy", "Rebecca", "Jason", "Sharon", "Jeffrey", "Laura", "Ryan", "Cynthia",
    "Jacob", "Kathleen", "Gary", "Amy", "Nicholas", "Shirley", "Eric", "Angela", "Jonathan", "Helen",
    "Stephen", "Anna", "Larry", "Brenda", "Justin", "Pamela", "Scott", "Nicole", "Brandon", "Emma",
    "Benjamin", "Samantha", "Samuel", "Katherine", "Gregory", "Christine", "Frank", "Debra", "Alexander",
    "Rachel", "Raymond", "Catherine", "Patrick", "Carolyn", "Jack", "Janet", "Dennis", "Ruth", "Jerry",
    "Maria", "José", "Zoë", "Łukasz", "Søren", "François", "Müller", "Ingrid", "Aoife", "Siobhán", "Niamh",
    "Mohammed", "Fatima", "Wei", "Li", "Hiroshi", "Yuki", "Priya", "Arjun", "Olga", "Dmitri", "Chloé",
    "Björn", "Ana", "João", "Mateo", "Lucía", "Kwame", "Amara", "Chidi", "Nguyễn", "Thảo", "Sean", "Shawn",
    "Kathryn", "Catherine", "Jon", "Aileen", "Eileen", "Steven", "Stephen", "Geoff", "Jeff", "Phillip",
  ]

  static let familyNames = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
    "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
    "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
    "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green",
    "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Gomez",
    "Phillips", "Evans", "Turner", "Diaz", "Parker", "Cruz", "Edwards", "Collins", "Reyes", "Stewart",
    "Morris", "Morales", "Murphy", "Cook", "Rogers", "Gutierrez", "Ortiz", "Morgan", "Cooper", "Peterson",
    "Bailey", "Reed", "Kelly", "Howard", "Ramos", "Kim", "Cox", "Ward", "Richardson", "Watson", "Brooks",
    "Chavez", "Wood", "James", "Bennett", "Gray", "Mendoza", "Ruiz", "Hughes", "Price", "Alvarez", "Castillo",
    "Sanders", "Patel", "Myers", "Long", "Ross", "Foster", "Jimenez", "O'Brien", "van der Berg", "García López",
    "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Nowak", "Kowalski", "Wiśniewski", "Dubois",
    "Lefèvre", "Rossi", "Russo", "Bianchi", "Silva", "Santos", "Pereira", "Yamamoto", "Tanaka", "Suzuki",
    "Wang", "Zhang", "Chen", "Liu", "Singh", "Kumar", "Sharma", "Ivanov", "Petrov", "Andersson", "Johansson",
    "Nielsen", "Hansen", "Okafor", "Mensah", "Adeyemi", "Trần", "Lê", "Phạm", "MacDonald", "McCarthy",
    "O'Connor", "D'Angelo", "St. John", "Al-Sayed", "Ben-David", "Kowalczyk", "Novák", "Horváth", "Popescu",
  ]

  static let organizations = [
    "Acme", "Globex", "Initech", "Umbrella", "Hooli", "Stark Industries", "Wayne Enterprises", "Wonka",
    "Cyberdyne", "Soylent", "Tyrell", "Aperture", "Vandelay Industries", "Pied Piper", "Dunder Mifflin",
    "Massive Dynamic", "Oscorp", "Gringotts", "Monarch", "Virtucon",
  ]

  static let firmSuffixes = [
    "Holdings", "Labs", "& Co", "Group", "Partners", "Systems", "Foods", "Logistics", "Dental", "Law",
    "Plumbing", "Design", "Consulting", "Bakery", "Motors", "Realty",
  ]

  static let nicknames = ["Bob", "Liz", "Bill", "Peggy", "Chuck", "Kate", "Mike", "Jim", "Sam", "Alex"]
  static let relations = ["_$!<Mother>!$_", "_$!<Father>!$_", "_$!<Brother>!$_", "_$!<Sister>!$_", "_$!<Partner>!$_"]

  /// What the benchmark's queries need to know of a generated person.
  struct Person {
    var uid: String
    var given: String
    var family: String
    var phone: String
    var email: String
    var organization: String?
    var nickname: String?
    /// "1980-03-02" when the card has a birthday.
    var birthday: String?
  }

  /// Writes the whole book through `write`, a chunk per card, and tells `person` who is in it.
  func generate(_ write: (String) throws -> Void, person: (Person) -> Void = { _ in }) rethrows {
    var random = SplitMix64(seed: seed)
    for index in 0..<count {
      let (text, who) = card(index, &random)
      person(who)
      try write(text)
    }
  }

  func card(_ index: Int, _ random: inout SplitMix64) -> (String, Person) {
    let given: String
    let family: String
    if names == .census, random.next(10) > 0 {
      // Nine names in ten by census frequency, the tenth from the list of names from many cultures.
      given = CensusNames.shared.given.pick(&random)
      family = CensusNames.shared.family.pick(&random)
    } else {
      given = random.pick(Self.givenNames)
      family = random.pick(Self.familyNames)
    }
    let uid = String(format: "%08X-0000-4000-8000-%012X", UInt32(truncatingIfNeeded: seed), index)
    let area = 200 + random.next(800)
    let phone = String(format: "(%03d) 555-%04d", area, index % 10_000)
    let local = "\(given).\(family)".lowercased().filter { $0.isLetter || $0 == "." }
    let email = "\(local)\(index)@example.\(random.pick(["com", "org", "net"]))"
    var person = Person(uid: uid, given: given, family: family, phone: phone, email: email)
    let flavour = random.next(100)
    if flavour < 5 {
      // vCard 2.1 as Outlook and Android write it.
      return ("""
        BEGIN:VCARD\r
        VERSION:2.1\r
        N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:\(qp(family));\(qp(given));;;\r
        FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:\(qp(given + " " + family))\r
        TEL;CELL;VOICE:\(phone)\r
        EMAIL;PREF;INTERNET:\(email)\r
        UID:\(uid)\r
        END:VCARD\r

        """, person)
    }
    var lines = [
      "BEGIN:VCARD", "VERSION:3.0", "PRODID:-//kith//bench//EN", "N:\(family);\(given);;;",
      "FN:\(given) \(family)",
    ]
    if random.next(10) == 0 {
      person.nickname = random.pick(Self.nicknames)
      lines.append("NICKNAME:\(person.nickname!)")
    }
    if random.next(3) == 0 {
      // A census book has organisations of every size, as real ones do: a few big names, many small firms.
      person.organization = names == .census && random.next(2) == 0
        ? "\(CensusNames.shared.family.pick(&random)) \(random.pick(Self.firmSuffixes))" : random.pick(Self.organizations)
      lines.append("ORG:\(person.organization!);\(random.pick(["Sales", "Engineering", "Support"]))")
      lines.append("TITLE:\(random.pick(["Engineer", "Manager", "Director", "Analyst"]))")
    }
    lines.append("TEL;type=CELL;type=VOICE;type=pref:\(phone)")
    if random.next(3) == 0 {
      lines.append(String(format: "TEL;type=WORK;type=VOICE:+1 %03d 555 %04d", area, (index * 7) % 10_000))
    }
    lines.append("EMAIL;type=INTERNET;type=HOME;type=pref:\(email)")
    if random.next(2) == 0 {
      lines.append(
        "item1.ADR;type=HOME;type=pref:;;\(1 + random.next(999)) \(random.pick(Self.familyNames)) Street;"
          + "\(random.pick(["Springfield", "Portland", "Austin", "Madison"]));\(random.pick(["IL", "OR", "TX", "WI"]));"
          + String(format: "%05d", random.next(99_999)) + ";United States")
      lines.append("item1.X-ABADR:us")
    }
    if random.next(4) == 0 {
      person.birthday = String(format: "%04d-%02d-%02d", 1940 + random.next(70), 1 + random.next(12), 1 + random.next(28))
      lines.append("BDAY:\(person.birthday!)")
    }
    if random.next(20) == 0 {
      lines.append("item2.X-ABRELATEDNAMES:\(random.pick(Self.givenNames)) \(family)")
      lines.append("item2.X-ABLabel:\(random.pick(Self.relations))")
    }
    if random.next(8) == 0 {
      lines.append("NOTE:Met at \(random.pick(Self.organizations))\\, follow up in \(random.pick(["spring", "autumn"])).")
    }
    if random.next(10) == 0 { lines.append("CATEGORIES:\(random.pick(["Family", "Work", "Friends", "Book Club"]))") }
    lines.append("UID:\(uid)")
    lines.append("END:VCARD")
    return (lines.joined(separator: "\r\n") + "\r\n", person)
  }

  private func qp(_ text: String) -> String {
    var output = ""
    for byte in text.utf8 {
      if byte >= 0x80 || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ";") {
        output += String(format: "=%02X", byte)
      } else {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return output
  }
}

/// A small, fast, portable PRNG (Steele, Lea and Flood's SplitMix64).
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in 0..<bound.
  mutating func next(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  mutating func pick<T>(_ items: [T]) -> T {
    items[next(items.count)]
  }
}

/// The census name lists of `Data/names/`, each drawn from by frequency.
struct CensusNames {
  struct Weighted {
    var names: [String] = []
    /// Running totals of the frequencies, for a binary search.
    var cumulative: [Int] = []

    func pick(_ random: inout SplitMix64) -> String {
      let target = random.next(cumulative.last!)
      var (low, high) = (0, cumulative.count - 1)
      while low < high {
        let middle = (low + high) / 2
        if cumulative[middle] > target { high = middle } else { low = middle + 1 }
      }
      return names[low]
    }
  }

  let given: Weighted
  let family: Weighted

  nonisolated(unsafe) static let shared = CensusNames()

  private init() {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Data/names")
    func load(_ file: String) -> Weighted {
      let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
      var weighted = Weighted()
      var total = 0
      for line in text.split(separator: "\n") {
        guard let space = line.lastIndex(of: " "), let share = Int(line[line.index(after: space)...]) else { continue }
        total += max(share, 1)
        weighted.names.append(String(line[..<space]))
        weighted.cumulative.append(total)
      }
      precondition(!weighted.names.isEmpty, "kith-bench: \(file) missing in \(folder.path)")
      return weighted
    }
    given = load("given.txt")
    family = load("family.txt")
  }
}

