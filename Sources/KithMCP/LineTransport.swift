#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import Logging
import MCP

/// MCP over a pair of file descriptors (standard input and output), one JSON-RPC message per line.
///
/// The SDK's `StdioTransport` turns the descriptors non-blocking and polls them, sleeping 10 ms whenever
/// nothing is waiting: every request then waits up to 10 ms before it is even read. This transport reads
/// on a thread of its own with blocking reads, so a request is handled the moment it arrives and an idle
/// server costs nothing. It logs nothing: requests carry contact details.
///
/// `shortcut`, when given, may answer a line itself (it returns the reply line): the server uses it for
/// `tools/call` once the client has said it is initialized, because the SDK's request dispatch re-decodes
/// every result through a regular expression compiled per string (most of a call's time on a large book).
/// Everything else (the handshake, `tools/list`, pings, errors) goes to the SDK's server.
public actor LineTransport: Transport {
  public nonisolated let logger = Logger(label: "kith.mcp", factory: { _ in SwiftLogNoOpLogHandler() })
  /// A line longer than this is dropped whole (its request gets no answer) rather than buffered.
  public static let maximumLineLength = 16 << 20

  private let input: Int32
  private let output: Int32
  private let shortcut: (@Sendable (Data) -> Data?)?
  /// Replies written by the reader thread (the shortcut) and by `send` never interleave.
  private let writing = NSLock()
  private let messages: AsyncThrowingStream<Data, any Error>
  private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  private var connected = false

  public init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, shortcut: (@Sendable (Data) -> Data?)? = nil
  ) {
    self.input = input
    self.output = output
    self.shortcut = shortcut
    (messages, continuation) = AsyncThrowingStream.makeStream()
  }

  public func connect() async throws {
    guard !connected else { return }
    connected = true
    let input = input
    let output = output
    let continuation = continuation
    let shortcut = shortcut
    let writing = writing
    let reader = Thread {
      LineTransport.readLines(from: input) { line in
        if let reply = shortcut?(line) {
          try? LineTransport.writeLine(reply, to: output, lock: writing)
        } else {
          continuation.yield(line)
        }
      }
      continuation.finish()
    }
    reader.name = "kith-mcp-reader"
    reader.start()
  }

  public func disconnect() async {
    connected = false
    continuation.finish()
  }

  public func send(_ data: Data) async throws {
    guard connected else { throw MCPError.connectionClosed }
    try LineTransport.writeLine(data, to: output, lock: writing)
  }

  /// Writes `data` and a line break, whole, while holding `lock`.
  static func writeLine(_ data: Data, to output: Int32, lock: NSLock) throws {
    var bytes = [UInt8](data)
    bytes.append(0x0A)
    lock.lock()
    defer { lock.unlock() }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw MCPError.connectionClosed }
      written += count
    }
  }

  public nonisolated func receive() -> AsyncThrowingStream<Data, any Error> {
    messages
  }

  /// Reads `descriptor` to its end, handing each non-empty line (without its line break) to `body`.
  static func readLines(from descriptor: Int32, _ body: (Data) -> Void) {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var pending: [UInt8] = []
    var skipping = false
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      var start = 0
      while let newline = chunk[start..<count].firstIndex(of: 0x0A) {
        if !skipping {
          pending += chunk[start..<newline]
          if pending.last == 0x0D { pending.removeLast() }
          if !pending.isEmpty, pending.count <= maximumLineLength { body(Data(pending)) }
        }
        pending.removeAll(keepingCapacity: true)
        skipping = false
        start = newline + 1
      }
      if !skipping {
        pending += chunk[start..<count]
        if pending.count > maximumLineLength {
          pending.removeAll()
          skipping = true
        }
      }
    }
  }
}
