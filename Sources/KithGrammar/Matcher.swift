/// Finds every reading of one utterance under one template, by backtracking over the words.
///
/// The rest of a template is kept as a linked list of patterns, so a choice or an open span tries each
/// way forward without copying what remains. The list's links live on a stack (``frames``): a link is
/// pushed where a part opens and popped when every way through it has been tried, so no link is
/// allocated on its own.
struct Matcher {
  /// A link of the rest of a template: its pattern and the link after it (``end`` for none).
  private typealias Next = Int32
  private struct Frame {
    var node: Node
    var rest: Next
  }
  private static let end: Next = -1
  private var frames: [Frame] = []

  /// Pushes a link and returns it.
  private mutating func push(_ node: Node, _ rest: Next) -> Next {
    frames.append(Frame(node: node, rest: rest))
    return Next(frames.count - 1)
  }

  /// Pops the links pushed since the stack held `count`.
  private mutating func pop(to count: Int) {
    frames.removeSubrange(count...)
  }

  private struct Capture {
    var slot: String
    var source: String
    var reading: SlotReading
    /// The word after the span.
    var end: Int
  }

  private struct SpanKey: Hashable {
    var type: SlotType
    var lower: Int
    var upper: Int
    /// A possessive written without its apostrophe: the span's final "s" dropped ("moms cell").
    var droppingS = false

    /// The span alone: hashing the type would hash its raw string, and spans of one request rarely share
    /// their bounds across types.
    func hash(into hasher: inout Hasher) {
      hasher.combine(lower)
      hasher.combine(upper)
      hasher.combine(droppingS)
    }
  }

  let grammar: Grammar
  let utterance: Utterance
  let words: UtteranceWords
  /// The words between the polite opening and closing, if any.
  let lower: Int
  let upper: Int
  /// The end of the request, polite closing included: a message that ends the request runs to here
  /// ("tell mom I said thanks"), since what it says is never cut.
  let end: Int
  private(set) var parses: [Parse] = []
  private var captures: [Capture] = []
  private var literalWords = 0
  private var openWords = 0
  /// Keywords matched through a typo (also counted as open words).
  private var typoWords = 0
  private var template = 0
  private var readings: [SpanKey: SlotReading?] = [:]

  /// Whether "the" may be left out, at the cost of an open word: only when nothing else reads.
  let skipsArticles: Bool

  init(grammar: Grammar, utterance: Utterance, words: UtteranceWords, skipsArticles: Bool = false) {
    self.skipsArticles = skipsArticles
    self.grammar = grammar
    self.utterance = utterance
    self.words = words
    lower = words.lower
    upper = words.upper
    end = utterance.words.count
  }

  /// Adds every reading of the utterance under template number `index`.
  mutating func match(template index: Int) {
    template = index
    frames.removeAll(keepingCapacity: true)
    match(push(grammar.templates[index].node, Matcher.end), lower)
  }

  private mutating func match(_ next: Next, _ position: Int) {
    // A filler ("please", "um", "again") may stand before any part but a message, whose words are kept.
    if position < upper, words.fillerLength[position] > 0 {
      let after = position + words.fillerLength[position]
      // Before a message only when punctuation sets the message apart: "send Hannah a message please: …".
      if next == Matcher.end || isTerminal(next) || (after < end && (words.strongStopBefore[after] || words.commaBefore[after])) {
        match(next, after)
      }
    }
    guard next != Matcher.end else {
      if position == upper || (position == end && captures.last?.source == SlotType.message.rawValue) { emit(position) }
      return
    }
    let rest = frames[Int(next)].rest
    switch frames[Int(next)].node {
    case .word(let word):
      _ = matchKeyword(word, rest, position)
    case .article(let word):
      if !matchKeyword(word, rest, position), skipsArticles {
        openWords += 1
        match(rest, position)
        openWords -= 1
      }
    case .words(let set):
      guard position < upper else { return }
      if set.contains(words.ids[position]) {
        literalWords += 1
        match(rest, position + 1)
        literalWords -= 1
      } else if words.typos[position].contains(where: set.contains),
        !opensMessage(rest) || words.typos[position].contains(where: { set.contains($0) && mayIntroduceMessage(position, $0) })
      {
        openWords += 1
        typoWords += 1
        match(rest, position + 1)
        typoWords -= 1
        openWords -= 1
      }
    case .sequence(let parts):
      let mark = frames.count
      var chain = rest
      for part in parts.reversed() { chain = push(part, chain) }
      match(chain, position)
      pop(to: mark)
    case .choice(let parts, let firsts):
      // A part that must start with a word not here is not tried (a filler here may hide the word).
      let guarded = !firsts.isEmpty && (position >= upper || words.fillerLength[position] == 0)
      for (index, part) in parts.enumerated() {
        if guarded, let starts = firsts[index] {
          guard position < upper, starts.contains(words.ids[position]) || words.typos[position].contains(where: starts.contains)
          else { continue }
        }
        let mark = frames.count
        match(push(part, rest), position)
        pop(to: mark)
      }
    case .permutation(let parts):
      guard !parts.isEmpty else { return match(rest, position) }
      for index in parts.indices {
        var others = parts
        others.remove(at: index)
        let mark = frames.count
        match(push(parts[index], push(.permutation(others), rest)), position)
        pop(to: mark)
      }
    case .list(let index, let slot):
      matchList(grammar.compiledLists[index], slot, rest, position)
    case .span(let type, let slot):
      matchSpan(type, slot, rest, position)
    case .possessive(let slot):
      matchPossessive(slot, rest, position)
    }
  }

  /// Matches one keyword at `position`, as typed or through a typo; false when it is not there.
  private mutating func matchKeyword(_ word: Int32, _ rest: Next, _ position: Int) -> Bool {
    guard position < upper else { return false }
    if words.ids[position] == word {
      literalWords += 1
      match(rest, position + 1)
      literalWords -= 1
      return true
    }
    guard words.typos[position].contains(word), !opensMessage(rest) || mayIntroduceMessage(position, word) else {
      return false
    }
    // A misspelt keyword ("txet", "emial") counts as an open word: any exact reading beats it.
    openWords += 1
    typoWords += 1
    match(rest, position + 1)
    typoWords -= 1
    openWords -= 1
    return true
  }

