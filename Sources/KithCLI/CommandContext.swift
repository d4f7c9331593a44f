#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import KithCore

/// Where a command reads and writes: the real terminal for the `kith` executable, string buffers in
/// tests. Every behaviour a user can see goes through here, so tests need no terminal.
public final class CommandContext {
  public var output: any OutputSink
  public var errors: any OutputSink
  public var environment: [String: String]
  /// True when standard error is a terminal (progress is shown only then).
  public var errorIsTerminal: Bool
  /// Standard input, line by line (nil at end of input).
  public var readLine: () -> String?
  /// Standard input, all of it.
  public var readAll: @Sendable () -> [UInt8]
  /// The line editor when standard input is a terminal (the chat's prompt, history and completion).
  public var lineEditor: (any LineEditor)?
  /// The kind of client kept with each send, call and save (`kith log`): `terminal` or `pipe`; the MCP
  /// server says `mcp`.
  public var client = "pipe"

  public init(
    output: any OutputSink, errors: any OutputSink, environment: [String: String],
    errorIsTerminal: Bool = false, readLine: @escaping () -> String? = { nil },
    readAll: @escaping @Sendable () -> [UInt8] = { [] }
  ) {
    self.output = output
    self.errors = errors
    self.environment = environment
    self.errorIsTerminal = errorIsTerminal
    self.readLine = readLine
    self.readAll = readAll
  }

  /// The process's own standard streams and environment.
  public static func standard() -> CommandContext {
    CommandContext(
      output: FileSink(stream: stdout), errors: FileSink(stream: stderr),
      environment: ProcessInfo.processInfo.environment,
      errorIsTerminal: isatty(STDERR_FILENO) == 1,
      readLine: { Swift.readLine(strippingNewline: true) },
      readAll: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) })
  }

  /// Writes a line of text for a person to standard output: whatever a card contains is shown, never
  /// obeyed (control characters and bidirectional overrides are escaped, see ``TerminalText``).
  public func say(_ text: String) {
    output.write(TerminalText.safe(text) + "\n")
  }

  /// Writes text for a person, as ``say(_:)`` does, without adding a line break.
  public func write(_ text: String) {
    output.write(TerminalText.safe(text))
  }

  /// Writes a line of data (JSON) exactly as it is.
  public func sayData(_ text: String) {
    output.write(text + "\n")
  }

  /// Writes a line to standard error, escaped as ``say(_:)`` does.
  public func warn(_ text: String) {
    errors.write(TerminalText.safe(text) + "\n")
  }
}

/// A text stream that can be flushed: a JSON Lines client waits for each reply.
public protocol OutputSink: AnyObject {
  func write(_ text: String)
  func flush()
}

/// A C stdio stream.
public final class FileSink: OutputSink {
  private let stream: UnsafeMutablePointer<FILE>

  public init(stream: UnsafeMutablePointer<FILE>) {
    self.stream = stream
  }

  public func write(_ text: String) {
    fputs(text, stream)
  }

  public func flush() {
    fflush(stream)
  }
}

/// Collects output in memory, for tests.
public final class StringSink: OutputSink {
  public private(set) var text = ""
  public private(set) var flushes = 0

  public init() {}

  public func write(_ text: String) {
    self.text += text
  }

  public func flush() {
    flushes += 1
  }
}
