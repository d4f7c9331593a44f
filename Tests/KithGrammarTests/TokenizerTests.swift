import Testing

@testable import KithGrammar

@Suite struct UtteranceTests {
  @Test(arguments: [
    ("Text Zoë: I'm late!", ["text", "zoe", "i'm", "late"]),
    ("what’s Sarah’s email?", ["what", "'s", "sarah", "'s", "email"]),
    ("James' number", ["james", "'s", "number"]),
    ("call (555) 222-3333.", ["call", "555", "222-3333"]),
    ("set photo to ~/Pictures/sarah.jpg.", ["set", "photo", "to", "~/pictures/sarah.jpg"]),
    ("O'Brien's cell", ["o'brien", "'s", "cell"]),
    ("\"hi there\", he said", ["hi", "there", "he", "said"]),
  ])
  func words(_ text: String, _ expected: [String]) {
    #expect(Utterance(text).words.map(\.folded) == expected)
  }
}
