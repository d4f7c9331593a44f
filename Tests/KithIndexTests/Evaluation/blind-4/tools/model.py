"""A reading of RESOLVE.md used only to check the hand labels (never kith's code)."""
import re, itertools
from functools import lru_cache
from metaphone import doublemetaphone
import jellyfish
from fold import fold, tokens, skey, umlaut_alt
import nicktable

TIER = {'exact': 0, 'close': 1, 'fuzzy': 2, 'sugg': 3}
W = dict(given=1.0, family=1.0, nick=1.0, middle=0.9, org=0.72, dept=0.6)
TITLES = {'dr', 'doctor', 'mr', 'mrs', 'ms', 'miss', 'prof', 'professor', 'jr', 'sr'}

@lru_cache(maxsize=None)
def dm4(w):
    a, b = doublemetaphone(w)
    return frozenset(x[:4] for x in (a, b) if x)

@lru_cache(maxsize=None)
def dl(a, b):
    return jellyfish.damerau_levenshtein_distance(a, b)

def deuml(w):
    return w.replace('ue', 'u').replace('oe', 'o').replace('ae', 'a')

def budget(n):
    return 0 if n <= 3 else (1 if n <= 7 else 2)

class Book:
    def __init__(self, contacts):
        self.contacts = contacts
        self.by_uid = {c['uid']: c for c in contacts}
        self.words = {}
        vocab = set()
        for c in contacts:
            ws = []
            company = bool(c.get('company'))
            for field in ('given', 'middle', 'family', 'nick'):
                v = c.get(field) or ''
                toks = tokens(v)
                for t in toks:
                    ws.append((t, field))
                    vocab.add(t)
                if len(toks) > 1 and field != 'nick':
                    ws.append((''.join(toks), field + '+'))
                alt = umlaut_alt(v)
                for t in re.split(r'[\s\-]+', alt):
                    t = re.sub(r'[^\w]', '', t)
                    if t and t not in toks:
                        ws.append((t, field))
            org = c.get('company') or c.get('org') or ''
            for t in tokens(org):
                ws.append((t, 'orgcard' if company else 'org'))
            for t in tokens(c.get('dept', '') or ''):
                ws.append((t, 'dept'))
            self.words[c['uid']] = ws
        self.vocab = vocab

    # ---------------------------------------------------------------- word matching
    def match_word(self, q, w, field, last_of_several=False):
        """best (tier, quality, how) for query word q against contact word w."""
        base = field.rstrip('+')
        name_field = base in ('given', 'middle', 'family', 'nick')
        res = []
        if q == w:
            return ('exact', 1.0, 'exact')
        if len(q) == 1:
            if name_field and w.startswith(q) and base != 'nick':
                return ('close', 0.8, 'initial')
            return None
        if name_field and len(q) > 2 and deuml(q) == deuml(w):
            res.append(('exact', 0.95, 'umlaut'))
        if name_field and len(q) > 1 and len(w) > 1 and skey(q) == skey(w):
            if q in self.vocab:
                res.append(('exact', 0.95, 'variant'))
            else:
                res.append(('close', 0.9, 'variant'))
        if name_field and nicktable.related(q, w):
            res.append(('close', 0.85, 'table'))
        if (len(q) >= 3 or (len(q) == 2 and last_of_several)) and w.startswith(q) and len(w) > len(q):
            res.append(('close', 0.85, 'prefix'))
        b = budget(len(q))
        if b:
            d = dl(q, w)
            if 0 < d <= b:
                res.append(('fuzzy', 0.76 if d == 1 else 0.62, f'typo{d}'))
        if name_field and len(q) >= 3:
            if dm4(q) & dm4(w):
                jw = jellyfish.jaro_winkler_similarity(q, w)
                kd = dl(skey(q), skey(w))
                look = kd <= (2 if max(len(q), len(w)) >= 7 else 1)
                if jw >= 0.78 and abs(len(q) - len(w)) <= 2 and look:
                    res.append(('fuzzy', 0.67, 'phonetic'))
                else:
                    res.append(('sugg', 0.55, 'soundalike'))
        if base == 'given' and len(q) >= 4 and w.endswith(q) and len(w) >= len(q) + 2:
            res.append(('fuzzy', 0.72, 'ending'))
        if not res:
            return None
        res.sort(key=lambda r: (TIER[r[0]], -r[1]))
        return res[0]

    def weight(self, field):
        base = field.rstrip('+')
        if base == 'orgcard':
            return 1.0
        return W[base]

    def score_contact(self, uid, qwords, fields=None):
        """best assignment of query words to distinct contact words; returns (tier, score, detail) or None."""
        ws = self.words[uid]
        if fields is not None:
            ws = [(w, f) for (w, f) in ws if f.rstrip('+') in fields]
        options = []
        n = len(qwords)
        for i, q in enumerate(qwords):
            opts = []
            for j, (w, f) in enumerate(ws):
                m = self.match_word(q, w, f, last_of_several=(n > 1 and i == n - 1))
                if m:
                    t, qual, how = m
                    opts.append((TIER[t], qual * self.weight(f), j, how, w, f))
            if not opts:
                return None
            opts.sort(key=lambda o: (o[0], -o[1]))
            options.append(opts[:8])
        best = None
        for combo in itertools.product(*options):
            idx = [o[2] for o in combo]
            if len(set(idx)) != len(idx):
                continue
            # the joined word and its parts are one word
            used = [ws[o[2]] for o in combo]
            tier = max(o[0] for o in combo)
            score = sum(o[1] for o in combo) / n
            key = (tier, -score)
            if best is None or key < best[0]:
                best = (key, tier, score, [(o[4], o[3], o[5]) for o in combo])
        if best is None:
            return None
        return best[1], best[2], best[3]

    # ---------------------------------------------------------------- query reading
    @staticmethod
    def qwords(text):
        t = fold(text)
        t = re.sub(r"(\w)s\b(?=\s|$)", r"\1s", t)
        t = re.sub(r"[,\.;:!?\"()]", ' ', t)
        ws = [w for w in re.split(r'[\s\-]+', t) if w]
        ws = [re.sub(r'[^\w]', '', w) for w in ws]
        ws = [w for w in ws if w and w not in TITLES]
        return ws

    def decide(self, text, org_part=None, someone=False, people_only=False):
        qw = self.qwords(text) if text else []
        if len(qw) > 8 or len(text or '') > 200:
            return dict(status='not_found', uids=[], sugg=[], cands=[])
        cands = []
        if not qw and not someone:
            return self.finish([], [])
        for c in self.contacts:
            uid = c['uid']
            if someone or org_part is not None:
                if c.get('company'):
                    continue
                r2 = self.score_contact(uid, self.qwords(org_part), fields={'org', 'dept'})
                if not r2:
                    continue
                if someone:
                    cands.append((uid, r2[0], r2[1], r2[2]))
                    continue
                r1 = self.score_contact(uid, qw, fields={'given', 'middle', 'family', 'nick'})
                if not r1:
                    continue
                tier = max(r1[0], r2[0])
                score = (r1[1] * len(qw) + r2[1] * len(self.qwords(org_part))) / (len(qw) + len(self.qwords(org_part)))
                cands.append((uid, tier, score, r1[2] + r2[2]))
                continue
            r = self.score_contact(uid, qw)
            if r:
                cands.append((uid, r[0], r[1], r[2]))
        if someone:
            return self.finish(cands, qw, someone=True)
        if org_part is None and len(qw) > 1 and not [c for c in cands if c[1] < 3]:
            # the last pass: adjacent words joined (O Brien -> O'Brien)
            for i in range(len(qw) - 1):
                jw = qw[:i] + [qw[i] + qw[i + 1]] + qw[i + 2:]
                for c in self.contacts:
                    r = self.score_contact(c['uid'], jw)
                    if r:
                        cands.append((c['uid'], r[0], r[1], r[2]))
        return self.finish(cands, qw)

    def finish(self, cands, qw, someone=False):
        if not qw and not someone:
            return dict(status='not_found', uids=[], sugg=[], cands=[])
        real = [c for c in cands if c[1] < 3 and c[2] >= 0.4]
        sugg = [c for c in cands if c[1] == 3]
        if not real:
            return dict(status='not_found', uids=[], sugg=[c[0] for c in sugg], cands=cands)
        bt = min(c[1] for c in real)
        pool = sorted([c for c in real if c[1] == bt], key=lambda c: -c[2])
        best = pool[0][2]
        comp = [c for c in pool if c[2] >= best - 0.15]
        status = 'unique' if len(comp) == 1 or comp[0][2] - comp[1][2] >= 0.08 else 'ambiguous'
        margin = (comp[0][2] - comp[1][2]) if len(comp) > 1 else 1.0
        if status == 'unique' and bt == 2 and len(qw) == 1 and qw[0] in nicktable.TABLE.keys() | self.real_names():
            status = 'ambiguous'
        return dict(status=status, uids=[c[0] for c in comp], tier=bt, margin=margin, cands=real, sugg=[c[0] for c in sugg],
                    others=[c[0] for c in real if c[1] != bt or c not in comp])

    _real = None
    def real_names(self):
        if Book._real is None:
            s = set()
            for k, v in nicktable.TABLE.items():
                s |= v
            Book._real = s
        return Book._real

    # ---------------------------------------------------------------- initials
    PARTICLES = {'van', 'de', 'der', 'den', 'di', 'da', 'dos', 'das', 'del', 'la', 'ter', 'von', 'o', 'ni', 'mac', 'al', 'el', 't'}

    def initials(self, letters):
        """strict (must offer): given initial, then the main family name's initial (middle/second given for 3 letters);
        loose (may match): any in-order reading, particles, second surnames, family-first order of eastern cards."""
        strict, loose = [], []
        for c in self.contacts:
            if c.get('company'):
                continue
            g = tokens(c['given'])
            m = tokens(c.get('middle', '') or '')
            f = tokens(c['family'])
            if not g or not f:
                continue
            main = [t for t in f if t not in self.PARTICLES] or f
            L = letters
            if len(L) == 2:
                s = g[0][0] == L[0] and main[0][0] == L[1]
            else:
                mids = [t[0] for t in g[1:] + m]
                s = g[0][0] == L[0] and main[0][0] == L[-1] and all(x in mids for x in L[1:-1])
            seq = [t[0] for t in g + m + f]
            it = iter(seq[1:])
            lo = seq[0] == L[0] and all(any(x == y for y in it) for x in L[1:])
            eseq = [t[0] for t in f + m + g]
            it = iter(eseq[1:])
            lo = lo or (bool(c.get('eastern')) and eseq[0] == L[0] and all(any(x == y for y in it) for x in L[1:]))
            if s:
                strict.append(c['uid'])
            if lo or s:
                loose.append(c['uid'])
        return strict, loose

    # ---------------------------------------------------------------- phones and e-mail
    def phone(self, text):
        d = re.sub(r'\D', '', text)
        full = None
        t = text.strip()
        if t.startswith('+'):
            full = d
        elif d.startswith('00'):
            full = d[2:]
        elif d.startswith('011'):
            full = d[3:]
        elif len(d) == 10:
            full = '1' + d
        elif len(d) == 11 and d.startswith('1'):
            full = d
        hits_full, hits_suffix, hits7, hits4 = set(), set(), set(), set()
        for c in self.contacts:
            for p in c.get('phones', []):
                pd = re.sub(r'\D', '', p)
                if p.strip().startswith('('):
                    pd = '1' + pd
                if full and pd == full:
                    hits_full.add(c['uid'])
                if len(d) >= 4 and pd.endswith(d):
                    hits_suffix.add(c['uid'])
                if len(d) >= 7 and pd.endswith(d[-7:]):
                    hits7.add(c['uid'])
                if len(d) >= 4 and pd.endswith(d[-4:]):
                    hits4.add(c['uid'])
        return dict(full=hits_full, suffix=hits_suffix, last7=hits7, last4=hits4)

    def email(self, text):
        t = text.strip().lower()
        hits = set()
        local_hits = set()
        for c in self.contacts:
            for e in c.get('emails', []):
                if e.lower() == t:
                    hits.add(c['uid'])
                if e.lower().split('@')[0] == t.split('@')[0]:
                    local_hits.add(c['uid'])
        return hits, local_hits
