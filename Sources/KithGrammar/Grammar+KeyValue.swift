import Foundation

/// Requests programs write as keys and values rather than as English: `action: send_message, recipient:
/// Chidi Okonkwo, body: "Can you pick up the kids?"`, `cmd=sms to="Lars Eriksson" text="ferry at 08:15"`,
/// `{"intent": "call", "person": "Ana"}`, `set_me: Dana Whitfield`, `contact: Tomás Ortega / field: email`.
///
/// The keys are the contract's intent and slot names (`docs/INTENTS.md`) and the words programs commonly
/// use for them; each value is read as the intent's templates read that slot (a field or label through
/// its list, a phone number or a date by its shape), so a request of keys means exactly what the same
/// request in words would. Anything that is not wholly keys and values is left to the templates.
extension Grammar {
  /// The reading of a request made of keys and values, or `nil` when it is not one.
  func keyValueReading(_ text: String, state: ConversationState) -> Parse? {
    // `call(person="Nadia", label="mobile")`, `send_message to=Ana body="on my way"`, `list_contacts`: an
    // intent's own name first, its keys and values after it, read as `action: NAME, …`.
    let text = KeyValueText.callForm(text, isIntent: { self.intentName($0) != nil }) ?? text
    guard text.contains(where: { $0 == ":" || $0 == "=" }), let pairs = KeyValueText.pairs(in: text) else { return nil }
    // Which intent: a key naming it ("action: call"), or a first key that is an intent ("set_me: Dana").
    var intentName: String?
    var primaryValue: String?
    var rest: [KeyValueText.Pair] = []
    for (offset, pair) in pairs.enumerated() {
      if KeyValueText.intentKeys.contains(pair.key), intentName == nil {
        intentName = pair.value
      } else if offset == 0, intentName == nil, KeyValueText.contractIntents.contains(pair.key) {
        intentName = pair.key
        primaryValue = pair.value.isEmpty ? nil : pair.value
      } else {
        rest.append(pair)
      }
    }
    if intentName == nil {
      // No intent named: who and which detail is a lookup; who and what to say is a message.
      let slots = Set(rest.compactMap { KeyValueText.slotCandidates[$0.key]?.first })
      if slots.contains("person"), slots.contains("field"), !slots.contains("value") { intentName = "lookup_field" }
      if slots.contains("person"), slots.contains("body"), slots.count == 2 { intentName = "send_message" }
    }
    guard let intentName else { return nil }
    let mentionsField = rest.contains { KeyValueText.slotCandidates[$0.key]?.contains("field") ?? false }
    guard let name = self.intentName(intentName, removingField: mentionsField),
      let intentIndex = intents.firstIndex(where: { $0.name == name })
    else { return nil }
    let intent = intents[intentIndex]
    guard intent.states.isEmpty || intent.states.contains(state) else { return nil }
    let sources = slotSourcesByIntent[intentIndex]
    if let primaryValue {
      let primary = ["person", "choice", "value", "name", "group"].first { sources[$0] != nil }
      guard let primary else { return nil }
      rest.insert(KeyValueText.Pair(key: primary, value: primaryValue, quoted: false), at: 0)
    }
    var slots: [String: SlotValue] = [:]
    var details: [String: SlotDetail] = [:]
    for pair in rest {
      let key = pair.key
      var value = pair.value
      guard !value.isEmpty else { continue }
      // The first slot the key may stand for that this intent has, that is still free and that reads the
      // value ("address": "work" is which address; "address": "12 Elm St" would be the value).
      var chosen: (slot: String, read: (value: SlotValue, detail: SlotDetail?))?
      for slot in KeyValueText.slotCandidates[key] ?? [key] where sources[slot] != nil && slots[slot] == nil {
        if let read = read(value, as: sources[slot]!, slot: slot) {
          chosen = (slot, read)
          break
        }
      }
      // `"field": "mobile"`: a label that names a phone number on its own is the phone field with that label.
      if chosen == nil, slots["field"] == nil, sources["field"] != nil, KeyValueText.slotCandidates[key]?.contains("field") ?? false,
        let kind = self.value(of: Utterance(value).words.map(\.folded).joined(separator: " "), inList: "phone_kind")
      {
        slots["field"] = .string("phone")
        if sources["label"] != nil, slots["label"] == nil { slots["label"] = .string(kind) }
        continue
      }
      guard let (slot, read) = chosen else { return nil }
      // A value drops one final period that ends its sentence ("Recipient: Ingrid Solberg. Text: …"), as in
      // words; a quoted one is kept as quoted but for a message, which drops it as a quoted message in words
      // does ('text Bo "see you at 6."'); a name keeps the period of "Jr." or "Co.".
      let lastWord = value.dropLast().split(separator: " ").last.map { $0.lowercased() } ?? ""
      if !pair.quoted || slot == "body", value.hasSuffix("."), !value.hasSuffix(".."),
        slot == "body" || !UtteranceWords.abbreviations.contains(lastWord) && lastWord.count > 1
      {
        value.removeLast()
        guard let trimmed = self.read(value, as: sources[slot]!, slot: slot) else { return nil }
        slots[slot] = trimmed.value
        details[slot] = trimmed.detail
        continue
      }
      slots[slot] = read.value
      if let detail = read.detail { details[slot] = detail }
    }
    // "reverse_lookup phone=…": who owns a value says by its key, or by its shape, which field it is.
    if name == "reverse_lookup", slots["field"] == nil, case .string(let value)? = slots["value"] {
      let key = rest.first { KeyValueText.slotCandidates[$0.key]?.contains("value") ?? false }?.key ?? ""
      let byKey = KeyValueText.slotCandidates[key]?.first
      slots["field"] = .string(byKey == "email" || value.contains("@") ? "email" : "phone")
    }
    // Every slot the templates always fill must be there: "action: call" alone names nobody.
    let required = requiredSlotsByIntent[intentIndex]
    guard required.allSatisfy({ slots[$0] != nil }) else { return nil }
    return Parse(intent: name, slots: slots, details: details)
  }

