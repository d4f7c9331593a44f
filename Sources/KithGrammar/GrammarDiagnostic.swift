/// A problem in a grammar file, with where it is.
///
/// ```
/// error: Grammars/en/messaging.grammar:12:5: unclosed '('
///     (text|sms {person} {text:body}
///     ^
/// ```
public struct GrammarDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable {
    /// The grammar cannot be used.
    case error
    /// The grammar works, but something in it is likely a mistake (found by `kith grammar check`).
    case warning
  }

  public var severity: Severity
  public var message: String
  public var file: String
  public var line: Int
  public var column: Int
  /// The line of the file the problem is on, shown with a caret under the column.
  public var sourceLine: String

  init(severity: Severity, message: String, position: Pattern.Position, file: String = "", sourceLine: String = "") {
    self.severity = severity
    self.message = message
    self.file = file
    line = position.line
    column = position.column
    self.sourceLine = sourceLine
  }

  public var description: String {
    var text = "\(severity.rawValue): \(file):\(line):\(column): \(message)"
    if !sourceLine.isEmpty {
      // The caret lines up under the column whatever the line's tabs are.
      var caret = ""
      for character in sourceLine.prefix(max(0, column - 1)) { caret.append(character == "\t" ? "\t" : " ") }
      text += "\n    \(sourceLine)\n    \(caret)^"
    }
    return text
  }
}

/// Every problem found while loading a grammar; loading stops only after reading every file.
public struct GrammarErrors: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [GrammarDiagnostic]

  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
