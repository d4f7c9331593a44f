/// What the matcher needs to know about each word of one request, worked out once per request: its
/// number in the grammar's vocabulary (and the keywords it may be a typo of), its traits, the
/// punctuation before it, and where the polite opening, closing and fillers are.
struct UtteranceWords {
  /// The grammar's number for each word (-1: a word the grammar doesn't use).
  var ids: [Int32]
  /// For a word the grammar doesn't use, the keywords one typo away ("txet" → text); mostly empty.
  var typos: [[Int32]]
  var traits: [WordTraits]
  /// Punctuation that ends a name stands before the word: ":", ";", a quote, a dash, the end of a
  /// sentence.
  var strongStopBefore: [Bool]
  /// A sentence ends before the word: "." after a word that is no abbreviation, "?" or "!".
  var sentenceBefore: [Bool]
  /// The writer marked where what comes before ends: ":", ";", a quote, a dash (not a sentence end).
  var delimiterBefore: [Bool]
  var commaBefore: [Bool]
  /// A comma stands before a clause with a subject of its own (", she writes it as one word").
  var clauseBefore: [Bool]
  /// A dash stands alone before the word: "… Tom Baker's contact — do not delete it".
  var dashBefore: [Bool]
  /// The word ends in "s" (a possessive may have lost its apostrophe: "moms").
  var endsInS: [Bool]
  /// How many words the filler starting at each word has (0: none).
  var fillerLength: [Int]
  /// How many words at the end of the request, before its polite closing, are fillers ("call mom again").
  var trailingFillers = 0
  /// The words between the polite opening and closing.
  var lower: Int
  var upper: Int
  /// The request opened politely ("please", "hi kith"), or as a question ("could you …").
  var politeOpening = false
  var politeQuestion = false
  var possessiveID: Int32

