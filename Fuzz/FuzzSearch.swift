// libFuzzer target: the resolver on arbitrary queries against the sample book (Scripts/fuzz.sh search).
import Foundation
import KithAssistant
import KithIndex

nonisolated(unsafe) let book: SampleBook = {
  try! SampleBook(vCardPath: ProcessInfo.processInfo.environment["KITH_BOOK"] ?? "Examples/contacts.vcf")
}()

/// Loads what every input shares before the first one runs, so the load does not count against the first
/// input's time limit.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
  _ = book.store
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let resolution = try! book.session.resolve(text, limit: 1 + size % 20)
  _ = resolution.jsonLine
  return 0
}
