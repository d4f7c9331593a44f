import Foundation
import KithAssistant
import KithTestSupport
import Testing

@testable import KithGrammar

/// The invariant kith owes anyone who asks it to send something: the message it stages is exactly the
/// message they said. Requests are generated from every messaging and e-mail template of the shipped
/// grammar (random ways through each, a fixed seed), with people and bodies chosen to be hard: commas,
/// quotes, emoji, "to", "and", "at", "thanks" and "please", names and numbers inside the body.
@Suite struct MessageBodyTests {
  static let people = [
    "Mike Chen", "Sarah", "Dr. Olivia Turner", "Siobhán O'Brien", "Pieter van der Berg", "mom", "my brother",
    "Noah Fischer", "José García López", "Tom", "him", "her",
  ]

  /// Bodies as said. None begins with a phrase that introduces a message ("about", "saying", "that", "to"
  /// as in "tell Sam to call me"):
  /// after such a phrase kith cannot know the writer meant it as part of the message.
  static let bodies = [
    "the package arrived, thanks", "I said thanks", "thanks", "running 10 min late, sorry",
    "love you, drive safe ❤️", "call me at 5 and bring the keys to Sarah's", "Mike Chen says hi",
    "555-0142 is the new number", "can you pick up milk?", "\"Meeting at 3\" is wrong in the calendar, it's 4",
    "please call me back when you can", "I'm at the station, platform 4", "ok", "see you at 8:30 tomorrow!",
    "happy birthday!! 🎂🎉", "don't forget the tickets, please", "honestly, I forgot to say", "and then what?",
    "at the gate now", "we're running late, be there by 9:10", "the kids are asleep; come in quietly",
    "Thanks for the lift home, I owe you one", "bring 2 bottles of wine and the cheese", "yes 2pm works",
    "the address is 221 Maple Ave, apt 4B", "¿vienes al partido hoy?", "明天见", "dinner at Tom's?",
    // First words one letter from a word that introduces a message ("saying", "reading", "regarding").
    "paying the rent today", "heading home now", "leading the meeting at 3, call after", "staying late tonight",
    // Pictures alone or at the end, and words that correct a request when they begin one.
    "🎉", "❤️❤️", "see you soon 👋", "sorry I'm late", "sorry, running late", "no wait for me, go ahead",
    "actually no, I can't make it", "I mean it", "instead of dinner, lunch?", "uh oh, the car won't start",
    // Faces typed in punctuation, first or last.
    ":) see you soon", "running late :(", "love you <3",
    // Thanks alone, said more than once.
    "thank you very much!!", "thanks, thanks, thank you so much",
  ]

  static let examples: [(text: String, intent: String, body: String)] = {
    let grammar = ShippedGrammarTests.grammar
    var random = SeededRandom(seed: 0x6B69_7468)
    var examples: [(String, String, String)] = []
    for template in grammar.templates {
      let intent = grammar.intents[template.intent].name
      guard intent == "send_message" || intent == "send_email",
        template.pattern.slots.contains(where: { $0.slot == "body" })
      else { continue }
      for _ in 0..<24 {
        let person = people[random.next(people.count)]
        let body = bodies[random.next(bodies.count)]
        var words: [String] = []
        render(template.pattern, person: person, body: body, into: &words, random: &random, grammar: grammar)
        examples.append((join(words), intent, body))
      }
    }
    return examples
  }()

  @Test func everyGeneratedMessageKeepsItsBodyWordForWord() {
    let judge = ShippedGrammarTests.book.judge
    var failures: [String] = []
    for (text, intent, body) in Self.examples {
      let result = ShippedGrammarTests.grammar.parse(text, judge: judge)
      if result.intent != intent || result.best?["body"] != body {
        failures.append("\(text)\n  got: \(result.intent ?? "nothing") body=\(result.best?["body"] ?? "none")")
      }
    }
    #expect(Self.examples.count > 500)
    #expect(failures.isEmpty, "\(failures.count) of \(Self.examples.count):\n\(failures.prefix(30).joined(separator: "\n"))")
  }

  /// Words that would wrap a request ("please", "thanks") are the message when they are all of it and the
  /// writer set them apart as one, or when they only thank; otherwise they wrap the request.
  @Test(arguments: [
    ("text Bo: please", "please"), ("text Bo saying please", "please"), ("text Bo \"please\"", "please"),
    ("message Amara: thanks, thanks, thank you very much!!", "thanks, thanks, thank you very much!!"),
    ("tell Amara thank you very much", "thank you very much"), ("text mom thanks again", "thanks again"),
    ("email Noah please", nil), ("email Wei, if that's alright", nil), ("text mom please", nil),
  ] as [(String, String?)])
  func politeWordsAreTheMessageOnlyWhenSaidAsOne(text: String, body: String?) {
    let result = ShippedGrammarTests.grammar.parse(text)
    #expect(result.best != nil, "\(text)")
    #expect(result.best?["body"] == body, "\(text)")
  }

  /// A short aside in brackets between the person and the colon says how to send, and is no part of the
  /// message; brackets after the colon are the message's own.
  @Test(arguments: [
    ("Message for Layla Haddad (SMS): \"Omar says hi. Call him when you can.\"", "Layla Haddad", "Omar says hi. Call him when you can"),
    ("text Bo Lund (his mobile): running late", "Bo Lund", "running late"),
    ("text Bo: (see you): soon", "Bo", "(see you): soon"),
    ("text Bo (my brother): (late): sorry", "Bo", "(late): sorry"),
  ])
  func anAsideInBracketsBeforeTheColonIsNoPartOfTheMessage(text: String, person: String, body: String) {
    let best = ShippedGrammarTests.grammar.parse(text).best
    #expect(best?["person"] == person, "\(text)")
    #expect(best?["body"] == body, "\(text)")
  }

  /// One way through `pattern`: a random branch of each choice, parts of a permutation in random order.
  static func render(
    _ pattern: Pattern, person: String, body: String, into words: inout [String], random: inout SeededRandom,
    grammar: Grammar
  ) {
    switch pattern {
    case .word(let word): words.append(word)
    case .sequence(let parts):
      for part in parts { render(part, person: person, body: body, into: &words, random: &random, grammar: grammar) }
    case .choice(let parts):
      render(parts[random.next(parts.count)], person: person, body: body, into: &words, random: &random, grammar: grammar)
    case .permutation(let parts):
      var order = Array(parts.indices)
      for index in order.indices.reversed() { order.swapAt(index, random.next(index + 1)) }
      for index in order { render(parts[index], person: person, body: body, into: &words, random: &random, grammar: grammar) }
    case .slot(let reference):
      switch reference.source {
      case "person": words.append(person)
      case "message", "text": words.append(body)
      default:
        let entries = grammar.lists[reference.source]?.entries ?? []
        let phrases = entries.flatMap(\.phrases)
        words.append(phrases.isEmpty ? "x" : phrases[random.next(phrases.count)].joined(separator: " "))
      }
    case .rule:
      break
    }
  }

  /// Words joined as typed: a possessive joins the word before it.
  static func join(_ words: [String]) -> String {
    var text = ""
    for word in words {
      if word == "'s" || text.isEmpty { text += word } else { text += " " + word }
    }
    return text
  }
}

/// A small deterministic generator (SplitMix64), so the generated requests are the same on every run.
struct SeededRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }
}
