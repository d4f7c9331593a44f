/// A new contact as described in one breath: "Mike Chen, 555-222-3333, mike@email.com" or
/// "Jane Roe at Acme, jane@acme.com, mobile +44 7700 900123".
///
/// In any order and separated by commas, semicolons or spaces: the name (the first run of plain words),
/// phone numbers and e-mail addresses, each optionally preceded by a label word ("mobile", "work email"),
/// and the organisation ("at Acme", "from Acme", "works at Acme", or a part of plain words after the
/// name). Connecting words ("as", "named", "her number is", "with the email") are read past:
/// "555-0161 as Coach Dave" is a number and a name. Words that fit nowhere make the whole description
/// unreadable rather than being dropped.
struct ContactDetails: Sendable, Hashable {
  struct Entry: Sendable, Hashable {
    var value: String
    var label: String?
  }

  var name: String
  var phones: [Entry] = []
  var emails: [Entry] = []
  var organization: String?

  /// Reads `text`; `label` maps a folded label phrase ("cell", "office") to its canonical name.
  init?(_ text: String, label: (String) -> String?) {
    var name: [Substring] = []
    var phones: [Entry] = []
    var emails: [Entry] = []
    var organization: String?
    // "add Ifeoma Chukwu to my contacts, 404-555-0156": where it goes is not part of it.
    var text = Substring(text)
    // Foundation's case-insensitive search is slow; it runs only for a phrase the lowercased text holds.
    let lowered = Array(text.lowercased().utf8)
    for (phrase, bytes) in zip(ContactDetails.destinations, ContactDetails.destinationBytes) where ContactDetails.holds(lowered, bytes) {
      while let range = text.range(of: phrase, options: [.caseInsensitive]) {
        text = text[..<range.lowerBound] + " " + text[range.upperBound...]
      }
    }
    let parts = text.split(whereSeparator: { $0 == "," || $0 == ";" })
    for (partIndex, part) in parts.enumerated() {
      let words = part.split(whereSeparator: \.isWhitespace)
      if ContactDetails.describes(words, named: !name.isEmpty, more: partIndex + 1 < parts.count) { continue }
      // "a work e-mail for Susan Pemberton": a detail for someone is added to their card, not a new one.
      var sawField = false
      var pendingLabel: String?
      var plain: [Substring] = []
      var index = 0
      while index < words.count {
        var word = words[index]
        // "Save Marisol Vega: 404-555-0194": the colon ends the name ("Dr." keeps its period).
        // "Can you add Amara Obi? Her phone is …": the question mark ends the question, not the name.
        while word.count > 1, let last = word.last, last == ":" || last == "?" || (last == "." && index == words.count - 1),
          !word.contains("@")
        {
          word = word.dropLast()
        }
        // "Ava's mom" names a new contact; "Hiroshi Tanaka's office email" or "the user's manager" do not.
        if word.hasSuffix("'s") || word.hasSuffix("’s") {
          // After the name, "Byrne's Pharmacy" (capitalised) is where they work.
          guard index + 1 < words.count,
            ContactDetails.possessed.contains(Utterance.fold(words[index + 1]))
              || !name.isEmpty && plain.isEmpty && words[index + 1].first?.isUppercase == true
          else { return nil }
        }
        let folded = Utterance.fold(word).trimmingCharacters(in: ":")
        if let end = ContactDetails.spokenEmailEnd(words, from: index) {
          // Dictated: "email eamon at gallagher dot example".
          emails.append(Entry(value: words[index..<end].joined(separator: " "), label: pendingLabel))
          pendingLabel = nil
          index = end
          continue
        }
        if word.contains("@") {
          let address = String(word).trimmingCharacters(in: "<>.:")
          guard SlotType.isEmail(address) else { return nil }
          emails.append(Entry(value: address, label: pendingLabel))
          pendingLabel = nil
        } else if SlotType.phoneDigits(String(word)) != nil {
          // A number may be written in groups: "+44 7700 900123".
          var end = index + 1
          while end < words.count, SlotType.phoneDigits(String(words[end])) != nil { end += 1 }
          let number = words[index..<end].joined(separator: " ")
          guard let digits = SlotType.phoneDigits(number), digits.filter(\.isNumber).count >= 5 else { return nil }
          phones.append(Entry(value: number, label: pendingLabel))
          pendingLabel = nil
          index = end
          continue
        } else if let canonical = label(folded), plain.isEmpty || partIndex > 0 || ContactDetails.valueFollows(words, after: index) {
          pendingLabel = canonical
        } else if folded == "the", !plain.isEmpty, index + 1 < words.count, ContactDetails.readsAsName(words[index + 1]) {
          // "Steve the Sparky": inside a name, "the" is part of it.
          plain.append(word)
        } else if ContactDetails.fillers.contains(folded) {
          // "phone", "email", "number": the value that follows says which it is.
          if ContactDetails.fieldWords.contains(folded), plain.isEmpty, name.isEmpty { sawField = true }
          if folded == "for", sawField, plain.isEmpty, name.isEmpty { return nil }
        } else if ContactDetails.organizationMarkers.contains(folded), !name.isEmpty || !plain.isEmpty {
          // The organisation runs to the next connecting word or value: "from Lagos Textiles with email …".
          // "works for Acme", "who works at Acme": the words that lead to it are not part of it.
          var start = index + 1
          while start < words.count, ContactDetails.leadsToOrganization.contains(Utterance.fold(words[start])) { start += 1 }
          var end = start
          while end < words.count, !ContactDetails.endsOrganization(words[end]) { end += 1 }
          var rest = words[start..<end].filter { !ContactDetails.organizationMarkers.contains(Utterance.fold($0)) }
          // "from the Göteborg Garden Society": the article is not part of the name.
          if let first = rest.first, ["the", "a", "an"].contains(Utterance.fold(first)), rest.count > 1 { rest.removeFirst() }
          guard !rest.isEmpty, organization == nil else { return nil }
          organization = rest.joined(separator: " ")
          index = end
          continue
        } else {
          // "alt # ngozi" is no name: a name's words have letters (or are emoji, "Fox 🦊").
          let named = word.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.isEmojiPresentation }
          guard named || word.allSatisfy(\.isNumber) else { return nil }
          plain.append(word)
        }
        index += 1
      }
      guard !plain.isEmpty else { continue }
      // "a second mobile for Chinedu" is no name: a name has no such words.
      if plain.contains(where: { ContactDetails.neverInName.contains(Utterance.fold($0)) }) { return nil }
      if name.isEmpty {
        name = plain
      } else if organization == nil {
        // "…, keep the old one" says how, not where they work.
        if plain.contains(where: { ContactDetails.neverInOrganization.contains(Utterance.fold($0)) }) { return nil }
        organization = plain.joined(separator: " ")
      } else {
        return nil
      }
    }
    guard name.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
    var joined = Substring(name.joined(separator: " "))
    // "named "Kwabena Asante"": quotes around the name are not part of it.
    if joined.count > 2, let first = joined.first, let last = joined.last, ContactDetails.quotePairs[first] == last {
      joined = joined.dropFirst().dropLast()
    }
    self.name = String(joined)
    self.phones = phones
    self.emails = emails
    self.organization = organization
  }

  /// Whether a part only says who the new contact is to someone, beside their name: "my new
  /// physiotherapist, Joanna Zielińska, …" (before the name, with the name still to come) or "Rashid
  /// Qureshi, Leila Mansour's assistant, …" (after it). Such a part holds no value and is left out.
  private static func describes(_ words: [Substring], named: Bool, more: Bool) -> Bool {
    guard (2...6).contains(words.count), !words.contains(where: { $0.contains("@") || $0.contains(where: \.isNumber) }) else { return false }
    let folded = words.map { Utterance.fold($0) }
    if !named, more, ["my", "our"].contains(folded[0]) { return true }
    // "Leila Mansour's assistant" is who they are; "Brennan's Bakery" or "works at St. Mary's Hospital" is
    // where they work (capitalised, or led to by "at").
    guard named, let owner = folded.dropLast().lastIndex(where: { $0.hasSuffix("'s") }), owner > 0,
      !possessed.contains(folded[owner + 1]),
      !folded.contains(where: { organizationMarkers.contains($0) || leadsToOrganization.contains($0) })
    else { return false }
    return words[(owner + 1)...].allSatisfy { $0.first?.isLowercase ?? false }
  }

  /// Whether `bytes` hold `part` somewhere.
  private static func holds(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
    guard let first = part.first, bytes.count >= part.count else { return false }
    for start in 0...(bytes.count - part.count) where bytes[start] == first {
      if bytes[start..<(start + part.count)].elementsEqual(part) { return true }
    }
    return false
  }

  /// Where an e-mail address said aloud that starts at `index` ends ("eamon at gallagher dot example"),
  /// the longest such run of words, or nil.
  private static func spokenEmailEnd(_ words: [Substring], from index: Int) -> Int? {
    guard index + 4 < words.count + 0, Utterance.fold(words[index + 1]) == "at" else { return nil }
    var end = words.count
    while end >= index + 5 {
      if SlotType.spokenEmail(words[index..<end].map { Utterance.fold($0) }) != nil { return end }
      end -= 1
    }
    return nil
  }

  /// True when a phone number or e-mail address comes next, past filler words ("cell 0803…", "work email x@y").
  private static func valueFollows(_ words: [Substring], after index: Int) -> Bool {
    var next = index + 1
    while next < words.count, fillers.contains(Utterance.fold(words[next])) { next += 1 }
    guard next < words.count else { return false }
    return words[next].contains("@") || SlotType.phoneDigits(String(words[next])) != nil
  }

  private static let fillers: Set<String> = [
    "phone", "phones", "number", "numbers", "tel", "telephone", "email", "emails", "e-mail", "e-mails", "mail",
    "address", "addresses", "and", "with", "is", "no", "num", "as", "like", "under", "named", "called", "name",
    "the", "his", "her", "their", "this", "that", "its", "it's", "contact", "new", "a", "an", "plus", "also",
    "&", "+", "-", "=", "for", "under",
    // "…, who works at Brightside Dental", "…, she's at Atelier Lumière": who is meant, not a name.
    "who", "who's", "she's", "he's", "they're", "she", "he", "they", "which",
  ]
  /// What a contact may be called after someone else: "Ava's mom", "Jake's dad".
  private static let possessed: Set<String> = [
    "mom", "mum", "dad", "mother", "father", "wife", "husband", "sister", "brother", "son", "daughter", "friend",
    "boss", "teacher", "coach", "babysitter", "nanny", "partner", "girlfriend", "boyfriend", "grandma", "grandpa",
  ]

  private static let destinations = [
    " to my contacts", " to contacts", " to my address book", " to the contacts", " in my contacts", " into my contacts",
    " to my phone", " in my phone", " as a new contact", " as new contact", " as a contact",
  ]

  private static let destinationBytes = destinations.map { Array($0.utf8) }

  /// A word that ends an organisation's name: a connecting word, a label, or a value.
  private static func endsOrganization(_ word: Substring) -> Bool {
    let folded = Utterance.fold(word)
    return fillers.contains(folded) && !["of", "the", "&", "+", "-"].contains(folded) || word.contains("@")
      || SlotType.phoneDigits(String(word)) != nil && word.filter(\.isNumber).count >= 3
  }

  /// Words a new contact's name never has: "add a second mobile for Chinedu" adds no one.
  private static let neverInName: Set<String> = [
    "to", "another", "second", "mobile", "cell", "my", "me", "on", "into", "in", "please", "card", "contacts", "well",
    "too", "she", "he", "they", "i", "we", "you", "she's", "he's", "they're", "i'm", "we're",
  ]
  private static let neverInOrganization = neverInName.union([
    "keep", "old", "one", "existing", "still", "uses", "use", "don't", "leave", "delete", "remove", "replace", "both",
  ])
  /// Filler words that name a kind of detail.
  private static let fieldWords: Set<String> = [
    "phone", "number", "tel", "telephone", "email", "e-mail", "mail", "address",
  ]
  private static let organizationMarkers: Set<String> = ["at", "from", "works", "working", "of", "company", "org", "employer"]
  private static let leadsToOrganization: Set<String> = ["at", "for", "from", "with", "in", "works", "the"]
  private static let quotePairs: [Character: Character] = ["\"": "\"", "“": "”", "'": "'", "‘": "’", "«": "»"]

  /// A word that may go on a name: letters, no connecting word, label or value.
  private static func readsAsName(_ word: Substring) -> Bool {
    let folded = Utterance.fold(word)
    return word.first?.isLetter ?? false && !fillers.contains(folded) && !neverInName.contains(folded)
      && !organizationMarkers.contains(folded) && !word.contains("@")
  }
}

extension StringProtocol {
  fileprivate func trimmingCharacters(in characters: String) -> String {
    var text = Substring(self)
    while let first = text.first, characters.contains(first) { text = text.dropFirst() }
    while let last = text.last, characters.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
