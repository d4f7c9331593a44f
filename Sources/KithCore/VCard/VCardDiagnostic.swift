/// A problem found while reading vCards, located by file and line.
///
/// A `skipped` diagnostic means a whole card was not imported; a `warning` means the card was imported
/// and something in it was kept as-is, or that text outside any card was passed over. The description is what the user sees on stderr:
///
/// ```
/// contacts.vcf:41: skipped card: line has no ':' between property name and value
/// ```
public struct VCardDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case skipped
    case warning
  }

  public var source: String
  public var line: Int
  public var severity: Severity
  public var reason: String

  public init(source: String, line: Int, severity: Severity, reason: String) {
    self.source = source
    self.line = line
    self.severity = severity
    self.reason = reason
  }

  public var description: String {
    let prefix = severity == .skipped ? "skipped card: " : "warning: "
    return "\(source):\(line): \(prefix)\(reason)"
  }
}

/// Why a card could not be read; becomes a skipped ``VCardDiagnostic``.
struct VCardCardError: Error {
  var line: Int
  var reason: String
}