  /// The intent a program's word for it names: the contract's own names, and the usual verbs.
  private func intentName(_ raw: String, removingField: Bool = false) -> String? {
    var key = raw.lowercased().replacingOccurrences(of: "-", with: "_").replacingOccurrences(of: " ", with: "_")
    // A tool in a namespace: `contacts.lookup`, `kith.send_message`, `contacts/set_me`.
    if let dot = key.lastIndex(where: { $0 == "." || $0 == "/" }), key.index(after: dot) < key.endIndex {
      key = String(key[key.index(after: dot)...])
    }
    if intents.contains(where: { $0.name == key }) { return key }
    if ["delete", "remove", "del", "rm"].contains(key) { return removingField ? "remove_field" : "delete_contact" }
    if let alias = KeyValueText.intentAliases[key] { return alias }
    // A tool named for its verb and what it acts on: `call_contact`, `text_person`, `send_sms_to_contact`.
    for suffix in ["_to_contact", "_contact", "_person", "_to"] where key.hasSuffix(suffix) && key.count > suffix.count {
      if let name = intentName(String(key.dropLast(suffix.count)), removingField: removingField) { return name }
    }
    // …or for a verb that only says it is done: `compose_email`, `place_call`, `make_call`.
    for prefix in ["compose_", "write_", "draft_", "place_", "make_", "start_", "initiate_", "do_"]
    where key.hasPrefix(prefix) && key.count > prefix.count {
      if let name = intentName(String(key.dropFirst(prefix.count)), removingField: removingField) { return name }
    }
    return nil
  }

  /// The slot names an intent's templates fill, with the lists or types they fill them from.
  func slotSources(of intent: Int) -> [String: [String]] {
    var sources: [String: [String]] = [:]
    for template in templates where template.intent == intent {
      for reference in template.pattern.slots where reference.slot != "_" {
        if !(sources[reference.slot]?.contains(reference.source) ?? false) {
          sources[reference.slot, default: []].append(reference.source)
        }
        // A new contact's details fill its phone numbers, e-mails and organisation too.
        if reference.source == SlotType.details.rawValue {
          for extra in ["phone", "email", "organization"] where sources[extra] == nil { sources[extra] = ["list:" + extra] }
        }
      }
      for slot in template.fixed.keys where sources[slot] == nil { sources[slot] = [slot] }
    }
    return sources
  }

