// libFuzzer target: the resolver on arbitrary queries against the sample book (Scripts/fuzz.sh search).
import Foundation
import KithAssistant
import KithIndex

nonisolated(unsafe) let book: SampleBook = {
  try! SampleBook(vCardPath: ProcessInfo.processInfo.environment["KITH_BOOK"] ?? "Examples/contacts.vcf")
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let resolution = try! book.session.resolve(text, limit: 1 + size % 20)
  _ = resolution.jsonLine
  return 0
}
