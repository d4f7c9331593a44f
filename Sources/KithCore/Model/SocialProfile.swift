import Foundation

/// An account on a social network, like `CNSocialProfile` (vCard 4.0 `SOCIALPROFILE`, RFC 9554; 3.0
/// `X-SOCIALPROFILE`).
public struct SocialProfile: Hashable, Sendable, Codable {
  /// The network as the source names it ("twitter", "LinkedIn", "Mastodon").
  public var service: String
  public var username: String
  public var url: String

  public init(service: String = "", username: String = "", url: String = "") {
    self.service = service
    self.username = username
    self.url = url
  }
}

/// An instant-messaging handle, like `CNInstantMessageAddress` (vCard `IMPP`, `X-JABBER`, …).
public struct InstantMessageAddress: Hashable, Sendable, Codable {
  /// The service ("xmpp", "skype", "aim", "sip"…), lower-cased.
  public var service: String
  public var username: String

  public init(service: String, username: String) {
    self.service = service
    self.username = username
  }
}

/// A person related to the contact ("mother: Maria Rivera"), like `CNContactRelation`.
///
/// `uri` links to the related person's own card when the source says which (`RELATED:urn:uuid:…`).
public struct ContactRelation: Hashable, Sendable, Codable {
  public var name: String
  public var uri: String?

  public init(name: String, uri: String? = nil) {
    self.name = name
    self.uri = uri
  }
}

/// A contact's picture: the image bytes and their media type.
public struct Photo: Hashable, Sendable, Codable {
  public var data: Data
  /// A media type such as "image/jpeg", or nil when the source did not say.
  public var mediaType: String?

  public init(data: Data, mediaType: String?) {
    self.data = data
    self.mediaType = mediaType
  }
}
