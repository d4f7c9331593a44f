import KithCore

/// Says how well some words name a contact, so the grammar can choose between readings that split a
/// request differently ("text Mike Chen I'm late": person "Mike Chen" or "Mike"?).
public protocol PersonJudge {
  /// How well each of `spans` names a contact, in the same order. The spans are the different ways one
  /// request can be split; a judge may look at them together (a quick look first, a closer one when
  /// the quick one tells nothing apart).
  func fits(ofPeople spans: [String]) -> [PersonFit]
}

extension PersonJudge {
  /// Whether `span` names someone the index knows (one contact or several): a fit of rank 2 or more.
  func knows(_ span: String) -> Bool { (fits(ofPeople: [span]).first?.rank ?? 0) >= 2 }
}

/// How well words name a contact; greater is better.
public struct PersonFit: Sendable, Hashable, Comparable {
  /// 3 names exactly one contact, 2 several, 1 nobody but something close, 0 nothing at all.
  public var rank: Int
  /// The best contact's score, in [0, 1].
  public var score: Double
  /// How many words the span has; between equal fits, the longer span explains more of the request.
  public var words: Int

  public init(rank: Int, score: Double, words: Int) {
    self.rank = rank
    self.score = score
    self.words = words
  }

  public static func < (a: PersonFit, b: PersonFit) -> Bool {
    (a.rank, a.score, a.words) < (b.rank, b.score, b.words)
  }
}

extension Grammar {
  /// Every reading of `text` in `state`, the best chosen by the documented order (see
  /// `Grammars/README.md`): fewer words in open spans, then more literal words, then a person span that
  /// punctuation closes ("Nguyen Thi Minh: …"), then how well the person resolves (`judge`), then the
  /// earlier template. When the two best are different intents and still
  /// tie, the result is ambiguous and ``ParseResult/best`` is `nil`.
  public func parse(_ text: String, state: ConversationState = .idle, judge: (any PersonJudge)? = nil) -> ParseResult {
    var result = parse(text, state: state, judge: judge, depth: 0, budget: PartBudget())
    // The words of the request, for the readings below that look at them (made once, when one does).
    lazy var utterance = Utterance(text)
    // "how do I find Grace Adeyemi's phone number?": asking how to do something for someone the book has
    // wants it done; "how do I add someone to a group?" still asks for help.
    if result.best == nil || result.best?.intent == "help", let rest = Grammar.afterAskingHow(text) {
      let asked = parse(rest, state: state, judge: judge)
      if let best = asked.best, best.intent != "help", let person = best["person"], let judge,
        judge.knows(person)
      {
        return ParseResult(text: text, best: best, alternatives: asked.alternatives, isAmbiguous: false, suggestion: nil)
      }
    }
    // "would it be possible to text John? It's about tomorrow's meeting, but I'll write the rest myself": a
    // message the speaker will write themselves is not yet said; nothing of it is sent.
    if let best = result.best, Grammar.reachIntents.contains(best.intent), let body = best["body"], Grammar.writesItThemselves(body) {
      result.best?.slots["body"] = nil
      result.best?.details["body"] = nil
    }
    // "put also the home phone for Ciarán: 01 555 0234": between changing a detail and adding one, "also",
    // "too" or "another" says add.
    if result.best == nil, result.isAmbiguous, result.alternatives.count >= 2,
      Set(result.alternatives.prefix(2).map(\.intent)) == ["update_field", "add_field"],
      result.alternatives[0].slots == result.alternatives[1].slots,
      utterance.words.contains(where: { ["also", "too", "another", "additional", "extra", "second"].contains($0.folded) }),
      let adding = result.alternatives.prefix(2).first(where: { $0.intent == "add_field" })
    {
      result.best = adding
      result.isAmbiguous = false
      result.alternatives = []
    }
    // "Emeka moved to City Coaches, update his employer": where someone moved is the organisation when the
    // request goes on to name it as what changes.
    if let best = result.best, best.intent == "update_field", best["field"] == "address", let value = best["value"],
      let organization = Grammar.organizationMove(value: value, in: text, words: utterance.words.map(\.folded))
    {
      result.best?.slots["field"] = .string("organization")
      result.best?.slots["value"] = .string(organization)
      result.best?.slots["label"] = nil
    }
    // "put the work phone of Amani, 555 220 9090, don't delete the old one": a value that keeps the old
    // one beside it is added, whatever verb brought it.
    if result.best?.intent == "update_field", Grammar.keepsTheOldValue(utterance) {
      result.best?.intent = "add_field"
    }
    // "Sadly Harold Jenkins passed away last month. Please remove him from my address book.": the
    // pronoun stands for the one name an earlier sentence said.
    if let best = result.best {
      let slot = best.intent == "add_contact" ? "name" : "person"
      if let pronoun = best[slot], SlotType.objectPronouns.values.contains(pronoun),
        let name = antecedent(of: pronoun, in: utterance, judge: judge, known: slot == "person")
      {
        result.best?.slots[slot] = .string(name)
        result.best?.details[slot] = nil
      }
    }
    // "email the nice lady from the library, Mrs. Gallagher, that I found the book", "text the plumber, Rossi &
    // Sons Plumbing, saying …": a description, then the name between commas, then what to say. The name is
    // the person, and the message begins after the words that lead to it.
    if let best = result.best, Grammar.reachIntents.contains(best.intent), let person = best["person"], let body = best["body"],
      ["the ", "my ", "our "].contains(where: { Utterance.fold(person.prefix(4)).hasPrefix($0) }), let judge,
      let (name, message) = Grammar.appositiveRecipient(in: body), judge.knows(name), text.contains(person + " " + body)
        || text.contains(person + ", " + body)
    {
      result.best?.slots["person"] = .string(name)
      result.best?.slots["body"] = .string(message)
      result.best?.details["person"] = nil
      result.alternatives = []
    }
    // "Chidi Eze, the younger one", "John Murphy — the Irish one, not the one from work", "Patrick Doyle the
    // hardware fella": the name chosen, then who they are; the choice is the name the index knows.
    if state == .awaitingChoice, let best = result.best, best.intent == "choose", let choice = best["choice"], let judge,
      let name = Grammar.describedChoice(choice, judge: judge)
    {
      result.best?.slots["choice"] = .string(name)
    }
    // "take 312 555 0198 off john okafors card": a possessive without its apostrophe before the card it owns
    // names the one the index knows without the "s".
    if let best = result.best, let person = best["person"], person.count > 3, person.last == "s", let judge {
      let owner = String(person.dropLast())
      let folded = text.lowercased()
      if ["card", "contact", "entry", "record", "details", "file"].contains(where: { folded.contains(person.lowercased() + " " + $0) }) {
        let fits = judge.fits(ofPeople: [person, owner])
        if fits.count == 2, fits[1].rank >= 2, fits[1].rank > fits[0].rank {
          result.best?.slots["person"] = .string(owner)
          result.best?.details["person"] = nil
        }
      }
    }
    // "the fax number for Dr. Mehta's office", "the address of Carmen Morales house", "what email do i have for
    // wei at work": the place said after someone the index knows says which of their details, not who.
    if let best = result.best, Grammar.placeIntents.contains(best.intent), let person = best["person"], let judge,
      let (owner, place) = Grammar.ownerAndPlace(person), !judge.knows(person), judge.knows(owner)
    {
      result.best?.slots["person"] = .string(owner)
      result.best?.details["person"] = nil
      if best["label"] == nil, best.intent == "call" || best["field"].map({ ["phone", "email", "address"].contains($0) }) ?? false {
        result.best?.slots["label"] = .string(place)
      }
    }
    return result
  }

  /// In a message read after a description of its recipient, the name set between commas and the message
  /// after the words that lead to it: "lady from the library, Mrs. Gallagher, that I found the book" →
  /// ("Mrs. Gallagher", "I found the book"). The description before the name is at most six words.
  static func appositiveRecipient(in body: String) -> (name: String, message: String)? {
    let pieces = body.components(separatedBy: ", ")
    guard pieces.count >= 2 else { return nil }
    // The name first ("the plumber, Rossi & Sons Plumbing, saying …" read "Rossi & Sons Plumbing, saying …"),
    // or after the rest of the description ("lady from the library, Mrs. Gallagher, that …").
    for index in -1..<min(2, pieces.count - 2) {
      let before = index < 0 ? "" : pieces[...index].joined(separator: ", ")
      guard before.split(separator: " ").count <= 6 else { return nil }
      let name = pieces[index + 1]
      let words = name.split(separator: " ")
      guard (1...5).contains(words.count), words.first?.first?.isUppercase ?? false else { continue }
      let rest = pieces[(index + 2)...].joined(separator: ", ")
      for lead in appositiveLeads where rest.lowercased().hasPrefix(lead + " ") {
        let message = rest.dropFirst(lead.count + 1).drop(while: \.isWhitespace)
        guard !message.isEmpty else { return nil }
        return (name, String(message))
      }
    }
    return nil
  }

  static let appositiveLeads = ["saying", "that", "to say", "to ask", "and say", "and tell them", "and tell him", "and tell her", "to tell them", "to tell him", "to tell her", "telling them", "telling him", "telling her"]

  /// The name at the start of a choice that goes on to describe the one meant, when the index knows it and
  /// not the whole: after a comma or dash, or before "the", "my", "from", "not", "who" or "at".
  static func describedChoice(_ choice: String, judge: any PersonJudge) -> String? {
    var candidates: [String] = []
    for separator in [", ", " — ", " – ", " - ", " ("] {
      if let range = choice.range(of: separator) { candidates.append(String(choice[..<range.lowerBound])) }
    }
    let words = choice.split(separator: " ")
    if let cut = words.indices.dropFirst().first(where: { ["the", "my", "from", "not", "who", "at", "in"].contains(Utterance.fold(words[$0])) }) {
      candidates.append(words[..<cut].joined(separator: " "))
    }
    guard let name = candidates.filter({ !$0.isEmpty && $0 != choice }).min(by: { $0.count < $1.count }),
      name.contains(where: \.isLetter), !name.contains(where: \.isNumber), judge.knows(name), !judge.knows(choice)
    else { return nil }
    return name
  }

  /// The organisation someone "moved to", when the request names their company or employer as what changes
  /// ("Emeka moved to City Coaches, update his employer"): the value up to the comma that leads on to it.
  static func organizationMove(value: String, in text: String, words: @autoclosure () -> [String]) -> String? {
    let folded = text.lowercased()
    guard folded.contains("moved to ") || folded.contains("moving to ") || folded.contains("moves to ") else { return nil }
    let words = words()
    let named = ["company", "employer", "organization", "organisation", "firm", "workplace", "job"]
    guard let at = words.lastIndex(where: { named.contains($0) }), at > 0,
      ["his", "her", "their", "the"].contains(words[at - 1])
    else { return nil }
    let organization = value.components(separatedBy: ", ").first ?? value
    guard !organization.isEmpty, !named.contains(where: { organization.lowercased().contains($0) }),
      !organization.contains(where: \.isNumber)
    else { return nil }
    return String(organization.drop(while: \.isWhitespace))
  }

  /// Whether a message says the speaker will write it themselves ("I'll write the message myself", "…, but
  /// I'll write the rest myself", "I will write it later").
  static func writesItThemselves(_ body: String) -> Bool {
    let words = Utterance(body).words.map(\.folded)
    for (index, word) in words.enumerated() where word == "write" && index >= 1 {
      let before = words[max(0, index - 3)..<index]
      guard before.contains(where: { ["i'll", "i", "ill", "i'd"].contains($0) }) else { continue }
      let after = words[(index + 1)...].prefix(4)
      guard let object = after.first, ["it", "the", "them", "that", "this"].contains(object) else { continue }
      if after.contains(where: { ["myself", "later", "yourself"].contains($0) }) { return true }
    }
    return false
  }

  static let placeIntents: Set<String> = ["lookup_field", "call", "send_email", "update_field", "add_field", "remove_field"]

  /// "Dr. Mehta's office" → ("Dr. Mehta", "work"), "Carmen Morales house" → ("Carmen Morales", "home"), "wei at
  /// work" → ("wei", "work"): a person said with the place whose detail is meant, or nil.
  static func ownerAndPlace(_ person: String) -> (owner: String, label: String)? {
    let words = person.split(separator: " ")
    guard words.count >= 2 else { return nil }
    let last = Utterance.fold(words.last!)
    guard let label = placeLabels[last] else { return nil }
    var owner = words.dropLast()
    // "at work", "at her work", "at the office".
    if let at = owner.lastIndex(where: { Utterance.fold($0) == "at" }), at > owner.startIndex,
      owner[(at + 1)...].allSatisfy({ ["his", "her", "their", "the"].contains(Utterance.fold($0)) })
    {
      owner = owner[..<at]
    } else if var final = owner.last {
      // "Dr. Mehta's office", or a learner's "Carmen Morales house" (not "the school office": without the
      // possessive, only a home is someone's place).
      let possessive = final.hasSuffix("'s") || final.hasSuffix("’s")
      if possessive { final = final.dropLast(2) }
      guard !final.isEmpty, possessive || label == "home" else { return nil }
      return ((owner.dropLast().map(String.init) + [String(final)]).joined(separator: " "), label)
    }
    guard !owner.isEmpty else { return nil }
    return (owner.joined(separator: " "), label)
  }

  static let placeLabels: [String: String] = [
    "office": "work", "work": "work", "workplace": "work", "job": "work",
    "house": "home", "home": "home", "place": "home", "flat": "home", "apartment": "home",
  ]

  /// What follows "how do I", "how can I", "how would I" at the start of a request, or nil.
  static func afterAskingHow(_ text: String) -> String? {
    // Most requests that read nothing do not ask how: they cost no utterance here.
    guard text.drop(while: \.isWhitespace).prefix(3).lowercased() == "how" else { return nil }
    let utterance = Utterance(text)
    let words = utterance.words
    guard words.count > 4, words[0].folded == "how", ["do", "can", "would", "should", "could"].contains(words[1].folded),
      ["i", "we"].contains(words[2].folded)
    else { return nil }
    return String(text[utterance.start(ofWord: 3)...])
  }

