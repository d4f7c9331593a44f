"""Builds book.vcf and queries.jsonl; writes review.txt with every AUTO list filled in."""
import sys, json, re
sys.path.insert(0, '/work/blind4/gen')
import build, writer
from model import Book
import queries as QS
from check import model_answer, run, OWNER

book = build.build()
json.dump(book, open('/tmp/book.json', 'w'), ensure_ascii=False)
B = Book(book)

def render_phone(c, fmt, idx):
    s = c['phones'][idx]
    d = re.sub(r'\D', '', s)
    if s.startswith('('):
        cc, nat = '1', d
    else:
        m = re.match(r'\+(\d+)[ ]', s)
        cc = m.group(1)
        nat = d[len(cc):]
    if fmt == 'asis': return s
    if fmt == 'e164': return '+' + cc + nat
    if fmt == '00': return '00' + cc + ' ' + s.split(' ', 1)[1] if not s.startswith('(') else '001 ' + nat
    if fmt == '011': return '011 ' + cc + ' ' + s.split(' ', 1)[1]
    if fmt == 'nat': return s.split(' ', 1)[1] if not s.startswith('(') else s
    if fmt == 'digits': return nat
    if fmt == 'nat0': return '0' + s.split(' ', 1)[1] if not s.startswith('+44 20') else '020 ' + s.split(' ', 2)[2]
    if fmt == 'plus1': return f"+1 {nat[:3]}-{nat[3:6]}-{nat[6:]}"
    if fmt == 'dots': return f"{nat[-10:-7]}.{nat[-7:-4]}.{nat[-4:]}"
    if fmt == 'dashes': return f"{nat[:3]}-{nat[3:6]}-{nat[6:]}"
    if fmt == 'last7': return f"{nat[-7:-4]}-{nat[-4:]}" if cc == '1' else f"{nat[-7:-4]} {nat[-4:]}"
    if fmt == 'last4': return nat[-4:]
    if fmt == 'ru8': return '8 ' + s.split(' ', 1)[1]
    raise ValueError(fmt)

def fill():
    out = []
    review = []
    for q in QS.QUERIES:
        q = dict(q)
        if q['uids'] == QS.AUTO:
            ans = model_answer(B, q['kind'], q['query'])
            q['uids'] = sorted(u for u in ans['uids'] if u != OWNER and u not in QS.DROP.get(q['query'], []))
            review.append(f"{q['kind']:14} {q['query']!r:24} -> {q['uids']}")
        out.append(q)
        if q['kind'] == 'nickname_own' and q['query'] == 'Seun Adeyemi':
            pass
    # phones after email? keep kinds grouped: insert phone block before email block
    phones = []
    for p in QS.PHONES:
        c = B.by_uid[p['uid']]
        text = render_phone(c, p['fmt'], p['idx'])
        uids = p['uids'] if p['uids'] else [p['uid']]
        phones.append(dict(query=text, kind='phone', expect=p['expect'], uids=uids, note=p['note']))
    for text, why in QS.NOT_IN_BOOK:
        phones.append(dict(query=text, kind='phone', expect='not_found', uids=[], note=(why + '; ' if why else '') + 'a number not in the book'))
    i = next(i for i, q in enumerate(out) if q['kind'] == 'email')
    out[i:i] = phones
    return out, review

if __name__ == '__main__':
    qs, review = fill()
    open('/work/blind4/gen/review.txt', 'w').write('\n'.join(review) + '\n')
    n = run(qs, book, verbose='-v' in sys.argv)
    print('problems:', n, 'queries:', len(qs))
    if '--write' in sys.argv:
        writer.write_book(book, '/work/blind4/book.vcf')
        with open('/work/blind4/queries.jsonl', 'w', encoding='utf-8') as f:
            f.write(json.dumps({"action": "me", "uid": OWNER}) + '\n')
            for q in qs:
                d = {k: q[k] for k in ('query', 'kind', 'expect', 'uids')}
                if q.get('note'):
                    d['note'] = q['note']
                line = json.dumps(d, ensure_ascii=False)
                # invisible characters written as escapes
                line = line.replace('\u200b', '\\u200b').replace('\t', '\\t')
                f.write(line + '\n')
        print('written')
