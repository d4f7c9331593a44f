import Foundation
import KithCore

/// One grammar file's name (as it should appear in messages) and text.
public struct GrammarSource: Sendable {
  public var file: String
  public var text: String

  public init(file: String, text: String) {
    self.file = file
    self.text = text
  }
}

extension Grammar {
  /// Loads every `*.grammar` file in `directory`, in name order.
  ///
  /// Throws every error found in every file (warnings are left to ``lint()``), each as
  /// `error: FILE:LINE:COL: message` with the line and a caret.
  public static func load(directory: String) throws -> Grammar {
    let sources = try sources(in: directory)
    guard !sources.isEmpty else {
      throw GrammarErrors(diagnostics: [
        GrammarDiagnostic(
          severity: .error, message: "no *.grammar files here", position: .init(line: 1, column: 1), file: directory)
      ])
    }
    return try load(sources)
  }

  /// Loads grammar text; throws ``GrammarErrors`` with every error in every source.
  public static func load(_ sources: [GrammarSource]) throws(GrammarErrors) -> Grammar {
    // Loading needs the errors only; the warnings are `kith grammar check`'s.
    let (grammar, diagnostics) = check(sources, linting: false)
    let errors = diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else { throw GrammarErrors(diagnostics: errors) }
    return grammar
  }

  /// Loads grammar text and lints it: the grammar, with every error and warning in file order. The
  /// grammar is usable only when no diagnostic is an error.
  public static func check(_ sources: [GrammarSource]) -> (Grammar, [GrammarDiagnostic]) {
    check(sources, linting: true)
  }

  static func check(_ sources: [GrammarSource], linting: Bool) -> (Grammar, [GrammarDiagnostic]) {
    var loader = GrammarLoader()
    loader.linting = linting
    for source in sources { loader.read(source) }
    let grammar = loader.finish()
    let order = Dictionary(uniqueKeysWithValues: sources.enumerated().map { ($1.file, $0) })
    let diagnostics = loader.diagnostics.sorted {
      (order[$0.file] ?? -1, $0.line, $0.column) < (order[$1.file] ?? -1, $1.line, $1.column)
    }
    return (grammar, diagnostics)
  }

  /// The `*.grammar` files of `directory`, in name order.
  public static func sources(in directory: String) throws -> [GrammarSource] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".grammar") }.sorted()
    return try names.map { name in
      let path = (directory as NSString).appendingPathComponent(name)
      return GrammarSource(file: path, text: try String(contentsOfFile: path, encoding: .utf8))
    }
  }
}

/// Reads the grammar file syntax (documented in `Grammars/README.md`):
///
/// ```
/// skip: please | could you
/// list label
///   mobile: cell | mobile | iphone
/// rule text_verb: (text | message | sms)
/// intent send_message
///   example: text NAME saying MESSAGE
///   <text_verb> {person} [about | saying] {text:body}
/// ```
struct GrammarLoader {
  private(set) var diagnostics: [GrammarDiagnostic] = []
  private var grammar = Grammar()
  private var rules: [String: (pattern: Pattern, file: String, position: Pattern.Position)] = [:]
  private var pending: [(intent: Int, pattern: Pattern, fixed: [String: String], text: String, file: String, position: Pattern.Position)] = []
  private var lines: [String: [Substring]] = [:]
  private var includes: [(list: String, source: String, excluded: Set<String>, file: String, position: Pattern.Position)] = []
  /// Template literals already folded into words.
  private var folded: [String: [String]] = [:]
  /// Whether to add the warnings of `kith grammar check` (loading for use needs only the errors).
  var linting = true
  /// Where each intent was declared, for "has no templates".
  private var intentPositions: [(file: String, line: Int)] = []

  private enum Block {
    case none
    case list(String)
    case intent(Int)
  }