  /// The one name said in a sentence before the one where `pronoun` stands: a run of words written with a
  /// capital (a sentence's first word only when it is no grammar word and the judge finds it part of a
  /// name), never a grammar word, a day, "I" or a place after "at"; one the judge knows when `known`, else
  /// a new contact's two names or more. `nil` when there is none, or more than one.
  func antecedent(of pronoun: String, in utterance: Utterance, judge: (any PersonJudge)?, known: Bool) -> String? {
    let all = utterance.words
    let text = utterance.text
    guard let at = all.lastIndex(where: { $0.folded == pronoun }), at > 0 else { return nil }
    func ends(before index: Int) -> Bool {
      index > 0 && text[all[index - 1].range.upperBound..<all[index].range.lowerBound].contains(where: { ".!?;".contains($0) })
    }
    // The pronoun's sentence begins after the last sentence end before it.
    guard let start = (1...at).last(where: ends(before:)) else { return nil }
    func capitalised(_ index: Int) -> Bool {
      let word = all[index]
      guard let first = text[word.range].first, first.isUppercase, word.folded != "i",
        !SlotType.timeWords.contains(word.folded)
      else { return false }
      return true
    }
    var names: Set<String> = []
    var index = 0
    while index < start {
      guard capitalised(index) else {
        index += 1
        continue
      }
      var end = index
      while end + 1 < start, capitalised(end + 1), !ends(before: end + 1) { end += 1 }
      var first = index
      // A sentence's first word is capitalised anyway: it is part of the name only when it is no word
      // the grammar knows ("Please", "The") and the judge, when there is one, likes the longer name.
      if index == 0 || ends(before: index) {
        if vocabulary.id(all[index].folded) >= 0 {
          first += 1
        } else if end == index {
          // One capitalised word opening a sentence ("Marvellous, that's the one.") is a name only
          // when it names someone.
          if (judge?.fits(ofPeople: [String(text[all[index].range])]).first?.rank ?? 0) < 2 { first += 1 }
        } else if let judge {
          let full = String(text[all[index].range.lowerBound..<all[end].range.upperBound])
          let rest = String(text[all[index + 1].range.lowerBound..<all[end].range.upperBound])
          let fits = judge.fits(ofPeople: [full, rest])
          if fits[1] > fits[0] { first += 1 }
        }
      }
      while first <= end, vocabulary.id(all[first].folded) >= 0 { first += 1 }
      // A place or a company ("at Redwood Analytics", "works for Google") is no one's name; a contact
      // already in the book is one the judge knows, and a new one has two names or more.
      let place = first > 0 && ["at", "from", "in", "for", "with", "on", "to"].contains(all[first - 1].folded)
      if first <= end, !place {
        let name = String(text[all[first].range.lowerBound..<all[end].range.upperBound])
        let named = known ? (judge?.fits(ofPeople: [name]).first?.rank ?? 2) >= 2 : end > first
        if named { names.insert(name) }
      }
      index = end + 1
    }
    return names.count == 1 ? names.first : nil
  }

  /// Whether the request says the old value stays: "keep the old one", "don't delete the existing
  /// number", "without replacing the other", "alongside the old one", "keep both".
  static func keepsTheOldValue(_ utterance: Utterance) -> Bool {
    let words = utterance.words.map(\.folded)
    let old: Set<String> = ["old", "other", "existing", "current", "first", "previous", "original"]
    let keep: Set<String> = ["keep", "keeping", "leave", "leaving", "alongside", "beside", "besides"]
    let remove: Set<String> = [
      "delete", "deleting", "remove", "removing", "replace", "replacing", "touch", "touching", "overwrite", "overwriting",
      "erase", "erasing", "lose", "losing", "change", "changing",
    ]
    let not: Set<String> = ["don't", "dont", "not", "without", "never", "doesn't", "shouldn't"]
    for (index, word) in words.enumerated() {
      // "keep both", "keep them both".
      let next = words.dropFirst(index + 1).prefix(2)
      if word == "keep", next.first == "both" || next.elementsEqual(["them", "both"]) { return true }
      let kept = keep.contains(word) || remove.contains(word) && index > 0 && not.contains(words[index - 1])
      guard kept else { continue }
      // The old value within the next three words: "keep the old one", "don't delete her existing number".
      if words.dropFirst(index + 1).prefix(3).contains(where: old.contains) { return true }
    }
    return false
  }

  /// How many readings of parts one request may cost in all.
  final class PartBudget {
    var remaining = 64

    /// Takes one reading from the budget; false when it is spent.
    func take() -> Bool {
      guard remaining > 0 else { return false }
      remaining -= 1
      return true
    }
  }

  /// How deep readings of parts of a request (a sentence, the words after a correction, a quote) may nest;
  /// with ``PartBudget`` it bounds the work: each level reads every split of the part again, so without
  /// a bound a request of many commas took exponential time (found by fuzzing: Fuzz/regressions/grammar).
  static let maximumPartDepth = 3

  /// At most this many places where a request may be split into parts are tried.
  static let maximumSplits = 12

  func parse(
    _ text: String, state: ConversationState, judge: (any PersonJudge)?, depth: Int, budget: PartBudget,
    suggesting: Bool = true, skippingArticles: Bool = false, politeBefore: Bool = false
  ) -> ParseResult {
    // The learner's pass (`skippingArticles`) comes only after everything else read nothing: it redoes the
    // matching alone, never the readings that already failed.
    if !skippingArticles, let reading = keyValueReading(text, state: state) {
      return ParseResult(text: text, best: reading, alternatives: [], isAmbiguous: false, suggestion: nil)
    }
    // `User says: "text my brother I'll be late"`, `Relaying: text Kwame the car is ready`: what a relay's
    // label introduces is read as the request.
    if !skippingArticles, depth < Grammar.maximumPartDepth, let relayed = Grammar.relayedRequest(text),
      KeyValueText.pairs(in: text) == nil
    {
      var inner = parse(relayed, state: state, judge: judge, depth: depth + 1, budget: budget)
      if inner.best != nil {
        inner.text = text
        return inner
      }
    }
    if !skippingArticles, depth < Grammar.maximumPartDepth, let answer = KeyValueText.answer(in: text) {
      var inner = parse(answer, state: state, judge: judge, depth: depth + 1, budget: budget)
      if inner.best != nil {
        inner.text = text
        return inner
      }
    }
    let utterance = Utterance(text)
    var words = UtteranceWords(utterance, grammar: self)
    // A part read after a polite first sentence ("Hi there, quick favour please. Text Diego …") was said
    // as politely as the whole.
    words.politeOpening = words.politeOpening || politeBefore
    var readings = matchTemplates(utterance, words: words, state: state, skippingArticles: skippingArticles)
    // What a closing took off the end may be the request's own words: "Lucía is now chef, change her title"
    // ends as "…, please update his title" does after "Kevin's new title is chef".
    if readings.isEmpty, words.upper < utterance.words.count, words.lower < utterance.words.count {
      var whole = words
      whole.upper = utterance.words.count
      readings = matchTemplates(utterance, words: whole, state: state, skippingArticles: skippingArticles)
      if !readings.isEmpty { words = whole }
    }
    readings.sort {
      ($0.openWords, -$0.literalWords, -$0.typoWords, -$0.covered, $0.template)
        < ($1.openWords, -$1.literalWords, -$1.typoWords, -$1.covered, $1.template)
    }
    // NB: how much of a polite closing a message took ("text mom thanks") decides only between readings
    // the person judge can't tell apart, so it is left out of the tie.
    var seen: Set<Parse> = []
    readings = readings.filter { seen.insert($0).inserted }
    // A name on its own is a request only when it names someone ("Omar Haddad"); "play some jazz" is not.
    // Only a full name of exactly one contact ("Omar Haddad"), and never while kith asks something (then
    // a name is the answer).
    if let index = readings.firstIndex(where: { templates[$0.template].isNameAlone }) {
      let person = readings[index]["person"] ?? ""
      let words = person.split(whereSeparator: \.isWhitespace).count
      if state != .idle || words < 2 || (judge?.fits(ofPeople: [person]).first?.rank ?? 0) != 3 {
        readings.remove(at: index)
      }
    }
    guard let first = readings.first else {
      if depth < Grammar.maximumPartDepth, !skippingArticles {
        if let restart = correctedReading(
          utterance, words: words, state: state, judge: judge, whole: nil, depth: depth, budget: budget)
        {
          return restart
        }
        if let answer = answerInPartsReading(utterance, words: words, state: state, judge: judge, depth: depth, budget: budget) {
          return answer
        }
        if let part = sentenceFallback(utterance, words: words, state: state, judge: judge, depth: depth, budget: budget) {
          return part
        }
        if let unglued = ungluedReading(utterance, state: state, judge: judge, depth: depth, budget: budget) {
          return unglued
        }
        if let repaired = repairedReading(utterance, state: state, judge: judge, depth: depth, budget: budget) {
          return repaired
        }
        if let subject = subjectPronounReading(utterance, words: words, state: state, judge: judge, depth: depth, budget: budget) {
          return subject
        }
        if let referred = referredValueReading(utterance, words: words, state: state, judge: judge, depth: depth, budget: budget) {
          return referred
        }
        if let detail = fieldAntecedentReading(utterance, words: words, state: state, judge: judge, depth: depth, budget: budget) {
          return detail
        }
        if let added = valueAntecedentReading(utterance, state: state, judge: judge, depth: depth) { return added }
        if let asked = valueQuestionReading(utterance, words: words, state: state, depth: depth, budget: budget) {
          return asked
        }
        if let embedded = embeddedQuestionReading(utterance, words: words, state: state, judge: judge, depth: depth, budget: budget) {
          return embedded
        }
        if let relayed = relayedOwnerReading(utterance, state: state, judge: judge, depth: depth, budget: budget) {
          return relayed
        }
        // The request said another way, read with a budget of its own (the request had none left to try it)
        // and kept when what it reads keeps every value as written.
        func restated(_ said: String?) -> ParseResult? {
          guard let said else { return nil }
          var inner = parse(said, state: state, judge: judge, depth: depth + 1, budget: PartBudget(), suggesting: false)
          guard let best = inner.best, Grammar.keepsValues(best, of: text) else { return nil }
          inner.text = text
          return inner
        }
        if depth == 0 {
          // "The user would like the nickname removed from Leila", "Show the user's favorites": a relay
          // speaking of its user, read as the user would say it.
          let relay = Grammar.firstPersonRelay(utterance)
          if var relayed = restated(relay) {
            // The person as the relay wrote it: "Text the user's mom: …" is to "the user's mom", read as "my mom".
            if let person = relayed.best?["person"], person.hasPrefix("my "),
              let written = Grammar.writtenOwner(of: person.dropFirst(3), in: text)
            {
              relayed.best?.slots["person"] = .string(written)
            }
            return relayed
          }
          // "ngozi nick -> Zee", "merge Bob Jones + Robert Jones": a terse writer's symbols as words.
          if let terse = restated(Grammar.symbolsAsWords(text)) { return terse }
          // "text 'Happy anniversary' to Chidi", "send John Okafor "per our call, …"": a quoted message said
          // before its recipient, or after the recipient without a word between, said with a colon.
          if let quoted = restated(Grammar.quoteAfterRecipient(text)) { return quoted }
          // "The user wants the old number 555-0104 taken off Anjali Gupta", "please have Dana's number
          // changed to …": read as the command it asks for.
          if let asked = restated(Grammar.causativeRequest(relay.map(Utterance.init) ?? utterance)) { return asked }
        }
        // Last, a learner's request without its "the" ("cancel last change", "set picture of Kwame from …").
        if depth == 0, budget.take() {
          let learner = parse(
            text, state: state, judge: judge, depth: depth, budget: budget, suggesting: false, skippingArticles: true)
          if learner.best != nil { return learner }
        }
        // A learner's word order, verb or question last ("Li Na birthday remove", "Mateo García his
        // cellphone number what is?"), said in English order, for someone the index knows.
        if depth == 0, let judge {
          for said in Grammar.learnerOrder(utterance) {
            guard let reading = restated(said), let person = reading.best?["person"],
              judge.knows(person)
            else { continue }
            return reading
          }
          // A question without its "do" ("how many contacts I have", "what you have about Zhou Xin?") asks the
          // same with it, whoever it names.
          if let reading = restated(Grammar.withDo(utterance)) { return reading }
          // "Tomáš, send him SMS that …": the person said first, then the request about "him".
          for (said, name) in Grammar.topicFirst(utterance) {
            guard let reading = restated(said), reading.best?["person"] == name,
              judge.knows(name)
            else { continue }
            return reading
          }
          // "Please send to Amani Mwangi: Habari! …", "Ana Lima message: beijos, miss you": who, then a colon and
          // the message, for someone the index knows.
          if let (said, name) = Grammar.colonAddressed(text), let reading = restated(said),
            reading.best?.intent == "send_message", reading.best?["person"] == name, judge.knows(name)
          {
            return reading
          }
          // "Agnieszka have website?", "Anh Pham email from the school": one detail of someone the index knows,
          // asked in words of any order.
          if let asked = detailQuestion(utterance), let reading = restated(asked.said),
            reading.best?["person"] == asked.person, judge.knows(asked.person)
          {
            return reading
          }
        }
        if depth == 0, let trimmed = trimmedReading(utterance, words: words, state: state, judge: judge) { return trimmed }
      }
      return ParseResult(
        text: text, best: nil, alternatives: [], isAmbiguous: false,
        suggestion: suggesting ? suggestion(for: utterance, in: state) : nil)
    }
    let tied = readings.prefix {
      $0.openWords == first.openWords && $0.literalWords == first.literalWords && $0.typoWords == first.typoWords
    }
    var ranked = Array(tied)
    // While kith asks something, an answer to it beats a new request read as well ("the number ending 0137"
    // after "Which Patrick?" picks one, it does not look the number up).
    if state != .idle, ranked.contains(where: { !intents[templates[$0.template].intent].states.isEmpty }) {
      ranked.removeAll { intents[templates[$0.template].intent].states.isEmpty }
    }
    var fits: [String: PersonFit] = [:]
    let spans = Array(Set(ranked.compactMap(\.judgedPerson))).sorted()
    if Set(ranked.map(\.judgedPerson)).count > 1 {
      // The index says which words name someone; when it can't tell (nobody it knows), capital letters
      // can ("email D'Arcy Thompson"); when neither can, the shorter name leaves more to the message.
      let capitals = CapitalizationJudge(utterance)
      let capitalFits = Dictionary(uniqueKeysWithValues: zip(spans, capitals.fits(ofPeople: spans)))
      let judge = judge ?? FallbackJudge(capitals: capitals)
      fits = Dictionary(uniqueKeysWithValues: zip(spans, judge.fits(ofPeople: spans)))
      // "my granddaughter Grace": a relation or role and then a name is a name, if nothing better is.
      // Closed by a comma or other punctuation ("Text my son Emeka, the car…"), it is as good as the
      // relation alone, and longer.
      for parse in ranked where parse.personNamesRelation {
        let span = parse.judgedPerson ?? ""
        let floor = parse.personClosed ? 2 : 1
        if let fit = fits[span], fit.rank < floor { fits[span] = PersonFit(rank: floor, score: 0, words: abs(fit.words)) }
      }
      let none = PersonFit(rank: -1, score: 0, words: 0)
      func key(_ parse: Parse) -> (PersonFit, PersonFit) {
        guard let person = parse.judgedPerson else { return (none, none) }
        return (fits[person] ?? none, capitalFits[person] ?? none)
      }
      // A stable sort: equal fits keep template order.
      ranked = ranked.enumerated().sorted { a, b in
        if a.element.personDelimited != b.element.personDelimited { return a.element.personDelimited }
        let (ka, kb) = (key(a.element), key(b.element))
        if (ka.0.rank, ka.0.score) != (kb.0.rank, kb.0.score) { return (ka.0.rank, ka.0.score) > (kb.0.rank, kb.0.score) }
        // When the index knows both spans, the longer explains more ("Pieter van der Berg"); when it knows
        // neither, capitals say where a name ends.
        if ka.0.rank >= 2, ka.0.words != kb.0.words { return ka.0.words > kb.0.words }
        if ka.1 != kb.1 { return ka.1 > kb.1 }
        if ka.0.words != kb.0.words { return ka.0.words > kb.0.words }
        if a.element.covered != b.element.covered { return a.element.covered > b.element.covered }
        return a.offset < b.offset
      }.map(\.element)
    }
    let rest = readings.dropFirst(tied.count)
    var ambiguous = false
    if ranked.count > 1, ranked[0].intent != ranked[1].intent {
      ambiguous = fits.isEmpty || fits[ranked[0].judgedPerson ?? ""] == fits[ranked[1].judgedPerson ?? ""]
    }
    let ordered = ranked + rest
    if !ambiguous, depth < Grammar.maximumPartDepth,
      let restart = correctedReading(
        utterance, words: words, state: state, judge: judge, whole: ordered[0], depth: depth, budget: budget)
    {
      return restart
    }
    return ParseResult(
      text: text, best: ambiguous ? nil : ordered[0],
      alternatives: Array(ordered.dropFirst(ambiguous ? 0 : 1).prefix(5)), isAmbiguous: ambiguous, suggestion: nil)
  }

