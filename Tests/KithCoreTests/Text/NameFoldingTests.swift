import Testing

@testable import KithCore

/// One input and the folded text expected from it.
struct FoldCase: Sendable, CustomTestStringConvertible {
  let input: String
  let expected: String
  let note: String

  init(_ input: String, _ expected: String, _ note: String = "") {
    self.input = input
    self.expected = expected
    self.note = note
  }

  var testDescription: String {
    let shown = input.unicodeScalars.map { scalar in
      (0x20..<0x7F).contains(scalar.value)
        ? String(scalar) : "<U+\(String(scalar.value, radix: 16, uppercase: true))>"
    }
    return "\(note.isEmpty ? "" : note + ": ")\"\(shown.joined())\" → \"\(expected)\""
  }
}

@Suite struct NameFoldingTests {
  static let cases: [FoldCase] = [
    // Plain ASCII.
    FoldCase("John Smith", "john smith"),
    FoldCase("JOHN", "john"),
    FoldCase("", ""),
    FoldCase("   ", ""),
    FoldCase("  Mary   Ann  ", "mary ann", "white space collapsed and trimmed"),
    FoldCase("Mary\tAnn\nLee", "mary ann lee", "tabs and new lines"),
    FoldCase("R2-D2", "r2 d2", "digits kept"),
    // Accents: canonical decomposition, marks dropped.
    FoldCase("José", "jose"),
    FoldCase("Nguyễn", "nguyen", "two stacked marks"),
    FoldCase("Ångström", "angstrom"),
    FoldCase("François Müller", "francois muller"),
    FoldCase("Zoë Brontë", "zoe bronte"),
    FoldCase("Ñúñez", "nunez"),
    FoldCase("Đặng Văn Lâm", "dang van lam", "Vietnamese"),
    FoldCase("Ağaoğlu Şahin", "agaoglu sahin", "Turkish"),
    FoldCase("İstanbul Işık", "istanbul isik", "Turkish dotted and dotless I"),
    FoldCase("Dvořák Čapek", "dvorak capek", "Czech"),
    FoldCase("Ærøskøbing", "aeroskobing"),
    // NFD input: the same folded text as NFC.
    FoldCase("Jose\u{301}", "jose", "NFD e + combining acute"),
    FoldCase("Nguye\u{302}\u{303}n", "nguyen", "NFD two combining marks"),
    FoldCase("A\u{30A}ngstro\u{308}m", "angstrom", "NFD ring and diaeresis"),
    // Letters that do not decompose.
    FoldCase("Łukasz Ł", "lukasz l"),
    FoldCase("Søren Øst", "soren ost"),
    FoldCase("Đorđe", "dorde"),
    FoldCase("Guðrún Ð", "gudrun d"),
    FoldCase("Þór", "thor"),
    FoldCase("Straße STRAẞE", "strasse strasse"),
    FoldCase("Æsa", "aesa"),
    FoldCase("Œdipe cœur", "oedipe coeur"),
    FoldCase("Yıldız", "yildiz"),
    FoldCase("Ħamrun", "hamrun"),
    // Apostrophes vanish inside words.
    FoldCase("O’Brien", "obrien", "right single quotation mark"),
    FoldCase("O'Brien", "obrien"),
    FoldCase("D'Angelo", "dangelo"),
    FoldCase("O`Neil", "oneil", "backtick"),
    FoldCase("O´Neil", "oneil", "acute accent used as apostrophe"),
    FoldCase("Kaʻiulani", "kaiulani", "okina"),
    FoldCase("Nuʼu", "nuu", "modifier letter apostrophe"),
    FoldCase("‘Bob’", "bob", "quoted"),
    // Punctuation separates words.
    FoldCase("Jean-Luc", "jean luc"),
    FoldCase("Jean‐Luc Jean–Luc", "jean luc jean luc", "Unicode hyphen and en dash"),
    FoldCase("J.R.R. Tolkien", "j r r tolkien"),
    FoldCase("Smith, John", "smith john"),
    FoldCase("john_smith/jane", "john smith jane"),
    FoldCase("Bob “The Builder” (work)", "bob the builder work"),
    FoldCase("Bob & Alice", "bob alice"),
    // Compatibility forms.
    FoldCase("Ｊｏｈｎ　Ｓｍｉｔｈ", "john smith", "full-width letters and ideographic space"),
    FoldCase("ﬁona", "fiona", "ligature"),
    FoldCase("𝓙𝓸𝓱𝓷", "john", "mathematical script letters"),
    FoldCase("Ǆuro", "dzuro", "digraph letter"),
    FoldCase("Acme™ Corp", "acme corp", "trade mark sign separates"),
    FoldCase("Jo\u{A0}Ann", "jo ann", "no-break space"),
    FoldCase("Anna²", "anna2", "superscript digit"),
    // Other scripts kept.
    FoldCase("山田 太郎", "山田 太郎"),
    FoldCase("김민준", "김민준"),
    FoldCase("\u{1100}\u{1161}\u{11A8}", "각", "conjoining jamo composed"),
    FoldCase("\u{1113}\u{1167}", "\u{1113}\u{1167}", "archaic jamo that Foundation's NFKC garbles"),
    FoldCase("\u{1113}\u{32F}\u{1164}ｘ", "\u{1113}\u{1164}x", "archaic jamo beside a compatibility form"),
    FoldCase("가\u{11A8}", "각", "syllable and final jamo composed"),
    FoldCase("ｶﾞｸ", "ガク", "half-width katakana with voicing mark"),
    FoldCase("カ\u{3099}", "ガ", "decomposed voicing mark"),
    FoldCase("ジョン・スミス", "ジョン スミス", "katakana middle dot separates"),
    FoldCase("佐々木", "佐々木", "iteration mark kept"),
    FoldCase("Дмитрий ИВАНОВ", "дмитрий иванов", "Cyrillic lower-cased"),
    FoldCase("Андрей Йорк", "андрей йорк", "Cyrillic keeps its breve"),
    FoldCase("Андре\u{438}\u{306}", "андрей", "decomposed short i composed"),
    FoldCase("Алекса\u{301}ндр", "александр", "Cyrillic stress mark dropped"),
    FoldCase("ΟΔΥΣΣΕΥΣ Ἀλέξανδρος", "οδυσσευσ αλεξανδροσ", "Greek: accents and final sigma"),
    FoldCase("مُحَمَّد", "محمد", "Arabic harakat dropped"),
    FoldCase("عبد الله", "عبد الله"),
    FoldCase("שָׁלוֹם", "שלום", "Hebrew points dropped"),
    FoldCase("देवनागरी", "देवनागरी", "Devanagari vowel signs kept"),
    FoldCase("٤٢ ४२", "42 42", "decimal digits of other scripts"),
    // Invisible characters.
    FoldCase("Mary\u{200D}Jane", "maryjane", "zero-width joiner"),
    FoldCase("Mary\u{200B}Jane", "maryjane", "zero-width space"),
    FoldCase("\u{200F}Sara\u{200E}", "sara", "bidi marks"),
    FoldCase("\u{202B}Omar\u{202C} Ali", "omar ali", "bidi embedding"),
    FoldCase("\u{FEFF}Anna", "anna", "byte-order mark"),
    FoldCase("Jo\u{AD}hann", "johann", "soft hyphen"),
    // Emoji separate words.
    FoldCase("Mom ❤️", "mom"),
    FoldCase("🍕Pizza🍕Place", "pizza place"),
    FoldCase("Dad 👨‍👩‍👧 Home", "dad home", "emoji ZWJ sequence"),
    FoldCase("Ana 👋🏽", "ana", "skin tone modifier"),
    FoldCase("🇫🇷 Jean", "jean", "flag"),
  ]

