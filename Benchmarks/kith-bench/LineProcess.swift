#if canImport(Glibc)
  @preconcurrency import Glibc
#endif
import Foundation

/// A child process spoken to one line at a time over pipes (as a JSON Lines client would), whose peak
/// memory is read when it exits.
final class LineProcess {
  private let pid: pid_t
  private let input: Int32
  private let output: Int32
  private var buffer: [UInt8] = []
  /// Reused for every read, so that the client's own allocations do not count against the child's time.
  private var chunk = [UInt8](repeating: 0, count: 65_536)

  init(_ path: String, _ arguments: [String]) throws {
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw BenchError("pipe failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    posix_spawn_file_actions_addclose(&actions, toChild[1])
    posix_spawn_file_actions_addclose(&actions, fromChild[0])
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, path, &actions, nil, argv, environ)
    guard status == 0 else { throw BenchError("cannot run \(path)") }
    pid = child
    close(toChild[0])
    close(fromChild[1])
    input = toChild[1]
    output = fromChild[0]
    // Children started later must not inherit this one's pipe ends: it would never see its input end.
    _ = fcntl(input, F_SETFD, FD_CLOEXEC)
    _ = fcntl(output, F_SETFD, FD_CLOEXEC)
  }

  /// Sends one line and waits for one line back.
  func ask(_ line: String) throws -> String {
    try send(line)
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let reply = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return reply
      }
      let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      guard count > 0 else { throw BenchError("child closed its output") }
      buffer += chunk[..<count]
    }
  }

  /// Sends one line that gets no answer (a JSON-RPC notification).
  func send(_ line: String) throws {
    let bytes = Array((line + "\n").utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      guard count > 0 else { throw BenchError("child closed its input") }
      written += count
    }
  }

  /// Closes the child's input, waits for it, and returns its peak resident memory in MB.
  func finish() -> Double {
    close(input)
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    close(output)
    return Double(usage.ru_maxrss) / 1024
  }
}
