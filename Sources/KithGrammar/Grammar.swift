/// The loaded rule grammar: intents with their templates, lists of synonyms, and skip phrases.
///
/// ```swift
/// let grammar = try Grammar.load(directory: "Grammars/en")
/// grammar.parse("text John about dinner").intent  // "send_message", slots person "John", body "dinner"
/// ```
public struct Grammar: Sendable {
  /// An intent and what it takes to say it.
  public struct Intent: Sendable {
    public var name: String
    /// Sample requests with placeholders ("text NAME saying MESSAGE"), for help and "did you mean".
    public var examples: [String]
    /// The questions this intent answers; empty for an intent that can be said at any time.
    public var states: Set<ConversationState>
    /// Every literal word of its templates, to tell which intent an unparsed request came closest to.
    var words: Set<Int32>
  }

  /// One template line, ready to match.
  struct Template: Sendable {
    var intent: Int
    var pattern: Pattern
    /// The pattern compiled for matching (after the grammar is loaded).
    var node = Node.sequence([])
    /// The words a match can start with; `nil` when any word can start it.
    var firstWords: Set<Int32>?
    /// Word numbers the utterance must contain (one of each set) for the template to have a chance.
    var requiredIDs: [[Int32]] = []
    /// Slot values the template sets itself (`=> field=phone`).
    var fixed: [String: String]
    var file: String
    var position: Pattern.Position

    /// The template is `{person}` and nothing else: it reads a name on its own, and only when the index
    /// says the words name someone.
    var isNameAlone: Bool {
      if case .slot(let reference) = pattern { return reference.source == SlotType.person.rawValue }
      return false
    }
  }

  /// A list of synonyms, each entry mapping phrases to one canonical value.
  struct SlotList: Sendable {
    var name: String
    var entries: [(phrases: [[String]], value: String)]
    var file = ""
    var line = 0
  }

  public internal(set) var intents: [Intent] = []
  var templates: [Template] = []
  var lists: [String: SlotList] = [:]
  /// Polite words dropped at either end of a request before matching ("please", "thanks").
  var skipPhrases: [[String]] = []
  /// Dropped only at the start ("hello", "could you", "sorry to bother you but") or only at the end
  /// ("if you don't mind", "please save it").
  var openingPhrases: [[String]] = []
  var closingPhrases: [[String]] = []
  /// The same, found by their first (last) word, longest first.
  var openingByFirst: [String: [[String]]] = [:]
  var closingByLast: [String: [[String]]] = [:]
  /// The skip phrases that make the request a question ("could you", "would you mind"): a final "?"
  /// then closes the request, not the message in it.
  var questionPhrases: Set<[String]> = []
  /// The skip phrases that can be a whole message: "text mom thanks" sends "thanks"; "email Noah
  /// please" sends nothing.
  var thanksPhrases: Set<[String]> = []
  /// Words that may stand between any two parts of a template ("please", "um", "again"), never inside
  /// a slot and never just before a message.
  var fillerPhrases: [[String]] = []
  /// The same, found by their first word, longest first.
  var fillerByFirst: [String: [[String]]] = [:]
  /// Words with which a speaker takes back what they began and starts again ("no wait", "I mean"),
  /// found by their first word, longest first.
  var correctionPhrases: [[String]] = []
  var correctionByFirst: [String: [[String]]] = [:]
  /// Every word the templates and lists use, numbered; the lists compiled for matching.
  var vocabulary = Vocabulary()
  var compiledLists: [CompiledList] = []
  /// Each list's canonical value by phrase (words joined by a space), the first entry's when several
  /// list one phrase: what ``value(of:inList:)`` looks up.
  var listValues: [String: [String: String]] = [:]
  /// Words people write for a word the templates use ("2" → to, "abt" → about), matched like a typo.
  var aliases: [String: [String]] = [:]
  /// Every keyword and each of its one-letter deletions, hashed → the keyword, to find what a typo meant.
  var typoIndex: [UInt64: [Int32]] = [:]
  /// For each intent, the slots its templates fill (with their lists or types), and those every one fills:
  /// what a request of keys and values may say.
  var slotSourcesByIntent: [[String: [String]]] = []
  var requiredSlotsByIntent: [Set<String>] = []
  /// The templates that may begin with each word (by its number), and those that may begin with any.
  var templatesByFirstWord: [[Int]] = []
  var templatesStartingAnywhere: [Int] = []

