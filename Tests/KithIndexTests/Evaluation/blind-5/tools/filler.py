# -*- coding: utf-8 -*-
"""Background population, drawn with a fixed seed."""
import random, re, unicodedata
from names import CULTURES, SCRIPT_NAMES, ORGS, TITLES, NOTES, CITIES
from kithmodel import fold

SEED = 20250505

def zipf_pick(rng, lst, s=1.1):
    w = [1.0 / (i + 1) ** s for i in range(len(lst))]
    return rng.choices(lst, weights=w, k=1)[0]

def dd(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))

def phone_for(rng, culture):
    r = rng
    if culture == "turkish":   return "+90 5%d%d %s %s %s" % (r.randint(3, 5), r.randint(0, 9), dd(r, 3), dd(r, 2), dd(r, 2)), "0"
    if culture == "greek":     return "+30 69%d %s %s" % (r.randint(0, 9), dd(r, 3), dd(r, 4)), ""
    if culture == "hungarian": return "+36 %s %s %s" % (r.choice(["20", "30", "70"]), dd(r, 3), dd(r, 4)), "06"
    if culture == "czech":     return "+420 %d%s %s %s" % (r.choice([6, 7]), dd(r, 2), dd(r, 3), dd(r, 3)), ""
    if culture == "filipino":  return "+63 9%s %s %s" % (dd(r, 2), dd(r, 3), dd(r, 4)), "0"
    if culture == "thai":      return "+66 %d%d %s %s" % (r.choice([8, 9]), r.randint(0, 9), dd(r, 3), dd(r, 4)), "0"
    if culture == "persian":   return "+98 9%d%d %s %s" % (r.choice([1, 3]), r.randint(0, 9), dd(r, 3), dd(r, 4)), "0"
    if culture == "hebrew":    return "+972 5%d-%s-%s" % (r.randint(0, 8), dd(r, 3), dd(r, 4)), "0"
    if culture == "hausa":     return "+234 %s %s %s" % (r.choice(["803", "806", "813", "703", "810"]), dd(r, 3), dd(r, 4)), "0"
    if culture == "amharic":   return "+251 9%d %s %s" % (r.randint(1, 3), dd(r, 3), dd(r, 4)), "0"
    if culture == "tamil":     return "+91 9%s %s" % (dd(r, 4), dd(r, 5)), ""
    if culture == "bengali":   return "+880 1%d%s-%s" % (r.choice([3, 5, 7, 8, 9]), dd(r, 2), dd(r, 6)), "0"
    if culture == "brazilian": return "+55 %s 9%s-%s" % (r.choice(["11", "21", "31", "41", "51", "61", "71", "81", "85", "92"]), dd(r, 4), dd(r, 4)), ""
    if culture == "mexican":   return "+52 %s %s %s" % (r.choice(["55", "33", "81"]), dd(r, 4), dd(r, 4)), ""
    if culture == "quebec":    return "+1 %s 555-01%s" % (r.choice(["514", "438", "450", "418", "819", "581"]), dd(r, 2)), ""
    if culture == "finnish":   return "+358 4%d %s %s" % (r.choice([0, 4, 5, 6]), dd(r, 3), dd(r, 4)), "0"
    if culture == "romanian":  return "+40 7%s %s %s" % (dd(r, 2), dd(r, 3), dd(r, 3)), "0"
    if culture == "english":
        if r.random() < 0.55:  return "+1 %s 555-01%s" % (r.choice(["212", "312", "617", "415", "305", "206", "512", "303"]), dd(r, 2)), ""
        return "+44 7700 900%s" % dd(r, 3), "0"
    if culture == "chinese":   return "+86 1%d%d %s %s" % (r.choice([3, 5, 8]), r.randint(0, 9), dd(r, 4), dd(r, 4)), ""
    if culture == "korean":    return "+82 10-%s-%s" % (dd(r, 4), dd(r, 4)), "0"
    if culture == "japanese":  return "+81 %s-%s-%s" % (r.choice(["70", "80", "90"]), dd(r, 4), dd(r, 4)), "0"
    if culture == "vietnamese":return "+84 9%d %s %s %s" % (r.randint(0, 9), dd(r, 3), dd(r, 2), dd(r, 2)), "0"
    if culture == "arabic":
        k = r.random()
        if k < 0.5: return "+971 5%d %s %s" % (r.choice([0, 2, 5, 6]), dd(r, 3), dd(r, 4)), "0"
        if k < 0.75: return "+20 10 %s %s" % (dd(r, 4), dd(r, 4)), "0"
        return "+962 7%d %s %s" % (r.choice([7, 8, 9]), dd(r, 3), dd(r, 4)), "0"
    raise ValueError(culture)

def national(intl, trunk):
    """A national rendering of an international number (drop the country code, add the trunk)."""
    m = re.match(r"^\+(\d{1,3})[ -](.*)$", intl)
    if not m:
        return intl
    cc, rest = m.groups()
    if cc == "1":
        return rest
    if cc == "44":
        return "0" + rest
    if trunk == "06":
        return "06 " + rest
    return (trunk + rest) if trunk else rest

def ascii_name(s):
    s = fold(s)
    return re.sub(r"[^a-z0-9]", "", s)

def slug(*parts):
    s = "-".join(ascii_name(p) for p in parts if p and ascii_name(p))
    return s or "contact"

