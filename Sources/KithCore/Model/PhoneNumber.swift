/// A phone number as the user or the source file wrote it, like `CNPhoneNumber`.
///
/// The text is kept verbatim; ``PhoneNumberParser`` derives digits, E.164 and the extension from it when
/// needed, with the region that applies at that moment.
public struct PhoneNumber: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public var stringValue: String

  public init(_ stringValue: String) {
    self.stringValue = stringValue
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  public init(from decoder: any Decoder) throws {
    stringValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(stringValue)
  }

  public var description: String { stringValue }
}
