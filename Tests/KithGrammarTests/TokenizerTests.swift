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
    // Two words typed without a space, a colon or an underscore between letters; never in an address,
    // a link, a file name or a time.
    ("text chidi:running late", ["text", "chidi", "running", "late"]),
    ("change job_title for Priya", ["change", "job", "title", "for", "priya"]),
    ("mail a_b@example.com at 10:30", ["mail", "a_b@example.com", "at", "10:30"]),
    ("open https://example.com/x_y and my_photo.jpg", ["open", "https://example.com/x_y", "and", "my_photo.jpg"]),
    ("see mailto:ana", ["see", "mailto:ana"]),
  ])
  func words(_ text: String, _ expected: [String]) {
    #expect(Utterance(text).words.map(\.folded) == expected)
  }
}
