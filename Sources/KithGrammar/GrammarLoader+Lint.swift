/// The checks `kith grammar check` adds to loading: templates that would match too much, or too many ways.
extension GrammarLoader {
  mutating func lint(_ template: Grammar.Template, isAnswer: Bool, lists: Set<String>) {
    let at = (template.file, template.position.line, template.position.column)
    let shape = Shape(template.pattern, lists: lists)
    for pair in shape.adjacentOpen.sorted(by: { "\($0)" < "\($1)" }) {
      report(
        .warning,
        "open slots {\(pair.0)} and {\(pair.1)} are side by side: nothing tells where one ends; put a word between them",
        at.0, at.1, at.2)
    }
    // `{person}` alone is allowed: it reads only a name the index knows ("Omar Haddad").
    if shape.minimumLiterals == 0, !isAnswer, !template.isNameAlone {
      report(
        .warning, "the template can match without a single literal word, so almost any request fits it",
        at.0, at.1, at.2)
    }
    let count = template.pattern.expansionCount(cap: Grammar.expansionCap + 1)
    if count > Grammar.expansionCap {
      report(
        .warning, "the template has more than \(Grammar.expansionCap) ways through it; split it or use lists",
        at.0, at.1, at.2)
    }
  }
}

/// What a pattern can start and end with, and what it must contain, for the lints.
private struct Shape {
  /// Open slot types that can be the first (last) thing the pattern matches.
  var first: Set<String> = []
  var last: Set<String> = []
  /// True when the pattern can match no words at all.
  var nullable = true
  /// The fewest literal words (and list entries) any way through the pattern has.
  var minimumLiterals = 0
  /// Pairs of open slots that can meet with nothing between them.
  var adjacentOpen: Set<Pair> = []

  struct Pair: Hashable, CustomStringConvertible {
    var left: String
    var right: String
    var `0`: String { left }
    var `1`: String { right }
    var description: String { left + right }
  }

  init(_ pattern: Pattern, lists: Set<String>) {
    switch pattern {
    case .word:
      nullable = false
      minimumLiterals = 1
    case .slot(let reference):
      nullable = false
      if lists.contains(reference.source) {
        minimumLiterals = 1
      } else if let type = SlotType(rawValue: reference.source), type.isOpen {
        first = [type.rawValue]
        last = [type.rawValue]
      }
    case .rule:
      break
    case .choice(let parts):
      let shapes = parts.map { Shape($0, lists: lists) }
      nullable = shapes.contains { $0.nullable }
      minimumLiterals = shapes.map(\.minimumLiterals).min() ?? 0
      for shape in shapes {
        first.formUnion(shape.first)
        last.formUnion(shape.last)
        adjacentOpen.formUnion(shape.adjacentOpen)
      }
    case .sequence(let parts), .permutation(let parts):
      for part in parts {
        let shape = Shape(part, lists: lists)
        adjacentOpen.formUnion(shape.adjacentOpen)
        for left in last {
          for right in shape.first where Shape.unclear(left, right) { adjacentOpen.insert(Pair(left: left, right: right)) }
        }
        if nullable { first.formUnion(shape.first) }
        last = shape.nullable ? last.union(shape.last) : shape.last
        nullable = nullable && shape.nullable
        minimumLiterals += shape.minimumLiterals
      }
    }
  }

  /// Two open spans side by side are fine when one of them is a person: the index tells where a name ends.
  static func unclear(_ left: String, _ right: String) -> Bool {
    (left == SlotType.person.rawValue) == (right == SlotType.person.rawValue)
  }
}
