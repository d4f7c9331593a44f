"""Builds the book: planted contacts plus ordinary background contacts; writes ../book.vcf."""
import random, re, sys, json, hashlib
sys.path.insert(0, '/work/blind4/gen')
import pools
from planted import PLANTED
from fold import fold, tokens

SEED = 20240611
rng = random.Random(SEED)

# planted tokens the background may also use (common names that should be shared)
SHAREABLE = set("""maria ana anna david daniel carlos ingrid sophie john nguyen van thi kim park lee ahmed hassan
sindre mariana paulina jonas heike sabine petra lukas per mette sara lund holm obi wrobel mazur tomasz haddad rossi
murphy de der den la dos da di francisco stefano alberto gustavo hiroshi wei zhang chen han ji woo hoon seo yeon
jae sung hung hong anh ngoc pham duong dang lars nils richard edward sarah patricia marco chiara pieter sanne joost
femke anouk larissa layla karim jurgen bartosz thuy ha ruiz ortega santos costa pereira eze okafor byrne brennan
gallagher haugen hansen strand dahl moe nakamura tanaka kessler brandt visser bakker mulder dekker hoekstra de groot
rao kearney calvo fiona aisling siobhan nuala saoirse aoife ines rui beatriz dirk serena giulio jiwoo daniel""".split())

CULTURE_CC = dict(ENGLISH=['UK', 'UK', 'US', 'US', 'US', 'AU'], IRISH=['IE'], GERMAN=['DE', 'DE', 'AT', 'CH'],
                  DUTCH=['NL', 'NL', 'BE'], POLISH=['PL'], SPANISH=['ES', 'ES', 'MX', 'AR', 'CO'],
                  PORTUGUESE=['PT', 'BR', 'BR'], ITALIAN=['IT'], VIETNAMESE=['VN', 'VN', 'US'],
                  CHINESE=['CN', 'CN', 'SG'], CANTONESE=['HK'], KOREAN=['KR'], JAPANESE=['JP'],
                  ARABIC=['AE', 'EG', 'LB', 'JO', 'MA'], IGBO=['NG', 'NG', 'UK'], YORUBA=['NG', 'NG', 'UK'],
                  INDIAN=['IN', 'IN', 'UK', 'US'], SCANDI=['NO', 'NO', 'SE', 'DK'])

DOMAINS = dict(UK=['gmail.com', 'outlook.com', 'btinternet.com', 'yahoo.co.uk'], US=['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.com'],
               AU=['bigpond.com', 'gmail.com'], IE=['eircom.net', 'gmail.com'], DE=['web.de', 'gmx.de', 't-online.de'],
               AT=['gmx.at', 'aon.at'], CH=['bluewin.ch', 'gmx.ch'], NL=['ziggo.nl', 'kpnmail.nl', 'gmail.com'], BE=['telenet.be', 'skynet.be'],
               PL=['wp.pl', 'onet.pl', 'o2.pl', 'gmail.com'], ES=['hotmail.es', 'gmail.com', 'telefonica.net'], MX=['prodigy.net.mx', 'gmail.com'],
               AR=['fibertel.com.ar', 'gmail.com'], CO=['gmail.com', 'hotmail.com'], PT=['sapo.pt', 'gmail.com'], BR=['uol.com.br', 'bol.com.br', 'gmail.com'],
               IT=['libero.it', 'virgilio.it', 'gmail.com'], VN=['gmail.com', 'yahoo.com.vn'], CN=['qq.com', '163.com'], SG=['singnet.com.sg'],
               HK=['netvigator.com'], KR=['naver.com', 'daum.net'], JP=['yahoo.co.jp', 'docomo.ne.jp', 'gmail.com'],
               AE=['gmail.com', 'emirates.net.ae'], EG=['gmail.com', 'yahoo.com'], LB=['gmail.com'], JO=['gmail.com'], MA=['menara.ma'],
               NG=['gmail.com', 'yahoo.com'], IN=['gmail.com', 'rediffmail.com'], NO=['online.no', 'gmail.com', 'hotmail.no'],
               SE=['telia.se', 'gmail.com'], DK=['mail.dk', 'gmail.com'], RU=['yandex.ru', 'mail.ru'], IS=['simnet.is'])

def D(n): return ''.join(str(rng.randint(0, 9)) for _ in range(n))
def D1(n): return str(rng.randint(1, 9)) + D(n - 1)

