import Foundation

/// One line of `kith chat --json` input: `{"text": "…", "id": …}` (the id echoed as given), or plain text.
public struct ChatRequest: Sendable {
  public var text: String
  /// The request's `id`, as JSON text.
  public var id: String?
  /// Why the line can't be taken, when it can't.
  public var problem: String?

  public init(line: String) {
    text = line
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("{") else { return }
    text = ""
    guard let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) as? [String: Any] else {
      problem = "That line starts with { but is not a JSON object."
      return
    }
    if let value = object["id"], !(value is NSNull),
      let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
    {
      id = String(decoding: data, as: UTF8.self)
    }
    guard let text = object["text"] as? String else {
      problem = "The JSON object has no \"text\" string."
      return
    }
    self.text = text
  }
}
