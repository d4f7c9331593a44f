import Testing

@testable import KithIndex

@Suite struct NicknamesTests {
  let table = NicknameTable.shared

  @Test func parsesAllTheData() {
    var upstream = 0
    for line in NicknameTable.upstreamCSV.split(separator: "\n").dropFirst()
    where line.contains(",has_nickname,") {
      upstream += 1
    }
    #expect(upstream == 2_691)
    #expect(NicknameTable.rarePairs.split(separator: "\n").count == 689)
    // Every upstream pair relates its two names directly (pairs listed both ways keep one direction).
    for line in NicknameTable.upstreamCSV.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",").map(String.init)
      let nickname = fields[2].filter { $0 != "." }
      let relation = table.relation(fields[0], nickname)
      #expect(relation?.kind == .direct, "\(line)")
    }
  }

  /// Short forms in many languages (`Data/nicknames/world.txt`), inside compound given names too.
  @Test(arguments: [
    ("paco", "francisco"), ("chuy", "jesus"), ("gianni", "giovanni"), ("fritz", "friedrich"), ("kasia", "katarzyna"),
    ("ze", "jose"), ("guus", "gustaaf"), ("tunde", "babatunde"), ("chema", "josemaria"), ("topher", "christopher"),
  ])
  func worldShortForms(_ short: String, _ formal: String) {
    #expect(table.relation(short, formal)?.kind == .direct)
    #expect(table.tier(formalName: formal, nickname: short) == .standard)
  }

  @Test func namesAreFoldedLowerCaseASCII() {
    for line in NicknameTable.upstreamCSV.split(separator: "\n").dropFirst() {
      for name in line.split(separator: ",") where name != "has_nickname" {
        let key = NicknameTable.key(String(name))
        #expect(!key.isEmpty && key.utf8.allSatisfy { (0x61...0x7A).contains($0) }, "\(name)")
      }
    }
  }

  @Test(arguments: [
    ("bob", ["robert", "bobby", "bert"]),
    ("Bob", ["robert", "bobby", "bert"]),
    ("liz", ["elizabeth", "elisabeth", "lisa", "lizzie"]),
    ("sasha", ["alexander", "alexandra", "aleksandr", "aleksandra", "aliaksandr", "oleksandr", "oleksandra"]),
    ("peggy", ["margaret", "margaretta", "marguerite"]),
    ("hob", ["robert"]),
    ("ian", ["john"]),
    ("K.C.", ["casey", "kasey"]),
    ("robert", []),
    ("zzz", []),
    ("", []),
  ])
  func formalNames(_ nickname: String, _ expected: [String]) {
    #expect(table.formalNames(for: nickname) == expected)
  }

  @Test func nicknamesOfRobertPutCommonOnesFirstAndArchaicOnesLast() {
    let nicknames = table.nicknames(for: "Robert")
    #expect(Array(nicknames.prefix(6)) == ["bob", "bobby", "rob", "robbie", "robby", "bert"])
    #expect(Array(nicknames.suffix(4)) == ["dobbin", "hob", "hobkin", "rupert"])
  }

  @Test(arguments: [
    ("elizabeth", ["liz", "beth", "betty", "eliza", "lizzie", "lizzy", "libby", "betsy", "bess"]),
    ("william", ["bill", "will", "billy", "willy", "willie", "liam"]),
    ("margaret", ["peggy", "maggie", "meg", "marge", "margie"]),
    ("charles", ["charlie", "chuck", "chas"]),
    ("michael", ["mike", "mikey", "mick", "mickey"]),
    ("james", ["jim", "jimmy", "jamie"]),
    ("richard", ["rick", "dick", "ricky", "rich", "richie"]),
    ("john", ["jack", "johnny"]),
  ])
  func commonNicknamesComeFirstInOrderOfUse(_ formal: String, _ common: [String]) {
    #expect(Array(table.nicknames(for: formal).prefix(common.count)) == common)
  }

  /// Pairs that everyone knows: all of them are common.
  @Test(arguments: [
    ("robert", "bob"), ("robert", "bobby"), ("robert", "rob"), ("elizabeth", "liz"), ("elizabeth", "beth"),
    ("elizabeth", "betty"), ("elizabeth", "eliza"), ("william", "bill"), ("william", "will"),
    ("william", "billy"), ("margaret", "peggy"), ("margaret", "maggie"), ("margaret", "meg"),
    ("charles", "chuck"), ("charles", "charlie"), ("katherine", "kate"), ("katherine", "kathy"),
    ("katherine", "katie"), ("catherine", "kate"), ("catherine", "kathy"), ("catherine", "katie"),
    ("kathryn", "kate"), ("kathryn", "kathy"), ("kathryn", "katie"), ("michael", "mike"), ("james", "jim"),
    ("james", "jimmy"), ("richard", "dick"), ("richard", "rick"), ("anthony", "tony"),
    ("alexander", "sasha"), ("alexandra", "sasha"), ("alexander", "alex"), ("samuel", "sam"),
    ("christopher", "chris"), ("matthew", "matt"), ("daniel", "dan"), ("david", "dave"), ("thomas", "tom"),
    ("joseph", "joe"), ("jennifer", "jen"), ("jessica", "jess"), ("patrick", "pat"), ("edward", "ted"),
    ("edward", "ed"), ("henry", "hank"), ("john", "jack"), ("sandra", "sandy"),
  ])
  func wellKnownPairsAreCommon(_ formal: String, _ nickname: String) {
    #expect(table.tier(formalName: formal, nickname: nickname) == .common)
  }

  @Test(arguments: [
    ("robert", "hob", NicknameTable.Tier.rare),
    ("robert", "dobbin", .rare),
    ("robert", "rupert", .rare),
    ("john", "ian", .rare),
    ("john", "jock", .rare),
    ("william", "bela", .rare),
    ("matthew", "thias", .rare),
    ("aaron", "erin", .rare),
    ("penelope", "penny", .standard),
    ("ezekiel", "zeke", .standard),
    ("gwendolyn", "gwen", .standard),
    ("katherine", "katy", .standard),
    ("catherine", "cathy", .common),
    ("mary", "polly", .standard),
    ("robert", "bill", .rare),
  ])
  func tiers(_ formal: String, _ nickname: String, _ tier: NicknameTable.Tier) {
    #expect(table.tier(formalName: formal, nickname: nickname) == tier)
  }

  @Test func tierOfUnlistedPairIsNil() {
    #expect(table.tier(formalName: "robert", nickname: "liz") == nil)
    #expect(table.tier(formalName: "bob", nickname: "robert") == nil)
  }

  // MARK: - Relations

  @Test(arguments: [
    ("bob", "robert", NicknameTable.Relation(kind: .direct, tier: .common, formalName: "robert")),
    ("Robert", "Bob", NicknameTable.Relation(kind: .direct, tier: .common, formalName: "robert")),
    ("bill", "william", NicknameTable.Relation(kind: .direct, tier: .common, formalName: "william")),
    ("hob", "robert", NicknameTable.Relation(kind: .direct, tier: .rare, formalName: "robert")),
    ("ian", "john", NicknameTable.Relation(kind: .direct, tier: .rare, formalName: "john")),
    ("bobby", "bob", NicknameTable.Relation(kind: .direct, tier: .standard, formalName: "bobby")),
    ("liz", "beth", NicknameTable.Relation(kind: .sibling, tier: .common, formalName: "elizabeth")),
    ("peggy", "maggie", NicknameTable.Relation(kind: .sibling, tier: .common, formalName: "margaret")),
    ("kate", "katie", NicknameTable.Relation(kind: .sibling, tier: .common, formalName: "catherine")),
    ("ian", "jack", NicknameTable.Relation(kind: .sibling, tier: .rare, formalName: "john")),
    ("sasha", "alexandra", NicknameTable.Relation(kind: .direct, tier: .common, formalName: "alexandra")),
    ("kc", "casey", NicknameTable.Relation(kind: .direct, tier: .rare, formalName: "casey")),
    ("jon", "john", NicknameTable.Relation(kind: .direct, tier: .standard, formalName: "john")),
    ("shawn", "shaun", NicknameTable.Relation(kind: .direct, tier: .standard, formalName: "shaun")),
  ])
  func relation(_ a: String, _ b: String, _ expected: NicknameTable.Relation) {
    #expect(table.relation(a, b) == expected)
    #expect(table.relation(b, a) == expected, "symmetric")
    #expect(table.areRelated(a, b))
  }

  @Test(arguments: [
    ("bob", "bob"), ("bob", "liz"), ("robert", "william"), ("robert", "richard"), ("catherine", "katherine"),
    ("zzz", "bob"), ("", "bob"), ("", ""),
  ])
  func unrelated(_ a: String, _ b: String) {
    #expect(table.relation(a, b) == nil)
    #expect(!table.areRelated(a, b))
  }

  @Test func pairsListedBothWaysKeepTheBetterKnownDirection() {
    #expect(table.tier(formalName: "william", nickname: "bill") == .common)
    #expect(table.tier(formalName: "bill", nickname: "william") == nil)
    #expect(table.tier(formalName: "john", nickname: "ian") == .rare)
    #expect(table.tier(formalName: "ian", nickname: "john") == nil)
    #expect(!table.formalNames(for: "william").contains("bill"))
  }

  @Test func describesItselfBriefly() {
    #expect(table.description.hasPrefix("NicknameTable("))
    #expect(table.description.count < 80)
  }

  @Test func directRanksAboveSiblingAndCommonAboveRare() {
    typealias Relation = NicknameTable.Relation
    let directRare = Relation(kind: .direct, tier: .rare, formalName: "robert")
    let siblingCommon = Relation(kind: .sibling, tier: .common, formalName: "elizabeth")
    let directCommon = Relation(kind: .direct, tier: .common, formalName: "robert")
    #expect(siblingCommon < directRare)
    #expect(directRare < directCommon)
    #expect([directRare, directCommon, siblingCommon].max() == directCommon)
  }

  @Test func explicitPairsKeepTheirBestTier() {
    let custom = NicknameTable(pairs: [
      ("Robert", "Bob", .rare), ("robert", "bob", .common), ("robert", "robert", .common), ("", "x", .common),
      ("bob", "robert", .rare), ("allan", "allen", .standard), ("allen", "allan", .standard),
    ])
    #expect(custom.nicknames(for: "robert") == ["bob"])
    #expect(custom.tier(formalName: "robert", nickname: "bob") == .common)
    #expect(custom.formalNames(for: "robert") == [])
    #expect(custom.nicknames(for: "allan") == ["allen"])
    #expect(custom.nicknames(for: "allen") == [])
    #expect(custom.description == "NicknameTable(2 formal names, 2 pairs)")
  }
}
