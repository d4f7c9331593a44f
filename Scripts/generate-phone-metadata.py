#!/usr/bin/env python3
"""Generate Sources/KithCore/Phone/PhoneNumberParser+Metadata.swift from libphonenumber's metadata.

The metadata comes from the PyPI package `phonenumbers` (Apache-2.0), a Python port of Google's
libphonenumber. Only this script needs Python; the generated Swift file is committed, and building
or testing kith never runs it.

    pip install phonenumbers
    python3 Scripts/generate-phone-metadata.py            # writes the Swift file
    python3 Scripts/generate-phone-metadata.py --check    # exits 1 when the file is stale

libphonenumber describes numbering plans with regular expressions. The parser must not run regular
expressions on its hot path, so this script compiles them ahead of time into two plain forms:

* Prefix rules (international prefix, national prefix for parsing, leading digits): each pattern
  is a finite language, so it is expanded into an ordered list of digit-class sequences. Trying
  the rules in order and taking the first that matches the start of the number gives exactly what
  Python's backtracking `re.match` gives. Capturing groups of the national prefix pattern become
  position spans in a replacement template (`9{1-3}` = "9" followed by input digits 1..<3).
* The general description pattern (every national number the region can dial) becomes a minimal
  deterministic automaton over the ten digits, matched with a table walk.

Regions that share a calling code (+1 US/CA/JM…, +44 GB/GG/IM/JE, +7 RU/KZ…) are told apart by
leading-digit hints: libphonenumber's own `leading_digits` where it has them (JM: 658|876), else
prefixes derived here from the region's number-type patterns (CA's area codes, JE's 1534…).

Every region is included (about 35 KB), so a number from any country gets its calling code, trunk
prefix and possible lengths right, not only those of the countries kith was first written for.

Record format, one region per line, fields separated by `|`:

    REGION CC | international prefix rules | national prefix rules | possible lengths |
    local-only lengths | leading-digit hints | general-description automaton

Rules are separated by spaces. A rule is a sequence of `0`-`9` (that digit), `d` (any digit),
`[...]` (one of the listed digits) and `$` (end of number), optionally followed by `=template`:
what the matched prefix becomes, digits and `{a-b}` (input digits a..<b, a captured group).
An automaton is a list of states: `1` or `0` (accepting or not), then the target state for each
digit 0 to 9 as one character of STATE_DIGITS (`.` for no transition), or `=` and one target for all
ten digits. State 0 starts.
"""

import argparse
import difflib
import os
import sys

try:
    import re._constants as sre_constants
    import re._parser as sre_parse
except ImportError:  # Python < 3.11
    import sre_constants
    import sre_parse

