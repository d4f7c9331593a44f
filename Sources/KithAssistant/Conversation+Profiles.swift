import KithCore
import KithGrammar
import KithStore

extension Conversation {
  /// "find social profiles in notes", "check Sam's notes for profiles": the profiles written as text on
  /// one card (or on every card), staged as edits that "yes" saves. For one person, a company e-mail
  /// domain also suggests the organisation, as a separate edit that "drop N" leaves out.
  func findProfiles(_ parse: Parse, resolved: [String: String]) throws -> Answer {
    var contacts: [Contact] = []
    let person = parse["person"] != nil
    if person {
      switch try self.contact(parse, resolved: resolved) {
      case .success(let found): contacts = [found]
      case .failure(let failure): return failure.answer
      }
    } else {
      try store.forEachContact { contacts.append($0) }
      contacts.sort { NameFormatter.sortKey(for: $0) < NameFormatter.sortKey(for: $1) }
    }
    let finder = SocialProfileFinder()
    var found: [ProfilesFound.Card] = []
    var suggestions: [ProfilesFound.Suggestion] = []
    let before = staged.count
    for contact in contacts {
      // A profile already waiting in an earlier edit of this card is not offered twice.
      let waiting = Set(staged.filter { $0.contactID == contact.id }.flatMap(\.profileKeys))
      let findings = finder.newProfiles(for: contact).filter { !waiting.contains(SocialProfileFinder.key($0.profile)) }
      let name = NameFormatter.displayName(for: contact)
      if !findings.isEmpty {
        let edit = Conversation.addProfiles(findings.map(\.profile), to: contact, name: name)
        staged.append(edit)
        found.append(ProfilesFound.Card(name: name, profiles: findings.map(Conversation.spoken)))
      }
      let organizationWaiting = staged.contains { $0.contactID == contact.id && $0.setsOrganization }
      if person, !organizationWaiting, let suggestion = OrganizationSuggestion(for: contact) {
        staged.append(Conversation.setOrganization(suggestion, on: contact, name: name))
        suggestions.append(ProfilesFound.Suggestion(name: name, domain: suggestion.domain, organization: suggestion.name, drop: staged.count))
      }
    }
    if let contact = contacts.first, person { lastContactID = contact.id }
    let result = ProfilesFound(
      scope: person ? contacts.first.map(NameFormatter.displayName(for:)) : nil, cards: found, suggestions: suggestions,
      earlier: before)
    return Answer(.profilesFound(result))
  }

  /// "twitter sam_lee (note)".
  static func spoken(_ finding: SocialProfileFinder.Finding) -> String {
    let source = finding.source == .note ? "note" : finding.source == .url ? "website field" : "e-mail field"
    return "\(finding.profile.service) \(finding.profile.username) (\(source))"
  }

  /// The edit that adds `profiles` to the card; applied to the card as it is when saved, it adds only
  /// those still missing, so a card changed in the meantime gets no twins.
  static func addProfiles(_ profiles: [SocialProfile], to contact: Contact, name: String) -> StagedEdit {
    func missing(on card: Contact) -> [SocialProfile] {
      let known = Set(card.socialProfiles.map { SocialProfileFinder.key($0.value) })
      return profiles.filter { !known.contains(SocialProfileFinder.key($0)) }
    }
    func summary(_ added: [SocialProfile]) -> String {
      let list = added.map { "\($0.service) \($0.username)" }
      let words = list.count > 1 ? list.dropLast().joined(separator: ", ") + " and " + list.last! : list.joined()
      return "add \(added.count == 1 ? "the profile" : "the profiles") \(words) to \(name)"
    }
    var edit = StagedEdit(
      contactID: contact.id,
      change: .update { card in
        var copy = card
        copy.socialProfiles += missing(on: card).map { LabeledValue(value: $0) }
        return copy
      }, summary: summary(profiles), base: contact,
      describe: { card in
        let added = missing(on: card)
        return added.isEmpty ? nil : summary(added)
      })
    edit.profileKeys = profiles.map(SocialProfileFinder.key)
    return edit
  }

  /// The suggested organisation, set only if the card still has none when saved.
  static func setOrganization(_ suggestion: OrganizationSuggestion, on contact: Contact, name: String) -> StagedEdit {
    var edit = StagedEdit(
      contactID: contact.id,
      change: .update { card in
        var copy = card
        if copy.organizationName.isEmpty { copy.organizationName = suggestion.name }
        return copy
      }, summary: "set \(name)'s organisation to \(suggestion.name) (from the e-mail domain \(suggestion.domain))", base: contact)
    edit.setsOrganization = true
    return edit
  }
}

/// What "find social profiles" found, for ``Reply/profilesFound(_:)``.
struct ProfilesFound: Sendable, Hashable {
  struct Card: Sendable, Hashable {
    var name: String
    /// "twitter sam_lee (note)".
    var profiles: [String]
  }

  struct Suggestion: Sendable, Hashable {
    var name: String
    var domain: String
    var organization: String
    /// The number "drop N" takes to leave it out.
    var drop: Int
  }

  /// The one contact asked about, or nil for the whole book.
  var scope: String?
  var cards: [Card]
  var suggestions: [Suggestion]
  /// Edits that were waiting before this request.
  var earlier: Int

  /// The most cards listed by name; the rest are counted (review lists them all).
  static let shownCards = 10

  var text: String {
    let count = cards.reduce(0) { $0 + $1.profiles.count }
    var lines: [String] = []
    if count == 0 {
      lines.append("I found no new social profiles " + (scope.map { "on \($0)'s card (note, websites, e-mail addresses)" } ?? "in your contacts' notes, websites or e-mail addresses") + ".")
    } else if let scope {
      lines.append("I found \(count) \(count == 1 ? "profile" : "profiles") on \(scope)'s card: " + cards[0].profiles.joined(separator: ", ") + ".")
    } else {
      lines.append("I found \(count) \(count == 1 ? "profile" : "profiles") in your contacts' notes and fields:")
      lines += cards.prefix(ProfilesFound.shownCards).map { "  \($0.name): " + $0.profiles.joined(separator: ", ") }
      if cards.count > ProfilesFound.shownCards {
        lines.append("  and \(cards.count - ProfilesFound.shownCards) more contacts (say review to see them all)")
      }
    }
    let total = cards.count + suggestions.count + earlier
    let others = earlier > 0 ? " That makes \(total) changes (say review to see them)." : ""
    if count == 0 {
      // Only the organisation is offered: the question is the suggestion itself.
      for suggestion in suggestions {
        lines.append("\(suggestion.name)'s e-mail is at \(suggestion.domain): add \(suggestion.organization) as the organisation?")
      }
      if !suggestions.isEmpty { lines[lines.count - 1] += others + " (yes/no)" }
      return lines.joined(separator: "\n")
    }
    for suggestion in suggestions {
      lines.append(
        "\(suggestion.name)'s e-mail is at \(suggestion.domain), so I'd also set the organisation to \(suggestion.organization)"
          + " (say drop \(suggestion.drop) to leave that out).")
    }
    lines.append((count == 1 && suggestions.isEmpty ? "Add it?" : "Add them?") + others + " (yes/no)")
    return lines.joined(separator: "\n")
  }
}
