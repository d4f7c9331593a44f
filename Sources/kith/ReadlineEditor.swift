@preconcurrency import CReadline
import Foundation
import KithCLI

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// The words Tab completes. NB: readline calls back through C function pointers that cannot capture, so
/// this is a global, used only on the thread that calls `readline()`.
nonisolated(unsafe) private var completionWords: [String] = []
nonisolated(unsafe) private var completionMatches: [String] = []
nonisolated(unsafe) private var completionIndex = 0

/// GNU readline as kith's line editor: a prompt, persistent history, Tab completion of contact names and
/// request words; Ctrl-C clears the line, Ctrl-D ends input.
final class ReadlineEditor: LineEditor {
  var completions: [String] {
    get { completionWords }
    set { completionWords = Array(Set(newValue)).sorted() }
  }
  private let historyPath: String?

  init(environment: [String: String]) {
    historyPath = ReadlineEditor.historyPath(environment: environment)
    kith_rl_set_name("kith")
    kith_rl_set_completion { text, _, _ in
      kith_rl_set_completion_over(1)
      return rl_completion_matches(text) { text, state in
        guard let text else { return nil }
        if state == 0 {
          let prefix = String(cString: text).lowercased()
          completionMatches = completionWords.filter { $0.lowercased().hasPrefix(prefix) }
          completionIndex = 0
        }
        guard completionIndex < completionMatches.count else { return nil }
        completionIndex += 1
        return strdup(completionMatches[completionIndex - 1])
      }
    }
    // Ctrl-C clears the line instead of ending kith (and losing the history).
    signal(SIGINT) { _ in kith_rl_clear_line() }
    if let historyPath { _ = read_history(historyPath) }
  }

  func readLine(prompt: String) -> String? {
    guard let line = readline(prompt) else { return nil }
    defer { free(line) }
    return String(cString: line)
  }

  func addHistory(_ line: String) {
    add_history(line)
    guard let historyPath else { return }
    // The history holds what was said about people: private to the user, like the store.
    if !FileManager.default.fileExists(atPath: historyPath) {
      _ = FileManager.default.createFile(atPath: historyPath, contents: nil, attributes: [.posixPermissions: 0o600])
    }
    _ = append_history(1, historyPath)
    _ = history_truncate_file(historyPath, 2_000)
  }

  /// `$XDG_STATE_HOME/kith/history`, else `~/.local/state/kith/history`; the folder is made 0700.
  static func historyPath(environment: [String: String]) -> String? {
    let base: String
    if let state = environment["XDG_STATE_HOME"], !state.isEmpty {
      base = state
    } else if let home = environment["HOME"], !home.isEmpty {
      base = home + "/.local/state"
    } else {
      return nil
    }
    let folder = base + "/kith"
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      return nil
    }
    return folder + "/history"
  }
}
