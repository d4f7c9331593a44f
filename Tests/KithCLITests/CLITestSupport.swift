import Foundation
import KithCLI
@_exported import KithTestSupport

/// Runs `kith` in-process against string buffers.
struct Kith {
  let store: String
  /// Kept alive as long as the store in it is used.
  let folder: TemporaryFolder
  var environment: [String: String] = ["HOME": "/nonexistent", "KITH_REGION": "US"]

  struct Outcome {
    var status: Int32
    var output: String
    var errors: String
    var flushes: Int
  }

  init(folder: TemporaryFolder) {
    self.folder = folder
    store = folder.file("contacts.sqlite")
  }

  func callAsFunction(_ arguments: String..., input: String = "") -> Outcome {
    run(arguments, input: input)
  }

  func run(_ arguments: [String], input: String = "") -> Outcome {
    let output = StringSink()
    let errors = StringSink()
    var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let bytes = Array(input.utf8)
    let context = CommandContext(
      output: output, errors: errors, environment: environment,
      readLine: { lines.isEmpty ? nil : lines.removeFirst() }, readAll: { bytes })
    let status = KithCommand.run(["--store", store] + arguments, in: context)
    return Outcome(status: status, output: output.text, errors: errors.text, flushes: output.flushes)
  }
}
