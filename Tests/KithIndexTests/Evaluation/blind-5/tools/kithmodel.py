# -*- coding: utf-8 -*-
"""My own reading of RESOLVE.md as code, used only to check labels. Written without
seeing kith's code. Two strengths:
  strict   - only what RESOLVE.md states (plus the hypocorisms of tables.STRICT_NICK);
             used to compute who MUST be offered and what the answer must be;
  generous - a wide net (wider nicknames and spellings, typo budget on the longer word,
             looser sound-alikes) used to find anybody who MIGHT compete, so that a
             `unique` or `not_found` label never depends on a match I failed to imagine."""
import re, unicodedata
import dm
from tables import nick_table, VARIANT_GROUPS, WIDE_VARIANT_GROUPS

ZW = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u200e\u200f"), None)
SPECIAL = {"ı": "i", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ß": "ss", "æ": "ae",
           "œ": "oe", "ħ": "h", "ŀ": "l", "ɗ": "d", "ƙ": "k", "ɓ": "b"}
APOS = "'’‘`´ʼ"
PARTICLES = {"van", "der", "den", "de", "la", "le", "du", "des", "dos", "das", "da", "do", "di", "del",
             "e", "y", "al", "el", "bin", "ben", "ibn", "ter", "ten", "von", "zu", "mac", "st"}
TITLES = {"dr": "dr", "doctor": "dr", "dra": "dr", "mr": "mr", "mrs": "mrs", "ms": "ms", "miss": "miss",
          "prof": "prof", "professor": "prof", "mx": "mx", "jr": "jr", "sr": "sr", "ing": "ing"}

def fold(s):
    s = unicodedata.normalize("NFKC", s).translate(ZW).casefold()
    s = "".join(SPECIAL.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = re.sub("[" + APOS + "]", "", s)
    return s

def deumlaut(w):
    return w.replace("ue", "u")

def tokens(s, drop_t_s=True):
    """Words of a text: folded, split on anything but letters and digits. The Dutch
    particles 't and 's are left out."""
    raw = unicodedata.normalize("NFKC", s).translate(ZW)
    out = []
    for piece in re.split(r"[\s\-‐‑–—/,;:()\[\]{}\"&+.]+", raw):
        if not piece:
            continue
        if drop_t_s and re.fullmatch("[" + APOS + "][tTsS]", piece):
            continue
        f = fold(piece)
        f = re.sub(r"[^\w]", "", f)
        if f:
            out.append(f)
    return out

def is_cjk(s):
    return any("\u3040" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af" for c in s)

# ----------------------------------------------------------------------- string measures
def osa(a, b, cap=4):
    if abs(len(a) - len(b)) > cap:
        return cap + 1
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            c = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + c)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]

def jaro_winkler(s, t):
    if s == t:
        return 1.0
    ls, lt = len(s), len(t)
    if not ls or not lt:
        return 0.0
    md = max(ls, lt) // 2 - 1
    sm, tm = [False] * ls, [False] * lt
    m = 0
    for i in range(ls):
        for j in range(max(0, i - md), min(i + md + 1, lt)):
            if not tm[j] and s[i] == t[j]:
                sm[i] = tm[j] = True
                m += 1
                break
    if not m:
        return 0.0
    k = tr = 0
    for i in range(ls):
        if sm[i]:
            while not tm[k]:
                k += 1
            if s[i] != t[k]:
                tr += 1
            k += 1
    jaro = (m / ls + m / lt + (m - tr / 2) / m) / 3
    p = 0
    for a, b in zip(s[:4], t[:4]):
        if a != b:
            break
        p += 1
    return jaro + p * 0.1 * (1 - jaro)

def spelling_key(w):
    """My guess at a key that makes one the letters that spell one sound several ways."""
    w = w.replace("ph", "f").replace("ck", "k").replace("qu", "k").replace("sch", "s")
    w = w.replace("th", "t").replace("dh", "d").replace("gh", "g").replace("kh", "k")
    w = w.translate(str.maketrans({"c": "k", "q": "k", "z": "s", "y": "i", "w": "v", "x": "ks"}))
    w = re.sub(r"(.)\1+", r"\1", w)
    w = re.sub(r"(?<=[^aeiou])h", "", w)
    return w

def budget(n):
    return 0 if n <= 3 else (1 if n <= 7 else 2)

# ----------------------------------------------------------------------- tables
NICK_STRICT = nick_table(False)
NICK_WIDE = nick_table(True)

def _groups(gs):
    m = {}
    for g in gs:
        for n in g:
            m.setdefault(n, set()).update(g - {n})
    return m
