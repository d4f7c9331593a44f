import KithCore
import KithGrammar
import KithIndex
import KithStore

/// A merge waiting for "yes": the cards as they were read (the one kept first) and the card they become.
struct MergePlan {
  var cards: [Contact]
  var merged: Contact

  var names: [String] { cards.map(NameFormatter.displayName(for:)) }
  var summary: String { "merge " + Reply.joined(names) }
}

extension Conversation {
  /// "any duplicates?", "does John have duplicates?": groups of cards that look like one person.
  func findDuplicates(_ parse: Parse, resolved: [String: String]) throws -> Answer {
    let finder = try DuplicateFinder(store: store, parser: session.index.phoneParser)
    var person: String?
    var groups: [DuplicateFinder.Group]
    if parse["person"] != nil {
      switch try contact(parse, resolved: resolved) {
      case .success(let contact):
        person = NameFormatter.displayName(for: contact)
        groups = finder.groups(involving: [contact.id])
      case .failure(let failure): return failure.answer
      }
    } else {
      groups = finder.groups()
    }
    duplicateGroups = groups
    var lines: [String] = []
    var candidates: [Turn.Candidate] = []
    for group in groups.prefix(Conversation.duplicatesShown) {
      // Cards of one name ("Ana Silva and Ana Silva") are told apart by a detail each.
      let details = try group.members.map { try store.contact(id: $0.id).map(ContactFacts.detail(of:)) ?? "" }
      let sameNames = Set(group.members.map(\.name)).count < group.members.count
      let names = zip(group.members, details).map { member, detail in
        sameNames && !detail.isEmpty ? "\(member.name) [\(detail)]" : member.name
      }
      lines.append(
        Reply.joined(names) + " (" + group.evidence.prefix(3).map(\.description).joined(separator: "; ")
          + String(format: "; %.0f %% sure)", group.confidence * 100))
      candidates += zip(group.members, details).map { Turn.Candidate(uid: $0.id, name: $0.name, detail: $1) }
    }
    return Answer(.duplicates(person: person, lines: lines, more: groups.count - lines.count), candidates: candidates)
  }

  static let duplicatesShown = 10

  /// "merge Bob Jones and Robert Jones", "merge 2" (a group just listed), "merge them", "merge John's
  /// duplicates": shows the card they would become and waits for "yes".
  func merge(_ parse: Parse, resolved: [String: String]) throws -> Answer {
    var cards: [Contact] = []
    if let choice = parse["choice"] {
      guard let number = Int(choice), duplicateGroups.indices.contains(number - 1) else {
        let message = duplicateGroups.isEmpty
          ? "Say which contacts to merge (“merge Bob Jones and Robert Jones”), or ask “any duplicates?” first."
          : "There is no group \(choice); say a number from 1 to \(duplicateGroups.count)."
        return Answer(.invalid(message), error: ("not_found", "no duplicate group \(choice)"))
      }
      cards = try duplicateGroups[number - 1].members.compactMap { try store.contact(id: $0.id) }
    } else if let first = parse["person"], let second = parse["other"] {
      // Two cards of one person are offered together when one is named ("Bob Jones" also offers Robert
      // Jones on the same number); named both, each is the best match of its own name.
      var resolved = resolved
      if resolved["person"] == nil, resolved["other"] == nil {
        let (a, b) = (try session.resolve(first, limit: 20), try session.resolve(second, limit: 20))
        if let bestA = a.results.first?.uid, let bestB = b.results.first?.uid, bestA != bestB, a.status != .notFound,
          b.status != .notFound, Set(a.results.map(\.uid) + b.results.map(\.uid)) == [bestA, bestB]
        {
          resolved["person"] = bestA
          resolved["other"] = bestB
        }
      }
      for slot in ["person", "other"] {
        switch try contact(parse, slot: slot, resolved: resolved) {
        case .success(let contact): cards.append(contact)
        case .failure(let failure): return failure.answer
        }
      }
      guard cards[0].id != cards[1].id else {
        return Answer(.invalid("That is one card already (\(NameFormatter.displayName(for: cards[0])))."))
      }
    } else {
      // "merge them" after a list of one group; "merge John's duplicates".
      var groups = duplicateGroups
      if parse["person"] != nil {
        switch try contact(parse, resolved: resolved) {
        case .success(let contact):
          groups = try DuplicateFinder(store: store, parser: session.index.phoneParser).groups(involving: [contact.id])
          guard !groups.isEmpty else {
            return Answer(.invalid("\(NameFormatter.displayName(for: contact)) has no card that looks like a duplicate."))
          }
        case .failure(let failure): return failure.answer
        }
      }
      guard groups.count == 1 else {
        let message = groups.isEmpty
          ? "Say which contacts to merge (“merge Bob Jones and Robert Jones”), or ask “any duplicates?” first."
          : "Which group? Say “merge 1” to “merge \(groups.count)”."
        duplicateGroups = groups
        return Answer(.invalid(message))
      }
      cards = try groups[0].members.compactMap { try store.contact(id: $0.id) }
    }
    guard cards.count > 1 else {
      return Answer(.invalid("Those cards changed since I listed them; ask “any duplicates?” again."))
    }
    let finder = DuplicateFinder(parser: session.index.phoneParser)
    let ordered = finder.mostCompleteFirst(cards)
    let merged = ContactMerger(parser: session.index.phoneParser).merge(ordered)
    let plan = MergePlan(cards: ordered, merged: merged)
    let warning = finder.whyNotOnePerson(ordered)
    pending = .merge(plan)
    lastContactID = ordered[0].id
    return Answer(.confirmMerge(names: plan.names, card: cardLines(for: merged), warning: warning))
  }

  /// "yes" to a merge: one batch updates the card kept, hands it the others' favourite, learned choices
  /// and history, and deletes them; `undo` splits them back as they were.
  func performMerge(_ plan: MergePlan) throws -> Answer {
    let ids = plan.cards.map(\.id)
    let snapshot = try store.appState(of: ids)
    var request = SaveRequest()
    request.update(plan.merged)
    for card in plan.cards.dropFirst() {
      request.transferAppState(from: card.id, to: plan.merged.id)
      request.delete(card)
    }
    do {
      _ = try store.execute(request)
    } catch StoreError.conflict(let id, _, _) {
      return Answer(
        .invalid("A card changed since I showed the merge, so nothing was merged; say merge again to see it as it is now."),
        error: ("conflict", "contact \(id) changed since it was read"))
    } catch StoreError.contactNotFound(let id) {
      return Answer(
        .invalid("A card was deleted since I showed the merge, so nothing was merged."),
        error: ("conflict", "contact \(id) was deleted"))
    }
    lastBatch = SavedBatch(
      before: [(plan.cards[0].id, plan.cards[0], false)] + plan.cards.dropFirst().map { ($0.id, $0, true) },
      favorites: [], me: (nil, false), summaries: [plan.summary], appState: snapshot)
    lastContactID = plan.merged.id
    duplicateGroups = []
    return Answer(
      .merged(names: plan.names, into: NameFormatter.displayName(for: plan.merged)),
      action: .merged(uid: plan.merged.id, removed: Array(ids.dropFirst())))
  }
}
