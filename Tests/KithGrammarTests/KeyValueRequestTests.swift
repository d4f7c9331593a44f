import Testing

@testable import KithGrammar

/// Requests programs write as keys and values (`Grammar+KeyValue.swift`).
@Suite struct KeyValueRequestTests {
  let grammar = ShippedGrammarTests.grammar

  @Test func pairsKeepQuotedValuesWhole() throws {
    let pairs = try #require(KeyValueText.pairs(in: #"cmd=sms to="Lars Eriksson" text="ferry at 08:15, don't be late""#))
    #expect(pairs.map(\.key) == ["cmd", "to", "text"])
    #expect(pairs.map(\.value) == ["sms", "Lars Eriksson", "ferry at 08:15, don't be late"])
    #expect(pairs.map(\.quoted) == [false, true, true])
  }

  @Test func aColonInsideAValueIsNoKey() throws {
    let pairs = try #require(KeyValueText.pairs(in: "action: send_message, to: Ana, body: meet at 10:30 / bring http://x.example"))
    #expect(pairs.map(\.key) == ["action", "to", "body"])
    #expect(pairs.last?.value == "meet at 10:30 / bring http://x.example")
  }

  @Test func valuesAreReadAsTheTemplatesReadThem() throws {
    let reading = grammar.keyValueReading(
      #"{"intent": "update_field", "person": "Ana", "field": "phone", "label": "cell", "value": "(555) 222-3333"}"#,
      state: .idle)
    let parse = try #require(reading)
    #expect(parse.intent == "update_field")
    #expect(parse["label"] == "mobile")
    #expect(parse.details["value"]?.normalized == "5552223333")
  }

  /// A key fills the first slot that reads its value: "address": "work" says which address to write to.
  @Test func aKeyFillsTheFirstSlotThatReadsItsValue() throws {
    let parse = try #require(grammar.keyValueReading(
      #"{"action": "email", "to": "Wei Zhang", "address": "work", "body": "Can we move our 1:1 to Thursday?"}"#, state: .idle))
    #expect(parse.intent == "send_email")
    #expect(parse["label"] == "work")
    #expect(parse["body"] == "Can we move our 1:1 to Thursday?")
    let update = try #require(grammar.keyValueReading(
      #"{"intent": "update_field", "person": "Ana", "field": "address", "address": "12 Elm St"}"#, state: .idle))
    #expect(update["value"] == "12 Elm St")
  }

  @Test func removeWithAFieldRemovesTheField() throws {
    let field = grammar.keyValueReading("action: delete, contact: Ana, field: birthday", state: .idle)
    #expect(field?.intent == "remove_field")
    let contact = grammar.keyValueReading("action: delete, contact: Ana", state: .idle)
    #expect(contact?.intent == "delete_contact")
  }

  @Test(arguments: [
    "note: call me tomorrow",  // no intent named
    "text: hello mom",  // an alias is no first key: this is English
    "action: call",  // names nobody
    "action: fly, to: Lisbon",  // no such intent
    "meeting at 10:30",  // no keys at all
    "action: choose, choice: 2",  // an answer, while nothing was asked
  ])
  func notARequestOfKeys(_ text: String) {
    let reading = grammar.keyValueReading(text, state: .idle)
    #expect(reading == nil)
  }

  @Test func answersCountOnlyWhenAsked() throws {
    let reading = grammar.keyValueReading("action: choose, choice: 2", state: .awaitingChoice)
    #expect(reading?["choice"] == "2")
  }
}
