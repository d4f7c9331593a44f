#!/usr/bin/env python3
"""Writes Data/names/{given,family}.txt from the 1990 US Census name lists, for kith-bench's large books.

The lists are public domain (US Census Bureau, 1990), as shipped by the PyPI package `names` 0.3.0
(`pip download --no-deps names==0.3.0`). Each output line is `Name frequency`, the frequency in
millionths of the population, most frequent first: given names of both sexes merged (a name on both
lists adds up), and the 20,000 most frequent family names. Python is not needed to build or run kith;
this only documents how the files were made.

usage: Scripts/generate-census-names.py NAMES_PACKAGE_FOLDER
"""
import sys
from pathlib import Path


def read(path):
    for line in Path(path).read_text().splitlines():
        fields = line.split()
        if len(fields) >= 2:
            yield fields[0].capitalize(), float(fields[1])


def title(name):
    # MCDONALD → McDonald, OBRIEN stays Obrien (the census drops apostrophes).
    return "Mc" + name[2:].capitalize() if name.startswith("Mc") and len(name) > 3 else name


def main(folder):
    names = Path(folder) / "names"
    given = {}
    for file in ("dist.male.first", "dist.female.first"):
        for name, share in read(names / file):
            given[name] = given.get(name, 0) + share / 2
    family = [(title(name), share) for name, share in read(names / "dist.all.last")][:20000]
    out = Path(__file__).resolve().parent.parent / "Data" / "names"
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "given.txt", "w") as f:
        for name, share in sorted(given.items(), key=lambda item: -item[1]):
            f.write(f"{name} {round(share * 10000)}\n")
    with open(out / "family.txt", "w") as f:
        for name, share in family:
            f.write(f"{name} {max(1, round(share * 10000))}\n")


if __name__ == "__main__":
    main(sys.argv[1])