  mutating func read(_ source: GrammarSource) {
    let fileLines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
    lines[source.file] = fileLines
    var block = Block.none
    for (offset, rawLine) in fileLines.enumerated() {
      let number = offset + 1
      let indent = rawLine.prefix { $0 == " " || $0 == "\t" }.count
      let content = rawLine.dropFirst(indent).trimmingTrailingSpaces
      if content.isEmpty || content.hasPrefix("#") { continue }
      let column = indent + 1
      if indent == 0 {
        block = topLevel(content, file: source.file, line: number)
        continue
      }
      switch block {
      case .none:
        report(.error, "an indented line belongs under 'intent NAME' or 'list NAME'", source.file, number, column)
      case .list(let name):
        listEntry(content, list: name, file: source.file, line: number, column: column)
      case .intent(let intent):
        intentLine(content, intent: intent, file: source.file, line: number, column: column)
      }
    }
  }

  private mutating func topLevel(_ content: Substring, file: String, line: Int) -> Block {
    let keyword = content.prefix { $0.isLetter }
    let rest = content.dropFirst(keyword.count)
    switch keyword {
    case "alias":
      // "alias: 2 = to | abt = about": a word people write for a word the templates use.
      guard let pairs = afterColon(rest) else {
        report(.error, "aliases are 'alias: WORD = WORD | WORD = WORD'", file, line, keyword.count + 1)
        return .none
      }
      for pair in pairs.split(separator: "|") {
        let sides = pair.split(separator: "=", omittingEmptySubsequences: false).map { Utterance.foldedWords(String($0)) }
        guard sides.count == 2, sides[0].count == 1, sides[1].count == 1 else {
          report(.error, "an alias is 'WORD = WORD', one word each side: '\(pair.trimmingSpaces)'", file, line, keyword.count + 2)
          continue
        }
        grammar.aliases[sides[0][0], default: []].append(sides[1][0])
      }
      return .none
    case "skip", "question", "filler", "thanks", "opening", "closing", "correction":
      guard let phrases = afterColon(rest) else {
        report(.error, "\(keyword) phrases are '\(keyword): phrase | phrase'", file, line, keyword.count + 1)
        return .none
      }
      // The phrases are a template of words: "(could | would) you [please]" stands for four phrases.
      let column = content.count - phrases.count + 1
      guard let pattern = template(String(phrases), file: file, line: line, column: column) else { return .none }
      guard let expansions = pattern.phrases(cap: Grammar.phraseCap) else {
        report(
          .error, "\(keyword) phrases are words, ( | ) and [ ] only, at most \(Grammar.phraseCap) of them", file, line,
          column)
        return .none
      }
      for words in expansions {
        guard !words.isEmpty else { continue }
        switch keyword {
        case "filler": grammar.fillerPhrases.append(words)
        case "question":
          grammar.openingPhrases.append(words)
          grammar.questionPhrases.insert(words)
        case "opening": grammar.openingPhrases.append(words)
        case "closing": grammar.closingPhrases.append(words)
        case "correction": grammar.correctionPhrases.append(words)
        case "thanks":
          grammar.skipPhrases.append(words)
          grammar.thanksPhrases.insert(words)
        default: grammar.skipPhrases.append(words)
        }
      }
      return .none
    case "list":
      let (name, value) = nameAndValue(rest)
      guard validName(name, file: file, line: line, column: keyword.count + 2) else { return .none }
      if grammar.lists[name] != nil {
        report(.error, "list '\(name)' is defined twice", file, line, keyword.count + 2)
        return .none
      }
      grammar.lists[name] = Grammar.SlotList(name: name, entries: [], file: file, line: line)
      if let value {
        for phrase in value.split(separator: "|") {
          listEntry(phrase.trimmingSpaces, list: name, file: file, line: line, column: keyword.count + 2)
        }
      }
      return .list(name)
    case "rule":
      let (name, value) = nameAndValue(rest)
      guard validName(name, file: file, line: line, column: keyword.count + 2) else { return .none }
      guard let value else {
        report(.error, "a rule is 'rule NAME: TEMPLATE'", file, line, keyword.count + 2)
        return .none
      }
      if rules[name] != nil { report(.error, "rule '\(name)' is defined twice", file, line, keyword.count + 2) }
      let column = content.count - value.count + 1
      if let pattern = template(String(value), file: file, line: line, column: column) {
        rules[name] = (pattern, file, .init(line: line, column: column))
      }
      return .none
    case "intent":
      let name = String(rest.trimmingSpaces)
      guard validName(name, file: file, line: line, column: keyword.count + 2) else { return .none }
      if grammar.intents.contains(where: { $0.name == name }) {
        report(.error, "intent '\(name)' is defined twice; add its templates to one block", file, line, keyword.count + 2)
      }
      grammar.intents.append(Grammar.Intent(name: name, examples: [], states: [], words: []))
      intentPositions.append((file, line))
      return .intent(grammar.intents.count - 1)
    default:
      report(
        .error, "expected 'intent NAME', 'list NAME', 'rule NAME: TEMPLATE', 'skip: …', 'opening: …', 'closing: …', 'question: …', 'thanks: …', 'filler: …', 'correction: …' or 'alias: …'",
        file, line, 1)
      return .none
    }
  }

