/// A value of a multi-valued field together with its label and preferred flag, like `CNLabeledValue`.
///
/// ```swift
/// LabeledValue(label: .mobile, value: PhoneNumber("+1 415 555 0142"), isPreferred: true)
/// ```
public struct LabeledValue<Value: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  /// The label, or nil when the source gave none.
  public var label: Label?
  public var value: Value
  /// The value the owner prefers among its siblings (vCard `PREF` / `TYPE=pref`).
  public var isPreferred: Bool

  public init(label: Label? = nil, value: Value, isPreferred: Bool = false) {
    self.label = label
    self.value = value
    self.isPreferred = isPreferred
  }

  enum CodingKeys: String, CodingKey {
    case label, value, isPreferred = "preferred"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    label = try container.decodeIfPresent(Label.self, forKey: .label)
    value = try container.decode(Value.self, forKey: .value)
    isPreferred = try container.decodeIfPresent(Bool.self, forKey: .isPreferred) ?? false
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(label, forKey: .label)
    try container.encode(value, forKey: .value)
    if isPreferred {
      try container.encode(true, forKey: .isPreferred)
    }
  }
}
