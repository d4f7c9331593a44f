import KithCLI

#if canImport(Glibc)
  import Glibc
#endif

let context = CommandContext.standard()
// On a terminal the chat gets readline; piped, it reads plain lines with no prompt and no echo.
if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
  context.lineEditor = ReadlineEditor(environment: context.environment)
}
exit(KithCommand.run(Array(CommandLine.arguments.dropFirst()), in: context))
