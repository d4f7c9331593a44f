import Foundation
import GRDB
import KithCore
import KithStore

/// Answers "who is this?" against one store, query after query.
///
/// It keeps what is worth keeping between queries (the typo vocabulary) and, before each query, catches
/// the index up with any change another process made, so the answer always reflects the store.
///
/// ```swift
/// let index = SearchIndex(region: "US")
/// let store = try ContactStore(path: path, observers: [index])
/// let session = SearchSession(store: store, index: index)
/// let answer = try session.resolve("text Bob")   // .unique, Robert Brown, "nickname Bob → Robert"
/// ```
public final class SearchSession {
  public let store: ContactStore
  public let index: SearchIndex
  /// The clock affinity uses for "lately"; tests freeze it.
  public var clock: () -> Date
  private var vocabulary: (token: String?, words: Vocabulary)?
  private let affinity: AffinityCache
  /// Terms, names and phone keys read by earlier queries, while the index stays as it was.
  private let cache = TermCache()
  /// A connection of the session's own for its queries (nil: the store's), opened on the first query.
  private var reader: StoreReader??

  public init(store: ContactStore, index: SearchIndex, clock: @escaping () -> Date = Date.init) {
    self.store = store
    self.index = index
    self.clock = clock
    affinity = AffinityCache(clock: clock)
  }

  /// Reads through the session's own connection when the store has a file, else through the store.
  private func read<T>(_ body: (Database) throws -> T) throws -> T {
    if reader == nil { reader = .some(try store.makeReader()) }
    if let own = reader ?? nil { return try own.read(body) }
    return try store.read(body)
  }

  /// Resolves `query` to a unique contact, a set to choose from, or nobody. Never throws for odd input:
  /// junk is `not_found`.
  public func resolve(_ query: String, limit: Int = 20) throws -> Resolution {
    // The usual case, an index that is current, costs one read transaction; a stale one is brought up
    // to date first (a write), then read.
    if let answer = try answer(query, limit: limit) { return answer }
    try index.catchUp(store)
    return try answer(query, limit: limit, requireCurrent: false)!
  }

  private func answer(_ query: String, limit: Int, requireCurrent: Bool = true) throws -> Resolution? {
    try read { db in
      // The index's token and the store's, in one statement: this runs before every query.
      let row = try Row.fetchOne(db.cachedStatement(sql: SearchSession.tokensSQL))
      let token: String? = row?[0]
      if requireCurrent, token != row?[1] { return nil }
      cache.validate(token: token)
      let reader = IndexReader(db: db, cache: cache, visible: try store.visibleRowids(in: db))
      let matcher = WordMatcher(reader: reader) { [self] in try self.words(reader) }
      let resolver = Resolver(
        reader: reader, matcher: matcher, phoneParser: index.phoneParser, affinity: affinity, limit: max(1, limit))
      return try resolver.resolve(query)
    }
  }

  /// The index's change token and the store's (`STOREID:SEQUENCE`, as ``ChangeToken`` writes it).
  private static let tokensSQL = """
    SELECT (SELECT value FROM searchState WHERE key = 'token'),
      (SELECT value FROM storeInfo WHERE key = 'storeID') || ':'
        || COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'change'), 0)
    """

  /// Loads what the first query would otherwise load (the nickname table, phone metadata, the typo
  /// vocabulary), for a process that answers many queries and should answer the first one fast too.
  public func warmUp() throws {
    _ = NicknameTable.shared.formalNames(for: "bob")
    _ = index.phoneParser.parse("+1 415 555 0100")
    try index.catchUp(store)
    try read { db in _ = try words(IndexReader(db: db)) }
    // One query of each shape compiles every statement and builds every table a query uses.
    for query in ["Warm Up", "wa", "555 0100", "warm.up@example.com", "mom", "someone at Warm", "Wram Upp", "Wärm Üp"] {
      _ = try resolve(query)
    }
  }

  /// Records that the user picked `contactID` when asked about `query`; a pick for another contact counts
  /// against the ones picked before. Two net picks make that contact the answer for those words.
  public func recordChoice(query: String, contactID: String) throws {
    let phrase = QueryText(query).phrase
    guard !phrase.isEmpty else { return }
    for alias in try store.learnedAliases(for: phrase) where alias.contactID != contactID {
      try store.learnAlias(phrase, contactID: alias.contactID, delta: -1)
    }
    try store.learnAlias(phrase, contactID: contactID, delta: 1)
  }

  /// Records that the user cancelled when kith answered or asked about `query`: every learned pick for
  /// those words loses one.
  public func recordCancel(query: String) throws {
    let phrase = QueryText(query).phrase
    for alias in try store.learnedAliases(for: phrase) {
      try store.learnAlias(phrase, contactID: alias.contactID, delta: -1)
    }
  }

  /// How many contacts have every word of `text` exactly (as a name, nickname or organisation word),
  /// and whether each word is at least some contact's: a quick measure of how well some words name
  /// someone. `nil` when `text` is not plain words (a phone number, an e-mail address, "someone at Acme").
  ///
  /// It reads the index as it is, without catching up with other processes first.
  public func exactWordMatches(_ text: String) throws -> (contacts: Int, everyWordKnown: Bool)? {
    let query = QueryText(text)
    guard case .names(let words) = query.shape, words.organization.isEmpty, !words.required.isEmpty else {
      return nil
    }
    return try read { db in
      let reader = IndexReader(db: db, visible: try store.visibleRowids(in: db))
      var documents: Set<Int64>?
      var everyWordKnown = true
      for word in words.required {
        guard let postings = try reader.postings(word) else {
          everyWordKnown = false
          documents = []
          continue
        }
        let found = Set(postings.map(\.document))
        documents = documents.map { $0.intersection(found) } ?? found
      }
      return (documents?.count ?? 0, everyWordKnown)
    }
  }

  /// True when `text` is a relation kith understands ("mom", "my brother"), whether or not the owner's
  /// card says who that is.
  public static func isRelationPhrase(_ text: String) -> Bool {
    guard let relation = QueryText(text).relation else { return false }
    return Relations.isRelationWord(relation.joined(separator: " "))
  }

  /// True when `text` names a role kith knows ("my dentist", "the plumber", "someone at the bank"),
  /// whether or not anyone in the book has it.
  public static func isRolePhrase(_ text: String) -> Bool {
    RolePhrase(words: QueryText(text).phrase.split(separator: " ").map(String.init)) != nil
  }

  private func words(_ reader: IndexReader) throws -> Vocabulary {
    // The token the query began with (read with the store's), else read now.
    let token = try reader.cache?.token ?? IndexSchema.state("token", in: reader.db)
    if let vocabulary, vocabulary.token == token { return vocabulary.words }
    let words = Vocabulary(sortedWords: try reader.allWords())
    vocabulary = (token, words)
    return words
  }
}
