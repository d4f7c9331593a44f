#!/usr/bin/env python3
"""Regenerates the nickname data of kith's name index.

Reads   Data/nicknames/names.csv   (verbatim from the PyPI package `nicknames`, Apache-2.0)
        Data/nicknames/common.txt  (kith's curated list of well-known pairs)
Writes  Data/nicknames/rare.csv    (the pairs of names.csv that count as rare or archaic)
        Sources/KithIndex/Text/Nicknames+Data.swift  (all three embedded as string literals)

Python is needed only to refresh the data; building and testing kith never runs this script.

    python3 Scripts/generate-nicknames.py                 # regenerate from Data/nicknames/
    python3 Scripts/generate-nicknames.py --from-package  # first copy names.csv from the installed
                                                          # `nicknames` package (pip install nicknames)

A pair of names.csv that is not in common.txt is "rare" when the nickname neither starts with the first
two letters of the formal name ("jock" for john, "kay" for katherine) nor can be read inside it letter by
letter ("tony" in anthony, "beth" in elizabeth, "zeke" in ezekiel), after "ph" is read as "f", "c" as "k"
and "y" as "i" ("cathy" for katherine); STANDARD and RARE below override the rule for pairs it gets wrong.
Every other pair is "standard".
"""

import argparse
import csv
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "Data" / "nicknames"
SWIFT = ROOT / "Sources" / "KithIndex" / "Text" / "Nicknames+Data.swift"

# Pairs the rule calls rare that are ordinary nicknames today (pairs in common.txt need no entry here).
STANDARD = {
    ("catherine", "kit"),
    ("charlotte", "lottie"),
    ("edmund", "ned"),
    ("edmund", "ted"),
    ("eleanor", "nelly"),
    ("ellen", "nell"),
    ("gertrude", "trudy"),
    ("isabel", "bell"),
    ("isabel", "belle"),
    ("isabella", "belle"),
    ("jeffrey", "geoff"),
    ("katherine", "kit"),
    ("margaret", "peg"),
    ("martha", "patsy"),
    ("martha", "patty"),
    ("mary", "mamie"),
    ("mary", "polly"),
}

# Pairs the rule calls standard that are archaic or odd today.
RARE = {
    ("john", "jock"),
    # Felix is a name of its own, not a short form of Felicia.
    ("felicia", "felix"),
}

# Spellings that sound alike, undone before the rule compares names ("cathy" reads inside "katherine").
SPELLINGS = (("ph", "f"), ("c", "k"), ("y", "i"))


def normalized(name):
    """Folded lower-case ASCII: the dots of initials go ("k.c." -> "kc")."""
    name = name.strip().lower().replace(".", "")
    if not re.fullmatch(r"[a-z]+", name):
        sys.exit(f"error: unexpected name {name!r}: names must be ASCII letters")
    return name


def read_upstream():
    with open(DATA / "names.csv", newline="") as file:
        rows = list(csv.reader(file))
    header, body = rows[0], rows[1:]
    if header != ["name1", "relationship", "name2"]:
        sys.exit(f"error: Data/nicknames/names.csv: unexpected header {header}")
    pairs = []
    for line, row in enumerate(body, start=2):
        if len(row) != 3 or row[1] != "has_nickname":
            sys.exit(f"error: Data/nicknames/names.csv:{line}: expected name,has_nickname,nickname")
        pairs.append((normalized(row[0]), normalized(row[2])))
    return pairs


def read_listed(name):
    """`formal: nickname nickname ...` lines of common.txt or world.txt; a formal name may be two words."""
    pairs = []
    for line, text in enumerate((DATA / name).read_text().splitlines(), start=1):
        text = text.strip()
        if not text or text.startswith("#"):
            continue
        formal, sep, nicknames = text.partition(":")
        if not sep:
            sys.exit(f"error: Data/nicknames/{name}:{line}: expected 'formal: nickname ...'")
        for nickname in nicknames.split():
            pairs.append((normalized(formal.replace(" ", "")), normalized(nickname)))
    return pairs


def read_common():
    return read_listed("common.txt")


def is_subsequence(short, long):
    letters = iter(long)
    return all(letter in letters for letter in short)


def respelled(name):
    for spelling, sound in SPELLINGS:
        name = name.replace(spelling, sound)
    return name


def is_rare(formal, nickname):
    if (formal, nickname) in STANDARD:
        return False
    if (formal, nickname) in RARE:
        return True
    formal, nickname = respelled(formal), respelled(nickname)
    return not (nickname[:2] == formal[:2] or is_subsequence(nickname, formal))


def swift_literal(lines):
    """A multi-line string literal indented as swift-format wants it inside the extension."""
    body = "\n".join("    " + line for line in lines)
    return '"""\n' + body + '\n    """'


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--from-package", action="store_true", help="copy names.csv from the installed package")
    args = parser.parse_args()
    if args.from_package:
        from nicknames import with_names_csv_path

        with with_names_csv_path() as path:
            shutil.copyfile(path, DATA / "names.csv")

    upstream = read_upstream()
    common = set(read_common())
    for pair in sorted(STANDARD | RARE):
        if pair not in upstream or pair in common:
            sys.exit(f"error: override {pair} must be a pair of names.csv that common.txt does not list")
    seen = set()
    rare = []
    for pair in upstream:
        if pair in seen or pair in common:
            continue
        seen.add(pair)
        if is_rare(*pair):
            rare.append(pair)

    with open(DATA / "rare.csv", "w", newline="") as file:
        file.write("# Generated by Scripts/generate-nicknames.py: the pairs of names.csv that count as rare.\n")
        file.write("formal,nickname\n")
        for formal, nickname in rare:
            file.write(f"{formal},{nickname}\n")

    upstream_lines = (DATA / "names.csv").read_text().splitlines()
    common_lines = [
        line.strip()
        for line in (DATA / "common.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    rare_lines = [f"{formal},{nickname}" for formal, nickname in rare]
    world = read_listed("world.txt")
    world_lines = [
        line.strip().replace(" :", ":")
        for line in (DATA / "world.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    world_lines = [formal.replace(" ", "") + ":" + rest for formal, _, rest in (line.partition(":") for line in world_lines)]
    SWIFT.write_text(
        f"""// Generated by Scripts/generate-nicknames.py from Data/nicknames/; do not edit by hand.
// names.csv comes from the PyPI package `nicknames` 1.0.1 by Carlton Northern and Nick Crews (Apache-2.0,
// see Data/nicknames/LICENSE); common.txt, world.txt and rare.csv are kith's.

extension NicknameTable {{
  /// `Data/nicknames/names.csv` as published: `name1,relationship,name2`, one pair a line
  /// ({len(upstream)} pairs).
  static let upstreamCSV = {swift_literal(upstream_lines)}

  /// `Data/nicknames/common.txt` without its comments: `formal: nickname nickname …`, well-known pairs in
  /// order of use ({len(common)} pairs).
  static let commonPairs = {swift_literal(common_lines)}

  /// `Data/nicknames/rare.csv` without its header: the pairs of names.csv that count as rare or archaic
  /// ({len(rare)} pairs).
  static let rarePairs = {swift_literal(rare_lines)}

  /// `Data/nicknames/world.txt` without its comments: given names of many languages and their short
  /// forms, `formal: nickname nickname …` ({len(world)} pairs).
  static let worldPairs = {swift_literal(world_lines)}
}}
"""
    )
    standard = len(seen) - len(rare)
    print(f"{len(upstream)} upstream pairs, {len(common)} common, {standard} standard, {len(rare)} rare, {len(world)} world")


if __name__ == "__main__":
    main()
