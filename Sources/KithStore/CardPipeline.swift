import Foundation
import KithCore

/// Reads cards on a second thread while the caller stores them, so an import uses both cores: parsing
/// and writing take about as long as each other.
///
/// Cards arrive in order, in batches, through a bounded buffer (a few thousand cards at most in memory).
final class CardPipeline: @unchecked Sendable {
  /// A card read, and for a contact its write prepared; or why a card could not be read.
  typealias Item = Result<(card: VCardCard, prepared: PreparedContact?), VCardDiagnostic>

  private let condition = NSCondition()
  private var batches: [[Item]] = []
  private var finished = false
  private var cancelled = false
  private static let batchSize = 256
  private static let capacity = 8

  /// Starts reading `bytes` in the background, preparing each contact with `prepare`.
  init(
    bytes: [UInt8], firstLine: Int? = nil, source: String, prepare: @escaping @Sendable (Contact) -> PreparedContact
  ) {
    let thread = Thread { [self] in
      var batch: [Item] = []
      batch.reserveCapacity(CardPipeline.batchSize)
      for result in VCardReader.reading(bytes, firstLine: firstLine, source: source) {
        let item: Item = result.map { card in
          guard case .contact(let contact) = card.entry else { return (card, nil) }
          return (card, prepare(contact))
        }
        batch.append(item)
        if batch.count == CardPipeline.batchSize {
          guard send(batch) else { return }
          batch.removeAll(keepingCapacity: true)
        }
      }
      if !batch.isEmpty { _ = send(batch) }
      condition.lock()
      finished = true
      condition.broadcast()
      condition.unlock()
    }
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// The next batch, or nil when every card has been read.
  func next() -> [Item]? {
    condition.lock()
    defer { condition.unlock() }
    while batches.isEmpty && !finished { condition.wait() }
    guard !batches.isEmpty else { return nil }
    let batch = batches.removeFirst()
    condition.broadcast()
    return batch
  }

  /// Stops the reader (the consumer failed); safe to call more than once.
  func cancel() {
    condition.lock()
    cancelled = true
    batches.removeAll()
    condition.broadcast()
    condition.unlock()
  }

  private func send(_ batch: [Item]) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while batches.count >= CardPipeline.capacity && !cancelled { condition.wait() }
    guard !cancelled else { return false }
    batches.append(batch)
    condition.broadcast()
    return true
  }
}
