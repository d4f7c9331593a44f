import KithCore

/// The words people use for relations, and the labels on a card that answer them: "mom" is the card's
/// mother (or parent), "my wife" its wife, spouse or partner.
enum Relations {
  /// Labels that answer a relation word, best first.
  static func labels(for words: String) -> [Label] {
    table[words] ?? []
  }

  static func isRelationWord(_ words: String) -> Bool {
    table[words] != nil
  }

  /// Whether the word names everyone with any of its labels ("my siblings" are the brothers and the
  /// sisters), rather than the first label the card has ("mom" is the mother, else a parent).
  static func namesAll(_ words: String) -> Bool {
    collective.contains(words)
  }

  private static let collective: Set<String> = [
    "sibling", "siblings", "parents", "folks", "children", "kids", "grandparents", "brothers", "sisters", "sons",
    "daughters", "cousins", "aunts", "uncles", "nieces", "nephews",
  ]

  /// A custom label as compared with what the user said: folded, hyphens as spaces ("Sister-in-law").
  static func labelKey(_ label: String) -> String {
    NameFolding.fold(label.replacingOccurrences(of: "-", with: " "))
  }

  /// Other words for a relation people keep as a custom label, in the languages address books are kept
  /// in: "godmother" is also "madrina", "marraine", "madrinha", "Patin".
  static func customLabelSynonyms(of phrase: String) -> [String] {
    for group in customLabelGroups where group.contains(phrase) { return group.filter { $0 != phrase } }
    return []
  }

  private static let customLabelGroups: [[String]] = [
    ["godmother", "madrina", "marraine", "madrinha", "patin", "madrina de bautizo", "godmom", "godma", "gudmor",
     "gudmoder", "patentante", "taufpatin", "peettante", "matka chrzestna", "chrzestna", "kmotra", "kummi"],
    ["godfather", "padrino", "parrain", "padrinho", "pate", "godpop", "godfather", "gudfar", "gudfader",
     "patenonkel", "taufpate", "peetoom", "ojciec chrzestny", "chrzestny", "kmotr", "kummiseta"],
    ["godparent", "godparents", "padrinos", "gudforeldre", "paten", "peetouders"],
    ["godchild", "godson", "goddaughter", "ahijado", "ahijada", "afilhado", "afilhada", "filleul", "filleule"],
    ["sister in law", "cunada", "belle soeur", "cunhada", "schwagerin", "cognata"],
    ["brother in law", "cunado", "beau frere", "cunhado", "schwager", "cognato"],
    ["mother in law", "suegra", "belle mere", "sogra", "schwiegermutter", "suocera"],
    ["father in law", "suegro", "beau pere", "sogro", "schwiegervater", "suocero"],
    ["stepmother", "madrastra", "marastre", "madrasta", "stiefmutter", "matrigna"],
    ["stepfather", "padrastro", "paratre", "padrasto", "stiefvater", "patrigno"],
  ]

  /// How `why` names the relation: "mother", or the custom label as written.
  static func spoken(_ label: Label) -> String {
    label.isCustom ? label.rawValue : label.description
  }

  private static let table: [String: [Label]] = {
    let groups: [([String], [Label])] = [
      (["mom", "mum", "mother", "mommy", "mummy", "mama", "mamma", "momma", "ma", "mam"], [.mother, .parent]),
      // In-laws are not parents or siblings: only a custom label on the card answers them.
      (["mother in law", "father in law", "brother in law", "sister in law", "son in law", "daughter in law",
        "in laws", "inlaws"], []),
      (["dad", "father", "daddy", "papa", "pa", "pop", "pops"], [.father, .parent]),
      (["parent", "parents", "folks"], [.parent, .mother, .father]),
      (["brother", "brothers", "bro", "big brother", "little brother", "older brother", "younger brother"],
       [.brother, .sibling]),
      (["sister", "sisters", "sis", "big sister", "little sister", "older sister", "younger sister"],
       [.sister, .sibling]),
      (["sibling", "siblings"], [.sibling, .brother, .sister]),
      // A spouse is a partner; a partner is not always a wife or husband.
      (["wife", "wifey"], [.wife, .spouse]),
      (["husband", "hubby"], [.husband, .spouse]),
      (["spouse"], [.spouse, .wife, .husband]),
      (["partner", "other half", "significant other", "girlfriend", "boyfriend", "fiance", "fiancee"],
       [.partner, .spouse, .wife, .husband]),
      (["son", "sons"], [.son, .child]),
      (["daughter", "daughters"], [.daughter, .child]),
      (["child", "kid", "children", "kids"], [.child, .son, .daughter]),
      (["boss", "manager", "supervisor"], [.manager]),
      (["assistant"], [.assistant]),
      (["friend", "best friend", "bestie"], [.friend]),
      (["grandmother", "grandma", "granny", "nana", "nan", "gran"], [.grandmother, .grandparent]),
      (["grandfather", "grandpa", "granddad", "grandad", "gramps"], [.grandfather, .grandparent]),
      (["grandparent", "grandparents"], [.grandparent, .grandmother, .grandfather]),
      (["grandchild", "grandson", "granddaughter"], [.grandchild]),
      (["aunt", "auntie", "aunty", "aunts"], [.aunt]),
      (["uncle", "uncles"], [.uncle]),
      (["cousin", "cousins"], [.cousin]),
      (["niece", "nieces"], [.niece]),
      (["nephew", "nephews"], [.nephew]),
      (["colleague", "coworker", "co worker"], [.colleague]),
      (["emergency contact", "emergency"], [.emergency]),
    ]
    var table: [String: [Label]] = [:]
    for (words, labels) in groups {
      for word in words { table[word] = labels }
    }
    return table
  }()
}
