import Testing

@testable import KithGrammar

@Suite struct GrammarLoaderTests {
  func diagnostics(_ text: String) -> [GrammarDiagnostic] {
    Grammar.check([GrammarSource(file: "test.grammar", text: text)]).1
  }

  @Test func reportsEveryErrorWithLineColumnAndCaret() {
    let found = diagnostics(
      """
      intent send_message
        (text|sms {person} {text:body}
        call {persn}
        <missing> {person}
      list label
        mobile: cell |
      """)
    #expect(
      found.map(\.description).joined(separator: "\n") == """
        error: test.grammar:2:3: unclosed '('
              (text|sms {person} {text:body}
              ^
        error: test.grammar:3:8: unknown list or slot type '{persn}'; did you mean '{person}'?
              call {persn}
                   ^
        error: test.grammar:4:3: unknown rule '<missing>'
              <missing> {person}
              ^
        error: test.grammar:6:3: an empty synonym in list 'label'
              mobile: cell |
              ^
        """)
  }

  @Test func loadThrowsOnlyErrors() {
    #expect(throws: GrammarErrors.self) {
      try Grammar.load([GrammarSource(file: "x.grammar", text: "intent a\n  (b\n")])
    }
    #expect(throws: Never.self) {
      try Grammar.load([GrammarSource(file: "x.grammar", text: "intent a\n  {text:body}\n")])
    }
  }

  @Test(arguments: [
    ("intent a\n  say {text:x} {text:y}\n", "open slots {text} and {text} are side by side"),
    ("intent a\n  {person} [please] {text:body}\n", "can match without a single literal word"),
    ("intent a\n  (a; b; c; d; e; f; g; h; i; j) (k|l|m|n|o|p|q|r|s|t) (u|v|w|x|y|z)\n", "ways through it"),
    ("rule unused: hello\nintent a\n  hi\n", "rule '<unused>' is never used"),
    ("intent a\n  hi there\nintent b\n  hi there\n", "the same template is in intent 'a'"),
    ("intent a\n  hi\n  when: sometimes\n", "unknown state 'sometimes'"),
    ("intent a\n  <r>\nrule r: <s>\nrule s: <r>\n", "refers to itself"),
    ("list x\n  include y\n", "unknown list 'y'"),
    ("frobnicate\n", "expected 'intent NAME'"),
  ])
  func lints(_ text: String, _ message: String) {
    let found = diagnostics(text)
    #expect(found.contains { $0.message.contains(message) }, "\(found)")
  }

  @Test func personNextToTextIsAllowedAndAnswersMayBeOneSlot() {
    let found = diagnostics(
      """
      intent send_message
        text {person} {text:body}
      intent choose
        when: awaiting_choice
        {ordinal:choice}
      """)
    #expect(found.isEmpty, "\(found)")
  }
}

@Suite struct MatchingTests {
  static let grammar = try! Grammar.load([
    GrammarSource(
      file: "t.grammar",
      text: """
        skip: please | hey kith
        list label
          mobile: cell | mobile
          work: work | office
        intent call
          example: call NAME
          call {person} [at {label}]
        intent show_contact
          example: show NAME
          show {person}
        intent display
          example: show NAME
          show {person}
        intent choose
          when: awaiting_choice
          [the] {ordinal:choice} [one]
        intent set_birthday
          birthday of {person} is {date:value}
        intent lookup
          {person}'s {label} number
        """)
  ])

  @Test func ranksFewerOpenWordsFirst() {
    let result = Self.grammar.parse("call John at work")
    #expect(result.best?.slots == ["person": .string("John"), "label": .string("work")])
    #expect(result.alternatives.first?.slots == ["person": .string("John at work")])
  }

  @Test func tiedIntentsAreAmbiguous() {
    let result = Self.grammar.parse("show Sarah")
    #expect(result.best == nil)
    #expect(result.isAmbiguous)
    #expect(Set(result.alternatives.prefix(2).map(\.intent)) == ["show_contact", "display"])
    #expect(result.jsonLine.contains("\"intent\":null"))
  }

  @Test func answersMatchOnlyWhileAQuestionIsPending() {
    #expect(Self.grammar.parse("the 2nd one").intent == nil)
    let answer = Self.grammar.parse("the 2nd one", state: .awaitingChoice)
    #expect(answer.intent == "choose")
    #expect(answer.best?["choice"] == "2")
  }

  @Test func capturesAreTrimmedAndPossessivesSplit() {
    #expect(Self.grammar.parse("hey kith, call Zoë!  please").best?["person"] == "Zoë")
    #expect(Self.grammar.parse("James’ cell number?").best?["person"] == "James")
    #expect(Self.grammar.parse("James’ cell number?").best?["label"] == "mobile")
    #expect(Self.grammar.parse("CALL “O'Brien”").best?["person"] == "O'Brien")
  }

