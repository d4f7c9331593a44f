import ArgumentParser
import Foundation
import KithCore
import KithIndex
import KithStore

/// `kith`: the root command. Its options (`--store`) come before the subcommand.
public struct KithCommand: ParsableCommand {
  public static let version = "0.1.0"

  public static let configuration = CommandConfiguration(
    commandName: "kith",
    abstract: "A contacts assistant for the command line.",
    discussion: """
      The store is --store PATH, else $KITH_STORE, else $XDG_DATA_HOME/kith/contacts.sqlite \
      (~/.local/share/kith/contacts.sqlite).
      """,
    version: version,
    subcommands: [
      ImportCommand.self, ExportCommand.self, ListCommand.self, ShowCommand.self, MeCommand.self,
      SearchCommand.self, QueryCommand.self, DuplicatesCommand.self, ReindexCommand.self, LogCommand.self,
      McpCommand.self, GrammarCommand.self, ChatCommand.self, TranscriptCommand.self,
    ],
    defaultSubcommand: ChatCommand.self)

  @Option(name: .long, help: ArgumentHelp("The contact store (a SQLite file).", valueName: "path"))
  public var store: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "What this client may do: full, read-only, limited or none (else $KITH_ACCESS, else full; docs/ACCESS.md).",
      valueName: "level"))
  public var access: String?

  @Option(name: .long, help: ArgumentHelp("A group a limited client sees (repeatable).", valueName: "name"))
  public var group: [String] = []

  @Option(name: .long, help: ArgumentHelp("A contact a limited client sees (repeatable).", valueName: "id"))
  public var contact: [String] = []

  @Option(
    name: .customLong("client"),
    help: ArgumentHelp(
      "The client's name: a limited client sees again the contacts it created under this name (else $KITH_CLIENT).",
      valueName: "name"))
  public var clientName: String?

  public init() {}

  /// Parses `arguments`, runs the command in `context`, and returns the exit status. Errors are turned
  /// into messages and statuses here, once.
  public static func run(_ arguments: [String], in context: CommandContext) -> Int32 {
    let arguments = hoistingRootOptions(arguments)
    if let unknown = unknownCommand(in: arguments) {
      var message = "kith: error: unknown command '\(unknown)'."
      if let suggestion = Suggestion.closest(to: unknown, among: commandNames) {
        message += " Did you mean '\(suggestion)'?"
      }
      context.warn(message + " See kith --help.")
      return ExitCode.validationFailure.rawValue
    }
    do {
      var command = try parseAsRoot(arguments)
      if var contextual = command as? any ContextCommand {
        try contextual.run(in: context)
      } else {
        try command.run()
      }
      context.output.flush()
      return 0
    } catch let failure as CommandFailure {
      context.output.flush()
      if !failure.message.isEmpty { context.warn("kith: \(failure.message)") }
      return failure.status
    } catch let error as StoreError {
      context.output.flush()
      context.warn("kith: error: \(error)")
      if case .accessDenied = error { return KithCommand.accessDeniedStatus }
      return 1
    } catch let error as AccessError {
      context.output.flush()
      context.warn("kith: error: \(error)")
      return ExitCode.validationFailure.rawValue
    } catch let error as ImportError {
      context.output.flush()
      context.warn("kith: error: \(error)")
      return 1
    } catch {
      context.output.flush()
      if let storage = StoreError.storage(from: error, path: StoreLocation.path(explicit: storeOption(in: arguments), environment: context.environment)) {
        context.warn("kith: error: \(storage)")
        return 1
      }
      let message = fullMessage(for: error)
      let status = exitCode(for: error).rawValue
      if !message.isEmpty {
        if status == 0 {
          context.say(message)
        } else {
          context.warn(message)
        }
      }
      return status
    }
  }

  /// The value of `--store` among (hoisted) arguments, for naming the store in an error.
  static func storeOption(in arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument == "--" { break }
      if argument == "--store", index + 1 < arguments.count { return arguments[index + 1] }
      if argument.hasPrefix("--store=") { return String(argument.dropFirst("--store=".count)) }
    }
    return nil
  }

  /// The exit status of a refusal (EX_NOPERM).
  public static let accessDeniedStatus: Int32 = 77

  /// Options of the root command, which may be written before or after the subcommand.
  static let rootOptions: Set<String> = ["--store", "--access", "--group", "--contact", "--client"]

  /// `kith mcp --access read-only` means `kith --access read-only mcp`: root options are moved before the
  /// subcommand, wherever they were written (up to a `--`).
  static func hoistingRootOptions(_ arguments: [String]) -> [String] {
    var hoisted: [String] = []
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        rest += arguments[index...]
        break
      }
      let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
      if rootOptions.contains(name) {
        if argument.contains("=") {
          hoisted.append(argument)
          index += 1
        } else {
          hoisted += arguments[index..<min(index + 2, arguments.count)]
          index += 2
        }
        continue
      }
      rest.append(argument)
      index += 1
    }
    return hoisted + rest
  }

  static var commandNames: [String] {
    configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
  }

  /// The first word that is not a root option or its value, when it names no command.
  static func unknownCommand(in arguments: [String]) -> String? {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if rootOptions.contains(argument) {
        index += 2
        continue
      }
      if argument.hasPrefix("-") { return nil }
      return commandNames.contains(argument) ? nil : argument
    }
    return nil
  }

  /// The store the command names, opened (and created if needed), with its search index attached so
  /// every save keeps the index current.
  func openStore(in context: CommandContext) throws -> (store: ContactStore, index: SearchIndex) {
    let path = StoreLocation.path(explicit: store, environment: context.environment)
    let index = SearchIndex(region: PhoneNumberParser.defaultRegion(environment: context.environment))
    return (try ContactStore(path: path, observers: [index], access: try accessPolicy(in: context)), index)
  }

  /// The client's access: the flags, else the environment, else full.
  func accessPolicy(in context: CommandContext) throws -> AccessPolicy {
    try AccessPolicy.resolve(
      level: access, groups: group, contacts: contact, client: context.client, owner: clientName,
      environment: context.environment)
  }
}

/// A subcommand that runs against a ``CommandContext`` rather than the process's streams.
protocol ContextCommand: ParsableCommand {
  mutating func run(in context: CommandContext) throws
}

extension ContextCommand {
  public mutating func run() throws {
    let context = CommandContext.standard()
    try run(in: context)
    context.output.flush()
  }
}

/// A command failed in a way already explained to the user; exits with `status`.
struct CommandFailure: Error {
  var message: String
  var status: Int32 = 1
}
