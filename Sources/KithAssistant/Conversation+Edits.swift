import Foundation
import KithCore
import KithGrammar
import KithIndex
import KithStore

extension Conversation {
  /// Every edit intent: find the card, describe the change, stage it, and ask to save.
  func edit(_ parse: Parse, resolved: [String: String]) throws -> Answer {
    if parse.intent == "add_contact" { return try addContact(parse) }
    let contact: Contact
    switch try self.contact(parse, resolved: resolved) {
    case .success(let found): contact = found
    case .failure(let failure): return failure.answer
    }
    let name = NameFormatter.displayName(for: contact)
    let staged: StagedEdit
    do {
      staged = try stagedEdit(parse, contact: contact, name: name)
    } catch let problem as EditProblem {
      return Answer(.invalid(problem.message), error: (problem.code, problem.message))
    }
    self.staged.append(staged)
    return Answer(.staged(newest: staged.summary, count: self.staged.count))
  }

  private func stagedEdit(_ parse: Parse, contact: Contact, name: String) throws -> StagedEdit {
    func update(
      _ summary: String, _ transform: @escaping (Contact) -> Contact, describe: ((Contact) -> String?)? = nil
    ) -> StagedEdit {
      StagedEdit(contactID: contact.id, change: .update(transform), summary: summary, base: contact, describe: describe)
    }
    switch parse.intent {
    case "update_field", "add_field":
      let field = parse["field"] ?? "note"
      guard let value = parse["value"], !value.isEmpty else { throw EditProblem("What should \(name)'s \(Conversation.fieldNames[field] ?? field) be?", code: "missing_value") }
      if field == "name" { return try rename(contact, name: name, to: value) }
      let edit = try FieldEdit(field: field, label: parse["label"], value: value, normalized: parse.details["value"]?.normalized, adding: parse.intent == "add_field")
      let summary = edit.summary(of: contact, name: name)
      return update(summary, edit.apply) { edit.summary(of: $0, name: name) }
    case "remove_field":
      let field = parse["field"] ?? "note"
      let edit = FieldRemoval(field: field, label: parse["label"], value: parse["value"])
      guard let summary = edit.summary(of: contact, name: name) else {
        throw EditProblem(Reply.fieldMissing(name: name, field: Conversation.fieldNames[field] ?? field, label: parse["label"]).text, code: "nothing_to_remove")
      }
      return update(summary, edit.apply) { edit.summary(of: $0, name: name) }
    case "rename_contact":
      return try rename(contact, name: name, to: parse["name"] ?? "")
    case "delete_contact":
      return StagedEdit(contactID: contact.id, change: .delete, summary: "delete \(name)", base: contact)
    case "set_photo":
      let photo = try Conversation.readPhoto(parse["path"] ?? "")
      return update("set \(name)'s photo to \(parse["path"] ?? "")" + (contact.photo == nil ? "" : " (replacing the current one)")) {
        var copy = $0
        copy.photo = photo
        return copy
      }
    case "set_relation":
      guard let meID = try store.meContactID(), let me = try store.contact(id: meID) else {
        throw EditProblem("I don't know which card is yours yet; say “I am YOUR NAME” first.", code: "no_me_card")
      }
      let relation = parse["relation"] ?? "friend"
      let label = Label(rawValue: relation)
      let relatedName = NameFormatter.fullName(for: contact)
      let uri = "urn:uuid:\(contact.id)"
      if me.contactRelations.contains(where: { $0.label == label && ($0.value.uri == uri || $0.value.name == relatedName) }) {
        throw EditProblem(Reply.noChange("\(relatedName) is already your \(label.description)").text, code: "no_change")
      }
      let summary = "note on your card (\(NameFormatter.displayName(for: me))) that \(relatedName) is your \(label.description)"
      return StagedEdit(contactID: me.id, change: .update {
        var copy = $0
        copy.contactRelations.removeAll { $0.value.uri == uri && $0.label == label }
        copy.contactRelations.append(LabeledValue(label: label, value: ContactRelation(name: relatedName, uri: uri)))
        return copy
      }, summary: summary, base: me)
    case "add_to_group", "remove_from_group":
      let wanted = parse["group"] ?? ""
      let existing = try store.groups().map(\.name).first { NameFolding.groupKey($0) == NameFolding.groupKey(wanted) }
      let group = existing ?? wanted
      if parse.intent == "add_to_group" {
        if contact.groups.contains(group) { throw EditProblem(Reply.noChange("\(name) is already in \(group)").text, code: "no_change") }
        return update("add \(name) to \(group)" + (existing == nil ? " (a new group)" : "")) {
          var copy = $0
          if !copy.groups.contains(group) { copy.groups.append(group) }
          return copy
        }
      }
      guard contact.groups.contains(group) else { throw EditProblem(Reply.noChange("\(name) is not in \(group)").text, code: "no_change") }
      return update("remove \(name) from \(group)") {
        var copy = $0
        copy.groups.removeAll { $0 == group }
        return copy
      }
    case "favorite":
      if try store.favoriteIDs().contains(contact.id) { throw EditProblem(Reply.noChange("\(name) is already a favourite").text, code: "no_change") }
      return StagedEdit(contactID: contact.id, change: .favorite(true), summary: "make \(name) a favourite")
    case "set_me":
      let previous = try store.meContactID()
      if previous == contact.id { throw EditProblem(Reply.noChange("\(name) is already your card").text, code: "no_change") }
      let was = try previous.flatMap { try store.contact(id: $0) }.map { " (was \(NameFormatter.displayName(for: $0)))" } ?? ""
      return StagedEdit(contactID: contact.id, change: .setMe(previous: previous), summary: "set your card to \(name)" + was)
    default:
      throw EditProblem("I can't do \(parse.intent) yet.", code: "not_supported")
    }
  }

