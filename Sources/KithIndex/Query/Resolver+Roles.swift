import Foundation
import GRDB
import KithCore

/// Roles: "my dentist", "the plumber", "someone at the bank" (docs/RESOLVE.md, "Roles").
extension Resolver {
  /// Where a contact's role was found, for `why`.
  struct RoleEvidence {
    var phrase: String
    /// The field that has it, or nil for a group.
    var field: IndexedField?
    /// The group that says it, when a group does.
    var group: String?
  }

  /// Names and relations go first: a role answers only when nobody met every word of the query
  /// exactly in a name, a relation or an organisation card ("Baker" the family name still wins "Baker").
  static func namesFitWell(_ candidates: [CandidateScorer.Candidate]) -> Bool {
    candidates.contains { $0.isFullMatch && $0.tier == .exact && $0.score >= 0.85 }
  }

  /// The contacts `phrase` names by their role, decided like any other query, with `why` saying which
  /// field says so ("job title: Dentist"); nil when nobody has the role.
  func resolveRole(_ text: String, _ phrase: RolePhrase, key: String) throws -> Resolution? {
    let role = phrase.role
    var best: [Int64: (candidate: CandidateScorer.Candidate, evidence: RoleEvidence)] = [:]
    func offer(_ document: Int64, _ strength: RoleTable.Strength, _ evidence: RoleEvidence) {
      // A named role counts fully, a suggestive word or a title a little less, so that all of them
      // compete; a note only when nothing else says it, and never for certain on its own (it may be
      // about someone else's dentist).
      // A title ("Dr.") does not say which kind either: a dentist, a PhD.
      var score = strength == .named ? 1.0 : 0.96
      var tier = MatchTier.exact
      if evidence.field == .note {
        score *= 0.8
        tier = .fuzzy
      } else if strength == .title {
        tier = .fuzzy
      }
      if let current = best[document] {
        let (held, heldTier) = (current.candidate.score, current.candidate.tier)
        if heldTier < tier || (heldTier == tier && held > score) { return }
        // Equal evidence: `why` names the field that says most plainly what the contact does.
        if heldTier == tier, held == score, Resolver.rolePriority(current.evidence) <= Resolver.rolePriority(evidence) {
          return
        }
      }
      best[document] = (
        CandidateScorer.Candidate(document: document, tier: tier, score: score, why: role.name), evidence
      )
    }
    for said in Set(role.names + role.related + role.titles).sorted() {
      guard let postings = try reader.postings(RoleTable.term(said)) else { continue }
      for posting in postings {
        guard let strength = RoleTable.shared.strength(of: said, for: role, inPrefix: posting.field == .prefix)
        else { continue }
        // "someone at the bank": the people there, not the bank's own card.
        if phrase.peopleOnly, posting.flags.contains(.organizationCard) { continue }
        offer(posting.document, strength, RoleEvidence(phrase: said, field: posting.field))
      }
    }
    for (group, phraseFound, members) in try roleGroups(role, peopleOnly: phrase.peopleOnly) {
      guard let strength = RoleTable.shared.strength(of: phraseFound, for: role, inPrefix: false) else { continue }
      for member in members { offer(member, strength, RoleEvidence(phrase: phraseFound, group: group)) }
    }
    guard !best.isEmpty else { return nil }
    let candidates = best.keys.sorted().map { best[$0]!.candidate }
    var resolution = try decide(text, phrase: key, candidates: candidates, fuzzyMayDecide: false)
    for index in resolution.results.indices {
      guard let document = try reader.document(uid: resolution.results[index].uid),
        let evidence = best[document]?.evidence
      else { continue }
      resolution.results[index].why = try roleWhy(document, evidence)
    }
    return resolution
  }

  /// Which evidence `why` prefers when several say a role equally: a job title first, a note last.
  static func rolePriority(_ evidence: RoleEvidence) -> Int {
    switch evidence.field {
    case .jobTitle: 0
    case .organization: 1
    case .department: 2
    case nil: 3
    case .suffix: 4
    case .prefix: 6
    case .note: 7
    default: 5
    }
  }

  /// Groups whose name says the role ("Plumbers"), with the phrase that says it and their members the
  /// client sees. Read at query time: groups are few, and a group renamed or joined re-indexes nobody.
  private func roleGroups(_ role: RoleTable.Role, peopleOnly: Bool) throws -> [(String, String, [Int64])] {
    let wanted = Set(role.names + role.related)
    var found: [(String, String, [Int64])] = []
    for row in try Row.fetchAll(db.cachedStatement(sql: "SELECT id, name FROM contactGroup ORDER BY name")) {
      let name: String = row[1]
      guard let phrase = RoleTable.shared.evidence(in: name).first(where: { wanted.contains($0.phrase) })?.phrase
      else { continue }
      let members = try Int64.fetchAll(
        db.cachedStatement(
          sql: """
            SELECT groupMember.contactRowid FROM groupMember JOIN contact ON contact.rowid = groupMember.contactRowid
            WHERE groupMember.groupID = ? AND (? = 0 OR contact.kind != 'organization')
            """), arguments: [row[0] as String, peopleOnly ? 1 : 0]
      ).filter(reader.sees)
      if !members.isEmpty { found.append((name, phrase, members)) }
    }
    return found
  }

  /// "job title: Dentist", "organization: Bright Smile Dental", "note: …sees the dentist on…",
  /// "group: Plumbers".
  private func roleWhy(_ document: Int64, _ evidence: RoleEvidence) throws -> String {
    if let group = evidence.group { return "group: \(group)" }
    guard let field = evidence.field,
      let row = try Row.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT jobTitle, organization, department, note, prefix, suffix, given, family, nicknames, displayName
            FROM contact WHERE rowid = ?
            """), arguments: [document])
    else { return "role \(evidence.phrase)" }
    let text: String
    switch field {
    case .jobTitle: text = row["jobTitle"]
    case .organization: text = row["organization"]
    case .department: text = row["department"]
    case .prefix: text = row["prefix"]
    case .suffix: text = row["suffix"]
    case .note: return "note: " + Resolver.snippet(of: row["note"], around: evidence.phrase)
    case .nickname:
      let nicknames = (try? JSONDecoder().decode([String].self, from: Data((row["nicknames"] as String).utf8))) ?? []
      text = nicknames.first { RoleTable.shared.evidence(in: $0).contains { $0.phrase == evidence.phrase } }
        ?? nicknames.first ?? ""
    default: return "name: \(row["displayName"] as String)"
    }
    return "\(field.spoken): \(text)"
  }

  /// A few words of `note` around the first that starts `phrase`: "…sees the dentist on Tuesdays…".
  static func snippet(of note: String, around phrase: String) -> String {
    let words = note.split(whereSeparator: \.isWhitespace)
    let first = phrase.split(separator: " ").first.map(String.init) ?? phrase
    let at = words.firstIndex { word in
      NameFolding.words(String(word)).contains { RoleTable.shared.singular($0) == first }
    } ?? 0
    let from = max(0, at - 3)
    let to = min(words.count, at + 4)
    return (from > 0 ? "…" : "") + words[from..<to].joined(separator: " ") + (to < words.count ? "…" : "")
  }
}
