import Foundation
import Testing

@testable import KithCore

/// Social profiles in vCard: RFC 9554 `SOCIALPROFILE` in 4.0, Apple's `X-SOCIALPROFILE` in 3.0; both read.
@Suite("vCard social profiles")
struct VCardSocialProfileTests {
  static let profiles: [LabeledValue<SocialProfile>] = [
    LabeledValue(value: SocialProfile(service: "twitter", username: "sam_lee", url: "https://x.com/sam_lee")),
    LabeledValue(
      label: .work, value: SocialProfile(service: "linkedin", username: "sam-lee-42", url: "https://www.linkedin.com/in/sam-lee-42")),
    LabeledValue(value: SocialProfile(service: "mastodon", username: "sam@fosstodon.org", url: "https://fosstodon.org/@sam")),
    LabeledValue(value: SocialProfile(service: "bluesky", username: "did:plc:abc123", url: "https://bsky.app/profile/did:plc:abc123")),
    // A username with no address: a text value in 4.0.
    LabeledValue(value: SocialProfile(service: "snapchat", username: "sam;lee,1", url: "")),
    LabeledValue(value: SocialProfile(service: "", username: "", url: "https://example.social/@sam")),
  ]

  static let card = Contact(id: "social-1", givenName: "Sam", familyName: "Lee", socialProfiles: profiles)

  /// The card's social-profile lines, unfolded.
  static func socialLines(_ contact: Contact, _ version: VCardVersion) -> [String] {
    let text = VCardRoundTripTests.write(contact, version: version).replacingOccurrences(of: "\r\n ", with: "")
    return VCardRoundTripTests.lines(text).filter { $0.contains("SOCIALPROFILE") }
  }

  @Test func version4WritesRFC9554SocialProfile() {
    #expect(
      Self.socialLines(Self.card, .v4) == [
        "SOCIALPROFILE;SERVICE-TYPE=twitter;USERNAME=sam_lee:https://x.com/sam_lee",
        "SOCIALPROFILE;SERVICE-TYPE=linkedin;USERNAME=sam-lee-42;TYPE=work:https://www.linkedin.com/in/sam-lee-42",
        "SOCIALPROFILE;SERVICE-TYPE=mastodon;USERNAME=sam@fosstodon.org:https://fosstodon.org/@sam",
        "SOCIALPROFILE;SERVICE-TYPE=bluesky;USERNAME=\"did:plc:abc123\":https://bsky.app/profile/did:plc:abc123",
        "SOCIALPROFILE;SERVICE-TYPE=snapchat;VALUE=text:sam\\;lee\\,1",
        "SOCIALPROFILE:https://example.social/@sam",
      ])
  }

  @Test func version3WritesAppleXSocialProfile() {
    #expect(
      Self.socialLines(Self.card, .v3) == [
        "X-SOCIALPROFILE;type=twitter;x-user=sam_lee:https://x.com/sam_lee",
        "X-SOCIALPROFILE;type=linkedin;x-user=sam-lee-42;type=WORK:https://www.linkedin.com/in/sam-lee-42",
        "X-SOCIALPROFILE;type=mastodon;x-user=sam@fosstodon.org:https://fosstodon.org/@sam",
        "X-SOCIALPROFILE;type=bluesky;x-user=\"did:plc:abc123\":https://bsky.app/profile/did:plc:abc123",
        "X-SOCIALPROFILE;type=snapchat;x-user=\"sam;lee,1\":",
        "X-SOCIALPROFILE:https://example.social/@sam",
      ])
  }

  @Test(arguments: VCardRoundTripTests.versions)
  func profilesRoundTrip(version: VCardVersion) throws {
    let text = VCardRoundTripTests.write(Self.card, version: version)
    let read = try #require(VCardRoundTripTests.readOne(text))
    #expect(read.socialProfiles == Self.profiles)
    #expect(read.extraProperties.isEmpty)
  }

  static let readCases: [(String, SocialProfile)] = [
    ("SOCIALPROFILE;SERVICE-TYPE=Mastodon:https://example.com/@foo", SocialProfile(service: "Mastodon", url: "https://example.com/@foo")),
    ("SOCIALPROFILE;SERVICE-TYPE=SomeSite;VALUE=text:peter94", SocialProfile(service: "SomeSite", username: "peter94")),
    ("SOCIALPROFILE;VALUE=TEXT;SERVICE-TYPE=x:peter94", SocialProfile(service: "x", username: "peter94")),
    ("X-SOCIALPROFILE;TYPE=mastodon:https://mastodon.example/@riley", SocialProfile(service: "mastodon", url: "https://mastodon.example/@riley")),
    (
      "X-SOCIALPROFILE;type=twitter;x-user=johanna_a:http://twitter.com/johanna_a",
      SocialProfile(service: "twitter", username: "johanna_a", url: "http://twitter.com/johanna_a")
    ),
  ]

  @Test(arguments: readCases, [VCardVersion.v3, .v4])
  func readsBothSpellingsInEitherVersion(_ example: (String, SocialProfile), version: VCardVersion) throws {
    let (line, expected) = example
    let text = "BEGIN:VCARD\r\nVERSION:\(version.rawValue)\r\nFN:Peter\r\n\(line)\r\nEND:VCARD\r\n"
    let read = try #require(VCardRoundTripTests.readOne(text))
    #expect(read.socialProfiles.map(\.value) == [expected])
  }
}
