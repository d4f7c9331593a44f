import KithCore

/// Writes the JSON of the store's text columns directly: `JSONEncoder` costs tens of microseconds per
/// call, which is most of an import. The output is what `JSONEncoder` with sorted keys would give, and is
/// read back with `JSONDecoder` and the types' `Decodable` conformances.
enum StoreJSON {
  static func strings(_ values: [String]) -> String {
    var out = "["
    for (index, value) in values.enumerated() {
      if index > 0 { out += "," }
      JSONText.appendString(value, to: &out)
    }
    return out + "]"
  }

  static func labeled<Value>(_ values: [LabeledValue<Value>], value write: (Value, inout String) -> Void) -> String {
    var out = "["
    for (index, item) in values.enumerated() {
      if index > 0 { out += "," }
      out += "{\"label\":"
      if let label = item.label { JSONText.appendString(label.rawValue, to: &out) } else { out += "null" }
      if item.isPreferred { out += ",\"preferred\":true" }
      out += ",\"value\":"
      write(item.value, &out)
      out += "}"
    }
    return out + "]"
  }

  static func phones(_ values: [LabeledValue<PhoneNumber>]) -> String {
    labeled(values) { JSONText.appendString($0.stringValue, to: &$1) }
  }

  static func texts(_ values: [LabeledValue<String>]) -> String {
    labeled(values) { JSONText.appendString($0, to: &$1) }
  }

  static func relations(_ values: [LabeledValue<ContactRelation>]) -> String {
    labeled(values) { relation, out in
      object([("name", .string(relation.name)), ("uri", relation.uri.map { .string($0) })], to: &out)
    }
  }

  /// The `body` column: the fields a summary does not carry; "" when all are empty.
  static func body(_ contact: Contact) -> String {
    var fields: [(String, Fragment?)] = []
    if !contact.postalAddresses.isEmpty {
      fields.append(
        ("addresses", .raw(labeled(contact.postalAddresses) { a, out in
          object([
            ("city", nonEmpty(a.city)), ("country", nonEmpty(a.country)),
            ("extendedAddress", nonEmpty(a.extendedAddress)), ("isoCountryCode", nonEmpty(a.isoCountryCode)),
            ("poBox", nonEmpty(a.poBox)), ("postalCode", nonEmpty(a.postalCode)), ("region", nonEmpty(a.region)),
            ("street", nonEmpty(a.street)),
          ], to: &out)
        })))
    }
    if let birthday = contact.birthday { fields.append(("birthday", .string(birthday.description))) }
    if !contact.dates.isEmpty {
      fields.append(("dates", .raw(labeled(contact.dates) { JSONText.appendString($0.description, to: &$1) })))
    }
    if !contact.extraProperties.isEmpty {
      var out = "["
      for (index, property) in contact.extraProperties.enumerated() {
        if index > 0 { out += "," }
        var parameters = "["
        for (offset, parameter) in property.parameters.enumerated() {
          if offset > 0 { parameters += "," }
          object([("name", .string(parameter.name)), ("values", .raw(strings(parameter.values)))], to: &parameters)
        }
        parameters += "]"
        object([
          ("group", property.group.map { .string($0) }), ("name", .string(property.name)),
          ("parameters", .raw(parameters)), ("value", .string(property.value)),
        ], to: &out)
      }
      fields.append(("extra", .raw(out + "]")))
    }
    if !contact.instantMessageAddresses.isEmpty {
      fields.append(
        ("instantMessages", .raw(labeled(contact.instantMessageAddresses) { handle, out in
          object([("service", .string(handle.service)), ("username", .string(handle.username))], to: &out)
        })))
    }
    if !contact.socialProfiles.isEmpty {
      fields.append(
        ("socialProfiles", .raw(labeled(contact.socialProfiles) { profile, out in
          object([
            ("service", .string(profile.service)), ("url", .string(profile.url)),
            ("username", .string(profile.username)),
          ], to: &out)
        })))
    }
    if !contact.urlAddresses.isEmpty {
      fields.append(("urls", .raw(texts(contact.urlAddresses))))
    }
    guard !fields.isEmpty else { return "" }
    var out = ""
    object(fields, to: &out)
    return out
  }

  enum Fragment {
    case string(String)
    case raw(String)
  }

  static func nonEmpty(_ text: String) -> Fragment? { text.isEmpty ? nil : .string(text) }

  /// An object of the present fields, in the order given (callers give them sorted).
  static func object(_ fields: [(String, Fragment?)], to out: inout String) {
    out += "{"
    var first = true
    for (key, value) in fields {
      guard let value else { continue }
      if !first { out += "," }
      first = false
      JSONText.appendString(key, to: &out)
      out += ":"
      switch value {
      case .string(let text): JSONText.appendString(text, to: &out)
      case .raw(let json): out += json
      }
    }
    out += "}"
  }
}
