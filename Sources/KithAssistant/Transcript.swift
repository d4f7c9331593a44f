import Foundation
import KithCore
import KithGrammar
import KithIndex
import KithStore

/// A recorded conversation: a header (the fixture book, a frozen date, options), then each input after
/// `> ` and the replies expected for it. Format: `Transcripts/README.md`.
public struct Transcript: Sendable {
  public enum Step: Sendable, Hashable {
    /// A line the user types, and the reply lines expected (`{{regex}}` matches a volatile part).
    case say(String, expected: [String])
    /// `! touch NAME`: another program edits that contact's card (its note), as a concurrent writer would.
    case touch(String)
  }

  public var path: String
  public var book: String
  public var date: Date
  public var me: String?
  public var json: Bool
  /// `outbox` (default), `ok` or `fail`: how a confirmed message is delivered.
  public var send: String
  /// What the conversation's client may do (`access: read-only`, `access: limited group=Work`).
  public var access: AccessPolicy
  public var header: [String]
  public var steps: [Step]

  /// Reads a transcript; the book path is relative to the transcript's folder.
  public init(path: String) throws {
    self.path = path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var book: String?
    var date = Date(timeIntervalSince1970: 1_767_225_600)
    var me: String?
    var json = false
    var send = "outbox"
    var access = AccessPolicy.full
    var header: [String] = []
    var steps: [Step] = []
    var index = 0
    func fail(_ message: String) -> TranscriptError { TranscriptError(message: "\(path):\(index + 1): \(message)") }
    while index < lines.count, !lines[index].hasPrefix(">"), !lines[index].hasPrefix("!") {
      let line = lines[index]
      header.append(line)
      if !line.hasPrefix("#"), let colon = line.firstIndex(of: ":") {
        let key = line[..<colon].trimmingCharacters(in: .whitespaces)
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        switch key {
        case "book": book = value
        case "date":
          guard let parsed = ISO8601DateFormatter().date(from: value) else { throw fail("date is not ISO 8601: \(value)") }
          date = parsed
        case "me": me = value
        case "mode":
          guard value == "json" || value == "text" else { throw fail("mode is text or json, not \(value)") }
          json = value == "json"
        case "send":
          guard ["outbox", "ok", "fail"].contains(value) else { throw fail("send is outbox, ok or fail, not \(value)") }
          send = value
        case "access":
          // "limited group=Work group=Book Club contact=ID": each scope starts with group= or contact=.
          var words = value.split(separator: " ").map(String.init)
          let level = words.isEmpty ? "" : words.removeFirst()
          var scopes: [(String, String)] = []
          for word in words {
            if let equals = word.firstIndex(of: "="), ["group", "contact"].contains(String(word[..<equals])) {
              scopes.append((String(word[..<equals]), String(word[word.index(after: equals)...])))
            } else if let last = scopes.popLast() {
              scopes.append((last.0, last.1 + " " + word))
            } else {
              throw fail("access is a level, then group=NAME or contact=ID for a limited one")
            }
          }
          do {
            access = try AccessPolicy.resolve(
              level: level, groups: scopes.filter { $0.0 == "group" }.map(\.1),
              contacts: scopes.filter { $0.0 == "contact" }.map(\.1), client: "transcript", owner: nil, environment: [:])
          } catch {
            throw fail("\(error)")
          }
        default: throw fail("unknown header '\(key)'; headers are book, date, me, mode, send, access")
        }
      } else if !line.hasPrefix("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty {
        throw fail("a header line is 'key: value' or a '#' comment")
      }
      index += 1
    }
    while index < lines.count {
      let line = lines[index]
      index += 1
      if line.hasPrefix("! touch ") {
        steps.append(.touch(String(line.dropFirst("! touch ".count))))
        continue
      }
      guard line.hasPrefix(">") else { throw fail("expected '> input' or '! touch NAME'") }
      let input = line.dropFirst().hasPrefix(" ") ? String(line.dropFirst(2)) : String(line.dropFirst())
      var expected: [String] = []
      while index < lines.count, !lines[index].hasPrefix(">"), !lines[index].hasPrefix("! ") {
        expected.append(lines[index])
        index += 1
      }
      while expected.last?.isEmpty == true { expected.removeLast() }
      steps.append(.say(input, expected: expected))
    }
    guard let book else { throw TranscriptError(message: "\(path): the header needs 'book: FILE'") }
    self.book = book
    self.date = date
    self.me = me
    self.json = json
    self.send = send
    self.access = access
    self.header = header
    self.steps = steps
  }

