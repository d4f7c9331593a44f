/// Finds social profiles written as text (in a note, a URL field or an e-mail field) and gives them back
/// as ``SocialProfile`` values. It reads the text only: it never looks anything up on the network.
///
/// ```swift
/// let finder = SocialProfileFinder()
/// finder.profiles(in: "Insta: @sam.lee, also https://www.linkedin.com/in/sam-lee-42/?trk=x.")
/// // [SocialProfile(service: "instagram", username: "sam.lee", url: "https://www.instagram.com/sam.lee"),
/// //  SocialProfile(service: "linkedin", username: "sam-lee-42", url: "https://www.linkedin.com/in/sam-lee-42")]
/// ```
///
/// What it recognises:
/// - profile URLs of the services in ``SocialService`` (with or without `http(s)://`, `www.` or `m.`, any
///   case, a trailing slash, a query or a fragment), one profile per URL;
/// - Mastodon addresses `@user@host` and URLs `https://host/@user` on a host it does not know otherwise;
/// - `@name` with a service word just before it ("twitter: @sam", "IG @sam", "insta handle is @sam") or
///   just after it ("@sam on tiktok", "@sam (instagram)").
///
/// What it leaves alone, on purpose:
/// - a bare `@name` with no service word: the same handle could be anyone's on a dozen services, and "@home"
///   is no handle at all, so guessing would add wrong entries;
/// - e-mail addresses (`sam@host.com` has no leading `@`), "@ 5pm", "@5pm", plain domains;
/// - pages that are not one person's profile: a repository, a tweet, a group, LinkedIn's
///   `linkedin.com/company/…` (an organisation's page: found only when `organizationPages` is true, for an
///   organisation's own card).
public struct SocialProfileFinder: Sendable {
  public init() {}

  /// Every profile in `text`, in the order written, each once.
  public func profiles(in text: String, organizationPages: Bool = false) -> [SocialProfile] {
    let tokens = SocialProfileFinder.tokens(of: text)
    var found: [SocialProfile] = []
    var seen: Set<String> = []
    for index in tokens.indices {
      guard let profile = profile(at: index, in: tokens, organizationPages: organizationPages) else { continue }
      if seen.insert(SocialProfileFinder.key(profile)).inserted { found.append(profile) }
    }
    return found
  }

  /// A profile found on a card, and where.
  public struct Finding: Hashable, Sendable {
    public enum Source: String, Hashable, Sendable {
      case note
      case url
      case email
    }

    public var profile: SocialProfile
    public var source: Source
  }

  /// The profiles written in `contact`'s note, URL and e-mail fields that the card does not have yet.
  public func newProfiles(for contact: Contact) -> [Finding] {
    let organizationPages = contact.kind == .organization
    var known = Set(contact.socialProfiles.flatMap { existing in
      // A profile saved with only a URL is known by the URL's username.
      [SocialProfileFinder.key(existing.value)] + profiles(in: existing.value.url, organizationPages: true).map(SocialProfileFinder.key)
    })
    var findings: [Finding] = []
    let sources: [(String, Finding.Source)] = [(contact.note, .note)] + contact.urlAddresses.map { ($0.value, .url) }
      + contact.emailAddresses.map { ($0.value, .email) }
    for (text, source) in sources where !text.isEmpty {
      for profile in profiles(in: text, organizationPages: organizationPages) where known.insert(SocialProfileFinder.key(profile)).inserted {
        findings.append(Finding(profile: profile, source: source))
      }
    }
    return findings
  }

  /// Service and username, lower-cased, without a leading `@`: two profiles with the same key are one.
  public static func key(_ profile: SocialProfile) -> String {
    var username = profile.username.lowercased()
    if username.hasPrefix("@") { username.removeFirst() }
    return SocialService.canonicalName(profile.service) + " " + username
  }

  // MARK: - One token

  private func profile(at index: Int, in tokens: [Token], organizationPages: Bool) -> SocialProfile? {
    let word = tokens[index].word
    if word.hasPrefix("@") { return handle(at: index, in: tokens) }
    guard word.contains("/") || word.contains(".") else { return nil }
    return SocialProfileFinder.profile(fromURL: word, organizationPages: organizationPages)
  }

