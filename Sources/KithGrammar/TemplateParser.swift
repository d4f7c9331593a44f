/// Reads the template syntax (hassil's): `(a|b)` alternatives, `[x]` optional, `(a; b)` permutation,
/// `{list}` or `{list:slot}` slots, `<rule>` references, and `\` to take the next character literally.
///
/// ```swift
/// try TemplateParser.parse("(text|sms) {person} [about] {text:body}", line: 3, column: 3)
/// ```
struct TemplateParser {
  private let characters: [Character]
  private var index = 0
  private let line: Int
  private let column: Int
  /// Literals already folded into words.
  private var folded: [String: [String]] = [:]

  private init(_ text: String, line: Int, column: Int) {
    characters = Array(text)
    self.line = line
    self.column = column
  }

  /// Parses `text`, which starts at `line`:`column` of its file.
  static func parse(_ text: String, line: Int, column: Int) throws(GrammarDiagnostic) -> Pattern {
    var cache: [String: [String]] = [:]
    return try parse(text, line: line, column: column, folding: &cache)
  }

  /// Parses `text`, folding its words through `cache` (a grammar repeats the same literals many times).
  static func parse(_ text: String, line: Int, column: Int, folding cache: inout [String: [String]]) throws(GrammarDiagnostic)
    -> Pattern
  {
    var parser = TemplateParser(text, line: line, column: column)
    parser.folded = cache
    defer { cache = parser.folded }
    return try parser.alternatives(closing: nil)
  }

  private var position: Pattern.Position { Pattern.Position(line: line, column: column + index) }

  private func failure(_ message: String, at offset: Int? = nil) -> GrammarDiagnostic {
    GrammarDiagnostic(
      severity: .error, message: message,
      position: Pattern.Position(line: line, column: column + (offset ?? index)))
  }

  /// Alternatives up to `closing` (or the end): `a | b`, or a permutation `a; b`.
  private mutating func alternatives(closing: Character?) throws(GrammarDiagnostic) -> Pattern {
    let opening = index - 1
    var branches: [Pattern] = []
    var separator: Character?
    var current: [Pattern] = []
    var literal = ""
    func flushLiteral() {
      guard !literal.isEmpty else { return }
      let words = folded[literal] ?? Utterance.foldedWords(literal)
      folded[literal] = words
      for word in words { current.append(.word(word)) }
      literal = ""
    }
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\\":
        index += 1
        guard index < characters.count else { throw failure("'\\' at the end of a template escapes nothing") }
        literal.append(characters[index])
        index += 1
      case "|", ";":
        guard closing != nil || character == "|" else {
          throw failure("';' (a permutation) only works inside '( )'")
        }
        if let separator, separator != character {
          throw failure("a group mixes '|' and ';'; put the permutation in its own '( )'")
        }
        separator = character
        flushLiteral()
        branches.append(.sequence(current))
        current = []
        index += 1
      case "(", "[":
        flushLiteral()
        index += 1
        let inner = try alternatives(closing: character == "(" ? ")" : "]")
        if character == "[" {
          current.append(.choice(Self.branches(of: inner) + [.empty]))
        } else {
          current.append(inner)
        }
      case ")", "]":
        guard character == closing else {
          throw failure(closing == nil ? "unmatched '\(character)'" : "expected '\(closing!)' but found '\(character)'")
        }
        flushLiteral()
        index += 1
        branches.append(.sequence(current))
        if separator == ";" { return .permutation(branches.map(Self.simplified)) }
        return branches.count == 1 ? Self.simplified(branches[0]) : .choice(branches.map(Self.simplified))
      case "{":
        flushLiteral()
        current.append(.slot(try slot()))
      case "<":
        flushLiteral()
        let start = index
        guard let name = try name(closing: ">"), !name.isEmpty else { throw failure("empty rule name '<>'", at: start) }
        current.append(.rule(name, Pattern.Position(line: line, column: column + start)))
      case "}", ">":
        throw failure("unmatched '\(character)'")
      default:
        literal.append(character)
        index += 1
      }
    }
    if let closing {
      throw failure("unclosed '\(closing == ")" ? "(" : "[")'", at: opening)
    }
    flushLiteral()
    branches.append(.sequence(current))
    if separator == "|" { return .choice(branches.map(Self.simplified)) }
    return Self.simplified(branches[0])
  }

  private mutating func slot() throws(GrammarDiagnostic) -> Pattern.SlotReference {
    let start = index
    guard let body = try name(closing: "}"), !body.isEmpty else { throw failure("empty slot '{}'", at: start) }
    let parts = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty }) else {
      throw failure("a slot is {list} or {list:slot}, not {\(body)}", at: start)
    }
    return Pattern.SlotReference(
      source: parts[0], slot: parts.count == 2 ? parts[1] : parts[0],
      position: Pattern.Position(line: line, column: column + start))
  }

  /// The name between the current opening bracket and `closing`; names are letters, digits and `_`.
  private mutating func name(closing: Character) throws(GrammarDiagnostic) -> String? {
    let start = index
    index += 1
    var name = ""
    while index < characters.count, characters[index] != closing {
      let character = characters[index]
      guard character.isLetter || character.isNumber || character == "_" || character == ":" else {
        throw failure("unexpected '\(character)' in a name; names are letters, digits and '_'")
      }
      name.append(character)
      index += 1
    }
    guard index < characters.count else { throw failure("unclosed '\(characters[start])'", at: start) }
    index += 1
    return name
  }

  private static func branches(of pattern: Pattern) -> [Pattern] {
    if case .choice(let parts) = pattern { return parts }
    return [pattern]
  }

  private static func simplified(_ pattern: Pattern) -> Pattern {
    if case .sequence(let parts) = pattern, parts.count == 1 { return parts[0] }
    return pattern
  }
}