  /// The slots every template of the intent fills.
  func requiredSlots(of intent: Int) -> Set<String> {
    var required: Set<String>?
    for template in templates where template.intent == intent {
      let slots = Set(template.pattern.slots.map(\.slot)).union(template.fixed.keys).subtracting(["_"])
      required = required.map { $0.intersection(slots) } ?? slots
    }
    return required ?? []
  }

  /// A value read as one of `sources` (lists or slot types), the first that takes it.
  private func read(_ value: String, as sources: [String], slot: String) -> (value: SlotValue, detail: SlotDetail?)? {
    let words = Utterance(value).words
    guard !words.isEmpty else { return nil }
    let folded = words.map(\.folded).joined(separator: " ")
    for source in sources {
      if source.hasPrefix("list:") {
        // A new contact's phone numbers or e-mails: one or several, comma-separated.
        let values = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return slot == "organization" ? (.string(value), nil) : (.list(values), nil)
      }
      if let type = SlotType(rawValue: source) {
        guard let reading = type.read(words[...], written: value, quoted: false, in: self) else { continue }
        return (reading.value, SlotDetail(type: source, normalized: reading.normalized))
      }
      if lists[source] != nil, let canonical = self.value(of: folded, inList: source) { return (.string(canonical), nil) }
      // A program writes the contract's own canonical words: "job_title", "job-title".
      let spaced = folded.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
      if lists[source] != nil, spaced != folded, let canonical = self.value(of: spaced, inList: source) {
        return (.string(canonical), nil)
      }
      // A value a template sets itself (`=> field=phone`): the contract's canonical words.
      if source == slot, lists[source] == nil { return (.string(folded), nil) }
    }
    return nil
  }
}

/// Splits `key: value, key: value` and `key=value key="value"` text into pairs.
enum KeyValueText {
  struct Pair {
    var key: String
    var value: String
    var quoted: Bool
  }

  /// Keys whose value is the user's answer to what kith asked, in words: `{"answer": "yes"}`.
  static let answerKeys: Set<String> = ["answer", "reply", "response", "decision", "user_answer", "user_reply", "user_response"]

  /// The answer of a request that is one answer key and its value (`{"answer": "yes"}`, `reply=2`), or nil.
  static func answer(in text: String) -> String? {
    guard text.contains(where: { $0 == ":" || $0 == "=" }) else { return nil }
    var rest = text.trimmingCharacters(in: .whitespaces)[...]
    if rest.first == "{", rest.last == "}" { rest = rest.dropFirst().dropLast() }
    rest = rest.drop { $0 == " " }
    let quote = rest.first.flatMap { quoteClose[$0] }
    if quote != nil { rest = rest.dropFirst() }
    let key = rest.prefix { $0.isLetter || $0 == "_" }
    guard answerKeys.contains(key.lowercased()) else { return nil }
    rest = rest.dropFirst(key.count)
    if let quote {
      guard rest.first == quote else { return nil }
      rest = rest.dropFirst()
    }
    rest = rest.drop { $0 == " " }
    guard rest.first == ":" || rest.first == "=" else { return nil }
    var value = rest.dropFirst().trimmingCharacters(in: .whitespaces)[...]
    if let open = value.first, let close = quoteClose[open], value.count >= 2, value.last == close {
      value = value.dropFirst().dropLast()
    }
    guard !value.isEmpty, !value.contains(where: { "\"{}=".contains($0) }) else { return nil }
    return String(value)
  }

  /// Keys whose value names the intent.
  static let intentKeys: Set<String> = [
    "action", "intent", "cmd", "command", "op", "operation", "request", "task", "do", "function", "tool",
  ]

