# -*- coding: utf-8 -*-
"""Reads a query as RESOLVE.md describes and judges it against a book with kithmodel.
judge(book, query) -> dict(kind_of_reading, status, must, may, doubtful, generous)
  status/must/may: strict reading (what a careful resolver must answer / must offer)
  generous: uid -> (tier, score) of everybody the wide net lets meet the query."""
import re, unicodedata
from kithmodel import tokens, fold, TITLES, decide, EXACT, CLOSE, FUZZY, ZW

REL_SINGLE = {
    "mom": ["mother", "parent"], "mum": ["mother", "parent"], "mother": ["mother"], "mommy": ["mother"],
    "dad": ["father", "parent"], "father": ["father"], "brother": ["brother"], "brothers": ["brother"],
    "sister": ["sister"], "sisters": ["sister"], "sis": ["sister"], "siblings": ["brother", "sister"],
    "partner": ["partner", "spouse", "wife", "husband"], "spouse": ["spouse", "wife", "husband"],
    "wife": ["wife", "spouse"], "husband": ["husband", "spouse"], "boss": ["manager"], "manager": ["manager"],
    "kids": ["son", "daughter", "child"], "children": ["son", "daughter", "child"], "daughter": ["daughter"],
    "son": ["son"], "parents": ["mother", "father"], "grandmother": ["grandmother"], "grandma": ["grandmother"],
    "aunt": ["aunt"], "uncle": ["uncle"], "godmother": ["godmother"], "godfather": ["godfather"],
}
GODMOTHER_WORDS = {"godmother": {"patentante", "madrina", "gudmor", "godmother", "patin"}}
PHONE_RE = re.compile(r"^[\d\s+().\-/]+$")

def clean(q):
    return unicodedata.normalize("NFKC", q).translate(ZW)

def possessive_strip(q):
    q = re.sub(r"(\w)['’]s\b", r"\1", q)
    q = re.sub(r"(\w*s)['’](?=\s|$)", r"\1", q)
    return q

def read(q, email_locals=()):
    """Returns (reading, payload)."""
    c = clean(q).strip()
    if not c or len(c) > 1000:
        return "junk", None
    if not re.search(r"[\w@]", c):
        return "junk", None
    if PHONE_RE.match(c) and len(re.sub(r"\D", "", c)) >= 4:
        return "phone", re.sub(r"\D", "", c)
    if "@" in c and " @ " not in c:
        return ("email", c.lower()) if re.match(r"^[^@\s]+@[^@\s]+\.[^@\s]+$", c) else ("junk", None)
    if re.fullmatch(r"[\w.\-]+", c) and re.search(r"[.\d\-]", c) and c.lower() in email_locals:
        return "emailname", c.lower()
    c2 = possessive_strip(c)
    c2 = re.sub(r"^\s*[Mm]y\s+[Ff]riend\s+", "", c2)
    low = fold(c2)
    m = re.match(r"^(someone|anyone|somebody)\s+(at|from|of|@)\s+(.+)$", low)
    if m:
        return "someone_at", m.group(3)
    m = re.match(r"^(.+?)\s+(at|from|of|@)\s+(.+)$", low)
    if m and not low.startswith("my "):
        return "orgq", (m.group(1), m.group(3))
    w = low.split()
    if w and (w[0] == "my" or (len(w) == 1 and w[0] in REL_SINGLE)):
        return "relation", low
    # titles
    toks = tokens(c2)
    titles = [TITLES[t] for t in toks if t in TITLES]
    words = [t for t in toks if t not in TITLES]
    # initials only
    raw = [x for x in re.split(r"[\s.]+", c2.strip()) if x]
    raw_nt = [x for x in raw if fold(x).strip(".") not in TITLES]
    if raw_nt and all(len(x) == 1 and x.isalpha() for x in raw_nt) and len(raw_nt) >= 2:
        return "initials", [x for x in raw_nt]
    if len(raw_nt) == 1 and 2 <= len(raw_nt[0]) <= 5 and re.fullmatch(r"[A-Z][A-Za-z]*[A-Z]", raw_nt[0]) \
            and sum(ch.isupper() for ch in raw_nt[0]) >= 2:
        return "initials", list(raw_nt[0])
    return "name", (words, titles)

# ------------------------------------------------------------------------------ judges
def phone_judge(book, digits):
    for pre in ("011", "00"):
        if digits.startswith(pre) and len(digits) > 8:
            digits = digits[len(pre):]
            break
    hits = [c.uid for c in book.cards if any(p == digits for p in c.phones)]
    if not hits and len(digits) >= 4:
        hits = [c.uid for c in book.cards if any(p.endswith(digits) for p in c.phones)]
    # national forms with a trunk 0: compare without it, and the last 7 as the fallback
    if not hits and digits.startswith("0") and len(digits) >= 8:
        d2 = digits.lstrip("0")
        hits = [c.uid for c in book.cards if any(p.endswith(d2) for p in c.phones)]
    last7 = [c.uid for c in book.cards if len(digits) > 7 and any(p.endswith(digits[-7:]) for p in c.phones)]
    if not hits:
        hits = last7
    status = "not_found" if not hits else ("unique" if len(hits) == 1 else "ambiguous")
    doubtful = bool(last7) and set(last7) != set(hits)
    return status, hits, doubtful