  /// Whether the word at `position`, read as `keyword` through a typo, may stand for it just before a
  /// message: a shorthand the grammar lists ("abt" → about), or letters swapped, added or dropped ("sayign",
  /// "sayng"). One letter changed is not enough there: it is too often another word, the message's first
  /// ("paying" is not "saying", nor "heading" "reading").
  private func mayIntroduceMessage(_ position: Int, _ keyword: Int32) -> Bool {
    let typed = utterance.words[position].folded
    if grammar.aliases[typed] != nil { return true }
    guard let word = grammar.vocabulary.word(keyword) else { return false }
    return typed.count != word.count || typed.sorted() == word.sorted()
  }

  /// Whether a message begins right here. A keyword just before a message is never read through a typo:
  /// the word may be the message's first ("text mom heading home" is not "reading: home", nor "paying
  /// rent" "saying: rent"), and a message is never cut.
  private func opensMessage(_ next: Next) -> Bool {
    guard next != Matcher.end else { return false }
    return opensMessage(frames[Int(next)].node, frames[Int(next)].rest)
  }

  private func opensMessage(_ node: Node, _ rest: Next) -> Bool {
    switch node {
    case .span(let type, _): return type == .message
    case .sequence(let parts): return parts.first.map { opensMessage($0, rest) } ?? opensMessage(rest)
    default: return false
    }
  }

  private func isTerminal(_ next: Next) -> Bool {
    switch frames[Int(next)].node {
    case .word, .words, .article, .list, .possessive: return true
    case .span(let type, _): return type != .message
    case .sequence, .choice, .permutation: return false
    }
  }

  private mutating func matchList(_ list: CompiledList, _ slot: String, _ rest: Next, _ position: Int) {
    guard position < upper else { return }
    matchList(list.byFirstWord[words.ids[position]], list, slot, rest, position, typo: false)
    for typo in words.typos[position] { matchList(list.byFirstWord[typo], list, slot, rest, position, typo: true) }
  }

  private mutating func matchList(
    _ entries: [(phrase: [Int32], value: String)]?, _ list: CompiledList, _ slot: String, _ rest: Next, _ position: Int,
    typo: Bool
  ) {
    guard let entries else { return }
    for entry in entries where position + entry.phrase.count <= upper {
      var typos = typo ? 1 : 0
      var fits = true
      for offset in 1..<max(1, entry.phrase.count) {
        let id = entry.phrase[offset]
        if words.ids[position + offset] == id { continue }
        if words.typos[position + offset].contains(id) { typos += 1 } else { fits = false; break }
      }
      guard fits else { continue }
      let end = position + entry.phrase.count
      captures.append(Capture(slot: slot, source: list.name, reading: SlotReading(entry.value), end: end))
      literalWords += entry.phrase.count - typos
      openWords += typos
      typoWords += typos
      match(rest, end)
      typoWords -= typos
      openWords -= typos
      literalWords -= entry.phrase.count - typos
      captures.removeLast()
    }
  }

  private mutating func matchSpan(
    _ type: SlotType, _ slot: String, _ rest: Next, _ position: Int, droppingS: Bool = false, keepingS: Bool = false
  ) {
    if type == .message, rest == Matcher.end { return matchMessage(slot, position) }
    guard position < upper else { return }
    let last = upper - position < type.maxWords ? upper : position + type.maxWords
    // When a word follows the span, the span can only end where that word is.
    var following: Int32?
    if rest != Matcher.end, case .word(let word) = frames[Int(rest)].node { following = word }
    // The last part of a template must run to the end (or to a filler there).
    let first = rest == Matcher.end ? max(position + 1, last - words.trailingFillers) : position + 1
    guard first <= last else { return }
    for end in first...last {
      if let following, end < upper, words.ids[end] != following, !words.typos[end].contains(following) { continue }
      // A name that lost its apostrophe is followed by what it owns ("moms cell"), never ends the request.
      if droppingS, !words.endsInS[end - 1] || end == upper || words.ids[end] == words.possessiveID { continue }
      guard let reading = reading(SpanKey(type: type, lower: position, upper: end, droppingS: droppingS && !keepingS))
      else { continue }
      captures.append(Capture(slot: slot, source: type.rawValue, reading: reading, end: end))
      let open = type.isOpen ? end - position : 0
      openWords += open
      match(rest, end)
      openWords -= open
      captures.removeLast()
    }
  }

  /// A message that ends the template takes the polite closing too ("tell mom I said thanks"): it is the
  /// one slot whose every word is kept, and its closing words count as skipped, not as open. The closing
  /// stays out only when the writer set the message apart: in quotes, or as its own sentence after a
  /// polite opening ("Could you text mom I'm home? Many thanks.").
  private mutating func matchMessage(_ slot: String, _ position: Int) {
    guard position < end else { return }
    // A message made only of the polite closing is one only if it thanks: "text mom thanks" sends
    // "thanks"; "email Noah please" and "email Wei, if that's alright" send nothing yet.
    // A message of pictures alone ("text mom ❤️") is one too.
    // Thanks said again ("thanks, thanks, thank you very much!!") is still thanks, and closing words the
    // writer set apart as the message (after a colon or "saying", or in quotes: "text Bo: please") are it.
    if position >= upper, !thanksAlone(position), !introduced(position),
      !utterance.words[position..<end].allSatisfy({ Grammar.isPictograph($0.folded) })
    {
      return
    }
    var stop = end
    // What a message is "regarding" is a topic, not words to send: a closing after it that is no thanks is
    // kith's ("… regarding our itinerary for Abu Dhabi, if you would be so kind"). After "about" it may be the
    // message ("ask Mike about the package arrived, thanks").
    if upper < end, position > 0, position < upper, words.commaBefore[upper] || words.sentenceBefore[upper],
      ["regarding", "concerning"].contains(utterance.words[position - 1].folded), !thanksAlone(upper),
      !utterance.words[upper..<end].allSatisfy({ Grammar.isPictograph($0.folded) })
    {
      stop = upper
    }
    // A closing of pictures alone ("…happy birthday Zizi!! 🎉") is the message's.
    if upper < end, !utterance.words[upper..<end].allSatisfy({ Grammar.isPictograph($0.folded) }),
      (words.politeOpening && words.sentenceEndsBefore(upper, in: utterance) && (!greets(position) || !thanksAlone(upper)))
        || (position < upper && isQuoted(position, upper))
    {
      // "Please text mom. Thank you kindly.": the closing thanks kith, it is no message.
      guard position < upper else { return }
      stop = upper
    }
    // "text my husband to pick up milk": right after the person, "to" says what they are asked to do and is
    // no word of the message ("…to you and the family" is one).
    var first = position
    if let person = captures.last, person.slot == "person", person.end == position, position + 2 <= stop,
      utterance.text[utterance.words[position].range].lowercased() == "to", !Matcher.toObjects.contains(utterance.words[position + 1].folded),
      utterance.words[position + 1].folded.first?.isLetter ?? false
    {
      first = position + 1
    }
    guard let reading = reading(SpanKey(type: .message, lower: first, upper: stop)) else { return }
    captures.append(Capture(slot: slot, source: SlotType.message.rawValue, reading: reading, end: stop))
    let open = max(0, upper - position)
    openWords += open
    emit(stop)
    openWords -= open
    captures.removeLast()
  }

