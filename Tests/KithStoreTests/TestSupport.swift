import Foundation
import KithCore
@_exported import KithTestSupport

@testable import KithStore

/// A fixed clock for tests: 2026-01-01T00:00:00Z.
let frozenClock: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_767_225_600) }

func person(_ given: String, _ family: String, id: String? = nil, phone: String? = nil) -> Contact {
  Contact(
    id: id ?? "\(given)-\(family)".lowercased(), givenName: given, familyName: family,
    phoneNumbers: phone.map { [LabeledValue(label: .mobile, value: PhoneNumber($0))] } ?? [])
}
