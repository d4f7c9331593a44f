# -*- coding: utf-8 -*-
"""Consistency checks, independent of build.py's internals: reads ../book.vcf and
../queries.jsonl as files, then
  - the vCard file: CRLF only, lines <= 75 octets, UTF-8, VERSION:3.0, readable unique UIDs;
  - every line valid JSON in the format of EVAL-FORMAT.md, every uid present in the book;
  - every label against my strict reading of RESOLVE.md (kithmodel/judge), and every
    `unique` and `not_found` label against the wide net: anybody else who might compete
    is printed as a FLAG to be read;
  - counts per kind and expectation.
  python3 check.py [--verbose] [--auto]"""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from kithmodel import Book, tokens, fold, EXACT, CLOSE, FUZZY
from judge import judge, read, REL_SINGLE, GODMOTHER_WORDS, phone_judge

KINDS = ["full_name", "given_only", "shared_given", "family_only", "name_order", "compound_particle", "title_suffix",
         "folding", "nickname_own", "nickname_table", "typo", "phonetic", "phonetic_field", "initials", "prefix", "phone",
         "email", "organization", "org_qualified", "relation", "possessive_filler", "affinity", "duplicate", "absent", "junk"]
verbose = "--verbose" in sys.argv
show_auto = "--auto" in sys.argv
problems = []
flags = []

# ------------------------------------------------------------------ the vCard file
raw = open(os.path.join(OUT, "book.vcf"), "rb").read()
raw.decode("utf-8")
assert b"\r\n" in raw
if re.search(rb"(?<!\r)\n", raw) or re.search(rb"\r(?!\n)", raw):
    problems.append("book.vcf: a line end that is not CRLF")
phys = raw.split(b"\r\n")
for i, l in enumerate(phys):
    if len(l) > 75:
        problems.append("book.vcf:%d: %d octets" % (i + 1, len(l)))
text = raw.decode("utf-8")
logical = []
for l in text.split("\r\n"):
    if l.startswith(" ") and logical:
        logical[-1] += l[1:]
    elif l:
        logical.append(l)

def unesc(v):
    return re.sub(r"\\(.)", lambda m: {"n": "\n"}.get(m.group(1), m.group(1)), v)

def split_struct(v):
    parts, cur, i = [], "", 0
    while i < len(v):
        if v[i] == "\\" and i + 1 < len(v):
            cur += v[i:i + 2]; i += 2; continue
        if v[i] == ";":
            parts.append(unesc(cur)); cur = ""
        else:
            cur += v[i]
        i += 1
    parts.append(unesc(cur))
    return parts

cards, cur = [], None
for l in logical:
    if l == "BEGIN:VCARD":
        cur = dict(emails=[], phones=[], rel=[], labels={}, relnames={}, company=False, nick="", org="", dept="",
                   ph_first="", ph_last="", family="", given="", middle="", prefix="", suffix="", version=None, style=None)
        continue
    if l == "END:VCARD":
        for it, name in cur["relnames"].items():
            cur["rel"].append((cur["labels"].get(it, ""), name))
        cards.append(cur); cur = None; continue
    name, _, val = l.partition(":")
    group = ""
    if "." in name.split(";")[0]:
        group, name = name.split(".", 1)
    key = name.split(";")[0].upper()
    if key == "VERSION": cur["version"] = val
    elif key == "PRODID": cur["style"] = "apple"
    elif key == "CATEGORIES": cur["style"] = cur["style"] or "google"
    elif key == "N":
        f, g, m, p, s = (split_struct(val) + [""] * 5)[:5]
        cur.update(family=f, given=g, middle=m, prefix=p, suffix=s)
    elif key == "FN": cur["fn"] = unesc(val)
    elif key == "NICKNAME": cur["nick"] = unesc(val)
    elif key == "X-PHONETIC-FIRST-NAME": cur["ph_first"] = unesc(val)
    elif key == "X-PHONETIC-LAST-NAME": cur["ph_last"] = unesc(val)
    elif key == "ORG":
        parts = split_struct(val) + [""]
        cur["org"], cur["dept"] = parts[0], parts[1]
    elif key == "EMAIL": cur["emails"].append(("", val))
    elif key == "TEL": cur["phones"].append(("", val))
    elif key == "UID": cur["uid"] = val
    elif key == "X-ABSHOWAS": cur["company"] = val.upper() == "COMPANY"
    elif key == "X-ABRELATEDNAMES": cur["relnames"][group] = unesc(val)
    elif key == "X-ABLABEL": cur["labels"][group] = val
uids = [c.get("uid") for c in cards]
if len(set(uids)) != len(uids):
    problems.append("duplicate UIDs")
for c in cards:
    if c["version"] != "3.0":
        problems.append("%s: version %s" % (c.get("uid"), c["version"]))
    if not re.fullmatch(r"[a-z0-9][a-z0-9\-]*", c.get("uid", "")):
        problems.append("unreadable uid %r" % c.get("uid"))