  /// Whether a message starting at `position` opens by greeting whom it is for ("Dear Jamal, …", "Jamal,
  /// the invoice …"): a letter, whose sign-off ("Regards") is its own; what is said to kith after it
  /// ("That's all, thank you") is not.
  private func greets(_ position: Int) -> Bool {
    let words = utterance.words
    guard position + 1 < end, let comma = (position + 1...min(position + 3, end - 1)).first(where: { self.words.commaBefore[$0] })
    else { return false }
    let opening = words[position..<comma].map(\.folded)
    if ["dear", "hi", "hello", "hey", "morning", "afternoon", "evening"].contains(opening[0]) { return true }
    let named = Set(captures.filter { $0.slot == "person" }.flatMap { $0.reading.value.strings }
      .flatMap { Utterance($0).words.map(\.folded) })
    return opening.count == 1 && named.contains(opening[0])
  }

  /// Whether the words from `position` to the end are thanks phrases only, one after another.
  private func thanksAlone(_ position: Int) -> Bool {
    let folded = utterance.words[position..<end].map(\.folded)
    guard !folded.isEmpty else { return false }
    // thanked[i]: the first i words are whole thanks phrases.
    var thanked = [Bool](repeating: false, count: folded.count + 1)
    thanked[0] = true
    for stop in 1...folded.count {
      thanked[stop] = (max(0, stop - 6)..<stop).contains { start in
        thanked[start] && grammar.thanksPhrases.contains(Array(folded[start..<stop]))
      }
    }
    return thanked[folded.count]
  }

  /// Whether a message starting at `position` was introduced as one: after a colon, in quotes, or after
  /// "saying" ("text Bo: please", "text Bo saying please").
  private func introduced(_ position: Int) -> Bool {
    guard position > 0 else { return false }
    let words = utterance.words
    let gap = utterance.text[words[position - 1].range.upperBound..<words[position].range.lowerBound]
    if gap.contains(":") || gap.contains(where: { Matcher.closingQuote[$0] != nil }) { return true }
    return ["saying", "say", "says"].contains(words[position - 1].folded)
  }

  private func isQuoted(_ lower: Int, _ upper: Int) -> Bool {
    let text = utterance.text
    let words = utterance.words
    let start = lower == 0 ? text.startIndex : words[lower - 1].range.upperBound
    var span = text[start..<words[upper - 1].range.upperBound].drop { $0.isWhitespace || Matcher.leading.contains($0) }
    let after = text[words[upper - 1].range.upperBound..<words[upper].range.lowerBound]
    if let quote = after.first(where: { Matcher.closingQuote.values.contains($0) }) { span.append(quote) }
    guard let first = span.first, let last = span.last, span.count >= 2 else { return false }
    return Matcher.closingQuote[first] == last
  }

  /// NAME's, his/her/their/my, or NAMEs written without the apostrophe ("moms cell", "John Okafors email").
  private mutating func matchPossessive(_ slot: String, _ rest: Next, _ position: Int) {
    if position < upper, let pronoun = Matcher.possessivePronouns[utterance.words[position].folded] {
      captures.append(Capture(slot: slot, source: SlotType.person.rawValue, reading: SlotReading(pronoun), end: position + 1))
      openWords += 1
      match(rest, position + 1)
      openWords -= 1
      captures.removeLast()
    }
    let mark = frames.count
    matchSpan(.person, slot, push(.word(words.possessiveID), rest), position)
    pop(to: mark)
    // "Lars phone" is Lars's; "moms cell" is mom's: both readings, and the index says which names someone.
    matchSpan(.person, slot, rest, position, droppingS: true)
    matchSpan(.person, slot, rest, position, droppingS: true, keepingS: true)
  }

  /// Whether the words are a question ("does she have …", "who is he", "what company is she with"): only
  /// there does "he", "she" or "they" stand for the person asked about, not begin a clause of its own
  /// ("delete Rafael, he left the company").
  private var asksQuestion: Bool {
    guard let first = utterance.words.first else { return false }
    return words.traits[0].contains(.question) || Matcher.questionOpeners.contains(first.folded)
  }

  /// Besides the question words (`.question`: "who", "what", "whats", "who's" …).
  private static let questionOpeners: Set<String> = [
    "does", "do", "did", "is", "was", "has", "have", "can", "what's", "whos", "where's", "wheres", "when's", "whens",
    "hows", "how's",
  ]

  /// "her email" asks about the contact just talked about: the person is the pronoun kith resolves.
  private static let possessivePronouns = ["his": "him", "her": "her", "their": "them", "my": "me"]

