"""Final checks: the book parses, every query line is JSON, every uid exists, counts per kind and status."""
import json, re, collections
raw = open('/work/blind4/book.vcf', 'rb').read()
assert b'\n' not in raw.replace(b'\r\n', b''), 'bare LF'
text = raw.decode('utf-8')
lines = text.split('\r\n')
assert all(len(l.encode()) <= 75 for l in lines), 'line over 75 octets'
unfolded = re.sub(r'\r\n[ \t]', '', text).split('\r\n')
cards, cur = [], None
for l in unfolded:
    if l == 'BEGIN:VCARD':
        cur = {}
    elif l == 'END:VCARD':
        cards.append(cur); cur = None
    elif l:
        name, _, value = l.partition(':')
        assert _, l
        cur.setdefault(name.split(';')[0], []).append(value)
uids = [c['UID'][0] for c in cards]
assert len(uids) == len(set(uids)), 'duplicate uid'
assert all('FN' in c and 'N' in c and c.get('VERSION') == ['3.0'] for c in cards)
owner = [u for u in uids if u.startswith('me-')]
companies = sum(1 for c in cards if 'X-ABShowAs' in c)
apple = sum(1 for c in cards if 'PRODID' in c)
print(f"book: {len(cards)} cards, {companies} organisation cards, {apple} Apple-style, {len(cards) - apple} Google-style, owner {owner}")

qs = []
for i, line in enumerate(open('/work/blind4/queries.jsonl', encoding='utf-8'), 1):
    d = json.loads(line)
    qs.append(d)
first = qs[0]
assert first == {"action": "me", "uid": owner[0]}, first
uidset = set(uids)
by = collections.defaultdict(collections.Counter)
for d in qs[1:]:
    assert set(d) <= {'query', 'kind', 'expect', 'uids', 'note'}, d
    assert d['expect'] in ('unique', 'ambiguous', 'not_found')
    for u in d['uids']:
        assert u in uidset, (u, d['query'])
    if d['expect'] == 'unique': assert len(d['uids']) == 1, d
    if d['expect'] == 'not_found': assert d['uids'] == [], d
    if d['expect'] == 'ambiguous': assert len(d['uids']) >= 1, d
    by[d['kind']][d['expect']] += 1
print(f"queries: {len(qs) - 1} (+1 action line)")
print(f"| kind | queries | unique | ambiguous | not_found |\n|---|---|---|---|---|")
tot = collections.Counter()
for k in ['full_name', 'given_only', 'shared_given', 'family_only', 'name_order', 'compound_particle', 'folding', 'nickname_own',
          'nickname_table', 'typo', 'phonetic', 'initials', 'phone', 'email', 'organization', 'org_qualified', 'relation', 'absent', 'junk']:
    c = by[k]
    n = sum(c.values())
    tot.update(c)
    print(f"| {k} | {n} | {c['unique']} | {c['ambiguous']} | {c['not_found']} |")
    assert n >= 30, k
assert set(by) <= set(['full_name', 'given_only', 'shared_given', 'family_only', 'name_order', 'compound_particle', 'folding', 'nickname_own',
          'nickname_table', 'typo', 'phonetic', 'initials', 'phone', 'email', 'organization', 'org_qualified', 'relation', 'absent', 'junk'])
print(f"| **all** | {sum(tot.values())} | {tot['unique']} | {tot['ambiguous']} | {tot['not_found']} |")
