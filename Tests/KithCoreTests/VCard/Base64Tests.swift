import Foundation
import Testing

@testable import KithCore

/// vCard photos: the byte decoder against Foundation's, and what it refuses.
@Suite struct Base64Tests {
  @Test func decodesWhatFoundationDecodesFoldedOrNot() {
    var random = SystemRandomNumberGenerator()
    for length in [0, 1, 2, 3, 4, 5, 57, 58, 59, 1000] {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      let encoded = Data(bytes).base64EncodedString()
      #expect(TextEncoding.decodeBase64(encoded) == Data(bytes))
      // Folded as vCard 3.0 writes it, without padding, and URL-safe.
      var folded = ""
      for (index, character) in encoded.enumerated() { folded += (index % 76 == 75 ? "\r\n " : "") + String(character) }
      #expect(TextEncoding.decodeBase64(folded) == Data(bytes))
      #expect(TextEncoding.decodeBase64(String(encoded.prefix { $0 != "=" })) == Data(bytes))
      let urlSafe = encoded.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      #expect(TextEncoding.decodeBase64(urlSafe) == Data(bytes))
    }
    #expect(TextEncoding.decodeBase64("aGVs\u{00A0}bG8=") == Data("hello".utf8))
  }

  @Test(arguments: ["AB==CD", "A", "AAAAA", "QUJD!", "QU JD$", "é"])
  func refuses(_ text: String) {
    #expect(TextEncoding.decodeBase64(text) == nil)
  }
}
