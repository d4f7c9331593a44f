import Foundation
import KithCore

@testable import KithStore

/// A fresh folder under the system temporary folder, removed when the value is released.
final class TemporaryFolder {
  let path: String

  init() {
    path = NSTemporaryDirectory() + "kith-tests-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// A fixed clock for tests: 2026-01-01T00:00:00Z.
let frozenClock: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_767_225_600) }

func person(_ given: String, _ family: String, id: String? = nil, phone: String? = nil) -> Contact {
  Contact(
    id: id ?? "\(given)-\(family)".lowercased(), givenName: given, familyName: family,
    phoneNumbers: phone.map { [LabeledValue(label: .mobile, value: PhoneNumber($0))] } ?? [])
}

/// The directory of this test file's package, for fixtures outside the test target.
func packageRoot(_ file: StaticString = #filePath) -> String {
  var url = URL(fileURLWithPath: "\(file)")
  while url.path != "/" {
    url.deleteLastPathComponent()
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url.path
    }
  }
  return "."
}