  /// Numbers the grammar's words and compiles every template and list for matching.
  mutating func compile() {
    var listIndex: [String: Int] = [:]
    compiledLists = []
    listValues = lists.mapValues { list in
      var values: [String: String] = [:]
      for entry in list.entries {
        for phrase in entry.phrases where values[phrase.joined(separator: " ")] == nil {
          values[phrase.joined(separator: " ")] = entry.value
        }
      }
      return values
    }
    for name in lists.keys.sorted() {
      listIndex[name] = compiledLists.count
      var byFirstWord: [Int32: [(phrase: [Int32], value: String)]] = [:]
      for entry in lists[name]!.entries {
        for phrase in entry.phrases {
          let ids = phrase.map { vocabulary.intern($0) }
          byFirstWord[ids[0], default: []].append((ids, entry.value))
        }
      }
      compiledLists.append(CompiledList(name: name, byFirstWord: byFirstWord))
    }
    for index in templates.indices {
      let node = Node.compile(templates[index].pattern, vocabulary: &vocabulary, lists: listIndex)
        .guardingChoices(lists: compiledLists)
      templates[index].node = node
      templates[index].requiredIDs = node.requiredWords(lists: compiledLists).map { Array($0) }
    }
    for index in templates.indices {
      templates[index].firstWords = templates[index].node.firstWords(lists: compiledLists)
      templates[index].node.collectWords(into: &intents[templates[index].intent].words)
    }
    templatesByFirstWord = [[Int]](repeating: [], count: vocabulary.count)
    templatesStartingAnywhere = []
    for (index, template) in templates.enumerated() {
      guard let starts = template.firstWords else {
        templatesStartingAnywhere.append(index)
        continue
      }
      for id in starts where id >= 0 && Int(id) < templatesByFirstWord.count { templatesByFirstWord[Int(id)].append(index) }
    }
    for phrase in fillerPhrases { for word in phrase { _ = vocabulary.intern(word) } }
    openingByFirst = Dictionary(grouping: openingPhrases, by: { $0[0] }).mapValues { $0.sorted { $0.count > $1.count } }
    fillerByFirst = Dictionary(grouping: fillerPhrases, by: { $0[0] })
    correctionByFirst = Dictionary(grouping: correctionPhrases, by: { $0[0] }).mapValues { $0.sorted { $0.count > $1.count } }
    closingByLast = Dictionary(grouping: closingPhrases, by: { $0[$0.count - 1] }).mapValues { $0.sorted { $0.count > $1.count } }
    _ = vocabulary.intern("'s")
    slotSourcesByIntent = intents.indices.map(slotSources(of:))
    requiredSlotsByIntent = intents.indices.map(requiredSlots(of:))
    typoIndex = [:]
    var keywords: Set<Int32> = []
    for template in templates { template.node.collectWords(into: &keywords) }
    for list in compiledLists { for entries in list.byFirstWord.values { for entry in entries { keywords.formUnion(entry.phrase) } } }
    for (word, id) in vocabulary.ids where keywords.contains(id) && Grammar.canBeMisspelt(word) {
      for variant in Grammar.deletionHashes(of: word) where typoIndex[variant]?.contains(id) != true {
        typoIndex[variant, default: []].append(id)
      }
    }
  }

  /// Keywords of four letters or more can be misspelt ("txet", "emial", "numbr"); shorter ones are too
  /// easily another word.
  static func canBeMisspelt(_ word: String) -> Bool {
    word.count >= 4 && word.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" }
  }

