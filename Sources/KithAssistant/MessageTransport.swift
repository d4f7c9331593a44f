import Foundation
import KithStore

/// Where a confirmed message goes.
public protocol MessageTransport {
  /// Delivers `body` to `address` over `channel` (`sms`, `imessage`, `email`); throws when it could not.
  /// Returns `sent` when it left the machine, `queued` when it waits in the outbox.
  func deliver(channel: String, address: String, body: String) throws -> DeliveryStatus
}

public enum DeliveryStatus: String, Sendable {
  case queued, sent
}

public struct DeliveryError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

/// The default: nothing leaves the machine; the message waits in the store's outbox for another program.
public struct OutboxTransport: MessageTransport {
  public init() {}
  public func deliver(channel: String, address: String, body: String) throws -> DeliveryStatus { .queued }
}

/// Runs a program (no shell) as `PROGRAM CHANNEL ADDRESS BODY`, so a user can bridge signal-cli,
/// kdeconnect-cli or msmtp. Exit status 0 is sent; anything else is a failure naming the status.
public struct CommandTransport: MessageTransport {
  public var program: String

  public init(program: String) {
    self.program = program
  }

  public func deliver(channel: String, address: String, body: String) throws -> DeliveryStatus {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandTransport.resolve(program))
    process.arguments = [channel, address, body]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw DeliveryError("could not run the send command \(program)")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw DeliveryError("the send command \(program) exited with status \(process.terminationStatus)")
    }
    return .sent
  }

  /// A bare program name is looked up on `$PATH`.
  static func resolve(_ program: String) -> String {
    guard !program.contains("/") else { return program }
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let path = "\(folder)/\(program)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return program
  }
}

/// A transport for tests and transcripts: succeeds or fails as told, running nothing.
public struct StubTransport: MessageTransport {
  public var succeeds: Bool
  public init(succeeds: Bool) { self.succeeds = succeeds }
  public func deliver(channel: String, address: String, body: String) throws -> DeliveryStatus {
    guard succeeds else { throw DeliveryError("the send command failed (stub)") }
    return .sent
  }
}