  private mutating func reading(_ key: SpanKey) -> SlotReading? {
    if let known = readings[key] { return known }
    let type = key.type
    var stops = SlotType.Stops()
    for index in key.lower + 1..<key.upper {
      stops.strong = stops.strong || words.strongStopBefore[index]
      stops.comma = stops.comma || words.commaBefore[index]
      stops.sentence = stops.sentence || words.sentenceBefore[index]
      stops.clause = stops.clause || words.clauseBefore[index]
        && !(type == .details && UtteranceWords.saysWorkplace(utterance.words, at: index))
      stops.aside = stops.aside || words.commaBefore[index] && SlotType.asideOpeners.contains(utterance.words[index].folded)
    }
    // A value the writer set apart after a colon is theirs to its sentence's end, clauses and all ("Put a
    // note on Rapid Flow Plumbing: ask for Dave, he knows the house").
    if type == .text, key.lower > 0,
      utterance.text[utterance.words[key.lower - 1].range.upperBound..<utterance.words[key.lower].range.lowerBound].contains(":")
    {
      stops.clause = false
    }
    var traits = words.traits[key.lower..<key.upper]
    if key.droppingS {
      // "whos" is "who" + "'s": the word without its "s" decides ("who" never names anyone); "this" or
      // "his" lost no apostrophe.
      let folded = utterance.words[key.upper - 1].folded
      if !traits[key.upper - 1].isDisjoint(with: [.notAContact, .determiner, .notInName, .question, .firstPerson]) {
        readings[key] = .some(nil)
        return nil
      }
      traits[key.upper - 1] = SlotType.traits(of: String(folded.dropLast()))
    }
    guard type.admits(traits, stops: stops), type != .person || key.upper - key.lower > 1
      || !traits[key.lower].contains(.subjectPronoun) || asksQuestion
    else {
      readings[key] = .some(nil)
      return nil
    }
    var (written, quoted) = text(key.lower, key.upper, as: type)
    if type != .message, type != .text {
      // Dictation's hesitation at a name's edge ("new contact uh pedro alves uh his number is …") is the
      // speaker finding the next word, never part of the name.
      written = String(Matcher.withoutEdgeHesitations(written[...]))
    }
    // "who is in the Church Choir", "which of my people are at the Riverside Senior Center": the article is
    // not part of a group's or an organisation's name (kith compares names without it).
    if type == .group || type == .organization, Utterance.fold(written.prefix(4)) == "the ", written.count > 4 {
      written = String(written.dropFirst(4).drop(while: \.isWhitespace))
    }
    // A name never opens a quotation it does not close ("text 'Happy anniversary' to Chidi").
    if type == .person, !quoted, let first = written.first, Matcher.closingQuote[first] != nil {
      readings[key] = .some(nil)
      return nil
    }
    if key.droppingS {
      guard written.last == "s" || written.last == "S", written.count > 2 else {
        readings[key] = .some(nil)
        return nil
      }
      written.removeLast()
    }
    let reading = written.isEmpty
      ? nil : type.read(utterance.words[key.lower..<key.upper], written: written, quoted: quoted, in: grammar)
    readings[key] = reading
    return reading
  }

