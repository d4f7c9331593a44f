import Synchronization

/// libphonenumber's numbering plan for one region (or one non-geographic calling code), decoded
/// from the generated records in `PhoneNumberParser+Metadata.swift`.
struct PhoneNumberMetadata: Sendable {
  /// The region of non-geographic calling codes such as +800.
  static let nonGeographicRegion = "001"

  let region: String
  let countryCode: Int
  let countryCodeDigits: [UInt8]
  /// International dialling prefixes ("011" in NANP), in libphonenumber's order of trial.
  let internationalPrefixes: [PrefixRule]
  /// National (trunk) prefixes, with carrier codes and transformations ("0", "1", "8").
  let nationalPrefixes: [PrefixRule]
  /// Bit n set: n digits is a possible length of a national significant number.
  let possibleLengths: UInt32
  /// Bit n set: n digits can only be dialled locally (the US's 7 digits).
  let localOnlyLengths: UInt32
  /// Prefixes that pick this region among regions sharing its calling code.
  let leadingDigits: [PrefixRule]
  /// Every national significant number the region can dial.
  let generalDescription: DigitAutomaton

  enum LengthCheck {
    case possible, localOnly, tooShort, tooLong, invalidLength
  }

  /// libphonenumber's `_test_number_length` against the general description.
  func checkLength(_ length: Int) -> LengthCheck {
    guard possibleLengths != 0 else { return .invalidLength }
    if length < 32, localOnlyLengths & (1 << length) != 0 { return .localOnly }
    let minimum = possibleLengths.trailingZeroBitCount
    let maximum = 31 - possibleLengths.leadingZeroBitCount
    if length == minimum { return .possible }
    if length < minimum { return .tooShort }
    if length > maximum { return .tooLong }
    return possibleLengths & (1 << length) != 0 ? .possible : .invalidLength
  }

  /// libphonenumber's `_maybe_strip_national_prefix_carrier_code`: the number without its national
  /// prefix, unless that would turn a number that fits the plan into one that does not.
  func strippingNationalPrefix(_ number: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard !number.isEmpty else { return number }
    for rule in nationalPrefixes {
      guard let length = rule.matchLength(number) else { continue }
      let result: ArraySlice<UInt8>
      if let replacement = rule.replacement {
        var transformed: [UInt8] = []
        for part in replacement {
          switch part {
          case .digit(let digit): transformed.append(digit)
          case .span(let span):
            let base = number.startIndex
            transformed.append(contentsOf: number[(base + span.lowerBound)..<(base + span.upperBound)])
          }
        }
        transformed.append(contentsOf: number.dropFirst(length))
        result = transformed[...]
      } else {
        result = number.dropFirst(length)
      }
      if generalDescription.matches(number), !generalDescription.matches(result) {
        return number
      }
      return result
    }
    return number
  }
}

/// One alternative of a prefix pattern: a digit class per position, optionally anchored at the end.
struct PrefixRule: Sendable {
  enum Part: Sendable {
    case digit(UInt8)
    /// Input digits at these positions (a captured group).
    case span(Range<Int>)
  }

  /// Bit d set: digit d is allowed at this position.
  let positions: [UInt16]
  let anchoredAtEnd: Bool
  /// What the matched prefix becomes; nil: it is removed.
  let replacement: [Part]?

  /// The length of the match at the start of `number`, if any.
  func matchLength(_ number: ArraySlice<UInt8>) -> Int? {
    guard number.count >= positions.count, !anchoredAtEnd || number.count == positions.count
    else { return nil }
    var index = number.startIndex
    for allowed in positions {
      guard allowed & (1 << number[index]) != 0 else { return nil }
      index += 1
    }
    return positions.count
  }
}

/// A deterministic automaton over the digits 0-9, matching whole numbers.
struct DigitAutomaton: Sendable {
  /// `transitions[state * 10 + digit]`: the next state, or -1.
  let transitions: [Int8]
  let accepting: [Bool]

