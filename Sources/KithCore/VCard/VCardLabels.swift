import Foundation

/// How labels travel in vCards: as `TYPE` values, or as Apple's `itemN.X-ABLabel`, where a standard label
/// is written `_$!<Mobile>!$_` and a custom one as plain text.
enum VCardLabels {
  /// `_$!<HomePage>!$_` → homePage; `Gym` → custom "Gym".
  static func label(fromABLabel text: String) -> Label? {
    let trimmed = text.trimmed
    guard !trimmed.isEmpty else { return nil }
    if trimmed.hasPrefix("_$!<"), trimmed.hasSuffix(">!$_") {
      let inner = String(trimmed.dropFirst(4).dropLast(4))
      return Label.standard(matching: inner) ?? Label(rawValue: inner)
    }
    return named(trimmed)
  }

  /// Plain text is a custom label, unless it names a standard label exactly ("Mobile", "home fax").
  static func named(_ text: String) -> Label {
    let lowered = text.lowercased()
    return Label.standardOrder.first {
      $0.rawValue.lowercased() == lowered || $0.description.lowercased() == lowered
    } ?? Label(rawValue: text)
  }

  /// The label that `TYPE` values describe for a field, or nil when they say nothing kith models.
  ///
  /// `written` are the values as the file has them, so that a custom label keeps its case (`X-Gym` → "Gym").
  static func label(fromTypes written: [String], field: VCardDecoder.Field) -> Label? {
    let types = written.map { $0.lowercased() }
    let set = Set(types)
    switch field {
    case .phone:
      if set.contains("fax") || set.contains("facsimile") {
        if set.contains("home") { return .homeFax }
        if set.contains("work") { return .workFax }
        return .otherFax
      }
      if set.contains("iphone") { return .iPhone }
      if set.contains("applewatch") { return .appleWatch }
      if set.contains("cell") || set.contains("mobile") { return .mobile }
      if set.contains("main") { return .main }
      if set.contains("pager") { return .pager }
    case .url:
      if set.contains("homepage") { return .homePage }
    case .relation, .date:
      for type in types {
        if let label = Label.standard(matching: type) { return label }
      }
    case .email, .address, .social, .instantMessage:
      break
    }
    if set.contains("home") { return .home }
    if set.contains("work") { return .work }
    if set.contains("school") { return .school }
    if set.contains("other") { return .other }
    if let custom = written.first(where: { isCustomType($0.lowercased(), field: field) }),
      let name = customName(custom)
    {
      return named(name)
    }
    return nil
  }

  /// Types that carry no label: capabilities, encodings, and vCard 2.1 noise.
  private static let noise: Set<String> = [
    "pref", "voice", "internet", "x400", "msg", "text", "textphone", "video", "bbs", "modem",
    "isdn", "pcs", "dom", "intl", "postal", "parcel", "quoted-printable", "base64", "b", "8bit",
    "7bit", "uri", "x-internet", "cell", "fax",
  ]

  private static func isCustomType(_ type: String, field: VCardDecoder.Field) -> Bool {
    guard !type.isEmpty, !noise.contains(type) else { return false }
    if field == .social || field == .instantMessage { return false }
    if type.hasPrefix("x-custom(") || type.hasPrefix("x-") { return true }
    return ["car", "assistant", "callback", "company", "radio", "telex", "tty", "ttd"].contains(type)
  }

  /// `X-Gym` → "Gym"; Samsung's `X-CUSTOM(CHARSET=UTF-8,ENCODING=QUOTED-PRINTABLE,=43=61=66=C3=A9)` →
  /// "Café"; nil when nothing is left.
  private static func customName(_ type: String) -> String? {
    let lowered = type.lowercased()
    var name = type
    if lowered.hasPrefix("x-custom("), lowered.hasSuffix(")") {
      let inner = type.dropFirst(9).dropLast()
      let items = inner.split(separator: ",", omittingEmptySubsequences: false)
      name = items.last.map(String.init) ?? ""
      var settings: [String: String] = [:]
      for item in items.dropLast() {
        let pair = item.split(separator: "=", maxSplits: 1).map(String.init)
        if pair.count == 2 { settings[pair[0].uppercased()] = pair[1] }
      }
      if settings["ENCODING"]?.uppercased() == "QUOTED-PRINTABLE" {
        var invalid = false
        let bytes = TextEncoding.decodeQuotedPrintable(Array(name.utf8)[...], invalid: &invalid)[...]
        name =
          settings["CHARSET"].flatMap { TextEncoding.decode(bytes, charset: $0) }
          ?? TextEncoding.decodeUTF8OrLegacy(bytes)
      }
    } else if lowered.hasPrefix("x-") {
      name = String(type.dropFirst(2))
    }
    name = name.trimmed
    return name.isEmpty ? nil : name
  }

  // MARK: Writing

  /// `TYPE` values Apple Contacts writes for a label, or nil when the label needs an `X-ABLabel`.
  static func types(for label: Label?, field: VCardDecoder.Field) -> [String]? {
    guard let label else { return [] }
    switch (field, label) {
    case (.phone, .mobile): return ["CELL"]
    case (.phone, .iPhone): return ["IPHONE", "CELL"]
    case (.phone, .main): return ["MAIN"]
    case (.phone, .homeFax): return ["HOME", "FAX"]
    case (.phone, .workFax): return ["WORK", "FAX"]
    case (.phone, .otherFax): return ["OTHER", "FAX"]
    case (.phone, .pager): return ["PAGER"]
    case (_, .home): return ["HOME"]
    case (_, .work): return ["WORK"]
    case (_, .other): return ["OTHER"]
    default: return nil
    }
  }

  /// The `X-ABLabel` text: `_$!<Mother>!$_` for a standard label, the text itself for a custom one.
  static func abLabel(for label: Label) -> String {
    guard !label.isCustom else { return label.rawValue }
    let raw = label.rawValue
    return "_$!<" + raw.prefix(1).uppercased() + raw.dropFirst() + ">!$_"
  }
}
