import sys, json
sys.path.insert(0, '.')
import build
book = build.build()
json.dump(book, open('/tmp/book.json', 'w'), ensure_ascii=False, indent=0)
with open('/tmp/book.txt', 'w') as f:
    for c in sorted(book, key=lambda c: (c.get('culture', 'ZPLANTED'), c['uid'])):
        f.write(' | '.join([c['uid'], c.get('given', ''), c.get('middle', ''), c.get('family', ''), c.get('nick', '') or '', c.get('company') or c.get('org', '') or '', ','.join(c['phones']), ','.join(c['emails']), c.get('culture', 'P')]) + '\n')