  /// Which templates may begin with one of `firsts` (word numbers), by template number.
  func templates(startingWith firsts: [Int32]) -> [Bool] {
    var selected = [Bool](repeating: false, count: templates.count)
    for index in templatesStartingAnywhere { selected[index] = true }
    for id in firsts where id >= 0 && Int(id) < templatesByFirstWord.count {
      for index in templatesByFirstWord[Int(id)] { selected[index] = true }
    }
    return selected
  }

  /// The request a relay's label introduces, `LABEL: REQUEST`, `LABEL> REQUEST`, `LABEL "REQUEST"` or
  /// `LABEL: "REQUEST"` (a short label of words naming the relay, perhaps with a note in parentheses: "User
  /// says", "Per user", "Relaying", "Forwarding user command", "Doorbell hub", "Relay (car assistant): user
  /// said"), or a request wholly in quotes, or nil. Quotes around the whole rest are removed; quotes that
  /// close before the end leave it as it is (`User: "call me" is what mom said`). A label of other words is
  /// no relay's (`tell mom: "call me"` is a message), and the caller keeps the reading only when the request
  /// reads as one.
  static let relayLabelWords: Set<Substring> = [
    "user", "user's", "users", "principal", "principal's", "request", "requests", "instruction", "instructions", "command", "input", "prompt",
    "query", "utterance", "transcript", "relay", "relaying", "relayed", "forwarding", "forwarded", "verbatim",
    "dictated", "dictation", "assistant", "bot", "agent", "transcribed",
    // Devices and programs that pass on what someone said.
    "hub", "doorbell", "intercom", "car", "device", "app", "integration", "automation", "script", "webhook", "skill",
    "shortcut", "routine", "kiosk", "widget", "plugin", "client", "siri", "alexa", "smartwatch", "speaker", "gateway",
    "pipeline", "frontend", "system",
  ]

  private static let quotePairs: [Character: Character] = ["\"": "\"", "“": "”", "'": "'", "‘": "’"]

