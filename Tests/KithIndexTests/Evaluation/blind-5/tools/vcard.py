# -*- coding: utf-8 -*-
"""vCard 3.0 writer: CRLF line ends, lines folded at 75 octets without splitting a UTF-8
character, Apple-style or Google-style cards."""

def esc(v):
    return v.replace("\\", "\\\\").replace("\n", "\\n").replace(",", "\\,").replace(";", "\\;")

def esc_comp(v):  # a component of a structured value (N, ORG, ADR)
    return v.replace("\\", "\\\\").replace("\n", "\\n").replace(",", "\\,").replace(";", "\\;")

def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur, limit = b"", 74
        cur += cb
    out.append(cur.decode("utf-8"))
    return [out[0]] + [" " + x for x in out[1:]]

CC = {"Canada": "ca", "Türkiye": "tr", "Brasil": "br", "Deutschland": "de", "Greece": "gr", "Magyarország": "hu",
      "Česko": "cz", "Philippines": "ph", "Thailand": "th", "Iran": "ir", "Israel": "il", "Nigeria": "ng",
      "Ethiopia": "et", "India": "in", "Bangladesh": "bd", "México": "mx", "Suomi": "fi", "România": "ro",
      "USA": "us", "China": "cn", "Korea": "kr", "Japan": "jp", "Việt Nam": "vn", "UAE": "ae"}

def display_name(c):
    if c.get("fn"):
        return c["fn"]
    parts = [c.get("prefix", ""), c.get("given", ""), c.get("middle", ""), c.get("family", ""), c.get("suffix", "")]
    return " ".join(p for p in parts if p)

APPLE_TEL = {"CELL": "type=CELL;type=VOICE", "WORK": "type=WORK;type=VOICE", "HOME": "type=HOME;type=VOICE", "MAIN": "type=MAIN"}
GOOGLE_TEL = {"CELL": "TYPE=CELL", "WORK": "TYPE=WORK", "HOME": "TYPE=HOME", "MAIN": "TYPE=MAIN"}

def card_lines(c):
    L = ["BEGIN:VCARD", "VERSION:3.0"]
    apple = c["style"] == "apple"
    item = [0]
    def nxt():
        item[0] += 1
        return "item%d" % item[0]
    n = ";".join(esc_comp(c.get(k, "")) for k in ("family", "given", "middle", "prefix", "suffix"))
    fn = esc(display_name(c))
    if apple:
        L.append("PRODID:-//Apple Inc.//macOS 14.6.1//EN")
        L.append("N:" + n)
        L.append("FN:" + fn)
    else:
        L.append("FN:" + fn)
        L.append("N:" + n)
    if c.get("nick"):
        L.append("NICKNAME:" + esc(c["nick"]))
    if c.get("ph_first"):
        L.append("X-PHONETIC-FIRST-NAME:" + esc(c["ph_first"]))
    if c.get("ph_last"):
        L.append("X-PHONETIC-LAST-NAME:" + esc(c["ph_last"]))
    if c.get("maiden"):
        L.append("X-MAIDENNAME:" + esc(c["maiden"]))
    if apple and (c.get("org") or c.get("dept")):
        L.append("ORG:" + esc_comp(c.get("org", "")) + ";" + esc_comp(c.get("dept", "")))
        if c.get("title"):
            L.append("TITLE:" + esc(c["title"]))
    for i, (t, e) in enumerate(c.get("emails", [])):
        if apple:
            L.append("EMAIL;type=INTERNET;type=%s%s:%s" % (t, ";type=pref" if i == 0 else "", e))
        else:
            L.append("EMAIL;TYPE=INTERNET;TYPE=%s:%s" % (t, e))
    for i, (t, p) in enumerate(c.get("phones", [])):
        if apple:
            L.append("TEL;%s%s:%s" % (APPLE_TEL[t], ";type=pref" if i == 0 else "", p))
        else:
            L.append("TEL;%s:%s" % (GOOGLE_TEL[t], p))
    if c.get("adr"):
        street, city, region, code, country = c["adr"]
        v = ";".join(esc_comp(x) for x in ("", "", street, city, region, code, country))
        if apple:
            it = nxt()
            L.append("%s.ADR;type=HOME;type=pref:%s" % (it, v))
            L.append("%s.X-ABADR:%s" % (it, CC.get(country, "us")))
        else:
            L.append("ADR;TYPE=HOME:" + v)
    if not apple and (c.get("org") or c.get("dept")):
        L.append("ORG:" + esc_comp(c.get("org", "")) + (";" + esc_comp(c["dept"]) if c.get("dept") else ""))
        if c.get("title"):
            L.append("TITLE:" + esc(c["title"]))
    if c.get("bday"):
        L.append("BDAY:" + c["bday"])
    if c.get("note"):
        L.append("NOTE:" + esc(c["note"]))
    for label, name in c.get("rel", []):
        it = nxt()
        L.append("%s.X-ABRELATEDNAMES%s:%s" % (it, ";type=pref" if item[0] == 1 else "", esc(name)))
        L.append("%s.X-ABLabel:%s" % (it, label))
    if apple and c.get("company"):
        L.append("X-ABShowAs:COMPANY")
    if not apple:
        L.append("CATEGORIES:" + (c.get("cats") or "myContacts"))
    L.append("UID:" + c["uid"])
    L.append("END:VCARD")
    out = []
    for l in L:
        out.extend(fold(l))
    return out

def write(cards, path):
    with open(path, "w", encoding="utf-8", newline="") as f:
        for c in cards:
            f.write("\r\n".join(card_lines(c)) + "\r\n")
