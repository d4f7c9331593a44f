import Foundation
import KithAssistant
import KithCore
import KithGrammar
import KithStore
import KithTestSupport
import Testing

/// The conversation in process, on the sample book with a frozen clock.
@Suite struct ConversationTests {
  static let grammar = try! Grammar.load(directory: packageRoot() + "/Grammars/en")
  let book: SampleBook
  let conversation: Conversation

  init() throws {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    book = try SampleBook(vCardPath: packageRoot() + "/Examples/contacts.vcf", clock: { now })
    conversation = Conversation(store: book.store, index: book.index, grammar: Self.grammar, clock: { now })
  }

  @Test func asksWhichJohnThenSendsOnlyAfterYes() throws {
    let ask = conversation.respond("text John about dinner")
    #expect(ask.state == .awaitingChoice)
    #expect(ask.candidates.map(\.name) == ["John Doe", "John Smith"])
    #expect(ask.reply.hasSuffix("Which John do you mean?"))
    let confirm = conversation.respond("the one at Acme")
    #expect(confirm.state == .awaitingConfirmation)
    #expect(confirm.reply.contains("John Smith") && confirm.reply.contains("“dinner”"))
    #expect(try book.store.outbox().isEmpty)
    let sent = conversation.respond("yes")
    guard case .messageSent(let channel, _, _, let body, let status)? = sent.action else {
      Issue.record("no message action: \(sent.reply)")
      return
    }
    #expect((channel, body, status) == ("sms", "dinner", "queued"))
    #expect(try book.store.outbox().map(\.body) == ["dinner"])
    #expect(conversation.state == .idle)
  }

  @Test(arguments: [
    // A verb glued to the name, as fast typists write it.
    ("textJohn Doe running late", "running late"),
    ("textjohn doe omw", "omw"),
    // A first word one letter from a word that introduces a message is the message's own.
    ("text John Doe heading home now", "heading home now"),
    ("text John Doe paying the rent today", "paying the rent today"),
    // "O'Brien" typed as two words is still her whole name ("siobhan o" alone would be her, by an initial).
    ("text siobhan o brien happy birthday!", "happy birthday!"),
  ])
  func messageKeepsEveryWord(_ line: String, _ body: String) throws {
    let turn = conversation.respond(line)
    #expect(turn.intent?.intent == "send_message")
    #expect(turn.intent?["body"] == body)
    #expect(turn.reply.contains("“\(body)”"))
  }

  @Test func aDictatedNumberIsLookedUpByItsDigits() {
    let turn = conversation.respond("who has the number five five five five five five zero one one two")
    #expect(turn.intent?.intent == "reverse_lookup")
    #expect(turn.reply.contains("John Doe"))
  }

  @Test func stagedEditsSaveTogetherAndUndo() throws {
    _ = conversation.respond("update Mike's work number to 555-999-8888")
    let second = conversation.respond("add John Doe to Family")
    #expect(second.staged.count == 2)
    let mike = try #require(try book.store.allContacts().first { $0.givenName == "Mike" })
    #expect(!mike.phoneNumbers.contains { $0.value.stringValue == "555-999-8888" })
    let saved = conversation.respond("yes")
    #expect(saved.action == .saved(changes: 2))
    let after = try #require(try book.store.contact(id: mike.id))
    #expect(after.phoneNumbers.contains { $0.value.stringValue == "555-999-8888" })
    _ = conversation.respond("undo")
    let undone = conversation.respond("yes")
    #expect(undone.action == .undone(changes: 2))
    #expect(try book.store.contact(id: mike.id)?.phoneNumbers == mike.phoneNumbers)
  }

  @Test func aConflictWritesNothingAndOffersToReapply() throws {
    _ = conversation.respond("set Sarah's nickname to Sal")
    var sarah = try #require(try book.store.allContacts().first { $0.givenName == "Sarah" })
    sarah.note = "changed by another program"
    var request = SaveRequest()
    request.update(sarah)
    _ = try book.store.execute(request)
    let conflict = conversation.respond("yes")
    #expect(conflict.error?.code == "conflict")
    #expect(try book.store.contact(id: sarah.id)?.nicknames.contains("Sal") == false)
    let saved = conversation.respond("yes")
    #expect(saved.action == .saved(changes: 1))
    let stored = try #require(try book.store.contact(id: sarah.id))
    #expect(stored.nicknames == ["Sal"] && stored.note == "changed by another program")
  }

