import ArgumentParser
import Foundation
import KithCore
import KithStore

extension VCardVersion: ExpressibleByArgument {
  public static var allValueStrings: [String] { ["3.0", "4.0"] }
}

/// `kith export [--output FILE] [--vcard-version 3.0|4.0]`
struct ExportCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "export", abstract: "Write every contact as vCards, to standard output or a file.")

  @ParentCommand var root: KithCommand

  @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file (created 0600).", valueName: "file"))
  var output: String?

  @Option(help: "vCard version: 3.0 (Apple-compatible, the default) or 4.0.")
  var vcardVersion: VCardVersion = .v3

  func validate() throws {
    if vcardVersion == .v21 { throw ValidationError("kith writes vCard 3.0 or 4.0, not 2.1") }
  }

  mutating func run(in context: CommandContext) throws {
    let store = try root.openStore(in: context).store
    let writer = VCardWriter(version: vcardVersion)
    var count = 0
    if let output {
      let file = try ExportFile(path: output)
      do {
        try store.forEachContact { contact in
          var text = ""
          writer.write(contact, to: &text)
          try file.write(text)
          count += 1
        }
        try file.commit()
      } catch {
        file.abandon()
        throw error
      }
      context.warn("Exported \(ContactImporter.Summary.grouped(count)) contacts to \(output)")
    } else {
      try store.forEachContact { contact in
        var text = ""
        writer.write(contact, to: &text)
        context.output.write(text)
      }
    }
  }
}

/// A file written beside its destination and renamed into place, so a failed export never leaves half a
/// file where a good one was.
final class ExportFile {
  let path: String
  let temporaryPath: String
  let handle: FileHandle

  init(path: String) throws {
    self.path = path
    temporaryPath = path + ".kith-\(getpid()).tmp"
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw CommandFailure(message: "error: cannot write \(path): \(String(cString: strerror(errno)))")
    }
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  func write(_ text: String) throws {
    try handle.write(contentsOf: Data(text.utf8))
  }

  func commit() throws {
    try handle.synchronize()
    try handle.close()
    guard rename(temporaryPath, path) == 0 else {
      throw CommandFailure(message: "error: cannot write \(path): \(String(cString: strerror(errno)))")
    }
  }

  func abandon() {
    try? handle.close()
    unlink(temporaryPath)
  }
}