  /// Hashes of the word itself and of every way to drop one letter (byte): two words one typo apart
  /// share one of these. Computed without building the variants.
  static func deletionHashes(of word: String) -> [UInt64] {
    let bytes = Array(word.utf8)
    var hashes: [UInt64] = []
    hashes.reserveCapacity(bytes.count + 1)
    for skip in -1..<bytes.count {
      // FNV-1a, with the length mixed in.
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for (index, byte) in bytes.enumerated() where index != skip {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      hashes.append(hash ^ UInt64(skip < 0 ? bytes.count : bytes.count - 1) &* 0x9E37_79B9)
    }
    return hashes
  }

  /// The keywords `word` (unknown to the grammar) is one typo away from: a letter added, dropped,
  /// changed, or two swapped. `opening`: the word opens the request, where a verb stands.
  func typoCandidates(_ word: String, opening: Bool = false) -> [Int32] {
    var found = (aliases[word] ?? []).map { vocabulary.id($0) }.filter { $0 >= 0 }
    // A short word with a doubled letter typed once: "cal" (call), "ad" (add), "bos" (boss).
    if (2...3).contains(word.count), word.allSatisfy(\.isLetter) {
      let letters = Array(word)
      for index in letters.indices {
        var doubled = letters
        doubled.insert(letters[index], at: index)
        let id = vocabulary.id(String(doubled))
        if id >= 0, !found.contains(id) {
          found.append(id)
        }
      }
      // Two letters swapped in a three-letter word: "yse" (yes), "nad" (and).
      for index in letters.indices.dropLast() where word.count == 3 && letters[index] != letters[index + 1] {
        var swapped = letters
        swapped.swapAt(index, index + 1)
        let id = vocabulary.id(String(swapped))
        if id >= 0, !found.contains(id) { found.append(id) }
      }
    }
    // The verb that opens a request with one letter left off: "sav this number", "giv Kwame a call", "sho me",
    // "cll my dentist".
    if opening, word.count == 3, word.allSatisfy({ $0.isASCII && $0.isLetter }) {
      let letters = Array(word)
      for position in (0...letters.count).reversed() {
        for letter in "abcdefghijklmnopqrstuvwxyz" {
          var longer = letters
          longer.insert(letter, at: position)
          let id = vocabulary.id(String(longer))
          if id >= 0, opensTemplates(id), !found.contains(id) { found.append(id) }
        }
      }
    }
    guard Grammar.canBeMisspelt(word) else { return found }
    for variant in Grammar.deletionHashes(of: word) {
      for id in typoIndex[variant] ?? [] where !found.contains(id) {
        guard let keyword = vocabulary.word(id), Grammar.isOneTypo(word, keyword) else { continue }
        // A four-letter word is too often another word one letter off ("same", "dave", "past"): only
        // swapped letters ("txet") or a dropped one ("emal") count there, and, for the verb that opens a
        // request, a key's neighbour hit instead ("vall jake", "tezt mike").
        if word.count == 4, word.count == keyword.count, Set(word) != Set(keyword),
          !(opening && Grammar.isNeighbourKey(word, keyword) && opensTemplates(id))
        {
          continue
        }
        if word.count == 4, word.count > keyword.count { continue }
        found.append(id)
      }
    }
    return found
  }

  /// Whether some template starts with the word `id`. Words the grammar learnt after its templates were
  /// indexed (an opening's, a closing's) start none (found by fuzzing: "hel" was read as "hell", a word of
  /// "the hell", past the end of the index).
  func opensTemplates(_ id: Int32) -> Bool {
    Int(id) < templatesByFirstWord.count && !templatesByFirstWord[Int(id)].isEmpty
  }

  /// Whether two words of one length differ in one letter only, and those two letters are neighbours on
  /// a QWERTY keyboard: "vall" for "call", "tezt" for "text".
  static func isNeighbourKey(_ a: String, _ b: String) -> Bool {
    guard a.count == b.count else { return false }
    let different = zip(a, b).filter { $0 != $1 }
    guard different.count == 1, let (x, y) = different.first else { return false }
    return keyboardNeighbours[x]?.contains(y) ?? false
  }

  /// The letters around each letter on a QWERTY keyboard, whose rows are staggered by half a key.
  static let keyboardNeighbours: [Character: Set<Character>] = {
    let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map(Array.init)
    var table: [Character: Set<Character>] = [:]
    for (row, keys) in rows.enumerated() {
      for (column, key) in keys.enumerated() {
        var around: [(Int, Int)] = [(row, column - 1), (row, column + 1)]
        around += [(row - 1, column), (row - 1, column + 1), (row + 1, column - 1), (row + 1, column)]
        for (r, c) in around where rows.indices.contains(r) && rows[r].indices.contains(c) {
          table[key, default: []].insert(rows[r][c])
        }
      }
    }
    return table
  }()

  /// Optimal string alignment distance is exactly 1.
  static func isOneTypo(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(a), Array(b))
    if x == y { return false }
    if x.count == y.count {
      let differences = x.indices.filter { x[$0] != y[$0] }
      if differences.count == 1 { return true }
      return differences.count == 2 && differences[1] == differences[0] + 1
        && x[differences[0]] == y[differences[1]] && x[differences[1]] == y[differences[0]]
    }
    let (short, long) = x.count < y.count ? (x, y) : (y, x)
    guard long.count == short.count + 1 else { return false }
    var index = 0
    while index < short.count, short[index] == long[index] { index += 1 }
    return short[index...].elementsEqual(long[(index + 1)...])
  }

  /// Lists the engine itself reads: `label` for a new contact's details, `relation` and `role` for a name
  /// after "my sister", "my neighbour".
  static let engineLists: Set<String> = ["label", "relation", "role"]

  /// A `skip:`, `question:` or `filler:` line may stand for at most this many phrases.
  public static let phraseCap = 20_000

  /// A template may have at most this many ways through it (`kith grammar check` warns past it).
  public static let expansionCap = 1_000_000

  /// The words requests are made of ("text", "email", "favourite"), for completion.
  public var requestWords: [String] {
    vocabulary.words.filter { $0.count > 2 && $0.allSatisfy(\.isLetter) }.sorted()
  }

  /// How many template lines the grammar has.
  public var templateCount: Int { templates.count }

  /// The canonical value of a folded phrase in list `list` ("cell" in `label` is "mobile").
  public func value(of phrase: String, inList list: String) -> String? {
    // Words as a list holds them: one space between, none around.
    let bytes = phrase.utf8
    let spaced = bytes.first == 0x20 || bytes.last == 0x20 || zip(bytes, bytes.dropFirst()).contains { $0 == 0x20 && $1 == 0x20 }
    let key = spaced ? phrase.split(separator: " ").joined(separator: " ") : phrase
    return listValues[list]?[key]
  }

  /// The intent called `name`, if the grammar has it.
  public func intent(named name: String) -> Intent? {
    intents.first { $0.name == name }
  }
}

/// What kith is waiting for, which decides whether answers like "2" or "yes" mean anything.
public enum ConversationState: String, Sendable, Hashable, CaseIterable, Codable {
  case idle
  case awaitingChoice = "awaiting_choice"
  case awaitingConfirmation = "awaiting_confirmation"
  case awaitingInput = "awaiting_input"
}