VAR_STRICT = _groups(VARIANT_GROUPS)
VAR_WIDE = _groups(WIDE_VARIANT_GROUPS)

# ----------------------------------------------------------------------- contacts
FIELD_W = {"given": 1.0, "family": 1.0, "nick": 1.0, "phon": 0.97, "middle": 0.9, "maiden": 0.85,
           "org": 0.72, "orgcard": 1.0, "dept": 0.6, "joined": 1.0}
NAME_FIELDS = {"given", "family", "nick", "phon", "middle", "maiden", "joined"}
INITIAL_FIELDS = {"given", "middle", "family"}

class Contact:
    def __init__(self, d):
        self.d = d
        self.uid = d["uid"]
        self.company = d.get("company", False)
        words = []
        gt = tokens(d.get("given", ""))
        for i, t in enumerate(gt):
            words.append((t, "given" if i == 0 else "middle"))
        for t in tokens(d.get("middle", "")):
            words.append((t, "middle"))
        ft = tokens(d.get("family", ""))
        for t in ft:
            words.append((t, "family"))
        for t in tokens(d.get("nick", "")):
            words.append((t, "nick"))
        for t in tokens(d.get("ph_first", "")) + tokens(d.get("ph_last", "")):
            words.append((t, "phon"))
        for t in tokens(d.get("maiden", "")):
            words.append((t, "maiden"))
        for t in tokens(d.get("org", "")):
            words.append((t, "orgcard" if self.company else "org"))
        for t in tokens(d.get("dept", "")):
            words.append((t, "dept"))
        # names written without spaces (CJK) and joined forms (O'Brien, Al-Rashid)
        g, f = "".join(gt), "".join(ft)
        if g and f and (is_cjk(d.get("given", "")) or is_cjk(d.get("family", ""))):
            words.append((f + g, "joined"))
            words.append((g + f, "joined"))
        if len(ft) > 1:
            words.append(("".join(ft), "joined"))
        if len(gt) > 1:
            words.append(("".join(gt), "joined"))
        self.words = words
        self.prefixes = set(TITLES.get(t, t) for t in tokens(d.get("prefix", "")))
        self.suffixes = set(TITLES.get(t, t) for t in tokens(d.get("suffix", "")))
        self.given_tokens = gt
        self.family_tokens = ft
        self.middle_tokens = tokens(d.get("middle", ""))
        self.nick_tokens = tokens(d.get("nick", ""))
        self.emails = [e.lower() for _, e in d.get("emails", [])]
        self.phones = [re.sub(r"\D", "", p) for _, p in d.get("phones", [])]
        self.org = d.get("org", "")
        self.org_tokens = tokens(d.get("org", "")) + tokens(d.get("dept", ""))

    def initials_words(self):
        """(letter, field) for every name word, particles included (for LvB)."""
        out = []
        for t in self.given_tokens:
            out.append((t[0], "given"))
        for t in self.middle_tokens:
            out.append((t[0], "middle"))
        for t in self.family_tokens:
            out.append((t[0], "particle" if t in PARTICLES else "family"))
        return out

# ----------------------------------------------------------------------- word matching
EXACT, CLOSE, FUZZY = 3, 2, 1

