"""vCard 3.0 writer: CRLF, folding at 75 octets, Apple- and Google-style cards."""

def esc(v):
    return v.replace('\\', '\\\\').replace('\n', '\\n').replace(',', '\\,').replace(';', '\\;')

def fold_line(line):
    b = line.encode('utf-8')
    if len(b) <= 75:
        return [line]
    out = []
    chars = list(line)
    cur = ''
    cur_len = 0
    limit = 75
    for ch in chars:
        n = len(ch.encode('utf-8'))
        if cur_len + n > limit:
            out.append(cur)
            cur = ' ' + ch
            cur_len = 1 + n
            limit = 75
        else:
            cur += ch
            cur_len += n
    out.append(cur)
    return out

def fn_of(c):
    if c.get('company'):
        return c['company']
    parts = []
    if c.get('eastern'):
        parts = [c['family'], c.get('middle', ''), c['given']]
    else:
        parts = [c.get('prefix', ''), c['given'], c.get('middle', ''), c['family'], c.get('suffix', '')]
    return ' '.join(p for p in parts if p)

def card_lines(c):
    L = ['BEGIN:VCARD', 'VERSION:3.0']
    apple = c.get('style') == 'apple' or c.get('company')
    if apple:
        L.append('PRODID:-//Apple Inc.//macOS 14.5//EN')
    n = ';'.join(esc(x) for x in (c.get('family', ''), c.get('given', ''), c.get('middle', ''), c.get('prefix', ''), c.get('suffix', '')))
    L.append('N:' + n)
    L.append('FN:' + esc(fn_of(c)))
    if c.get('nick'):
        L.append('NICKNAME:' + esc(c['nick']))
    org = c.get('company') or c.get('org')
    if org:
        L.append('ORG:' + esc(org) + ';' + esc(c.get('dept', '')))
    if c.get('title'):
        L.append('TITLE:' + esc(c['title']))
    for i, e in enumerate(c.get('emails', [])):
        work = c.get('company') or (c.get('org') and fold_org(e.split('@')[1].split('.')[0]) in fold_org(c.get('org')))
        kind = 'WORK' if work else 'HOME'
        if apple:
            L.append(f"EMAIL;type=INTERNET;type={kind}{';type=pref' if i == 0 else ''}:{e}")
        else:
            L.append(f"EMAIL;TYPE=INTERNET;TYPE={kind}:{e}")
    for i, p in enumerate(c.get('phones', [])):
        kind = 'WORK' if c.get('company') else ('CELL' if i == 0 else 'HOME')
        if apple:
            extra = ';type=VOICE' if kind == 'CELL' else ''
            L.append(f"TEL;type={kind}{extra}{';type=pref' if i == 0 else ''}:{p}")
        else:
            L.append(f"TEL;TYPE={kind}:{p}")
    for i, (label, name) in enumerate(c.get('related', []), 1):
        L.append(f"item{i}.X-ABRELATEDNAMES{';type=pref' if i == 1 else ''}:{esc(name)}")
        L.append(f"item{i}.X-ABLabel:{label}")
    if c.get('note'):
        L.append('NOTE:' + esc(c['note']))
    if c.get('company'):
        L.append('X-ABShowAs:COMPANY')
    if not apple:
        L.append('CATEGORIES:myContacts')
    L.append('UID:' + c['uid'])
    L.append('END:VCARD')
    out = []
    for l in L:
        out.extend(fold_line(l))
    return out

def fold_org(o):
    import re
    return re.sub(r'[^a-z]', '', o.lower())

def write_book(contacts, path):
    lines = []
    for c in contacts:
        lines.extend(card_lines(c))
    data = '\r\n'.join(lines) + '\r\n'
    with open(path, 'wb') as f:
        f.write(data.encode('utf-8'))
