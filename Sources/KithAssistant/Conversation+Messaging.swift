import KithCore
import KithGrammar
import KithStore

extension Conversation {
  /// send_message and send_email: find the contact and the address, ask for a missing body, then ask to
  /// send.
  func message(_ parse: Parse, resolved: [String: String]) throws -> Answer {
    let contact: Contact
    switch try self.contact(parse, resolved: resolved) {
    case .success(let found): contact = found
    case .failure(let failure): return failure.answer
    }
    let name = NameFormatter.displayName(for: contact)
    var resolved = resolved
    resolved["person"] = contact.id
    let email = parse.intent == "send_email"
    let channel = email ? "email" : "sms"
    let label: String
    let address: String
    if email {
      guard let found = ContactFacts.emailAddress(of: contact, label: parse["label"]) else {
        return Answer(.noEmail(name: name, label: parse["label"]), error: ("no_email", "the contact has no e-mail address"))
      }
      (label, address) = (ContactFacts.spoken(found.label), found.value)
    } else {
      guard let found = ContactFacts.textableNumber(of: contact) else {
        let noFax: Set<Label> = [.homeFax, .workFax, .otherFax, .pager]
        let callable = contact.phoneNumbers.filter { !($0.label.map { noFax.contains($0) } ?? false) }.map(ContactFacts.describe)
        return Answer(
          .noTextableNumber(name: name, callable: callable, emails: contact.emailAddresses.map(\.value)),
          error: ("no_suitable_number", "no mobile number"))
      }
      (label, address) = (ContactFacts.spoken(found.label), found.value.stringValue)
    }
    guard let body = parse["body"], !body.isEmpty else {
      pending = .input(InputQuestion(parse: parse, slot: "body", resolved: resolved))
      return Answer(.askBody(name: name, channel: channel))
    }
    pending = .send(OutgoingMessage(channel: channel, contactID: contact.id, name: name, label: label, address: address, body: body))
    return Answer(.confirmMessage(channel: channel, name: name, label: label, address: address, body: body))
  }

  /// The confirmed message goes to the transport; the outbox keeps every message with its fate.
  func send(_ message: OutgoingMessage) throws -> Answer {
    pending = nil
    let outgoing = OutboxMessage(
      contactID: message.contactID, channel: message.channel, recipient: message.address, body: message.body,
      createdAt: clock(), status: .pending)
    let id = try store.enqueue(outgoing)
    if let choice = unconfirmedChoice, choice.contactID == message.contactID {
      try session.recordChoice(query: choice.query, contactID: choice.contactID)
    }
    unconfirmedChoice = nil
    do {
      let status = try transport.deliver(channel: message.channel, address: message.address, body: message.body)
      if status == .sent { try store.setOutboxStatus(id: id, .sent) }
      try store.recordUsage(UsageEvent(contactID: message.contactID, action: message.channel == "email" ? .email : .message, date: clock()))
      return Answer(
        .delivered(status: status, channel: message.channel, name: message.name, label: message.label, address: message.address),
        action: .messageSent(
          channel: message.channel, to: message.address, uid: message.contactID, body: message.body, status: status.rawValue))
    } catch {
      try store.setOutboxStatus(id: id, .failed)
      return Answer(.deliveryFailed(channel: message.channel, name: message.name, reason: "\(error)"), error: ("delivery_failed", "\(error)"))
    }
  }

  /// call: the labelled number when one is asked for, else the best one.
  func call(_ parse: Parse, resolved: [String: String]) throws -> Answer {
    let contact: Contact
    switch try self.contact(parse, resolved: resolved) {
    case .success(let found): contact = found
    case .failure(let failure): return failure.answer
    }
    let name = NameFormatter.displayName(for: contact)
    guard let number = ContactFacts.callableNumber(of: contact, label: parse["label"]) else {
      return Answer(
        .noNumber(name: name, label: parse["label"], available: contact.phoneNumbers.map(ContactFacts.describe)),
        error: ("no_suitable_number", "no number with that label"))
    }
    try store.recordUsage(UsageEvent(contactID: contact.id, action: .call, date: clock()))
    return Answer(
      .calling(name: name, label: ContactFacts.spoken(number.label), number: number.value.stringValue),
      action: .call(to: number.value.stringValue, uid: contact.id))
  }
}
