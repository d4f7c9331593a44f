import KithCLI

#if canImport(Glibc)
  import Glibc
#endif

exit(KithCommand.run(Array(CommandLine.arguments.dropFirst()), in: .standard()))
