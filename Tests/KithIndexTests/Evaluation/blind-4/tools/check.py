"""Checks every hand label against the model reading of RESOLVE.md; prints disagreements."""
import sys, json, re
sys.path.insert(0, '.')
import build
from model import Book
from fold import fold

OWNER = 'me-marit-solberg'
ORG_SPLIT = re.compile(r'^(.*?)\s+(?:at|from|of|@)\s+(.*)$', re.I)
SOMEONE = re.compile(r'^(?:someone|anyone|somebody|anybody)\s+(?:at|from|of|in)\s+(.*)$', re.I)

def model_answer(book, kind, q):
    if kind == 'relation':
        return None
    if kind == 'phone':
        h = book.phone(q)
        for k in ('full', 'suffix', 'last7'):
            if h[k]:
                s = sorted(h[k])
                return dict(status='unique' if len(s) == 1 else 'ambiguous', uids=s, extra=h)
        return dict(status='not_found', uids=[], extra=h)
    if kind == 'email' and ('@' in q or re.search(r'[.\d\-]', q)):
        full, local = book.email(q)
        s = sorted(full) if '@' in q else sorted(local)
        return dict(status='not_found' if not s else ('unique' if len(s) == 1 else 'ambiguous'), uids=s, extra=dict(local=sorted(local)))
    m = SOMEONE.match(q.strip())
    if m:
        r = book.decide('', org_part=m.group(1), someone=True)
        r['status'] = 'ambiguous' if len(r['uids']) > 1 else r['status']
        # someone-at: every person there is a competitor
        r['uids'] = sorted({c[0] for c in r['cands']})
        r['status'] = 'not_found' if not r['uids'] else ('unique' if len(r['uids']) == 1 else 'ambiguous')
        return r
    if kind == 'org_qualified':
        m = ORG_SPLIT.match(q.strip())
        if m:
            return book.decide(m.group(1), org_part=m.group(2))
    if kind == 'initials':
        raw = q.strip()
        letters = None
        if re.fullmatch(r'(?:[A-Za-z]\.?\s*){2,3}', raw) and ('.' in raw or ' ' in raw):
            letters = [x.lower() for x in re.findall(r'[A-Za-z]', raw)]
        elif re.fullmatch(r'[A-Z]{2,3}', raw):
            letters = [x.lower() for x in raw]
        if letters:
            strict, loose = book.initials(letters)
            st = 'not_found' if not loose else ('unique' if len(loose) == 1 else 'ambiguous')
            return dict(status=st, uids=sorted(strict) if len(loose) > 1 else sorted(loose), extra=dict(loose=sorted(loose)))
    return book.decide(q)

def run(queries, book_contacts, verbose=False):
    book = Book(book_contacts)
    uids = set(book.by_uid)
    problems = 0
    for i, q in enumerate(queries):
        if 'action' in q:
            continue
        for u in q['uids']:
            if u not in uids:
                print(f"[{i}] UNKNOWN UID {u} in {q['query']!r}")
                problems += 1
        ans = model_answer(book, q['kind'], q['query'])
        if ans is None:
            continue
        exp = q['expect']
        mu = [u for u in ans['uids'] if u != OWNER]
        bad = False
        if exp != ans['status'] and not (ans['status'] == 'ambiguous' and len(mu) == 1 and exp == 'unique' and mu == q['uids']):
            bad = True
        elif exp == 'unique' and mu[:1] != q['uids']:
            bad = True
        elif exp == 'ambiguous' and not set(q['uids']) <= set(mu):
            bad = True
        elif exp == 'ambiguous' and set(q['uids']) != set(mu):
            print(f"info [{q['kind']}] {q['query'][:50]!r}: model also offers {sorted(set(mu) - set(q['uids']))}")
        if bad or verbose:
            tag = 'DIFF' if bad else 'ok  '
            if bad:
                problems += 1
            extra = ''
            if 'margin' in ans:
                extra = f" tier={ans.get('tier')} margin={ans['margin']:.2f}"
            cands = ''
            if 'cands' in ans and bad:
                cs = sorted(ans['cands'], key=lambda c: (c[1], -c[2]))[:8]
                cands = '\n        cands: ' + '; '.join(f"{c[0]}:{c[1]}:{c[2]:.2f}:{[x[1] for x in c[3]]}" for c in cs)
            print(f"{tag} [{q['kind']}] {q['query'][:60]!r} expect={exp} {q['uids']} | model={ans['status']} {mu}{extra}"
                  f"{' sugg=' + str(ans.get('sugg')[:5]) if ans.get('sugg') else ''}{cands}")
            if bad and q.get('note'):
                print(f"        note: {q['note']}")
    return problems
