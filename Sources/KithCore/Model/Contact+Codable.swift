import Foundation

/// The one JSON shape of a contact that every command shares (see `docs/JSON.md`).
///
/// `name` is the display name, written for readers and ignored when decoding; empty fields are left out;
/// a photo is `{"mediaType": "image/jpeg", "base64": "…"}`.
extension Contact {
  /// The keys of the contact JSON schema.
  public enum JSONKey: String, CodingKey {
    case uid, revision, name, kind
    case prefix, given, middle, family, suffix, previousFamily, nicknames
    case phoneticGiven, phoneticMiddle, phoneticFamily, phoneticOrganization
    case organization, department, jobTitle
    case phones, emails, addresses, urls, socialProfiles, instantMessages, relations
    case birthday, dates, note, photo, groups, extra
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: JSONKey.self)
    func text(_ key: JSONKey) throws -> String {
      try c.decodeIfPresent(String.self, forKey: key) ?? ""
    }
    func list<T: Decodable>(_ key: JSONKey) throws -> [T] {
      try c.decodeIfPresent([T].self, forKey: key) ?? []
    }
    self.init(
      id: try c.decodeIfPresent(String.self, forKey: .uid) ?? UUID().uuidString,
      revision: try c.decodeIfPresent(Int.self, forKey: .revision) ?? 0,
      kind: try c.decodeIfPresent(Kind.self, forKey: .kind) ?? .person,
      namePrefix: try text(.prefix),
      givenName: try text(.given),
      middleName: try text(.middle),
      familyName: try text(.family),
      nameSuffix: try text(.suffix),
      previousFamilyName: try text(.previousFamily),
      nicknames: try list(.nicknames),
      phoneticGivenName: try text(.phoneticGiven),
      phoneticMiddleName: try text(.phoneticMiddle),
      phoneticFamilyName: try text(.phoneticFamily),
      phoneticOrganizationName: try text(.phoneticOrganization),
      organizationName: try text(.organization),
      departmentName: try text(.department),
      jobTitle: try text(.jobTitle),
      phoneNumbers: try list(.phones),
      emailAddresses: try list(.emails),
      postalAddresses: try list(.addresses),
      urlAddresses: try list(.urls),
      socialProfiles: try list(.socialProfiles),
      instantMessageAddresses: try list(.instantMessages),
      contactRelations: try list(.relations),
      birthday: try c.decodeIfPresent(PartialDate.self, forKey: .birthday),
      dates: try list(.dates),
      note: try text(.note),
      photo: try c.decodeIfPresent(PhotoJSON.self, forKey: .photo)?.photo(),
      groups: try list(.groups),
      extraProperties: try list(.extra)
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: JSONKey.self)
    try c.encode(id, forKey: .uid)
    if revision != 0 { try c.encode(revision, forKey: .revision) }
    try c.encode(NameFormatter.displayName(for: self), forKey: .name)
    try c.encode(kind, forKey: .kind)
    try encodeSharedFields(to: &c)
    if !postalAddresses.isEmpty { try c.encode(postalAddresses, forKey: .addresses) }
    if !urlAddresses.isEmpty { try c.encode(urlAddresses, forKey: .urls) }
    if !socialProfiles.isEmpty { try c.encode(socialProfiles, forKey: .socialProfiles) }
    if !instantMessageAddresses.isEmpty {
      try c.encode(instantMessageAddresses, forKey: .instantMessages)
    }
    try c.encodeIfPresent(birthday, forKey: .birthday)
    if !dates.isEmpty { try c.encode(dates, forKey: .dates) }
    if !note.isEmpty { try c.encode(note, forKey: .note) }
    try c.encodeIfPresent(photo.map(PhotoJSON.init), forKey: .photo)
    if !groups.isEmpty { try c.encode(groups, forKey: .groups) }
    if !extraProperties.isEmpty { try c.encode(extraProperties, forKey: .extra) }
  }
}

/// A photo as JSON carries it: bytes in base64.
private struct PhotoJSON: Codable {
  var mediaType: String?
  var base64: String

  init(_ photo: Photo) {
    mediaType = photo.mediaType
    base64 = photo.data.base64EncodedString()
  }

  func photo() throws -> Photo {
    guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [Contact.JSONKey.photo], debugDescription: "photo.base64 is not base64"))
    }
    return Photo(data: data, mediaType: mediaType)
  }
}
