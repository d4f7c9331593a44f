import KithCore
import KithGrammar
import KithStore

extension Conversation {
  /// "yes": whatever is waiting for it.
  func confirm() throws -> Answer {
    switch pending {
    case .send(let message)?:
      var answer = try send(message)
      if !staged.isEmpty { answer.reply = .pendingReminder(answer.reply, count: staged.count) }
      return answer
    case .undo?:
      pending = nil
      return try performUndo()
    case .addAnyway(let edit, _)?:
      pending = nil
      staged.append(edit)
      return Answer(.staged(newest: edit.summary, count: staged.count))
    case .suggestion(let parse)?:
      pending = nil
      return try handle(parse, resolved: [:])
    case .merge(let plan)?:
      pending = nil
      var answer = try performMerge(plan)
      if !staged.isEmpty { answer.reply = .pendingReminder(answer.reply, count: staged.count) }
      return answer
    case .reapply?:
      pending = nil
      for index in staged.indices where staged[index].base != nil {
        staged[index].base = try store.contact(id: staged[index].contactID)
      }
      staged.removeAll { $0.base == nil && !$0.isAdd && !$0.isAppState }
      return try save()
    case .quit?, nil:
      pending = nil
      guard !staged.isEmpty else { return Answer(.invalid("Nothing is waiting for a yes.")) }
      return try save()
    case .choice?, .input?:
      return Answer(.invalid("Please answer the question first, or say cancel."))
    }
  }

  /// "no": drop whatever is waiting.
  func decline() throws -> Answer {
    switch pending {
    case .choice(let question)?:
      pending = nil
      try session.recordCancel(query: question.query)
      return Answer(.cancelled)
    case .send?, .input?, .undo?, .addAnyway?, .suggestion?, .merge?:
      pending = nil
      unconfirmedChoice = nil
      return Answer(staged.isEmpty ? .cancelled : .pendingReminder(.cancelled, count: staged.count))
    case .reapply?, .quit?, nil:
      pending = nil
      let count = staged.count
      staged.removeAll()
      return Answer(count == 0 ? .cancelled : .discarded(count: count))
    }
  }

  func review() -> Answer {
    guard !staged.isEmpty else { return Answer(.invalid("Nothing is waiting to be saved.")) }
    return Answer(.review(summaries: staged.map(\.summary)))
  }

  /// "drop 2": one staged edit goes, the others stay.
  func drop(_ parse: Parse) -> Answer {
    let choice = parse["choice"] ?? ""
    let index = choice == "last" ? staged.count - 1 : (Int(choice) ?? 0) - 1
    guard staged.indices.contains(index) else { return Answer(.noSuchChange(count: staged.count)) }
    let removed = staged.remove(at: index)
    return Answer(.dropped(summary: removed.summary, remaining: staged.count))
  }

  /// Writes every staged edit in one SaveRequest: all of them, or (on a conflict) none.
  func save() throws -> Answer {
    var request = SaveRequest()
    var updated: [String: Contact] = [:]
    var order: [String] = []
    var batch = SavedBatch(before: [], favorites: [], me: (nil, false), summaries: staged.map(\.summary))
    for edit in staged {
      switch edit.change {
      case .add(let contact):
        request.add(contact)
        batch.before.append((contact.id, nil, false))
      case .update(let transform):
        guard let base = updated[edit.contactID] ?? edit.base else { continue }
        if updated[edit.contactID] == nil { order.append(edit.contactID) }
        updated[edit.contactID] = transform(base)
      case .delete:
        guard let base = edit.base else { continue }
        request.delete(base)
        batch.before.append((base.id, base, true))
      case .favorite, .setMe:
        break
      }
    }
    for id in order {
      let after = updated[id]!
      request.update(after)
      if let base = staged.first(where: { $0.contactID == id })?.base { batch.before.append((id, base, false)) }
    }
    // Favourites and the owner's card join the batch's transaction: all of it is saved, or none.
    let favorites = Set(try store.favoriteIDs())
    for edit in staged {
      switch edit.change {
      case .favorite(let on):
        batch.favorites.append((edit.contactID, favorites.contains(edit.contactID)))
        request.setFavorite(contactID: edit.contactID, on)
      case .setMe(let previous):
        batch.me = (previous, true)
        request.setMe(contactID: edit.contactID)
      default: break
      }
    }
    do {
      if !request.isEmpty { _ = try store.execute(request) }
    } catch StoreError.conflict(let id, _, _) {
      pending = .reapply
      let current = try store.contact(id: id)
      let name = current.map(NameFormatter.displayName(for:)) ?? id
      // What "yes" would now do: each edit of that card described against the card as it is now.
      var changes: [String] = []
      for index in staged.indices where staged[index].contactID == id {
        if let current, let describe = staged[index].describe, let summary = describe(current) {
          staged[index].summary = summary
        }
        changes.append(staged[index].summary)
      }
      return Answer(.conflict(names: [name], changes: changes), error: ("conflict", "contact \(id) changed since it was read"))
    } catch StoreError.contactNotFound(let id) {
      staged.removeAll { $0.contactID == id }
      return Answer(
        .invalid("A card you were editing was deleted by another program; I dropped its changes and saved nothing. Say yes to save the rest."),
        error: ("conflict", "contact \(id) was deleted"))
    }
    let count = staged.count
    staged.removeAll()
    lastBatch = batch
    return Answer(.saved(count: count), action: .saved(changes: count))
  }

  /// "undo": asks first.
  func undo() throws -> Answer {
    guard let batch = lastBatch else { return Answer(.nothingToUndo) }
    pending = .undo
    return Answer(.confirmUndo(summaries: batch.summaries))
  }

  func performUndo() throws -> Answer {
    guard let batch = lastBatch else { return Answer(.nothingToUndo) }
    var request = SaveRequest()
    for entry in batch.before {
      if let before = entry.contact, entry.deleted {
        var restored = before
        restored.revision = 0
        request.add(restored)
      } else if let before = entry.contact {
        guard let current = try store.contact(id: entry.id) else { continue }
        var restored = before
        restored.revision = current.revision
        request.update(restored)
      } else if try store.contact(id: entry.id) != nil {
        request.deleteContact(id: entry.id)
      }
    }
    for favorite in batch.favorites { request.setFavorite(contactID: favorite.id, favorite.was) }
    if batch.me.changed { request.setMe(contactID: batch.me.was) }
    // A merge's undo: the cards are back, and so is what each had (favourite, learned choices, usage).
    if let snapshot = batch.appState { request.restore(snapshot) }
    do {
      if !request.isEmpty { _ = try store.execute(request) }
    } catch StoreError.conflict(let id, _, _) {
      return Answer(.invalid("A card changed since that save, so I can't undo it safely; nothing was changed."), error: ("conflict", "contact \(id) changed"))
    }
    lastBatch = nil
    let count = batch.summaries.count
    return Answer(.undone(count: count), action: .undone(changes: count))
  }
}

extension StagedEdit {
  var isAdd: Bool {
    if case .add = change { return true }
    return false
  }

  var isAppState: Bool {
    switch change {
    case .favorite, .setMe: return true
    default: return false
    }
  }
}
