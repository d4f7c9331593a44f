import Foundation

/// One content line of a vCard, after unfolding and after any quoted-printable or charset decoding.
///
/// `value` is the text as the card holds it, still in vCard escaping (`\,` `\;` `\n`), so a property kith
/// does not model can be written back exactly. Parameter names are upper-cased; vCard 2.1's bare
/// parameters (`TEL;WORK;VOICE:`) become `TYPE` values.
public struct VCardProperty: Hashable, Sendable, Codable {
  /// The group prefix (`item1` in `item1.TEL`), or nil.
  public var group: String?
  /// The property name, upper-cased (`TEL`, `X-ABLABEL`).
  public var name: String
  public var parameters: [VCardParameter]
  public var value: String

  public init(group: String? = nil, name: String, parameters: [VCardParameter] = [], value: String) {
    self.group = group
    self.name = name.asciiUppercased
    self.parameters = parameters
    self.value = value
  }

  /// All values of the parameters called `name` (case-insensitive), in order.
  public func values(of name: String) -> [String] {
    let key = name.asciiUppercased
    return parameters.filter { $0.name == key }.flatMap(\.values)
  }

  /// The `TYPE` values, lower-cased, with comma lists and repeated `TYPE=` flattened.
  public var types: [String] {
    typeValues.map { $0.lowercased() }
  }

  /// The `TYPE` values as written (custom labels keep their case), flattened like ``types``. A comma
  /// inside parentheses does not split: Samsung's `X-CUSTOM(CHARSET=UTF-8,…,Gym)` is one value.
  var typeValues: [String] {
    values(of: "TYPE").flatMap(VCardProperty.splitTypeList).map {
      $0.trimmed
    }.filter { !$0.isEmpty }
  }

  private static func splitTypeList(_ list: String) -> [String] {
    guard list.utf8.contains(UInt8(ascii: ",")) else { return [list] }
    var items: [String] = []
    var current = ""
    var depth = 0
    for character in list {
      switch character {
      case "(": depth += 1
      case ")": depth = max(0, depth - 1)
      case "," where depth == 0:
        items.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    items.append(current)
    return items
  }

  /// True when a parameter called `name` is present.
  public func has(_ name: String) -> Bool {
    let key = name.asciiUppercased
    return parameters.contains { $0.name == key }
  }
}

/// A parameter of a vCard property: `TYPE=work,voice` is one parameter with two values.
public struct VCardParameter: Hashable, Sendable, Codable {
  public var name: String
  public var values: [String]

  public init(name: String, values: [String]) {
    self.name = name.asciiUppercased
    self.values = values
  }
}

extension String {
  /// Upper-cased, without work when it already is (property and parameter names nearly always are).
  var asciiUppercased: String {
    utf8.contains(where: { (0x61...0x7A).contains($0) }) || !utf8.allSatisfy({ $0 < 0x80 }) ? uppercased() : self
  }
}
