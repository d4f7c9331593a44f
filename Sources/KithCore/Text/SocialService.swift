import Foundation

/// A social network ``SocialProfileFinder`` knows: its canonical name, the hosts of its profile pages, how a
/// profile's path is written, the words people use for it, and which usernames it allows.
public struct SocialService: Sendable {
  /// How a profile page's path names its user.
  enum Path: Sendable {
    /// `/NAME` (`github.com/sam`), one segment, not a page of the site itself.
    case name(reserved: Set<String>)
    /// `/PREFIX/NAME` (`linkedin.com/in/sam`); `more`: later segments allowed (`…/in/sam/details`).
    case prefixed([String], more: Bool)
    /// `/@NAME` (`tiktok.com/@sam`).
    case at(more: Bool)
  }

  /// The canonical, lower-case name: "twitter", "linkedin", "mastodon".
  public let name: String
  let hosts: [String]
  /// Where profile URLs are written to: "https://x.com/".
  let base: String
  let paths: [Path]
  /// The profile URL of a bare handle, its username appended; nil when a handle alone names no page.
  let handleURL: String?
  /// Words naming the service before or after a handle ("ig", "insta").
  let words: [String]
  /// Characters a username may have besides ASCII letters and digits.
  let extraCharacters: String
  let lengths: ClosedRange<Int>
  /// Letters beyond ASCII allowed (LinkedIn's readable slugs: "josé-garcía").
  var anyLetters = false

  /// Whether `username` is one this service allows.
  func accepts(_ username: String) -> Bool {
    guard lengths.contains(username.count), let first = username.first, first != ".", first != "-" else { return false }
    guard username.contains(where: { $0.isLetter || $0.isNumber }) else { return false }
    return username.allSatisfy { character in
      (character.isASCII && (character.isLetter || character.isNumber)) || extraCharacters.contains(character)
        || (anyLetters && (character.isLetter || character.isNumber))
    }
  }

  /// The profile a URL's path segments name, or nil.
  func profile(segments: [String], organizationPages: Bool) -> SocialProfile? {
    if name == "linkedin", organizationPages, segments.count >= 2, ["company", "school"].contains(segments[0].lowercased()),
      accepts(segments[1])
    {
      return SocialProfile(service: name, username: segments[1], url: base + segments[0].lowercased() + "/" + SocialService.encoded(segments[1]))
    }
    for path in paths {
      switch path {
      case .name(let reserved):
        var user = Substring(segments[0])
        if user.hasPrefix("@") { user = user.dropFirst() }
        guard segments.count == 1, !reserved.contains(user.lowercased()), accepts(String(user)) else { continue }
        return SocialProfile(service: name, username: String(user), url: base + SocialService.encoded(String(user)))
      case .prefixed(let prefixes, let more):
        let prefix = segments[0].lowercased()
        guard prefixes.contains(prefix), segments.count >= 2, more || segments.count == 2, accepts(segments[1]) else { continue }
        return SocialProfile(service: name, username: segments[1], url: base + prefix + "/" + SocialService.encoded(segments[1]))
      case .at(let more):
        guard segments[0].hasPrefix("@"), more || segments.count == 1 else { continue }
        let user = String(segments[0].dropFirst())
        guard accepts(user) else { continue }
        return SocialProfile(service: name, username: user, url: base + "@" + SocialService.encoded(user))
      }
    }
    return nil
  }

  private static func encoded(_ segment: String) -> String {
    segment.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? segment
  }

  // MARK: - The services

  static let mastodon = SocialService(
    name: "mastodon", hosts: [], base: "", paths: [], handleURL: nil, words: ["mastodon", "masto", "fediverse", "fedi"],
    extraCharacters: "_.-", lengths: 1...30)