def initials_judge(book, letters):
    must, may = [], []
    up = [l for l in letters if l.isupper()] if any(l.islower() for l in letters) and any(l.isupper() for l in letters) else letters
    L = [l.lower() for l in letters]
    for c in book.cards:
        if c.company:
            continue
        g = [t[0] for t in c.given_tokens] + [t[0] for t in c.middle_tokens]
        fam_all = c.family_tokens
        fam_main = [t for t in fam_all if t not in ("van", "der", "den", "de", "la", "dos", "da", "e", "t", "s", "al", "ben", "bin")]
        f = fam_main[0][0] if fam_main else (fam_all[0][0] if fam_all else "")
        seq_full = [t[0] for t in c.given_tokens + c.middle_tokens + fam_all]
        strict = False
        if len(L) == 2 and g and L[0] == g[0] and L[1] == f:
            strict = True
        if len(L) == 3 and len(g) >= 2 and L[0] == g[0] and L[1] == g[1] and L[2] == f:
            strict = True
        if len(L) >= 3 and seq_full == L:
            strict = True
        if strict:
            must.append(c.uid)
        # generous: each letter meets a different initial, any order
        pool = [t[0] for t in c.given_tokens + c.middle_tokens + fam_all + c.nick_tokens]
        ok = True
        for l in L:
            if l in pool:
                pool.remove(l)
            else:
                ok = False
                break
        if ok:
            may.append(c.uid)
    status = "not_found" if not must else ("unique" if len(must) == 1 else "ambiguous")
    return status, must, may

def name_judge(book, words, titles=(), personal_only=False, pool=None, single_given_check=True):
    if not words:
        return dict(status="not_found", must=[], may=[], doubtful=False, generous={}, strict={})
    strict = book.resolve_words(words, False, titles, personal_only, pool)
    gen = book.resolve_words(words, True, titles, personal_only, pool)
    if not strict and len(words) > 1:
        for i in range(len(words) - 1):
            w2 = words[:i] + [words[i] + words[i + 1]] + words[i + 2:]
            strict = book.resolve_words(w2, False, titles, personal_only, pool)
            if strict:
                for u, v in book.resolve_words(w2, True, titles, personal_only, pool).items():
                    gen.setdefault(u, v)
                break
    single_given = single_given_check and len(words) == 1 and words[0] in book.given_names | COMMON_GIVEN
    status, must, may, doubtful = decide(strict, single_given)
    return dict(status=status, must=must, may=may, doubtful=doubtful, generous=gen, strict=strict)

COMMON_GIVEN = {"carla", "angela", "paula", "julia", "maria", "filip", "kaitlin", "caitlin", "stefan", "stephen"}

def org_words_meet(c, owords):
    ct = c.org_tokens
    for w in owords:
        if not any(t == w or (len(w) >= 3 and t.startswith(w)) for t in ct):
            return False
    return True

def judge(book, q):
    locals_ = book.email_locals
    r, p = read(q, locals_)
    out = dict(reading=r, status=None, must=[], may=[], doubtful=False, generous={})
    if r == "junk":
        out["status"] = "not_found"
    elif r == "phone":
        s, hits, d = phone_judge(book, p)
        out.update(status=s, must=hits, may=hits, doubtful=d)
    elif r == "email":
        hits = [c.uid for c in book.cards if p in c.emails]
        out.update(status="not_found" if not hits else ("unique" if len(hits) == 1 else "ambiguous"), must=hits, may=hits)
    elif r == "emailname":
        hits = [c.uid for c in book.cards if any(e.split("@")[0] == p for e in c.emails)]
        out.update(status="not_found" if not hits else ("unique" if len(hits) == 1 else "ambiguous"), must=hits, may=hits)
    elif r == "someone_at":
        ow = tokens(p)
        hits = [c.uid for c in book.cards if not c.company and c.org_tokens and org_words_meet(c, ow)]
        out.update(status="not_found" if not hits else ("unique" if len(hits) == 1 else "ambiguous"), must=hits, may=hits)
    elif r == "orgq":
        name, org = p
        ow = tokens(org)
        pool = [c for c in book.cards if not c.company and c.org_tokens and org_words_meet(c, ow)]
        nw = tokens(name)
        res = name_judge(book, nw, personal_only=True, pool=pool, single_given_check=False)
        out.update(res)
    elif r == "initials":
        s, must, may = initials_judge(book, p)
        out.update(status=s, must=must, may=may, generous={u: (CLOSE, 0.8) for u in may})
    elif r == "relation":
        out["status"] = None  # judged by relation_judge in check.py
    else:
        words, titles = p
        out.update(name_judge(book, words, titles))
    return out
