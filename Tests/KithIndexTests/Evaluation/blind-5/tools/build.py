# -*- coding: utf-8 -*-
"""Builds book.vcf and queries.jsonl.
  python3 build.py            # writes ../book.vcf and ../queries.jsonl
The planted cards (planted.py) and the queries with their labels (queries_hand.py) are
written by hand; the background cards come from filler.py with a fixed seed. Background
cards that the wide net finds meeting a hand-labelled query are left out, so the
background never changes a planted answer; lists marked AUTO are computed here from the
final book (judge.py, strict reading) and printed by check.py for reading over."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import planted, filler, vcard, queries_hand as H, extra_queries as X
from kithmodel import Book, tokens
from judge import judge, read

TARGET = 900

def all_hand_queries():
    qs = list(H.Q) + [x for t, x in H.AFF if t == "q"]
    return qs

def phone_keys(cards):
    ks = set()
    for c in cards:
        for _, p in c["phones"]:
            d = re.sub(r"\D", "", p)
            ks.add(d[-7:])
            if p.startswith("+1"):
                ks.add(d)
    return ks

def main():
    P = planted.P
    reserved_emails = set(e for c in P for _, e in c["emails"])
    cand, rng = filler.generate({c["uid"] for c in P}, phone_keys(P), reserved_emails,
                                {"0147", "7719", "4417", "2045", "2290", "0000", "0110"})
    book = Book(P + cand)
    book.email_locals = set(e.split("@")[0] for c in book.cards for e in c.emails)
    filler_uids = {c["uid"] for c in cand}
    drop = set()
    protected = set()
    qs = all_hand_queries()
    for qd in qs:
        if qd["uids"] == H.AUTO:
            continue
        r, p = read(qd["query"], book.email_locals)
        j = judge(book, qd["query"])
        targets = set(qd["uids"])
        if r in ("name", "orgq", "initials"):
            for u in j["generous"]:
                if u in filler_uids:
                    drop.add(u)
            for u in j.get("may", []):
                if u in filler_uids:
                    drop.add(u)
        elif r in ("phone",):
            digits = p
            for c in book.cards:
                if c.uid in filler_uids and any(ph.endswith(digits[-7:]) or ph.endswith(digits) for ph in c.phones):
                    drop.add(c.uid)
        elif r in ("email", "emailname", "someone_at"):
            for u in j["must"]:
                if u in filler_uids:
                    drop.add(u)
        drop -= targets
        protected.update(targets)
    for qd in X.extra_protect():
        j = judge(book, qd)
        for u in list(j["generous"]) + j.get("may", []):
            if u in filler_uids:
                drop.add(u)
    drop -= protected
    kept = [c for c in cand if c["uid"] not in drop]
    need = TARGET - len(P)
    print("filler candidates %d, left out for planted traps %d, kept %d, need %d" % (len(cand), len(drop), len(kept), need), file=sys.stderr)
    # a fixed priority per background card (independent of which cards were left out), so
    # that changing one query changes the book as little as possible
    r2 = random.Random(filler.SEED + 1)
    prio = {c["uid"]: r2.random() for c in cand}
    protected.update(X.PROTECT)
    if len(kept) > need:
        fixed = [c for c in kept if c["culture"] in ("org", "script") or c["uid"] in protected]
        people = sorted([c for c in kept if c not in fixed], key=lambda c: prio[c["uid"]])
        kept = fixed + people[:need - len(fixed)]
    order = {c["uid"]: i for i, c in enumerate(cand)}
    kept.sort(key=lambda c: order[c["uid"]])
    cards = list(P) + kept
    # interleave planted cards among the background so the file is not sorted by trap
    r3 = random.Random(filler.SEED + 2)
    r3.shuffle(cards)
    owner = [c for c in cards if c["uid"] == planted.OWNER][0]
    cards.remove(owner)
    cards.insert(0, owner)
    vcard.write(cards, os.path.join(OUT, "book.vcf"))
    if "--debug" in sys.argv:
        json.dump(cards, open(os.path.join(HERE, "book.json"), "w"), ensure_ascii=False, indent=0)
    print("book: %d cards" % len(cards), file=sys.stderr)

    # -------------------------------------------------------------- queries
    book = Book(cards)
    book.email_locals = set(e.split("@")[0] for c in book.cards for e in c.emails)
    def expand(qd):
        qd = dict(qd)
        if qd["uids"] == H.AUTO:
            j = judge(book, qd["query"])
            qd["uids"] = sorted(u for u in j["must"] if u != planted.OWNER)
            qd["auto"] = True
        return qd
    lines = [{"action": "me", "uid": planted.OWNER}]
    for qd in H.Q + X.extra_queries(book):
        lines.append(expand(qd))
    for t, x in H.AFF:
        lines.append(expand(x) if t == "q" else x)
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for l in lines:
            l = {k: v for k, v in l.items() if k != "auto" and not (k == "note" and not v)}
            if "query" in l and "action" not in l:
                l = {k: l[k] for k in ("query", "kind", "expect", "uids", "note") if k in l}
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    print("queries: %d lines" % len(lines), file=sys.stderr)

if __name__ == "__main__":
    main()
