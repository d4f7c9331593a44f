// libFuzzer target: chat lines, plain and JSON, through the whole conversation on the sample book; each
// input is up to eight lines of one session (Scripts/fuzz.sh chat).
import Foundation
import KithAssistant
import KithGrammar

nonisolated(unsafe) let grammar: Grammar = {
  try! Grammar.load(directory: ProcessInfo.processInfo.environment["KITH_GRAMMAR"] ?? "Grammars/en")
}()
nonisolated(unsafe) var book: SampleBook?
nonisolated(unsafe) var inputs = 0

/// Loads what every input shares before the first one runs, so the load does not count against the first
/// input's time limit.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
  _ = grammar.intents.count
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  // A fresh book now and then, so that what earlier inputs saved does not pile up.
  if book == nil || inputs % 500 == 0 {
    let date = Date(timeIntervalSince1970: 1_767_225_600)
    book = try! SampleBook(vCardPath: ProcessInfo.processInfo.environment["KITH_BOOK"] ?? "Examples/contacts.vcf", clock: { date })
  }
  inputs += 1
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let conversation = Conversation(store: book!.store, index: book!.index, grammar: grammar, transport: StubTransport(succeeds: true))
  for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8) {
    let request = ChatRequest(line: String(line))
    let turn = request.problem.map { conversation.refuse($0, code: "bad_request") } ?? conversation.respond(request.text)
    _ = turn.jsonLine(id: request.id)
  }
  _ = conversation.finish()
  return 0
}
