import Foundation

/// A fresh folder under the system temporary folder, removed when the value is released.
public final class TemporaryFolder {
  public let path: String

  public init() {
    path = NSTemporaryDirectory() + "kith-tests-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// A path inside the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to a file in the folder and returns its path.
  public func write(_ name: String, _ text: String) -> String {
    let path = file(name)
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// The folder of the package a test file belongs to, for fixtures outside the test targets.
public func packageRoot(_ file: StaticString = #filePath) -> String {
  var url = URL(fileURLWithPath: "\(file)")
  while url.path != "/" {
    url.deleteLastPathComponent()
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url.path
    }
  }
  return "."
}