  @Test(arguments: cases)
  func folds(_ test: FoldCase) {
    #expect(NameFolding.fold(test.input) == test.expected)
  }

  @Test(arguments: cases)
  func foldingIsIdempotent(_ test: FoldCase) {
    let once = NameFolding.fold(test.input)
    #expect(NameFolding.fold(once) == once)
  }

  @Test(arguments: cases)
  func wordsAreTheFoldSplitOnSpaces(_ test: FoldCase) {
    let expected = test.expected.isEmpty ? [] : test.expected.split(separator: " ").map(String.init)
    #expect(NameFolding.words(test.input) == expected)
  }

  @Test func wordsOfAName() {
    #expect(NameFolding.words("Mary-Kate  O'Neil") == ["mary", "kate", "oneil"])
    #expect(NameFolding.words(" -- ") == [])
  }

  @Test func foldsTenThousandCharacters() {
    let long = String(repeating: "Zoë-O’Brien ", count: 1_000)
    #expect(long.count == 12_000)
    let folded = NameFolding.fold(long)
    #expect(folded == Array(repeating: "zoe obrien", count: 1_000).joined(separator: " "))
    let marks = "a" + String(repeating: "\u{301}", count: 10_000)
    #expect(NameFolding.fold(marks) == "a")
    let han = String(repeating: "山", count: 10_000)
    #expect(NameFolding.fold(han) == han)
  }

