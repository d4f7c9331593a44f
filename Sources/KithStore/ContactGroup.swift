import Foundation

/// A named group of contacts, like `CNGroup` (vCard `CATEGORIES`).
public struct ContactGroup: Identifiable, Hashable, Sendable, Codable {
  public var id: String
  public var name: String

  public init(id: String = UUID().uuidString, name: String) {
    self.id = id
    self.name = name
  }
}
