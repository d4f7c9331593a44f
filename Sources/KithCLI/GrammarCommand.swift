import ArgumentParser
import Foundation
import KithAssistant
import KithCore
import KithGrammar
import KithIndex
import KithStore

/// `kith grammar parse|check|test`: the rule grammar on its own, for people extending it.
struct GrammarCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "grammar",
    abstract: "Parse requests with the rule grammar, lint it, and run its tests.",
    discussion: """
      The grammar is --grammar DIR, else $KITH_GRAMMAR, else the English grammar built into kith \
      (Grammars/en as it was when kith was built). See Grammars/README.md.
      """,
    subcommands: [GrammarParseCommand.self, GrammarCheckCommand.self, GrammarTestCommand.self])
}

/// Options every grammar subcommand shares.
struct GrammarOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp("A grammar folder (*.grammar files) instead of the built-in grammar.", valueName: "dir"))
  var grammar: String?

  /// The folder being edited, or `nil` for the built-in grammar.
  func folder(in context: CommandContext) -> String? {
    GrammarLocation.folder(explicit: grammar, environment: context.environment)
  }

  func sources(in context: CommandContext) throws -> [GrammarSource] {
    try GrammarLocation.sources(folder: folder(in: context))
  }

  func load(in context: CommandContext) throws -> Grammar {
    do {
      return try Grammar.load(try sources(in: context))
    } catch let errors as GrammarErrors {
      throw CommandFailure(message: "the grammar has errors:\n\(errors)")
    }
  }
}

/// `kith grammar parse [--json] [--state STATE] [UTTERANCE…]`
struct GrammarParseCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse",
    abstract: "Show the intent and slots the grammar reads in a request.",
    discussion: """
      Without an UTTERANCE, reads one request per line from standard input and answers each at once. \
      Person spans are checked against the contact store when it exists.
      """)

  @ParentCommand var root: KithCommand
  @OptionGroup var options: GrammarOptions

  @Flag(help: "Print one JSON object per request: {\"text\", \"intent\", \"slots\", \"alternatives\"}.")
  var json = false

  @Option(help: ArgumentHelp("The question pending: idle, awaiting_choice, awaiting_confirmation, awaiting_input."))
  var state: String = ConversationState.idle.rawValue

  @Flag(help: "Don't consult the contact store for person spans.")
  var noIndex = false

  @Argument(help: "The request.")
  var utterance: [String] = []

  func validate() throws {
    if ConversationState(rawValue: state) == nil {
      throw ValidationError("--state must be one of \(ConversationState.allCases.map(\.rawValue).joined(separator: ", "))")
    }
  }

  mutating func run(in context: CommandContext) throws {
    let grammar = try options.load(in: context)
    let state = ConversationState(rawValue: state)!
    var judge: IndexPersonJudge?
    let path = StoreLocation.path(explicit: root.store, environment: context.environment)
    if !noIndex, FileManager.default.fileExists(atPath: path) {
      let (store, index) = try root.openStore(in: context)
      let session = SearchSession(store: store, index: index)
      try session.warmUp()
      judge = IndexPersonJudge(session: session)
    }
    func answer(_ text: String) {
      let result = grammar.parse(text, state: state, judge: judge)
      if json { context.sayData(result.jsonLine) } else { context.say(ParseText.render(result)) }
    }
    if utterance.isEmpty {
      while let line = context.readLine() {
        answer(line)
        context.output.flush()
      }
    } else {
      answer(utterance.joined(separator: " "))
    }
  }
}

/// `kith grammar check [DIR]`
struct GrammarCheckCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Load the grammar and lint it; exits 1 on an error.",
    discussion: """
      Reports every error and warning as FILE:LINE:COL with the line and a caret: syntax errors, unknown \
      lists and rules, open slots side by side, templates without a literal word, templates that expand \
      past \(Grammar.expansionCap) ways through, unused rules and lists.
      """)

  @OptionGroup var options: GrammarOptions

  mutating func run(in context: CommandContext) throws {
    let folder = options.folder(in: context) ?? "built-in grammar (Grammars/en)"
    let (grammar, diagnostics) = Grammar.check(try options.sources(in: context))
    for diagnostic in diagnostics { context.warn(diagnostic.description) }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    let templates = grammar.templateCount
    let summary = "\(folder): \(grammar.intents.count) intents, \(templates) templates; \(errors) errors, \(warnings) warnings"
    if errors > 0 { throw CommandFailure(message: summary) }
    context.say(summary)
  }
}

/// `kith grammar test [FILE…]`
struct GrammarTestCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Check the grammar against its tests (JSON Lines of request → intent and slots).",
    discussion: """
      Without FILE, runs every tests/*.jsonl beside the --grammar folder. Person spans are judged against \
      the sample book (--book, default Examples/contacts.vcf of the checkout).
      """)

  @OptionGroup var options: GrammarOptions

  @Option(help: ArgumentHelp("A vCard file to judge person spans against.", valueName: "file"))
  var book: String?

  @Argument(help: "Test files.")
  var files: [String] = []

  mutating func run(in context: CommandContext) throws {
    let grammar = try options.load(in: context)
    let folder = options.folder(in: context)
    var paths = files
    if paths.isEmpty {
      guard let folder else {
        throw CommandFailure(message: "error: the built-in grammar has no tests folder; pass test files or --grammar Grammars/en")
      }
      let tests = (folder as NSString).appendingPathComponent("tests")
      paths = ((try? FileManager.default.contentsOfDirectory(atPath: tests)) ?? [])
        .filter { $0.hasSuffix(".jsonl") }.sorted().map { (tests as NSString).appendingPathComponent($0) }
    }
    let bookPath = book ?? folder.flatMap(GrammarLocation.sampleBook(grammarFolder:))
    let judge = try bookPath.map { try SampleBook(vCardPath: $0).judge }
    var failures = 0
    var total = 0
    for path in paths {
      for example in try GrammarExample.load(path: path) {
        total += 1
        if let mismatch = example.mismatch(in: grammar, judge: judge) {
          failures += 1
          context.say(mismatch)
        }
      }
    }
    let summary = "\(total - failures) of \(total) examples read as expected"
    if failures > 0 { throw CommandFailure(message: summary) }
    context.say(summary)
  }
}

/// A parse as people read it: `send_message  person="John"  body="dinner"`.
enum ParseText {
  static func render(_ result: ParseResult) -> String {
    func line(_ parse: Parse) -> String {
      ([parse.intent] + parse.slots.keys.sorted().map { "\($0)=\"\(parse.slots[$0]!)\"" }).joined(separator: "  ")
    }
    if let best = result.best {
      var text = line(best)
      for alternative in result.alternatives.prefix(2) { text += "\n  or: " + line(alternative) }
      return text
    }
    if result.isAmbiguous {
      return "ambiguous:\n" + result.alternatives.prefix(3).map { "  " + line($0) }.joined(separator: "\n")
    }
    return "no intent" + (result.suggestion.map { "; you can say things like: \($0)" } ?? "")
  }
}