def phone_for(cc):
    f = {
        'NO': lambda: f"+47 {rng.choice('49')}{D(2)} {D(2)} {D(3)}",
        'SE': lambda: f"+46 7{rng.choice('0236')}-{D(3)} {D(2)} {D(2)}",
        'DK': lambda: f"+45 {rng.choice('2345')}{D(1)} {D(2)} {D(2)} {D(2)}",
        'DE': lambda: rng.choice([f"+49 15{rng.choice('12579')} {D1(8)}", f"+49 17{rng.choice('0123456')} {D1(7)}", f"+49 30 {D1(8)}"]),
        'AT': lambda: f"+43 664 {D1(7)}",
        'CH': lambda: f"+41 7{rng.choice('6789')} {D(3)} {D(2)} {D(2)}",
        'NL': lambda: f"+31 6 {D1(8)}",
        'BE': lambda: f"+32 47{D(1)} {D(2)} {D(2)} {D(2)}",
        'PL': lambda: f"+48 {rng.choice('5678')}{D(2)} {D(3)} {D(3)}",
        'ES': lambda: f"+34 6{D(2)} {D(2)} {D(2)} {D(2)}",
        'MX': lambda: f"+52 55 {D1(4)} {D(4)}",
        'AR': lambda: f"+54 9 11 {D1(4)}-{D(4)}",
        'CO': lambda: f"+57 3{D(2)} {D(3)} {D(4)}",
        'PT': lambda: f"+351 9{rng.choice('1236')}{D(1)} {D(3)} {D(3)}",
        'BR': lambda: f"+55 {rng.choice(['11', '21', '31', '51'])} 9{D(4)}-{D(4)}",
        'IT': lambda: f"+39 3{D(2)} {D(3)} {D(4)}",
        'IE': lambda: f"+353 8{rng.choice('35679')} {D(3)} {D(4)}",
        'UK': lambda: f"+44 7{D1(3)} {D(6)}",
        'US': lambda: f"({rng.choice(['212', '415', '617', '312', '503', '206', '718', '512', '303', '919'])}) {D1(3)}-{D(4)}",
        'AU': lambda: f"+61 4{D(2)} {D(3)} {D(3)}",
        'IN': lambda: f"+91 9{D(4)} {D(5)}",
        'NG': lambda: f"+234 80{rng.choice('2345678')} {D(3)} {D(4)}",
        'VN': lambda: f"+84 9{D(1)} {D(3)} {D(2)} {D(2)}",
        'CN': lambda: f"+86 13{D(1)} {D(4)} {D(4)}",
        'SG': lambda: f"+65 9{D(3)} {D(4)}",
        'HK': lambda: f"+852 9{D(3)} {D(4)}",
        'KR': lambda: f"+82 10-{D1(4)}-{D(4)}",
        'JP': lambda: f"+81 {rng.choice(['90', '80', '70'])}-{D1(4)}-{D(4)}",
        'AE': lambda: f"+971 5{rng.choice('0256')} {D(3)} {D(4)}",
        'EG': lambda: f"+20 1{rng.choice('0125')} {D(4)} {D(4)}",
        'LB': lambda: f"+961 {rng.choice('37')} {D(3)} {D(3)}",
        'JO': lambda: f"+962 7{rng.choice('789')} {D(3)} {D(4)}",
        'MA': lambda: f"+212 6{D(2)} {D(2)} {D(2)} {D(2)}",
        'RU': lambda: f"+7 9{D(2)} {D(3)}-{D(2)}-{D(2)}",
        'IS': lambda: f"+354 {rng.choice('678')}{D(2)} {D(4)}",
    }[cc]
    return f()

def ascii_slug(s):
    s = fold(s)
    s = re.sub(r'[^a-z0-9]+', '-', s).strip('-')
    return s

def email_for(given, family, cc, taken):
    g = ascii_slug(given).replace('-', '')
    f = ascii_slug(family).replace('-', '')
    dom = rng.choice(DOMAINS.get(cc, ['gmail.com']))
    forms = [f"{g}.{f}", f"{g[0]}.{f}", f"{g}.{f}{rng.randint(1, 99)}", f"{g}_{f}", f"{f}.{g}", f"{g}{f[0]}{rng.randint(70, 99)}"]
    for form in forms * 3:
        addr = f"{form}@{dom}"
        if addr not in taken:
            taken.add(addr)
            return addr
        form = form + str(rng.randint(1, 9))
    raise RuntimeError

def pool_tokens():
    t = set()
    for k in dir(pools):
        v = getattr(pools, k)
        if isinstance(v, dict) and k.isupper() and k != 'WEIGHTS':
            for l in v.values():
                for n in l:
                    t.update(tokens(n))
    return t

def planted_tokens():
    t = set()
    for p in PLANTED:
        for f in ('given', 'family', 'middle', 'nick'):
            t.update(tokens(p.get(f, '') or ''))
    return t

RESERVED = (planted_tokens() & pool_tokens()) - SHAREABLE

