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
