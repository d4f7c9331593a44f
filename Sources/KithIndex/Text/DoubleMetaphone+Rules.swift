extension DoubleMetaphone.Encoder {
  mutating func run(maxLength: Int) {
    guard length > 0 else { return }
    var current = 0
    // Skip these when at start of word.
    if at(0, "GN", "KN", "PN", "WR", "PS") { current += 1 }
    // Initial 'X' is pronounced 'Z', e.g. 'Xavier'; 'Z' maps to 'S'.
    if at(0) == 0x58 {
      add("S")
      current += 1
    }
    while primaryCount < maxLength || secondaryCount < maxLength {
      if current >= length { break }
      switch at(current) {
      case 0x41, 0x45, 0x49, 0x4F, 0x55, 0x59:  // vowels
        if current == 0 { add("A") }  // all initial vowels map to 'A'
        current += 1
      case 0x42:  // B; "-mb", e.g. "dumb", already skipped over
        add("P")
        current += at(current + 1) == 0x42 ? 2 : 1
      case 0x43: current = letterC(current)
      case 0x44: current = letterD(current)
      case 0x46:  // F
        current += at(current + 1) == 0x46 ? 2 : 1
        add("F")
      case 0x47: current = letterG(current)
      case 0x48:  // H: only keep if first and before a vowel, or between two vowels
        if (current == 0 || isVowel(current - 1)) && isVowel(current + 1) {
          add("H")
          current += 2
        } else {
          current += 1  // also takes care of 'HH'
        }
      case 0x4A: current = letterJ(current)
      case 0x4B:  // K
        current += at(current + 1) == 0x4B ? 2 : 1
        add("K")
      case 0x4C: current = letterL(current)
      case 0x4D:  // M
        if (at(current - 1, "UMB") && (current + 1 == last || at(current + 2, "ER")))
          || at(current + 1) == 0x4D
        {
          current += 2  // 'dumb', 'thumb'
        } else {
          current += 1
        }
        add("M")
      case 0x4E:  // N
        current += at(current + 1) == 0x4E ? 2 : 1
        add("N")
      case 0x50:  // P
        if at(current + 1) == 0x48 {
          add("F")
          current += 2
        } else {
          // Also account for "campbell", "raspberry".
          current += at(current + 1, "P", "B") ? 2 : 1
          add("P")
        }
      case 0x51:  // Q
        current += at(current + 1) == 0x51 ? 2 : 1
        add("K")
      case 0x52:  // R; French, e.g. 'rogier', but exclude 'hochmeier'
        if current == last && !slavoGermanic && at(current - 2, "IE") && !at(current - 4, "ME", "MA") {
          add("", "R")
        } else {
          add("R")
        }
        current += at(current + 1) == 0x52 ? 2 : 1
      case 0x53: current = letterS(current)
      case 0x54: current = letterT(current)
      case 0x56:  // V
        current += at(current + 1) == 0x56 ? 2 : 1
        add("F")
      case 0x57: current = letterW(current)
      case 0x58:  // X; French, e.g. 'breaux'
        if !(current == last && (at(current - 3, "IAU", "EAU") || at(current - 2, "AU", "OU"))) {
          add("KS")
        }
        current += at(current + 1, "C", "X") ? 2 : 1
      case 0x5A: current = letterZ(current)
      default:
        current += 1
      }
    }
  }

  private mutating func letterC(_ current: Int) -> Int {
    // Various Germanic.
    if current > 1 && !isVowel(current - 2) && at(current - 1, "ACH") && at(current + 2) != 0x49
      && (at(current + 2) != 0x45 || at(current - 2, "BACHER", "MACHER"))
    {
      add("K")
      return current + 2
    }
    // Special case 'caesar'.
    if current == 0 && at(current, "CAESAR") {
      add("S")
      return current + 2
    }
    // Italian 'chianti'.
    if at(current, "CHIA") {
      add("K")
      return current + 2
    }
    if at(current, "CH") {
      // Find 'michael'.
      if current > 0 && at(current, "CHAE") {
        add("K", "X")
        return current + 2
      }
      // Greek roots, e.g. 'chemistry', 'chorus'.
      if current == 0 && (at(current + 1, "HARAC", "HARIS") || at(current + 1, "HOR", "HYM", "HIA", "HEM"))
        && !at(0, "CHORE")
      {
        add("K")
        return current + 2
      }
      // Germanic, Greek, or otherwise 'ch' for 'kh' sound.
      if at(0, "VAN ", "VON ") || at(0, "SCH")
        // 'architect' but not 'arch', 'orchestra', 'orchid'
        || at(current - 2, "ORCHES", "ARCHIT", "ORCHID") || at(current + 2, "T", "S")
        // e.g. 'wachtler', 'wechsler', but not 'tichner'
        || ((at(current - 1, "A", "O", "U", "E") || current == 0)
          && at(current + 2, "L", "R", "N", "M", "B", "H", "F", "V", "W", " "))
      {
        add("K")
      } else if current > 0 {
        if at(0, "MC") {
          add("K")  // e.g. "McHugh"
        } else {
          add("X", "K")
        }
      } else {
        add("X")
      }
      return current + 2
    }
    // e.g. 'czerny'
    if at(current, "CZ") && !at(current - 2, "WICZ") {
      add("S", "X")
      return current + 2
    }
    // e.g. 'focaccia'
    if at(current + 1, "CIA") {
      add("X")
      return current + 3
    }
    // Double 'C', but not if e.g. 'McClellan'.
    if at(current, "CC") && !(current == 1 && at(0) == 0x4D) {
      // 'bellocchio' but not 'bacchus'
      if at(current + 2, "I", "E", "H") && !at(current + 2, "HU") {
        // 'accident', 'accede', 'succeed'
        if (current == 1 && at(current - 1) == 0x41) || at(current - 1, "UCCEE", "UCCES") {
          add("KS")
        } else {
          add("X")  // 'bacci', 'bertucci', other Italian
        }
        return current + 3
      }
      // Pierce's rule.
      add("K")
      return current + 2
    }
    if at(current, "CK", "CG", "CQ") {
      add("K")
      return current + 2
    }
    if at(current, "CI", "CE", "CY") {
      // Italian vs. English.
      if at(current, "CIO", "CIE", "CIA") {
        add("S", "X")
      } else {
        add("S")
      }
      return current + 2
    }
    add("K")
    // Name sent in 'mac caffrey', 'mac gregor'.
    if at(current + 1, " C", " Q", " G") { return current + 3 }
    if at(current + 1, "C", "K", "Q") && !at(current + 1, "CE", "CI") { return current + 2 }
    return current + 1
  }

  private mutating func letterD(_ current: Int) -> Int {
    if at(current, "DG") {
      if at(current + 2, "I", "E", "Y") {
        add("J")  // e.g. 'edge'
        return current + 3
      }
      add("TK")  // e.g. 'edgar'
      return current + 2
    }
    add("T")
    return at(current, "DT", "DD") ? current + 2 : current + 1
  }

  private mutating func letterG(_ current: Int) -> Int {
    if at(current + 1) == 0x48 {
      if current > 0 && !isVowel(current - 1) {
        add("K")
        return current + 2
      }
      // 'ghislane', 'ghiradelli'
      if current == 0 {
        if at(current + 2) == 0x49 { add("J") } else { add("K") }
        return current + 2
      }
      // Parker's rule (with some further refinements), e.g. 'hugh', 'bough', 'broughton'.
      if (current > 1 && at(current - 2, "B", "H", "D")) || (current > 2 && at(current - 3, "B", "H", "D"))
        || (current > 3 && at(current - 4, "B", "H"))
      {
        return current + 2
      }
      // e.g. 'laugh', 'McLaughlin', 'cough', 'gough', 'rough', 'tough'
      if current > 2 && at(current - 1) == 0x55 && at(current - 3, "C", "G", "L", "R", "T") {
        add("F")
      } else if current > 0 && at(current - 1) != 0x49 {
        add("K")
      }
      return current + 2
    }
    if at(current + 1) == 0x4E {
      if current == 1 && isVowel(0) && !slavoGermanic {
        add("KN", "N")
      } else if !at(current + 2, "EY") && at(current + 1) != 0x59 && !slavoGermanic {
        add("N", "KN")  // not e.g. 'cagney'
      } else {
        add("KN")
      }
      return current + 2
    }
    // 'tagliaro'
    if at(current + 1, "LI") && !slavoGermanic {
      add("KL", "L")
      return current + 2
    }
    // -ges-, -gep-, -gel-, -gie- at beginning
    if current == 0
      && (at(current + 1) == 0x59
        || at(current + 1, "ES", "EP", "EB", "EL", "EY", "IB", "IL", "IN", "IE", "EI", "ER"))
    {
      add("K", "J")
      return current + 2
    }
    // -ger-, -gy-
    if (at(current + 1, "ER") || at(current + 1) == 0x59) && !at(0, "DANGER", "RANGER", "MANGER")
      && !at(current - 1, "E", "I") && !at(current - 1, "RGY", "OGY")
    {
      add("K", "J")
      return current + 2
    }
    // Italian, e.g. 'biaggi'
    if at(current + 1, "E", "I", "Y") || at(current - 1, "AGGI", "OGGI") {
      if at(0, "VAN ", "VON ") || at(0, "SCH") || at(current + 1, "ET") {
        add("K")  // obvious Germanic
      } else if at(current + 1, "IER ") {
        add("J")  // always soft if French ending
      } else {
        add("J", "K")
      }
      return current + 2
    }
    add("K")
    return at(current + 1) == 0x47 ? current + 2 : current + 1
  }
}
