import Foundation
import KithCore
import KithIndex
import KithStore

/// An address book read from a vCard file into a fresh in-memory store, with its index and a search
/// session: what grammar tests and transcripts run against.
///
/// ```swift
/// let book = try SampleBook(vCardPath: "Examples/contacts.vcf")
/// try book.session.resolve("Mike").status  // .unique
/// ```
public struct SampleBook {
  public let store: ContactStore
  public let index: SearchIndex
  public let session: SearchSession

  /// Reads every card of `vCardPath`; a card that cannot be read is an error, not a silent gap.
  public init(vCardPath: String, region: String = "US", clock: @escaping @Sendable () -> Date = Date.init) throws {
    index = SearchIndex(region: region)
    store = try ContactStore.inMemory(observers: [index], clock: clock)
    var problems: [String] = []
    let source = ImportSource(name: vCardPath) { [UInt8](try Data(contentsOf: URL(fileURLWithPath: vCardPath))) }
    _ = try ContactImporter(store: store, strict: true).run([source]) { problems.append("\($0)") }
    if !problems.isEmpty {
      throw SampleBookError(message: "\(vCardPath): " + problems.joined(separator: "; "))
    }
    session = SearchSession(store: store, index: index, clock: clock)
  }

  /// A person judge over this book, for the grammar.
  public var judge: IndexPersonJudge { IndexPersonJudge(session: session) }
}

public struct SampleBookError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
