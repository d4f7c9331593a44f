"""Double Metaphone codes through PostgreSQL's fuzzystrmatch (dmetaphone), run in
single-user mode on a private scratch cluster (no server, no network). Codes are
cached in dm_cache.json so the other scripts run without PostgreSQL once warmed."""
import json, os, subprocess, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
CACHE = os.path.join(HERE, "dm_cache.json")
PGDATA = "/tmp/b5pg/data"
PGBIN = "/usr/lib/postgresql/15/bin/postgres"

_cache = None

def _load():
    global _cache
    if _cache is None:
        _cache = json.load(open(CACHE)) if os.path.exists(CACHE) else {}
    return _cache

def ascii_fold(w):
    w = unicodedata.normalize("NFKD", w)
    return "".join(c for c in w if c.isascii() and c.isalpha())

def warm(words):
    c = _load()
    todo = sorted({ascii_fold(w) for w in words} - set(c) - {""})
    if not todo:
        return
    if not os.path.exists(PGDATA):
        raise SystemExit("dm.py: no cache entry for %d words and no scratch cluster at %s" % (len(todo), PGDATA))
    lines = ["CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;"]
    for i in range(0, len(todo), 500):
        chunk = todo[i:i + 500]
        vals = ",".join("('%s')" % w.replace("'", "''") for w in chunk)
        lines.append("SELECT 'R|' || w || '|' || dmetaphone(w) || '|' || dmetaphone_alt(w) FROM (VALUES %s) v(w);" % vals)
    sql = "\n".join(lines) + "\n"
    out = subprocess.run(["su", "postgres", "-s", "/bin/bash", "-c", PGBIN + " --single -D " + PGDATA + " postgres"],
                         input=sql, capture_output=True, text=True).stdout
    import re
    for m in re.finditer(r'"R\|([^|"]*)\|([^|"]*)\|([^|"]*)"', out):
        c[m.group(1)] = [m.group(2), m.group(3)]
    for w in todo:
        c.setdefault(w, ["", ""])
    json.dump(c, open(CACHE, "w"), ensure_ascii=False, sort_keys=True, indent=0)

def codes(w):
    c = _load()
    k = ascii_fold(w)
    if k not in c:
        warm([w])
        c = _load()
    return set(x for x in c.get(k, ["", ""]) if x)