  init(_ utterance: Utterance, grammar: Grammar) {
    let words = utterance.words
    let vocabulary = grammar.vocabulary
    ids = words.map { vocabulary.id($0.folded) }
    possessiveID = vocabulary.id("'s")
    let mixedCase = utterance.isMixedCase
    typos = []
    traits = []
    endsInS = []
    for (index, word) in words.enumerated() {
      var traits = SlotType.traits(of: word.folded)
      let capitalised = utterance.startsUppercase(word)
      // "Will", "Do" or "May" written with a capital in mid-sentence may be a name after all; a day of the
      // week is capitalised whatever it is ("remind me call to mom on Sunday" names no "mom on Sunday").
      if capitalised, mixedCase, index > 0, !SlotType.timeWords.contains(word.folded) { traits.remove(.notInName) }
      // "a good gift for…" starts no name; "A. J. Smith" may.
      if !capitalised, word.folded == "a" || word.folded == "an" { traits.insert(.neverFirst) }
      // "my contact at Initech": someone who is one's contact at an organisation is a person.
      if word.folded == "contact", index > 0, index + 2 < words.count, ["my", "our", "the"].contains(words[index - 1].folded),
        ["at", "from", "in"].contains(words[index + 1].folded)
      {
        traits.remove(.notInName)
      }
      self.traits.append(traits)
      // A capitalised word the grammar doesn't know is more likely a name than a misspelt keyword.
      var candidates =
        ids[index] < 0 && !(capitalised && mixedCase && index > 0) || grammar.aliases[word.folded] != nil
        ? grammar.typoCandidates(word.folded, opening: index == 0 && !capitalised) : []
      // A letter held down for emphasis: "yessss", "pleaseee", "heyyy".
      if ids[index] < 0, let id = UtteranceWords.unstretched(word.folded, in: vocabulary), !candidates.contains(id) {
        candidates.append(id)
      }
      typos.append(candidates)
      endsInS.append(word.folded.utf8.count >= 3 && word.folded.utf8.last == UInt8(ascii: "s"))
    }
    strongStopBefore = [Bool](repeating: false, count: words.count)
    sentenceBefore = [Bool](repeating: false, count: words.count)
    delimiterBefore = [Bool](repeating: false, count: words.count)
    clauseBefore = [Bool](repeating: false, count: words.count)
    dashBefore = [Bool](repeating: false, count: words.count)
    commaBefore = [Bool](repeating: false, count: words.count)
    for index in words.indices.dropFirst() {
      let gap = utterance.text[words[index - 1].range.upperBound..<words[index].range.lowerBound]
      guard !gap.allSatisfy(\.isWhitespace) else { continue }
      sentenceBefore[index] = UtteranceWords.endsSentence(gap, after: words[index - 1], before: words[index], in: utterance.text)
      // A quote opening the next word ("text Thandiwe 'congrats…'") marks an end too.
      delimiterBefore[index] = gap.contains { ":;\"“”«»—–".contains($0) } || gap.contains(" - ") || gap.hasSuffix(" -")
        || (gap.first?.isWhitespace ?? false) && (gap.hasSuffix("'") || gap.hasSuffix("‘"))
      strongStopBefore[index] = delimiterBefore[index] || sentenceBefore[index]
      commaBefore[index] = gap.contains(",")
      dashBefore[index] = gap.contains { "—–".contains($0) } || gap.contains(" - ")
      // A clause of its own: after a comma or a sentence end (". She still uses the old one").
      clauseBefore[index] = (commaBefore[index] || sentenceBefore[index]) && UtteranceWords.clauseSubjects.contains(words[index].folded)
    }
    let folded = words.map(\.folded)
    (lower, upper, politeOpening, politeQuestion) = grammar.politeBounds(folded)
    fillerLength = [Int](repeating: 0, count: words.count)
    for index in lower..<upper {
      // Longest first, as the grammar lists them.
      for phrase in grammar.fillerByFirst[folded[index]] ?? [] where index + phrase.count <= upper {
        if folded[index..<(index + phrase.count)].elementsEqual(phrase) {
          fillerLength[index] = phrase.count
          break
        }
      }
      // A word said twice at the start or an article said twice ("text text Minh", "the the number") is
      // said once; elsewhere the second may begin a message ("say to Ana to to be honest…").
      if fillerLength[index] == 0, index + 1 < upper, folded[index] == folded[index + 1], ids[index] >= 0,
        index == lower || ["the", "a", "an", "my"].contains(folded[index])
      {
        fillerLength[index] = 1
      }
    }
    // "Message for Layla Haddad (SMS): …", "text Bo (his mobile): …": a short aside in brackets right before
    // the colon that sets a message apart says how to send it, never who to or what: it stands as a filler.
    let text = utterance.text
    // Only before the first colon: a bracket after it is inside the message ("text Bo: (see you): soon").
    for index in lower..<upper where index > 0 && fillerLength[index] == 0 {
      guard text[words[index - 1].range.upperBound..<words[index].range.lowerBound].last == "(" else { continue }
      guard !text[..<words[index].range.lowerBound].contains(":") else { break }
      for last in index..<min(index + 3, upper - 1) {
        let after = text[words[last].range.upperBound..<words[last + 1].range.lowerBound].filter { !$0.isWhitespace }
        if after.hasPrefix("):") {
          fillerLength[index] = last - index + 1
          break
        }
        guard after.isEmpty else { break }
      }
    }
    // "the uh the address": an article said twice around a filler is said once.
    for index in lower..<upper where fillerLength[index] == 0 && ["the", "a", "an", "my"].contains(folded[index]) {
      var next = index + 1
      while next < upper, fillerLength[next] > 0 { next += fillerLength[next] }
      if next > index + 1, next < upper, folded[next] == folded[index] { fillerLength[index] = 1 }
    }
    var position = lower
    var run = 0
    while position < upper {
      if fillerLength[position] > 0 {
        run += fillerLength[position]
        position += fillerLength[position]
      } else {
        run = 0
        position += 1
      }
    }
    trailingFillers = run
  }

  /// The keyword a word is once runs of three or more of one letter are cut to two, or to one.
  static func unstretched(_ word: String, in vocabulary: Vocabulary) -> Int32? {
    let bytes = Array(word.utf8)
    guard bytes.count >= 4 else { return nil }
    var stretched = false
    for index in 2..<bytes.count where bytes[index] == bytes[index - 1] && bytes[index] == bytes[index - 2] {
      stretched = true
      break
    }
    guard stretched else { return nil }
    for keep in [2, 1] {
      var cut: [UInt8] = []
      var run = 0
      for byte in bytes {
        run = cut.last == byte ? run + 1 : 1
        if run <= keep || !(byte >= 0x61 && byte <= 0x7A) { cut.append(byte) }
      }
      let id = vocabulary.id(String(decoding: cut, as: UTF8.self))
      if id >= 0 { return id }
    }
    return nil
  }

