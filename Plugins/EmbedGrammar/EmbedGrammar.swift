import Foundation
import PackagePlugin

/// Builds `Grammars/en` into the target it is applied to: the grammar is checked (an error fails the
/// build, with `FILE:LINE:COL` and a caret) and its text becomes a Swift source, so a `kith` copied out of
/// the build folder needs no grammar files beside it.
@main struct EmbedGrammar: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: "Grammars/en")
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "grammar" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedGrammar.swift")
    return [
      .buildCommand(
        displayName: "Checking and embedding Grammars/en",
        executable: try context.tool(named: "kith-grammar-embed").url,
        arguments: [output.path, folder.path],
        // NB: the folder too, so a new file re-runs the command. SwiftPM keeps the file list of the build
        // that planned it: after removing a grammar file, `touch Package.swift`.
        inputFiles: [folder] + files,
        outputFiles: [output])
    ]
  }
}
