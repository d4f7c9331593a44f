import KithGrammar

/// The English grammar of `Grammars/en`, built into the program: the `EmbedGrammar` plugin checks the
/// files and embeds their text when kith is built, so kith needs no grammar files at run time.
///
/// ```swift
/// let grammar = try EnglishGrammar.load()
/// grammar.parse("text John about dinner").intent  // "send_message"
/// ```
public enum EnglishGrammar {
  /// The grammar files as they were when kith was built (`Grammars/en/common.grammar`, …).
  public static var sources: [GrammarSource] { embedded }

  /// The built-in grammar, loaded and compiled.
  public static func load() throws(GrammarErrors) -> Grammar {
    try Grammar.load(embedded)
  }
}