  func matches(_ number: ArraySlice<UInt8>) -> Bool {
    guard !accepting.isEmpty else { return false }
    var state = 0
    for digit in number {
      state = Int(transitions[state &* 10 &+ Int(digit)])
      if state < 0 { return false }
    }
    return accepting[state]
  }
}

extension PhoneNumberMetadata {
  /// Every region's metadata, each decoded from the generated records the first time it is asked for: a
  /// process that only ever reads numbers of its own country decodes a handful of the 250 regions, and
  /// starts that much sooner.
  final class Table: Sendable {
    static let shared = Table()

    private let regionsByCode: [[String]]
    /// The undecoded record of each geographic region, and of each non-geographic calling code.
    private let records: [String: Substring]
    private let nonGeographicRecords: [Int: Substring]
    private let decoded = Mutex(Decoded())

    private struct Decoded {
      var regions: [String: PhoneNumberMetadata] = [:]
      var nonGeographic: [Int: PhoneNumberMetadata] = [:]
      var hinted: [Int: [(region: String, hints: [PrefixRule])]] = [:]
    }

    /// Whether `region` (an ISO code, upper case) has a numbering plan.
    func knows(region: String) -> Bool { records[region] != nil }

    /// The numbering plan of a geographic region (an ISO code, upper case).
    func metadata(forRegion region: String) -> PhoneNumberMetadata? {
      guard let record = records[region] else { return nil }
      return decode(record, key: region, in: \.regions)
    }

    /// The metadata decoded from `record`, kept under `key` in `table` so it is decoded once.
    private func decode<Key: Hashable>(
      _ record: Substring, key: Key, in table: WritableKeyPath<Decoded, [Key: PhoneNumberMetadata]>
    ) -> PhoneNumberMetadata {
      decoded.withLock { decoded in
        if let known = decoded[keyPath: table][key] { return known }
        let metadata = PhoneNumberMetadata(record: record)
        decoded[keyPath: table][key] = metadata
        return metadata
      }
    }

    func regions(forCountryCode code: Int) -> [String] {
      code > 0 && code < regionsByCode.count ? regionsByCode[code] : []
    }

    func isCountryCode(_ code: Int) -> Bool { !regions(forCountryCode: code).isEmpty }

    /// The regions after the main one that have leading-digit hints, in libphonenumber's order.
    func hintedRegions(forCountryCode code: Int) -> [(region: String, hints: [PrefixRule])] {
      if let known = decoded.withLock({ $0.hinted[code] }) { return known }
      let hinted: [(region: String, hints: [PrefixRule])] = regions(forCountryCode: code).dropFirst().compactMap { region in
        guard let hints = metadata(forRegion: region)?.leadingDigits, !hints.isEmpty else { return nil }
        return (region, hints)
      }
      decoded.withLock { $0.hinted[code] = hinted }
      return hinted
    }

    /// The metadata libphonenumber uses for numbers with this calling code: its main region's.
    func mainMetadata(forCountryCode code: Int) -> PhoneNumberMetadata? {
      guard let first = regions(forCountryCode: code).first else { return nil }
      guard first == PhoneNumberMetadata.nonGeographicRegion else { return metadata(forRegion: first) }
      guard let record = nonGeographicRecords[code] else { return nil }
      return decode(record, key: code, in: \.nonGeographic)
    }

