/// The built-in slot types a template can use besides lists: `{person}`, `{text:body}`, `{date:value}`.
///
/// Open types (person, text, group, organization, name, details) take any words; a reading that leaves fewer words in
/// open spans ranks higher. The others accept only words of their shape (a phone number, a date) and rank
/// like literal words.
public enum SlotType: String, Sendable, CaseIterable {
  /// Words naming a contact ("Mike Chen", "my brother"), checked against the index when readings tie.
  case person
  /// A free value ("Head of Research", "the old one").
  case text
  /// A message to send, verbatim ("the package arrived, thanks"): polite words at its end ("thanks",
  /// "please") are part of it, and only one final "." is dropped.
  case message
  /// A group's name ("Family", "book club").
  case group
  /// An organisation's name ("Acme", "Initech Labs").
  case organization
  /// A new contact's name ("Jane Roe").
  case name
  /// A new contact's details: "Mike Chen, 555-222-3333, mike@email.com", "Jane Roe at Acme, mobile +44…".
  /// Fills `name`, `phone`, `email` and `organization`.
  case details
  /// A phone number as written ("(555) 222-3333", "+44 7700 900123", "555-0142").
  case phone
  /// An e-mail address.
  case email
  /// A calendar date with or without a year ("March 3", "3/3", "the 3rd of March", "1988-04-01").
  case date
  /// A position in a list: "2", "2nd", "second", "last" (canonical "2", "last").
  case ordinal
  /// The last digits of a number ("4567").
  case digits
  /// A file path ("~/Pictures/sarah.jpg", "/tmp/x.png", or anything quoted).
  case path

  /// Open spans rank below shaped ones: they match anything.
  var isOpen: Bool {
    switch self {
    case .person, .text, .message, .group, .organization, .name, .details: return true
    case .phone, .email, .date, .ordinal, .digits, .path: return false
    }
  }

  /// The most words a value of this type can span.
  var maxWords: Int {
    switch self {
    case .person, .name: return 8
    case .group, .organization: return 6
    case .text, .message, .details: return Int.max
    // A number said digit by digit is up to fifteen words ("five five five zero one four two").
    case .phone: return 16
    case .date: return 6
    case .digits: return 4
    case .ordinal: return 1
    case .email: return 9
    case .path: return 12
    }
  }

  /// Punctuation between the words of a span.
  struct Stops {
    /// ":", ";", a quote, a dash or a sentence end: the writer marked an end ("text Grace: the kids…").
    var strong = false
    var comma = false
    var sentence = false
    /// A comma before a clause with a subject of its own: ", she writes it as one word".
    var clause = false
    /// A comma before words that explain rather than name: ", that is what everybody calls her", ", because…".
    var aside = false
  }

  /// "he", "she", "they" read as the contact they stand for, in the contract's form.
  static let objectPronouns = ["he": "him", "she": "her", "they": "them"]

  /// Words that after a comma begin an aside, never more of a name.
  static let asideOpeners: Set<String> = ["that", "that's", "which", "because", "since", "cause", "cos", "coz", "bc"]