  @Test func aDeclinedMessageTeachesNothingAndASentOneDoes() throws {
    // Two net picks make a contact the answer for those words; declined messages are no picks.
    for _ in 0..<3 {
      _ = conversation.respond("text John about dinner")
      _ = conversation.respond("the one at Acme")
      _ = conversation.respond("no")
    }
    #expect(try book.session.resolve("John").status == .ambiguous)
    for _ in 0..<2 {
      _ = conversation.respond("text John about dinner")
      _ = conversation.respond("the one at Acme")
      _ = conversation.respond("yes")
    }
    let learned = try book.session.resolve("John")
    #expect(learned.status == .unique && learned.results.first?.name == "John Smith")
  }

  @Test func theOfferToReapplyShowsTheCardAsItIsNow() throws {
    _ = conversation.respond("update Mike's work number to 555-999-8888")
    var mike = try #require(try book.store.allContacts().first { $0.givenName == "Mike" })
    let index = try #require(mike.phoneNumbers.firstIndex { $0.label == .work })
    mike.phoneNumbers[index].value = PhoneNumber("555-444-3333")
    var request = SaveRequest()
    request.update(mike)
    _ = try book.store.execute(request)
    let conflict = conversation.respond("yes")
    #expect(conflict.error?.code == "conflict")
    #expect(conflict.reply.contains("(was 555-444-3333)"), "\(conflict.reply)")
    #expect(!conflict.reply.contains("0116"))
    #expect(conversation.respond("yes").action == .saved(changes: 1))
  }

  @Test func newRequestAbandonsAPendingQuestion() {
    _ = conversation.respond("call John")
    let turn = conversation.respond("what's Sarah's email?")
    #expect(turn.reply.hasPrefix("(Leaving the earlier question: I dropped the question about John.) Sarah Lindqvist"))
    #expect(turn.state == .idle)
  }

  @Test func refusesHugeLinesAndKeepsState() {
    let turn = conversation.respond(String(repeating: "x", count: 20_000))
    #expect(turn.error?.code == "too_long")
    #expect(conversation.state == .idle)
  }

  @Test func jsonLineHasTheContractKeys() throws {
    let line = conversation.respond("text John about dinner").jsonLine(id: "7")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["id"] as? Int == 7 && object["version"] as? Int == 1)
    #expect(object["state"] as? String == "awaiting_choice")
    #expect((object["intent"] as? [String: Any])?["name"] as? String == "send_message")
    #expect((object["candidates"] as? [[String: String]])?.first?.keys.sorted() == ["detail", "name", "uid"])
    #expect(object["action"] is NSNull && object["error"] is NSNull)
  }
}

@Suite struct TransportTests {
  @Test func theSendCommandGetsChannelAddressAndBodyAsArguments() throws {
    let folder = NSTemporaryDirectory() + "kith-transport-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let script = folder + "/send.sh"
    try "#!/bin/sh\nprintf '%s|' \"$@\" > \"\(folder)/args\"\n".write(toFile: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script)
    let status = try CommandTransport(program: script).deliver(channel: "sms", address: "+15550100", body: "it's $HOME; `ok`")
    #expect(status == .sent)
    #expect(try String(contentsOfFile: folder + "/args", encoding: .utf8) == "sms|+15550100|it's $HOME; `ok`|")
  }

  @Test func aFailingCommandIsAnError() {
    #expect(throws: DeliveryError.self) { try CommandTransport(program: "/bin/false").deliver(channel: "sms", address: "1", body: "x") }
    #expect(throws: DeliveryError.self) { try CommandTransport(program: "/nonexistent/kith-send").deliver(channel: "sms", address: "1", body: "x") }
  }
}
