import Testing

@testable import KithCore

/// A text and the profiles expected in it, as "service username url".
struct ProfileCase: Sendable, CustomTestStringConvertible {
  let text: String
  let expected: [String]

  init(_ text: String, _ expected: String...) {
    self.text = text
    self.expected = expected
  }

  var testDescription: String { "\"\(text)\"" }
}

@Suite struct SocialProfileFinderTests {
  static let findCases: [ProfileCase] = [
    // LinkedIn: with and without scheme, www, trailing slash, query, uppercase, regional host, sub-pages.
    ProfileCase("https://www.linkedin.com/in/sam-lee-42/", "linkedin sam-lee-42 https://www.linkedin.com/in/sam-lee-42"),
    ProfileCase("linkedin.com/in/sam-lee-42", "linkedin sam-lee-42 https://www.linkedin.com/in/sam-lee-42"),
    ProfileCase("http://LinkedIn.com/in/SamLee?trk=profile_share", "linkedin SamLee https://www.linkedin.com/in/SamLee"),
    ProfileCase("See uk.linkedin.com/in/jo-bloggs.", "linkedin jo-bloggs https://www.linkedin.com/in/jo-bloggs"),
    ProfileCase(
      "https://www.linkedin.com/in/sam-lee-42/details/experience/#main",
      "linkedin sam-lee-42 https://www.linkedin.com/in/sam-lee-42"),
    ProfileCase(
      "https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa", "linkedin josé-garcía https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa"),
    // GitHub.
    ProfileCase("github.com/octocat", "github octocat https://github.com/octocat"),
    ProfileCase("Code: https://GitHub.com/Octo-Cat/.", "github Octo-Cat https://github.com/Octo-Cat"),
    ProfileCase("(github: https://github.com/sam)", "github sam https://github.com/sam"),
    // X and Twitter, the old and the new host, with an @ in the path, mobile host.
    ProfileCase("twitter.com/jack", "twitter jack https://x.com/jack"),
    ProfileCase("https://x.com/Sam_Lee?s=21", "twitter Sam_Lee https://x.com/Sam_Lee"),
    ProfileCase("https://mobile.twitter.com/sam_lee", "twitter sam_lee https://x.com/sam_lee"),
    ProfileCase("http://twitter.com/@sam_lee", "twitter sam_lee https://x.com/sam_lee"),
    // Instagram, Facebook, Bluesky, YouTube, TikTok, Threads, Snapchat, Reddit.
    ProfileCase("www.instagram.com/sam.lee/", "instagram sam.lee https://www.instagram.com/sam.lee"),
    ProfileCase("https://instagram.com/sam.lee?igshid=abc123", "instagram sam.lee https://www.instagram.com/sam.lee"),
    ProfileCase("facebook.com/sam.lee.77", "facebook sam.lee.77 https://www.facebook.com/sam.lee.77"),
    ProfileCase(
      "https://www.facebook.com/profile.php?id=100012345678901",
      "facebook 100012345678901 https://www.facebook.com/profile.php?id=100012345678901"),
    ProfileCase("https://bsky.app/profile/sam.bsky.social", "bluesky sam.bsky.social https://bsky.app/profile/sam.bsky.social"),
    ProfileCase("youtube.com/@SamCooks", "youtube SamCooks https://www.youtube.com/@SamCooks"),
    ProfileCase("https://www.youtube.com/@SamCooks/videos", "youtube SamCooks https://www.youtube.com/@SamCooks"),
    ProfileCase("https://www.tiktok.com/@sam.dances?lang=en", "tiktok sam.dances https://www.tiktok.com/@sam.dances"),
    ProfileCase("threads.net/@sam.lee", "threads sam.lee https://www.threads.net/@sam.lee"),
    ProfileCase("snapchat.com/add/samlee", "snapchat samlee https://www.snapchat.com/add/samlee"),
    ProfileCase("reddit.com/u/sam_lee", "reddit sam_lee https://www.reddit.com/u/sam_lee"),
    // Mastodon: addresses and URLs on any other host.
    ProfileCase("@sam@mastodon.social", "mastodon sam@mastodon.social https://mastodon.social/@sam"),
    ProfileCase("Fedi: @Sam@Hachyderm.io.", "mastodon Sam@hachyderm.io https://hachyderm.io/@Sam"),
    ProfileCase("https://fosstodon.org/@sam", "mastodon sam@fosstodon.org https://fosstodon.org/@sam"),
    ProfileCase("https://mastodon.social/@sam@hachyderm.io", "mastodon sam@hachyderm.io https://hachyderm.io/@sam"),
    // Handles with a service word before or after.
    ProfileCase("twitter: @sam_lee", "twitter sam_lee https://x.com/sam_lee"),
    ProfileCase("Twitter @sam_lee", "twitter sam_lee https://x.com/sam_lee"),
    ProfileCase("X: @sam_lee", "twitter sam_lee https://x.com/sam_lee"),
    ProfileCase("ig: @sam.lee", "instagram sam.lee https://www.instagram.com/sam.lee"),
    ProfileCase("IG:@sam.lee", "instagram sam.lee https://www.instagram.com/sam.lee"),
    ProfileCase("Her insta handle is @sam.lee!", "instagram sam.lee https://www.instagram.com/sam.lee"),
    ProfileCase("@sam.dances on tiktok", "tiktok sam.dances https://www.tiktok.com/@sam.dances"),
    ProfileCase("@sam_lee (twitter)", "twitter sam_lee https://x.com/sam_lee"),
    ProfileCase("@sam_lee on X", "twitter sam_lee https://x.com/sam_lee"),
    ProfileCase("twitter/x: @sam_lee", "twitter sam_lee https://x.com/sam_lee"),
    ProfileCase("bluesky @sam.bsky.social", "bluesky sam.bsky.social https://bsky.app/profile/sam.bsky.social"),
    ProfileCase("GitHub — @octocat", "github octocat https://github.com/octocat"),
    // Unicode around.
    ProfileCase("Instagram：@sam.lee（旅行）", "instagram sam.lee https://www.instagram.com/sam.lee"),
    ProfileCase("Zoë’s insta: @zoë"),
    ProfileCase("Café owner — https://www.instagram.com/cafe.zoe/ ☕️", "instagram cafe.zoe https://www.instagram.com/cafe.zoe"),
    ProfileCase("主页:https://github.com/li-wei", "github li-wei https://github.com/li-wei"),
    ProfileCase("小红书和抖音都叫 meichen。TikTok：@mei.cooks（做饭）", "tiktok mei.cooks https://www.tiktok.com/@mei.cooks"),
    // Several in one note, in order, each once.
    ProfileCase(
      "Met at PyCon. twitter: @sam_lee, github.com/samlee, and https://x.com/sam_lee again. Mastodon: @sam@fosstodon.org",
      "twitter sam_lee https://x.com/sam_lee", "github samlee https://github.com/samlee",
      "mastodon sam@fosstodon.org https://fosstodon.org/@sam"),
    ProfileCase(
      "links:\n- https://linkedin.com/in/sam\n- [GitHub](https://github.com/sam)\n- <https://bsky.app/profile/sam.dev>",
      "linkedin sam https://www.linkedin.com/in/sam", "github sam https://github.com/sam",
      "bluesky sam.dev https://bsky.app/profile/sam.dev"),
  ]