  @Test func resultHasNoLeadingTrailingOrDoubleSpaces() {
    for test in Self.cases {
      let folded = NameFolding.fold(test.input)
      #expect(!folded.hasPrefix(" ") && !folded.hasSuffix(" ") && !folded.contains("  "))
    }
  }

  // MARK: - German variants

  @Test(arguments: [
    ("Müller", ["mueller"]),
    ("MÜLLER", ["mueller"]),
    ("Mu\u{308}ller", ["mueller"]),
    ("Größe", ["groesse"]),
    ("Jürgen Schäfer", ["juergen schaefer"]),
    ("Köln", ["koeln"]),
    ("Ärzte", ["aerzte"]),
    ("Muller", []),
    ("Mueller", []),
    ("Zoë", []),
    ("", []),
  ])
  func germanVariants(_ input: String, _ expected: [String]) {
    #expect(NameFolding.germanVariants(input) == expected)
  }

  @Test func mullerMuellerAndMuellerMeetThroughBothKeys() {
    func keys(_ name: String) -> Set<String> {
      Set([NameFolding.fold(name)] + NameFolding.germanVariants(name))
    }
    let stored = keys("Müller")
    for query in ["Müller", "Muller", "Mueller", "MUELLER"] {
      #expect(!stored.isDisjoint(with: keys(query)), "\(query)")
    }
    #expect(!keys("Mueller").isDisjoint(with: keys("Müller")))
  }

  // MARK: - CJK

  @Test(arguments: [
    ("山田太郎", true),
    ("山田 太郎", true),
    ("김민준", true),
    ("やまだ", true),
    ("ヤマダ・タロウ", true),
    ("ｶﾀｶﾅ", true),
    ("李", true),
    ("田中 2", true),
    ("Tanaka 田中", false),
    ("John", false),
    ("Дмитрий", false),
    ("محمد", false),
    ("", false),
    ("123", false),
  ])
  func isCJK(_ input: String, _ expected: Bool) {
    #expect(NameFolding.isCJK(input) == expected)
  }

  // MARK: - Group names

  @Test(arguments: [
    ("the Book Club", "Book Club", true),
    ("The Book Club", "book club", true),
    ("Book Club", "Book Club", true),
    ("Theatre Group", "atre Group", false),
    ("the", "the", true),
    ("Garden Club", "Book Club", false),
  ])
  func groupKeyIgnoresTheArticle(_ said: String, _ stored: String, _ same: Bool) {
    #expect((NameFolding.groupKey(said) == NameFolding.groupKey(stored)) == same)
  }
}
