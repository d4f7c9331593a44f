import KithCore
import KithGrammar
import KithIndex
import KithStore

extension Conversation {
  /// The contact a slot names, or the answer to give instead: a question when several fit (which sets the
  /// pending choice), "not found" with suggestions when none does.
  func contact(_ parse: Parse, slot: String = "person", resolved: [String: String]) throws -> Result<Contact, AnswerError> {
    if let id = resolved[slot], let contact = try store.contact(id: id) { return .success(contact) }
    let query = parse[slot] ?? ""
    if ["him", "her", "them"].contains(query.lowercased()) {
      if let id = lastContactID, let contact = try store.contact(id: id) { return .success(contact) }
      // Nobody talked about yet: ask who, and go on with the answer.
      pending = .input(InputQuestion(parse: parse, slot: slot, resolved: resolved))
      return .failure(AnswerError(Answer(.whoIsMeant(pronoun: query))))
    }
    if ["me", "myself", "my card", "my contact", "my own card"].contains(query.lowercased()) {
      guard let id = try store.meContactID(), let contact = try store.contact(id: id) else {
        let message = "I don't know which card is yours yet; say “I am YOUR NAME” first."
        return .failure(AnswerError(Answer(.invalid(message), error: ("no_me_card", message))))
      }
      return .success(contact)
    }
    var resolution = try session.resolve(query, limit: 20)
    // "my neighbour Mrs. Kowalska": when the whole names no one, the name after the relation may.
    if resolution.status == .notFound, let name = Conversation.nameAfterRelation(query) {
      let named = try session.resolve(name, limit: 20)
      if named.status != .notFound { resolution = named }
    }
    switch resolution.status {
    case .unique:
      guard let contact = try store.contact(id: resolution.results[0].uid) else { break }
      lastContactID = contact.id
      return .success(contact)
    case .ambiguous:
      let contacts = try resolution.results.compactMap { try store.contact(id: $0.uid) }
      pending = .choice(ChoiceQuestion(parse: parse, slot: slot, query: query, candidates: contacts, resolved: resolved))
      // "my dentist": what makes each one a dentist ("job title: Dentist") says more than a name would.
      let role = SearchSession.isRolePhrase(query)
      let why = Dictionary(resolution.results.map { ($0.uid, $0.why) }, uniquingKeysWith: { first, _ in first })
      let shown = contacts.prefix(5).map { contact in
        var detail = ContactFacts.detail(of: contact)
        if role, let reason = why[contact.id], !reason.isEmpty { detail = detail.isEmpty ? reason : reason + " · " + detail }
        return Turn.Candidate(uid: contact.id, name: NameFormatter.displayName(for: contact), detail: detail)
      }
      let more = contacts.count - shown.count
      let reply: Reply = role
        ? .whichRole(query: query, candidates: shown, more: more)
        : .whichOne(query: query, candidates: shown, more: more)
      return .failure(AnswerError(Answer(reply, candidates: shown)))
    case .notFound:
      break
    }
    let suggestions = resolution.results.prefix(3).map(\.name)
    let message = "nobody in the contacts fits \(query)"
    return .failure(
      AnswerError(Answer(.notFound(query: query, suggestions: suggestions, why: resolution.why), error: ("not_found", message))))
  }

  /// "my neighbour Mrs. Kowalska" → "Mrs. Kowalska": the capitalised name after "my" and one to three
  /// words, or nil.
  static func nameAfterRelation(_ query: String) -> String? {
    let words = query.split(whereSeparator: \.isWhitespace)
    guard words.count >= 3, ["my", "our"].contains(words[0].lowercased()) else { return nil }
    guard let start = words.indices.dropFirst(2).first(where: { words[$0].first?.isUppercase ?? false }), start <= 4 else {
      return nil
    }
    return words[start...].joined(separator: " ")
  }

  /// "2", "the last one", "John Doe", "the one at Acme", "the work one", "the one ending in 4567".
  func choose(_ parse: Parse) throws -> Answer {
    guard case .choice(let question)? = pending else {
      return Answer(.notUnderstood(suggestion: nil), error: ("not_understood", "nothing to choose from"))
    }
    let candidates = question.candidates
    var picked = Conversation.pick(parse["choice"] ?? "", among: candidates, shown: 5, grammar: grammar)
    if picked == nil, let choice = parse["choice"], Int(choice) == nil {
      // "my dad", a nickname, a typo: whoever the words name, if that is one of the candidates.
      let resolution = try session.resolve(choice, limit: 5)
      let ids = Set(candidates.map(\.id))
      let named = resolution.results.filter { ids.contains($0.uid) && !$0.why.hasPrefix("did you mean") }
      if resolution.status != .notFound, named.count == 1 { picked = candidates.first { $0.id == named[0].uid } }
    }
    guard let picked else {
      let shown = candidates.prefix(5).map {
        Turn.Candidate(uid: $0.id, name: NameFormatter.displayName(for: $0), detail: ContactFacts.detail(of: $0))
      }
      return Answer(.choiceNotUnderstood(count: min(5, candidates.count)), candidates: shown)
    }
    pending = nil
    lastContactID = picked.id
    var resolved = question.resolved
    resolved[question.slot] = picked.id
    let answer = try handle(question.parse, resolved: resolved)
    switch pending {
    case .send?, .input?:
      // A message teaches only once it is sent: a declined one may have been going to the wrong person.
      unconfirmedChoice = (question.query, picked.id)
    default:
      try session.recordChoice(query: question.query, contactID: picked.id)
    }
    return answer
  }

  /// The candidate an answer picks, if exactly one fits it.
  /// Numbers count only among the `shown` candidates; a name or detail may pick one beyond them.
  static func pick(_ choice: String, among candidates: [Contact], shown: Int, grammar: Grammar) -> Contact? {
    let visible = min(shown, candidates.count)
    if choice == "last" { return candidates[visible - 1] }
    // "2" is a position; "0112" or "4567" is the end of a number.
    if choice.count <= 2, !choice.hasPrefix("0"), let number = Int(choice) {
      return (1...visible).contains(number) ? candidates[number - 1] : nil
    }
    let folded = NameFolding.fold(choice)
    let words = folded.split(separator: " ").map(String.init)
    let digits = PhoneNumberParser.digitsOnly(choice)
    let label = grammar.value(of: folded, inList: "label")
    func fits(_ contact: Contact) -> Bool {
      let name = NameFolding.words(NameFormatter.fullName(for: contact) + " " + contact.nicknames.joined(separator: " "))
      if !words.isEmpty, words.allSatisfy(name.contains) { return true }
      if !folded.isEmpty, NameFolding.fold(contact.organizationName).contains(folded) { return true }
      if digits.count >= 2, digits.count == choice.filter({ !$0.isWhitespace && $0 != "-" }).count,
        contact.phoneNumbers.contains(where: { PhoneNumberParser.digitsOnly($0.value.stringValue).hasSuffix(digits) })
      {
        return true
      }
      if choice.contains("@"), contact.emailAddresses.contains(where: { $0.value.lowercased() == choice.lowercased() }) {
        return true
      }
      if let label {
        let labels = ContactFacts.labels(for: label)
        return contact.phoneNumbers.contains { $0.label.map { l in labels.contains(l) } ?? false }
          || contact.emailAddresses.contains { $0.label.map { l in labels.contains(l) } ?? false }
      }
      return false
    }
    let fitting = candidates.filter(fits)
    return fitting.count == 1 ? fitting[0] : nil
  }
}

/// An answer given instead of going on (a question, or "not found").
struct AnswerError: Error {
  var answer: Answer
  init(_ answer: Answer) { self.answer = answer }
}
