// libFuzzer target: the English grammar parsing arbitrary text in every state (Scripts/fuzz.sh grammar).
import Foundation
import KithGrammar

nonisolated(unsafe) let grammar: Grammar = {
  let folder = ProcessInfo.processInfo.environment["KITH_GRAMMAR"] ?? "Grammars/en"
  return try! Grammar.load(directory: folder)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let states: [ConversationState] = [.idle, .awaitingChoice, .awaitingConfirmation, .awaitingInput]
  _ = grammar.parse(text, state: states[size % states.count])
  return 0
}