class Book:
    def __init__(self, cards):
        self.cards = [Contact(c) for c in cards]
        self.by_uid = {c.uid: c for c in self.cards}
        self.name_words = set()
        for c in self.cards:
            for w, f in c.words:
                if f in ("given", "family", "middle", "nick", "phon"):
                    self.name_words.add(w)
        self.given_names = set(c.given_tokens[0] for c in self.cards if c.given_tokens)
        allw = set(w for c in self.cards for w, _ in c.words)
        dm.warm(list(allw))

    def word_match(self, q, cw, field, last_of_many, generous):
        """Best (tier, quality) of query word q against contact word cw, or None."""
        best = None
        def take(t, qq):
            nonlocal best
            if best is None or (t, qq) > best:
                best = (t, qq)
        if q == cw or deumlaut(q) == deumlaut(cw):
            take(EXACT, 1.0)
            return best
        if field == "joined" and not generous:
            return None
        vars_ = VAR_WIDE if generous else VAR_STRICT
        if cw in vars_.get(q, ()):
            take(EXACT if q in self.name_words else CLOSE, 0.95 if q in self.name_words else 0.9)
        if generous and len(q) > 2 and spelling_key(q) == spelling_key(cw):
            take(EXACT if q in self.name_words else CLOSE, 0.95 if q in self.name_words else 0.9)
        nt = NICK_WIDE if generous else NICK_STRICT
        if field in ("given", "middle", "nick", "phon", "joined", "family" if generous else "given"):
            if cw in nt.get(q, ()):
                take(CLOSE, 0.85)
            if q in nt.get(cw, ()):
                take(CLOSE, 0.8)
        if len(q) == 1:
            if field in INITIAL_FIELDS or (generous and field in ("nick", "phon")):
                if cw.startswith(q):
                    take(CLOSE, 0.8)
            return best
        minp = 2 if last_of_many else 3
        if len(q) >= minp and len(cw) > len(q) and cw.startswith(q):
            take(CLOSE, 0.85)
        # typos
        b = budget(max(len(q), len(cw))) if generous else budget(len(q))
        if b and not q.isdigit():
            d = osa(q, cw, 3)
            if d <= b:
                take(FUZZY, 0.76 if d == 1 else 0.62)
        # sound-alikes that look alike
        if len(q) >= 3 and abs(len(q) - len(cw)) <= (3 if generous else 2) and q.isalpha() and cw.isalpha():
            if dm.codes(q) & dm.codes(cw):
                jw = jaro_winkler(q, cw)
                kd = osa(spelling_key(q), spelling_key(cw), 3)
                lim = 2 if (generous or max(len(q), len(cw)) >= 7) else 1
                if jw >= (0.7 if generous else 0.78) and kd <= lim:
                    take(FUZZY, 0.67)
        # the end of a longer given name
        if len(q) >= 4 and field in ("given", "middle", "nick" if generous else "given") and len(cw) >= len(q) + 2 and cw.endswith(q):
            take(FUZZY, 0.72)
        return best

    def contact_match(self, c, qwords, generous, exact_only=False, personal_only=False):
        """Best assignment of query words to distinct contact words:
        returns (tier, score) or None."""
        n = len(qwords)
        cand = []
        for i, q in enumerate(qwords):
            lst = []
            for j, (cw, field) in enumerate(c.words):
                if personal_only and field in ("org", "orgcard", "dept"):
                    continue
                r = self.word_match(q, cw, field, n > 1 and i == n - 1, generous)
                if r is None:
                    continue
                t, qual = r
                if exact_only and t != EXACT:
                    continue
                lst.append((j, t, qual * FIELD_W[field], field))
            if not lst:
                return None
            cand.append(lst)
        best = [None]
        used = set()
        def rec(i, tier, tot):
            if i == n:
                s = (tier, tot / n)
                if best[0] is None or s > best[0]:
                    best[0] = s
                return
            for j, t, sc, f in cand[i]:
                if j in used:
                    continue
                # a joined word stands for several words: don't let it also meet one of them
                used.add(j)
                rec(i + 1, min(tier, t), tot + sc)
                used.discard(j)
        rec(0, EXACT, 0.0)
        return best[0]

    def resolve_words(self, qwords, generous=False, titles=(), personal_only=False, pool=None):
        """Returns dict uid -> (tier, score) for every contact meeting every word, after the
        pass structure: if some contact meets every word exactly, only exact matches count."""
        pool = pool if pool is not None else self.cards
        res = {}
        for c in pool:
            r = self.contact_match(c, qwords, generous, personal_only=personal_only)
            if r is None:
                continue
            tier, sc = r
            if titles:
                ok = all(t in c.prefixes or t in c.suffixes for t in titles)
                if not ok:
                    sc *= 0.9
            res[c.uid] = (tier, sc)
        return res

def decide(res, single_given=False):
    """(status, must_offer, may_offer, doubtful) from uid -> (tier, score)."""
    if not res:
        return "not_found", [], [], False
    bt = max(t for t, s in res.values())
    top = {u: s for u, (t, s) in res.items() if t == bt}
    ordered = sorted(top.items(), key=lambda x: -x[1])
    s1 = ordered[0][1]
    must = [u for u, s in ordered if s >= s1 - 0.10]
    may = [u for u, s in ordered if s >= s1 - 0.20]
    s2 = ordered[1][1] if len(ordered) > 1 else -1
    lead = s1 - s2
    doubtful = any(s1 - 0.2 < s < s1 - 0.1 for u, s in ordered) or (0.03 < lead < 0.13 and s2 >= s1 - 0.15)
    if s2 >= s1 - 0.15 and lead < 0.08:
        return "ambiguous", must, may, doubtful
    if bt == FUZZY and single_given:
        return "ambiguous", [ordered[0][0]], may, doubtful
    return "unique", [ordered[0][0]], may, doubtful