    private init() {
      var byCode = [[String]](repeating: [], count: 1000)
      for line in PhoneNumberParser.countryCodeRecords.split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard let code = Int(fields[0]) else { continue }
        byCode[code] = fields.dropFirst().map(String.init)
      }
      var records: [String: Substring] = [:]
      var nonGeographic: [Int: Substring] = [:]
      for line in PhoneNumberParser.regionRecords.split(separator: "\n") {
        // "GB 44|…": the region and calling code lead each record.
        guard let space = line.firstIndex(of: " ") else { continue }
        let region = String(line[..<space])
        if region == PhoneNumberMetadata.nonGeographicRegion {
          let code = line[line.index(after: space)...].prefix { $0.isNumber }
          if let code = Int(code) { nonGeographic[code] = line }
        } else {
          records[region] = line
        }
      }
      self.regionsByCode = byCode
      self.records = records
      self.nonGeographicRecords = nonGeographic
    }
  }

  /// Decodes one line of `regionRecords` (format in Scripts/generate-phone-metadata.py).
  fileprivate init(record: Substring) {
    let fields = record.split(separator: "|", omittingEmptySubsequences: false)
    let head = fields[0].split(separator: " ")
    region = String(head[0])
    countryCode = Int(head[1])!
    countryCodeDigits = head[1].utf8.map { $0 - UInt8(ascii: "0") }
    internationalPrefixes = Self.rules(fields[1])
    nationalPrefixes = Self.rules(fields[2])
    possibleLengths = Self.lengths(fields[3])
    localOnlyLengths = Self.lengths(fields[4])
    leadingDigits = Self.rules(fields[5])
    generalDescription = Self.automaton(fields[6])
  }

  private static func lengths(_ field: Substring) -> UInt32 {
    field.split(separator: ",").reduce(0) { $0 | (1 << UInt32($1)!) }
  }

  private static func rules(_ field: Substring) -> [PrefixRule] {
    field.split(separator: " ").map { text in
      var positions: [UInt16] = []
      var anchored = false
      var replacement: [PrefixRule.Part]?
      var bytes = text.utf8.makeIterator()
      var inClass: UInt16?
      while let byte = bytes.next() {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          let bit = UInt16(1) << (byte - UInt8(ascii: "0"))
          if let current = inClass { inClass = current | bit } else { positions.append(bit) }
        case UInt8(ascii: "d"): positions.append(0x3FF)
        case UInt8(ascii: "["): inClass = 0
        case UInt8(ascii: "]"):
          positions.append(inClass ?? 0)
          inClass = nil
        case UInt8(ascii: "$"): anchored = true
        case UInt8(ascii: "="):
          replacement = replacementParts(Array(IteratorSequence(bytes)))
          return PrefixRule(positions: positions, anchoredAtEnd: anchored, replacement: replacement)
        default: break
        }
      }
      return PrefixRule(positions: positions, anchoredAtEnd: anchored, replacement: replacement)
    }
  }

  /// "9{1-3}" → digit 9, then input digits 1..<3.
  private static func replacementParts(_ bytes: [UInt8]) -> [PrefixRule.Part] {
    var parts: [PrefixRule.Part] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "{") {
        let close = bytes[index...].firstIndex(of: UInt8(ascii: "}"))!
        let bounds = bytes[(index + 1)..<close].split(separator: UInt8(ascii: "-")).map {
          Int(String(decoding: $0, as: UTF8.self))!
        }
        parts.append(.span(bounds[0]..<bounds[1]))
        index = close + 1
      } else {
        parts.append(.digit(bytes[index] - UInt8(ascii: "0")))
        index += 1
      }
    }
    return parts
  }

  private static let stateDigits = Array(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+,-/:;<>?@[]^_`{}~".utf8)

  private static func automaton(_ field: Substring) -> DigitAutomaton {
    var stateOf = [Int8](repeating: -1, count: 128)
    for (state, byte) in stateDigits.enumerated() {
      stateOf[Int(byte)] = Int8(state)
    }
    var transitions: [Int8] = []
    var accepting: [Bool] = []
    let bytes = Array(field.utf8)
    var index = 0
    while index < bytes.count {
      accepting.append(bytes[index] == UInt8(ascii: "1"))
      index += 1
      if bytes[index] == UInt8(ascii: "=") {
        let target = bytes[index + 1] == UInt8(ascii: ".") ? -1 : stateOf[Int(bytes[index + 1])]
        transitions.append(contentsOf: repeatElement(target, count: 10))
        index += 2
      } else {
        for byte in bytes[index..<(index + 10)] {
          transitions.append(byte == UInt8(ascii: ".") ? -1 : stateOf[Int(byte)])
        }
        index += 10
      }
    }
    return DigitAutomaton(transitions: transitions, accepting: accepting)
  }
}