  /// Whether words with these traits can be a value of this type at all; cheap, checked before the
  /// words are read as typed. `stops` says what punctuation stands between two of the words.
  func admits(_ traits: ArraySlice<WordTraits>, stops: Stops) -> Bool {
    switch self {
    case .person, .group, .organization:
      let first = traits.first!
      let last = traits.last!
      // "add milk to my shopping list": a list of things, not a group of people.
      if self == .group, traits.contains(where: { $0.contains(.notAGroup) }) { return false }
      // "him", "her", "them" alone are the contact just talked about.
      if self == .person, traits.count == 1, first.contains(.objectPronoun) { return true }
      // So are "he", "she", "they" where the question puts its person first: "does she have a nickname",
      // "who is he again", "what company is she with".
      if self == .person, traits.count == 1, first.contains(.subjectPronoun) { return true }
      // A title alone names no one: "email mrs henderson i attached my essay" is to Mrs Henderson.
      if self == .person, traits.count == 1, first.contains(.honorific) { return false }
      // "his", "her", "their" inside a name belong to a sentence, not a name: "Omar mentioned his company".
      if self == .person, traits.count > 1, traits.dropFirst().contains(where: { $0.contains(.possessiveDeterminer) }) {
        return false
      }
      // "who is my brother" asks about someone: "who" is never the someone; "tell me a joke": the user
      // and kith are not contacts; "for dad", "named Dana": a name doesn't start with a preposition.
      if !first.isDisjoint(with: [.question, .notAContact, .neverFirst, .possessive]) { return false }
      // Nor does one end with "my" or "the", or with a possessive the template should have taken.
      if !last.isDisjoint(with: [.determiner, .possessive]) { return false }
      // "drop 2": a lone small number is a position, not a contact.
      if traits.count == 1, first.contains(.shortNumber) { return false }
      // An e-mail address, a number or an emoji is never part of a name ("who's +1 404 555 0137",
      // "text Kenji 👍").
      if self == .person, traits.contains(where: { $0.contains(.at) || !$0.contains(.letters) && !$0.contains(.joiner) }) {
        return false
      }
      // "I" and "I'm" are the user talking: "tell my brother I'm on my way"; "does", "we're", "please",
      // "email" are never part of a name ("does Ngozi have a nickname", "text Dave we're late").
      if self == .person, traits.contains(where: { !$0.isDisjoint(with: [.firstPerson, .notInName]) }) { return false }
      // "him" and "them" stand for a person whole: "email him instead: …" names no "him instead".
      if self == .person, traits.count > 1, first.contains(.objectPronoun), !first.contains(.possessiveDeterminer) {
        return false
      }
      if self == .person, traits.indices.dropFirst().contains(where: {
        traits[$0].contains(.onlyFirst) && !traits[$0 - 1].contains(.qualifier)
      }) {
        return false
      }
      // A name doesn't run across a colon, a quote, a dash or a sentence end ("text Grace: the kids…"),
      // nor across a comma ("add Ifeoma to my contacts, 404-555-0156").
      return !stops.strong && !stops.comma
    case .text:
      // A value never starts with a possessive ("the kids' teacher") nor runs past the end of its sentence
      // ("… 92683. Could you update it?") or into a clause of its own (", he's moved to Barclays").
      return !traits.first!.contains(.possessive) && !stops.sentence && !stops.clause
    case .message:
      return !traits.first!.contains(.possessive)
    case .name:
      // "Fox 🦊" is a name; "555-0100" or "a@b.c" is not, nor ", she writes it as one word".
      // Nor does a name hold a subject pronoun further on: "Mary Donnelly she got married last month".
      return traits.contains { $0.contains(.letters) } && traits.allSatisfy { !$0.contains(.at) } && !stops.clause && !stops.aside
        && !stops.sentence
        && !traits.first!.contains(.subject) && !traits.first!.contains(.notAContact)
        && !traits.dropFirst().contains(where: { $0.contains(.subject) || $0.contains(.firstPerson) })
    case .details:
      // A new contact's details end where a clause of its own begins: ", they were very good last week".
      return !stops.clause
    case .email:
      // One word, or an address said aloud: five words or more with an "at" ("ana at example dot com").
      return traits.count == 1 || traits.count >= 5 && traits.contains { $0.contains(.qualifier) }
    default:
      return true
    }
  }

  /// An e-mail address said aloud, as dictation writes it: "john dot smith at example dot com" is
  /// john.smith@example.com. One "at", a "dot" in the domain, every other word a part of the address; a
  /// domain the recogniser split into words is one ("at infinity labs dot com" is @infinitylabs.com).
  static func spokenEmail(_ words: [String]) -> String? {
    guard words.count >= 5, words.filter({ $0 == "at" }).count == 1, let at = words.firstIndex(of: "at"),
      words[(at + 1)...].contains("dot"), words.lastIndex(of: "dot") == words.count - 2
    else { return nil }
    let spoken = ["dot": ".", "at": "@", "underscore": "_", "dash": "-", "hyphen": "-"]
    var address = ""
    var previousWasPart = false
    var inDomain = false
    for word in words {
      if let symbol = spoken[word] {
        address += symbol
        previousWasPart = false
        inDomain = inDomain || word == "at"
      } else {
        // Two parts in a row before the "at" ("john smith at…") are no address.
        guard !previousWasPart || inDomain,
          word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" })
        else {
          return nil
        }
        address += word
        previousWasPart = true
      }
    }
    return isEmail(address) ? address : nil
  }