  private func rename(_ contact: Contact, name: String, to newName: String) throws -> StagedEdit {
    let words = newName.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { throw EditProblem("What should \(name) be called?", code: "missing_value") }
    return StagedEdit(contactID: contact.id, change: .update { contact in
      var copy = contact
      copy.givenName = words.count > 1 ? words.dropLast().joined(separator: " ") : words[0]
      copy.familyName = words.count > 1 ? words.last! : ""
      copy.middleName = ""
      // A name kept from the imported card would be written back on export instead of the new one.
      copy.extraProperties.removeAll { $0.name == "FN" || $0.name == "N" }
      return copy
    }, summary: "rename \(name) to \(newName)", base: contact)
  }

  private func addContact(_ parse: Parse) throws -> Answer {
    let name = parse["name"] ?? ""
    let words = name.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return Answer(.invalid("What is the new contact's name?"), error: ("missing_value", "no name")) }
    var contact = Contact(id: UUID().uuidString)
    contact.givenName = words.count > 1 ? words.dropLast().joined(separator: " ") : words[0]
    contact.familyName = words.count > 1 ? words.last! : ""
    let phoneLabels = parse.details["phone"]?.labels ?? []
    for (index, phone) in (parse.slots["phone"]?.strings ?? []).enumerated() {
      let label = index < phoneLabels.count ? phoneLabels[index] : nil
      contact.phoneNumbers.append(LabeledValue(label: ContactFacts.label(for: label) ?? .mobile, value: PhoneNumber(phone)))
    }
    let emailLabels = parse.details["email"]?.labels ?? []
    for (index, email) in (parse.slots["email"]?.strings ?? []).enumerated() {
      let label = index < emailLabels.count ? emailLabels[index] : nil
      let fallback: Label = parse["organization"] == nil ? .home : .work
      contact.emailAddresses.append(LabeledValue(label: ContactFacts.label(for: label) ?? fallback, value: email))
    }
    contact.organizationName = parse["organization"] ?? ""
    var parts = [name]
    if !contact.organizationName.isEmpty { parts.append("at \(contact.organizationName)") }
    parts += contact.phoneNumbers.map(ContactFacts.describe) + contact.emailAddresses.map(ContactFacts.describe)
    let edit = StagedEdit(contactID: contact.id, change: .add(contact), summary: "add a new contact: " + parts.joined(separator: ", "))
    // The same name, number or address already in the book: ask before making a twin.
    var existing: [String: String] = [:]
    let queries = [(name, "the same name")] + contact.phoneNumbers.map { ($0.value.stringValue, "the number \($0.value)") }
      + contact.emailAddresses.map { ($0.value, "the e-mail \($0.value)") }
    for (query, what) in queries {
      let resolution = try session.resolve(query, limit: 3)
      guard resolution.status != .notFound else { continue }
      for result in resolution.results where result.score >= 0.9 && !result.why.hasPrefix("did you mean") {
        if existing[result.uid] == nil, let found = try store.contact(id: result.uid) {
          let detail = ContactFacts.detail(of: found)
          existing[found.id] = NameFormatter.displayName(for: found) + (detail.isEmpty ? "" : " (\(detail))") + ", with \(what)"
        }
      }
    }
    // A contact already staged for adding counts too: "add Tom Baker" said twice.
    for case .add(let other) in staged.map(\.change) where NameFormatter.displayName(for: other) == NameFormatter.displayName(for: contact) {
      existing[other.id] = NameFormatter.displayName(for: other) + ", waiting to be saved"
    }
    if !existing.isEmpty {
      pending = .addAnyway(edit, existing: existing.keys.sorted())
      return Answer(.possibleDuplicate(name: name, existing: existing.keys.sorted().map { existing[$0]! }))
    }
    staged.append(edit)
    return Answer(.staged(newest: edit.summary, count: staged.count))
  }

  /// "update it": the new contact's numbers, addresses and organisation go onto the existing card.
  func updateExisting() throws -> Answer {
    guard case .addAnyway(let edit, let existing)? = pending, case .add(let new) = edit.change,
      let id = existing.first, let current = try store.contact(id: id)
    else {
      return Answer(.invalid("There is no existing contact to update."))
    }
    pending = nil
    let phones = new.phoneNumbers.filter { phone in
      !current.phoneNumbers.contains { Conversation.sameNumber($0.value.stringValue, phone.value.stringValue) }
    }
    let emails = new.emailAddresses.filter { email in !current.emailAddresses.contains { $0.value.lowercased() == email.value.lowercased() } }
    let organization = current.organizationName.isEmpty ? new.organizationName : ""
    let name = NameFormatter.displayName(for: current)
    let added = phones.map(ContactFacts.describe) + emails.map(ContactFacts.describe) + (organization.isEmpty ? [] : ["organisation \(organization)"])
    guard !added.isEmpty else { return Answer(.noChange("\(name) already has all of that")) }
    staged.append(StagedEdit(contactID: current.id, change: .update { contact in
      var copy = contact
      copy.phoneNumbers += phones
      copy.emailAddresses += emails
      if copy.organizationName.isEmpty { copy.organizationName = organization }
      return copy
    }, summary: "add " + added.joined(separator: ", ") + " to \(name)", base: current))
    return Answer(.staged(newest: staged.last!.summary, count: staged.count))
  }

  /// The same number written two ways: "(555) 555-0112" and "555-0112" (one ends with the other).
  static func sameNumber(_ a: String, _ b: String) -> Bool {
    let (x, y) = (PhoneNumberParser.digitsOnly(a), PhoneNumberParser.digitsOnly(b))
    guard min(x.count, y.count) >= 7 else { return x == y }
    return x.hasSuffix(y) || y.hasSuffix(x)
  }

  static func readPhoto(_ path: String) throws -> Photo {
    let expanded = path.hasPrefix("~/") ? FileManager.default.homeDirectoryForCurrentUser.path + path.dropFirst() : path
    guard FileManager.default.isReadableFile(atPath: expanded) else {
      throw EditProblem("I can't read \(path): there is no such file, or it isn't readable.", code: "bad_path")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: expanded)[.size] as? Int) ?? 0
    guard size <= 10_000_000 else { throw EditProblem("\(path) is larger than 10 MB; pick a smaller picture.", code: "bad_path") }
    let types = ["jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif", "heic": "image/heic", "webp": "image/webp"]
    let ext = (expanded as NSString).pathExtension.lowercased()
    guard let type = types[ext] else { throw EditProblem("\(path) is not a picture kith knows (jpeg, png, gif, heic, webp).", code: "bad_path") }
    return Photo(data: try Data(contentsOf: URL(fileURLWithPath: expanded)), mediaType: type)
  }
}

/// A request that can't become an edit, with the reason in words.
struct EditProblem: Error {
  var message: String
  var code: String
  init(_ message: String, code: String) {
    self.message = message
    self.code = code
  }
}
