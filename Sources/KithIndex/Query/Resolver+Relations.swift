import Foundation
import GRDB
import KithCore
import KithStore

/// Relations through the owner's card: "mom", "my brother", a custom "godmother".
extension Resolver {
  /// The contacts a relation on the "me" card names ("mom" → the card's mother), or why there are none;
  /// `listed` when the card lists such a relation (with a card of their own or not).
  func relationCandidates(_ words: [String]) throws -> (candidates: [CandidateScorer.Candidate], why: String?, listed: Bool) {
    let phrase = words.joined(separator: " ")
    let labels = Relations.labels(for: phrase)
    // A custom label may be written with hyphens ("Sister-in-law") or in another language ("Madrina").
    let customNames = Set([phrase] + Relations.customLabelSynonyms(of: phrase))
    if labels.isEmpty {
      // Only a custom label on the owner's card could answer: look before reading the card.
      let relations = try String.fetchOne(
        db.cachedStatement(sql: "SELECT relations FROM contact WHERE uid = (SELECT contactUID FROM me WHERE id = 1)"))
      guard let relations else { return ([], nil, false) }
      let folded = Relations.labelKey(relations)
      guard customNames.contains(where: { folded.contains($0) }) else { return ([], nil, false) }
    }
    // A client that may not see the owner's card gets nothing from it, not even the names it lists.
    guard let meID = try String.fetchOne(db.cachedStatement(sql: "SELECT contactUID FROM me WHERE id = 1")),
      try reader.visible == nil || reader.document(uid: meID) != nil,
      let me = try ContactStore.summaryRow(id: meID, in: db)?.summary
    else {
      guard !labels.isEmpty else { return ([], nil, false) }
      if reader.visible != nil { return ([], "'\(phrase)' names no one this client may see", false) }
      return ([], "no card is set as yours (kith me ID), so '\(phrase)' names no one", false)
    }
    var relations: [LabeledValue<ContactRelation>] = []
    if Relations.namesAll(phrase) {
      // "my siblings": the brothers and the sisters.
      relations = me.contactRelations.filter { relation in labels.contains { relation.label == $0 } }
    } else {
      for label in labels {
        relations = me.contactRelations.filter { $0.label == label }
        if !relations.isEmpty { break }
      }
    }
    if relations.isEmpty {
      relations = me.contactRelations.filter {
        guard let label = $0.label else { return false }
        return customNames.contains(Relations.labelKey(label.rawValue))
          || customNames.contains(Relations.labelKey(label.description))
      }
    }
    guard !relations.isEmpty else {
      return ([], labels.isEmpty ? nil : "your card lists no \(phrase)", false)
    }
    var candidates: [CandidateScorer.Candidate] = []
    var missing: [String] = []
    for relation in relations {
      let spoken = relation.label.map(Relations.spoken) ?? phrase
      let person = relation.value
      if let uri = person.uri, let document = try reader.document(uid: uri) {
        candidates.append(relationCandidate(document, "your \(spoken)"))
        continue
      }
      guard !person.name.isEmpty else { continue }
      let words = QueryText.QueryWords(required: NameFolding.words(person.name))
      let found = try nameCandidates(words).filter { $0.isFullMatch && $0.tier == .exact }
      let best = found.map(\.score).max() ?? 0
      let people = found.filter { $0.score >= best - 0.02 && best >= 0.9 }
      if people.isEmpty {
        missing.append("your \(spoken), \(person.name), has no card of their own")
      }
      for person in people {
        candidates.append(relationCandidate(person.document, "your \(spoken) (\(relation.value.name))"))
      }
    }
    return (candidates, missing.isEmpty ? nil : missing.joined(separator: "; "), true)
  }

  private func relationCandidate(_ document: Int64, _ why: String) -> CandidateScorer.Candidate {
    CandidateScorer.Candidate(document: document, score: 1, why: why)
  }
}