styles = collections.Counter(c["style"] for c in cards)
book = Book(cards)
book.email_locals = set(e.split("@")[0] for c in book.cards for e in c.emails)
by_uid = {c["uid"]: c for c in cards}

# ------------------------------------------------------------------ relations through the owner's card
def norm_label(l):
    m = re.match(r"_\$!<(.*)>!\$_", l)
    return fold(m.group(1) if m else l).replace("-", " ").strip()

def find_by_name(name):
    fn = " ".join(tokens(name))
    hits = []
    for c in book.cards:
        full = " ".join(c.given_tokens + c.middle_tokens + c.family_tokens)
        gf = " ".join(c.given_tokens + c.family_tokens)
        if fn in (full, gf, " ".join(tokens(c.d.get("fn", "") or ""))):
            hits.append(c.uid)
    return hits

def relation_judge(me, q):
    low = fold(re.sub(r"(\w)['’]s\b", r"\1", q)).strip()
    low = re.sub(r"^my\s+", "", low)
    words = low.replace("-", " ").split()
    rels = [(norm_label(l), n) for l, n in me["rel"]]
    # custom labels first (longest match at the start)
    best = None
    for lab, n in rels:
        lw = lab.split()
        if words[:len(lw)] == lw and (best is None or len(lw) > len(best[0])):
            best = (lw, [lab])
    if best is None:
        w = words[0]
        labs = REL_SINGLE.get(w)
        if w == "godmother":
            labs = [lab for lab, n in rels if lab in GODMOTHER_WORDS["godmother"]]
        if labs is None:
            return "?", []
        best = ([w], labs)
        if w in ("mom", "mum") and not any(lab == "mother" for lab, _ in rels):
            best = ([w], ["parent"])
    lw, labs = best
    rest = words[len(lw):]
    people = []
    for lab, n in rels:
        if lab in labs:
            people.append((n, find_by_name(n)))
    if rest:
        people = [(n, h) for n, h in people if tokens(n)[:len(rest)] == rest or tokens(n)[0] == rest[0]]
    hits = sorted(set(u for n, h in people for u in h))
    if not hits:
        return "not_found", []
    return ("unique" if len(hits) == 1 and len(people) == 1 else "ambiguous"), hits

me = None

def same_key(a, b):
    a, b = a.lstrip("0"), b.lstrip("0")
    return len(a) >= 7 and len(b) >= 7 and (a.endswith(b) or b.endswith(a))

def same_number_rule(j, r, p, must):
    """RESOLVE.md decision 5: a unique answer becomes ambiguous when another card has the
    winner's number and meets the query or at least its given name."""
    w = book.by_uid[must[0]]
    given_words = []
    if r == "name":
        words = p[0]
        for x in words:
            if w.given_tokens and book.word_match(x, w.given_tokens[0], "given", False, False):
                given_words.append(x)
            elif any(book.word_match(x, n, "nick", False, False) for n in w.nick_tokens):
                given_words.append(x)
    extra = []
    for c in book.cards:
        if c.uid == w.uid or not any(same_key(a, b) for a in c.phones for b in w.phones):
            continue
        if r == "phone" or c.uid in j.get("strict", {}) or any(book.contact_match(c, [x], False) for x in given_words):
            extra.append(c.uid)
    if extra:
        return "ambiguous", must + extra
    return "unique", must

# ------------------------------------------------------------------ queries
lines = [l for l in open(os.path.join(OUT, "queries.jsonl"), encoding="utf-8").read().split("\n") if l]
objs = []
for i, l in enumerate(lines):
    try:
        objs.append(json.loads(l))
    except Exception as e:
        problems.append("line %d: not JSON (%s)" % (i + 1, e))
if objs[0] != {"action": "me", "uid": objs[0].get("uid")} or objs[0]["uid"] not in by_uid:
    problems.append("first line is not the me action")