  /// Replays the transcript against `grammar`; the result holds every mismatch and the replies as they
  /// came, for `--update`.
  public func replay(grammar: Grammar) throws -> TranscriptResult {
    let folder = (path as NSString).deletingLastPathComponent
    let date = self.date
    let bookPath = book.hasPrefix("/") ? book : (folder as NSString).appendingPathComponent(book)
    let sample = try SampleBook(vCardPath: bookPath, clock: { date })
    if let me {
      let resolution = try sample.session.resolve(me)
      guard resolution.status == .unique else { throw TranscriptError(message: "\(path): 'me: \(me)' names no single contact") }
      try sample.store.setMe(contactID: resolution.results[0].uid)
    }
    let transport: any MessageTransport = send == "outbox" ? OutboxTransport() : StubTransport(succeeds: send == "ok")
    let conversation = Conversation(
      store: sample.store.restricted(to: access), index: sample.index, grammar: grammar, transport: transport,
      clock: { date })
    var result = TranscriptResult(path: path, lines: header)
    for step in steps {
      switch step {
      case .touch(let name):
        result.lines.append("! touch \(name)")
        let resolution = try sample.session.resolve(name)
        guard resolution.status == .unique, var contact = try sample.store.contact(id: resolution.results[0].uid) else {
          throw TranscriptError(message: "\(path): '! touch \(name)' names no single contact")
        }
        contact.note += contact.note.isEmpty ? "edited elsewhere" : "\nedited elsewhere"
        var request = SaveRequest()
        request.update(contact)
        _ = try sample.store.execute(request)
      case .say(let input, let expected):
        result.lines.append("> " + input)
        let actual: [String]
        if json {
          let request = ChatRequest(line: input)
          let turn = request.problem.map { conversation.refuse($0, code: "bad_request") } ?? conversation.respond(request.text)
          actual = [turn.jsonLine(id: request.id)]
        } else {
          actual = conversation.respond(input).reply.components(separatedBy: "\n")
        }
        var recorded: [String] = []
        for (offset, line) in actual.enumerated() {
          // A pattern line that still matches is kept as written.
          if offset < expected.count, Transcript.matches(line, expected[offset]) {
            recorded.append(expected[offset])
          } else {
            recorded.append(line)
          }
        }
        result.lines += recorded
        if actual.count != expected.count || zip(actual, expected).contains(where: { !Transcript.matches($0, $1) }) {
          result.mismatches.append(TranscriptResult.Mismatch(input: input, expected: expected, actual: actual))
        }
      }
    }
    return result
  }

  /// True when `line` is `pattern`, where each `{{regex}}` in the pattern matches a volatile part.
  public static func matches(_ line: String, _ pattern: String) -> Bool {
    guard pattern.contains("{{") else { return line == pattern }
    var regex = "^"
    var rest = Substring(pattern)
    while let open = rest.range(of: "{{") {
      regex += NSRegularExpression.escapedPattern(for: String(rest[..<open.lowerBound]))
      guard let close = rest[open.upperBound...].range(of: "}}") else {
        return line == pattern
      }
      regex += "(?:" + rest[open.upperBound..<close.lowerBound] + ")"
      rest = rest[close.upperBound...]
    }
    regex += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
    return line.range(of: regex, options: .regularExpression) != nil
  }
}

/// What a replay found.
public struct TranscriptResult: Sendable {
  public struct Mismatch: Sendable {
    public var input: String
    public var expected: [String]
    public var actual: [String]

    /// A line diff: `-` expected, `+` got.
    public var diff: String {
      var lines = ["> \(input)"]
      let count = max(expected.count, actual.count)
      for index in 0..<count {
        let want = index < expected.count ? expected[index] : nil
        let got = index < actual.count ? actual[index] : nil
        if let want, let got, Transcript.matches(got, want) {
          lines.append("  " + got)
        } else {
          if let want { lines.append("- " + want) }
          if let got { lines.append("+ " + got) }
        }
      }
      return lines.joined(separator: "\n")
    }
  }

  public var path: String
  /// The transcript as it played out (header, inputs, replies), for rewriting it.
  public var lines: [String]
  public var mismatches: [Mismatch] = []

  public var text: String { lines.joined(separator: "\n") + "\n" }
}

public struct TranscriptError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
