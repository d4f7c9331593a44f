import KithCore

/// The answer to "who is this?": the decision, and the contacts behind it, best first.
///
/// As JSON (the `kith search --json` contract):
/// ```json
/// {"query": "Bob", "status": "unique",
///  "results": [{"uid": "robert-brown", "name": "Robert Brown", "score": 0.88, "why": "nickname Bob → Robert"}]}
/// ```
public struct Resolution: Hashable, Sendable, Codable {
  public enum Status: String, Hashable, Sendable, Codable {
    /// Sure enough to act without asking.
    case unique
    /// Several contacts fit: ask, offering `results`.
    case ambiguous
    /// Nobody fits; `results` may hold suggestions, never to act on.
    case notFound = "not_found"
  }

  public struct Candidate: Hashable, Sendable, Codable {
    public var uid: String
    public var name: String
    /// How well the contact matches, in [0, 1].
    public var score: Double
    /// Which field matched and how, in words.
    public var why: String
    /// Set when this card and another in `results` share a phone number: the same person twice.
    public var samePersonAs: String?

    enum CodingKeys: String, CodingKey {
      case uid, name, score, why
      case samePersonAs = "same_person_as"
    }

    public init(uid: String, name: String, score: Double, why: String, samePersonAs: String? = nil) {
      self.uid = uid
      self.name = name
      self.score = score
      self.why = why
      self.samePersonAs = samePersonAs
    }
  }

  public var query: String
  public var status: Status
  public var results: [Candidate]
  /// Why there is no answer, when that needs saying ("your father, Luis Rivera, has no card of his own").
  public var why: String?

  public init(query: String, status: Status, results: [Candidate], why: String? = nil) {
    self.query = query
    self.status = status
    self.results = results
    self.why = why
  }
}

extension Resolution {
  /// The JSON Lines form, written directly (a query answers in well under a millisecond; a general JSON
  /// encoder would take a good share of that). Same keys and values as the `Codable` form.
  public var jsonLine: String {
    var out = "{\"query\":"
    JSONText.appendString(query, to: &out)
    out += ",\"results\":["
    for (index, result) in results.enumerated() {
      if index > 0 { out += "," }
      out += "{\"name\":"
      JSONText.appendString(result.name, to: &out)
      if let twin = result.samePersonAs {
        out += ",\"same_person_as\":"
        JSONText.appendString(twin, to: &out)
      }
      out += ",\"score\":" + Resolution.number(result.score)
      out += ",\"uid\":"
      JSONText.appendString(result.uid, to: &out)
      out += ",\"why\":"
      JSONText.appendString(result.why, to: &out)
      out += "}"
    }
    out += "],\"status\":\"" + status.rawValue + "\""
    if let why {
      out += ",\"why\":"
      JSONText.appendString(why, to: &out)
    }
    return out + "}"
  }

  /// 0.93 → "0.93", 1 → "1": at most three decimals, as scores are rounded.
  static func number(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    if thousandths % 1000 == 0 { return String(thousandths / 1000) }
    var text = String(thousandths / 1000) + "." + String(String(thousandths % 1000 + 1000).dropFirst())
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