me = by_uid[objs[0]["uid"]]
in_aff = False
picks = collections.defaultdict(lambda: collections.Counter())
counts = collections.defaultdict(collections.Counter)
auto_report = []
for i, o in enumerate(objs[1:], start=2):
    if "action" in o:
        in_aff = True
        a = o["action"]
        if a not in ("choose", "cancel", "favorite", "message"):
            problems.append("line %d: action %s" % (i, a))
        if "uid" in o and o["uid"] not in by_uid:
            problems.append("line %d: unknown uid %s" % (i, o["uid"]))
        if a == "choose":
            key = tuple(sorted(tokens(o["query"])))
            pk = picks[key]
            for u in list(pk):
                if u != o["uid"] and pk[u] > 0:
                    pk[u] -= 1
            pk[o["uid"]] += 1
        if a == "cancel":
            key = tuple(sorted(tokens(o["query"])))
            for u in list(picks[key]):
                picks[key][u] -= 1
        continue
    if set(o) - {"query", "kind", "expect", "uids", "note"} or not {"query", "kind", "expect", "uids"} <= set(o):
        problems.append("line %d: keys %s" % (i, sorted(o)))
        continue
    qs, kind, exp, lst = o["query"], o["kind"], o["expect"], o["uids"]
    if kind not in KINDS:
        problems.append("line %d: kind %s" % (i, kind))
    if kind == "affinity":
        in_aff = True
    elif in_aff:
        problems.append("line %d: a query after the affinity block started" % i)
    if exp not in ("unique", "ambiguous", "not_found"):
        problems.append("line %d: expect %s" % (i, exp))
    for u in lst:
        if u not in by_uid:
            problems.append("line %d: unknown uid %s" % (i, u))
    if exp == "not_found" and lst: problems.append("line %d: not_found with uids" % i)
    if exp == "unique" and len(lst) != 1: problems.append("line %d: unique needs one uid" % i)
    if exp == "ambiguous" and len(lst) < 2 and not (kind == "given_only"):
        problems.append("line %d: ambiguous with %d uids" % (i, len(lst)))
    if exp == "ambiguous" and len(lst) > 20:
        problems.append("line %d: ambiguous with %d uids (more than the default limit)" % (i, len(lst)))
    counts[kind][exp] += 1
    # ---- judge
    r, p = read(qs, book.email_locals)
    tag = "line %d %-18s %-40r %-9s" % (i, kind, qs[:40], exp)
    if r == "relation":
        st, hits = relation_judge(me, qs)
        if st != exp or (exp != "not_found" and set(hits) != set(lst)):
            flags.append(tag + " relation reading says %s %s" % (st, hits))
        continue
    j = judge(book, qs)
    st, must, may, gen = j["status"], j["must"], j["may"], j["generous"]
    picked = False
    if kind == "affinity":
        key = tuple(sorted(tokens(qs)))
        if st == "ambiguous" and key in picks:
            winners = [u for u in must if picks[key][u] >= 2]
            if len(winners) == 1:
                st, must, picked = "unique", winners, True
    if st == "unique" and r in ("name", "phone"):
        st, must = same_number_rule(j, r, p, must)
    if j.get("doubtful"):
        flags.append(tag + " DOUBTFUL margin: strict=%s" % {u: (t, round(s, 3)) for u, (t, s) in sorted(j.get("strict", {}).items(), key=lambda x: -x[1][1])[:6]})
    if st != exp:
        flags.append(tag + " MODEL says %s %s" % (st, must[:8]))
        continue
    if exp == "unique":
        if must != lst:
            flags.append(tag + " MODEL picks %s" % must)
            continue
        target = lst[0]
        tt = j.get("strict", {}).get(target) or gen.get(target)
        if picked:
            tt = None
        for u, (gt, gs) in gen.items():
            if u == target or not tt:
                continue
            if gt > tt[0] or (gt == tt[0] and gs >= tt[1] - 0.2):
                flags.append(tag + " RIVAL %s %s vs target %s" % (u, (gt, round(gs, 3)), (tt[0], round(tt[1], 3))))
        if r == "initials":
            others = [u for u in may if u != target]
            if others:
                flags.append(tag + " RIVAL initials %s" % others)
    elif exp == "ambiguous":
        missing = [u for u in must if u not in lst and u != me["uid"]]
        extra = [u for u in lst if u not in must and u not in may and u not in gen]
        if missing:
            flags.append(tag + " MISSING must-offer %s" % missing)
        if extra:
            flags.append(tag + " LISTED but not met %s" % extra)
        if len(lst) < 2:
            flags.append(tag + " AMBIGUOUS with %d listed" % len(lst))
        if o.get("uids") and show_auto:
            auto_report.append((i, qs, lst))
    elif exp == "not_found":
        if gen and r not in ("phone", "email", "emailname", "someone_at"):
            flags.append(tag + " GENEROUS meets %s" % {u: (t, round(s, 2)) for u, (t, s) in list(gen.items())[:6]})

print("book: %d cards (%s), problems: %d" % (len(cards), dict(styles), len(problems)))
for p in problems[:50]:
    print("PROBLEM", p)
print("flags: %d" % len(flags))
for f in flags:
    print("FLAG", f)
tot = collections.Counter()
print("\n| kind | unique | ambiguous | not_found | total |\n|---|---:|---:|---:|---:|")
for k in KINDS:
    c = counts[k]
    tot.update(c)
    print("| `%s` | %d | %d | %d | %d |" % (k, c["unique"], c["ambiguous"], c["not_found"], sum(c.values())))
n = sum(tot.values())
print("| **all** | %d | %d | %d | %d |" % (tot["unique"], tot["ambiguous"], tot["not_found"], n))
print("| share | %.1f %% | %.1f %% | %.1f %% | 100 %% |" % (100 * tot["unique"] / n, 100 * tot["ambiguous"] / n, 100 * tot["not_found"] / n))
if show_auto:
    for i, qs, lst in auto_report:
        print("LIST line %d %r: %s" % (i, qs[:30], lst))
