// libFuzzer target: the English grammar parsing arbitrary text in every state (Scripts/fuzz.sh grammar).
import Foundation
import KithGrammar

nonisolated(unsafe) let grammar: Grammar = {
  let folder = ProcessInfo.processInfo.environment["KITH_GRAMMAR"] ?? "Grammars/en"
  return try! Grammar.load(directory: folder)
}()

/// Loads what every input shares before the first one runs, so the load does not count against the first
/// input's time limit.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
  _ = grammar.intents.count
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let states: [ConversationState] = [.idle, .awaitingChoice, .awaitingConfirmation, .awaitingInput]
  _ = grammar.parse(text, state: states[size % states.count])
  return 0
}