  /// The words `lower..<upper` as typed, with what stood between them and their neighbours, trimmed of
  /// spaces, separating punctuation and surrounding quotes. Free text keeps a final "?" or "!"; a
  /// message keeps everything but one final "." (an ellipsis stays), or a "?" that closes a polite
  /// question ("could you tell mom I'm late?").
  private func text(_ lower: Int, _ upper: Int, as type: SlotType) -> (String, quoted: Bool) {
    let words = utterance.words
    let text = utterance.text
    let start = lower == 0 ? text.startIndex : words[lower - 1].range.upperBound
    let end = upper == words.count ? text.endIndex : words[upper].range.lowerBound
    // The usual span: words with plain spaces around them, between a letter or digit and another;
    // nothing below would change it.
    if type != .message, type != .text {
      let core = words[lower].range.lowerBound..<words[upper - 1].range.upperBound
      let utf8 = text.utf8
      func isPlain(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || (byte >= 0x30 && byte <= 0x39) }
      if isPlain(utf8[core.lowerBound]), isPlain(utf8[utf8.index(before: core.upperBound)]),
        utf8[start..<core.lowerBound].allSatisfy({ $0 == 0x20 }), utf8[core.upperBound..<end].allSatisfy({ $0 == 0x20 })
      {
        return (String(text[core]), false)
      }
    }
    var span = text[start..<end]
    // The bracket that closes an aside before the colon ("text Layla Haddad (SMS): see you") is not the
    // message's: the words before left it open.
    if type == .message, span.hasPrefix("):") {
      let before = text[..<start]
      if before.filter({ $0 == "(" }).count > before.filter({ $0 == ")" }).count { span = span.dropFirst() }
    }
    let keepingMark = type == .text || type == .message
    // Up to the first word: a face typed in punctuation (":)") is one.
    let firstWord = words[lower].range.lowerBound
    while let first = span.first, span.startIndex < firstWord, first.isWhitespace || Matcher.leading.contains(first) {
      span = span.dropFirst()
    }
    // A quote mark then a space closes the part before (`sms "Ingrid Solberg" "Hei!"`): it is not this one's.
    if let first = span.first, Matcher.closingQuote.values.contains(first), span.dropFirst().first?.isWhitespace ?? false {
      span = span.dropFirst().drop(while: { $0.isWhitespace || Matcher.leading.contains($0) })
    }
    // A dash standing alone sets a message apart: "text Javi - running late"; so does the end of the
    // sentence before it ("Send Siobhan a text. Tell her…").
    while span.hasPrefix("- ") || span.hasPrefix(". ") || span.hasPrefix("→ ") || span.hasPrefix("| ") || span.hasPrefix("… ") {
      span = span.dropFirst(2).drop(while: \.isWhitespace)
    }
    // "Would you text Chi for me, please? I should like to tell her that …": the question asked kith; the
    // message is said in the sentence after it, after words that say so.
    if type == .message, span.hasPrefix("? ") || span.hasPrefix("! ") {
      span = span.dropFirst(2).drop(while: \.isWhitespace)
      let folded = Utterance.fold(span.prefix(40))
      if let lead = Matcher.tellingLeads.first(where: { folded.hasPrefix($0 + " ") }) {
        span = span.dropFirst(lead.count).drop(while: \.isWhitespace)
      } else if let colon = span.prefix(48).firstIndex(of: ":"),
        Matcher.sentenceMessageLabels.contains(Utterance.fold(span[..<colon]))
      {
        // "…? I would like to say: Glad midsommar …": a sentence that labels the message.
        span = span[span.index(after: colon)...].drop(while: \.isWhitespace)
      }
    }
    // An arrow written in ASCII points at what follows: "SMS -> Bjørn Haugen: …".
    while span.hasPrefix("-> ") || span.hasPrefix("=> ") || span.hasPrefix(">> ") || span.hasPrefix("> ") {
      span = span.drop(while: { $0 == "-" || $0 == "=" || $0 == ">" }).drop(while: \.isWhitespace)
    }
    if span.hasPrefix("... ") { span = span.dropFirst(4).drop(while: \.isWhitespace) }
    // "Can you add a website for Rajesh Iyer? It's www.rajeshpaints.example.": the value said in a sentence of
    // its own after the question.
    if type != .message, type != .text || lower > 0, span.hasPrefix("? ") || span.hasPrefix(". ") {
      let rest = span.dropFirst(2).drop(while: \.isWhitespace)
      for lead in ["it's ", "it is ", "its ", "that's ", "that is ", "it’s "] where Utterance.fold(rest.prefix(lead.count)) == lead {
        span = rest.dropFirst(lead.count).drop(while: \.isWhitespace)
        break
      }
    }
    if type != .message, type != .text {
      while let last = span.last, last.isWhitespace || span.hasSuffix(" -") || span.hasSuffix(" →") || span.hasSuffix(" |") {
        span = span.dropLast()
      }
      // A space then a quote mark opens the part after (`sms "Ingrid Solberg" "Hei!"`): it is not this one's.
      if let last = span.last, Matcher.opening.contains(last), span.dropLast().last?.isWhitespace ?? false {
        span = span.dropLast()
        while let last = span.last, last.isWhitespace { span = span.dropLast() }
      }
    }
    if type == .message {
      // "…, message: Bonjour Youssef": a label before a colon says what follows; it is not said.
      if let colon = span.firstIndex(of: ":"), Matcher.messageLabels.contains(Utterance.fold(span[..<colon])) {
        span = span[span.index(after: colon)...].drop(while: \.isWhitespace)
      }
      // Dictation's hesitation between the name and the message ("email chidi um can we move the call") is
      // the speaker finding the words, not a word of the message ("uh oh, …" is one).
      let lead = span.prefix { $0.isLetter }
      if lead.count < span.count, Grammar.messageHesitations.contains(Utterance.fold(lead)) {
        let rest = span[lead.endIndex...].drop { $0 == " " || $0 == "," || $0 == "…" }
        if rest.first?.isLetter ?? false, !Utterance.fold(rest.prefix { $0.isLetter }).hasPrefix("oh") { span = rest }
      }
      // "… an e-mail to Chidi. No subject needed. Body: "Happy to help…"": a sentence that labels the
      // message starts it; the sentences before it were said to kith.
      var search = span.startIndex
      while let colon = span[search...].firstIndex(of: ":") {
        let before = span[..<colon]
        if let end = before.lastIndex(where: { ".?!".contains($0) }), before[before.index(after: end)...].first?.isWhitespace ?? false,
          Matcher.sentenceMessageLabels.contains(Utterance.fold(before[before.index(after: end)...].drop(while: \.isWhitespace)))
            || Matcher.restatesRecipient(before[before.index(after: end)...])
        {
          span = span[span.index(after: colon)...].drop(while: \.isWhitespace)
          break
        }
        search = span.index(after: colon)
      }
      // "Send an email to Helen Marsh, the dentist, to say …": who the person is, then what to say.
      if let rest = Matcher.afterAppositive(span) { span = rest }
      // "… to Edna Fairweather. I'd like to say, Edna, the hymn sheets are printed": a sentence that opens
      // with saying what to say, then a comma, starts the message too.
      let opensSentence = text[..<span.startIndex].last { !$0.isWhitespace }.map { ".!?".contains($0) } ?? false
      if let start = Matcher.sayingSentenceStart(span, opensSentence: opensSentence) { span = span[start...] }
      span = Matcher.trimmedMessage(span, politeQuestion: self.words.politeQuestion)
      // "I need to tell Emeka that the roof man is coming at 10, could you send him a message": the request
      // said again at the end, of "him", is to kith (a message never calls its own reader "him").
      if let end = Matcher.restatedRequestStart(span) { span = Matcher.trimmedMessage(span[..<end], politeQuestion: false) }
      // Dictation's punctuation said aloud at the message's edges ("email John Smith comma new deadline is
      // March 3rd period"), in a request written without any.
      if !utterance.text.contains(where: { Matcher.written.contains($0) }) { span = Matcher.withoutSpokenEdges(span) }
      // A relay's framing before a quoted message ("…, the user says "happy retirement, you legend"", "please
      // send by SMS: "¿Llegaste bien?""): the quote is the message.
      if let quoted = Matcher.framedQuote(span) { return (String(quoted), true) }
      // A quoted message, then a sentence of talk to kith ("…saying "Välkommen hem!" He is back today, you
      // see."): the quote is the message.
      if let quoted = Matcher.quotedSentence(span) { return (String(quoted), true) }
      // Quotes around the whole message are not part of it, nor is a final "." inside them.
      if span.count >= 2, let first = span.first, let last = span.last, Matcher.closingQuote[first] == last {
        return (String(Matcher.trimmedMessage(span.dropFirst().dropLast(), politeQuestion: false)), true)
      }
      return (String(span), false)
    } else if type == .text && self.words.politeQuestion && upper >= self.upper {
      // "Could you add a note saying he prefers calls before 9am?": the "?" closes the question.
      while let last = span.last, last.isWhitespace || Matcher.trailingInMessage.contains(last) || last == "?" {
        span = span.dropLast()
      }
    } else {
      let trailing = keepingMark ? Matcher.trailingInMessage : Matcher.trailing
      // "Delgado Plumbing Co.", "Martin Luther King Jr.": an abbreviation keeps its period.
      let abbreviated = span.hasSuffix(".") && Matcher.abbreviations.contains(
        Utterance.fold(span.dropLast().split(whereSeparator: \.isWhitespace).last ?? ""))
      while let last = span.last, last.isWhitespace || trailing.contains(last) { span = span.dropLast() }
      if abbreviated, type != .text { span.append(".") }
    }
    if span.count >= 2, let first = span.first, let last = span.last, Matcher.closingQuote[first] == last {
      span = span.dropFirst().dropLast()
      while let first = span.first, first.isWhitespace { span = span.dropFirst() }
      while let last = span.last, last.isWhitespace { span = span.dropLast() }
      return (String(span), true)
    }
    if !keepingMark {
      // A quote opening the next part ("text my brother "hi"", "sms Ana: ¿vienes?") is not part of this one.
      while let last = span.last, last.isWhitespace || Matcher.opening.contains(last) || Matcher.trailing.contains(last) {
        span = span.dropLast()
      }
    }
    return (String(span), false)
  }

