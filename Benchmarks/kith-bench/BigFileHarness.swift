import ArgumentParser
import Foundation

/// `kith-bench big-file`: `kith import` of a vCard file of several gigabytes (people with photos of about
/// a megabyte, ordinary cards between them, and one broken card near the end), checking that memory stays
/// bounded, that the broken card is reported by file and line and skipped, and that every other card is in.
struct BigFileHarness: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "big-file", abstract: "Import a vCard file of several gigabytes with bounded memory.")

  @Option(help: "Size of the file in GiB.") var gigabytes = 5.0
  @Option(help: "Bytes of each photo.") var photoBytes = 1_000_000
  @Option(help: "Where to write the file and the store (needs about twice the file's size free).")
  var folder = NSTemporaryDirectory()

  func run() throws {
    let kith = try kithExecutable()
    let work = folder + "/kith-big-file-\(getpid())"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }
    let path = work + "/big.vcf"
    let target = Int(gigabytes * Double(1 << 30))
    let (written, cards, brokenLine) = try Self.write(path, bytes: target, photoBytes: photoBytes)
    let store = work + "/store.sqlite"
    let errors = work + "/errors.txt"
    let run = try ChildProcess.run("/bin/sh", ["-c", "exec \"$0\" --store \"$1\" import \"$2\" 2>\"$3\"", kith, store, path, errors])
    let report = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
    let listed = try ChildProcess.run(kith, ["--store", store, "list"], stdout: work + "/list.txt")
    let count = (try String(contentsOfFile: work + "/list.txt", encoding: .utf8)).split(separator: "\n").count
    var table = Table(header: ["measure", "value", "expected"])
    table.rows = [
      ["file", String(format: "%.2f GiB, %d cards (one broken, line %d)", Double(written) / Double(1 << 30), cards, brokenLine), ""],
      ["kith import: status", "\(run.status)", "0"],
      ["kith import: time", String(format: "%.0f s", run.seconds), ""],
      ["kith import: peak memory", String(format: "%.0f MB", run.peakMemoryMB), "bounded (≤ 1 GB)"],
      ["broken card reported as FILE:LINE", report.contains("big.vcf:\(brokenLine)") ? "yes" : "no: " + report.prefix(200), "yes"],
      ["contacts in the store", "\(count) (list exit \(listed.status))", "\(cards - 1)"],
    ]
    print(table.render())
    guard run.status == 0, count == cards - 1, report.contains("big.vcf:\(brokenLine)"), run.peakMemoryMB < 1024 else {
      throw BenchError("the big file was not imported as expected")
    }
  }

  /// Writes cards until `bytes`: four of five with a photo; the broken card (a bad BEGIN) is the second to
  /// last. Returns the bytes written, the cards and the broken card's first line.
  static func write(_ path: String, bytes: Int, photoBytes: Int) throws -> (Int, Int, Int) {
    guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
      throw BenchError("cannot write \(path)")
    }
    defer { try? handle.close() }
    var random = SplitMix64(seed: 0x6269_6766)
    // One photo's base64, folded at 76 columns (each card varies its first line so no two are equal).
    var photo = [UInt8](repeating: 0, count: photoBytes)
    for index in stride(from: 0, to: photoBytes - 7, by: 8) {
      withUnsafeBytes(of: random.next()) { photo.replaceSubrange(index..<index + 8, with: $0) }
    }
    let encoded = Data(photo).base64EncodedString()
    var folded = ""
    folded.reserveCapacity(encoded.utf8.count * 80 / 76)
    var start = encoded.startIndex
    while start < encoded.endIndex {
      let end = encoded.index(start, offsetBy: 76, limitedBy: encoded.endIndex) ?? encoded.endIndex
      folded += " " + encoded[start..<end] + "\r\n"
      start = end
    }
    let photoLines = folded.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    var written = 0
    var cards = 0
    var line = 1
    var brokenLine = 0
    let estimated = bytes / (folded.utf8.count + 300)
    while written < bytes {
      cards += 1
      var card = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Person \(cards);Big;;;\r\nFN:Big Person \(cards)\r\n"
        + "TEL;type=CELL:+1 555 \(String(format: "%07d", cards))\r\nUID:big-\(cards)\r\n"
      var lines = 6
      if cards == estimated - 1 {
        card = "BEGIN:VCARD\r\nVERSION:3.0\r\nN;Broken\r\nFN:\r\nEND:VCARD\r\n"
        brokenLine = line + 2
        lines = 5
      } else if cards % 5 != 0 {
        card += "PHOTO;ENCODING=b;TYPE=JPEG:\r\n" + folded
        lines += 1 + photoLines
        card += "END:VCARD\r\n"
        lines += 1
      } else {
        card += "END:VCARD\r\n"
        lines += 1
      }
      let data = Data(card.utf8)
      try handle.write(contentsOf: data)
      written += data.count
      line += lines
    }
    return (written, cards, brokenLine)
  }
}
