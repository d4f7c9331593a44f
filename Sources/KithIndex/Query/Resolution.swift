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