  @Test func typedSlotsNormalize() {
    let result = Self.grammar.parse("birthday of Ann is the 3rd of March")
    #expect(result.best?["value"] == "the 3rd of March")
    #expect(result.best?.details["value"]?.normalized == "--03-03")
  }

  @Test func nothingFitsGivesASuggestion() {
    let result = Self.grammar.parse("could you call")
    #expect(result.best == nil)
    #expect(result.suggestion == "call NAME")
    #expect(Self.grammar.parse("").best == nil)
    // A huge line is read, not a crash: too long for a name, fine for a message.
    #expect(Self.grammar.parse(String(repeating: "call ", count: 2_000)).best == nil)
    let long = try! Grammar.load([GrammarSource(file: "m.grammar", text: "intent m\n  text {person} about {text:body}\n")])
    let body = String(repeating: "word ", count: 5_000)
    #expect(long.parse("text Ann about " + body).best?["body"] == String(body.dropLast()))
  }

  struct FixedJudge: PersonJudge {
    var known: [String: Int]
    func fits(ofPeople spans: [String]) -> [PersonFit] {
      spans.map { PersonFit(rank: known[$0] ?? 0, score: 0, words: 0) }
    }
  }

  @Test func thePersonJudgeSplitsOpenSpans() {
    let grammar = try! Grammar.load([
      GrammarSource(file: "m.grammar", text: "intent send_message\n  text {person} {text:body}\n")
    ])
    let chen = grammar.parse("text mike chen im late", judge: FixedJudge(known: ["mike chen": 3, "mike": 2]))
    #expect(chen.best?["person"] == "mike chen")
    let mike = grammar.parse("text mike chen im late", judge: FixedJudge(known: ["mike": 2]))
    #expect(mike.best?["person"] == "mike")
  }
}

@Suite struct SlotTypeTests {
  @Test(arguments: [
    (["march", "3"], "--03-03"), (["mar", "3rd"], "--03-03"), (["3", "march"], "--03-03"),
    (["the", "3rd", "of", "march"], "--03-03"), (["march", "3rd", "1988"], "1988-03-03"),
    (["3/3"], "--03-03"), (["3/4/1988"], "1988-03-04"), (["25/12"], "--12-25"), (["1988-04-01"], "1988-04-01"),
    (["--04-01"], "--04-01"), (["february", "29"], "--02-29"), (["the", "twenty-first", "of", "june"], "--06-21"),
    (["31.12.1990"], "1990-12-31"),
  ])
  func dates(_ words: [String], _ iso: String) {
    #expect(CalendarDate(words)?.iso == iso)
  }

  @Test(arguments: [["february", "30"], ["13/13"], ["march"], ["1988-13-01"], ["tomorrow"], ["29", "february", "1999"]])
  func notDates(_ words: [String]) {
    #expect(CalendarDate(words) == nil)
  }

  @Test func contactDetails() throws {
    let labels = ["mobile": "mobile", "cell": "mobile", "work": "work", "home": "home"]
    let details = try #require(
      ContactDetails("Jane Roe at Acme, jane@acme.com, mobile +44 7700 900123; work 555-0100") { labels[$0] })
    #expect(details.name == "Jane Roe")
    #expect(details.organization == "Acme")
    #expect(details.emails == [.init(value: "jane@acme.com", label: nil)])
    #expect(details.phones == [.init(value: "+44 7700 900123", label: "mobile"), .init(value: "555-0100", label: "work")])
    #expect(ContactDetails("555-0100") { labels[$0] } == nil)
    #expect(ContactDetails("Ann Lee, bad@", label: { labels[$0] }) == nil)
  }

  @Test func phonesEmailsPathsOrdinals() {
    #expect(SlotType.phoneDigits("(555) 222-3333") == "5552223333")
    #expect(SlotType.phoneDigits("+44 7700 900123") == "+447700900123")
    #expect(SlotType.phoneDigits("555-CALL") == nil)
    #expect(SlotType.isEmail("jo@acme.com") && !SlotType.isEmail("jo@acme") && !SlotType.isEmail("@acme.com"))
    #expect(SlotType.isPath("~/x.png") && SlotType.isPath("sarah.jpg") && !SlotType.isPath("Sarah"))
    #expect(SlotType.ordinal("second") == "2" && SlotType.ordinal("3rd") == "3" && SlotType.ordinal("last") == "last")
    #expect(SlotType.ordinal("zero") == nil)
  }
}
