extension DoubleMetaphone.Encoder {
  mutating func letterJ(_ current: Int) -> Int {
    // Obvious Spanish, 'jose', 'san jacinto'.
    if at(current, "JOSE") || at(0, "SAN ") {
      if (current == 0 && at(current + 4) == 0x20) || at(0, "SAN ") {
        add("H")
      } else {
        add("J", "H")
      }
      return current + 1
    }
    if current == 0 && !at(current, "JOSE") {
      add("J", "A")  // Yankelovich/Jankelowicz
    } else if isVowel(current - 1) && !slavoGermanic && (at(current + 1) == 0x41 || at(current + 1) == 0x4F) {
      add("J", "H")  // Spanish pronunciation of e.g. 'bajador'
    } else if current == last {
      add("J", " ")
    } else if !at(current + 1, "L", "T", "K", "S", "N", "M", "B", "Z") && !at(current - 1, "S", "K", "L") {
      add("J")
    }
    return at(current + 1) == 0x4A ? current + 2 : current + 1
  }

  mutating func letterL(_ current: Int) -> Int {
    guard at(current + 1) == 0x4C else {
      add("L")
      return current + 1
    }
    // Spanish, e.g. 'cabrillo', 'gallegos'.
    if (current == length - 3 && at(current - 1, "ILLO", "ILLA", "ALLE"))
      || ((at(last - 1, "AS", "OS") || at(last, "A", "O")) && at(current - 1, "ALLE"))
    {
      add("L", " ")
      return current + 2
    }
    add("L")
    return current + 2
  }

  mutating func letterS(_ current: Int) -> Int {
    // Special cases 'island', 'isle', 'carlisle', 'carlysle'.
    if at(current - 1, "ISL", "YSL") { return current + 1 }
    // Special case 'sugar-'.
    if current == 0 && at(current, "SUGAR") {
      add("X", "S")
      return current + 1
    }
    if at(current, "SH") {
      if at(current + 1, "HEIM", "HOEK", "HOLM", "HOLZ") { add("S") } else { add("X") }  // Germanic
      return current + 2
    }
    // Italian and Armenian.
    if at(current, "SIO", "SIA") || at(current, "SIAN") {
      if !slavoGermanic { add("S", "X") } else { add("S") }
      return current + 3
    }
    // German and anglicisations, e.g. 'smith' match 'schmidt', 'snider' match 'schneider'; also -sz- in
    // Slavic languages, although in Hungarian it is pronounced 's'.
    if (current == 0 && at(current + 1, "M", "N", "L", "W")) || at(current + 1, "Z") {
      add("S", "X")
      return at(current + 1, "Z") ? current + 2 : current + 1
    }
    if at(current, "SC") {
      // Schlesinger's rule.
      if at(current + 2) == 0x48 {
        // Dutch origin, e.g. 'school', 'schooner'.
        if at(current + 3, "OO", "ER", "EN", "UY", "ED", "EM") {
          // 'schermerhorn', 'schenker'
          if at(current + 3, "ER", "EN") { add("X", "SK") } else { add("SK") }
          return current + 3
        }
        if current == 0 && !isVowel(3) && at(3) != 0x57 {
          add("X", "S")
        } else {
          add("X")
        }
        return current + 3
      }
      if at(current + 2, "I", "E", "Y") {
        add("S")
        return current + 3
      }
      add("SK")
      return current + 3
    }
    // French, e.g. 'resnais', 'artois'.
    if current == last && at(current - 2, "AI", "OI") {
      add("", "S")
    } else {
      add("S")
    }
    return at(current + 1, "S", "Z") ? current + 2 : current + 1
  }

  mutating func letterT(_ current: Int) -> Int {
    if at(current, "TION") {
      add("X")
      return current + 3
    }
    if at(current, "TIA", "TCH") {
      add("X")
      return current + 3
    }
    if at(current, "TH") || at(current, "TTH") {
      // Special case 'thomas', 'thames', or Germanic.
      if at(current + 2, "OM", "AM") || at(0, "VAN ", "VON ") || at(0, "SCH") {
        add("T")
      } else {
        add("0", "T")
      }
      return current + 2
    }
    add("T")
    return at(current + 1, "T", "D") ? current + 2 : current + 1
  }

  mutating func letterW(_ current: Int) -> Int {
    // Can also be in the middle of a word.
    if at(current, "WR") {
      add("R")
      return current + 2
    }
    if current == 0 && (isVowel(current + 1) || at(current, "WH")) {
      // Wasserman should match Vasserman; Uomo should match Womo.
      if isVowel(current + 1) { add("A", "F") } else { add("A") }
    }
    // Arnow should match Arnoff.
    if (current == last && isVowel(current - 1)) || at(current - 1, "EWSKI", "EWSKY", "OWSKI", "OWSKY")
      || at(0, "SCH")
    {
      add("", "F")
      return current + 1
    }
    // Polish, e.g. 'filipowicz'.
    if at(current, "WICZ", "WITZ") {
      add("TS", "FX")
      return current + 4
    }
    return current + 1
  }

  mutating func letterZ(_ current: Int) -> Int {
    // Chinese pinyin, e.g. 'zhao'.
    if at(current + 1) == 0x48 {
      add("J")
      return current + 2
    }
    if at(current + 1, "ZO", "ZI", "ZA") || (slavoGermanic && current > 0 && at(current - 1) != 0x54) {
      add("S", "TS")
    } else {
      add("S")
    }
    return at(current + 1) == 0x5A ? current + 2 : current + 1
  }
}