  private mutating func listEntry(_ content: Substring, list: String, file: String, line: Int, column: Int) {
    if content.hasPrefix("include ") {
      // "include field except name, photo": another list's entries, some left out.
      let rest = content.dropFirst("include ".count)
      let parts = rest.components(separatedBy: " except ")
      let excluded = parts.count > 1 ? parts[1].split(separator: ",").map { String($0.trimmingSpaces) } : []
      includes.append((list, parts[0].trimmingCharacters(in: .whitespaces), Set(excluded), file, .init(line: line, column: column)))
      return
    }
    // "mobile: cell | iphone" maps synonyms to a value; a line without ":" is its own value.
    let (value, synonyms): (String, Substring)
    if let colon = content.firstIndex(of: ":") {
      value = String(content[..<colon].trimmingSpaces)
      synonyms = content[content.index(after: colon)...]
    } else {
      value = String(content.trimmingSpaces)
      synonyms = content
    }
    var phrases: [[String]] = []
    for synonym in synonyms.split(separator: "|", omittingEmptySubsequences: false) {
      let words = Utterance.foldedWords(String(synonym))
      if words.isEmpty {
        report(.error, "an empty synonym in list '\(list)'", file, line, column)
      } else {
        phrases.append(words)
      }
    }
    guard !value.isEmpty, !phrases.isEmpty else {
      report(.error, "a list entry is 'VALUE: synonym | synonym' or 'VALUE'", file, line, column)
      return
    }
    grammar.lists[list]?.entries.append((phrases, value))
  }

