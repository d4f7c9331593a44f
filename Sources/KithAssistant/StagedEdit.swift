import KithCore
import KithStore

/// One change the user asked for, waiting for "yes".
struct StagedEdit {
  enum Change {
    case add(Contact)
    /// Applied to the card as it is when saved, so several edits of one card add up, and a card another
    /// program changed can take the same edit again.
    case update((Contact) -> Contact)
    case delete
    case favorite(Bool)
    case setMe(previous: String?)
  }

  var contactID: String
  var change: Change
  /// What the user is shown: "set John Smith's work number to 555-999-8888 (was 555-111-2222)".
  var summary: String
  /// The card as it was read when the edit was staged; a save fails if it changed since.
  var base: Contact?
  /// The summary of the same edit against another version of the card ("(was …)" as it is now), for
  /// offering to re-apply it after another program changed the card.
  var describe: ((Contact) -> String?)?
  /// The social profiles this edit adds (``SocialProfileFinder/key(_:)``), so that they are not offered twice.
  var profileKeys: [String] = []
  /// The edit sets a suggested organisation.
  var setsOrganization = false
}

/// The last batch saved, and how to take it back.
struct SavedBatch {
  /// For each contact the batch touched: the card before (nil: it was added), and whether it still exists.
  var before: [(id: String, contact: Contact?, deleted: Bool)]
  var favorites: [(id: String, was: Bool)]
  var me: (was: String?, changed: Bool)
  var summaries: [String]
  /// For a merge: the app state of every card before it, put back by undo.
  var appState: AppStateSnapshot?
}
