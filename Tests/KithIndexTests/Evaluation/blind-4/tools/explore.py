import sys, collections
sys.path.insert(0, '.')
import build
from fold import tokens, fold
book = build.build()
G = collections.defaultdict(list); F = collections.defaultdict(list)
for c in book:
    if c.get('company'): continue
    for t in tokens(c['given']): G[t].append(c['uid'])
    for t in tokens(c['family']): F[t].append(c['uid'])
print('GIVEN shared:')
print(sorted([(k, len(v)) for k, v in G.items() if len(v) > 1], key=lambda x: -x[1]))
print('FAMILY shared:')
print(sorted([(k, len(v)) for k, v in F.items() if len(v) > 1], key=lambda x: -x[1]))