  private mutating func intentLine(_ content: Substring, intent: Int, file: String, line: Int, column: Int) {
    if content.hasPrefix("example:") {
      grammar.intents[intent].examples.append(String(content.dropFirst("example:".count).trimmingSpaces))
      return
    }
    if content.hasPrefix("when:") {
      for name in content.dropFirst("when:".count).split(separator: ",") {
        let state = name.trimmingSpaces
        if let value = ConversationState(rawValue: String(state)) {
          grammar.intents[intent].states.insert(value)
        } else {
          let names = ConversationState.allCases.map(\.rawValue).joined(separator: ", ")
          report(.error, "unknown state '\(state)'; states are \(names)", file, line, column + 5)
        }
      }
      return
    }
    var text = content
    var fixed: [String: String] = [:]
    if let arrow = content.range(of: "=>") {
      text = content[..<arrow.lowerBound]
      let fixedColumn = column + content.distance(from: content.startIndex, to: arrow.upperBound)
      for assignment in content[arrow.upperBound...].split(separator: ",") {
        let parts = assignment.split(separator: "=", maxSplits: 1).map { String($0.trimmingSpaces) }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
          report(.error, "after '=>' come 'slot=value' pairs separated by ','", file, line, fixedColumn)
          continue
        }
        fixed[parts[0]] = parts[1]
      }
    }
    if let pattern = template(String(text.trimmingTrailingSpaces), file: file, line: line, column: column) {
      // The same words in two intents is a lint: only `kith grammar check` needs the key.
      let key = linting ? Utterance.foldedWords(String(text)).joined(separator: " ") : ""
      pending.append((intent, pattern, fixed, key, file, .init(line: line, column: column)))
    }
  }

  private mutating func template(_ text: String, file: String, line: Int, column: Int) -> Pattern? {
    do {
      return try TemplateParser.parse(text, line: line, column: column, folding: &folded)
    } catch {
      var diagnostic = error
      diagnostic.file = file
      diagnostics.append(diagnostic)
      return nil
    }
  }

  /// Resolves rules and slot names now that every file is read, and returns the grammar.
  mutating func finish() -> Grammar {
    for include in includes {
      guard let source = grammar.lists[include.source] else {
        report(.error, "unknown list '\(include.source)'", include.file, include.position.line, include.position.column)
        continue
      }
      for value in include.excluded where !source.entries.contains(where: { $0.value == value }) {
        report(.error, "list '\(include.source)' has no value '\(value)'", include.file, include.position.line, include.position.column)
      }
      grammar.lists[include.list]?.entries += source.entries.filter { !include.excluded.contains($0.value) }
    }
    var resolved: [String: Pattern] = [:]
    var seen: [String: Int] = [:]
    for template in pending {
      var visiting: [String] = []
      let errorsBefore = diagnostics.count
      let pattern = inline(template.pattern, file: template.file, resolved: &resolved, visiting: &visiting)
      checkSlots(pattern, file: template.file)
      let expanded = pattern
      let compiled = Grammar.Template(
        intent: template.intent, pattern: expanded, fixed: template.fixed,
        file: template.file, position: template.position)
      // A template with an error gets no warnings on top.
      if linting, diagnostics.count == errorsBefore {
        lint(compiled, isAnswer: !grammar.intents[template.intent].states.isEmpty, lists: Set(grammar.lists.keys))
      }
      // The same words in two intents (rules unexpanded): one shadows the other.
      if linting, let earlier = seen[template.text].map({ grammar.templates[$0] }), earlier.intent != template.intent {
        report(
          .warning,
          "the same template is in intent '\(grammar.intents[earlier.intent].name)' (\(earlier.file):\(earlier.position.line)); the two shadow each other",
          template.file, template.position.line, template.position.column)
      }
      if linting { seen[template.text] = seen[template.text] ?? grammar.templates.count }
      grammar.templates.append(compiled)
    }
    if linting { lintUnused(resolved: resolved) }
    for index in grammar.intents.indices where !pending.contains(where: { $0.intent == index }) {
      let (file, line) = intentPositions[index]
      report(.error, "intent '\(grammar.intents[index].name)' has no templates", file, line, 1)
    }
    for index in diagnostics.indices where diagnostics[index].sourceLine.isEmpty {
      let diagnostic = diagnostics[index]
      if let fileLines = lines[diagnostic.file], diagnostic.line >= 1, diagnostic.line <= fileLines.count {
        diagnostics[index].sourceLine = String(fileLines[diagnostic.line - 1])
      }
    }
    // "would you mind" goes before "would you" can take its first two words.
    grammar.skipPhrases.sort { $0.count > $1.count }
    grammar.openingPhrases = (grammar.openingPhrases + grammar.skipPhrases).sorted { $0.count > $1.count }
    grammar.closingPhrases = (grammar.closingPhrases + grammar.skipPhrases).sorted { $0.count > $1.count }
    grammar.fillerPhrases.sort { $0.count > $1.count }
    grammar.compile()
    return grammar
  }

  private mutating func inline(
    _ pattern: Pattern, file: String, resolved: inout [String: Pattern], visiting: inout [String]
  ) -> Pattern {
    switch pattern {
    case .word, .slot: return pattern
    case .sequence(let parts):
      return .sequence(parts.map { inline($0, file: file, resolved: &resolved, visiting: &visiting) })
    case .choice(let parts):
      return .choice(parts.map { inline($0, file: file, resolved: &resolved, visiting: &visiting) })
    case .permutation(let parts):
      return .permutation(parts.map { inline($0, file: file, resolved: &resolved, visiting: &visiting) })
    case .rule(let name, let position):
      if let done = resolved[name] { return done }
      guard let rule = rules[name] else {
        var message = "unknown rule '<\(name)>'"
        if let near = closest(name, among: Array(rules.keys)) { message += "; did you mean '<\(near)>'?" }
        report(.error, message, file, position.line, position.column)
        return .empty
      }
      if visiting.contains(name) {
        report(.error, "rule '<\(name)>' refers to itself (\((visiting + [name]).joined(separator: " → ")))",
          file, position.line, position.column)
        return .empty
      }
      visiting.append(name)
      let body = inline(rule.pattern, file: rule.file, resolved: &resolved, visiting: &visiting)
      visiting.removeLast()
      resolved[name] = body
      return body
    }
  }

  /// Rules and lists nothing uses.
  private mutating func lintUnused(resolved: [String: Pattern]) {
    for (name, rule) in rules.sorted(by: { $0.key < $1.key }) where resolved[name] == nil {
      report(.warning, "rule '<\(name)>' is never used", rule.file, rule.position.line, rule.position.column)
    }
    let used = Set(grammar.templates.flatMap { $0.pattern.slots.map(\.source) }).union(includes.map(\.source))
      .union(Grammar.engineLists)
    for (name, list) in grammar.lists.sorted(by: { $0.key < $1.key }) where !used.contains(name) {
      report(.warning, "list '\(name)' is never used", list.file, list.line, 1)
    }
  }

  private mutating func checkSlots(_ pattern: Pattern, file: String) {
    for reference in pattern.slots where grammar.lists[reference.source] == nil && SlotType(rawValue: reference.source) == nil {
      let known = Array(grammar.lists.keys) + SlotType.allCases.map(\.rawValue)
      var message = "unknown list or slot type '{\(reference.source)}'"
      if let near = closest(reference.source, among: known) { message += "; did you mean '{\(near)}'?" }
      report(.error, message, file, reference.position.line, reference.position.column)
    }
  }

  private func afterColon(_ rest: Substring) -> Substring? {
    let trimmed = rest.trimmingSpaces
    return trimmed.hasPrefix(":") ? trimmed.dropFirst() : nil
  }

  private func nameAndValue(_ rest: Substring) -> (String, Substring?) {
    guard let colon = rest.firstIndex(of: ":") else { return (String(rest.trimmingSpaces), nil) }
    return (String(rest[..<colon].trimmingSpaces), rest[rest.index(after: colon)...].trimmingSpaces)
  }

  private mutating func validName(_ name: String, file: String, line: Int, column: Int) -> Bool {
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
      report(.error, "expected a name of letters, digits and '_'", file, line, column)
      return false
    }
    return true
  }

  private func closest(_ name: String, among names: [String]) -> String? {
    Suggestion.closest(to: name, among: names.sorted())
  }

  mutating func report(_ severity: GrammarDiagnostic.Severity, _ message: String, _ file: String, _ line: Int, _ column: Int) {
    diagnostics.append(
      GrammarDiagnostic(severity: severity, message: message, position: .init(line: line, column: column), file: file))
  }
}

extension Substring {
  var trimmingSpaces: Substring {
    drop { $0 == " " || $0 == "\t" }.trimmingTrailingSpaces
  }

  var trimmingTrailingSpaces: Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" {
      end = index(before: end)
    }
    return self[startIndex..<end]
  }
}
