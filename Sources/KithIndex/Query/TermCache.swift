/// What queries have read from the index, kept between queries of one session for as long as the index
/// does not change: decoded postings, sound-alikes and prefixes of words, and the names and phone keys of
/// the contacts shown. The session empties it whenever the index's change token moves (an edit here or in
/// another process), so a query never sees a stale term.
///
/// Bounded: past ``capacity`` entries of a kind, that kind starts over, so a process answering a
/// stream of varied queries stays within a few megabytes.
final class TermCache {
  private(set) var postings: [String: [Posting]?] = [:]
  private(set) var soundAlikes: [String: [String]] = [:]
  private(set) var prefixed: [String: [String]] = [:]
  private(set) var keySpellings: [String: [String]] = [:]
  /// Typo searches of the vocabulary: word and edit budget → the words within it.
  private(set) var near: [String: [(word: String, distance: Int)]] = [:]
  private(set) var names: [Int64: (uid: String, name: String, sortKey: String)] = [:]
  private(set) var phoneKeys: [Int64: [String]] = [:]
  /// Documents with an e-mail address of a local part ("jdoe"), for a client that sees everyone.
  private(set) var emailOwners: [String: [Int64]] = [:]
  /// The index change token the entries were read at.
  var token: String?
  let capacity: Int

  init(capacity: Int = 50_000) {
    self.capacity = capacity
  }

  func remember(postings found: [Posting]?, of term: String) {
    if postings.count >= capacity { postings.removeAll(keepingCapacity: true) }
    postings[term] = .some(found)
  }

  func remember(soundAlikes found: [String], of word: String) {
    if soundAlikes.count >= capacity { soundAlikes.removeAll(keepingCapacity: true) }
    soundAlikes[word] = found
  }

  func remember(prefixed found: [String], of key: String) {
    if prefixed.count >= capacity { prefixed.removeAll(keepingCapacity: true) }
    prefixed[key] = found
  }

  func remember(keySpellings found: [String], of word: String) {
    if keySpellings.count >= capacity { keySpellings.removeAll(keepingCapacity: true) }
    keySpellings[word] = found
  }

  func remember(near found: [(word: String, distance: Int)], of key: String) {
    if near.count >= capacity { near.removeAll(keepingCapacity: true) }
    near[key] = found
  }

  func remember(name: (uid: String, name: String, sortKey: String), of document: Int64) {
    if names.count >= capacity { names.removeAll(keepingCapacity: true) }
    names[document] = name
  }

  func remember(emailOwners found: [Int64], of local: String) {
    if emailOwners.count >= capacity { emailOwners.removeAll(keepingCapacity: true) }
    emailOwners[local] = found
  }

  func remember(phoneKeys found: [String], of document: Int64) {
    if phoneKeys.count >= capacity { phoneKeys.removeAll(keepingCapacity: true) }
    phoneKeys[document] = found
  }

  /// Forgets everything when `token` is not the one the entries were read at.
  func validate(token current: String?) {
    guard current != token else { return }
    postings.removeAll()
    soundAlikes.removeAll()
    prefixed.removeAll()
    keySpellings.removeAll()
    near.removeAll()
    names.removeAll()
    phoneKeys.removeAll()
    emailOwners.removeAll()
    token = current
  }
}