  /// The quoted part of `span` when the span opens with a quote that a sentence's end closes and a new
  /// sentence follows it (`"Välkommen hem!" He is back`, `"see you at 6". Thanks!`), else nil.
  static func quotedSentence(_ span: Substring) -> Substring? {
    guard let open = span.first, let close = closingQuote[open] else { return nil }
    let inner = span.dropFirst()
    guard let end = inner.firstIndex(of: close), end > inner.startIndex else { return nil }
    var rest = inner[inner.index(after: end)...]
    let closedSentence = ".!?".contains(inner[inner.index(before: end)])
    // The "." or "?" after the closing quote ends the sentence said to kith ("Could you text Priya saying "…"?").
    if let mark = rest.first, mark == "." || mark == "?" { rest = rest.dropFirst() } else if !closedSentence { return nil }
    guard rest.first?.isWhitespace ?? false else { return nil }
    rest = rest.drop(while: \.isWhitespace)
    // A new sentence, or an aside in brackets ("'Eid Mubarak!' (she's in Dubai now, you see)").
    // …or thanks to kith ("…thermos." and thank you dear, you're a great help).
    let thanks = ["and thank", "thank", "thanks", "many thanks", "cheers", "ta "].contains { Utterance.fold(rest.prefix(12)).hasPrefix($0) }
    guard let next = rest.first, thanks || next.isUppercase || (next == "(" && rest.hasSuffix(")") || rest.hasSuffix(").")),
      !hasQuote(rest, open), !hasQuote(rest, close)
    else { return nil }
    return trimmedMessage(inner[..<end], politeQuestion: false)
  }

  /// Whether `text` holds `quote` as a quote mark: an apostrophe inside a word ("she's") is none.
  private static func hasQuote(_ text: Substring, _ quote: Character) -> Bool {
    var previous: Character?
    for (offset, character) in zip(text.indices, text) {
      defer { previous = character }
      guard character == quote else { continue }
      let next = text.index(after: offset) < text.endIndex ? text[text.index(after: offset)] : nil
      if !(previous?.isLetter ?? false) || !(next?.isLetter ?? false) { return true }
    }
    return false
  }

  /// A message with its separating punctuation, one final "." (an ellipsis stays) and, after a polite
  /// question, its "?" trimmed.
  private static func trimmedMessage(_ text: Substring, politeQuestion: Bool) -> Substring {
    var span = text
    while let first = span.first, first.isWhitespace { span = span.dropFirst() }
    while let last = span.last, last.isWhitespace || separating.contains(last) { span = span.dropLast() }
    if span.hasSuffix("."), !span.hasSuffix("..") { span = span.dropLast() }
    // "Could you tell mom I'm late?" asks kith; "…text Gosia: do you need anything?" asks Gosia.
    if politeQuestion, span.hasSuffix("?"), !span.hasSuffix("??"), !isQuestion(span) { span = span.dropLast() }
    while let last = span.last, last.isWhitespace { span = span.dropLast() }
    return span
  }

  /// Where a message's last clause begins when it only asks kith again to send it to "him", "her" or "them"
  /// (", could you send him a message", ", can you text her that please?"), or nil.
  static func restatedRequestStart(_ message: Substring) -> Substring.Index? {
    guard let comma = message.lastIndex(of: ",") else { return nil }
    let words = message[message.index(after: comma)...].split(whereSeparator: \.isWhitespace)
      .map { String(Utterance.fold($0).filter { !"?.!".contains($0) }) }
    guard (3...9).contains(words.count), ["could", "can", "would", "will"].contains(words[0]), words[1] == "you" else { return nil }
    var rest = words.dropFirst(2)
    if rest.first == "please" { rest = rest.dropFirst() }
    guard let verb = rest.first, ["send", "text", "message", "email", "e-mail", "sms", "tell", "pass"].contains(verb) else { return nil }
    rest = rest.dropFirst()
    guard let pronoun = rest.first, ["him", "her", "them"].contains(pronoun) else { return nil }
    let tail = Array(rest.dropFirst())
    let allowed: Set<String> = ["a", "an", "message", "text", "email", "e-mail", "that", "this", "it", "on", "for", "me", "please", "along", "the"]
    guard tail.allSatisfy(allowed.contains) else { return nil }
    return comma
  }

  private static let abbreviations: Set<String> = [
    "co", "inc", "ltd", "corp", "jr", "sr", "bros", "llc", "plc", "dr", "mr", "mrs", "ms", "st", "esq", "phd", "md",
  ]

  /// Labels that, opening a later sentence of a message, mark where the message itself begins.
  private static let sentenceMessageLabels: Set<String> = [
    "body", "message", "message body", "message text", "just say", "say", "write", "please write", "it should read", "it should say",
    "the message is", "the message should read", "message reads", "the text is", "the body is",
    // "Is it possible to send a WhatsApp to Ingrid? I would like to say: Glad midsommar…"
    "i would like to say", "i'd like to say", "i want to say", "i wish to say", "please say", "i would like it to say",
    "i'd like it to say", "tell her", "tell him", "tell them", "please tell her", "please tell him", "please tell them",
    "the message is as follows", "it reads as follows", "as follows", "it should read as follows", "the text is as follows",
  ]

  /// Whether a sentence before a colon asks again for the message, to someone: "Text Javier Morales:" in "I need
  /// to let Javier know about the garden club. Text Javier Morales: the garden club meets …" (a message verb
  /// and at most four words more).
  static func restatesRecipient(_ sentence: Substring) -> Bool {
    let words = sentence.split(whereSeparator: \.isWhitespace).map { Utterance.fold($0) }
    guard let verb = words.first, (2...5).contains(words.count) else { return false }
    return ["text", "message", "sms", "email", "e-mail", "write", "tell", "send", "whatsapp"].contains(verb)
  }

  /// Where the message starts when a later sentence of it opens with saying what to say and a comma ("I'd
  /// like to say, Edna, …", "Please say, …"), or nil.
  private static func sayingSentenceStart(_ span: Substring, opensSentence: Bool) -> Substring.Index? {
    var search = span.startIndex
    while let comma = span[search...].firstIndex(of: ",") {
      let before = span[..<comma]
      let end = before.lastIndex(where: { ".?!".contains($0) })
      if end.map({ before[before.index(after: $0)...].first?.isWhitespace ?? false }) ?? opensSentence {
        let label = Utterance.fold(before[(end.map { before.index(after: $0) } ?? before.startIndex)...].drop(while: \.isWhitespace))
        if sentenceMessageLabels.contains(label), label.hasSuffix("say") {
          return span[span.index(after: comma)...].firstIndex { !$0.isWhitespace }
        }
      }
      search = span.index(after: comma)
    }
    return nil
  }

