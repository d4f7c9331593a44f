import Foundation

/// One vCard file to import, by the name diagnostics use for it.
public struct ImportSource: Sendable {
  public var name: String
  public var load: @Sendable () throws -> [UInt8]
  /// The file, when the source is one: it is then read a piece at a time, never whole.
  public var path: String?

  public init(name: String, path: String? = nil, load: @escaping @Sendable () throws -> [UInt8]) {
    self.name = name
    self.path = path
    self.load = load
  }

  /// The sources `kith import` arguments name: files, `-` for standard input, and folders, whose `.vcf`
  /// files (the vdir layout of vdirsyncer and khard, one card per file) are read in name order.
  public static func expand(
    _ arguments: [String], standardInput: @escaping @Sendable () -> [UInt8] = readStandardInput
  ) throws -> [ImportSource] {
    var sources: [ImportSource] = []
    let manager = FileManager.default
    for argument in arguments {
      if argument == "-" {
        sources.append(ImportSource(name: "<stdin>", load: standardInput))
        continue
      }
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
        throw ImportError.missing(argument)
      }
      if isDirectory.boolValue {
        let files = try vcardFiles(in: argument)
        if files.isEmpty { throw ImportError.emptyFolder(argument) }
        sources += files.map(file)
      } else {
        sources.append(file(argument))
      }
    }
    return sources
  }

  static func file(_ path: String) -> ImportSource {
    ImportSource(name: path, path: path) {
      guard let data = FileManager.default.contents(atPath: path) else { throw ImportError.unreadable(path) }
      return [UInt8](data)
    }
  }

  static func vcardFiles(in folder: String) throws -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
      throw ImportError.unreadable(folder)
    }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let lower = relative.lowercased()
      if lower.hasSuffix(".vcf") || lower.hasSuffix(".vcard") {
        files.append((folder as NSString).appendingPathComponent(relative))
      }
    }
    return files.sorted()
  }

  public static func readStandardInput() -> [UInt8] {
    [UInt8](FileHandle.standardInput.readDataToEndOfFile())
  }
}

/// Why an import could not start or was rolled back.
public enum ImportError: Error, Hashable, Sendable, CustomStringConvertible {
  case missing(String)
  case unreadable(String)
  case emptyFolder(String)
  /// `--strict` and some cards could not be read: nothing was imported.
  case strictSkipped(Int)

  public var description: String {
    switch self {
    case .missing(let path): "no such file or folder: \(path)"
    case .unreadable(let path): "cannot read \(path)"
    case .emptyFolder(let path): "no .vcf files in \(path)"
    case .strictSkipped(let count):
      "imported nothing: \(count) \(count == 1 ? "card" : "cards") could not be read (--strict)"
    }
  }
}