def polish_female(fam):
    if fam.endswith('ski'): return fam[:-3] + 'ska'
    if fam.endswith('cki'): return fam[:-3] + 'cka'
    if fam.endswith('dzki'): return fam[:-4] + 'dzka'
    return fam

def make_filler():
    global rng
    rng = random.Random(SEED)
    out = []
    planted_names = {(fold(p['given']), fold(p['family'])) for p in PLANTED}
    seen = set(planted_names)
    given_count = {}
    for culture, n in pools.WEIGHTS.items():
        pool = getattr(pools, culture)
        made = 0
        tries = 0
        while made < n:
            tries += 1
            assert tries < 10000, culture
            female = rng.random() < 0.5
            given = rng.choice(pool['f'] if female else pool['m'])
            family = rng.choice(pool['fam'])
            middle = ''
            eastern = False
            if culture == 'POLISH' and female:
                family = polish_female(family)
            if culture == 'SPANISH' and rng.random() < 0.45:
                second = rng.choice(pool['fam'])
                if second != family:
                    family = f"{family} {second}"
            if culture == 'PORTUGUESE' and rng.random() < 0.3:
                second = rng.choice(pool['fam'])
                if second != family:
                    family = f"{second} {family}"
            if culture == 'VIETNAMESE':
                middle = rng.choice(pool['mid_f'] if female else pool['mid_m'])
                eastern = rng.random() < 0.6
            if culture in ('CHINESE', 'KOREAN', 'CANTONESE'):
                eastern = rng.random() < 0.5
            if culture == 'ENGLISH' and rng.random() < 0.12:
                middle = rng.choice(pool['f'] if female else pool['m'])
                if middle == given:
                    continue
            toks = set(tokens(given)) | set(tokens(family)) | set(tokens(middle))
            if toks & RESERVED:
                continue
            key = (fold(given), fold(family))
            if key in seen:
                continue
            if given_count.get(fold(given), 0) >= 2:
                continue
            given_count[fold(given)] = given_count.get(fold(given), 0) + 1
            seen.add(key)
            cc = rng.choice(CULTURE_CC[culture])
            c = dict(given=given, family=family, middle=middle, cc=cc, eastern=eastern, culture=culture,
                     style=rng.choice(['apple', 'google']), filler=True)
            if rng.random() < 0.3:
                c['org'] = rng.choice(pools.FILLER_ORGS)
                c['title'] = rng.choice(pools.TITLES)
            out.append(c)
            made += 1
    return out

def assign_ids_and_details(contacts):
    taken_uid = set()
    taken_mail = set()
    taken_last7 = {}
    for c in contacts:
        if c.get('uid'):
            taken_uid.add(c['uid'])
        for e in c.get('emails', []) or []:
            taken_mail.add(e.lower())
    def digits(p): return re.sub(r'\D', '', p)
    for c in contacts:
        for p in c.get('phones', []) or []:
            taken_last7[digits(p)[-7:]] = c.get('uid')
    global rng
    for c in contacts:
        rng = random.Random(int(hashlib.md5((c.get('uid') or fold(c['given'] + ' ' + c['family'])).encode()).hexdigest()[:12], 16))
        if not c.get('uid'):
            base = ascii_slug(f"{c['given']} {c['family']}")
            uid = base
            i = 2
            while uid in taken_uid:
                uid = f"{base}-{i}"
                i += 1
            c['uid'] = uid
            taken_uid.add(uid)
        if not c.get('phones'):
            n = 1 if rng.random() < 0.75 or c.get('company') else 2
            ph = []
            for _ in range(n):
                while True:
                    p = phone_for(c['cc'])
                    d7 = digits(p)[-7:]
                    d4 = d7[-4:]
                    if d7 not in taken_last7:
                        break
                taken_last7[d7] = c['uid']
                ph.append(p)
            c['phones'] = ph
        if 'emails' not in c:
            if c.get('company'):
                c['emails'] = []
            else:
                k = rng.choice([0, 1, 1, 1, 2])
                c['emails'] = [email_for(c['given'], c['family'] or c['given'], c['cc'], taken_mail) for _ in range(k)]
        if 'style' not in c:
            c['style'] = rng.choice(['apple', 'google'])

def build():
    planted = [dict(p) for p in PLANTED]
    filler = make_filler()
    allc = planted + filler
    assign_ids_and_details(allc)
    # a deterministic shuffle so planted cards are not all at the top
    order = sorted(range(len(allc)), key=lambda i: hashlib.md5(allc[i]['uid'].encode()).hexdigest())
    book = [allc[i] for i in order]
    return book

if __name__ == '__main__':
    b = build()
    print(len(b), 'contacts;', sum(1 for c in b if c.get('filler')), 'background')
    print('reserved from pools:', sorted(RESERVED))
