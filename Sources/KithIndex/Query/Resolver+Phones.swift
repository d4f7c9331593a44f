import Foundation
import GRDB
import KithCore
import KithStore

/// Phone numbers (the whole number in any format, or its last digits) and e-mail addresses.
extension Resolver {
  func phoneCandidates(_ digits: String) throws -> [CandidateScorer.Candidate] {
    // International prefixes other than the region's: 00 (most of the world) and 011 (NANP).
    var readings = [digits]
    if digits.hasPrefix("00") { readings.append("+" + digits.dropFirst(2)) }
    if digits.hasPrefix("011") { readings.append("+" + digits.dropFirst(3)) }
    var fallback: [CandidateScorer.Candidate] = []
    for reading in readings {
      let found = try phoneCandidates(reading: reading, digits: digits)
      if found.contains(where: { $0.score >= 1 }) { return found }
      if fallback.isEmpty { fallback = found }
    }
    return fallback
  }

  private func phoneCandidates(reading: String, digits: String) throws -> [CandidateScorer.Candidate] {
    let text = reading.count > 16 ? String(reading.suffix(15)) : reading
    guard let parsed = phoneParser.parse(text) else { return [] }
    var national = parsed.nationalNumber
    if national.count < 4 { national = PhoneNumberParser.digitsOnly(digits) }
    let explicitCountry = parsed.countryCode != nil && PhoneNumberParser.digitsOnly(reading).count > national.count
    var best: [Int64: CandidateScorer.Candidate] = [:]
    func consider(_ key: String, quality: Double, why: String, checkCountry: Bool) throws {
      for row in try reader.phones(reversedPrefix: key) {
        if checkCountry, explicitCountry, row.countryCode != 0, row.countryCode != parsed.countryCode { continue }
        let whole = row.digits.count == key.count
        let score = whole ? quality : quality - 0.05
        let text = whole ? "phone \(why)" : "phone ending \(String(key.reversed()))"
        if let current = best[row.document], current.score >= score { continue }
        best[row.document] = CandidateScorer.Candidate(document: row.document, score: score, why: text)
      }
    }
    try consider(String(national.reversed()), quality: 1, why: parsed.e164 ?? national, checkCountry: true)
    let wholeFound = !best.isEmpty
    // Written with a trunk prefix's zeros ("0532 771 20 45"), it is the number without them ("+90 532 771 20
    // 45") as much as the one written alike: the number itself, looked up without them.
    var trunkless = Substring(national)
    while trunkless.first == "0", trunkless.count > 7 {
      trunkless = trunkless.dropFirst()
      let key = String(trunkless.reversed())
      for row in try reader.phones(reversedPrefix: key) where row.digits == key && best[row.document] == nil {
        best[row.document] = CandidateScorer.Candidate(document: row.document, score: 1, why: "phone \(parsed.e164 ?? national)")
      }
    }
    if !wholeFound, national.count > 7 {
      // Written without its area or country code in the book, or with another trunk prefix: numbers
      // that end the other's digits (the last 7 agreeing is not enough: 415 555 0129 is not 555 555 0129).
      let reversed = String(national.reversed())
      for row in try reader.phones(reversedPrefix: String(national.suffix(7).reversed()))
      where best[row.document] == nil && (reversed.hasPrefix(row.digits) || row.digits.hasPrefix(reversed)) {
        best[row.document] = CandidateScorer.Candidate(
          document: row.document, score: 0.9, why: "phone ending \(String(row.digits.prefix(reversed.count).reversed()))")
      }
    }
    return Array(best.values)
  }

  func emailCandidates(_ address: String) throws -> [CandidateScorer.Candidate] {
    var candidates: [CandidateScorer.Candidate] = []
    for posting in try reader.postings(address) ?? [] where posting.field == .email {
      candidates.append(CandidateScorer.Candidate(document: posting.document, score: 1, why: "e-mail \(address)"))
    }
    if candidates.isEmpty, let at = address.lastIndex(of: "@") {
      let local = String(address[..<at])
      for document in try reader.emailOwners(local: local) {
        // Same name, another domain: a suggestion, not an answer.
        candidates.append(CandidateScorer.Candidate(
          document: document, tier: .fuzzy, score: 0.5, matched: 0, why: "e-mail name \(local) (another domain)"))
      }
    }
    return candidates
  }
}
