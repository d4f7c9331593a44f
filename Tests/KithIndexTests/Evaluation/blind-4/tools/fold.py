import unicodedata, re
SPECIAL = {'ø': 'o', 'Ø': 'o', 'ł': 'l', 'Ł': 'l', 'đ': 'd', 'Đ': 'd', 'æ': 'ae', 'Æ': 'ae', 'œ': 'oe', 'Œ': 'oe',
           'ß': 'ss', 'þ': 'th', 'Þ': 'th', 'ð': 'd', 'Ð': 'd', 'ı': 'i'}
ZW = re.compile('[\u200b\u200c\u200d\u2060\ufeff\u00ad]')
APOS = re.compile("[’‘'`´ʼ]")

def fold(s):
    s = unicodedata.normalize('NFKC', s)
    s = ZW.sub('', s)
    s = APOS.sub('', s)
    s = ''.join(SPECIAL.get(ch, ch) for ch in s)
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(ch for ch in s if not unicodedata.combining(ch))
    return s.lower()

def umlaut_alt(s):
    """German transliteration: ü→ue, ö→oe, ä→ae (and å→aa), folded."""
    s = unicodedata.normalize('NFC', s)
    for a, b in (('ü', 'ue'), ('ö', 'oe'), ('ä', 'ae'), ('Ü', 'Ue'), ('Ö', 'Oe'), ('Ä', 'Ae'), ('å', 'aa'), ('Å', 'Aa'), ('ø', 'oe'), ('Ø', 'Oe')):
        s = s.replace(a, b)
    return fold(s)

def tokens(s):
    """Words of a name field: split on spaces and hyphens; apostrophes vanish (O'Brien → obrien)."""
    out = []
    for part in re.split(r'[\s\-‐–]+', s.strip()):
        f = re.sub(r'[^\w]', '', fold(part))
        if f:
            out.append(f)
    return out

def skey(w):
    """A conservative spelling key: letters that spell one sound several ways made one."""
    s = fold(w)
    s = re.sub(r'[^a-z]', '', s)
    for a, b in (('sch', 's'), ('ph', 'f'), ('ck', 'k'), ('ch', 'k'), ('qu', 'k'), ('q', 'k'), ('x', 'ks'),
                 ('th', 't'), ('gh', 'g'), ('dt', 't'), ('tz', 's'), ('z', 's'), ('w', 'v'), ('ey', 'i'), ('ei', 'i'), ('ie', 'i'),
                 ('ee', 'i'), ('ea', 'i'), ('ay', 'ai'), ('y', 'i'), ('ou', 'u'), ('oo', 'u')):
        s = s.replace(a, b)
    s = re.sub(r'c(?=[eiy])', 's', s)
    s = s.replace('c', 'k')
    if len(s) > 1:
        s = s[0] + s[1:].replace('h', '')
    s = re.sub(r'(.)\1+', r'\1', s)
    if len(s) > 3 and s.endswith('e'):
        s = s[:-1]
    return s
