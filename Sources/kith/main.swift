import KithCLI

#if canImport(Glibc)
  import Glibc
#endif

#if canImport(Glibc)
  /// glibc's `mallopt` (malloc.h is not part of the Glibc module).
  @_silgen_name("mallopt") func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32

  // A query allocates and frees a few hundred kilobytes; without this, glibc hands the top of the heap
  // back to the kernel after each one and faults it in again for the next (a quarter of a query's time
  // on a large book).
  _ = glibcMallopt(-1, 64 << 20)  // M_TRIM_THRESHOLD
  _ = glibcMallopt(-3, 16 << 20)  // M_MMAP_THRESHOLD
  // One arena for every thread: the MCP server answers on other threads than the main one, whose own
  // arenas would otherwise be trimmed and faulted in again query after query (kith-bench mcp: 2.6 → 2.2 ms
  // before the transport's shortcut, which took it to 0.5 ms).
  _ = glibcMallopt(-8, 1)  // M_ARENA_MAX
#endif

let context = CommandContext.standard()
// On a terminal the chat gets readline; piped, it reads plain lines with no prompt and no echo.
if isatty(STDIN_FILENO) == 1 { context.client = "terminal" }
if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
  context.lineEditor = ReadlineEditor(environment: context.environment)
}
exit(KithCommand.run(Array(CommandLine.arguments.dropFirst()), in: context))