  /// Words that together name the whole address book, never a group in it.
  static let wholeBookWords: Set<String> = [
    "my", "the", "full", "whole", "complete", "entire", "contact", "contacts", "list", "address", "book", "telephone",
    "phone", "phonebook", "directory", "all", "of",
  ]

  /// What the words mean as this type, or `nil` when they can't be one. `written` is the span as typed,
  /// already trimmed of surrounding spaces, punctuation and quotes.
  func read(_ words: ArraySlice<Utterance.Word>, written: String, quoted: Bool, in grammar: Grammar) -> SlotReading? {
    switch self {
    case .person:
      // "my neighbour Mrs. Kowalska": a relation or role, then a name. The person is all of it, as said;
      // kith resolves the name when the whole names no one.
      if words.count == 1, let object = SlotType.objectPronouns[words.first!.folded] { return SlotReading(object) }
      var reading = SlotReading(written)
      reading.namesRelation = SlotType.namedRelation(words, written: written, in: grammar) != nil
      return reading
    case .group:
      // A group is named, never numbered like a phone or addressed like a mailbox: "add greta to contacts
      // 555-0134" adds a contact.
      // "add destiny w/ number 555 332 1010": a number split by spaces counts whole.
      // Nor is the whole book one: "all the people in my telephone book", "the full contact list".
      guard !words.contains(where: { $0.folded.contains("@") }),
        words.reduce(0, { $0 + $1.folded.filter(\.isNumber).count }) < 6,
        !words.allSatisfy({ SlotType.wholeBookWords.contains($0.folded) })
      else { return nil }
      return SlotReading(written)
    case .organization, .text, .message, .name:
      return SlotReading(written)
    case .details:
      return ContactDetails(written, label: { grammar.value(of: $0, inList: "label") }).map(SlotReading.init(details:))
    case .phone:
      if let digits = SlotType.phoneDigits(written), digits.filter(\.isNumber).count >= 3 {
        return SlotReading(written, normalized: digits)
      }
      // Dictated: "five five five zero one four two", "555 oh one double four".
      return SlotType.spokenPhoneDigits(words.map(\.folded)).map { SlotReading(written, normalized: $0) }
    case .email:
      if words.count == 1 { return SlotType.isEmail(written) ? SlotReading(written) : nil }
      // Dictated: "aisha at bellophoto dot example".
      return SlotType.spokenEmail(words.map(\.folded)).map { SlotReading(written, normalized: $0) }
    case .date:
      return CalendarDate(words.map(\.folded)).map { SlotReading(written, normalized: $0.iso) }
    case .ordinal:
      return SlotType.ordinal(words.first!.folded).map { SlotReading($0, normalized: $0) }
    case .digits:
      if let digits = SlotType.phoneDigits(written), !digits.hasPrefix("+"), digits.count >= 2 {
        return SlotReading(written, normalized: digits)
      }
      // Dictated: "ending with four five six seven".
      guard words.count >= 3, let digits = SlotType.spokenPhoneDigits(words.map(\.folded), count: 3...6) else { return nil }
      return SlotReading(written, normalized: digits)
    case .path:
      // One word, anything quoted, or a path with spaces from "~/" or "/" to a file name with an
      // extension ("~/Pictures/susan beach 2019.jpg").
      let spaced = (written.hasPrefix("~/") || written.hasPrefix("/")) && SlotType.isPath(String(written.split(separator: " ").last!))
      guard quoted || words.count == 1 || spaced, SlotType.isPath(written) else { return nil }
      return SlotReading(written)
    }
  }