  /// Keys → the slots they may fill, the first the intent has.
  static let slotCandidates: [String: [String]] = {
    var table: [String: [String]] = [:]
    for (slots, keys) in [
      (["person"], ["person", "contact", "recipient", "to", "who", "target", "contact_name", "recipient_name", "for", "callee", "whom"]),
      (["body"], ["body", "text", "message", "msg", "content", "contents", "sms", "message_body", "note_text"]),
      (["field"], ["field", "attribute", "property", "detail"]),
      (["label"], ["label"]),
      (["label", "value"], ["address", "which", "which_address", "which_number", "address_type", "number_type"]),
      (["kind", "label"], ["kind"]),
      (["period"], ["period", "when", "range", "timeframe", "window"]),
      (["value"], ["value", "new_value", "val"]),
      (["name", "person"], ["name", "new_name", "full_name", "display_name"]),
      (["phone", "value"], ["phone", "number", "mobile", "tel", "phone_number", "cell", "telephone"]),
      (["email", "value"], ["email", "mail", "email_address", "e_mail"]),
      (["organization", "value"], ["organization", "org", "company", "organisation", "employer"]),
      (["group"], ["group", "list", "group_name"]),
      (["relation"], ["relation", "relationship"]),
      (["path"], ["path", "file", "photo", "image", "picture"]),
      (["choice"], ["choice", "option", "index", "selection", "pick"]),
    ] as [([String], [String])] {
      for key in keys { table[key] = slots }
    }
    table["subject"] = []
    table["query"] = ["field"]
    return table
  }()

  /// Programs' words for intents besides the contract's names.
  static let intentAliases: [String: String] = [
    "sms": "send_message", "text": "send_message", "message": "send_message", "send_text": "send_message",
    "send_sms": "send_message", "imessage": "send_message", "whatsapp": "send_message", "msg": "send_message",
    "email": "send_email", "mail": "send_email", "send_mail": "send_email", "e_mail": "send_email",
    "call": "call", "dial": "call", "phone_call": "call", "ring": "call",
    "lookup": "lookup_field", "get": "lookup_field", "get_field": "lookup_field", "lookup_contact": "show_contact",
    "show": "show_contact", "view": "show_contact", "get_contact": "show_contact", "show_card": "show_contact",
    "display": "show_contact", "reverse": "reverse_lookup", "whois": "reverse_lookup", "reverse_search": "reverse_lookup",
    "list": "list_contacts", "ls": "list_contacts", "add": "add_contact", "create": "add_contact",
    "new": "add_contact", "new_contact": "add_contact", "create_contact": "add_contact", "update": "update_field",
    "set": "update_field", "change": "update_field", "edit": "update_field", "modify": "update_field",
    "append": "add_field", "rename": "rename_contact", "photo": "set_photo", "relation": "set_relation",
    "group_add": "add_to_group", "favourite": "favorite", "star": "favorite", "me": "set_me", "yes": "confirm",
    "no": "decline", "cancel": "decline", "select": "choose", "pick": "choose",
  ]