  static func relayedRequest(_ text: String) -> String? {
    // NB: bytes, not `contains("—")`, which Foundation answers slowly for every request. 0xE2 begins the
    // dash and the curly quotes.
    guard text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == 0xE2 })
    else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let inner = wholeQuote(Substring(trimmed)) { return inner }
    var separator = trimmed.firstIndex(where: { $0 == ":" || $0 == "—" || $0 == ">" || $0 == "→" })
    // `user said "text Minh I'm 20 minutes out"`: a label and then a quote of all the rest.
    if let quote = trimmed.firstIndex(where: { quotePairs[$0] != nil && $0 != "'" }), quote < (separator ?? trimmed.endIndex),
      quote > trimmed.startIndex, trimmed[trimmed.index(before: quote)] == " "
    {
      guard isRelayLabel(trimmed[..<quote]), let inner = wholeQuote(trimmed[quote...]) else { return nil }
      return inner
    }
    guard let colon = separator, isRelayLabel(trimmed[..<colon]) else { return nil }
    separator = trimmed.index(after: colon)
    let rest = trimmed[separator!...].trimmingCharacters(in: .whitespaces)
    if let open = rest.first, quotePairs[open] != nil {
      return wholeQuote(Substring(rest))
    }
    return rest.isEmpty ? nil : rest
  }

  /// Whether `label` names a relay: at most five words of letters (a note in parentheses aside), one of
  /// them a relay's.
  private static func isRelayLabel(_ label: Substring) -> Bool {
    var plain = ""
    var depth = 0
    for character in label {
      if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 { plain.append(character) }
    }
    guard depth == 0, plain.count <= 40, plain.allSatisfy({ $0.isLetter || $0 == " " || $0 == "'" || $0 == "’" }) else { return false }
    let words = plain.lowercased().split(separator: " ")
    return !words.isEmpty && words.count <= 5 && words.contains(where: Grammar.relayLabelWords.contains)
  }

  /// What a pair of quotes around all of `text` (a full stop after them aside) holds, or nil.
  private static func wholeQuote(_ text: Substring) -> String? {
    var unperiod = text
    if unperiod.hasSuffix(".") { unperiod.removeLast() }
    guard let open = unperiod.first, let close = quotePairs[open], unperiod.count > 2, unperiod.last == close else { return nil }
    let inner = unperiod.dropFirst().dropLast()
    guard !inner.contains(open), !inner.contains(close) || open == "'" else { return nil }
    let trimmed = inner.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty ? nil : trimmed
  }

  /// When a request of several sentences reads as nothing, the reading of one sentence when the rest reads
  /// as nothing either: "Could you tell me Gosia's birthday? I'd hate to forget it again.", "Oh dear, I
  /// made a mistake. Could you undo that?", "remove the contact for Rossi Plumbing, we've switched". A
  /// part that is a request of its own ("Delete John. No wait, text him.") makes the whole unclear.
  private func sentenceFallback(
    _ utterance: Utterance, words: UtteranceWords, state: ConversationState, judge: (any PersonJudge)?, depth: Int,
    budget: PartBudget
  ) -> ParseResult? {
    let all = utterance.words
    var splits: [Int] = []
    for index in all.indices.dropFirst() where words.sentenceBefore[index] { splits.append(index) }
    // A clause after a comma that starts with its own subject explains the request (", we switched…"),
    // as does one after a dash or a semicolon ("— do not delete the contact itself").
    for index in all.indices.dropFirst() where !words.sentenceBefore[index] {
      if words.clauseBefore[index] || words.dashBefore[index] { splits.append(index) }
    }
    // A colon after talk introduces the request ("Just to be safe, because she's always early: text Priya
    // that …"). What follows a colon is otherwise a message or a value, so only the part before it may be
    // left out.
    let text = utterance.text
    var afterColon: Set<Int> = []
    for index in all.indices.dropFirst() where !splits.contains(index)
      && text[all[index - 1].range.upperBound..<all[index].range.lowerBound].contains(":")
    {
      afterColon.insert(index)
      splits.append(index)
    }
    // Then any comma: "what's Ananya's birthday, need to get her a card" (but not for an edit: what is
    // left out after a comma may have said which change).
    let firstComma = splits.count
    for index in all.indices.dropFirst() where words.commaBefore[index] && !splits.contains(index) { splits.append(index) }
    // Last, dictation without punctuation: a clause that starts with its own subject after a whole request
    // ("delete Ahmed Farouk he passed away last spring", "who's Kenji Watanabe again I forget").
    let firstUnmarked = splits.count
    // "… to 412 555 0199 because he changed his phone": a reason with its own subject, whoever it names.
    // After "as", only a reason about the old value ("… as the old one no longer works"): "as he" may be
    // what someone is saved as.
    for index in all.indices.dropFirst(2) where !splits.contains(index)
      && (all[index].folded != "as" || Grammar.oldValueSubject(all[(index + 1)...])) && Grammar.givesReason(all[index...])
    {
      splits.append(index)
    }
    if judge != nil {
      for index in all.indices.dropFirst(2) where !splits.contains(index) && UtteranceWords.clauseSubjects.contains(all[index].folded) {
        splits.append(index)
      }
    }
    for (number, split) in splits.prefix(Grammar.maximumSplits).enumerated() {
      let head = String(text[..<all[split - 1].range.upperBound])
      let tail = String(text[utterance.start(ofWord: split)...])
      guard budget.take(), budget.take() else { return nil }
      // Talk around a request often says "I'm …" ("I'm minding her", "I'm doing a spring clean"): as a part
      // of something longer, it is the owner's card only when it names someone the index knows.
      func readPart(_ part: String, politeBefore: Bool = false) -> ParseResult {
        let result = parse(part, state: state, judge: judge, depth: depth + 1, budget: budget, politeBefore: politeBefore)
        guard let reading = result.best, reading.intent == "set_me", let judge, let person = reading["person"],
          judge.fits(ofPeople: [person]).first.map({ $0.rank < 2 }) ?? true
        else { return result }
        return ParseResult(text: part, best: nil, alternatives: [], isAmbiguous: false, suggestion: nil)
      }
      var (first, second) = (readPart(head), readPart(tail, politeBefore: words.politeOpening))
      // Talk that happens to read as a request ("I'd like to check their opening hours", "Everyone at the office
      // calls him something different") names no one the index knows at all; beside a sentence that asks about
      // someone it knows, it is talk.
      if number < firstComma, words.sentenceBefore[split], let judge, let a = first.best, let b = second.best,
        !first.isAmbiguous, !second.isAmbiguous, let rankA = Grammar.namedRank(a, judge), let rankB = Grammar.namedRank(b, judge)
      {
        let nothing = ParseResult(text: "", best: nil, alternatives: [], isAmbiguous: false, suggestion: nil)
        // Never a message (what to send is no talk), a new contact, or beside an edit (an edit keeps every word).
        func isTalk(_ reading: Parse) -> Bool { reading["body"] == nil && reading.intent != "add_contact" }
        if rankA >= 2, rankB == 0, isTalk(b), !Grammar.editsNeedingAll.contains(a.intent) { second = nothing }
        if rankB >= 2, rankA == 0, isTalk(a), !Grammar.editsNeedingAll.contains(b.intent) { first = nothing }
      }
      // "I need to send a text to Padraig Byrne. Please tell him …": the second sentence's "him" is the
      // person the first named, for the same request.
      if number < firstComma, let named = first.best, let said = second.best, named.intent == said.intent,
        let person = named["person"], let pronoun = said["person"], Grammar.pronouns.contains(Utterance.fold(pronoun[...])),
        !Grammar.pronouns.contains(Utterance.fold(person[...])), named.slots.keys.allSatisfy({ said.slots[$0] != nil })
      {
        var result = second
        result.best?.slots["person"] = .string(person)
        result.best?.personNamesRelation = named.personNamesRelation
        result.alternatives = []
        result.text = text
        return result
      }
      // "Could you please call Omar Haddad for me? I need to ask him about the shipment.": a sentence of one's
      // own about "him" after a request for someone the index knows explains that request; it is not a
      // second one (an edit is never left out).
      if number < firstComma, words.sentenceBefore[split], let named = first.best, let said = second.best,
        !first.isAmbiguous, let person = named["person"], let pronoun = said["person"],
        Grammar.pronouns.contains(Utterance.fold(pronoun[...])), !Grammar.pronouns.contains(Utterance.fold(person[...])),
        Grammar.explanationSubjects.contains(all[split].folded), !Grammar.editsNeedingAll.contains(said.intent),
        let judge, judge.knows(person)
      {
        var result = first
        result.alternatives = []
        result.text = text
        return result
      }
      // "Agnieszka Kowalska is married now, change her name to Agnieszka Nowak": an edit of "her" after talk
      // that began with a name the index knows is an edit of that name (an edit is always confirmed).
      if first.best == nil, !first.isAmbiguous, var said = second.best, Grammar.editsNeedingAll.contains(said.intent),
        let pronoun = said["person"], Grammar.pronouns.contains(Utterance.fold(pronoun[...])),
        let subject = leadingName(all[min(words.lower, split - 1)..<(split - 1)], utterance: utterance, judge: judge)
      {
        said.slots["person"] = .string(subject)
        return ParseResult(text: text, best: said, alternatives: [], isAmbiguous: false, suggestion: nil)
      }
      let readings = [first, second].filter { $0.best != nil || $0.isAmbiguous }
      guard readings.count == 1, var result = readings.first else { continue }
      let headIsTalk = first.best == nil && !first.isAmbiguous
      // Talk is a few words at least; a word or two before a colon is a label ("subject: …").
      if afterColon.contains(split), !headIsTalk || split - words.lower < 4 { continue }
      // A message runs to the end of what was said: words after one are never left out as talk, or the
      // message sent would not be the one asked for ("…: text Kasia the wifi password is bluefern42, it's
      // also on the fridge").
      if !headIsTalk, first.best?.slots["body"] != nil { continue }
      if number >= firstUnmarked {
        // Unmarked, only talk after a request that names someone the index knows may be left out.
        // An edit keeps every word, unless what follows is a clause about the person ("rename Mary Fitzgerald to
        // Mary Donnelly she got married last month", "delete Ahmed Farouk he passed away").
        let reason = Grammar.givesReason(all[split...])
        let aboutThePerson = Grammar.thirdPersonSubjects.contains(all[split].folded) || reason
        guard let request = first.best, second.best == nil, !second.isAmbiguous,
          !Grammar.editsNeedingAll.contains(request.intent) || aboutThePerson
        else { continue }
        if !reason {
          guard let person = request["person"], let judge, judge.knows(person) else { continue }
        }
      } else if number >= firstComma {
        // After a plain comma the part after it may be left out, never from an edit; the part before it
        // only as talk of its own (below).
        if headIsTalk {
          guard let request = second.best, Grammar.commaTalk(before: all[min(words.lower, split)..<split], request: request, after: all[split...])
          else { continue }
        } else if Grammar.editsNeedingAll.contains(result.intent ?? ""), !Grammar.explainsEdit(all[split...], result) {
          continue
        }
      }
      // The part left out may only be talk, never a value: "…; DROP TABLE contacts;--, 555-010-9999" is not.
      // A whole sentence of talk before the request may hold a small number ("the traffic on Route 9",
      // "since 2019"), never an address or a number long enough to be a phone's. A value the request says
      // again ("…called me from 555-0142. Who has 555-0142?") is not lost with the talk.
      let (dropped, kept) = headIsTalk ? (all[..<split], all[split...]) : (all[split...], all[..<split])
      let talkBefore = number < firstComma && words.sentenceBefore[split] && headIsTalk
      let keptValues = Set(kept.map { Grammar.valueKey($0.folded) })
      let lost = dropped.filter { !keptValues.contains(Grammar.valueKey($0.folded)) }
      let digits = lost.reduce(0) { $0 + $1.folded.filter(\.isNumber).count }
      if lost.contains(where: { $0.folded.contains("@") }) { continue }
      if digits > 0, !talkBefore || digits >= 5 { continue }
      // "the office number for the plumber, Mr. Okoye": a name after a comma says who the description
      // before it is.
      if !headIsTalk, number >= firstComma, let person = result.best?["person"],
        ["the ", "my ", "our "].contains(where: { Utterance.fold(person[...]).hasPrefix($0) }), head.hasSuffix(person),
        let name = appositiveName(all[split...], utterance: utterance, judge: judge)
      {
        result.best?.slots["person"] = .string(name)
      }
      result.text = text
      return result
    }
    return nil
  }

  /// How well the person (or organisation) a reading names fits a contact, or nil when it names none.
  static func namedRank(_ reading: Parse, _ judge: any PersonJudge) -> Int? {
    guard let named = reading["person"] ?? reading["organization"] else { return nil }
    return judge.fits(ofPeople: [named]).first?.rank
  }

  /// Subjects that open a sentence of one's own after a request: "I need to ask him …", "Everyone calls him …".
  static let explanationSubjects: Set<String> = [
    "i", "i'm", "i've", "i'd", "i'll", "im", "ive", "we", "we're", "everyone", "everybody", "he", "she", "he's", "she's",
    "they", "they're", "it", "it's",
  ]

  /// Words that turn a request around: talk holding one of them is never left out.
  static let turningWords: Set<String> = [
    "not", "don't", "dont", "do", "no", "never", "doesn't", "shouldn't", "didn't", "won't", "isn't", "instead", "but",
    "except", "without", "only", "also", "too", "then", "and", "or",
  ]

  /// Words that open a remark of one's own after a request: a subordinate clause or a sign-off.
  static let remarkOpenings: Set<String> = [
    "because", "since", "cause", "cos", "coz", "bc", "if", "when", "whenever", "before", "after", "while", "until",
    "so", "please", "thanks", "thank", "cheers", "first", "again", "now", "asap", "real", "quick", "you",
    "whatever", "whichever", "kind", "many", "best", "regards", "ta", "thx",
  ]

  /// Last of all, a request followed by talk that no sentence end or comma sets off clearly enough for
  /// ``sentenceFallback``: "Just show me all my contacts first", "FaceTime Layla (request came from the iPad
  /// in the kitchen)". The longest beginning that reads is the request when the words left out open a
  /// remark of their own (after
  /// punctuation, or with a subject, a conjunction or a sign-off), read as nothing, hold no value (digits,
  /// an address, a quote) and no word that could turn the request around, and when no open span of the
  /// request ends where the words were cut off (a message, a value or a name could have run on into
  /// them), unless it is a name the index knows.
  private func trimmedReading(_ utterance: Utterance, words: UtteranceWords, state: ConversationState, judge: (any PersonJudge)?) -> ParseResult? {
    guard let judge, state == .idle else { return nil }
    let all = utterance.words
    guard all.count >= 3, all.count <= 60 else { return nil }
    let text = utterance.text
    let budget = PartBudget()
    for upper in stride(from: all.count - 1, through: max(2, all.count - 24), by: -1) {
      let dropped = all[upper...]
      let opens = words.sentenceBefore[upper] || words.commaBefore[upper] || words.dashBefore[upper]
        || text[all[upper - 1].range.upperBound..<all[upper].range.lowerBound].contains("(")
        || UtteranceWords.clauseSubjects.contains(all[upper].folded) || Grammar.remarkOpenings.contains(all[upper].folded)
        || all[upper].folded == "for" && upper + 1 < all.count && ["me", "us"].contains(all[upper + 1].folded)
      guard opens else { continue }
      let holdsValue = dropped.contains { word in
        Grammar.turningWords.contains(word.folded) || word.folded.contains(where: { $0.isNumber || $0 == "@" })
          || text[word.range].contains(where: { "\"“”".contains($0) })
      }
      if holdsValue { break }
      let part = String(text[all[0].range.lowerBound..<all[upper - 1].range.upperBound])
      guard budget.take() else { return nil }
      let result = parse(part, state: state, judge: judge, depth: 1, budget: budget, suggesting: false)
      guard let reading = result.best, !result.isAmbiguous, reading.slots["body"] == nil else { continue }
      // An open span at the cut may have run on into the words left out.
      let last = all[upper - 1].folded
      let runsOn = reading.slots.contains { name, value in
        guard let value = value.string, Utterance(value).words.last?.folded == last else { return false }
        return name != "person" || (judge.fits(ofPeople: [value]).first?.rank ?? 0) < 2
      }
      if runsOn { continue }
      // Who the request is for: a name the index knows, a relation or a word that stands for someone named.
      if let person = reading["person"], !Grammar.pronouns.contains(Utterance.fold(person[...])), !reading.personNamesRelation,
        (judge.fits(ofPeople: [person]).first?.rank ?? 0) < 2
      {
        continue
      }
      guard budget.take() else { return nil }
      let rest = parse(String(text[all[upper].range.lowerBound...]), state: state, judge: judge, depth: 1, budget: budget, suggesting: false)
      guard rest.best == nil, !rest.isAmbiguous else { continue }
      var kept = result
      kept.text = text
      return kept
    }
    return nil
  }

  /// The longest name of up to four words that begins a clause and that the index knows ("Agnieszka Kowalska"
  /// in "Agnieszka Kowalska is married now"), with more of the clause after it.
  private func leadingName(_ words: ArraySlice<Utterance.Word>, utterance: Utterance, judge: (any PersonJudge)?) -> String? {
    guard let judge, let first = words.first else { return nil }
    // "I'm done with that plumber" begins with no name: pronouns, auxiliaries and the like are in none.
    let unnamed: WordTraits = [.notInName, .subject, .firstPerson, .question, .determiner, .notAContact]
    let named = words.prefix { SlotType.traits(of: $0.folded).isDisjoint(with: unnamed) }.count
    for count in stride(from: min(4, named, words.count - 1), through: 1, by: -1) {
      let last = words[words.startIndex + count - 1]
      let name = String(utterance.text[first.range.lowerBound..<last.range.upperBound])
      if judge.knows(name) { return name }
    }
    return nil
  }

  /// The words after a comma when they are only a name: capitalised in a request of mixed case, or known to
  /// the index; at most four words.
  private func appositiveName(_ words: ArraySlice<Utterance.Word>, utterance: Utterance, judge: (any PersonJudge)?) -> String? {
    guard let first = words.first, let last = words.last, words.count <= 4 else { return nil }
    let name = String(utterance.text[first.range.lowerBound..<last.range.upperBound])
    let capitalised = utterance.isMixedCase && words.allSatisfy { utterance.startsUppercase($0) }
    guard capitalised || (judge?.knows(name) ?? false) else { return nil }
    return name
  }

  /// A word as a value to compare: a number by its digits ("555-0142" and "5550142"), anything else as it is.
  static func valueKey(_ folded: String) -> String {
    guard folded.contains(where: \.isNumber), !folded.contains("@") else { return folded }
    return String(folded.filter(\.isNumber))
  }

  /// Whether the words after a comma only give the reason for an edit ("take Agnieszka out of the Choir
  /// group, as she has left", "delete Tom, because he moved away"). An edit with a message, an address or a
  /// note keeps every word (a comma goes on with them); one with a number, an e-mail address, a date or a
  /// new name leaves out only a clause of its own ("…to Peggy O'Brien, that is what everybody calls her",
  /// "…to 412 555 0199, because he changed his phone").
  static func explainsEdit(_ after: ArraySlice<Utterance.Word>, _ request: ParseResult) -> Bool {
    guard let reading = request.best, let first = after.first?.folded, after.count >= 3, reading.slots["body"] == nil,
      reading.slots["path"] == nil
    else { return false }
    let reason = givesReason(after)
    if reading.slots["value"] != nil || reading.slots["name"] != nil {
      let field = reading["field"] ?? ""
      guard reading.slots["value"] == nil || ["phone", "email", "birthday", "anniversary"].contains(field) else { return false }
      let own = ["that is", "that's", "which is", "it's what", "that is what", "as that is"]
      // "that's" is two words, "that" and "'s".
      let opening = after.prefix(4).map(\.folded).joined(separator: " ").replacingOccurrences(of: " 's", with: "'s")
      // "…, that's his home line" says which number: not an aside.
      let describesValue = after.prefix(4).contains { ["his", "her", "their", "my", "our", "your"].contains($0.folded) }
      return reason || Grammar.thirdPersonSubjects.contains(first)
        || !describesValue && own.contains { opening.hasPrefix($0 + " ") || opening == $0 }
    }
    // "…, her placement finished", "…, he moved away": a clause about the person, of three words or more.
    return reason || Grammar.thirdPersonSubjects.contains(first) || ["his", "her", "their"].contains(first)
  }

  /// Whether `words` begin a reason with its own subject: "because he changed his phone", "as she has left".
  static func givesReason(_ words: ArraySlice<Utterance.Word>) -> Bool {
    guard let first = words.first?.folded, ["as", "because", "since", "cause", "cos", "coz", "bc"].contains(first),
      let subject = words.dropFirst().first?.folded
    else { return false }
    return UtteranceWords.clauseSubjects.contains(subject) || Grammar.thirdPersonSubjects.contains(subject)
      || oldValueSubject(words.dropFirst())
  }

  /// Whether words begin with the old value as a clause's subject, and its verb: "the old one no longer
  /// works", "the previous number is dead", "the other address bounces".
  static func oldValueSubject(_ words: ArraySlice<Utterance.Word>) -> Bool {
    let folded = words.prefix(4).map(\.folded)
    guard folded.count == 4, folded[0] == "the", ["old", "previous", "other", "current", "existing", "first"].contains(folded[1]) else {
      return false
    }
    // "the old one no longer works", "the old number is dead": a noun, then its verb.
    return ["is", "was", "has", "no", "doesn't", "isn't", "won't", "bounces", "stopped", "works", "got", "went", "'s", "does", "will"]
      .contains(folded[3])
  }

  /// Whether the words before a comma are talk that a request after it may leave out: a clause of its own
  /// ("she got married btw, change her name to …") or one the request follows from (", so who's in the
  /// Soccer Parents group?"). A request that names its person by a pronoun leaves out only talk whose
  /// subject is that pronoun ("she …, change her name"), never talk that may name someone else ("I'm
  /// done with Bob, delete him").
  static func commaTalk(before: ArraySlice<Utterance.Word>, request: Parse, after: ArraySlice<Utterance.Word>) -> Bool {
    guard let opening = before.first?.folded, let next = after.first?.folded else { return false }
    guard UtteranceWords.clauseSubjects.contains(opening) || next == "so" else { return false }
    guard let person = request["person"].map({ Utterance.fold($0[...]) }), Grammar.pronouns.contains(person) else { return true }
    let subjects: [String: Set<String>] = [
      "her": ["she", "she's"], "him": ["he", "he's"], "his": ["he", "he's"],
      "them": ["they", "they're", "they've"], "their": ["they", "they're", "they've"],
    ]
    return subjects[person]?.contains(opening) ?? false
  }

  /// A request the speaker took back and began again: "call jake no call jake sullivan", "email John no
  /// wait email John Mensah the deposit went through", "text Minh Tran no sorry Thanh Pham I'm here". The
  /// words after the last correction are read on their own, or in place of the person the first attempt
  /// named; they count only when they read as the same request as the whole (or the whole reads as
  /// nothing), so a message that merely says "no wait" ("text mom no wait for me") keeps its words.
  private func correctedReading(
    _ utterance: Utterance, words: UtteranceWords, state: ConversationState, judge: (any PersonJudge)?, whole: Parse?,
    depth: Int, budget: PartBudget
  ) -> ParseResult? {
    guard !correctionByFirst.isEmpty, words.upper - words.lower >= 3 else { return nil }
    let all = utterance.words
    let text = utterance.text
    var corrections: [Range<Int>] = []
    var index = words.lower + 1
    while index < words.upper {
      var matched = 1
      for phrase in correctionByFirst[all[index].folded] ?? [] where index + phrase.count < words.upper {
        if all[index..<(index + phrase.count)].map(\.folded).elementsEqual(phrase) {
          // A correction whole: "no I mean" is one, not "no" and then "I mean"; and so is a run of them
          // with only punctuation between ("Ruth, no, sorry, I mean Evelyn Pennington").
          if let last = corrections.last, last.upperBound == index,
            text[all[index - 1].range.upperBound..<all[index].range.lowerBound].allSatisfy({ $0.isWhitespace || $0 == "," })
          {
            corrections[corrections.count - 1] = last.lowerBound..<(index + phrase.count)
          } else {
            corrections.append(index..<(index + phrase.count))
          }
          matched = phrase.count
          break
        }
      }
      index += matched
    }
    // The last correction, or the one before when the last corrects nothing ("… no wait, email John
    // Mensah, sorry for the delay").
    for correction in corrections.reversed().prefix(2) {
      if let result = correctedReading(
        utterance, at: correction, words: words, state: state, judge: judge, whole: whole, depth: depth, budget: budget)
      {
        return result
      }
    }
    return nil
  }

  private func correctedReading(
    _ utterance: Utterance, at correction: Range<Int>, words: UtteranceWords, state: ConversationState,
    judge: (any PersonJudge)?, whole: Parse?, depth: Int, budget: PartBudget
  ) -> ParseResult? {
    let all = utterance.words
    let text = utterance.text
    let head = text[..<all[correction.lowerBound].range.lowerBound]
    let tail = String(text[utterance.start(ofWord: correction.upperBound)...])
    var attempts = [(tail, false)]
    // The same request with the person said again ("text Minh Tran no sorry Thanh Pham …"): only right
    // after the person, never after a bare "no" ("tell John no Sarah can't come" says something), and
    // only when the index knows the new one.
    let marker = all[correction].map(\.folded)
    // When the whole reads as nothing ("call Mary no I mean Mary Kowalski at work"), the first attempt
    // alone says who it named.
    var named = whole?["person"]
    if named == nil, whole == nil, judge != nil, marker != ["no"], budget.take() {
      named = parse(String(head), state: state, judge: judge, depth: depth + 1, budget: budget).best?["person"]
    }
    // The person's words must end the first attempt. NB: compared word by word, in the utterance's own
    // indices: a Foundation search of the text answered a range past its end for a request the fuzzer made.
    if judge != nil, marker != ["no"], let person = named {
      let said = Utterance(person).words.map(\.folded)
      let start = correction.lowerBound - said.count
      if !said.isEmpty, start >= words.lower, all[start..<correction.lowerBound].map(\.folded) == said,
        text[all[correction.lowerBound - 1].range.upperBound..<all[correction.lowerBound].range.lowerBound]
          .allSatisfy({ $0.isWhitespace || ",.-—–".contains($0) })
      {
        attempts.append((String(text[..<utterance.start(ofWord: start)]) + tail, true))
      }
    }
    // A message taken back and said again ("text mom I'm at the store scratch that I'm at the pharmacy"): the
    // same request with the words after the correction as its message.
    if let whole, let body = whole["body"], Grammar.messageCorrections.contains(marker), correction.upperBound < words.upper,
      let start = (words.lower..<correction.lowerBound).first(where: { text[all[$0].range.lowerBound...].hasPrefix(body) })
    {
      attempts.insert((String(text[..<all[start].range.lowerBound]) + tail, false), at: 0)
    }
    // A bare "sorry" begins many messages ("text mom sorry I'm late"): it corrects only a name said again
    // in full ("text Mia, sorry, Mia Takahashi, …").
    let restatesOnly = marker == ["sorry"]
    // …or the request begun again with its own verb ("text sarah bennett sorry text sarah kim running late").
    let restarts = correction.upperBound < words.upper && all[correction.upperBound].folded == all[words.lower].folded
      && (whole?.intent).map(Grammar.reachIntents.contains) ?? false
    if restatesOnly, !restarts { attempts.removeAll { !$0.1 } }
    // A value said again ("…work number to 555-999-8888 no 555-999-8887"): the new value in place of the old.
    var valueStart = correction.lowerBound
    while valueStart > words.lower, Grammar.isValueWord(all[valueStart - 1].folded) { valueStart -= 1 }
    if valueStart < correction.lowerBound, valueStart > words.lower, correction.upperBound < all.count,
      Grammar.isValueWord(all[correction.upperBound].folded)
    {
      attempts.append((String(text[..<all[valueStart].range.lowerBound]) + tail, false))
    }
    if let start = Grammar.restatedDetail(all, correction: correction, lower: words.lower, upper: words.upper) {
      attempts.append((String(text[..<all[start.head].range.lowerBound]) + String(text[utterance.start(ofWord: start.tail)...]), false))
    }
    // A name alone after the correction ("I wish to ring Ruth, no, sorry, I mean Evelyn Pennington") reads
    // as a request to show her card; said in place of the person the first attempt named, it is that
    // request for her, which is tried first when there is one.
    var tailReading: ParseResult?
    if attempts.count > 1, attempts[1].1, whole == nil, budget.take() {
      tailReading = parse(tail, state: state, judge: judge, depth: depth + 1, budget: budget)
      if tailReading?.best?.intent == "show_contact" { attempts.swapAt(0, 1) }
    }
    for (attempt, replacesPerson) in attempts {
      guard budget.take() else { return nil }
      // The tail alone was read above when deciding the order; it is not read again.
      let reread = !replacesPerson && attempt == tail ? tailReading : nil
      var result = reread ?? parse(attempt, state: state, judge: judge, depth: depth + 1, budget: budget)
      guard var best = result.best else { continue }
      if let whole, whole.intent != best.intent {
        // "text Omar, actually no, email him instead: …": another way to reach the same person, begun
        // again where the message would have begun.
        guard !replacesPerson, Grammar.reachIntents.contains(whole.intent), Grammar.reachIntents.contains(best.intent),
          marker != ["no"], let body = whole["body"], Utterance.fold(body[...]).hasPrefix(marker.joined(separator: " "))
        else { continue }
      }
      // A request begun again after "sorry" names someone the index knows ("text Sam sorry text me back when
      // you can" is one message to Sam).
      if restatesOnly, !replacesPerson {
        guard let person = best["person"], let judge, judge.knows(person), Utterance.fold(person[...]) != "me" else { continue }
      }
      if replacesPerson {
        // The new person is what the speaker said after the correction ("sms para her I mean it" names no
        // "para").
        guard let person = best["person"], Utterance.fold(tail[...]).hasPrefix(Utterance.fold(person[...])),
          let fit = judge?.fits(ofPeople: [person]).first, fit.rank >= 2
        else { continue }
        // …or the name said again in full, or another name spelt nearly alike ("text maria sorry mario …").
        if restatesOnly, let named,
          !Utterance.fold(person[...]).hasPrefix(Utterance.fold(named[...]) + " "),
          !Grammar.nearlyAlike(Utterance.fold(named[...]), Utterance.fold(person[...]))
        {
          continue
        }
      }
      // "him" in the new start is the person the first named.
      if let person = best["person"], Grammar.pronouns.contains(Utterance.fold(person[...])),
        let named = whole?["person"] ?? named, !Grammar.pronouns.contains(Utterance.fold(named[...]))
      {
        best.slots["person"] = .string(named)
        result.best = best
        result.alternatives = []
      }
      result.text = text
      return result
    }
    return nil
  }

  /// A detail said again after a correction ("update Fatima's work number no wait her home number to …",
  /// "email javier at his personal address no wait his work address about …"): where the old detail's
  /// words begin (`head`) and where the new one's do (`tail`, past a possessive the head already has), or
  /// nil. Both end in the same kind of word, and the new one has a word or two before it.
  static func restatedDetail(_ all: [Utterance.Word], correction: Range<Int>, lower: Int, upper: Int) -> (head: Int, tail: Int)? {
    var next = correction.upperBound
    guard next < upper, correction.lowerBound - 2 >= lower else { return nil }
    let oldField = all[correction.lowerBound - 1].folded
    guard detailWords.contains(oldField) else { return nil }
    let possessive = detailOwners.contains(all[next].folded)
    if possessive { next += 1 }
    guard let field = (next..<min(next + 3, upper)).first(where: { all[$0].folded == oldField }), field > next else { return nil }
    let head = correction.lowerBound - 1 - (field - next)
    guard head > lower else { return nil }
    let before = all[head - 1].folded
    let owned = detailOwners.contains(before) || before.hasSuffix("'s") || before.hasSuffix("’s")
    guard owned else { return nil }
    return (head, possessive ? next : correction.upperBound)
  }

  static let detailWords: Set<String> = ["number", "address", "email", "e-mail", "phone", "cell", "mobile", "birthday"]
  static let detailOwners: Set<String> = ["his", "her", "their", "my", "the"]

  /// Two different one-word names a slip of the tongue or the keyboard may swap: the same first letter,
  /// at most two edits apart ("maria" and "mario", "jon" and "john").
  static func nearlyAlike(_ a: String, _ b: String) -> Bool {
    guard a != b, !a.contains(" "), !b.contains(" "), a.first == b.first, a.count >= 3, b.count >= 3 else { return false }
    return Suggestion.distance(Array(a), Array(b)) <= 2
  }

  /// Corrections that take back the words of a message said so far; others in a message may be its words
  /// ("tell mom no wait for me", "text Sam I mean it").
  static let messageCorrections: Set<[String]> = [["scratch", "that"], ["no", "scratch", "that"], ["sorry", "scratch", "that"]]

  /// Intents that reach a person: a correction may turn one into another.
  static let reachIntents: Set<String> = ["send_message", "send_email", "call"]

  /// A word that is (part of) a phone number or an e-mail address.
  static func isValueWord(_ folded: String) -> Bool {
    folded.contains("@") || folded.filter(\.isNumber).count >= 3
  }

  /// Verbs a request may begin with that fast typists glue to the next word ("textmom omw",
  /// "emailKasia Nowicka about the rent", "callJohn").
  static let gluedVerbs = ["text", "txt", "message", "msg", "email", "mail", "call", "ring", "show", "find"]

  /// When the whole reads as nothing and its first word is a verb glued to a name, the request with the
  /// space put back, if it reads as a request for someone the index knows.
  private func ungluedReading(
    _ utterance: Utterance, state: ConversationState, judge: (any PersonJudge)?, depth: Int, budget: PartBudget
  ) -> ParseResult? {
    guard let judge, let first = utterance.words.first else { return nil }
    let written = utterance.text[first.range]
    let folded = first.folded
    guard vocabulary.id(folded) < 0,
      let verb = Grammar.gluedVerbs.first(where: { folded.hasPrefix($0) && folded.utf8.count >= $0.utf8.count + 2 })
    else { return nil }
    let split = written.index(written.startIndex, offsetBy: verb.count)
    let text = utterance.text
    let attempt = String(text[..<split]) + " " + String(text[split...])
    guard budget.take() else { return nil }
    var result = parse(attempt, state: state, judge: judge, depth: depth + 1, budget: budget)
    guard let person = result.best?["person"], let fit = judge.fits(ofPeople: [person]).first, fit.rank >= 2 else { return nil }
    result.text = text
    return result
  }

  /// Hesitations that open no message: a message may well begin "er, …" or "ah".
  static let messageHesitations: Set<String> = ["um", "umm", "uh", "uhm", "uhh", "erm"]

  /// What a speaker says while finding the word again.
  static let hesitations: Set<String> = ["um", "uh", "umm", "uhm", "uhh", "er", "erm", "err", "hmm", "ah", "eh"]

  /// Dictation says again what a hesitation interrupted: "text uh text Tomasz are we still on", "the address
  /// for Ingrid uh Ingrid Solberg". When the whole reads as nothing, the request with the first try and the
  /// hesitation left out (up to three words said again).
  private func repairedReading(
    _ utterance: Utterance, state: ConversationState, judge: (any PersonJudge)?, depth: Int, budget: PartBudget
  ) -> ParseResult? {
    let all = utterance.words
    let text = utterance.text
    for index in all.indices.dropFirst() where Grammar.hesitations.contains(all[index].folded) {
      var after = index + 1
      while after < all.count, Grammar.hesitations.contains(all[after].folded) { after += 1 }
      for length in stride(from: min(3, index), through: 1, by: -1) where after + length <= all.count {
        guard all[(index - length)..<index].map(\.folded).elementsEqual(all[after..<(after + length)].map(\.folded)) else { continue }
        let attempt = String(text[..<all[index - length].range.lowerBound]) + String(text[utterance.start(ofWord: after)...])
        guard budget.take() else { return nil }
        var result = parse(attempt, state: state, judge: judge, depth: depth + 1, budget: budget)
        guard result.best != nil else { continue }
        result.text = text
        return result
      }
    }
    return nil
  }

  /// An answer to "Shall I save this?" said in several parts: "That's perfect, yes.", "No, I don't think so
  /// after all. Please cancel it." While kith asks to confirm and the whole reads as nothing, each part (split
  /// at every sentence end and comma) is read; when the parts that read say yes or no alike and the others
  /// are remarks of a few words that read nothing, that is the answer. A part that asks for something else
  /// ("yes, but change the number first") leaves it unread.
  private func answerInPartsReading(
    _ utterance: Utterance, words: UtteranceWords, state: ConversationState, judge: (any PersonJudge)?, depth: Int,
    budget: PartBudget
  ) -> ParseResult? {
    guard state == .awaitingConfirmation else { return nil }
    let all = utterance.words
    let starts = [0] + all.indices.dropFirst().filter { words.sentenceBefore[$0] || words.commaBefore[$0] }
    guard starts.count > 1, starts.count <= Grammar.maximumSplits else { return nil }
    let text = utterance.text
    var answer: ParseResult?
    for (number, start) in starts.enumerated() {
      let end = number + 1 < starts.count ? all[starts[number + 1] - 1].range.upperBound : text.endIndex
      guard budget.take() else { return nil }
      let part = parse(String(text[all[start].range.lowerBound..<end]), state: state, judge: judge, depth: depth + 1, budget: budget, suggesting: false)
      if part.isAmbiguous { return nil }
      // What reads as nothing is a remark ("That's perfect"), a few words at most; more may ask for something.
      guard let intent = part.intent else {
        if (number + 1 < starts.count ? starts[number + 1] : all.count) - start > 4 { return nil }
        continue
      }
      guard ["confirm", "decline"].contains(intent), answer == nil || answer?.intent == intent else { return nil }
      if answer == nil { answer = part }
    }
    answer?.text = text
    return answer
  }

  /// Every reading of the words between `words.lower` and `words.upper` by a template open in `state`.
  private func matchTemplates(
    _ utterance: Utterance, words: UtteranceWords, state: ConversationState, skippingArticles: Bool
  ) -> [Parse] {
    let (lower, upper) = (words.lower, words.upper)
    guard lower < upper else { return [] }
    var present = [Bool](repeating: false, count: vocabulary.count)
    for index in lower..<upper {
      if words.ids[index] >= 0 { present[Int(words.ids[index])] = true }
      for typo in words.typos[index] { present[Int(typo)] = true }
    }
    // The first word that is not a filler: a template can start there or at the very first word.
    var firsts = [words.ids[lower]] + words.typos[lower]
    if words.fillerLength[lower] > 0, lower + words.fillerLength[lower] < upper {
      let next = lower + words.fillerLength[lower]
      firsts += [words.ids[next]] + words.typos[next]
    }
    var matcher = Matcher(grammar: self, utterance: utterance, words: words, skipsArticles: skippingArticles)
    let selected = templates(startingWith: firsts)
    for (index, template) in templates.enumerated() where selected[index] {
      guard template.requiredIDs.allSatisfy({ $0.contains { present[Int($0)] } }) else { continue }
      let states = intents[template.intent].states
      guard states.isEmpty || states.contains(state) else { continue }
      matcher.match(template: index)
    }
    return matcher.parses
  }

  /// Words that may stand before a field's name in the phrase that names it ("his old telephone number").
  static let fieldModifiers: Set<String> = [
    "old", "new", "second", "other", "current", "previous", "first", "work", "home", "mobile", "cell", "office",
    "personal", "private", "main", "business", "telephone", "phone", "email", "e-mail", "postal", "street", "full",
  ]

  /// Field names too short or too common to stand for a field in talk ("no longer", "a line").
  static let talkFieldWords: Set<String> = ["no", "nr", "ph", "co", "tag", "line", "link", "site", "digits", "job", "mail", "handle", "org"]

  /// "I'm afraid Omar Haddad has changed his telephone number. Would you update it to 404-555-0199?", "Javier's
  /// old email bounces now — take it off his card": "it" in the last part stands for the detail the talk before
  /// it named. When the whole reads as nothing, the last part is read with "it" as that detail of the one person
  /// the talk names ("Omar Haddad's telephone number"), as an edit of that field only (read as a question too,
  /// it took a measured request for another intent), and kept when every value stays as written.
  private func fieldAntecedentReading(
    _ utterance: Utterance, words: UtteranceWords, state: ConversationState, judge: (any PersonJudge)?, depth: Int,
    budget: PartBudget
  ) -> ParseResult? {
    let all = utterance.words
    let text = utterance.text
    guard state == .idle, let fields = listValues["field"],
      let it = all.indices.last(where: { all[$0].folded == "it" }), it > 1,
      let start = (1...it).last(where: { words.sentenceBefore[$0] || words.dashBefore[$0] || words.commaBefore[$0] }), start > 1
    else { return nil }
    // The last detail named before the part with "it": one to three words the field list knows.
    var detail: (lower: Int, upper: Int)?
    for index in stride(from: start - 1, through: 0, by: -1) where detail == nil {
      for length in [3, 2, 1] where index + length <= start {
        let phrase = all[index..<(index + length)].map(\.folded).joined(separator: " ")
        if fields[phrase] != nil, length > 1 || !Grammar.talkFieldWords.contains(phrase) {
          detail = (index, index + length)
          break
        }
      }
    }
    guard var detail else { return nil }
    // The longest phrase that ends there: "email address", not "address".
    for length in [3, 2] where detail.upper - length >= 0 {
      let phrase = all[(detail.upper - length)..<detail.upper].map(\.folded).joined(separator: " ")
      if length > detail.upper - detail.lower, fields[phrase] != nil {
        detail.lower = detail.upper - length
        break
      }
    }
    var first = detail.lower
    while first > 0, Grammar.fieldModifiers.contains(all[first - 1].folded) { first -= 1 }
    // Whose: the name before "'s", else the one name the talk says.
    var person: String?
    if first > 1, all[first - 1].folded == "'s" {
      let owner = first - 1
      for count in stride(from: min(4, owner), through: 1, by: -1) {
        let name = String(text[all[owner - count].range.lowerBound..<all[owner - 1].range.upperBound])
        // Without an index, a name written with capitals ("Dmitri's old email").
        let capitalised = all[(owner - count)..<owner].allSatisfy { utterance.startsUppercase($0) && vocabulary.id($0.folded) < 0 }
        let known: Bool = if let judge { judge.knows(name) } else { capitalised }
        if known {
          person = name
          break
        }
      }
    } else if first > 0, ["his", "her", "their"].contains(all[first - 1].folded) {
      person = antecedent(of: "it", in: utterance, judge: judge, known: true)
    } else if let judge {
      // "Amara has a new email address. Please change it to …": the one who has it, named before "has".
      var verb = first
      while verb > 0, ["a", "an", "another", "different"].contains(all[verb - 1].folded) { verb -= 1 }
      if verb > 1, ["has", "got", "have"].contains(all[verb - 1].folded) {
        var owner = verb - 1
        if owner > 1, ["now", "just", "'s", "also", "has", "have"].contains(all[owner - 1].folded) { owner -= 1 }
        for count in stride(from: min(4, owner), through: 1, by: -1)
        where !((owner - count + 1)..<owner).contains(where: { words.sentenceBefore[$0] || words.commaBefore[$0] }) {
          let name = String(utterance.text(ofWords: (owner - count)..<owner))
          if judge.knows(name) {
            person = name
            break
          }
        }
      }
    }
    guard let person, budget.take() else { return nil }
    // "Amara's email address", not "Amara's new email address" (a name may run into "new").
    while first < detail.lower, ["new", "second", "other", "another", "different"].contains(all[first].folded) { first += 1 }
    let named = person + "'s " + text[all[first].range.lowerBound..<all[detail.upper - 1].range.upperBound]
    let part = String(text[all[start].range.lowerBound..<all[it].range.lowerBound]) + named
      + String(text[all[it].range.upperBound...])
    var result = parse(part, state: state, judge: judge, depth: depth + 1, budget: budget, suggesting: false)
    guard let best = result.best, ["update_field", "add_field", "remove_field"].contains(best.intent),
      best["field"] == fields[all[detail.lower..<detail.upper].map(\.folded).joined(separator: " ")],
      Grammar.keepsValues(best, of: text)
    else { return nil }
    result.text = text
    return result
  }

  /// "Ngozi Eze has given me a second email address, ngozi.work@example.org. Would you please add it to her card
  /// without removing the old one?", "Lan got a work phone at the library, 614-555-0730, please add that to Lan
  /// Nguyen as well": the one e-mail address or number the talk gives, added where the request says "it" or
  /// "that". Read as "add LABEL FIELD VALUE to NAME" (the name the request gives after "to", else the one the
  /// request begins with) and kept only as that added detail.
  private func valueAntecedentReading(
    _ utterance: Utterance, state: ConversationState, judge: (any PersonJudge)?, depth: Int
  ) -> ParseResult? {
    let all = utterance.words
    let text = utterance.text
    guard state == .idle, depth == 0, let judge, let fields = listValues["field"], let labels = listValues["label"],
      let verb = all.indices.last(where: { Grammar.addingVerbs.contains(all[$0].folded) || Grammar.removingVerbs.contains(all[$0].folded) }),
      verb > 2, verb + 1 < all.count, ["it", "that", "this", "them"].contains(all[verb + 1].folded)
    else { return nil }
    // "Chinedu doesn't use 404-555-0178 any more, please remove that number": the value taken off.
    let removing = Grammar.removingVerbs.contains(all[verb].folded)
    // The value: one e-mail address, or one run of words that make a phone number, before the request.
    var values: [Range<Int>] = []
    var index = 0
    while index < verb {
      let word = String(text[all[index].range])
      if word.contains("@") {
        guard SlotType.isEmail(word.trimmingCharacters(in: .punctuationCharacters)) else { return nil }
        values.append(index..<(index + 1))
      } else if word.contains(where: \.isNumber) {
        var end = index + 1
        while end < verb, String(text[all[end].range]).allSatisfy({ $0.isNumber || "-+().".contains($0) }) { end += 1 }
        let number = String(text[all[index].range.lowerBound..<all[end - 1].range.upperBound])
        guard let digits = SlotType.phoneDigits(number), digits.filter(\.isNumber).count >= 7 else { return nil }
        values.append(index..<end)
        index = end
        continue
      }
      index += 1
    }
    guard values.count == 1, let value = values.first else { return nil }
    let isEmail = text[all[value.lowerBound].range].contains("@")
    // The detail the talk names before the value, and a label just before it ("a work phone").
    var detail: Range<Int>?
    for start in stride(from: value.lowerBound - 1, through: 0, by: -1) where detail == nil {
      for length in [3, 2, 1] where start + length <= value.lowerBound {
        let phrase = all[start..<(start + length)].map(\.folded).joined(separator: " ")
        if let field = fields[phrase], field == (isEmail ? "email" : "phone") {
          detail = start..<(start + length)
          break
        }
      }
    }
    if removing, detail == nil { detail = value }
    guard let detail else { return nil }
    let label = detail.lowerBound > 0 && labels[all[detail.lowerBound - 1].folded] != nil ? all[detail.lowerBound - 1] : nil
    // Whose: the name after "to" in the request, else the name the request begins with.
    var person: String?
    if let to = all.indices.dropFirst(verb + 2).first(where: { all[$0].folded == "to" }), to + 1 < all.count {
      person = leadingName(all[(to + 1)...], utterance: utterance, judge: judge)
    }
    // …or the one the talk begins with, after a greeting ("Hi there, Chidi has given me …").
    for start in 0..<min(4, verb) where person == nil {
      let gap = start == 0 ? "" : text[all[start - 1].range.upperBound..<all[start].range.lowerBound]
      if start == 0 || gap.contains(",") || gap.contains(".") || gap.contains("!") {
        person = leadingName(all[start...], utterance: utterance, judge: judge)
      }
    }
    guard let person else { return nil }
    func said(_ range: Range<Int>) -> String { String(utterance.text(ofWords: range)) }
    var written = Substring(said(value))
    while let last = written.last, ".,;:!?".contains(last) { written = written.dropLast() }
    let request = removing
      ? "remove " + written + " from " + person
      : "add " + (label.map { String(text[$0.range]) + " " } ?? "") + said(detail) + " " + written + " to " + person
    var result = parse(request, state: state, judge: judge, depth: depth + 1, budget: PartBudget(), suggesting: false)
    guard let best = result.best, best.intent == (removing ? "remove_field" : "add_field"), best["person"] == person,
      best["field"] == (isEmail ? "email" : "phone")
    else { return nil }
    result.text = text
    return result
  }

  static let addingVerbs: Set<String> = ["add", "put", "save", "include", "store", "attach", "stick", "pop"]
  static let removingVerbs: Set<String> = ["remove", "delete", "erase", "drop", "strip"]

  /// "he has a new number, 555-0177", "she got a new email: …": the contact just talked about as the subject
  /// of a statement that says the change. Templates name the person as the object form ("him"), so when the
  /// whole reads as nothing and it opens with "he", "she" or "they", it is read with "him", "her" or "them"
  /// there, and kept only when that pronoun is the person read.
  private func subjectPronounReading(
    _ utterance: Utterance, words: UtteranceWords, state: ConversationState, judge: (any PersonJudge)?, depth: Int,
    budget: PartBudget
  ) -> ParseResult? {
    let all = utterance.words
    // A whole request only: as a part of a longer one, "he doesn't have that number anymore" explains it.
    guard depth == 0, words.lower < words.upper - 1, let object = SlotType.objectPronouns[all[words.lower].folded] else { return nil }
    let text = utterance.text
    let attempt = String(text[..<all[words.lower].range.lowerBound]) + object + String(text[all[words.lower].range.upperBound...])
    guard budget.take() else { return nil }
    var result = parse(attempt, state: state, judge: judge, depth: depth + 1, budget: budget, suggesting: false)
    guard let person = result.best?["person"], Utterance.fold(person[...]) == object else { return nil }
    result.text = text
    return result
  }

  /// A question about "that" number or address, said in the sentence before: "Someone rang me from 555-0142
  /// this morning. Who might that be?", "I had an e-mail from r.delgado@example.org. Is that anyone I know?",
  /// "caller ID shows 555 0148 - whose number is it". When the whole reads as nothing and the parts before
  /// the last (after a full stop, a dash or a comma) hold exactly one phone number (its digits may be split
  /// by spaces) or e-mail address, the last part is read with that value before it, as a reverse lookup only.
  private func referredValueReading(
    _ utterance: Utterance, words: UtteranceWords, state: ConversationState, judge: (any PersonJudge)?, depth: Int,
    budget: PartBudget
  ) -> ParseResult? {
    let all = utterance.words
    guard state == .idle,
      let last = all.indices.dropFirst().last(where: { words.sentenceBefore[$0] || words.dashBefore[$0] || words.commaBefore[$0] })
    else { return nil }
    let text = utterance.text
    let spoken = Grammar.spokenValues(utterance, before: last)
    guard Set(spoken.map(\.key)).count == 1, let written = spoken.last?.written, budget.take() else { return nil }
    var result = parse(written + " " + text[utterance.start(ofWord: last)...], state: state, judge: judge, depth: depth + 1, budget: budget)
    guard result.best?.intent == "reverse_lookup" else { return nil }
    result.text = text
    return result
  }

  /// The phone numbers (their digits may be split by spaces; an area code in parentheses is written with them)
  /// and e-mail addresses said in the words before `end`, as written, each with a key that is the same for
  /// the same value written twice.
  static func spokenValues(_ utterance: Utterance, before end: Int) -> [(written: Substring, key: String)] {
    let all = utterance.words
    let text = utterance.text
    var values: [(written: Substring, key: String)] = []
    var index = 0
    while index < end {
      let typed = text[all[index].range]
      if SlotType.isEmail(String(typed)) {
        values.append((typed, Grammar.valueKey(all[index].folded)))
        index += 1
        continue
      }
      // The longest run of number words from here (at most five) that spells a phone number.
      var start = all[index].range.lowerBound
      if start > text.startIndex, text[text.index(before: start)] == "(" { start = text.index(before: start) }
      var last = index
      var found: Int?
      while last < end, last - index < 5, SlotType.phoneDigits(String(text[all[last].range])) != nil {
        if last > index, !text[all[last - 1].range.upperBound..<all[last].range.lowerBound].allSatisfy({ " ()".contains($0) }) { break }
        let span = text[start..<all[last].range.upperBound]
        if (SlotType.phoneDigits(String(span))?.filter(\.isNumber).count ?? 0) >= 7 { found = last }
        last += 1
      }
      if let found {
        let span = text[start..<all[found].range.upperBound]
        values.append((span, Grammar.valueKey(span.lowercased())))
        index = found + 1
      } else {
        index += 1
      }
    }
    return values
  }

  /// Words that ask who someone is.
  static let identityCues: Set<String> = [
    "who", "whose", "whom", "who's", "whos", "anyone", "anybody", "someone", "somebody", "recognise", "recognize",
    "belong", "belongs", "owner", "owns",
  ]

  /// Verbs that do something with a number or an address rather than ask whose it is.
  static let valueActions: Set<String> = [
    "text", "txt", "sms", "msg", "message", "call", "ring", "dial", "phone", "email", "e-mail", "mail", "send", "save", "add",
    "store", "put", "change", "update", "set", "delete", "remove", "erase", "rename", "forward", "block", "merge", "create",
    "keep", "record", "note", "replace", "fix", "correct",
  ]

  /// Words after which an action verb is said as a command ("could you call …", "please save …", "and add …").
  static let commandLeads: Set<String> = [
    "please", "pls", "plz", "kindly", "to", "and", "then", "you", "u", "can", "could", "would", "will", "'ll", "just", "also", "now",
  ]

  /// Words that end a number, before the digits it ends in: "the number endin 7731", "ends with 0199".
  static func endsCue(_ word: String) -> Bool {
    word.hasPrefix("end") || word.hasPrefix("finish") || word == "last"
  }

  /// A question whose only value is a phone number, an e-mail address or a number's last digits, and that
  /// asks who: "Is 555-867-2310 anyone I know?", "do I have 07700 900123 saved under anyone?", "who is calling
  /// me from +7 916 555 0173?", "I've received an e-mail from h.k@example.org and wondered whether that's someone
  /// I know?", "find the number endin 7731". When the whole reads as nothing and it holds exactly one such
  /// value, asks who (or, for last digits, names a number) and commands nothing with it (no "call", "save",
  /// "text" said as a verb), it is read as a reverse lookup of that value.
  private func valueQuestionReading(
    _ utterance: Utterance, words: UtteranceWords, state: ConversationState, depth: Int, budget: PartBudget
  ) -> ParseResult? {
    let all = utterance.words
    guard state == .idle, words.upper - words.lower >= 2, words.upper <= all.count else { return nil }
    // Said as a command ("call 555-0142", "could you save …"), never as a question; said of a thing ("a missed
    // call from …", "a rather formal e-mail from …"), it asks nothing of it.
    for index in words.lower..<words.upper where Grammar.valueActions.contains(all[index].folded) {
      if index == words.lower || Grammar.commandLeads.contains(all[index - 1].folded) { return nil }
    }
    // "someone named Oisín Walsh" introduces a person; it asks nothing.
    let cued = (words.lower..<words.upper).contains { index in
      Grammar.identityCues.contains(all[index].folded)
        && (index + 1 == all.count || !["named", "called", "new"].contains(all[index + 1].folded))
    }
    let text = utterance.text
    let spoken = Grammar.spokenValues(utterance, before: words.upper)
    var asked: String?
    if !spoken.isEmpty {
      guard cued, Set(spoken.map(\.key)).count == 1, let written = spoken.last?.written else { return nil }
      asked = "who has " + written
    } else {
      // Last digits: two to six digits a word or two after "ends", "ending", "last"; only one such group.
      let groups = (words.lower..<words.upper).filter { index in
        let word = all[index].folded
        return (2...6).contains(word.count) && word.allSatisfy(\.isASCII) && word.allSatisfy(\.isNumber)
          && (max(words.lower, index - 3)..<index).contains { Grammar.endsCue(all[$0].folded) }
      }
      let numbered = all[words.lower..<words.upper].contains { ["number", "phone", "numbr", "no", "cell", "mobile", "digits"].contains($0.folded) }
      guard groups.count == 1, let group = groups.first, cued || numbered else { return nil }
      asked = "whose number ends in " + text[all[group].range]
    }
    guard let asked, budget.take() else { return nil }
    var result = parse(asked, state: state, judge: nil, depth: depth + 1, budget: budget, suggesting: false)
    guard result.best?.intent == "reverse_lookup" else { return nil }
    result.text = text
    return result
  }

  /// What is asked to be done, said with a past participle: "I want the old number taken off Anjali", "please
  /// have Dana's number changed to …", "the user needs her added to Family".
  static let participles: [String: String] = [
    "taken": "take", "removed": "remove", "added": "add", "changed": "change", "updated": "update", "deleted": "delete",
    "sent": "send", "texted": "text", "emailed": "email", "e-mailed": "email", "messaged": "message", "called": "call",
    "phoned": "phone", "rung": "ring", "checked": "check", "saved": "save", "stored": "store", "marked": "mark",
    "renamed": "rename", "moved": "move", "merged": "merge", "shown": "show", "listed": "list", "corrected": "correct",
    "fixed": "fix", "edited": "edit", "replaced": "replace", "erased": "erase", "dropped": "drop", "recorded": "record",
    "noted": "note", "starred": "star", "favorited": "favorite", "favourited": "favourite", "linked": "link",
    "attached": "attach", "uploaded": "upload", "scanned": "scan", "searched": "search", "set": "set", "put": "put",
    "looked": "look", "pulled": "pull", "created": "create", "made": "make", "cleared": "clear", "wiped": "wipe",
  ]

  /// Verbs that say what someone wants done: "want", "need", "would like", "have", "get".
  static let causers: Set<String> = ["want", "wants", "wanted", "need", "needs", "needed", "like", "have", "get", "got"]

  /// "I want the old number 555-0104 taken off Anjali Gupta" said as the command it asks for ("take the old
  /// number 555-0104 off Anjali Gupta"): a verb of wanting near the start, what it is about, and a past
  /// participle within eight words. Nil when there is none.
  static func causativeRequest(_ utterance: Utterance) -> String? {
    let all = utterance.words
    let text = utterance.text
    for causer in all.indices.prefix(6) where Grammar.causers.contains(all[causer].folded) {
      guard causer + 2 < all.count, !["to", "you", "u"].contains(all[causer + 1].folded) else { continue }
      for index in (causer + 2)..<min(all.count, causer + 10) {
        // A clause or a sentence ends what it is about.
        if text[all[index - 1].range.upperBound..<all[index].range.lowerBound].contains(where: { ".;!?".contains($0) }) { break }
        guard let base = Grammar.participles[all[index].folded] else { continue }
        return base + " " + text[all[causer + 1].range.lowerBound..<all[index - 1].range.upperBound]
          + text[all[index].range.upperBound...]
      }
    }
    return nil
  }

  /// Verbs a learner may say after what they act on ("Dewi Lestari add to Family group"). Not the words that
  /// are also fields ("Anh Pham email", "Omar phone" ask for one).
  static let commandVerbs: Set<String> = [
    "add", "remove", "delete", "erase", "call", "ring", "dial", "show", "display", "change", "update", "rename", "put",
    "save", "send", "list", "find", "give", "tell", "set", "make", "favorite", "favourite", "star", "write",
  ]

  /// Questions a learner may say last ("… what is?", "… which is").
  static let trailingQuestions: [[String]] = [
    ["what", "is"], ["which", "is"], ["is", "what"], ["what", "it", "is"], ["what's"], ["what"], ["which"], ["who", "is"],
    ["where", "is"], ["when", "is"], ["is", "which"], ["is", "when"], ["is", "where"],
  ]

  /// A request said in a learner's word order, rewritten in English order: the question said last said
  /// first ("Siobhán O'Brien her mail which is" → "which is Siobhán O'Brien her mail"), a verb after up to
  /// four words of what it acts on said before them ("Li Na birthday remove" → "remove Li Na birthday"):
  /// every rewriting that applies, the verb's first. A question without its "do" is ``withDo(_:)``. ("NAME
  /// his FIELD" said as "NAME's FIELD" was tried and left out: it read two measured requests as another
  /// intent.)
  static func learnerOrder(_ utterance: Utterance) -> [String] {
    let all = utterance.words
    let text = utterance.text
    guard all.count >= 2, all.count <= 16 else { return [] }
    var said: [String] = []
    let whole = text.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
    var base = whole
    // The question said last.
    let folded = all.map(\.folded)
    if let question = trailingQuestions.first(where: { folded.count > $0.count + 1 && folded.suffix($0.count).elementsEqual($0) }) {
      let start = all[all.count - question.count].range.lowerBound
      let asked = text[start...].trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
      let before = text[..<start].trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
      base = asked + " " + before
    }
    // The verb said after what it acts on.
    let words = Utterance(base).words
    if let verb = words.indices.dropFirst().prefix(5).first(where: { commandVerbs.contains(words[$0].folded) }),
      !commandVerbs.contains(words[0].folded), !questionWords.contains(words[0].folded)
    {
      let object = base[..<words[verb - 1].range.upperBound].trimmingCharacters(in: .punctuationCharacters)
      // "… notes show me", "… card send me please": who it is for goes with the verb.
      let after = words[(verb + 1)...].map(\.folded)
      if !after.isEmpty, after.count <= 3, after.allSatisfy({ ["me", "us", "please", "pls", "for"].contains($0) }) {
        said.append(String(base[words[verb].range.lowerBound...]).trimmingCharacters(in: .punctuationCharacters) + " " + object)
      } else {
        said.append(String(base[words[verb].range]) + " " + object + base[words[verb].range.upperBound...])
      }
    }
    if base != whole { said.append(base) }
    return said
  }

  /// A learner's question about one detail in words of any order ("Agnieszka have website?", "Anh Pham email
  /// from the school", "Mateo García his cellphone number what is?"), said as "what is NAME's LABEL FIELD":
  /// one detail word (a label beside it at most), one run of other words (the person) and otherwise only
  /// words that ask ("what", "is", "have", "his", "the" …). No digits or addresses (those are edits). Nil
  /// for anything else; the caller checks the person with the index.
  func detailQuestion(_ utterance: Utterance) -> (said: String, person: String)? {
    let all = utterance.words
    guard (2...10).contains(all.count), let fields = listValues["field"], let labels = listValues["label"],
      !utterance.text.contains(where: { $0.isNumber || $0 == "@" })
    else { return nil }
    var field: (value: String, range: Range<Int>)?
    var label: Range<Int>?
    var person: Range<Int>?
    var index = 0
    while index < all.count {
      var matched = false
      for length in stride(from: min(3, all.count - index), through: 1, by: -1) {
        let phrase = all[index..<(index + length)].map(\.folded).joined(separator: " ")
        if let value = fields[phrase] {
          guard field == nil, value != "name" else { return nil }
          field = (value, index..<(index + length))
        } else if labels[phrase] != nil {
          guard label == nil else { return nil }
          label = index..<(index + length)
        } else {
          continue
        }
        index += length
        matched = true
        break
      }
      if matched { continue }
      if all[index].folded == "'s", let run = person, run.upperBound == index {
        // "Hakan's number what is it": the possessive ends the person, and is said again in the question.
        index += 1
        continue
      }
      if !Grammar.askingWords.contains(all[index].folded) {
        // The person: one run of words.
        if let run = person {
          guard run.upperBound == index else { return nil }
          person = run.lowerBound..<(index + 1)
        } else {
          person = index..<(index + 1)
        }
      }
      index += 1
    }
    guard let field, let person else { return nil }
    func said(_ range: Range<Int>) -> String { String(utterance.text(ofWords: range)) }
    let name = said(person)
    let labelWords = label.map { said($0) + " " } ?? ""
    return ("what is \(name)'s \(labelWords)\(said(field.range))", name)
  }

  /// A learner's topic said first ("Tomáš, send him SMS that the car is ready", "Minh send him message we are
  /// waiting"): one to four words, a verb, and "him", "her" or "them" within the next two words, said with the
  /// name where the pronoun is. Each split of the topic, longest first; the caller checks the name.
  static func topicFirst(_ utterance: Utterance) -> [(said: String, name: String)] {
    let all = utterance.words
    let text = utterance.text
    guard all.count >= 4 else { return [] }
    var said: [(String, String)] = []
    for length in stride(from: min(4, all.count - 3), through: 1, by: -1) {
      let verb = length
      guard commandVerbs.contains(all[verb].folded) || messageVerbs.contains(all[verb].folded),
        let pronoun = ((verb + 1)...min(verb + 2, all.count - 1)).first(where: { ["him", "her", "them"].contains(all[$0].folded) })
      else { continue }
      let name = String(utterance.text(ofWords: 0..<length))
      let rest = String(text[all[verb].range.lowerBound..<all[pronoun].range.lowerBound]) + name
        + String(text[all[pronoun].range.upperBound...])
      said.append((rest, name))
    }
    return said
  }

  static let messageVerbs: Set<String> = ["text", "message", "sms", "email", "e-mail", "mail", "ping", "msg", "whatsapp"]

  /// Words that only ask, around a learner's question about a detail.
  static let askingWords: Set<String> = [
    "what", "whats", "what's", "which", "when", "where", "is", "are", "was", "the", "a", "an", "of", "from", "for", "his",
    "her", "their", "its", "have", "has", "had", "got", "does", "do", "did", "please", "pls", "me", "give", "tell", "show",
    "say", "i", "need", "want", "know", "can", "could", "you", "u", "to", "about", "there", "any", "now", "current", "it",
    "this", "that", "kith", "him", "them", "hers", "theirs", "she", "he", "they", "own", "saved",
  ]

  /// A question asked without its "do" ("how many contacts I have", "what you have about Zhou Xin?"), with
  /// it: "do" before the first subject within four words of the question word, when no auxiliary is there.
  static func withDo(_ utterance: Utterance) -> String? {
    let all = utterance.words
    guard let first = all.first, questionWords.contains(first.folded) else { return nil }
    let auxiliaries: Set<String> = [
      "do", "does", "did", "can", "could", "would", "will", "should", "shall", "may", "might", "must", "have", "has", "had",
      "am", "are", "is", "was", "were", "don't", "doesn't", "didn't",
    ]
    for index in all.indices.dropFirst().prefix(4) {
      if auxiliaries.contains(all[index].folded) { return nil }
      guard ["i", "you", "we", "they", "u"].contains(all[index].folded), index + 1 < all.count else { continue }
      let text = utterance.text
      return String(text[..<all[index].range.lowerBound]) + "do " + String(text[all[index].range.lowerBound...])
    }
    return nil
  }

  /// A quoted message said before "to RECIPIENT" ("text 'Happy anniversary' to Chidi" → "text Chidi: 'Happy
  /// anniversary'"), or a request ending in a quoted message with nothing between it and the recipient
  /// ("send John Okafor "per our call."" → "send John Okafor: "per our call.""). Nil for anything else.
  static func quoteAfterRecipient(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let open = trimmed.firstIndex(where: { Matcher.closingQuote[$0] != nil }), open > trimmed.startIndex,
      trimmed[trimmed.index(before: open)] == " ", let close = Matcher.closingQuote[trimmed[open]]
    else { return nil }
    let before = trimmed[..<open].trimmingCharacters(in: .whitespaces)
    guard !before.isEmpty, !before.contains(where: { ":,;.?!".contains($0) }) else { return nil }
    let inner = trimmed[trimmed.index(after: open)...]
    // The closing quote: one not inside a word (an apostrophe is no quote).
    guard let end = inner.indices.first(where: { index in
      guard inner[index] == close, index > inner.startIndex else { return false }
      let next = inner.index(after: index)
      return next == inner.endIndex || !inner[next].isLetter
    }) else { return nil }
    let quote = trimmed[open...end]
    var rest = inner[inner.index(after: end)...].drop { $0 == "." || $0 == "," }.drop(while: \.isWhitespace)
    if rest.isEmpty {
      // "send NAME "…"" is "send NAME a message: "…"".
      let sendsMessage = Utterance.fold(before.prefix(5)) == "send " && !before.contains { $0 == ":" }
      return before + (sendsMessage ? " a message: " : ": ") + quote
    }
    guard Utterance.fold(rest.prefix(3)) == "to " else { return nil }
    rest = rest.dropFirst(3).drop(while: \.isWhitespace)
    while let last = rest.last, last == "." || last.isWhitespace { rest = rest.dropLast() }
    let recipient = String(rest)
    guard !recipient.isEmpty, recipient.split(separator: " ").count <= 5 else { return nil }
    return before + " " + recipient + ": " + quote
  }

  /// A message addressed before a colon without a verb that reads (`send to NAME: …`, `NAME message: …`,
  /// `NAME text please: …`), said as "text NAME: …"; the name, one to four words, is returned to be checked.
  static func colonAddressed(_ text: String) -> (said: String, name: String)? {
    guard let colon = text.firstIndex(of: ":"), !text[..<colon].contains(where: { "\"“”«».?!;".contains($0) }) else { return nil }
    let message = text[text.index(after: colon)...].drop(while: \.isWhitespace)
    guard !message.isEmpty else { return nil }
    var words = text[..<colon].replacingOccurrences(of: ",", with: " ").split(whereSeparator: \.isWhitespace).map(String.init)
    while let first = words.first, ["please", "pls", "kindly"].contains(Utterance.fold(first[...])) { words.removeFirst() }
    while let last = words.last, ["please", "pls"].contains(Utterance.fold(last[...])) { words.removeLast() }
    guard words.count >= 2 else { return nil }
    let name: [String]
    if ["send", "write", "reply"].contains(Utterance.fold(words[0][...])), Utterance.fold(words[1][...]) == "to" {
      name = Array(words.dropFirst(2))
    } else if ["message", "text", "sms", "msg"].contains(Utterance.fold(words.last![...])) {
      name = Array(words.dropLast())
    } else {
      return nil
    }
    guard (1...4).contains(name.count), name.allSatisfy({ $0.contains(where: \.isLetter) }) else { return nil }
    let joined = name.joined(separator: " ")
    return ("text \(joined): \(message)", joined)
  }

  /// "the user's mom" as written in `text` for "mom", when a relay wrote its user's relation so.
  static func writtenOwner(of relation: Substring, in text: String) -> String? {
    for owner in ["the user's ", "my user's ", "the user’s ", "the principal's ", "my principal's "] {
      if let range = text.range(of: owner + relation, options: .caseInsensitive) { return String(text[range]) }
    }
    return nil
  }


  /// A terse writer's symbols, as the words they stand for: "ngozi nick -> Zee", "omar addr = 12 Peachtree
  /// St", "merge Bob Jones + Robert Jones", "emeka home #", "#s for bob". Nil when there are none.
  static func symbolsAsWords(_ text: String) -> String? {
    let symbols: [(String, String)] = [
      ("->", "to"), ("→", "to"), ("=>", "to"), ("=", "is"), ("+", "and"), ("#s", "numbers"), ("#", "number"),
    ]
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var changed = false
    for (index, word) in words.enumerated() {
      // A symbol standing alone, or a number sign at the end of a word ("office#").
      if let (_, said) = symbols.first(where: { $0.0 == word }) {
        words[index] = said
        changed = true
      } else if word.count > 1, word.hasSuffix("#"), word.dropLast().allSatisfy(\.isLetter) {
        words[index] = word.dropLast() + " number"
        changed = true
      }
    }
    return changed ? words.joined(separator: " ") : nil
  }

  /// A question asked inside another, in the order of a statement: "The user asks what my sister's cell
  /// is", "I wonder who Dr. Okafor is", "do you know what Ana's email address was". When the whole reads as
  /// nothing and ends in "is", "are", "was" or "were", the question is read with that verb moved after its
  /// question word ("what is my sister's cell"), as a question only: never an edit, a message or a call.
  private func embeddedQuestionReading(
    _ utterance: Utterance, words: UtteranceWords, state: ConversationState, judge: (any PersonJudge)?, depth: Int,
    budget: PartBudget
  ) -> ParseResult? {
    let all = utterance.words
    guard state == .idle, words.upper - words.lower >= 3, words.upper <= all.count else { return nil }
    let last = words.upper - 1
    guard ["is", "are", "was", "were"].contains(all[last].folded),
      let question = all[words.lower..<last].firstIndex(where: { Grammar.questionWords.contains($0.folded) }),
      last - question >= 2, budget.take()
    else { return nil }
    let text = utterance.text
    let asked = String(text[..<all[question].range.upperBound]) + " " + String(text[all[last].range]) + " "
      + String(text[utterance.start(ofWord: question + 1)..<all[last - 1].range.upperBound])
    var result = parse(asked, state: state, judge: judge, depth: depth + 1, budget: budget, suggesting: false)
    guard let intent = result.best?.intent, Grammar.questionIntents.contains(intent) else { return nil }
    result.text = text
    return result
  }

  /// What a relay reports its user saying, in the user's words: "The user says Olumide Adeyemi is their
  /// boss" is "Olumide Adeyemi is my boss". When the whole reads as nothing and begins "the user says",
  /// "my user said that" and the like, the rest is read with "their", "them", "they" and "themselves" as
  /// the user's own words; a reading with a message is never taken (a message keeps its words as said).
  private func relayedOwnerReading(
    _ utterance: Utterance, state: ConversationState, judge: (any PersonJudge)?, depth: Int, budget: PartBudget
  ) -> ParseResult? {
    let all = utterance.words
    guard all.count >= 4, ["the", "my"].contains(all[0].folded), ["user", "client", "customer", "owner", "principal"].contains(all[1].folded),
      Grammar.reportingVerbs.contains(all[2].folded)
    else { return nil }
    var start = 3
    if ["me", "us", "kith"].contains(all[start].folded) { start += 1 }
    if start < all.count, all[start].folded == "that" { start += 1 }
    let owner = [
      "their": "my", "theirs": "mine", "them": "me", "they": "I", "themselves": "myself", "themself": "myself",
      "they're": "I'm", "they've": "I've", "they'd": "I'd", "they'll": "I'll",
    ]
    guard start < all.count, all[start...].contains(where: { owner[$0.folded] != nil }), budget.take() else { return nil }
    let text = utterance.text
    var said = ""
    var cursor = utterance.start(ofWord: start)
    var previous = ""
    for word in all[start...] {
      // "they are" is "I am".
      let mine = previous == "they" ? ["are": "am", "were": "was"][word.folded] : owner[word.folded]
      previous = word.folded
      guard let mine else { continue }
      said += text[cursor..<word.range.lowerBound] + mine
      cursor = word.range.upperBound
    }
    said += text[cursor...]
    var result = parse(said, state: state, judge: judge, depth: depth + 1, budget: budget, suggesting: false)
    guard let reading = result.best, reading.slots["body"] == nil, !["send_message", "send_email"].contains(reading.intent) else { return nil }
    result.text = text
    return result
  }

  /// What a relay calls the person it speaks for ("the user", "my principal").
  static let userWords: Set<String> = ["user", "principal"]

  /// A relay's words for its user in the user's own: "the user's" and "my user's" are "my", "the user" is
  /// "I" where it begins a clause (its verb with it: "the user wants" is "I want", "has" is "have") and
  /// "me" elsewhere ("Someone texted the user from …"). `nil` when the request names no user.
  static func firstPersonRelay(_ utterance: Utterance) -> String? {
    let all = utterance.words
    guard all.count >= 3, all.contains(where: { Grammar.userWords.contains($0.folded) }) else { return nil }
    let text = utterance.text
    var said = ""
    var cursor = text.startIndex
    var index = 0
    var changed = false
    func replace(_ words: Range<Int>, with replacement: String) {
      said += text[cursor..<all[words.lowerBound].range.lowerBound] + replacement
      cursor = all[words.upperBound - 1].range.upperBound
      changed = true
    }
    while index + 1 < all.count {
      guard ["the", "my", "our"].contains(all[index].folded), Grammar.userWords.contains(all[index + 1].folded) else {
        index += 1
        continue
      }
      // "on the user's behalf" is said of the relay's own doing, and dropped as a filler.
      if index + 3 < all.count, all[index + 2].folded == "'s", all[index + 3].folded == "behalf" {
        index += 4
        continue
      }
      if index + 2 < all.count, all[index + 2].folded == "'s" {
        replace(index..<(index + 3), with: "my")
        index += 3
        continue
      }
      let between = index == 0 ? "" : text[all[index - 1].range.upperBound..<all[index].range.lowerBound]
      let subject = index == 0 || between.contains(where: { ",.;:!?(".contains($0) })
        || Grammar.clauseOpeners.contains(all[index - 1].folded)
      guard subject else {
        replace(index..<(index + 2), with: "me")
        index += 2
        continue
      }
      replace(index..<(index + 2), with: "I")
      index += 2
      // Its verb, past an adverb or two ("the user just met …", "the user also wants …"). What the user
      // says is read by `relayedOwnerReading`, with "their" as "my".
      while index < all.count, Grammar.relayAdverbs.contains(all[index].folded) { index += 1 }
      if index < all.count, Grammar.reportingVerbs.contains(all[index].folded) { return nil }
      if index < all.count, let base = Grammar.firstPersonVerb(all[index].folded) {
        replace(index..<(index + 1), with: base)
        index += 1
      }
    }
    guard changed else { return nil }
    return said + text[cursor...]
  }

  /// Words that begin a clause whose subject follows: "… and the user wants", "… because the user is".
  static let clauseOpeners: Set<String> = [
    "and", "but", "so", "that", "because", "if", "when", "since", "as", "while", "whether", "now", "then", "also",
  ]

  /// Verbs a relay reports what its user said with.
  static let reportingVerbs: Set<String> = [
    "says", "said", "mentions", "mentioned", "tells", "told", "writes", "wrote", "explains", "explained", "reports", "confirms",
  ]

  /// Adverbs between a relay's "the user" and its verb.
  static let relayAdverbs: Set<String> = [
    "just", "also", "really", "now", "currently", "still", "only", "already", "kindly", "actually", "recently", "finally",
  ]

  /// A third-person verb as the user says it: "wants" is "want", "has" is "have", "is" is "am"; `nil` for
  /// words that need no change ("would", "asked", "met").
  static func firstPersonVerb(_ word: String) -> String? {
    switch word {
    case "is": return "am"
    case "has": return "have"
    case "does": return "do"
    case "was": return nil
    default: break
    }
    guard word.count >= 4, word.allSatisfy({ $0.isLetter && $0.isASCII }), word.hasSuffix("s"), !word.hasSuffix("ss"),
      !word.hasSuffix("us"), !word.hasSuffix("is")
    else { return nil }
    if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
    if ["shes", "ches", "xes", "zes", "oes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
    return String(word.dropLast())
  }

  /// Whether every value `reading` read as written (a message, a new value, a new name) is in `text` as it
  /// stands: a reading of the request said another way never alters what is to be sent or saved. The
  /// person may be said another way ("the user's sister" is "my sister").
  static func keepsValues(_ reading: Parse, of text: String) -> Bool {
    reading.slots.allSatisfy { name, value in
      // Values the template fixed ("favorites") and lists' canonical words are no words as written.
      guard let type = reading.details[name]?.type, Grammar.writtenTypes.contains(type) else { return true }
      return value.strings.allSatisfy { text.contains($0) }
    }
  }

  /// The slot types whose values are words as written (a person may be said another way).
  static let writtenTypes: Set<String> = [
    "message", "text", "name", "group", "organization", "details", "phone", "email", "path", "date", "digits",
  ]

  /// What a question asks for: nothing changes, nothing is sent.
  static let questionIntents: Set<String> = [
    "lookup_field", "show_contact", "reverse_lookup", "list_contacts", "upcoming_dates", "find_duplicates", "find_profiles", "help",
  ]

  /// Words that begin a question asked inside another ("… what my sister's cell is").
  static let questionWords: Set<String> = ["what", "who", "where", "when", "which", "whose", "how"]

  /// Subjects of a clause about someone just named.
  static let thirdPersonSubjects: Set<String> = ["he", "she", "they", "he's", "she's", "they're", "they've"]

  /// Words that stand for a person already named.
  static let pronouns: Set<String> = ["him", "her", "them", "his", "their", "he", "she", "they"]

  /// Edits that a comma's clause may qualify: none is read with the clause left out.
  static let editsNeedingAll: Set<String> = [
    "delete_contact", "remove_field", "update_field", "rename_contact", "remove_from_group", "add_field", "set_photo",
    "add_contact", "add_to_group",
  ]

  /// The word range left once polite openings and closings are dropped ("hey kith, could you …, please"),
  /// and whether the request opened politely, or as a question ("could you …").
  func politeBounds(_ words: [String]) -> (lower: Int, upper: Int, opening: Bool, question: Bool) {
    var lower = 0
    var upper = words.count
    var question = false
    // Polite words as people write them ("can ya call Nan", "thx"): each word also as the word it stands for.
    let spellings = [words] + (words.contains { aliases[$0] != nil } ? [words.map { aliases[$0]?.first ?? $0 }] : [])
    var changed = true
    while changed, lower < upper {
      changed = false
      opening: for written in spellings {
        for phrase in openingByFirst[written[lower]] ?? [] where upper - lower > phrase.count {
          // "The user" followed by "is" is the subject, not an opening: "the user is Dana Whitfield".
          if written[lower..<(lower + phrase.count)].elementsEqual(phrase),
            phrase.last != "user" || !["is", "'s"].contains(written[lower + phrase.count])
          {
            lower += phrase.count
            question = question || questionPhrases.contains(phrase)
            changed = true
            break opening
          }
        }
      }
      guard upper > lower else { break }
      closing: for written in spellings {
        for phrase in closingByLast[written[upper - 1]] ?? [] where upper - lower > phrase.count {
          if written[(upper - phrase.count)..<upper].elementsEqual(phrase) {
            upper -= phrase.count
            changed = true
            break closing
          }
        }
      }
      // A picture at the end ("make grandma a favorite ❤️", "call mom 👍") says nothing to do; a message
      // keeps it (a message runs to the end of what was said).
      if upper - lower > 1, Grammar.isPictograph(words[upper - 1]) {
        upper -= 1
        changed = true
      }
    }
    return (lower, upper, lower > 0, question)
  }

  /// A word of pictures alone: emoji and other symbols, no letter or digit.
  static func isPictograph(_ word: String) -> Bool {
    guard let first = word.utf8.first, first >= 0xE2 else {
      return Utterance.emoticons.contains(word) || Utterance.emoticons.contains(word.uppercased())
    }
    var pictured = false
    for scalar in word.unicodeScalars {
      let properties = scalar.properties
      if properties.isAlphabetic || properties.numericType != nil { return false }
      if properties.isEmojiPresentation || properties.generalCategory == .otherSymbol { pictured = true }
    }
    return pictured
  }

  /// An example of the intent whose words the request shares most, for "You can say things like: …".
  func suggestion(for utterance: Utterance, in state: ConversationState) -> String? {
    let words = Set(utterance.words.map { vocabulary.id($0.folded) })
    let candidates = intents.filter { !$0.examples.isEmpty && ($0.states.isEmpty || $0.states.contains(state)) }
    // A word that many intents use ("the", "'s", "my") says less about which one was meant than a rare one
    // ("weather" none, "email" a few): each shared word counts one over the number of intents that use it.
    var best: (intent: Intent, overlap: Double)?
    for intent in candidates {
      var overlap = 0.0
      // In a fixed order: a sum of fractions in a set's order differs in its last bits from run to run, and
      // two intents that tie would take turns being suggested.
      for word in intent.words.intersection(words).sorted() {
        overlap += 1 / Double(candidates.count { $0.words.contains(word) })
      }
      // Less than half a word's worth ("a", "some", "like") is no hint.
      if overlap >= 0.5, overlap > (best?.overlap ?? 0) { best = (intent, overlap) }
    }
    // With no word in common, the everyday request.
    return (best?.intent ?? intent(named: "send_message") ?? intents.first { !$0.examples.isEmpty && $0.states.isEmpty })?
      .examples.first
  }
}

