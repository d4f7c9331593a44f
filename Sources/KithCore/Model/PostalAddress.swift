/// A postal address, like `CNPostalAddress` (vCard `ADR`).
public struct PostalAddress: Hashable, Sendable, Codable {
  public var poBox: String
  public var extendedAddress: String
  public var street: String
  public var city: String
  public var region: String
  public var postalCode: String
  public var country: String
  /// ISO 3166 code when the source gave one (Apple's `X-ABADR`), lower-cased.
  public var isoCountryCode: String

  public init(
    poBox: String = "", extendedAddress: String = "", street: String = "", city: String = "",
    region: String = "", postalCode: String = "", country: String = "", isoCountryCode: String = ""
  ) {
    self.poBox = poBox
    self.extendedAddress = extendedAddress
    self.street = street
    self.city = city
    self.region = region
    self.postalCode = postalCode
    self.country = country
    self.isoCountryCode = isoCountryCode
  }

  /// True when every part is empty.
  public var isEmpty: Bool {
    [poBox, extendedAddress, street, city, region, postalCode, country].allSatisfy(\.isEmpty)
  }

  enum CodingKeys: String, CodingKey {
    case poBox, extendedAddress, street, city, region, postalCode, country, isoCountryCode
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    func text(_ key: CodingKeys) throws -> String { try c.decodeIfPresent(String.self, forKey: key) ?? "" }
    self.init(
      poBox: try text(.poBox), extendedAddress: try text(.extendedAddress), street: try text(.street),
      city: try text(.city), region: try text(.region), postalCode: try text(.postalCode),
      country: try text(.country), isoCountryCode: try text(.isoCountryCode))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    let parts: [(CodingKeys, String)] = [
      (.poBox, poBox), (.extendedAddress, extendedAddress), (.street, street), (.city, city),
      (.region, region), (.postalCode, postalCode), (.country, country),
      (.isoCountryCode, isoCountryCode),
    ]
    for (key, value) in parts where !value.isEmpty {
      try c.encode(value, forKey: key)
    }
  }
}