  /// The traits of a folded word that decide which slot types it can begin, end or be inside.
  static func traits(of word: String) -> WordTraits {
    var traits = closedClass[word] ?? []
    if word.utf8.contains(UInt8(ascii: "@")) { traits.insert(.at) }
    // A file ("photo.png", "~/x") is never part of a name.
    if SlotType.isPath(word) && !word.hasSuffix(".") || word.utf8.contains(UInt8(ascii: "/")) { traits.insert(.notInName) }
    if word.utf8.count <= 3, word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { traits.insert(.shortNumber) }
    if word.utf8.allSatisfy({ $0 < 0x80 })
      ? word.utf8.contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) : word.contains(where: \.isLetter)
    {
      traits.insert(.letters)
    }
    return traits
  }

  private static let closedClass: [String: WordTraits] = {
    var table: [String: WordTraits] = [:]
    for word in ["me", "myself", "us", "you", "yourself", "it", "this", "that"] { table[word, default: []].insert(.notAContact) }
    for word in [
      "for", "to", "from", "at", "with", "about", "of", "on", "in", "by", "named", "called", "contact", "saying",
    ] { table[word, default: []].insert(.neverFirst) }
    for word in ["i", "i'm", "i'll", "i've", "i'd", "im"] { table[word, default: []].insert(.firstPerson) }
    // Not "a": it ends names as an initial ("Olamide A").
    for word in ["my", "the", "our", "his", "her", "their", "your"] { table[word, default: []].insert(.determiner) }
    table["the", default: []].insert(.onlyFirst)
    for word in ["at", "from", "of", "@"] { table[word, default: []].insert(.qualifier) }
    // Nor does a name end with a conjunction or a preposition: "José García López and then what?".
    for word in ["and", "or", "but", "then", "with", "to", "of", "for", "from", "at", "in", "on", "by", "about", "van", "de", "der", "von", "da", "del", "la"] {
      table[word, default: []].insert(.determiner)
    }
    for word in ["who", "whom", "whose", "what", "which", "where", "when", "why", "how", "whats", "who's"] {
      table[word, default: []].insert(.question)
    }
    for word in ["him", "her", "them"] { table[word, default: []].insert(.objectPronoun) }
    for word in ["mr", "mrs", "ms", "miss", "dr", "prof", "mr.", "mrs.", "ms.", "dr.", "prof.", "mx", "sr", "sra", "herr", "frau"] {
      table[word, default: []].insert(.honorific)
    }
    for word in SlotType.objectPronouns.keys { table[word, default: []].insert(.subjectPronoun) }
    for word in ["his", "her", "their", "your", "its"] { table[word, default: []].insert(.possessiveDeterminer) }
    for word in ["he", "she", "they", "we", "i", "it", "he's", "she's", "they're", "we're", "it's"] {
      table[word, default: []].insert(.subject)
    }
    for word in [
      "shopping", "grocery", "groceries", "to-do", "todo", "wish", "bucket", "playlist", "calendar", "reminders",
      "cart", "packing", "chores",
    ] {
      table[word, default: []].insert(.notAGroup)
    }
    // Words that are never part of a name unless written with a capital in mid-sentence: pronouns,
    // auxiliaries, politeness and the names of contact fields.
    for word in [
      "you", "your", "you're", "youre", "we", "we're", "were", "they", "they're", "he", "she", "he's", "she's", "it's",
      "its", "yourself", "is", "are", "am", "was", "be", "been", "being", "do", "does", "did", "done", "have", "has",
      "had", "having", "can", "could", "should", "would", "shall", "must", "can't", "cannot", "don't", "doesn't",
      "didn't", "won't", "wouldn't", "isn't", "aren't", "wasn't", "please", "pls", "plz", "thanks", "thank", "thx",
      "kindly", "sorry", "email", "e-mail", "emails", "number", "numbers", "phone", "cell", "address", "birthday",
      "bday", "website", "nickname", "photo", "picture", "pic", "notes", "contact", "contacts", "again", "also",
      "too", "not", "yes", "no", "now", "today", "tonight", "tomorrow", "back", "if", "whether", "because", "so",
      "but", "um", "uh", "umm", "erm", "let", "me", "remind", "out", "u", "ur", "ya", "yall", "use", "tell", "text", "call", "send", "say", "said", "know", "need", "want",
      "get", "got", "give", "show", "find", "add", "remove", "delete", "change", "update", "save", "message",
      "user", "for", "from", "about", "sort", "stored", "saved", "listed", "order", "to", "saying", "ping", "txt", "sms",
      "msg", "whatsapp", "dm", "going", "coming", "leaving", "in", "changes", "came", "actually", "last", "latest",
      "previous", "recent", "name", "names",
    ] {
      table[word, default: []].insert(.notInName)
    }
    for word in timeWords { table[word, default: []].insert(.notInName) }
    table["'s", default: []].insert(.possessive)
    for word in ["&", "+", "-"] { table[word, default: []].insert(.joiner) }
    return table
  }()

  /// Days and times, never part of a name even with a capital: "call mom on Sunday" is no call to "mom on
  /// Sunday".
  static let timeWords: Set<String> = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend", "tonight", "tomorrow",
    "today", "yesterday", "morning", "afternoon", "evening", "later", "noon", "midnight",
  ]

  /// "my daughter Susan", "my neighbour Mrs. Kowalska": a relation and then a name; the name says who.
  static func namedRelation(_ words: ArraySlice<Utterance.Word>, written: String, in grammar: Grammar) -> String? {
    // Most spans are neither: one word, or not beginning with a relation or "my".
    guard words.count >= 2 else { return nil }
    let first = words.first!.folded
    let titled = grammar.value(of: first, inList: "relation") != nil
    guard titled || words.count >= 3 && (first == "my" || first == "our") else { return nil }
    // "Auntie Florence", "Uncle Ravi": a capitalised relation used as a title.
    let tokens = written.split(whereSeparator: \.isWhitespace)
    if titled, tokens.count == words.count, tokens[0].first?.isUppercase ?? false, tokens[1].first?.isUppercase ?? false {
      return tokens[1...].joined(separator: " ")
    }
    guard words.count >= 3, first == "my" || first == "our" else { return nil }
    let folded = words.map(\.folded)
    for length in (1...min(3, words.count - 2)).reversed() {
      let phrase = folded[1...length].joined(separator: " ")
      guard grammar.value(of: phrase, inList: "relation") != nil || grammar.value(of: phrase, inList: "role") != nil else { continue }
      // Only a capitalised name: "my sister Ana", not "my sister and me".
      let tokens = written.split(whereSeparator: \.isWhitespace)
      guard tokens.count == words.count, tokens[1 + length].first?.isUppercase ?? false else { return nil }
      return tokens[(1 + length)...].joined(separator: " ")
    }
    return nil
  }

  /// The digits of a phone number written with the usual separators, with a leading "+" kept.
  static func phoneDigits(_ text: String) -> String? {
    var digits = ""
    for (offset, character) in text.enumerated() {
      if character.isASCII, character.isNumber {
        digits.append(character)
      } else if character == "+", offset == 0 {
        digits.append(character)
      } else if !" -.()/\u{00A0}".contains(character) {
        return nil
      }
    }
    return digits.contains(where: \.isNumber) && digits.count <= 18 ? digits : nil
  }

  private static let spokenDigits: [String: Character] = [
    "zero": "0", "oh": "0", "o": "0", "nought": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9",
  ]

  /// The digits of a number said in words ("five five five zero one four two", "double four", digits mixed
  /// in), or nil unless every word is a digit, a group of digits, "double"/"triple" or a dash said aloud,
  /// and there are at least seven digits (fewer are an ordinary number said in a sentence).
  static func spokenPhoneDigits(_ words: [String], count: ClosedRange<Int> = 7...15) -> String? {
    var digits = ""
    var repeatNext = 1
    var spoken = false
    for word in words {
      if word == "double" || word == "triple" {
        repeatNext = word == "double" ? 2 : 3
        continue
      }
      if ["dash", "hyphen", "-"].contains(word) { continue }
      if let digit = spokenDigits[word] {
        digits += String(repeating: digit, count: repeatNext)
        spoken = true
      } else if !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isNumber }) {
        digits += String(repeating: word, count: repeatNext)
      } else {
        return nil
      }
      repeatNext = 1
    }
    return spoken && count.contains(digits.count) ? digits : nil
  }

  static func isEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
    let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
  }

  static func isPath(_ text: String) -> Bool {
    // NB: byte tests, not `String.contains(String)`: Foundation's is a locale-aware search, and this runs
    // for every word of every request.
    let bytes = text.utf8
    let slash = bytes.contains(UInt8(ascii: "/"))
    let at = bytes.contains(UInt8(ascii: "@"))
    if bytes.first == UInt8(ascii: "~") || bytes.first == UInt8(ascii: "/") || text.hasPrefix("./") || text.hasPrefix("../") {
      return true
    }
    if slash && !at { return true }
    // A bare file name needs an extension: "sarah.jpg".
    guard bytes.contains(UInt8(ascii: ".")), let dot = text.lastIndex(of: "."), dot != text.startIndex else { return false }
    let ext = text[text.index(after: dot)...]
    return (2...5).contains(ext.count) && ext.allSatisfy { $0.isLetter || $0.isNumber } && !at
  }

  private static let ordinalWords: [String: Int] = [
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10,
  ]

  /// "2", "2nd", "second", "two" → "2"; "last" → "last".
  static func ordinal(_ word: String) -> String? {
    if word == "last" { return "last" }
    if let value = ordinalWords[word] { return String(value) }
    // "secnod", "thrid": an ordinal of five letters or more, one typo away.
    if word.count >= 5, let (_, value) = ordinalWords.first(where: { $0.key.count >= 5 && Grammar.isOneTypo(word, $0.key) }) {
      return String(value)
    }
    var digits = Substring(word)
    for suffix in ["st", "nd", "rd", "th", "."] where digits.hasSuffix(suffix) {
      digits = digits.dropLast(suffix.count)
      break
    }
    guard let value = Int(digits), (1...99).contains(value) else { return nil }
    return String(value)
  }
}

