/// The parts of a contact the index knows words from.
enum IndexedField: UInt8, CaseIterable, Sendable {
  case given = 0
  case middle
  case family
  case nickname
  case prefix
  case suffix
  case previousFamily
  case phoneticGiven
  case phoneticMiddle
  case phoneticFamily
  case organization
  case department
  case phoneticOrganization
  /// Given and family name written as one word ("johnsmith", "山田太郎"), both orders.
  case compactName
  /// A multi-word given or family name written as one word ("vanderberg").
  case compactPart
  /// A multi-word organisation written as one word ("bankofamerica").
  case compactOrganization
  /// The initials of given and family name ("js").
  case initials
  case email
  case emailLocal
  /// Only role words are indexed from these two (see ``RoleTable``): they say what a contact does, not who.
  case jobTitle
  case note

  /// How much a match in this field counts, before the match's own quality.
  var weight: Double {
    switch self {
    case .given, .family, .nickname, .compactName, .email: 1.0
    case .phoneticGiven, .phoneticFamily, .compactPart: 0.97
    case .emailLocal: 0.95
    case .middle, .phoneticMiddle: 0.9
    case .previousFamily: 0.85
    case .initials: 0.85
    case .organization, .phoneticOrganization, .compactOrganization: 0.72
    case .department: 0.6
    case .prefix, .suffix: 0.3
    case .jobTitle, .note: 0.3
    }
  }

  /// True for the fields that hold a person's own name (where nicknames and sound-alikes apply).
  var isPersonalName: Bool {
    switch self {
    case .given, .middle, .family, .nickname, .previousFamily, .phoneticGiven, .phoneticMiddle,
      .phoneticFamily:
      true
    default:
      false
    }
  }

  /// True for given-name-like fields, where nickname-table matches apply.
  var takesNicknames: Bool {
    self == .given || self == .middle || self == .nickname || self == .phoneticGiven
  }

  var isOrganization: Bool {
    self == .organization || self == .department || self == .phoneticOrganization
      || self == .compactOrganization
  }

  /// The words `why` uses for the field: "given name", "e-mail".
  var spoken: String {
    switch self {
    case .given: "given name"
    case .middle: "middle name"
    case .family: "family name"
    case .nickname: "nickname"
    case .prefix: "title"
    case .suffix: "suffix"
    case .previousFamily: "maiden name"
    case .phoneticGiven: "phonetic given name"
    case .phoneticMiddle: "phonetic middle name"
    case .phoneticFamily: "phonetic family name"
    case .organization: "organization"
    case .department: "department"
    case .phoneticOrganization: "phonetic organization"
    case .compactName: "full name"
    case .compactPart: "name"
    case .compactOrganization: "organization"
    case .initials: "initials"
    case .email: "e-mail"
    case .emailLocal: "e-mail name"
    case .jobTitle: "job title"
    case .note: "note"
    }
  }
}