import phonenumbers
import phonenumbers.phonenumberutil as pnu
from phonenumbers import PhoneMetadata

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(REPO, "Sources", "KithCore", "Phone", "PhoneNumberParser+Metadata.swift")
STATE_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+,-/:;<>?@[]^_`{}~"
ALL_DIGITS = frozenset(range(10))
NUMBER_TYPES = (
    "fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost",
    "personal_number", "voip", "pager", "uan", "voicemail",
)


# ---------------------------------------------------------------------------------------------
# Regular-expression subset used by libphonenumber's metadata: digits, classes, \d, groups,
# alternation, bounded repeats, and `$`.

def digit_class(op, av):
    if op is sre_constants.LITERAL:
        ch = chr(av)
        if not ch.isdigit():
            raise ValueError("non-digit literal %r" % ch)
        return frozenset([int(ch)])
    if op is sre_constants.IN:
        digits = set()
        for item_op, item_av in av:
            if item_op is sre_constants.LITERAL:
                digits.add(int(chr(item_av)))
            elif item_op is sre_constants.RANGE:
                digits.update(range(int(chr(item_av[0])), int(chr(item_av[1])) + 1))
            elif item_op is sre_constants.CATEGORY and item_av is sre_constants.CATEGORY_DIGIT:
                digits.update(ALL_DIGITS)
            else:
                raise ValueError("unsupported class item %r %r" % (item_op, item_av))
        return frozenset(digits)
    if op is sre_constants.CATEGORY and av is sre_constants.CATEGORY_DIGIT:
        return ALL_DIGITS
    raise ValueError("unsupported element %r %r" % (op, av))


def expand(seq):
    """Every path through `seq` in the order a backtracking matcher tries them.

    A path is a tuple of elements: a frozenset of digits (one position), "$", or ("(", group) /
    (")", group) markers, which take no position.
    """
    paths = [()]
    for op, av in seq:
        if op is sre_constants.SUBPATTERN:
            group, inner = av[0], expand(av[-1])
            if group:
                inner = [(("(", group),) + p + ((")", group),) for p in inner]
            options = inner
        elif op is sre_constants.BRANCH:
            options = [p for alternative in av[1] for p in expand(alternative)]
        elif op in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT):
            low, high, sub = av
            if high == sre_constants.MAXREPEAT:
                raise ValueError("unbounded repeat")
            counts = range(high, low - 1, -1) if op is sre_constants.MAX_REPEAT else range(low, high + 1)
            one = expand(sub)
            options = []
            for count in counts:
                chunk = [()]
                for _ in range(count):
                    chunk = [a + b for a in chunk for b in one]
                options.extend(chunk)
        elif op is sre_constants.AT and av is sre_constants.AT_END:
            options = [("$",)]
        else:
            options = [(digit_class(op, av),)]
        paths = [a + b for a in paths for b in options]
        if len(paths) > 5000:
            raise ValueError("pattern expands to too many rules")
    return paths


def class_text(digits):
    if digits == ALL_DIGITS:
        return "d"
    if len(digits) == 1:
        return str(next(iter(digits)))
    return "[" + "".join(str(d) for d in sorted(digits)) + "]"


def parse_template(template):
    """`9\\1` -> ["9", 1]: literal digits and group numbers."""
    parts, i = [], 0
    while i < len(template):
        if template[i] == "\\" or template[i] == "$":
            j = i + 1
            while j < len(template) and template[j].isdigit():
                j += 1
            parts.append(int(template[i + 1:j]))
            i = j
        else:
            if not template[i].isdigit():
                raise ValueError("unsupported template %r" % template)
            parts.append(template[i])
            i += 1
    return parts


def prefix_rules(pattern, transform=None):
    """Ordered rule strings for a pattern used with `re.match` (a prefix match)."""
    if not pattern:
        return []
    parsed = sre_parse.parse(pattern)
    group_count = parsed.state.groups - 1
    template = parse_template(transform) if transform else None
    rules = []
    for path in expand(list(parsed)):
        text, position, spans, open_at = [], 0, {}, {}
        for element in path:
            if element == "$":
                text.append("$")
            elif isinstance(element, tuple):
                marker, group = element
                if marker == "(":
                    open_at[group] = position
                else:
                    spans[group] = (open_at[group], position)
            else:
                text.append(class_text(element))
                position += 1
        rule = "".join(text)
        if template is not None and group_count in spans:
            out = []
            for part in template:
                if isinstance(part, int):
                    if part in spans:
                        out.append("{%d-%d}" % spans[part])
                else:
                    out.append(part)
            rule += "=" + "".join(out)
        if rule == "":
            # An empty match strips nothing; libphonenumber then keeps the number as it was, which
            # is also what happens when no rule matches, and no later rule is ever reached.
            break
        rules.append(rule)
    return rules


# ---------------------------------------------------------------------------------------------
# Minimal DFA for a full-match pattern.

class NFA:
    def __init__(self):
        self.moves, self.empty = [], []

    def state(self):
        self.moves.append([])
        self.empty.append([])
        return len(self.moves) - 1

    def build(self, seq, current):
        for op, av in seq:
            if op is sre_constants.SUBPATTERN:
                current = self.build(av[-1], current)
            elif op is sre_constants.BRANCH:
                end = self.state()
                for alternative in av[1]:
                    self.empty[self.build(alternative, current)].append(end)
                current = end
            elif op in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT):
                low, high, sub = av
                if high == sre_constants.MAXREPEAT:
                    raise ValueError("unbounded repeat")
                exits = []
                for i in range(high):
                    if i >= low:
                        exits.append(current)
                    current = self.build(sub, current)
                end = self.state()
                for e in exits + [current]:
                    self.empty[e].append(end)
                current = end
            else:
                target = self.state()
                self.moves[current].append((digit_class(op, av), target))
                current = target
        return current


def automaton(patterns):
    """Minimal DFA (list of (accepting, [target or -1] * 10)) matching any of `patterns` in full."""
    nfa = NFA()
    start = nfa.state()
    accepting = set()
    for pattern in patterns:
        accepting.add(nfa.build(list(sre_parse.parse(pattern)), start))

    def closure(states):
        seen, stack = set(states), list(states)
        while stack:
            for nxt in nfa.empty[stack.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        return frozenset(seen)

    first = closure([start])
    index, order, table = {first: 0}, [first], []
    while len(table) < len(order):
        current = order[len(table)]
        row = []
        for digit in range(10):
            nxt = closure([t for s in current for (digits, t) in nfa.moves[s] if digit in digits])
            if not nxt:
                row.append(-1)
                continue
            if nxt not in index:
                index[nxt] = len(order)
                order.append(nxt)
            row.append(index[nxt])
        table.append(row)
    accept = [bool(s & accepting) for s in order]

    # Moore minimisation, then renumber in breadth-first order from the start state.
    block = [1 if a else 0 for a in accept]
    while True:
        signatures = {}
        refined = [
            signatures.setdefault((block[i], tuple(block[t] if t >= 0 else -1 for t in row)), len(signatures))
            for i, row in enumerate(table)
        ]
        if len(set(refined)) == len(set(block)):
            break
        block = refined
    representative = {}
    for i, b in enumerate(block):
        representative.setdefault(b, i)
    renumber, queue, result = {block[0]: 0}, [block[0]], []
    while len(result) < len(queue):
        old = representative[queue[len(result)]]
        row = []
        for t in table[old]:
            if t < 0:
                row.append(-1)
                continue
            if block[t] not in renumber:
                renumber[block[t]] = len(queue)
                queue.append(block[t])
            row.append(renumber[block[t]])
        result.append((accept[old], row))
    return result


def automaton_text(dfa):
    if len(dfa) > len(STATE_DIGITS):
        raise ValueError("automaton has %d states; widen the encoding" % len(dfa))
    parts = []
    for accepting, row in dfa:
        targets = ["." if t < 0 else STATE_DIGITS[t] for t in row]
        parts.append(("1" if accepting else "0") + ("=" + targets[0] if len(set(targets)) == 1 else "".join(targets)))
    return "".join(parts)


def type_patterns(metadata):
    patterns = []
    for name in NUMBER_TYPES:
        desc = getattr(metadata, name)
        if desc is not None and desc.national_number_pattern:
            patterns.append(desc.national_number_pattern)
    return patterns


def distinguishing_prefixes(region, main, length=None, max_depth=6):
    """Shortest digit prefixes that only `region`'s valid numbers start with, not `main`'s.

    libphonenumber tells regions that share a calling code apart by their `leading_digits` when
    they have some (JM: 658|876), and otherwise by trying each region's number-type patterns in
    turn, main region first. The parser has no per-type patterns, so for a region without leading
    digits (CA, GG, JE, CC…) this derives leading-digit hints: prefixes that can begin a valid number
    of `region` (of `length` digits when given) and cannot begin a valid number of the main region.
    """
    ours, theirs = automaton(type_patterns(region)), automaton(type_patterns(main))
    if not ours:
        return []

    def liveness(dfa):
        memo = {}

        def live(state, remaining):
            key = (state, remaining)
            if key not in memo:
                accepting, row = dfa[state]
                if remaining is None:
                    # Any accepted continuation (automata of bounded patterns are acyclic).
                    memo[key] = accepting or any(t >= 0 and live(t, None) for t in row)
                elif remaining == 0:
                    memo[key] = accepting
                else:
                    memo[key] = any(t >= 0 and live(t, remaining - 1) for t in row)
            return memo[key]
        return live

    live_ours, live_theirs = liveness(ours), liveness(theirs)
    remaining = lambda depth: None if length is None else length - depth
    found, frontier = [], [("", 0, 0 if theirs else -1)]
    for depth in range(1, max_depth + 1):
        next_frontier = []
        for prefix, a, b in frontier:
            for digit in range(10):
                a2 = ours[a][1][digit]
                if a2 < 0 or not live_ours(a2, remaining(depth)):
                    continue
                b2 = theirs[b][1][digit] if b >= 0 else -1
                if b2 < 0 or not live_theirs(b2, remaining(depth)):
                    found.append(prefix + str(digit))
                else:
                    next_frontier.append((prefix + str(digit), a2, b2))
        frontier = next_frontier
    return found


def region_hints(region, codes_to_regions):
    """Leading-digit rules that pick `region` among the regions sharing its calling code."""
    metadata = PhoneMetadata.metadata_for_region(region)
    if metadata.leading_digits:
        return prefix_rules(metadata.leading_digits)
    regions = codes_to_regions[metadata.country_code]
    if len(regions) == 1 or regions[0] == region:
        return []
    main = PhoneMetadata.metadata_for_region(regions[0])
    # NANP: area codes of ten-digit numbers; the parser applies them to ten-digit numbers only.
    return distinguishing_prefixes(metadata, main, 10 if metadata.country_code == 1 else None)


# ---------------------------------------------------------------------------------------------

def lengths_text(lengths):
    return ",".join(str(n) for n in sorted(n for n in lengths if n > 0))


def record(region, metadata, hints=()):
    general = metadata.general_desc
    pattern = general.national_number_pattern if general is not None else None
    fields = [
        "%s %d" % (region, metadata.country_code),
        " ".join(prefix_rules(metadata.international_prefix)),
        " ".join(prefix_rules(metadata.national_prefix_for_parsing, metadata.national_prefix_transform_rule)),
        lengths_text(general.possible_length if general is not None else ()),
        lengths_text(general.possible_length_local_only if general is not None else ()),
        " ".join(hints),
        automaton_text(automaton([pattern])) if pattern else "",
    ]
    for field in fields:
        if "|" in field or '"' in field or "\\" in field:
            raise ValueError("%s: unexpected character in %r" % (region, field))
    return "|".join(fields)


def generate():
    codes = pnu.COUNTRY_CODE_TO_REGION_CODE
    code_lines = ["%d %s" % (code, " ".join(codes[code])) for code in sorted(codes)]
    region_lines = []
    for region in sorted(pnu.SUPPORTED_REGIONS):
        hints = region_hints(region, codes)
        region_lines.append(record(region, PhoneMetadata.metadata_for_region(region), hints))
    for code in sorted(pnu.COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        region_lines.append(record("001", PhoneMetadata.metadata_for_nongeo_region(code)))

    def block(lines):
        return "\n".join("    " + line for line in lines)

    return '''\
// GENERATED FILE: do not edit. Run `python3 Scripts/generate-phone-metadata.py` to regenerate.
//
// Numbering-plan metadata from libphonenumber (https://github.com/google/libphonenumber), taken from
// the Python package `phonenumbers` {version}. Copyright (C) 2009 The Libphonenumber Authors.
// Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
// The data has been transformed (regular expressions compiled into prefix rules and digit
// automata); the record format is described in Scripts/generate-phone-metadata.py.

extension PhoneNumberParser {{
  /// The `phonenumbers` release (libphonenumber metadata) this table was generated from.
  static let metadataVersion = "{version}"

  /// Every country calling code and its regions, main region first ("001": non-geographic).
  static let countryCodeRecords = """
{codes}
    """

  /// One region per line: `REGION CC|international prefix|national prefix|lengths|local-only
  /// lengths|leading digits|general description automaton`.
  static let regionRecords = """
{regions}
    """
}}
'''.format(version=phonenumbers.__version__, codes=block(code_lines),
                  regions=block(region_lines))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="fail when the committed file differs")
    parser.add_argument("--output", default=OUTPUT)
    args = parser.parse_args()
    text = generate()
    if args.check:
        with open(args.output, encoding="utf-8") as f:
            current = f.read()
        if current != text:
            sys.stdout.writelines(difflib.unified_diff(
                current.splitlines(True), text.splitlines(True), "committed", "generated"))
            return 1
        return 0
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote %s (%d bytes)" % (os.path.relpath(args.output, REPO), len(text.encode("utf-8"))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
