import ArgumentParser
import Foundation
import KithCore
import KithIndex
import KithStore

/// `kith duplicates [--json]`: groups of cards that are probably one person, with the evidence.
struct DuplicatesCommand: ContextCommand {
  static let configuration = CommandConfiguration(
    commandName: "duplicates",
    abstract: "List groups of cards that are probably one person (nothing is changed).",
    discussion: """
      Each group has a confidence and the evidence: the same phone once normalised, the same e-mail, the \
      same name with a nickname or another spelling, the same birthday, one card's name inside another's. \
      Cards whose names or birthdays differ are never grouped. Merge a group in chat ("merge 1") or with \
      "merge NAME and NAME"; the rules are in docs/DUPLICATES.md.
      """)

  @ParentCommand var root: KithCommand

  @Flag(help: "Print one JSON object (docs/DUPLICATES.md).")
  var json = false

  mutating func run(in context: CommandContext) throws {
    let (store, index) = try root.openStore(in: context)
    let finder = try DuplicateFinder(store: store, parser: index.phoneParser)
    let groups = finder.groups()
    if json {
      context.sayData(DuplicatesCommand.json(groups, cards: finder.count))
      return
    }
    guard !groups.isEmpty else {
      context.say("No cards look like duplicates of each other (\(finder.count) read).")
      return
    }
    context.say("\(groups.count) \(groups.count == 1 ? "group" : "groups") of cards look like one person (\(finder.count) read):")
    for (number, group) in groups.enumerated() {
      context.say(String(format: "%3d. %.0f %%  ", number + 1, group.confidence * 100)
        + group.members.map { "\($0.name) (\($0.id))" }.joined(separator: " · "))
      context.say("       " + group.evidence.map(\.description).joined(separator: "; "))
    }
  }

  /// `{"cards": N, "groups": [{"confidence": 0.9, "contacts": [{"uid", "name"}], "evidence": [{"kind", "detail"}]}]}`
  static func json(_ groups: [DuplicateFinder.Group], cards: Int) -> String {
    var out = "{\"cards\":\(cards),\"groups\":["
    for (index, group) in groups.enumerated() {
      if index > 0 { out += "," }
      out += String(format: "{\"confidence\":%.2f,\"contacts\":[", group.confidence)
      out += group.members.map { member in
        var item = "{\"uid\":"
        JSONText.appendString(member.id, to: &item)
        item += ",\"name\":"
        JSONText.appendString(member.name, to: &item)
        return item + "}"
      }.joined(separator: ",")
      out += "],\"evidence\":["
      out += group.evidence.map { evidence in
        var item = "{\"kind\":\"\(evidence.kind.rawValue)\",\"detail\":"
        JSONText.appendString(evidence.detail, to: &item)
        return item + "}"
      }.joined(separator: ",")
      out += "]}"
    }
    return out + "]}"
  }
}
