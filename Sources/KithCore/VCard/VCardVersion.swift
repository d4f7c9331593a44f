/// The vCard versions kith reads; it writes ``v3`` (the default, as Apple Contacts does) and ``v4``.
public enum VCardVersion: String, Sendable, CaseIterable, Codable {
  case v21 = "2.1"
  case v3 = "3.0"
  case v4 = "4.0"
}