/// What a word can be inside a slot: closed-class English words that never begin or end a name.
struct WordTraits: OptionSet, Sendable, Hashable {
  let rawValue: UInt32
  static let notAContact = WordTraits(rawValue: 1)
  static let neverFirst = WordTraits(rawValue: 2)
  static let firstPerson = WordTraits(rawValue: 4)
  static let determiner = WordTraits(rawValue: 8)
  static let question = WordTraits(rawValue: 16)
  static let possessive = WordTraits(rawValue: 32)
  static let at = WordTraits(rawValue: 64)
  static let letters = WordTraits(rawValue: 128)
  static let shortNumber = WordTraits(rawValue: 256)
  /// "him", "her", "them": a person on its own.
  static let objectPronoun = WordTraits(rawValue: 512)
  /// Never part of a name: "does", "we're", "please", "email".
  static let notInName = WordTraits(rawValue: 1024)
  /// "&" in "Rodriguez Plumbing & Heating": no letters, yet part of a name.
  static let joiner = WordTraits(rawValue: 2048)
  /// "he", "she", "they": the subject of a clause of its own.
  static let subject = WordTraits(rawValue: 4096)
  /// "shopping", "grocery": lists of things, never a group of contacts.
  static let notAGroup = WordTraits(rawValue: 8192)
  /// "the": may open a name ("the plumber") but never stands inside one ("Sven Halvorsen the ferry…").
  static let onlyFirst = WordTraits(rawValue: 16384)
  /// "at", "from", "of": an organisation may follow inside a name ("Mr. Patel at the bank").
  static let qualifier = WordTraits(rawValue: 32768)
  /// "his", "her", "their": never inside a name of several words.
  static let possessiveDeterminer = WordTraits(rawValue: 65536)
  /// "he", "she", "they": a person on its own where a question puts its subject.
  static let subjectPronoun = WordTraits(rawValue: 131_072)
  /// "mr", "mrs", "dr": a title, never a person on its own ("email mrs henderson i attached…").
  static let honorific = WordTraits(rawValue: 262_144)
}

/// A slot type's reading of some words: the value, its canonical form, and for new-contact details the
/// other slots it fills.
struct SlotReading: Sendable {
  var value: SlotValue
  var normalized: String?
  /// The person is a relation or role and then a name ("my daughter Susan").
  var namesRelation = false
  var extraSlots: [String: SlotValue] = [:]
  var extraDetails: [String: SlotDetail] = [:]

  init(_ value: String, normalized: String? = nil) {
    self.value = .string(value)
    self.normalized = normalized == value ? nil : normalized
  }

  init(details: ContactDetails) {
    value = .string(details.name)
    if !details.phones.isEmpty {
      extraSlots["phone"] = .list(details.phones.map(\.value))
      extraDetails["phone"] = SlotDetail(type: "phone", labels: details.phones.map(\.label))
    }
    if !details.emails.isEmpty {
      extraSlots["email"] = .list(details.emails.map(\.value))
      extraDetails["email"] = SlotDetail(type: "email", labels: details.emails.map(\.label))
    }
    if let organization = details.organization { extraSlots["organization"] = .string(organization) }
  }
}