/// The judge when no index is at hand: in a request typed in mixed case, a span of capitalised words
/// ("Jon Smith" in "sms Jon Smith hello") is a name; otherwise the shorter span is.
struct CapitalizationJudge: PersonJudge {
  let mixedCase: Bool

  init(_ utterance: Utterance) {
    mixedCase = utterance.isMixedCase
  }

  func fits(ofPeople spans: [String]) -> [PersonFit] { spans.map(fit) }

  func fit(_ words: String) -> PersonFit {
    let parts = words.split(whereSeparator: \.isWhitespace)
    // "I", "I'm" and "I'll" are capitalised but never a name.
    // In a request typed all in one case, capitals say nothing.
    guard mixedCase else { return PersonFit(rank: 0, score: 0, words: 0) }
    let capitalised = parts.allSatisfy { part in
      (part.first?.isUppercase ?? false) && !(part.first == "I" && (part.count == 1 || Utterance.isApostrophe(part.dropFirst().first!)))
    }
    return PersonFit(rank: capitalised ? 1 : 0, score: 0, words: capitalised ? parts.count : -parts.count)
  }
}

/// Without any judge: capitals when they say something, else the shorter span.
struct FallbackJudge: PersonJudge {
  let capitals: CapitalizationJudge

  func fits(ofPeople spans: [String]) -> [PersonFit] {
    zip(spans, capitals.fits(ofPeople: spans)).map { span, fit in
      fit.rank > 0 ? fit : PersonFit(rank: 0, score: 0, words: -span.split(whereSeparator: \.isWhitespace).count)
    }
  }
}
