import KithCore
import KithStore

/// Everything the index stores for one contact.
struct DocumentTerms: Sendable {
  /// Terms and their postings (without the document, which the caller knows).
  var terms: [(term: String, kind: TermKind, posting: Posting)] = []
  /// Phone keys: reversed national significant numbers, with the country calling code when known.
  var phones: [(reversedDigits: String, countryCode: Int)] = []

  /// Extracts the terms of `contact` as document `rowid`.
  /// `contact` is a full contact during a save, a summary during a rebuild or catch-up: both index
  /// identically, given the same `note` (a summary has none; the caller reads it).
  init(_ contact: some ContactFields, note: String = "", rowid: Int64, parser: PhoneNumberParser) {
    let givenWords = NameFolding.words(contact.givenName)
    let familyWords = NameFolding.words(contact.familyName)
    let givenInitial = DocumentTerms.asciiInitial(givenWords.first)
    let familyInitial = DocumentTerms.asciiInitial(familyWords.first)
    let middleWords = NameFolding.words(contact.middleName)
    // "Jean-Friedrich Baumann" is J. F. Baumann: without a middle name, a second given name is one.
    let middleInitial = DocumentTerms.asciiInitial(middleWords.first ?? (givenWords.count > 1 ? givenWords[1] : nil))
    let flags: Posting.Flags = contact.kind == .organization ? .organizationCard : []
    let nameLength = UInt8(clamping: givenWords.count + familyWords.count + middleWords.count)

    func add(_ term: String, _ kind: TermKind, _ field: IndexedField, _ position: Int, variant: Bool = false) {
      guard !term.isEmpty, term.utf8.count <= TermKind.maximumTermLength, !term.utf8.contains(0x0A) else { return }
      var postingFlags = flags
      if variant { postingFlags.insert(.variant) }
      terms.append((term, kind, Posting(
        document: rowid, field: field, position: UInt8(clamping: position), flags: postingFlags, givenInitial: givenInitial, middleInitial: middleInitial, familyInitial: familyInitial,
        nameLength: nameLength)))
    }

    func addWords(_ text: String, _ field: IndexedField, words precomputed: [String]? = nil) {
      guard !text.isEmpty else { return }
      let words = precomputed ?? NameFolding.words(text)
      let plain = text.utf8.allSatisfy { $0 < 0x80 }
      for (position, word) in words.enumerated() {
        add(word, .word, field, position)
        guard !plain else { continue }
        for variant in NameFolding.germanVariants(DocumentTerms.originalWord(at: position, in: text)) {
          add(variant, .word, field, position, variant: true)
        }
      }
      if words.count > 1, field == .family || field == .given || field == .phoneticGiven || field == .phoneticFamily {
        add(words.joined(), .word, .compactPart, 0)
      } else if words.count > 1, field == .organization {
        add(words.joined(), .word, .compactOrganization, 0)
      }
    }

    addWords(contact.givenName, .given, words: givenWords)
    addWords(contact.middleName, .middle, words: middleWords)
    addWords(contact.familyName, .family, words: familyWords)
    for nickname in contact.nicknames { addWords(nickname, .nickname) }
    addWords(contact.namePrefix, .prefix)
    addWords(contact.nameSuffix, .suffix)
    addWords(contact.previousFamilyName, .previousFamily)
    let phonetic: [(String, IndexedField)] = [
      (contact.phoneticGivenName, .phoneticGiven), (contact.phoneticMiddleName, .phoneticMiddle),
      (contact.phoneticFamilyName, .phoneticFamily), (contact.phoneticOrganizationName, .phoneticOrganization),
    ]
    for (text, field) in phonetic where !text.isEmpty {
      for spelling in Romanization.variants(text) { addWords(spelling, field) }
    }
    addWords(contact.organizationName, .organization)
    addWords(contact.departmentName, .department)

    if !givenWords.isEmpty, !familyWords.isEmpty {
      if NameFolding.isCJK(contact.givenName + contact.familyName) {
        // Written without spaces: 山田太郎 is family and given name as one word.
        add((familyWords + givenWords).joined(), .word, .compactName, 0)
        add((givenWords + familyWords).joined(), .word, .compactName, 1)
      }
      if givenInitial != 0, familyInitial != 0 {
        // "JS"; with middle names and particles "MLK", "LvB"; and the last family word "LB".
        var initials = Set([String(decoding: [givenInitial, familyInitial], as: UTF8.self)])
        let every = (givenWords + middleWords + familyWords).map(DocumentTerms.asciiInitial)
        if every.count > 2, !every.contains(0) { initials.insert(String(decoding: every, as: UTF8.self)) }
        let last = DocumentTerms.asciiInitial(familyWords.last)
        if familyWords.count > 1, last != 0 { initials.insert(String(decoding: [givenInitial, last], as: UTF8.self)) }
        for term in initials.sorted() { add(term, .exact, .initials, 0) }
      }
    }
    // Role words ("Dentist", "Bright Smile Dental", "CPA", "Dr."), each under its phrase, in the field that
    // has it: "my dentist" reads a few such terms, and no name query ever does.
    let roles = RoleTable.shared
    var roleFields: [(String, IndexedField)] = [
      (contact.jobTitle, .jobTitle), (contact.organizationName, .organization), (contact.departmentName, .department),
      (contact.givenName, .given), (contact.familyName, .family), (contact.nameSuffix, .suffix), (note, .note),
    ]
    for nickname in contact.nicknames { roleFields.append((nickname, .nickname)) }
    for (text, field) in roleFields where !text.isEmpty {
      for found in roles.evidence(in: text) { add(RoleTable.term(found.phrase), .exact, field, found.position) }
    }
    for found in roles.evidence(in: contact.namePrefix, titles: true) {
      add(RoleTable.term(found.phrase), .exact, .prefix, found.position)
    }
    for email in contact.emailAddresses {
      let address = email.value.trimmed.lowercased()
      guard let at = address.lastIndex(of: "@") else { continue }
      // NB: the local part is found by a range scan over addresses ("jdoe@" …), not a term of its own.
      guard at != address.startIndex else { continue }
      add(address, .exact, .email, 0)
    }
    var seen = Set<String>()
    for number in contact.phoneNumbers {
      let text = number.value.stringValue
      guard let parsed = parser.parse(text), parsed.nationalNumber.count >= 3 else { continue }
      let key = String(parsed.nationalNumber.reversed())
      // The country code counts only when the number was written with one; a national number's code is
      // a guess from the default region.
      let digits = PhoneNumberParser.digitsOnly(text)
      let explicit = text.trimmed.hasPrefix("+") || digits.hasPrefix("00") || digits.hasPrefix("011")
      if seen.insert(key).inserted {
        phones.append((key, explicit ? parsed.countryCode ?? 0 : 0))
      }
    }
  }

  /// Points every posting at document `rowid` (terms can be extracted before the row exists).
  mutating func setDocument(_ rowid: Int64) {
    for index in terms.indices { terms[index].posting.document = rowid }
  }

  /// The lower-case ASCII first letter of a folded word, or 0.
  static func asciiInitial(_ word: String?) -> UInt8 {
    guard let byte = word?.utf8.first, (0x61...0x7A).contains(byte) else { return 0 }
    return byte
  }

  /// The word at `position` of `text` before folding, for spelling variants (Müller → mueller).
  static func originalWord(at position: Int, in text: String) -> String {
    let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
    return position < words.count ? String(words[position]) : ""
  }
}

/// How a term may be matched.
enum TermKind: UInt8, Sendable {
  /// A name word: exact, nickname, typo, sound-alike and prefix matches apply.
  case word = 0
  /// An e-mail address, e-mail name or initials: exact matches only.
  case exact = 1

  /// Longer terms are not indexed (a 10,000-character name is not searched for by its words).
  static let maximumTermLength = 64
}

extension String {
  var trimmed: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return String(self[first..<scalars.index(after: last)])
  }
}