  /// The services recognised, the most common first.
  public static let all: [SocialService] = [
    SocialService(
      name: "twitter", hosts: ["twitter.com", "x.com"], base: "https://x.com/",
      paths: [.name(reserved: siteWords.union(["i", "intent", "share", "hashtag", "tos", "messages", "compose", "status"]))],
      handleURL: "https://x.com/", words: ["twitter", "tw", "x"], extraCharacters: "_", lengths: 1...15),
    SocialService(
      name: "instagram", hosts: ["instagram.com", "instagr.am"], base: "https://www.instagram.com/",
      paths: [.name(reserved: siteWords.union(["p", "reel", "reels", "stories", "accounts", "tv", "direct"]))],
      handleURL: "https://www.instagram.com/", words: ["instagram", "insta", "ig"], extraCharacters: "_.", lengths: 1...30),
    SocialService(
      name: "linkedin", hosts: ["linkedin.com"], base: "https://www.linkedin.com/", paths: [.prefixed(["in", "pub"], more: true)],
      handleURL: nil, words: ["linkedin"], extraCharacters: "-_", lengths: 2...100, anyLetters: true),
    SocialService(
      name: "github", hosts: ["github.com"], base: "https://github.com/",
      paths: [.name(reserved: siteWords.union(["orgs", "features", "topics", "marketplace", "sponsors", "collections", "trending", "new", "apps", "issues", "pulls", "enterprise", "readme"]))],
      handleURL: "https://github.com/", words: ["github", "gh"], extraCharacters: "-", lengths: 1...39),
    SocialService(
      name: "facebook", hosts: ["facebook.com", "fb.com"], base: "https://www.facebook.com/",
      paths: [.name(reserved: siteWords.union(["pages", "groups", "events", "sharer", "share", "watch", "marketplace", "people", "photo.php", "permalink.php", "story.php", "profile.php", "gaming", "reel"]))],
      handleURL: "https://www.facebook.com/", words: ["facebook", "fb"], extraCharacters: ".", lengths: 5...50),
    SocialService(
      name: "bluesky", hosts: ["bsky.app"], base: "https://bsky.app/", paths: [.prefixed(["profile"], more: false)],
      handleURL: "https://bsky.app/profile/", words: ["bluesky", "bsky"], extraCharacters: ".-:", lengths: 3...253),
    SocialService(
      name: "youtube", hosts: ["youtube.com"], base: "https://www.youtube.com/", paths: [.at(more: true), .prefixed(["c", "user"], more: true)],
      handleURL: "https://www.youtube.com/@", words: ["youtube", "yt"], extraCharacters: "_.-", lengths: 3...30),
    SocialService(
      name: "tiktok", hosts: ["tiktok.com"], base: "https://www.tiktok.com/", paths: [.at(more: false)],
      handleURL: "https://www.tiktok.com/@", words: ["tiktok"], extraCharacters: "_.", lengths: 2...24),
    SocialService(
      name: "threads", hosts: ["threads.net", "threads.com"], base: "https://www.threads.net/", paths: [.at(more: false)],
      handleURL: "https://www.threads.net/@", words: ["threads"], extraCharacters: "_.", lengths: 1...30),
    SocialService(
      name: "snapchat", hosts: ["snapchat.com"], base: "https://www.snapchat.com/", paths: [.prefixed(["add"], more: false)],
      handleURL: "https://www.snapchat.com/add/", words: ["snapchat", "snap"], extraCharacters: "_.-", lengths: 3...15),
    SocialService(
      name: "reddit", hosts: ["reddit.com", "old.reddit.com"], base: "https://www.reddit.com/", paths: [.prefixed(["user", "u"], more: false)],
      handleURL: "https://www.reddit.com/user/", words: ["reddit"], extraCharacters: "_-", lengths: 3...20),
    // Medium's `/@name` pages would otherwise read as Mastodon profiles.
    SocialService(
      name: "medium", hosts: ["medium.com"], base: "https://medium.com/", paths: [.at(more: false)],
      handleURL: nil, words: [], extraCharacters: "_.-", lengths: 1...50),
    mastodon,
  ]

  /// Pages every site has that are nobody's profile.
  private static let siteWords: Set<String> = [
    "home", "about", "login", "signup", "settings", "search", "explore", "help", "privacy", "terms", "notifications",
    "pricing", "site", "contact", "jobs", "legal", "policies", "blog",
  ]

  static let byHost: [String: SocialService] = Dictionary(
    all.flatMap { service in service.hosts.map { ($0, service) } }, uniquingKeysWith: { first, _ in first })

  private static let byWord: [String: SocialService] = Dictionary(
    all.flatMap { service in service.words.map { ($0, service) } }, uniquingKeysWith: { first, _ in first })

  /// The service a word names ("IG", "Insta", "twitter/x"); "x" only when written "X:" (`colon`), since a
  /// lone x is as often a kiss or a times sign.
  static func named(_ word: String, colon: Bool) -> SocialService? {
    let lowered = word.lowercased()
    if lowered == "x" { return colon ? byWord["x"] : nil }
    if let service = byWord[lowered] { return service }
    // "twitter/x", "x/twitter", "insta/ig".
    let parts = lowered.split(separator: "/")
    guard parts.count == 2 else { return nil }
    let services = parts.compactMap { byWord[String($0)] }
    return services.count == 2 && services[0].name == services[1].name ? services[0] : nil
  }

  /// The canonical name of a service as a source writes it: "Twitter" and "X" → "twitter", "IG" →
  /// "instagram"; a service kith does not know, lower-cased.
  public static func canonicalName(_ service: String) -> String {
    let lowered = service.lowercased().trimmingCharacters(in: .whitespaces)
    return byWord[lowered]?.name ?? lowered
  }
}