  /// `@user@host` (Mastodon), or `@name` with a service word around it.
  private func handle(at index: Int, in tokens: [Token]) -> SocialProfile? {
    let body = tokens[index].word.dropFirst()
    let parts = body.split(separator: "@", omittingEmptySubsequences: false)
    if parts.count == 2 {
      let (user, host) = (String(parts[0]), parts[1].lowercased())
      guard SocialService.mastodon.accepts(user), SocialProfileFinder.isHostName(host) else { return nil }
      return SocialProfile(service: "mastodon", username: "\(user)@\(host)", url: "https://\(host)/@\(user)")
    }
    guard parts.count == 1, let service = serviceWord(around: index, in: tokens), let template = service.handleURL else {
      return nil
    }
    let name = String(body)
    guard service.accepts(name), !SocialProfileFinder.looksLikeTime(name) else { return nil }
    return SocialProfile(service: service.name, username: name, url: template + name)
  }

  /// A service named just before the handle ("twitter:", "IG handle is") or just after it ("on insta").
  private func serviceWord(around index: Int, in tokens: [Token]) -> SocialService? {
    // Before: up to three words back, past linking words, not across a sentence or another handle.
    var back = index - 1
    var steps = 0
    while back >= 0, steps < 3, !tokens[back].endsClause {
      if let service = SocialService.named(tokens[back].word, colon: tokens[back].colon) { return service }
      guard SocialProfileFinder.linkingWords.contains(tokens[back].word.lowercased()) else { break }
      back -= 1
      steps += 1
    }
    // After: "@sam on tiktok", "@sam (insta)", "@sam - ig"; "on x" names X, a lone "x" after does not.
    guard !tokens[index].endsClause else { return nil }
    var ahead = index + 1
    var linked = false
    while ahead < tokens.count, ahead <= index + 2 {
      let word = tokens[ahead].word.lowercased()
      if let service = SocialService.named(word, colon: linked || tokens[ahead].colon) { return service }
      guard !linked, ["on", "at", "via", "-", "–", "—"].contains(word), !tokens[ahead].endsClause else { break }
      linked = true
      ahead += 1
    }
    return nil
  }

  /// Words that may stand between a service word and its handle: "Instagram handle is @sam".
  static let linkingWords: Set<String> = [
    "handle", "account", "username", "user", "name", "id", "is", "=", "-", "–", "—", "->", "→", "on", "at", "as", "me", "profile",
  ]