  /// The message after an appositive that says who the person is and the words that introduce what to say
  /// ("the dentist, to say I need to move …", "my neighbour from number 9, saying …"), or nil.
  private static func afterAppositive(_ span: Substring) -> Substring? {
    guard let comma = span.firstIndex(of: ","), comma > span.startIndex else { return nil }
    let who = span[..<comma].split(whereSeparator: \.isWhitespace).map { Utterance.fold($0) }
    // "Winnie Ashby, she's my old neighbour from Dayton, saying …": a clause that says who they are, too.
    let clause = ["she's", "he's", "they're", "who's", "she", "he", "who"].contains(who.first ?? "") && (2...8).contains(who.count)
    guard let first = who.first, clause || ["the", "my", "our", "his", "her", "their"].contains(first) && (2...5).contains(who.count) else {
      return nil
    }
    let after = span[span.index(after: comma)...].drop(while: \.isWhitespace)
    let folded = Utterance.fold(after.prefix(24))
    for introducer in appositiveIntroducers where folded.hasPrefix(introducer + " ") {
      let rest = after.dropFirst(introducer.count).drop(while: \.isWhitespace)
      return rest.count > 1 ? rest : nil
    }
    return nil
  }

  private static let appositiveIntroducers = [
    "to say that", "to say", "saying that", "saying", "and say that", "and say", "to tell him that", "to tell her that",
    "to tell them that", "to let him know that", "to let her know that", "to let them know that", "to let him know",
    "to let her know", "to let them know",
  ]

  /// Punctuation a writer types; a request without any may be dictation that says it aloud.
  private static let written: Set<Character> = [".", ",", ";", ":", "!", "?", "\"", "“", "”", "—"]

  /// A span without hesitations ("uh", "um", …) as its first or last words, nor the commas after them;
  /// a span of nothing else is kept as it is.
  static func withoutEdgeHesitations(_ span: Substring) -> Substring {
    var pieces = span.split(whereSeparator: \.isWhitespace)
    func isHesitation(_ piece: Substring) -> Bool {
      var word = piece
      while let last = word.last, last == "," || last == "…" { word = word.dropLast() }
      return Grammar.hesitations.contains(Utterance.fold(word))
    }
    guard pieces.contains(where: isHesitation), !pieces.allSatisfy(isHesitation) else { return span }
    while let first = pieces.first, isHesitation(first) { pieces.removeFirst() }
    while let last = pieces.last, isHesitation(last) { pieces.removeLast() }
    var trimmed = span[pieces.first!.startIndex..<pieces.last!.endIndex]
    while let last = trimmed.last, last == "," { trimmed = trimmed.dropLast() }
    return trimmed
  }

  /// A message without a spoken "comma" or "colon" that separated it from the name, without the spoken
  /// quotes around it ("quote … unquote"), and without a final spoken "period" or "full stop", unless a word
  /// before makes that a noun ("my period", "a trial period").
  private static func withoutSpokenEdges(_ message: Substring) -> Substring {
    var span = message
    for lead in ["comma ", "colon "] where Utterance.fold(span.prefix(lead.count)) == lead && span.count > lead.count + 1 {
      span = span.dropFirst(lead.count).drop(while: \.isWhitespace)
    }
    var pieces = span.split(whereSeparator: \.isWhitespace)
    var words = pieces.map { Utterance.fold($0) }
    // A message quoted aloud: "quote see you soon unquote", "quote … end quote".
    if words.count >= 3, words[0] == "quote" {
      for end in [["unquote"], ["end", "quote"], ["close", "quote"], ["end", "of", "quote"]]
      where words.count > end.count + 1 && Array(words.suffix(end.count)) == end {
        span = span[pieces[1].startIndex..<pieces[pieces.count - end.count - 1].endIndex]
        pieces = span.split(whereSeparator: \.isWhitespace)
        words = pieces.map { Utterance.fold($0) }
        break
      }
    }
    for end in [["period"], ["full", "stop"]] where words.count > end.count + 1 && Array(words.suffix(end.count)) == end {
      let before = words[words.count - end.count - 1]
      guard !periodModifiers.contains(before), !before.contains(where: \.isNumber) else { break }
      return span[..<pieces[pieces.count - end.count - 1].endIndex]
    }
    return span
  }

  /// Words that make "period" said last part of the message: "my period", "the trial period".
  private static let periodModifiers: Set<String> = [
    "my", "your", "her", "his", "their", "our", "the", "a", "this", "that", "its", "trial", "grace", "waiting",
    "probation", "probationary", "notice", "cooling", "holiday", "school", "free", "time", "study", "rest", "billing",
    "reporting", "tax", "fiscal", "same", "first", "second", "third", "last", "next", "whole", "entire", "long", "short",
    "sample", "test", "transition", "adjustment", "class", "lunch", "break", "introductory", "blackout", "fourth", "fifth",
    "sixth", "seventh", "eighth", "ninth", "tenth", "which", "what", "each", "every", "any", "no", "one",
  ]

