// libFuzzer target: the vCard reader on arbitrary bytes, and writing back what it read (Scripts/fuzz.sh vcard).
import Foundation
import KithCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  var reader = VCardReader(data: bytes, source: "fuzz")
  var count = 0
  while let item = reader.next() {
    if case .success(let card) = item, case .contact(let contact) = card.entry {
      _ = VCardWriter(version: count % 2 == 0 ? .v3 : .v4).string(for: [contact])
      _ = NameFormatter.displayName(for: contact)
    }
    count += 1
  }
  return 0
}
