// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "kith",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "kith", targets: ["kith"]),
    .library(name: "KithCore", targets: ["KithCore"]),
    .library(name: "KithStore", targets: ["KithStore"]),
    .library(name: "KithIndex", targets: ["KithIndex"]),
    .library(name: "KithGrammar", targets: ["KithGrammar"]),
    .library(name: "KithAssistant", targets: ["KithAssistant"]),
    .library(name: "KithMCP", targets: ["KithMCP"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    // The MCP SDK's logging API, for the server's own (silent) transport.
    .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
  ],
  targets: [
    // Contact model, phone numbers, name formatting, vCard. No I/O beyond what callers hand in.
    .target(name: "KithCore"),
    // The authoritative SQLite store: migrations, SaveRequest, change history, app-only state, import.
    .target(
      name: "KithStore",
      dependencies: ["KithCore", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    // The ranked fuzzy name index and the resolve decision.
    .target(
      name: "KithIndex",
      dependencies: [
        "KithCore", "KithStore", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ]
    ),
    // The rule grammar: the template language, its loader and linter, and matching requests to intents.
    .target(name: "KithGrammar", dependencies: ["KithCore"]),
    // Grammars/en, checked and built into the program, so kith runs without grammar files beside it.
    .target(name: "KithGrammarEnglish", dependencies: ["KithGrammar"], plugins: ["EmbedGrammar"]),
    .plugin(name: "EmbedGrammar", capability: .buildTool(), dependencies: ["kith-grammar-embed"]),
    .executableTarget(name: "kith-grammar-embed", dependencies: ["KithGrammar"]),
    // The conversation: resolving what the grammar read against the index, questions, confirmations.
    .target(name: "KithAssistant", dependencies: ["KithCore", "KithStore", "KithIndex", "KithGrammar"]),
    // The MCP server: search_contacts, get_contact and ask, for LLM hosts.
    .target(
      name: "KithMCP",
      dependencies: [
        "KithCore", "KithStore", "KithIndex", "KithGrammar", "KithAssistant", .product(name: "MCP", package: "swift-sdk"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    // The commands behind the `kith` executable, testable without a terminal.
    .target(
      name: "KithCLI",
      dependencies: [
        "KithCore", "KithStore", "KithIndex", "KithGrammar", "KithGrammarEnglish", "KithAssistant", "KithMCP",
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // GNU readline for the chat's prompt, history and completion.
    .systemLibrary(name: "CReadline", path: "Sources/CReadline", providers: [.apt(["libreadline-dev"])]),
    .executableTarget(name: "kith", dependencies: ["KithCLI", "CReadline"]),
    .executableTarget(
      name: "kith-bench",
      dependencies: [
        "KithCore", "KithStore", "KithIndex", "KithGrammar", "KithAssistant",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      path: "Benchmarks/kith-bench"
    ),
    // Helpers the test targets share (temporary folders, the package root).
    .target(name: "KithTestSupport", path: "Tests/KithTestSupport"),
    .testTarget(name: "KithCoreTests", dependencies: ["KithCore"], exclude: ["Fixtures"]),
    .testTarget(name: "KithStoreTests", dependencies: ["KithStore", "KithTestSupport"]),
    .testTarget(name: "KithIndexTests", dependencies: ["KithIndex"], exclude: ["Evaluation"]),
    .testTarget(
      name: "KithGrammarTests",
      dependencies: ["KithGrammar", "KithGrammarEnglish", "KithAssistant", "KithTestSupport"],
      exclude: ["Blind", "Corpus"]),
    .testTarget(name: "KithAssistantTests", dependencies: ["KithAssistant", "KithTestSupport"]),
    .testTarget(name: "TranscriptTests", dependencies: ["KithAssistant", "KithGrammar", "KithTestSupport"]),
    .testTarget(name: "KithCLITests", dependencies: ["KithCLI", "KithTestSupport"]),
    .testTarget(
      name: "KithMCPTests",
      dependencies: [
        "KithMCP", "KithCLI", "KithGrammarEnglish", "KithTestSupport", .product(name: "MCP", package: "swift-sdk"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