  /// `NAME(ARGS)`, `NAME ARGS` (ARGS holding a key and a value) or a bare `NAME`, where NAME is written
  /// as an identifier (an underscore in it, or the form of a call) and names an intent: as
  /// `action: NAME, ARGS`. `nil` for anything else, which is left as it is.
  static func callForm(_ text: String, isIntent: (String) -> Bool) -> String? {
    // Most requests are English: nothing here without a parenthesis or an underscore.
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "_") }) else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let name = String(trimmed.prefix { $0.isLetter || $0 == "_" })
    guard !name.isEmpty, isIntent(name) else { return nil }
    var rest = trimmed.dropFirst(name.count)
    if rest.first == "(" {
      rest = rest.dropFirst()
      while let last = rest.last, last == ";" || last == " " { rest = rest.dropLast() }
      guard rest.last == ")" else { return nil }
      return "action: \(name), " + rest.dropLast()
    }
    // Without parentheses the name must look like code (send_message, list_contacts), not English ("call").
    guard name.contains("_") else { return nil }
    if rest.isEmpty { return "action: \(name)" }
    guard rest.first == " ", rest.contains(where: { $0 == "=" || $0 == ":" }) else { return nil }
    return "action: \(name), " + rest.dropFirst()
  }

  /// The pairs, or `nil` when the text is not wholly keys and values (or names no known key first).
  static func pairs(in text: String) -> [Pair]? {
    let characters = Array(text)
    var index = 0
    var pairs: [Pair] = []
    func skip(_ set: Set<Character>) { while index < characters.count, set.contains(characters[index]) { index += 1 } }
    let separators: Set<Character> = [" ", "\t", "\n", ",", ";", "/", "|", "{", "}", "[", "]", "&"]
    skip(separators)
    while index < characters.count {
      guard let (name, afterKey) = key(in: characters, at: index) else { return nil }
      index = afterKey
      skip([" ", "\t"])
      var value: String
      var quoted = false
      if index < characters.count, let close = quoteClose[characters[index]] {
        quoted = true
        guard let end = characters[(index + 1)...].firstIndex(of: close) else { return nil }
        value = String(characters[(index + 1)..<end])
        index = end + 1
      } else {
        var end = index
        while end < characters.count, !(isBoundary(characters, at: end) && key(in: characters, at: nextStart(characters, end)) != nil) {
          end += 1
        }
        value = String(characters[index..<end])
        index = end
        value = value.trimmingCharacters(in: .whitespaces)
        while let last = value.last, ",;/|}]".contains(last) { value.removeLast() }
        value = value.trimmingCharacters(in: .whitespaces)
      }
      pairs.append(Pair(key: name, value: value, quoted: quoted))
      skip(separators)
    }
    return pairs.isEmpty ? nil : pairs
  }

  private static let quoteClose: [Character: Character] = ["\"": "\"", "'": "'", "“": "”", "‘": "’", "«": "»"]

  /// A key starting at `start` (quoted or not) followed by ":" or "=", and where its value begins.
  private static func key(in characters: [Character], at start: Int) -> (String, Int)? {
    var index = start
    let quoted = index < characters.count && (characters[index] == "\"" || characters[index] == "'")
    if quoted { index += 1 }
    let begin = index
    while index < characters.count, characters[index].isLetter || characters[index] == "_" || characters[index] == "-" {
      index += 1
    }
    guard index > begin else { return nil }
    let key = String(characters[begin..<index]).lowercased().replacingOccurrences(of: "-", with: "_")
    if quoted {
      guard index < characters.count, characters[index] == characters[start] else { return nil }
      index += 1
    }
    while index < characters.count, characters[index] == " " { index += 1 }
    guard index < characters.count, characters[index] == ":" || characters[index] == "=" else { return nil }
    // "08:15" or "http://": a colon inside a value is no key's.
    guard known(key) else { return nil }
    return (key, index + 1)
  }

  private static func known(_ key: String) -> Bool {
    intentKeys.contains(key) || slotCandidates[key] != nil || contractIntents.contains(key)
  }

  /// The contract's intent names, which may stand as a first key ("set_me: Dana Whitfield").
  static let contractIntents: Set<String> = [
    "send_message", "send_email", "call", "lookup_field", "show_contact", "reverse_lookup", "list_contacts",
    "add_contact", "update_field", "add_field", "remove_field", "rename_contact", "delete_contact", "set_photo",
    "set_relation", "add_to_group", "remove_from_group", "favorite", "set_me", "undo", "help", "choose", "confirm",
    "decline", "review", "drop", "update_existing",
  ]

  /// A value may end here: at a separator (a comma, a slash…) or a space before the next key.
  private static func isBoundary(_ characters: [Character], at index: Int) -> Bool {
    " \t\n,;/|&}".contains(characters[index])
  }

  private static func nextStart(_ characters: [Character], _ index: Int) -> Int {
    var next = index
    while next < characters.count, " \t\n,;/|&{".contains(characters[next]) { next += 1 }
    return next
  }
}