def generate(reserved_uids, reserved_phone_keys, reserved_emails, reserved_last4):
    rng = random.Random(SEED)
    cards = []
    used_uids = set(reserved_uids)
    used_last7 = set(reserved_phone_keys)
    used_emails = set(reserved_emails)
    def uid_for(base):
        u, i = base, 2
        while u in used_uids:
            u = "%s-%d" % (base, i)
            i += 1
        used_uids.add(u)
        return u
    def new_phone(culture):
        for _ in range(200):
            p, trunk = phone_for(rng, culture)
            digits = re.sub(r"\D", "", p)
            key = digits if p.startswith("+1 ") else digits[-7:]
            if p.startswith("+1 ") and digits[-7:] in used_last7:
                pass
            if key in used_last7 or digits[-4:] in reserved_last4:
                continue
            used_last7.add(key)
            return p, trunk
        raise RuntimeError("phones")
    for culture, spec in CULTURES.items():
        for _ in range(int(spec["n"] * 1.25)):
            female = rng.random() < 0.5
            given = zipf_pick(rng, spec["f"] if female else spec["m"], 0.75)
            middle = ""
            if spec.get("patronym"):
                family = zipf_pick(rng, [x for x in spec["m"] if x != given], 0.6)
            else:
                family = zipf_pick(rng, spec["fam"], 0.7)
                if "/" in family:
                    family = family.split("/")[1 if female else 0]
                if spec.get("double_family") and rng.random() < spec["double_family"]:
                    f2 = zipf_pick(rng, spec["fam"], 0.7)
                    if f2 != family:
                        family = family + " " + f2
            if culture == "vietnamese":
                middle = rng.choice(spec["mid_f"] if female else spec["mid_m"])
            elif spec.get("mid") and rng.random() < spec.get("middle_p", 0):
                middle = rng.choice(spec["mid"])
            elif spec.get("initial_middle") and rng.random() < spec["initial_middle"]:
                middle = rng.choice("KRSMVPANG") + "."
            style = "apple" if rng.random() < 0.5 else "google"
            order = spec["order"]
            if order == "fg":
                fn = "%s %s" % (family, given)
            elif order == "fmg":
                fn = "%s %s %s" % (family, middle, given)
            else:
                fn = None
            c = dict(uid=None, style=style, family=family, given=given, middle=middle, prefix="", suffix="",
                     fn=fn, nick="", org="", dept="", title="", emails=[], phones=[], ph_first="", ph_last="",
                     company=False, note="", maiden="", bday="", rel=[], adr=None, cats="", culture=culture)
            c["uid"] = uid_for(slug(given, family))
            p, trunk = new_phone(culture)
            if style == "google" and rng.random() < 0.15:
                p = national(p, trunk)
            c["phones"].append(("CELL", p))
            if rng.random() < 0.2:
                p2, _ = new_phone(culture)
                c["phones"].append((rng.choice(["WORK", "HOME"]), p2))
            if rng.random() < 0.6:
                g, f = ascii_name(given.split()[0]), ascii_name(family.split()[-1])
                pat = rng.choice(["{g}.{f}", "{g}.{f}", "{g0}.{f}", "{g}{f}", "{g}_{f}", "{g}{n}", "{f}.{g}"])
                local = pat.format(g=g, f=f, g0=g[:1], n=rng.randint(70, 99))
                dom = rng.choice(["example.com", "example.net", "example.org"])
                e = "%s@%s" % (local, dom)
                if e not in used_emails:
                    used_emails.add(e)
                    c["emails"].append((rng.choice(["HOME", "WORK"]), e))
            if rng.random() < 0.3 and ORGS.get(culture):
                c["org"] = rng.choice(ORGS[culture])
                c["title"] = rng.choice(TITLES)
            if spec.get("nicks") and rng.random() < spec.get("nick_p", 0):
                c["nick"] = zipf_pick(rng, spec["nicks"], 0.8)
            if rng.random() < 0.1:
                c["note"] = rng.choice(NOTES)
            if rng.random() < 0.25:
                c["bday"] = "%d-%02d-%02d" % (rng.randint(1945, 2005), rng.randint(1, 12), rng.randint(1, 28))
            if rng.random() < 0.12:
                city, country = CITIES[culture]
                c["adr"] = ("%d %s" % (rng.randint(1, 300), rng.choice(["Main St", "Park Ave", "Rue Principale", "Hauptstraße", "Calle 5"])), city, "", str(rng.randint(10000, 99999)), country)
            cards.append(c)
    # cards in their own script, with phonetic fields
    for fam, giv, pl, pf in SCRIPT_NAMES:
        p, _ = new_phone({"Z": "chinese", "L": "korean", "P": "korean", "S": "japanese", "Y": "japanese",
                          "H": "persian", "C": "hebrew", "T": "amharic", "R": "tamil"}.get(pl[0], "chinese") if pl not in ("Stavrou", "Haque", "Hosseini", "Cohen", "Tekle", "Raman") else
                         {"Stavrou": "greek", "Haque": "bengali", "Hosseini": "persian", "Cohen": "hebrew", "Tekle": "amharic", "Raman": "tamil"}[pl])
        c = dict(uid=uid_for(slug(pf, pl) + "-script"), style="apple", family=fam, given=giv, middle="", prefix="",
                 suffix="", fn=None, nick="", org="", dept="", title="", emails=[], phones=[("CELL", p)],
                 ph_first=pf, ph_last=pl, company=False, note="", maiden="", bday="", rel=[], adr=None, cats="", culture="script")
        cards.append(c)
    for name, cult in (("Hydro-Laurentides", "quebec"), ("Blue Heron Books", "english"), ("Levant Pharma", "arabic")):
        p, _ = new_phone(cult)
        cards.append(dict(uid=uid_for(slug(name)), style="apple", family="", given="", middle="", prefix="", suffix="",
                          fn=name, nick="", org=name, dept="", title="", emails=[], phones=[("WORK", p)], ph_first="",
                          ph_last="", company=True, note="", maiden="", bday="", rel=[], adr=None, cats="", culture="org"))
    return cards, rng
