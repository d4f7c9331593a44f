import Foundation

/// A vCard file read in pieces of whole cards, so that importing a file of any size needs memory for one
/// piece at a time, not for the file.
///
/// Each piece ends right after a line break that follows an `END:VCARD` line (or at the end of the file),
/// and says which physical line of the file it starts on, for diagnostics. A file in UTF-16 is read whole:
/// it has to be converted first, and such files come from small exports.
public struct VCardSegments: Sequence, IteratorProtocol {
  public struct Segment {
    public var bytes: [UInt8]
    /// The file's line number of the segment's first line (1-based).
    public var firstLine: Int
  }

  /// A piece is at least this long (unless the file ends first).
  public static let defaultSize = 32 << 20

  private let handle: FileHandle
  private let size: Int
  private var buffer: [UInt8] = []
  private var atEnd = false
  private var nextLine = 1
  private var first = true

  public init?(path: String, size: Int = VCardSegments.defaultSize) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    self.handle = handle
    self.size = Swift.max(1, size)
  }

  /// Whether the file starts with a UTF-16 byte-order mark (then it is read whole, not in pieces).
  public static func isUTF16(path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let start = [UInt8]((try? handle.read(upToCount: 2)) ?? Data())
    return start == [0xFF, 0xFE] || start == [0xFE, 0xFF]
  }

  public mutating func next() -> Segment? {
    while !atEnd, buffer.count < size || VCardSegments.lastCardEnd(in: buffer) == nil {
      let chunk = (try? handle.read(upToCount: Swift.max(size, 1 << 20))) ?? nil
      guard let chunk, !chunk.isEmpty else {
        atEnd = true
        try? handle.close()
        break
      }
      buffer.append(contentsOf: chunk)
    }
    guard !buffer.isEmpty else { return nil }
    let cut = atEnd ? buffer.count : VCardSegments.lastCardEnd(in: buffer) ?? buffer.count
    var piece = Array(buffer[..<cut])
    buffer.removeSubrange(..<cut)
    if first, piece.starts(with: [0xEF, 0xBB, 0xBF]) { piece.removeFirst(3) }
    first = false
    let segment = Segment(bytes: piece, firstLine: nextLine)
    nextLine += VCardSegments.physicalLines(in: piece)
    return segment
  }

  /// The offset just past the line break that ends the last `END:VCARD` line of `bytes`, if any.
  static func lastCardEnd(in bytes: [UInt8]) -> Int? {
    let end = Array("end:vcard".utf8)
    var index = bytes.count - 1
    while index >= 0 {
      // A line break; the line before it, trimmed, is END:VCARD.
      if bytes[index] == 0x0A || bytes[index] == 0x0D {
        var lineEnd = index
        while lineEnd > 0, bytes[lineEnd - 1] == 0x0D || bytes[lineEnd - 1] == 0x0A { lineEnd -= 1 }
        var lineStart = lineEnd
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        var line = bytes[lineStart..<lineEnd].map { (65...90).contains($0) ? $0 + 32 : $0 }
        while line.last == 0x20 || line.last == 0x09 { line.removeLast() }
        if line == end {
          // Past the whole line break (CRLF or LF) that ends the line.
          var cut = lineEnd
          if cut < bytes.count, bytes[cut] == 0x0D { cut += 1 }
          if cut < bytes.count, bytes[cut] == 0x0A { cut += 1 }
          return cut
        }
        index = lineStart - 1
        continue
      }
      index -= 1
    }
    return nil
  }

  /// How many physical lines `bytes` holds (CRLF, LF or a bare CR each end one).
  static func physicalLines(in bytes: [UInt8]) -> Int {
    var count = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0D {
        count += 1
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
      } else if bytes[index] == 0x0A {
        count += 1
      }
      index += 1
    }
    return count
  }
}
