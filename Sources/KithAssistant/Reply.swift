/// Everything kith says, as values; ``text`` is the one place that turns them into words.
indirect enum Reply: Sendable, Hashable {
  case notUnderstood(suggestion: String?)
  case unclearRequest(readings: [String])
  case whichOne(query: String, candidates: [Turn.Candidate], more: Int)
  /// "my dentist" fits several contacts, or only one by a note or a title: ask, in the user's words.
  case whichRole(query: String, candidates: [Turn.Candidate], more: Int)
  case choiceNotUnderstood(count: Int)
  case notFound(query: String, suggestions: [String], why: String?)
  case askBody(name: String, channel: String)
  case confirmMessage(channel: String, name: String, label: String, address: String, body: String)
  case noTextableNumber(name: String, callable: [String], emails: [String])
  case noEmail(name: String, label: String?)
  case delivered(status: DeliveryStatus, channel: String, name: String, label: String, address: String)
  case deliveryFailed(channel: String, name: String, reason: String)
  case calling(name: String, label: String, number: String)
  case noNumber(name: String, label: String?, available: [String])
  case field(name: String, field: String, values: [String])
  case fieldMissing(name: String, field: String, label: String?)
  case card(lines: [String])
  case owners(value: String, owners: [String])
  case nobodyHas(value: String)
  case list(title: String, names: [String])
  case staged(newest: String, count: Int)
  case review(summaries: [String])
  case dropped(summary: String, remaining: Int)
  case noSuchChange(count: Int)
  case saved(count: Int)
  case discarded(count: Int)
  case conflict(names: [String], changes: [String])
  /// "Birthdays this week:" and a line per contact, or none.
  case dates(kind: String, period: String, lines: [String])
  case noChange(String)
  case confirmUndo(summaries: [String])
  case undone(count: Int)
  case nothingToUndo
  case possibleDuplicate(name: String, existing: [String])
  case abandoned(String, then: Reply)
  case cancelled
  case help(examples: [String])
  case pendingReminder(Reply, count: Int)
  case invalid(String)
  /// Social profiles found written on cards, staged to be added.
  case profilesFound(ProfilesFound)
  case unsavedOnQuit(count: Int)
  case yesOrNo(staged: Bool)
  case nothingAsked
  case didYouMean(skipped: [String], reading: String)
  case whoIsMeant(pronoun: String)
  /// Groups of cards that look like one person, a line each.
  case duplicates(person: String?, lines: [String], more: Int)
  case confirmMerge(names: [String], card: [String], warning: String?)
  case merged(names: [String], into: String)

  var text: String {
    switch self {
    case .notUnderstood(let suggestion):
      return "I didn't understand that. You can say things like: " + (suggestion ?? "text NAME saying MESSAGE")
        + " (say help for more)."
    case .unclearRequest(let readings):
      return "Did you mean " + readings.joined(separator: " or ") + "? Please say it another way."
    case .whichOne(let query, let candidates, let more):
      var lines = ["I found \(candidates.count + more) contacts named \(query):"]
      for (index, candidate) in candidates.enumerated() {
        lines.append("  \(index + 1). \(candidate.name)" + (candidate.detail.isEmpty ? "" : " (\(candidate.detail))"))
      }
      if more > 0 { lines.append("  and \(more) more: add a last name") }
      lines.append("Which \(query) do you mean?")
      return lines.joined(separator: "\n")
    case .whichRole(let query, let candidates, let more):
      let count = candidates.count + more
      var lines = ["I found \(count) \(count == 1 ? "contact" : "contacts") for “\(query)”:"]
      for (index, candidate) in candidates.enumerated() {
        lines.append("  \(index + 1). \(candidate.name)" + (candidate.detail.isEmpty ? "" : " (\(candidate.detail))"))
      }
      if more > 0 { lines.append("  and \(more) more: add a name") }
      lines.append(count == 1 ? "Is that who you mean? Say 1, or cancel." : "Which one do you mean?")
      return lines.joined(separator: "\n")
    case .choiceNotUnderstood(let count):
      return "Which one? Say a number from 1 to \(count), a name or a detail (\"the one at Acme\"), or cancel."
    case .notFound(let query, let suggestions, let why):
      var text = "I couldn't find \(query) in your contacts"
      if let why { text += " (\(why))" }
      if !suggestions.isEmpty { text += ". Did you mean " + suggestions.joined(separator: " or ") + "?" } else { text += "." }
      return text
    case .askBody(let name, let channel):
      return channel == "email" ? "What should the e-mail to \(name) say?" : "What should the message to \(name) say?"
    case .confirmMessage(let channel, let name, let label, let address, let body):
      return "\(Reply.channelName(channel)) to \(name) (\(label) \(address)): “\(body)”. Send it?"
    case .noTextableNumber(let name, let callable, let emails):
      var text = callable.isEmpty
        ? "\(name) has no phone number I can text or call"
        : "\(name) has no mobile number to text, only " + callable.joined(separator: ", ")
      var offers: [String] = []
      if !callable.isEmpty { offers.append("call (say “call \(name)”)") }
      if !emails.isEmpty { offers.append("e-mail \(emails.joined(separator: " or ")) (say “email \(name) about …”)") }
      text += offers.isEmpty ? "." : ". You can " + offers.joined(separator: ", or ") + " instead."
      return text
    case .noEmail(let name, let label):
      return "\(name) has no \(label.map { $0 + " " } ?? "")e-mail address."
    case .delivered(let status, let channel, let name, let label, let address):
      let what = Reply.channelName(channel)
      return status == .sent
        ? "Sent the \(what.lowercased()) to \(name) (\(label) \(address))."
        : "Queued the \(what.lowercased()) to \(name) (\(label) \(address)) in the outbox."
    case .deliveryFailed(let channel, let name, let reason):
      return "The \(Reply.channelName(channel).lowercased()) to \(name) was not sent: \(reason). It is kept in the outbox as failed."
    case .calling(let name, let label, let number):
      return "Calling \(name), \(label) \(number)."
    case .noNumber(let name, let label, let available):
      let missing = label.map { "no \($0) number" } ?? "no number to call"
      if available.isEmpty { return "\(name) has \(missing)." }
      return "\(name) has \(missing); there is " + available.joined(separator: ", ") + "."
    case .field(let name, let field, let values):
      return "\(name)'s \(field): " + values.joined(separator: ", ") + "."
    case .fieldMissing(let name, let field, let label):
      return "\(name) has no \(label.map { $0 + " " } ?? "")\(field) saved."
    case .card(let lines):
      return lines.joined(separator: "\n")
    case .owners(let value, let owners):
      return owners.count == 1 ? "\(value) is \(owners[0])." : "\(value) belongs to " + owners.joined(separator: " and ") + "."
    case .nobodyHas(let value):
      return "None of your contacts has \(value)."
    case .list(let title, let names):
      if names.isEmpty { return "No contacts \(title)." }
      return "\(names.count) \(names.count == 1 ? "contact" : "contacts") \(title):\n" + names.map { "  " + $0 }.joined(separator: "\n")
    case .staged(let newest, let count):
      let others = count - 1
      return "I'll \(newest)." + (others > 0 ? " That makes \(count) changes (say review to see them)." : "")
        + " Save? (yes/no)"
    case .review(let summaries):
      return "Waiting to be saved:\n" + summaries.enumerated().map { "  \($0 + 1). \($1)" }.joined(separator: "\n")
        + "\nSay yes to save, no to discard, or drop N."
    case .dropped(let summary, let remaining):
      return "Dropped: \(summary)." + (remaining > 0 ? " \(remaining) left; save? (yes/no)" : " Nothing left to save.")
    case .noSuchChange(let count):
      return "There is no such change; say a number from 1 to \(count)."
    case .saved(let count):
      return count == 1 ? "Saved." : "Saved \(count) changes."
    case .discarded(let count):
      return count == 1 ? "OK, I didn't change anything." : count == 2 ? "OK, I dropped both changes." : "OK, I dropped all \(count) changes."
    case .dates(let kind, let period, let lines):
      let plural = kind == "anniversary" ? "anniversaries" : "birthdays"
      guard !lines.isEmpty else { return "No \(plural) \(period)." }
      return plural.prefix(1).uppercased() + plural.dropFirst() + " \(period):\n" + lines.map { "  " + $0 }.joined(separator: "\n")
    case .conflict(let names, let changes):
      let what = changes.isEmpty ? "your changes" : changes.joined(separator: "; ")
      return names.joined(separator: " and ") + " changed in the meantime (another program edited the card), "
        + "so nothing was saved. Apply your changes to the card as it is now (\(what))? (yes/no)"
    case .noChange(let what):
      return "Nothing to change: \(what)."
    case .confirmUndo(let summaries):
      return "Undo the last save (" + summaries.joined(separator: "; ") + ")? (yes/no)"
    case .undone(let count):
      return count == 1 ? "Undone." : "Undone: \(count) changes reverted."
    case .nothingToUndo:
      return "There is nothing to undo (I can undo only the most recent save, once)."
    case .possibleDuplicate(let name, let existing):
      return "You may already have \(name): " + existing.joined(separator: "; ")
        + ". Add a new contact anyway? (yes to add, “update it” to add the details to the existing card, no to cancel)"
    case .abandoned(let dropped, let then):
      return "(Leaving the earlier question: \(dropped).) " + then.text
    case .cancelled:
      return "OK, cancelled."
    case .help(let examples):
      return "You can say things like:\n" + examples.map { "  " + $0 }.joined(separator: "\n")
    case .pendingReminder(let reply, let count):
      return reply.text + "\n(\(count) \(count == 1 ? "change is" : "changes are") still waiting: yes to save, no to discard.)"
    case .invalid(let message):
      return message
    case .profilesFound(let found):
      return found.text
    case .yesOrNo(let staged):
      return staged ? "Please say yes to save, no to discard, review to see the changes, or drop N." : "Please say yes or no."
    case .didYouMean(let skipped, let reading):
      let words = skipped.map { "“\($0)”" }.joined(separator: " ")
      return "I didn't understand \(words) there. Did you mean: \(reading)? (yes/no)"
    case .whoIsMeant(let pronoun):
      return "Who do you mean by “\(pronoun)”? Say a name."
    case .duplicates(let person, let lines, let more):
      guard !lines.isEmpty else {
        return person.map { "No other card looks like \($0)." } ?? "No cards look like duplicates of each other."
      }
      let count = lines.count + more
      var text = person.map { "Cards that look like \($0):" }
        ?? "\(count) \(count == 1 ? "group" : "groups") of cards look like one person:"
      for (index, line) in lines.enumerated() { text += "\n  \(index + 1). " + line }
      if more > 0 { text += "\n  and \(more) more (kith duplicates lists them all)" }
      return text + "\nSay “merge 1” to merge a group; nothing changes until you say yes."
    case .confirmMerge(let names, let card, let warning):
      var text = "Merge " + Reply.joined(names) + " into one card?"
      if let warning { text += " Careful: \(warning)." }
      return text + "\n" + card.map { "  " + $0 }.joined(separator: "\n") + "\nSave? (yes/no; undo splits them again)"
    case .merged(let names, let into):
      return "Merged " + Reply.joined(names) + " into \(into)."
    case .nothingAsked:
      return "I haven't asked anything; say what you'd like (help for examples)."
    case .unsavedOnQuit(let count):
      return "You have \(count) unsaved \(count == 1 ? "change" : "changes"). Save before quitting? (yes/no)"
    }
  }

  /// "A", "A and B", "A, B and C".
  static func joined(_ items: [String]) -> String {
    items.count <= 2 ? items.joined(separator: " and ") : items.dropLast().joined(separator: ", ") + " and " + items.last!
  }

  static func channelName(_ channel: String) -> String {
    switch channel {
    case "email": return "E-mail"
    case "imessage": return "iMessage"
    default: return "Text"
    }
  }
}
