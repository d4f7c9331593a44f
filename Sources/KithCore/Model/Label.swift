/// The label of a labeled value: one of the standard labels Apple Contacts offers, or a custom one.
///
/// Standard labels have stable raw values ("mobile", "homeFax", "mother"); anything else is kept as the
/// user wrote it, so a phone labelled "Gym" stays "Gym".
///
/// ```swift
/// Label.mobile.rawValue          // "mobile"
/// Label(rawValue: "Gym").isCustom // true
/// ```
public struct Label: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// True when the label is not one of ``Label/standard``.
  public var isCustom: Bool { !Label.standard.contains(self) }

  /// How the label reads in a sentence: "home fax", "iPhone", "Gym".
  public var description: String {
    Label.spokenNames[rawValue] ?? rawValue
  }

  // Generic labels, usable on any field.
  public static let home = Label(rawValue: "home")
  public static let work = Label(rawValue: "work")
  public static let school = Label(rawValue: "school")
  public static let other = Label(rawValue: "other")

  // Phone numbers.
  public static let mobile = Label(rawValue: "mobile")
  public static let iPhone = Label(rawValue: "iPhone")
  public static let appleWatch = Label(rawValue: "appleWatch")
  public static let main = Label(rawValue: "main")
  public static let homeFax = Label(rawValue: "homeFax")
  public static let workFax = Label(rawValue: "workFax")
  public static let otherFax = Label(rawValue: "otherFax")
  public static let pager = Label(rawValue: "pager")

  // URLs and dates.
  public static let homePage = Label(rawValue: "homePage")
  public static let anniversary = Label(rawValue: "anniversary")

  // Relations.
  public static let mother = Label(rawValue: "mother")
  public static let father = Label(rawValue: "father")
  public static let parent = Label(rawValue: "parent")
  public static let brother = Label(rawValue: "brother")
  public static let sister = Label(rawValue: "sister")
  public static let sibling = Label(rawValue: "sibling")
  public static let child = Label(rawValue: "child")
  public static let son = Label(rawValue: "son")
  public static let daughter = Label(rawValue: "daughter")
  public static let spouse = Label(rawValue: "spouse")
  public static let husband = Label(rawValue: "husband")
  public static let wife = Label(rawValue: "wife")
  public static let partner = Label(rawValue: "partner")
  public static let friend = Label(rawValue: "friend")
  public static let assistant = Label(rawValue: "assistant")
  public static let manager = Label(rawValue: "manager")
  public static let grandparent = Label(rawValue: "grandparent")
  public static let grandmother = Label(rawValue: "grandmother")
  public static let grandfather = Label(rawValue: "grandfather")
  public static let grandchild = Label(rawValue: "grandchild")
  public static let aunt = Label(rawValue: "aunt")
  public static let uncle = Label(rawValue: "uncle")
  public static let cousin = Label(rawValue: "cousin")
  public static let niece = Label(rawValue: "niece")
  public static let nephew = Label(rawValue: "nephew")
  public static let colleague = Label(rawValue: "colleague")
  public static let emergency = Label(rawValue: "emergency")

  /// Every standard label, in the order a picker would show them.
  public static let standard: Set<Label> = Set(standardOrder)

  static let standardOrder: [Label] = [
    .home, .work, .school, .other, .mobile, .iPhone, .appleWatch, .main, .homeFax, .workFax,
    .otherFax, .pager, .homePage, .anniversary, .mother, .father, .parent, .brother, .sister,
    .sibling, .child, .son, .daughter, .spouse, .husband, .wife, .partner, .friend, .assistant,
    .manager, .grandparent, .grandmother, .grandfather, .grandchild, .aunt, .uncle, .cousin,
    .niece, .nephew, .colleague, .emergency,
  ]

  private static let spokenNames: [String: String] = [
    "appleWatch": "Apple Watch", "homeFax": "home fax", "workFax": "work fax",
    "otherFax": "other fax", "homePage": "home page",
  ]

  /// The standard label whose raw value or spoken name matches `text` ignoring case and spaces
  /// ("Home Fax", "HOMEFAX", "cell" → mobile), or nil.
  public static func standard(matching text: String) -> Label? {
    let key = String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic })
    return lookup[key]
  }

  private static let lookup: [String: Label] = {
    var table: [String: Label] = [:]
    for label in standardOrder {
      table[label.rawValue.lowercased()] = label
    }
    table["cell"] = .mobile
    table["cellular"] = .mobile
    table["mobilephone"] = .mobile
    table["fax"] = .otherFax
    table["homepage"] = .homePage
    table["mom"] = .mother
    table["mum"] = .mother
    table["dad"] = .father
    return table
  }()
}