  /// "5pm", "10:30", "9am": the time in "meet @5pm".
  static func looksLikeTime(_ word: String) -> Bool {
    var rest = Substring(word.lowercased())
    for suffix in ["am", "pm", "h"] where rest.hasSuffix(suffix) {
      rest = rest.dropLast(suffix.count)
      break
    }
    return !rest.isEmpty && rest.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ":" || $0 == ".") }
  }

  // MARK: - URLs

  /// The profile a URL (with or without a scheme) points to, or nil.
  public static func profile(fromURL text: String, organizationPages: Bool = false) -> SocialProfile? {
    var rest = Substring(text)
    let lowered = text.lowercased()
    for scheme in ["https://", "http://"] where lowered.hasPrefix(scheme) { rest = rest.dropFirst(scheme.count) }
    let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    var host = rest[..<hostEnd].lowercased()
    guard isHostName(host) else { return nil }
    for prefix in ["www.", "m.", "mobile."] where host.hasPrefix(prefix) { host.removeFirst(prefix.count) }
    // The path, without a query or fragment; an empty segment is a doubled or trailing slash.
    var path = rest[hostEnd...]
    if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      let query = path[cut...]
      path = path[..<cut]
      if host == "facebook.com", path == "/profile.php", let id = facebookID(query) {
        return SocialProfile(service: "facebook", username: id, url: "https://www.facebook.com/profile.php?id=\(id)")
      }
    }
    let segments = path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
    guard !segments.isEmpty else { return nil }
    if let service = SocialService.byHost[host] ?? SocialService.byHost[regionalLinkedIn(host)] {
      return service.profile(segments: segments, organizationPages: organizationPages)
    }
    // Any other host with a single `@user` segment: a Mastodon (or other fediverse) profile.
    guard segments.count == 1, segments[0].hasPrefix("@"), !notFediverse.contains(host) else { return nil }
    let handle = segments[0].dropFirst().split(separator: "@", omittingEmptySubsequences: false)
    guard let user = handle.first.map(String.init), SocialService.mastodon.accepts(user), handle.count <= 2 else { return nil }
    let home = handle.count == 2 ? handle[1].lowercased() : host
    guard isHostName(home) else { return nil }
    return SocialProfile(service: "mastodon", username: "\(user)@\(home)", url: "https://\(home)/@\(user)")
  }

  /// Sites with `/@name` pages that are not fediverse servers.
  static let notFediverse: Set<String> = [
    "substack.com", "flipboard.com", "hashnode.com", "pinterest.com", "vimeo.com", "soundcloud.com", "twitch.tv",
    "google.com", "maps.google.com", "linktr.ee", "etsy.com", "wikipedia.org", "en.wikipedia.org",
  ]

  /// "uk.linkedin.com" → "linkedin.com".
  private static func regionalLinkedIn(_ host: String) -> String {
    host.hasSuffix(".linkedin.com") ? "linkedin.com" : host
  }

  private static func facebookID(_ query: Substring) -> String? {
    for pair in query.dropFirst().split(separator: "&") where pair.hasPrefix("id=") {
      let id = pair.dropFirst(3)
      if !id.isEmpty, id.allSatisfy({ $0.isASCII && $0.isNumber }) { return String(id) }
    }
    return nil
  }

  /// "mastodon.social", "bsky.app": letters, digits, hyphens and dots, with a dot and a top-level
  /// domain of two or more letters.
  static func isHostName(_ host: String) -> Bool {
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let top = labels.last, top.count >= 2, top.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return false
    }
    return labels.allSatisfy { label in
      !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-")
        && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
  }

  // MARK: - Tokens

  struct Token {
    /// The word without the punctuation around it.
    var word: String
    /// Written with a colon after it ("X:").
    var colon: Bool
    /// Followed by the end of a sentence or clause (". " ";" a new line).
    var endsClause: Bool
  }

  /// The text cut at white space and at brackets, quotes and commas, with each word's surrounding
  /// punctuation removed. "IG:@sam" and "推特@sam" are cut before the `@`; an e-mail address is not.
  static func tokens(of text: String) -> [Token] {
    var tokens: [Token] = []
    var current = ""
    func flush(endsClause: Bool) {
      defer { current = "" }
      var word = Substring(current)
      let leading: Set<Character> = ["'", "\"", "“", "‘", "«", "*", "_", "~", "`"]
      while let first = word.first, leading.contains(first) { word = word.dropFirst() }
      var colon = false
      var ends = endsClause
      let trailing: Set<Character> = [".", ",", ";", ":", "!", "?", "'", "\"", "”", "’", "»", "…", "*", "~", "`", "：", "，", "。", "、", "！", "？"]
      while let last = word.last, trailing.contains(last) {
        if last == ":" || last == "：" { colon = true }
        if [".", ";", "!", "?", "。", "！", "？", "…"].contains(last) { ends = true }
        word = word.dropLast()
      }
      guard !word.isEmpty else {
        if ends, !tokens.isEmpty { tokens[tokens.count - 1].endsClause = true }
        if colon, !tokens.isEmpty { tokens[tokens.count - 1].colon = true }
        return
      }
      tokens.append(Token(word: String(word), colon: colon, endsClause: ends))
    }
    let separators: Set<Character> = [",", "(", ")", "[", "]", "{", "}", "<", ">", "|", "\"", "“", "”", "«", "»", "，", "（", "）", "、"]
    var previous: Character = " "
    for character in text {
      if character.isNewline || "。！？".contains(character) {
        // CJK sentences end without a space after them.
        flush(endsClause: true)
      } else if character.isWhitespace || separators.contains(character) {
        flush(endsClause: character == ",")
      } else if character == "@", !current.isEmpty, !current.hasPrefix("@"), previous != "/", !isEmailCharacter(previous) {
        // "IG:@sam" → "IG:" "@sam"; "sam@host.com" stays whole, as do "@user@host" and "host/@user".
        flush(endsClause: false)
        current.append(character)
      } else if character == "/", current.lowercased().hasSuffix("https:") || current.lowercased().hasSuffix("http:"),
        current.count > 6, !current.lowercased().hasPrefix("http")
      {
        // "site:https://…" → "site:" "https://…".
        let scheme = current.lowercased().hasSuffix("https:") ? 6 : 5
        let url = String(current.suffix(scheme))
        current.removeLast(scheme)
        flush(endsClause: false)
        current = url + "/"
      } else {
        current.append(character)
      }
      previous = character
    }
    flush(endsClause: true)
    return tokens
  }

  private static func isEmailCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "._%+-".contains(character))
  }
}