  /// Whether the clause that starts at `index` says where someone works (", she works at Biuro Echo", ", he's
  /// at Nordlys"): part of a new contact's details, though a clause of its own elsewhere.
  static func saysWorkplace(_ words: [Utterance.Word], at index: Int) -> Bool {
    guard workplaceSubjects.contains(words[index].folded) else { return false }
    var next = index + 1
    while next < words.count, next <= index + 3, workplaceVerbs.contains(words[next].folded) { next += 1 }
    return next < words.count && ["at", "for", "in", "with"].contains(words[next].folded)
      && (next > index + 1 || words[index].folded.hasSuffix("'s"))
  }

  static let workplaceSubjects: Set<String> = ["he", "she", "they", "he's", "she's", "they're"]
  static let workplaceVerbs: Set<String> = [
    "works", "work", "working", "is", "are", "'s", "'re", "now", "currently", "still", "also", "just", "started", "employed",
  ]

  /// Words that start a clause of their own after a comma: ", we switched plumbers".
  static let clauseSubjects: Set<String> = [
    "we", "we've", "we're", "he", "he's", "she", "she's", "they", "they've", "they're", "i", "i've", "i'm", "it's",
    "it", "that's", "there's",
  ]

  /// A sentence ends just before word `index` ("… I'm home. Many thanks").
  func sentenceEndsBefore(_ index: Int, in utterance: Utterance) -> Bool {
    guard index > 0, index < utterance.words.count else { return false }
    let words = utterance.words
    let gap = utterance.text[words[index - 1].range.upperBound..<words[index].range.lowerBound]
    return gap.contains { ".!?".contains($0) }
  }

  /// "?" or "!" ends a sentence; so does "." after a word that is no abbreviation ("ul. Długa", "Dr.
  /// Turner", "p.m.") when a capital or a digit follows.
  /// Short words written with a period that do not end a sentence.
  static let abbreviations: Set<String> = [
    "dr", "mr", "mrs", "ms", "mx", "st", "jr", "sr", "co", "inc", "ltd", "vs", "etc", "ave", "rd", "mt", "ft",
    "apt", "dept", "est", "nr", "ph", "tel", "ext", "no", "fr", "rev", "gen", "col", "lt", "sgt", "cpt",
    "mme", "mlle", "sra", "hr", "min", "sec", "approx", "fig", "vol", "pg", "ed", "bros", "corp", "univ",
    "ul", "str", "blvd", "ln", "hwy", "pl", "sq", "bldg", "fl", "ste", "po", "av", "ct", "cr", "pkwy", "al",
    "ap", "os", "nº", "dra", "srta", "lic", "ing", "arq", "dña", "sta", "sto", "hno", "phd", "esq", "mba",
    "prof", "capt", "govt", "intl", "mgmt", "asst", "assoc", "assn",
  ]

  /// Short words that a period follows in mid-sentence before a word in lower case ("Sept. third", "5 p.m.
  /// sharp"), but that may end a sentence before a capital.
  static let lowercaseAbbreviations: Set<String> = [
    "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "mon", "tue", "tues",
    "wed", "thu", "thur", "thurs", "fri", "sat", "sun", "fax", "cf", "eg", "ie", "am", "pm", "approx", "min", "hrs",
  ]

  static func endsSentence(_ gap: Substring, after: Utterance.Word, before: Utterance.Word, in text: String) -> Bool {
    guard gap.contains(where: \.isWhitespace) else { return false }
    if gap.contains(where: { "?!;".contains($0) }) { return true }
    guard gap.contains(".") else { return false }
    let previous = text[after.range]
    let letters = previous.filter(\.isLetter)
    // An address or a web site ends where its sentence does ("… nkechi@example.com. Could you…").
    let address = previous.contains("@") || previous.contains("/")
    // A short word with a period is an abbreviation ("Dr. Obi", "St. James", "J. Smith") when it is one;
    // "I'm minding her. What's…" ends a sentence.
    if !address, !letters.isEmpty, letters.count <= 3, !previous.contains(where: \.isNumber),
      letters.count == 1 || abbreviations.contains(letters.lowercased())
    {
      return false
    }
    if !address, previous.contains("."), letters.count <= 4 { return false }
    let next = text[before.range].first
    // In lower case, a word of three letters or more with a period after it ends its sentence too, unless
    // it is an abbreviation ("no answer. ring Niamh", "in this cold. text Fatima", "Prof. smith").
    return next?.isUppercase ?? false || next?.isNumber ?? false
      || letters.count >= 2 && !previous.contains(".") && !abbreviations.contains(letters.lowercased())
        && !lowercaseAbbreviations.contains(letters.lowercased())
  }
}
