import KithCore

/// A slot's value: one string, or several for the phone numbers and e-mail addresses of a new contact.
public enum SlotValue: Sendable, Hashable, CustomStringConvertible {
  case string(String)
  case list([String])

  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var strings: [String] {
    switch self {
    case .string(let value): return [value]
    case .list(let values): return values
    }
  }

  public var description: String {
    switch self {
    case .string(let value): return value
    case .list(let values): return values.joined(separator: ", ")
    }
  }
}

/// What kind of value filled a slot, and its canonical form when that differs from the words as written.
public struct SlotDetail: Sendable, Hashable {
  public init(type: String, normalized: String? = nil, labels: [String?]? = nil) {
    self.type = type
    self.normalized = normalized
    self.labels = labels
  }

  /// The slot type (`person`, `date`, `phone`…) or the list (`label`, `field`…) that filled the slot.
  public var type: String
  /// The canonical form: `1988-04-01` or `--03-03` for a date, digits for a phone number.
  public var normalized: String?
  /// Labels written next to each value, for the phone numbers and e-mail addresses of a new contact
  /// ("mobile +44 7700 900123"); `nil` where none was written.
  public var labels: [String?]?
}

/// One reading of a request: an intent and its slots.
public struct Parse: Sendable, Hashable {
  public var intent: String
  public var slots: [String: SlotValue]
  public var details: [String: SlotDetail]

  /// The slot's single string value.
  public subscript(slot: String) -> String? { slots[slot]?.string }

  /// A reading made by hand (a request kith infers, such as "show this contact" for a name on its own).
  public init(intent: String, slots: [String: SlotValue], details: [String: SlotDetail] = [:]) {
    self.init(
      intent: intent, slots: slots, details: details, openWords: 0, literalWords: 0, typoWords: 0, covered: 0,
      template: -1)
  }

  init(
    intent: String, slots: [String: SlotValue], details: [String: SlotDetail], openWords: Int, literalWords: Int,
    typoWords: Int, covered: Int, template: Int, personDelimited: Bool = false
  ) {
    self.intent = intent
    self.slots = slots
    self.details = details
    self.openWords = openWords
    self.literalWords = literalWords
    self.typoWords = typoWords
    self.covered = covered
    self.template = template
    self.personDelimited = personDelimited
  }

  /// How the reading ranks, best first: fewer words in open spans, then more literal words, then an
  /// earlier template.
  var openWords: Int
  var literalWords: Int
  /// Keywords read through a typo: a misspelt keyword explains a word better than a name does.
  var typoWords: Int
  /// Where the reading ends: past a polite closing when a message took it ("text mom thanks").
  var covered: Int
  var template: Int
  /// How many words of the request the template matched literally ("text", "about").
  public var literalCount: Int { literalWords }

  /// Punctuation follows the person span: the writer said where the name ends.
  var personDelimited = false
  /// The person is a relation or role and then a name ("my granddaughter Grace").
  var personNamesRelation = false
  /// Punctuation, a comma included, follows the person span.
  var personClosed = false

  /// The words the person judge weighs.
  var judgedPerson: String? { self["person"] }

  public static func == (a: Parse, b: Parse) -> Bool { a.intent == b.intent && a.slots == b.slots }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(intent)
    hasher.combine(slots)
  }
}

/// Everything the grammar made of one request: the chosen reading, the others, and what to suggest
/// when nothing fit.
///
/// As JSON (the `kith grammar parse --json` contract):
/// ```json
/// {"text": "text John about dinner", "intent": "send_message",
///  "slots": {"person": "John", "body": "dinner"}, "alternatives": []}
/// ```
public struct ParseResult: Sendable {
  public var text: String
  /// The reading kith acts on; `nil` when nothing fit or when two intents tie (see ``isAmbiguous``).
  public var best: Parse?
  /// Other readings, best first (at most five); when ``isAmbiguous``, the tied ones come first.
  public var alternatives: [Parse]
  /// True when the best readings are different intents that rank the same: ask, don't guess.
  public var isAmbiguous: Bool
  /// When nothing fit: an example of the closest thing kith can do ("text NAME saying MESSAGE").
  public var suggestion: String?

  public var intent: String? { best?.intent }

  /// The JSON Lines form, keys in the contract's order.
  public var jsonLine: String {
    var out = "{\"text\":"
    JSONText.appendString(text, to: &out)
    out += ",\"intent\":"
    if let best { JSONText.appendString(best.intent, to: &out) } else { out += "null" }
    out += ",\"slots\":"
    ParseResult.appendSlots(best?.slots ?? [:], to: &out)
    out += ",\"alternatives\":["
    for (index, alternative) in alternatives.enumerated() {
      if index > 0 { out += "," }
      out += "{\"intent\":"
      JSONText.appendString(alternative.intent, to: &out)
      out += ",\"slots\":"
      ParseResult.appendSlots(alternative.slots, to: &out)
      out += "}"
    }
    out += "]"
    if let best, !best.details.isEmpty {
      out += ",\"slot_info\":{"
      for (index, name) in best.details.keys.sorted().enumerated() {
        let detail = best.details[name]!
        if index > 0 { out += "," }
        JSONText.appendString(name, to: &out)
        out += ":{\"type\":"
        JSONText.appendString(detail.type, to: &out)
        if let normalized = detail.normalized {
          out += ",\"normalized\":"
          JSONText.appendString(normalized, to: &out)
        }
        if let labels = detail.labels {
          out += ",\"labels\":["
          for (offset, label) in labels.enumerated() {
            if offset > 0 { out += "," }
            if let label { JSONText.appendString(label, to: &out) } else { out += "null" }
          }
          out += "]"
        }
        out += "}"
      }
      out += "}"
    }
    if isAmbiguous { out += ",\"ambiguous\":true" }
    if let suggestion {
      out += ",\"suggestion\":"
      JSONText.appendString(suggestion, to: &out)
    }
    return out + "}"
  }

  /// Appends `slots` as a JSON object, keys sorted: strings, or arrays of strings.
  public static func appendSlots(_ slots: [String: SlotValue], to out: inout String) {
    out += "{"
    for (index, name) in slots.keys.sorted().enumerated() {
      if index > 0 { out += "," }
      JSONText.appendString(name, to: &out)
      out += ":"
      switch slots[name]! {
      case .string(let value): JSONText.appendString(value, to: &out)
      case .list(let values):
        out += "["
        for (offset, value) in values.enumerated() {
          if offset > 0 { out += "," }
          JSONText.appendString(value, to: &out)
        }
        out += "]"
      }
    }
    out += "}"
  }
}