  @Test(arguments: findCases) func finds(_ example: ProfileCase) {
    let found = SocialProfileFinder().profiles(in: example.text).map { "\($0.service) \($0.username) \($0.url)" }
    #expect(found == example.expected)
  }

  static let ignoreCases: [String] = [
    // E-mail addresses are not Mastodon handles: the handle needs its leading @.
    "sam@mastodon.social",
    "write to sam.lee@gmail.com or sam@twitter.com",
    "mailto:sam@fosstodon.org",
    // A bare handle has no service: it could be anyone's, anywhere.
    "@sam_lee",
    "ping @sam about the party",
    "I'm @home all week",
    // Times and "at".
    "meet @ 5pm",
    "meet @ the cafe",
    "dinner @5pm",
    "twitter party @7:30",
    "call @ 10",
    // Plain domains and pages that are no one's profile.
    "example.com",
    "https://example.com/sam",
    "www.acme-corp.com/about",
    "github.com",
    "https://github.com/",
    "https://github.com/apple/swift",
    "https://github.com/orgs/apple",
    "https://x.com/home",
    "https://twitter.com/jack/status/20",
    "https://www.instagram.com/p/Cx1abc/",
    "https://www.facebook.com/groups/123456",
    "https://www.facebook.com/sharer/sharer.php?u=x",
    "https://www.linkedin.com/feed/",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://substack.com/@sam",
    // An organisation's LinkedIn page is not a person's profile.
    "https://www.linkedin.com/company/acme-corp/",
    // Service words with no handle, or a handle past the end of the sentence.
    "she left twitter. @sam was her friend",
    "twitter",
    "@",
    "x @sam",
    "love you @sam x",
    "",
  ]

  @Test(arguments: ignoreCases) func ignores(_ text: String) {
    #expect(SocialProfileFinder().profiles(in: text).isEmpty)
  }

  @Test func organisationPagesOnRequest() {
    let text = "https://www.linkedin.com/company/acme-corp/"
    #expect(
      SocialProfileFinder().profiles(in: text, organizationPages: true)
        == [SocialProfile(service: "linkedin", username: "acme-corp", url: "https://www.linkedin.com/company/acme-corp")])
  }

  @Test func newProfilesSkipWhatTheCardHas() {
    let contact = Contact(
      emailAddresses: [LabeledValue(label: .work, value: "sam@acme-corp.com"), LabeledValue(value: "@sam@fosstodon.org")],
      urlAddresses: [LabeledValue(label: .homePage, value: "https://github.com/SamLee/")],
      socialProfiles: [
        LabeledValue(value: SocialProfile(service: "Twitter", username: "@Sam_Lee", url: "")),
        LabeledValue(value: SocialProfile(service: "LinkedIn", url: "https://linkedin.com/in/sam-lee-42")),
      ],
      note: "tw: @sam_lee; linkedin.com/in/sam-lee-42; insta @sam.lee; github.com/samlee")
    let found = SocialProfileFinder().newProfiles(for: contact)
    #expect(
      found == [
        .init(profile: SocialProfile(service: "instagram", username: "sam.lee", url: "https://www.instagram.com/sam.lee"), source: .note),
        .init(profile: SocialProfile(service: "github", username: "samlee", url: "https://github.com/samlee"), source: .note),
        .init(profile: SocialProfile(service: "mastodon", username: "sam@fosstodon.org", url: "https://fosstodon.org/@sam"), source: .email),
      ])
  }

  @Test func organisationCardsTakeCompanyPages() {
    let contact = Contact(kind: .organization, organizationName: "Acme", note: "https://www.linkedin.com/company/acme-corp")
    #expect(SocialProfileFinder().newProfiles(for: contact).map(\.profile.username) == ["acme-corp"])
  }

  @Test func keysIgnoreCaseAtSignAndServiceSpelling() {
    #expect(
      SocialProfileFinder.key(SocialProfile(service: "X", username: "@Sam_Lee"))
        == SocialProfileFinder.key(SocialProfile(service: "twitter", username: "sam_lee")))
    #expect(SocialService.canonicalName("Insta") == "instagram")
    #expect(SocialService.canonicalName("Flickr") == "flickr")
  }
}