  /// The quote that ends `span` when only a relay's framing comes before it: a few words such as "the user
  /// says", "please send by SMS:", "message reads", ending in a colon or a verb of saying. Framing with other
  /// words ("I said "no"", "tell him "hi"") is the message. The framing is the last sentence before the quote
  /// ("He's the young man at the bakery. Write "Minh, could you …"", "would you? Say "…""): the sentences
  /// before it were said to kith. A sentence of talk after the quote is not the message either, when the
  /// quote closes a sentence (`Say "Tusen takk." She's Norwegian, you see`).
  private static func framedQuote(_ span: Substring) -> Substring? {
    // The first quote mark that is no apostrophe ("the user's mom: "…"").
    let open = span.indices.first { index in
      guard closingQuote[span[index]] != nil else { return false }
      let before = index > span.startIndex ? span[span.index(before: index)] : " "
      let next = span.index(after: index)
      return !(before.isLetter && next < span.endIndex && span[next].isLetter)
    }
    guard span.count > 2, let open, open > span.startIndex, let close = closingQuote[span[open]] else { return nil }
    let inner = span[span.index(after: open)...]
    guard let end = inner.lastIndex(of: close), end > inner.startIndex else { return nil }
    let quoted = inner[..<end]
    guard !quoted.contains(where: { closingQuote[$0] != nil && $0 != "'" && $0 != "’" }) else { return nil }
    let after = inner[inner.index(after: end)...]
    if !after.allSatisfy({ $0.isWhitespace || $0 == "." }) {
      guard quotedSentence(span[open...]) != nil else { return nil }
    }
    var framing = span[..<open].trimmingCharacters(in: .whitespaces)[...]
    if let stop = framing.dropLast().lastIndex(where: { ".?!".contains($0) }),
      framing[framing.index(after: stop)...].first?.isWhitespace ?? false
    {
      framing = framing[framing.index(after: stop)...].drop(while: \.isWhitespace)
    }
    let words = framing.split(whereSeparator: { $0.isWhitespace || $0 == ":" || $0 == "," }).map { Utterance.fold($0) }
    // "…message Mrs. Kowalska next door about the parcel: "Agnieszka, …"": what it is about, then the quote.
    // (The template may have taken the "about": a few words before a colon, then a quote of a sentence or more.)
    let about = framing.hasSuffix(":") && (["about", "regarding", "re"].contains(words.first ?? "") && words.count <= 6
      || words.count <= 3 && quoted.split(separator: " ").count >= 4)
    guard let last = words.last, words.count <= 8, framing.hasSuffix(":") || sayingVerbs.contains(last),
      about || words.allSatisfy(framingWords.contains)
    else { return nil }
    let message = trimmedMessage(quoted, politeQuestion: false)
    return message.isEmpty ? nil : message
  }

  private static let sayingVerbs: Set<String> = [
    "say", "says", "said", "saying", "wrote", "write", "writes", "reads", "read", "reading",
  ]
  private static let framingWords: Set<String> = sayingVerbs.union([
    "the", "user", "user's", "principal", "my", "our", "client", "owner", "please", "send", "sent", "it", "by", "via", "as", "in", "sms",
    "text", "txt", "email", "e-mail", "mail", "whatsapp", "imessage", "message", "a", "an", "with", "following", "content",
    "contents", "words", "wording", "exactly", "verbatim", "quote", "quoted", "should", "must", "and", "that", "this",
    "wants", "want", "to",
  ])

  private static let messageLabels: Set<String> = [
    "message", "body", "text", "content", "contents", "msg", "sms", "note", "message text", "message body", "with", "write",
    "as follows", "is as follows", "reads as follows",
    "please write",
    // "email him instead: …" after a correction.
    "instead",
  ]

  /// A message that is itself a question: it starts with a question word or an auxiliary.
  private static func isQuestion(_ text: Substring) -> Bool {
    let first = text.drop { !$0.isLetter }.prefix { $0.isLetter || $0 == "'" || $0 == "’" }
    return questionStarts.contains(Utterance.fold(first))
  }

  private static let questionStarts: Set<String> = [
    "do", "does", "did", "are", "is", "was", "were", "can", "could", "will", "would", "should", "shall", "may",
    "what", "when", "where", "who", "why", "how", "which", "have", "has", "any", "anything", "want", "need", "r", "u",
  ]

  /// What opens a sentence that says the message to send ("I should like to tell her that …"), longest first.
  static let tellingLeads: [String] = {
    var leads: [String] = []
    for opening in ["i should like to", "i would like to", "i'd like to", "i want to", "i wish to", "please", ""] {
      for verb in ["tell", "let"] {
        for who in ["her", "him", "them"] {
          let phrase = (opening.isEmpty ? "" : opening + " ") + verb + " " + who + (verb == "let" ? " know" : "")
          leads.append(phrase + " that")
          leads.append(phrase)
        }
      }
    }
    return leads.sorted { $0.count > $1.count }
  }()

  /// Words after "to" that make it part of a message ("to you and the family", "to the airport").
  static let toObjects: Set<String> = [
    "you", "u", "ya", "y'all", "yall", "the", "a", "an", "my", "your", "ur", "all", "everyone", "everybody", "him", "her",
    "them", "us", "me", "both", "each", "this", "that", "his", "their", "our", "its", "it",
  ]

  static let leading: Set<Character> = [":", ",", ";", "—", "–", "…", "="]
  /// What a message never ends with: punctuation that separates it from nothing.
  private static let separating: Set<Character> = [",", ";", ":", "—", "–"]
  private static let trailingInMessage: Set<Character> = [".", ",", ";", ":", "—", "–"]
  private static let trailing = trailingInMessage.union(["?", "!", "…", "="])
  /// What opens the next part: a quote, "¿" or "¡" ("text Tomasz: "call me"", "sms Ana: ¿vienes?").
  private static let opening: Set<Character> = ["\"", "“", "«", "„", "¿", "¡", "(", "[", "'", "‘"]

  static let closingQuote: [Character: Character] = [
    "\"": "\"", "'": "'", "“": "”", "‘": "’", "«": "»", "„": "“", "”": "”",
  ]

  private mutating func emit(_ position: Int) {
    let definition = grammar.templates[template]
    var slots: [String: SlotValue] = [:]
    var details: [String: SlotDetail] = [:]
    for capture in captures where capture.slot != "_" {
      slots[capture.slot] = capture.reading.value
      let type = capture.source
      if capture.reading.normalized != nil || SlotType(rawValue: type) != nil {
        details[capture.slot] = SlotDetail(type: type, normalized: capture.reading.normalized)
      }
      slots.merge(capture.reading.extraSlots) { _, new in new }
      details.merge(capture.reading.extraDetails) { _, new in new }
    }
    for (slot, value) in definition.fixed { slots[slot] = .string(value) }
    // Punctuation right after the person ("text Nguyen Thi Minh: the package…") is the writer marking
    // where the name ends.
    var personDelimited = false
    let person = captures.last(where: { $0.slot == "person" })
    if let person, person.end < utterance.words.count {
      personDelimited = words.delimiterBefore[person.end]
    }
    var parse = Parse(
      intent: grammar.intents[definition.intent].name, slots: slots, details: details, openWords: openWords,
      literalWords: literalWords, typoWords: typoWords, covered: position, template: template,
      personDelimited: personDelimited)
    parse.personNamesRelation = person?.reading.namesRelation ?? false
    if let person, person.end < utterance.words.count {
      parse.personClosed = words.delimiterBefore[person.end] || words.commaBefore[person.end]
    }
    parses.append(parse)
  }
}
