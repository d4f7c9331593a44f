#!/usr/bin/env python3
"""Generate kith's evaluation set for the name resolver.

Writes, under ``Tests/KithIndexTests/Evaluation/``:

- ``book.vcf``: an address book of 500+ contacts in the style of a macOS Contacts export (vCard 3.0, CRLF,
  ``itemN.X-ABLabel`` groups, ``X-ABShowAs:COMPANY``, ``X-PHONETIC-*``), each card with a readable ``UID``.
  It is a realistic filler population (names from many cultures, companies, phones in several national
  formats, e-mails on the reserved example domains) with planted hard cases: namesakes, nickname and
  spelling variants, diacritics, particles, titles, a "me" card with relations, duplicates, company cards.
- ``queries.jsonl``: the queries the resolver is scored on, each with the status it must answer
  (``unique`` / ``ambiguous`` / ``not_found``), the contacts it must offer and a note saying why, plus the
  actions (``me``, ``choose``, ``cancel``, ``favorite``, ``message``) that change the store's state between
  queries. The evaluator processes the lines in order on one store.

Labels follow ``docs/RESOLVE.md``; where the policy leaves a case open the note says which way it was
decided and why (when in doubt: ``ambiguous`` rather than ``unique``). Phone, e-mail, organisation and
filler expectations are computed from the generated book, so the two files always agree.

Everything is fictional: North American ``555-01xx`` numbers, the UK Ofcom drama ranges (``07700 900xxx``,
``020 7946 0xxx``), the German ``030 23125 xxx`` media range, the French ARCEP ``01 99 00`` / ``06 39 98``
ranges, Australia's ``0491 570 xxx`` and ``(02) 5550 xxxx``, and the reserved ``example.com`` / ``.net`` / ``.org`` domains.

Standard library only, fixed seed: the same script writes the same bytes on every machine. Python is needed
only to change the set, never to build or test kith::

    $ python3 Scripts/generate-eval.py            # writes the two files, prints the count table
    $ python3 Scripts/generate-eval.py --check    # exits 1 if the files on disk differ from a fresh run
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

SEED = 0x6B697468_6576616C  # "kith" "eval"
ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "Tests" / "KithIndexTests" / "Evaluation"
FILLER_COUNT = 420

KINDS = [
    "full_name", "given_only", "family_only", "name_order", "compound_particle", "title_suffix", "folding",
    "nickname_own", "nickname_table", "typo", "phonetic", "phonetic_field", "initials", "prefix", "phone",
    "email", "organization", "org_qualified", "relation", "possessive_filler", "affinity", "duplicate",
    "absent", "junk", "shared_given",
]
STATUSES = ["unique", "ambiguous", "not_found"]

# ---------------------------------------------------------------------------------------------------------
# Phones
# ---------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Phone:
    """A number as written on the card, and its E.164 digits (no "+")."""

    written: str
    digits: str


def nanp(area: int, line: int, style: str = "paren") -> Phone:
    """A fictional North American number AREA-555-LINE (LINE in 0100–0199)."""
    assert 100 <= line <= 199, line
    a, n = f"{area:03d}", f"{line:04d}"
    written = {
        "paren": f"({a}) 555-{n}",
        "plus_paren": f"+1 ({a}) 555-{n}",
        "dash": f"{a}-555-{n}",
        "plus_dash": f"+1 {a}-555-{n}",
        "dots": f"{a}.555.{n}",
        "e164": f"+1{a}555{n}",
        "one_paren": f"1 ({a}) 555-{n}",
    }[style]
    return Phone(written, f"1{a}555{n}")


def uk_mobile(n: int, national: bool = False) -> Phone:
    """07700 900000–900999, Ofcom's range for drama."""
    s = f"{n:03d}"
    return Phone(f"07700 900{s}" if national else f"+44 7700 900{s}", f"447700900{s}")


def uk_london(n: int, national: bool = False) -> Phone:
    """020 7946 0000–0999, Ofcom's London range for drama."""
    s = f"{n:03d}"
    return Phone(f"020 7946 0{s}" if national else f"+44 20 7946 0{s}", f"442079460{s}")


def de_berlin(n: int, national: bool = False) -> Phone:
    """030 23125 000–999, the Bundesnetzagentur's Berlin range for film and television."""
    s = f"{n:03d}"
    return Phone(f"030 23125{s}" if national else f"+49 30 23125 {s}", f"493023125{s}")


def fr_mobile(n: int, national: bool = False) -> Phone:
    """06 39 98 xx xx, ARCEP's mobile range for fiction."""
    s = f"{n:04d}"
    pretty = f"39 98 {s[:2]} {s[2:]}"
    return Phone(f"06 {pretty}" if national else f"+33 6 {pretty}", f"3363998{s}")


def fr_paris(n: int, national: bool = False) -> Phone:
    """01 99 00 xx xx, ARCEP's Paris range for fiction."""
    s = f"{n:04d}"
    pretty = f"99 00 {s[:2]} {s[2:]}"
    return Phone(f"01 {pretty}" if national else f"+33 1 {pretty}", f"3319900{s}")


def in_mobile(n: int) -> Phone:
    """An Indian mobile number in the 98450 series (made up)."""
    s = f"{n:05d}"
    return Phone(f"+91 98450 {s}", f"9198450{s}")


AU_FICTION = [6, 110, 156, 157, 158, 159, 313, 737]


def au_mobile(n: int) -> Phone:
    """0491 570 xxx, ACMA's mobile numbers for fiction."""
    s = f"{n:03d}"
    return Phone(f"+61 491 570 {s}", f"61491570{s}")


def au_landline(n: int, national: bool = False) -> Phone:
    """(02) 5550 xxxx, ACMA's Sydney numbers for fiction."""
    s = f"{n:04d}"
    return Phone(f"(02) 5550 {s}" if national else f"+61 2 5550 {s}", f"6125550{s}")


def significant_digits(query: str) -> str | None:
    """The digits a phone query is matched on, or None when it is not a phone query (fewer than 4 digits,
    or letters). "+1…" and "00…" lose their prefix; a national number with a trunk 0 ("07700 900456",
    "030 23125770") loses the 0; anything else is matched as the end of a number."""
    if any(c.isalpha() for c in query):
        return None
    digits = "".join(c for c in query if c.isdigit())
    if len(digits) < 4:
        return None
    stripped = query.strip()
    if stripped.startswith("+"):
        return digits
    if digits.startswith("00"):
        return digits[2:]
    if digits.startswith("0") and len(digits) >= 9:
        return digits[1:]
    return digits


# ---------------------------------------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------------------------------------


@dataclass
class Card:
    uid: str
    given: str = ""
    family: str = ""
    middle: str = ""
    prefix: str = ""
    suffix: str = ""
    nicknames: list[str] = field(default_factory=list)
    phonetic_given: str = ""
    phonetic_family: str = ""
    org: str = ""
    dept: str = ""
    title: str = ""
    phones: list[tuple[str, Phone]] = field(default_factory=list)
    emails: list[tuple[str, str]] = field(default_factory=list)
    relations: list[tuple[str, str]] = field(default_factory=list)
    company: bool = False
    fn: str | None = None
    note: str = ""
    bday: str = ""
    categories: list[str] = field(default_factory=list)
    address: tuple[str, ...] | None = None  # (label, street, city, region, postcode, country, iso)
    planted: bool = True

    def display_name(self) -> str:
        if self.fn is not None:
            return self.fn
        if self.company:
            return self.org
        parts = [self.prefix, self.given, self.middle, self.family, self.suffix]
        return " ".join(p for p in parts if p)


def fold(text: str) -> str:
    """Lower case, no accents, apostrophes and zero-width characters dropped, other punctuation a space
    (the same idea as kith's NameFolding, enough to compute this set's expectations)."""
    special = {"ł": "l", "ø": "o", "đ": "d", "ð": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th"}
    text = unicodedata.normalize("NFKC", text).lower()
    out = []
    for ch in unicodedata.normalize("NFD", text):
        if unicodedata.category(ch) == "Mn":
            continue
        if ch in "'’‘`´ʼʻ" or unicodedata.category(ch) == "Cf":
            continue
        ch = special.get(ch, ch)
        out.append(ch if ch.isalnum() else " ")
    return " ".join("".join(out).split())


def slug(text: str) -> str:
    return "-".join(fold(text).split())


def esc(text: str) -> str:
    return text.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", "\\n")


def fold_line(line: str) -> list[str]:
    """RFC 2425 folding at 75 octets, never inside a UTF-8 sequence."""
    out, current, size = [], "", 0
    for ch in line:
        n = len(ch.encode("utf-8"))
        if size + n > 75:
            out.append(current)
            current, size = " ", 1
        current += ch
        size += n
    out.append(current)
    return out


TEL_TYPES = {
    "iphone": "type=IPHONE;type=CELL;type=VOICE",
    "mobile": "type=CELL;type=VOICE",
    "home": "type=HOME;type=VOICE",
    "work": "type=WORK;type=VOICE",
    "main": "type=MAIN",
    "workfax": "type=WORK;type=FAX",
}
RELATION_LABELS = {"mother", "father", "brother", "sister", "partner", "spouse", "child", "manager", "friend"}


def vcard(card: Card) -> str:
    lines = ["BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Apple Inc.//macOS 14.4.1//EN"]
    n = ";".join(esc(x) for x in (card.family, card.given, card.middle, card.prefix, card.suffix))
    lines.append(f"N:{n}")
    lines.append(f"FN:{esc(card.display_name())}")
    if card.nicknames:
        lines.append("NICKNAME:" + ",".join(esc(x) for x in card.nicknames))
    if card.phonetic_given:
        lines.append(f"X-PHONETIC-FIRST-NAME:{esc(card.phonetic_given)}")
    if card.phonetic_family:
        lines.append(f"X-PHONETIC-LAST-NAME:{esc(card.phonetic_family)}")
    if card.org:
        lines.append(f"ORG:{esc(card.org)};{esc(card.dept)}")
    if card.title:
        lines.append(f"TITLE:{esc(card.title)}")
    item = 0
    for i, (label, address) in enumerate(card.emails):
        pref = ";type=pref" if i == 0 else ""
        lines.append(f"EMAIL;type=INTERNET;type={label.upper()}{pref}:{address}")
    for i, (label, phone) in enumerate(card.phones):
        pref = ";type=pref" if i == 0 else ""
        lines.append(f"TEL;{TEL_TYPES[label]}{pref}:{phone.written}")
    if card.address:
        label, street, city, region, postcode, country, iso = card.address
        item += 1
        lines.append(f"item{item}.ADR;type={label.upper()};type=pref:;;{esc(street)};{esc(city)};"
                     f"{esc(region)};{esc(postcode)};{esc(country)}")
        lines.append(f"item{item}.X-ABADR:{iso}")
    if card.note:
        lines.append(f"NOTE:{esc(card.note)}")
    if card.bday:
        lines.append(f"BDAY:{card.bday}")
    for i, (label, name) in enumerate(card.relations):
        item += 1
        pref = ";type=pref" if i == 0 else ""
        lines.append(f"item{item}.X-ABRELATEDNAMES{pref}:{esc(name)}")
        ab = f"_$!<{label.capitalize()}>!$_" if label in RELATION_LABELS else label
        lines.append(f"item{item}.X-ABLabel:{ab}")
    if card.company:
        lines.append("X-ABShowAs:COMPANY")
    if card.categories:
        lines.append("CATEGORIES:" + ",".join(esc(c) for c in card.categories))
    lines.append(f"UID:{card.uid}")
    lines.append("END:VCARD")
    out: list[str] = []
    for line in lines:
        out.extend(fold_line(line))
    return "\r\n".join(out) + "\r\n"


# ---------------------------------------------------------------------------------------------------------
# Planted contacts
# ---------------------------------------------------------------------------------------------------------

ACME, GLOBEX, INITECH = "Acme Corporation", "Globex Corporation", "Initech"


def planted() -> list[Card]:
    C = Card
    cards = [
        # The owner and the family on the "me" card.
        C("me-alex-rivera", "Alex", "Rivera", org=GLOBEX, dept="Design", title="Product Designer",
          phones=[("iphone", nanp(555, 100)), ("work", nanp(555, 101))],
          emails=[("home", "alex.rivera@example.com"), ("work", "alex.rivera@globex.example.com")],
          relations=[("mother", "Maria Rivera"), ("father", "Luis Rivera"), ("brother", "Diego Rivera"),
                     ("brother", "Mateo Rivera"), ("partner", "Sam Okafor"), ("Godmother", "Ingrid Berg"),
                     ("manager", "Tom Okafor")],
          note="This is my own card.", bday="1990-07-14",
          address=("home", "48 Linden Avenue", "Springfield", "IL", "62704", "United States", "us")),
        C("maria-rivera-mother", "Maria", "Rivera", phones=[("mobile", nanp(555, 102)), ("home", nanp(555, 103))],
          emails=[("home", "maria.rivera@example.com")], bday="1962-03-08", categories=["Family"],
          relations=[("spouse", "Luis Rivera"), ("child", "Alex Rivera")],
          address=("home", "915 Magnolia Street", "Springfield", "IL", "62702", "United States", "us")),
        C("diego-rivera", "Diego", "Rivera", phones=[("iphone", nanp(212, 147, "plus_paren"))],
          emails=[("home", "diego.rivera@example.net")], categories=["Family"], bday="1987-12-08"),
        C("mateo-rivera", "Mateo", "Rivera", phones=[("mobile", nanp(555, 107))],
          emails=[("home", "mateo.r@example.org")], categories=["Family"], bday="1995-05-30"),
        C("sam-okafor", "Sam", "Okafor", org="Pied Piper", dept="Platform", title="Engineer",
          phones=[("iphone", nanp(415, 163, "plus_paren"))], emails=[("home", "sam.okafor@example.org")],
          relations=[("partner", "Alex Rivera")]),
        C("tom-okafor", "Tom", "Okafor", org=GLOBEX, dept="Product", title="Director of Product",
          phones=[("work", nanp(555, 117)), ("mobile", nanp(555, 118))],
          emails=[("work", "tom.okafor@globex.example.com")], categories=["Work"]),
        C("ingrid-berg", "Ingrid", "Berg", phones=[("mobile", de_berlin(417))],
          emails=[("home", "ingrid.berg@example.org")], bday="1958-01-19"),
        C("carmen-ortiz-abuela", "Carmen", "Ortiz", nicknames=["Abuela"], phones=[("home", nanp(555, 106))],
          bday="1938-05-01", categories=["Family"]),
        # Johns.
        C("john-smith-acme", "John", "Smith", org=ACME, dept="Sales", title="Account Executive",
          phones=[("work", nanp(555, 110)), ("mobile", nanp(555, 111))],
          emails=[("work", "john.smith@acme.example.com")], categories=["Work"]),
        C("john-smith-globex", "John", "Smith", org=GLOBEX, dept="Engineering", title="Site Reliability Engineer",
          phones=[("mobile", nanp(312, 110, "plus_dash"))], emails=[("work", "jsmith@globex.example.com")]),
        C("john-doe", "John", "Doe", phones=[("mobile", nanp(555, 112))], emails=[("home", "johndoe@example.net")],
          note="Climbing partner. Tuesdays at the gym."),
        C("johnny-appleseed", "Johnny", "Appleseed", phones=[("iphone", nanp(555, 113))],
          emails=[("home", "johnny.appleseed@example.org")]),
        C("jon-snow", "Jon", "Snow", phones=[("mobile", uk_mobile(214))], emails=[("home", "jon.snow@example.org")]),
        C("jonathan-reyes", "Jonathan", "Reyes", org="Vandelay Industries", dept="Imports", title="Buyer",
          phones=[("work", nanp(617, 138))], emails=[("work", "jreyes@vandelay.example.com")]),
        C("agnes-smith", "Agnes", "Smith", phones=[("home", uk_london(512))], bday="1941-09-02"),
        # Sara / Sarah.
        C("sara-lee", "Sara", "Lee", phones=[("iphone", nanp(555, 144))], emails=[("home", "sara.lee@example.com")]),
        C("sarah-connor", "Sarah", "Connor", org="Cyberdyne Systems", title="Consultant",
          phones=[("mobile", nanp(303, 129))], emails=[("home", "sarah.connor@example.net")]),
        C("sarah-nakamura", "Sarah", "Nakamura", org=GLOBEX, dept="Legal", title="Counsel",
          phones=[("work", nanp(555, 151))], emails=[("work", "sarah.nakamura@globex.example.com")]),
        # Catherine / Katherine / Kathryn / Kate.
        C("catherine-zhao", "Catherine", "Zhao", org=INITECH, dept="Finance", title="Controller",
          phones=[("work", nanp(512, 161))], emails=[("work", "catherine.zhao@initech.example.com")]),
        C("katherine-moreau", "Katherine", "Moreau", nicknames=["Kat"], phones=[("mobile", fr_mobile(1234))],
          emails=[("home", "katherine.moreau@example.org")]),
        C("kathryn-bellweather", "Kathryn", "Bellweather", phones=[("mobile", nanp(206, 172))],
          emails=[("home", "kbellweather@example.net")]),
        C("kate-delaney", "Kate", "Delaney", phones=[("mobile", uk_mobile(637))],
          emails=[("home", "kate.delaney@example.com")]),
        # Steven / Stephen / Stephanie.
        C("steven-stevens", "Steven", "Stevens", phones=[("mobile", nanp(555, 153))],
          emails=[("home", "steven.stevens@example.com")]),
        C("stephen-hale", "Stephen", "Hale", org="Woodgrove Bank", title="Branch Manager",
          phones=[("work", nanp(617, 153))], emails=[("work", "stephen.hale@woodgrove.example.com")]),
        C("stephanie-wu", "Stephanie", "Wu", phones=[("iphone", nanp(415, 184))],
          emails=[("home", "steph.wu@example.org")]),
        # Sean / Shawn, Aileen / Eileen, Philip / Phillip, Geoff / Jeff.
        C("sean-murphy", "Sean", "Murphy", phones=[("mobile", uk_mobile(318))],
          emails=[("home", "sean.murphy@example.com")]),
        C("shawn-reilly", "Shawn", "Reilly", phones=[("mobile", nanp(555, 160))],
          emails=[("home", "shawn.reilly@example.net")]),
        C("aileen-fitzgerald", "Aileen", "Fitzgerald", phones=[("mobile", nanp(555, 165))]),
        C("eileen-doyle", "Eileen", "Doyle", phones=[("home", uk_london(412))], emails=[("home", "eileen.doyle@example.org")]),
        C("philip-grant", "Philip", "Grant", org=GLOBEX, dept="Finance", title="Analyst",
          phones=[("work", nanp(312, 176))], emails=[("work", "philip.grant@globex.example.com")]),
        C("phillip-moss", "Phillip", "Moss", phones=[("mobile", nanp(555, 178))]),
        C("geoff-baxter", "Geoff", "Baxter", phones=[("mobile", uk_mobile(552))]),
        C("jeff-lin", "Jeff", "Lin", phones=[("iphone", nanp(206, 119))], emails=[("home", "fastcar88@example.net")]),
        # Robert / Bob, and Little Bobby Tables (xkcd 327).
        C("robert-brown", "Robert", "Brown", phones=[("mobile", nanp(555, 121))],
          emails=[("home", "robert.brown@example.com")]),
        C("bob-jones", "Bob", "Jones", org=ACME, dept="Facilities", title="Facilities Manager",
          phones=[("work", nanp(555, 122))], emails=[("work", "bob.jones@acme.example.com")]),
        C("roberto-sanchez", "Roberto", "Sánchez", phones=[("mobile", nanp(303, 187))],
          emails=[("home", "roberto.sanchez@example.org")]),
        C("bobby-tables", "Robert'); DROP TABLE Students;--", "Tables", phones=[("mobile", nanp(555, 188))],
          note="xkcd 327. Yes, that is his legal name."),
        C("chloe-brown", "Chloe", "Brown", phones=[("mobile", au_mobile(156))], emails=[("home", "chloe.brown@example.net")]),
        # William / Bill.
        C("william-turner", "William", "Turner", nicknames=["Bill"], phones=[("mobile", nanp(555, 125))],
          emails=[("home", "bill.turner@example.com")]),
        C("william-park", "William", "Park", org=INITECH, dept="Engineering", title="Developer",
          phones=[("work", nanp(512, 125))], emails=[("work", "william.park@initech.example.com")]),
        # Elizabeth Taylor / Taylor Swift / Bethany.
        C("elizabeth-taylor", "Elizabeth", "Taylor", phones=[("mobile", nanp(555, 126))],
          emails=[("home", "liz.taylor@example.com")]),
        C("taylor-swift", "Taylor", "Swift", phones=[("iphone", nanp(615, 189))], emails=[("home", "tswift@example.org")]),
        C("bethany-clarke", "Bethany", "Clarke", phones=[("mobile", uk_mobile(771))]),
        # Margaret "Peggy" (only through the nickname table), a second Margaret, Sterling Cooper's card.
        C("margaret-olson", "Margaret", "Olson", org="Sterling Cooper", dept="Creative", title="Copy Chief",
          phones=[("work", nanp(212, 162))], emails=[("work", "margaret.olson@sterlingcooper.example.com")]),
        C("margaret-liu", "Margaret", "Liu", phones=[("mobile", nanp(555, 131))]),
        C("sterling-cooper", org="Sterling Cooper", company=True, phones=[("main", nanp(212, 100))],
          emails=[("work", "info@sterlingcooper.example.com")],
          address=("work", "405 Madison Avenue", "New York", "NY", "10017", "United States", "us")),
        C("charles-xavier", "Charles", "Xavier", middle="Francis", prefix="Prof.", org="Xavier Institute",
          phones=[("work", nanp(914, 133))], emails=[("work", "xavier@xavier-institute.example.org")]),
        # Beyond ASCII.
        C("jose-garcia-lopez", "José", "García López", phones=[("mobile", nanp(555, 134, "plus_paren"))],
          emails=[("home", "jose.garcia@example.com")], bday="1985-01-22"),
        C("zoe-muller", "Zoë", "Müller", phones=[("mobile", uk_mobile(123))], emails=[("home", "zoe.mueller@example.org")],
          categories=["Book Club"]),
        C("lukasz-nowak", "Łukasz", "Nowak", org="Nowak Software", title="Contractor",
          emails=[("work", "lukasz.nowak@example.net")]),
        C("nguyen-van-an", "An", "Nguyễn", middle="Văn", fn="Nguyễn Văn An", phones=[("mobile", nanp(555, 135))],
          emails=[("home", "an.nguyen@example.com")]),
        C("nguyen-thi-mai", "Mai", "Nguyễn", middle="Thị", fn="Nguyễn Thị Mai", phones=[("mobile", nanp(206, 143))]),
        C("francois-lefevre", "François", "Lefèvre", phones=[("work", fr_paris(4567))],
          emails=[("home", "francois.lefevre@example.org")]),
        C("soren-kierkegaard", "Søren", "Kierkegaard", phones=[("home", uk_london(813))],
          emails=[("home", "soren.k@example.net")]),
        C("siobhan-obrien", "Siobhán", "O'Brien", phonetic_given="Shivawn",
          phones=[("mobile", uk_mobile(456)), ("home", uk_london(123))], emails=[("home", "siobhan.obrien@example.com")],
          categories=["Book Club"], bday="1989-03-17"),
        C("marco-dangelo", "Marco", "D'Angelo", phones=[("mobile", nanp(718, 146))],
          emails=[("home", "marco.dangelo@example.com")]),
        C("angelo-russo", "Angelo", "Russo", phones=[("mobile", nanp(312, 149))]),
        C("martin-novak", "Martin", "Novák", phones=[("mobile", nanp(555, 152))]),
        # Particles and compounds.
        C("pieter-van-der-berg", "Pieter", "van der Berg", phones=[("mobile", uk_mobile(789))],
          emails=[("home", "pieter.vanderberg@example.org")], note="Moved from Utrecht to London in 2021."),
        C("ludwig-van-beethoven", "Ludwig", "van Beethoven", phones=[("home", de_berlin(770))],
          emails=[("home", "ludwig@example.org")]),
        C("maria-de-la-cruz", "Maria", "de la Cruz", phones=[("mobile", nanp(555, 139))]),
        C("anna-lena-schmidt-weber", "Anna-Lena", "Schmidt-Weber", phones=[("mobile", de_berlin(321))],
          emails=[("home", "annalena.sw@example.net")]),
        C("anna-kowalczyk", "Anna", "Kowalczyk", org=ACME, dept="Engineering", title="QA Lead",
          phones=[("work", nanp(555, 141))], emails=[("work", "anna.kowalczyk@acme.example.com")]),
        C("jean-luc-picard", "Jean-Luc", "Picard", phones=[("mobile", fr_mobile(5120))]),
        C("jean-grey", "Jean", "Grey", phones=[("mobile", nanp(914, 157))]),
        C("hye-jin-park", "Hye-jin", "Park", org=GLOBEX, dept="Legal", title="Corporate Counsel",
          phones=[("work", nanp(555, 119))], emails=[("work", "hyejin.park@globex.example.com")]),
        C("fatima-al-sayed", "Fatima", "Al-Sayed", phones=[("iphone", nanp(555, 159))],
          emails=[("home", "fatima.alsayed@example.org")]),
        # Titles and suffixes.
        C("emily-carter", "Emily", "Carter", prefix="Dr.", nicknames=["Doc"], org="Springfield General Hospital",
          dept="Cardiology", title="Cardiologist", phones=[("work", nanp(555, 145))],
          emails=[("work", "emily.carter@sgh.example.org")]),
        C("emily-zhang", "Emily", "Zhang", phones=[("mobile", nanp(415, 190))], emails=[("home", "emily.zhang@example.com")]),
        C("ben-carter", "Ben", "Carter", phones=[("mobile", nanp(555, 148))]),
        C("martin-luther-king-jr", "Martin", "King", middle="Luther", prefix="Dr.", suffix="Jr.",
          phones=[("home", nanp(404, 168))]),
        # Prefix traps.
        C("alexandra-petrova", "Alexandra", "Petrova", phones=[("mobile", uk_mobile(905))],
          emails=[("home", "a.petrova@example.org")]),
        C("christopher-lee", "Christopher", "Lee", phones=[("mobile", nanp(555, 154))]),
        C("christine-okoro", "Christine", "Okoro", org=GLOBEX, dept="Marketing", title="Brand Manager",
          phones=[("work", nanp(312, 154, "dots"))], emails=[("work", "christine.okoro@globex.example.com")]),
        C("christian-becker", "Christian", "Becker", phones=[("mobile", de_berlin(154))]),
        # Shared given names.
        C("david-cohen", "David", "Cohen", phones=[("mobile", nanp(555, 155))], emails=[("home", "david.cohen@example.com")]),
        C("david-okonkwo", "David", "Okonkwo", phones=[("mobile", uk_mobile(264))]),
        C("david-miller", "David", "Miller", org=ACME, dept="Finance", title="Accountant",
          phones=[("work", nanp(555, 156))], emails=[("work", "david.miller@acme.example.com")]),
        C("maria-papadopoulou", "Maria", "Papadopoulou", phones=[("mobile", nanp(617, 192))]),
        C("maria-fernandez", "María", "Fernández", phones=[("mobile", nanp(555, 157))]),
        C("marie-dubois", "Marie", "Dubois", phones=[("mobile", fr_mobile(4521))]),
        C("wei-chen", "Wei", "Chen", phones=[("mobile", nanp(415, 171))], emails=[("home", "wei.chen@example.com")]),
        # The same person twice; a shared landline.
        C("daniel-kim-work", "Daniel", "Kim", org=GLOBEX, dept="Engineering", title="Staff Engineer",
          phones=[("mobile", nanp(555, 158))], emails=[("work", "dkim@globex.example.com")]),
        C("daniel-kim-home", "Daniel", "Kim", phones=[("iphone", nanp(555, 158, "dash"))],
          emails=[("home", "dkim@example.net")], bday="1988-04-01"),
        C("kim-larsen", "Kim", "Larsen", phones=[("mobile", uk_mobile(342))]),
        C("hannah-schwartz", "Hannah", "Schwartz", phones=[("mobile", de_berlin(602))],
          emails=[("home", "hannah.schwartz@example.net")]),
        C("hannah-schwarz", "Hannah", "Schwarz", phones=[("mobile", de_berlin(602, national=True))]),
        C("ruth-goldberg", "Ruth", "Goldberg", phones=[("home", nanp(555, 136)), ("mobile", nanp(555, 166))]),
        C("saul-goldberg", "Saul", "Goldberg", phones=[("home", nanp(555, 136)), ("mobile", nanp(312, 170))]),
        # A card with only a phone number, one with only an e-mail address.
        C("phone-only-5550177", phones=[("mobile", nanp(555, 177))], fn=""),
        C("email-only-pat-q", emails=[("home", "pat.q@example.org")], fn=""),
        # Companies and people there.
        C("initech", org=INITECH, company=True, phones=[("main", nanp(555, 130)), ("workfax", nanp(555, 131, "dash"))],
          emails=[("work", "info@initech.example.com")],
          address=("work", "1 Initech Plaza", "Austin", "TX", "78701", "United States", "us")),
        C("priya-natarajan", "Priya", "Natarajan", org=INITECH, dept="IT", title="Systems Administrator",
          phones=[("work", nanp(512, 132))], emails=[("work", "priya.natarajan@initech.example.com")]),
        C("gavin-belson", "Gavin", "Belson", org="Hooli", title="CEO", phones=[("work", nanp(415, 195))],
          emails=[("work", "gavin@hooli.example.com")]),
        C("dana-whitfield", "Dana", "Whitfield", org=ACME, dept="Marketing", title="Marketing Manager",
          phones=[("work", nanp(555, 142))], emails=[("work", "dana.whitfield@acme.example.com")]),
        # Own nicknames.
        C("edward-norris", "Edward", "Norris", nicknames=["Teddy"], phones=[("mobile", nanp(303, 174))]),
        C("theodore-blake", "Theodore", "Blake", phones=[("mobile", nanp(303, 175))]),
        C("sunita-rao", "Sunita", "Rao", nicknames=["Sunny"], phones=[("mobile", in_mobile(12345))],
          emails=[("home", "sunita.rao@example.com")]),
        C("bartholomew-quinn", "Bartholomew", "Quinn", nicknames=["Bear"], phones=[("mobile", nanp(206, 181))]),
        C("gregory-hollis", "Gregory", "Hollis", nicknames=["Coach"], phones=[("mobile", nanp(555, 182))],
          note="Under-12 soccer, Saturdays."),
        C("henry-jekyll", "Henry", "Jekyll", nicknames=["Doc"], phones=[("mobile", uk_london(886))],
          note="GP, evening surgery."),
        C("joseph-bucket", "Joseph", "Bucket", nicknames=["Grandpa Joe"], phones=[("home", uk_london(301))]),
        C("samantha-greene", "Samantha", "Greene", phones=[("mobile", nanp(617, 186))]),
        C("marcus-webb", "Marcus", "Webb", phones=[("mobile", nanp(555, 183))]),
        C("michael-brennan", "Michael", "Brennan", phones=[("mobile", uk_mobile(377))]),
        C("james-holden", "James", "Holden", phones=[("mobile", nanp(206, 185))]),
        C("anthony-mensah", "Anthony", "Mensah", phones=[("mobile", uk_mobile(408))]),
        C("peter-lindgren", "Peter", "Lindgren", phones=[("mobile", de_berlin(881))]),
        # Sound-alikes.
        C("kaitlyn-brooks", "Kaitlyn", "Brooks", phones=[("mobile", nanp(555, 179))]),
        C("muhammad-iqbal", "Muhammad", "Iqbal", phones=[("mobile", uk_mobile(690))]),
        C("sophia-laurent", "Sophia", "Laurent", phones=[("mobile", fr_mobile(7788))]),
        # Names stored in other scripts, with phonetic fields; Latin names with a pronunciation.
        C("yamada-taro", "太郎", "山田", phonetic_given="Tarō", phonetic_family="Yamada", fn="山田 太郎",
          phones=[("mobile", uk_mobile(881))], emails=[("home", "taro.yamada@example.com")]),
        C("wang-wei", "伟", "王", phonetic_given="Wei", phonetic_family="Wang", fn="王 伟",
          phones=[("mobile", nanp(415, 191))]),
        C("choi-seo-yeon", "서연", "최", phonetic_given="Seo-yeon", phonetic_family="Choi", fn="최 서연",
          phones=[("mobile", nanp(213, 194))]),
        C("saoirse-kennedy", "Saoirse", "Kennedy", phonetic_given="Seersha", phones=[("mobile", uk_mobile(733))]),
        C("niamh-gallagher", "Niamh", "Gallagher", phonetic_given="Neev", phones=[("mobile", uk_mobile(744))]),
        C("xochitl-hernandez", "Xóchitl", "Hernández", phonetic_given="Sochil", phones=[("mobile", nanp(213, 196))]),
    ]
    return cards


# ---------------------------------------------------------------------------------------------------------
# Filler population
# ---------------------------------------------------------------------------------------------------------

# Each culture: given names, family names, how its phones look, and whether the name is written family
# first. Names that would meet a planted query (same word, a prefix, a nickname, a close sound-alike) are
# left out on purpose: the filler must not change a planted case's answer.
CULTURES = {
    "us": dict(weight=26, phone="nanp", given=[
        "Amelia", "Harper", "Olivia", "Ethan", "Mason", "Logan", "Grace", "Lily", "Owen", "Caleb", "Nora",
        "Hazel", "Wyatt", "Leah", "Isaac", "Audrey", "Ruby", "Miles", "Violet", "Julian", "Naomi", "Claire",
        "Ivy", "Dylan", "Reid", "Tessa", "Paige", "Trevor", "Megan", "Colin", "Heather", "Derek", "Wendy",
        "Gordon", "Lorraine", "Vernon", "Gloria", "Russell", "Bridget", "Doris", "Clyde", "Mabel", "Irene",
        "Floyd", "Austin", "Jordan", "Riley", "Avery", "Cameron", "Hunter", "Carson", "Spencer", "Travis",
        "Kyle", "Brett", "Dustin", "Lindsay", "Courtney", "Whitney", "Kelsey", "Holly", "Jasmine", "Amber",
        "Grace", "Owen", "Nora", "Ethan", "Olivia", "Mason",
    ], family=[
        "Anderson", "Thompson", "Harris", "Walker", "Young", "Allen", "Wright", "Scott", "Hill", "Green",
        "Adams", "Nelson", "Baker", "Hall", "Campbell", "Mitchell", "Evans", "Parker", "Collins", "Edwards",
        "Stewart", "Morris", "Rogers", "Cook", "Morgan", "Cooper", "Bailey", "Reed", "Howard", "Ward", "Cox",
        "Richardson", "Watson", "Wood", "Bennett", "Gray", "Hughes", "Price", "Sanders", "Myers", "Ross",
        "Foster", "Powell", "Jenkins", "Perry", "Russell", "Sullivan", "Bell", "Coleman", "Butler",
        "Henderson", "Barnes", "Fisher", "Simmons", "Graham", "Hayes", "Gibson", "Wallace", "Warren",
        "Holmes", "Porter", "Hunt", "Shaw", "Mills", "Dixon", "Hart", "Fox", "Rose", "Stone", "Burke",
        "Ellis", "Tucker", "Fuller", "Pierce", "Lawson", "Fleming", "Harmon",
    ]),
    "hispanic": dict(weight=12, phone="nanp", given=[
        "Valentina", "Camila", "Santiago", "Sebastián", "Gabriela", "Andrés", "Javier", "Rocío",
        "Paula", "Ximena", "Renata", "Joaquín", "Pilar", "Ignacio", "Beatriz", "Marisol", "Esteban",
        "Ramón", "Graciela", "Rodrigo", "Vicente", "Adriana", "Consuelo", "Guadalupe", "Héctor", "Julieta",
        "Nicolás", "Javier",
    ], family=[
        "Morales", "Castillo", "Herrera", "Vargas", "Navarro", "Ortega", "Romero", "Medina", "Aguilar",
        "Salazar", "Rojas", "Guerrero", "Domínguez", "Peña", "Cabrera", "Iglesias", "Vidal", "Serrano",
        "Prieto", "Delgado", "Fuentes", "Campos", "Vega", "Molina", "Paredes",
    ]),
    "german_nordic": dict(weight=9, phone="de", given=[
        "Felix", "Leonie", "Greta", "Friedrich", "Annika", "Henrik", "Astrid", "Lars", "Sigrid", "Nils",
        "Freya", "Magnus", "Elin", "Torsten", "Britta", "Ulrike", "Dieter", "Karsten", "Wiebke", "Matthias",
        "Jürgen", "Heike", "Sven", "Birgit", "Wolfgang", "Jens", "Ole", "Mette", "Kirsten", "Bjørn",
    ], family=[
        "Hoffmann", "Wagner", "Schulz", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann",
        "Zimmermann", "Hartmann", "Krüger", "Lange", "Eriksson", "Nyström", "Holm", "Dahl", "Lindholm",
        "Vogel", "Bauer", "Engel", "Keller", "Lorenz", "Haas", "Pohl", "Brandt", "Andersen", "Mikkelsen",
        "Halvorsen",
    ]),
    "french_italian": dict(weight=8, phone="fr", given=[
        "Camille", "Léa", "Mathieu", "Élodie", "Antoine", "Juliette", "Baptiste", "Océane",
        "Giulia", "Francesca", "Lorenzo", "Chiara", "Alessandro", "Giorgio", "Bianca", "Luca", "Valentin",
        "Aurélie", "Céline", "Guillaume", "Sébastien", "Amélie", "Damien", "Paolo", "Federica", "Simone",
        "Matilde",
    ], family=[
        "Rousseau", "Girard", "Fontaine", "Leclerc", "Bonnet", "Chevalier", "Lambert", "Rossi", "Bianchi",
        "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "Esposito", "Faure",
        "Mercier", "Blanc", "Guérin", "Lemaire", "Perrin", "Barbier", "Ferrari", "Moretti", "Caruso",
    ]),
    "slavic": dict(weight=6, phone="uk", given=[
        "Agnieszka", "Krzysztof", "Ivana", "Dmitri", "Yelena", "Anastasia", "Mikhail",
        "Oksana", "Bogdan", "Milena", "Vesna", "Natalia", "Pavel", "Irina", "Sergei", "Tatiana", "Vladimir",
        "Jelena", "Dragan", "Marek", "Zuzana", "Ondřej", "Radek",
    ], family=[
        "Kowalski", "Wiśniewski", "Zieliński", "Szymański", "Dvořák", "Novotný", "Horváth", "Popescu",
        "Ionescu", "Volkov", "Sokolova", "Kuznetsova", "Marković", "Jovanović", "Babić", "Lewandowski",
        "Wójcik", "Kamiński", "Kozlov", "Morozova", "Svoboda", "Černý",
    ]),
    "african": dict(weight=7, phone="uk", given=[
        "Chinedu", "Ngozi", "Kwame", "Abena", "Kofi", "Ama", "Tendai", "Thandiwe", "Zanele",
        "Oluwaseun", "Adaeze", "Emeka", "Folake", "Yaw", "Kamau", "Amara", "Chiamaka",
        "Babajide", "Nkechi", "Kojo", "Akua", "Tunde", "Ifeoma", "Kwame", "Kwame",
    ], family=[
        "Boateng", "Owusu", "Nwosu", "Eze", "Adeyemi", "Ogunleye", "Mokoena", "Dlamini", "Ndlovu",
        "Kariuki", "Otieno", "Balogun", "Asante", "Adebayo", "Chukwu", "Mbeki", "Achieng", "Ekwueme",
    ]),
    "south_asian": dict(weight=9, phone="in", given=[
        "Aarav", "Ananya", "Rohan", "Diya", "Vikram", "Kavya", "Arjun", "Ishita", "Neha", "Sanjay", "Pooja",
        "Nikhil", "Meera", "Siddharth", "Tanvi", "Karan", "Lakshmi", "Imran", "Ayesha", "Farhan", "Zainab",
        "Aditya", "Deepa", "Harpreet", "Manoj", "Shreya", "Vivek", "Arjun", "Neha",
    ], family=[
        "Sharma", "Iyer", "Reddy", "Menon", "Kapoor", "Chatterjee", "Gupta", "Joshi", "Desai", "Bhat",
        "Pillai", "Qureshi", "Siddiqui", "Khan", "Chaudhry", "Malhotra", "Banerjee", "Mukherjee", "Nair",
        "Saxena", "Agarwal", "Ghosh", "Bose",
    ]),
    "east_asian": dict(weight=7, phone="nanp", given=[
        "Haruto", "Sakura", "Kenji", "Aiko", "Ren", "Mei", "Hao", "Xin", "Lei", "Ying", "Jie", "Yuki",
        "Kenta", "Daisuke", "Yui", "Riku", "Eun-ji", "Ji-ho", "Min-seo",
    ], family=[
        "Tanaka", "Watanabe", "Ito", "Kobayashi", "Sato", "Takahashi", "Zhou", "Sun", "Gao",
        "Huang", "Liu", "Jung", "Kang", "Yoon", "Lim", "Han", "Ogawa", "Fujita", "Matsumoto", "Inoue",
        "Hayashi",
    ]),
    "middle_east": dict(weight=6, phone="uk", given=[
        "Omar", "Layla", "Yusuf", "Nour", "Karim", "Rania", "Tariq", "Salma", "Hassan", "Yasmin", "Khalid",
        "Rami", "Hadi", "Amira", "Bilal", "Hiba", "Ziad", "Noura", "Faisal",
    ], family=[
        "Haddad", "Khoury", "Nasser", "Mansour", "Farah", "Saleh", "Hamdan", "Aziz", "Darwish", "Karimi",
        "Tehrani", "Rahimi", "Levi", "Friedman", "Mizrahi", "Peretz", "Avraham", "Shapiro", "Abboud",
        "Sabbagh",
    ]),
    "irish": dict(weight=5, phone="uk", given=[
        "Aoife", "Ciarán", "Róisín", "Declan", "Orla", "Eoin", "Cormac", "Fionnuala", "Pádraig", "Sinéad",
        "Aisling", "Oisín", "Clodagh", "Tadhg",
    ], family=[
        "Kelly", "Byrne", "Ryan", "Walsh", "MacLeod", "Fraser", "McKenzie", "O'Neill", "McCarthy",
        "O'Connell", "Flanagan", "Nolan", "Keane", "Lynch",
    ]),
    "vietnamese": dict(weight=3, phone="nanp", family_first=True, given=[
        "Hoa", "Tuấn", "Bảo", "Trang", "Lan", "Huy", "Linh", "Phương", "Khoa",
    ], middle=["Thị", "Minh", "Quốc", "Thu", "Thanh", "Ngọc", "Đức", "Hữu"], family=[
        "Trần", "Phạm", "Hoàng", "Võ", "Bùi", "Đỗ",
    ]),
    "australian": dict(weight=2, phone="au", given=[
        "Matilda", "Lachlan", "Harvey", "Isla", "Angus", "Ruby", "Archie", "Evie",
    ], family=[
        "Kellerman", "Fairbairn-Lowe", "Fairweather", "McAlister", "Thornton", "Whitlock",
    ]),
}

# Names written in their own script with phonetic fields, as Apple users store them.
CJK_FILLER = [
    ("sato-hanako", "花子", "佐藤", "Hanako", "Satō"),
    ("takahashi-ken", "健", "高橋", "Ken", "Takahashi"),
    ("li-na", "娜", "李", "Na", "Li"),
    ("liu-yang", "洋", "刘", "Yang", "Liu"),
    ("jung-min-ho", "민호", "정", "Min-ho", "Jung"),
    ("kobayashi-yui", "結衣", "小林", "Yui", "Kobayashi"),
]

FILLER_ORGS = [
    "Wayne Enterprises", "Stark Industries", "Dunder Mifflin", "Oscorp", "Soylent", "Tyrell Corporation",
    "Aperture Science", "Monarch Solutions", "Virtucon", "Bluth Company", "Gringotts",
    "Prestige Worldwide", "Buy n Large", "Oceanic Airlines", "Nakatomi Trading", "Cogswell Cogs",
    "Spacely Sprockets", "Duff Brewery", "Kramerica", "Northwind Traders", "Contoso", "Fabrikam",
    "Tailspin Toys", "Woodgrove Bank", "Litware", "Adventure Works", "Springfield Public Library",
    "Lakeside Dental", "Riverside Elementary School", "Blue Harbor Realty", "Maple Street Bakery",
    "Summit Physiotherapy",
]
JOB_TITLES = [
    "Account Manager", "Software Engineer", "Nurse", "Teacher", "Accountant", "Sales Associate", "Designer",
    "Project Manager", "Pharmacist", "Electrician", "Architect", "Paralegal", "Data Analyst", "Chef",
    "Dental Hygienist", "Librarian", "Recruiter", "Office Manager", "Consultant", "Physiotherapist",
]
DEPARTMENTS = ["Sales", "Engineering", "Marketing", "Finance", "Operations", "Support", "HR", "Legal"]
NOTES = [
    "Met at the 2019 conference in Lisbon.", "Plumber. Ask for a quote first.", "Neighbour at number 12.",
    "Tennis on Thursdays.", "Allergic to peanuts.", "Prefers e-mail to calls.", "Book club (spring).",
    "Parent at the school; carpool on Wednesdays.", "Old flatmate from university.", "Dog sitter.",
]
STREETS = ["Oak Street", "Maple Avenue", "Elm Road", "Cedar Lane", "Birch Way", "Willow Court", "Pine Drive"]
MIDDLE_NAMES = ["Anne", "Rose", "Elaine", "Ray", "Dean", "Mae", "Lynn", "Wade"]
NANP_AREAS = [555, 212, 312, 415, 617, 206, 512, 303, 713, 404]
EMAIL_DOMAINS = ["example.com", "example.net", "example.org"]
COMPANY_DOMAIN_WORD = {ACME: "acme", GLOBEX: "globex", INITECH: "initech"}

# Numbers no card may use: queries expect them to be absent.
RESERVED_PHONES = {nanp(555, 199).digits, uk_mobile(999).digits}


class PhoneAllocator:
    def __init__(self, rng: random.Random, used: set[str]):
        self.rng = rng
        self.used = set(used) | RESERVED_PHONES

    def _take(self, make) -> Phone:
        for _ in range(10_000):
            phone = make()
            if phone.digits not in self.used and not phone.digits.endswith("1999"):
                self.used.add(phone.digits)
                return phone
        raise RuntimeError("phone space exhausted")

    def phone(self, kind: str) -> Phone:
        r = self.rng
        if kind == "nanp":
            style = r.choice(["paren", "paren", "paren", "plus_paren", "dash", "plus_dash", "dots", "e164", "one_paren"])
            return self._take(lambda: nanp(r.choice(NANP_AREAS), r.randint(100, 198), style))
        if kind == "uk":
            national = r.random() < 0.3
            if r.random() < 0.75:
                return self._take(lambda: uk_mobile(r.randint(0, 998), national))
            return self._take(lambda: uk_london(r.randint(0, 999), national))
        if kind == "de":
            national = r.random() < 0.3
            return self._take(lambda: de_berlin(r.randint(0, 999), national))
        if kind == "fr":
            national = r.random() < 0.4
            if r.random() < 0.7:
                return self._take(lambda: fr_mobile(r.randint(0, 9999), national))
            return self._take(lambda: fr_paris(r.randint(0, 9999), national))
        if kind == "in":
            return self._take(lambda: in_mobile(r.randint(0, 99999)))
        if kind == "au":
            if r.random() < 0.3:
                return self._take(lambda: au_mobile(r.choice(AU_FICTION)))
            return self._take(lambda: au_landline(r.randint(0, 9999), r.random() < 0.5))
        raise ValueError(kind)


def filler(rng: random.Random, taken_uids: set[str], used_phones: set[str]) -> list[Card]:
    phones = PhoneAllocator(rng, used_phones)
    cultures = sorted(CULTURES)
    weights = [CULTURES[c]["weight"] for c in cultures]
    org_quota = {ACME: 4, GLOBEX: 5, INITECH: 2}
    cards: list[Card] = []
    names: set[tuple[str, str]] = set()
    emails_used: set[str] = set()

    def email_for(given: str, family: str, domain: str) -> str:
        g, f = fold(given).replace(" ", ""), fold(family).replace(" ", "")
        forms = [f"{g}.{f}", f"{g[0]}{f}", f"{g}{f}", f"{g}_{f}", f"{g}.{f}{rng.randint(1, 99)}", f"{f}.{g}"]
        for form in [rng.choice(forms)] + forms:
            address = f"{form}@{domain}"
            if address not in emails_used:
                emails_used.add(address)
                return address
        raise RuntimeError("e-mail space exhausted")

    for uid, given, family, pgiven, pfamily in CJK_FILLER:
        card = Card(uid, given, family, phonetic_given=pgiven, phonetic_family=pfamily, fn=f"{family} {given}",
                    planted=False)
        card.phones.append(("mobile", phones.phone("nanp" if rng.random() < 0.5 else "uk")))
        card.emails.append(("home", email_for(pgiven, pfamily, rng.choice(EMAIL_DOMAINS))))
        cards.append(card)
        taken_uids.add(uid)

    while len(cards) < FILLER_COUNT:
        culture = rng.choices(cultures, weights)[0]
        spec = CULTURES[culture]
        given, family = rng.choice(spec["given"]), rng.choice(spec["family"])
        key = (fold(given), fold(family))
        if key in names:
            continue
        middle = ""
        if spec.get("family_first"):
            middle = rng.choice(spec["middle"])
        elif culture == "us" and rng.random() < 0.12:
            middle = rng.choice(MIDDLE_NAMES)
        uid = f"{slug(given)}-{slug(family)}"
        if uid in taken_uids:
            continue
        names.add(key)
        taken_uids.add(uid)
        card = Card(uid, given, family, middle=middle, planted=False)
        if spec.get("family_first"):
            card.fn = f"{family} {middle} {given}"
        # Organisation.
        roll = rng.random()
        if roll < 0.06:
            choices = [o for o, left in org_quota.items() if left > 0]
            if choices:
                card.org = rng.choice(choices)
                org_quota[card.org] -= 1
        elif roll < 0.45:
            card.org = rng.choice(FILLER_ORGS)
        if card.org:
            card.dept = rng.choice(DEPARTMENTS) if rng.random() < 0.5 else ""
            card.title = rng.choice(JOB_TITLES)
        # Phones.
        kind = spec["phone"]
        if kind == "nanp" or rng.random() < 0.8:
            first = phones.phone(kind)
        else:
            first = phones.phone("nanp")
        if rng.random() < 0.93:
            card.phones.append((rng.choice(["mobile", "mobile", "iphone", "home"]), first))
            if rng.random() < 0.25:
                card.phones.append(("work" if card.org else "home", phones.phone(kind)))
        # E-mails.
        if rng.random() < 0.72 or not card.phones:
            card.emails.append(("home", email_for(given, family, rng.choice(EMAIL_DOMAINS))))
        if card.org and rng.random() < 0.6:
            word = COMPANY_DOMAIN_WORD.get(card.org) or slug(card.org).split("-")[0]
            card.emails.append(("work", email_for(given, family, f"{word}.example.com")))
        # A little of everything else.
        if rng.random() < 0.12:
            card.note = rng.choice(NOTES)
        if rng.random() < 0.3:
            card.bday = f"{rng.randint(1940, 2005)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        if rng.random() < 0.1:
            card.address = ("home", f"{rng.randint(1, 999)} {rng.choice(STREETS)}", "Springfield", "IL",
                            f"627{rng.randint(0, 99):02d}", "United States", "us")
        if card.org in (ACME, GLOBEX, INITECH):
            card.categories = ["Work"]
        cards.append(card)
    return cards


# ---------------------------------------------------------------------------------------------------------
# The book's indexes, for computed expectations
# ---------------------------------------------------------------------------------------------------------


class Book:
    def __init__(self, cards: list[Card]):
        self.cards = cards
        self.by_uid = {c.uid: c for c in cards}
        assert len(self.by_uid) == len(cards), "duplicate UID"

    def phone(self, query: str) -> list[str]:
        sig = significant_digits(query)
        assert sig is not None, query
        return [c.uid for c in self.cards if any(p.digits.endswith(sig) for _, p in c.phones)]

    def email(self, query: str) -> list[str]:
        q = query.strip().lower()
        if "@" in q:
            return [c.uid for c in self.cards if any(e.lower() == q for _, e in c.emails)]
        return [c.uid for c in self.cards if any(e.lower().split("@")[0] == q for _, e in c.emails)]

    def org(self, name: str, people_only: bool = True, exclude_me: bool = True) -> list[str]:
        return [c.uid for c in self.cards if c.org == name and not (people_only and c.company)
                and not (exclude_me and c.uid.startswith("me-"))]

    def initials(self, token: str) -> list[str]:
        """Contacts whose name initials spell the letters of `token` ("JS", "J.S.", "LvB"): the first
        given name then the family words, with or without the middle name, or the first given name and the
        first or last family word."""
        letters = "".join(ch for ch in fold(token) if ch.isalpha())
        out = []
        for c in self.cards:
            g, m, f = fold(c.given).split(), fold(c.middle).split(), fold(c.family).split()
            if not g or not f or c.uid.startswith("me-"):
                continue
            spellings = {
                g[0][0] + "".join(w[0] for w in f), g[0][0] + "".join(w[0] for w in m + f),
                g[0][0] + f[-1][0], g[0][0] + f[0][0],
            }
            if letters in spellings:
                out.append(c.uid)
        return out

    def given(self, word: str, exclude_me: bool = True) -> list[str]:
        w = fold(word)
        return [c.uid for c in self.cards if w in fold(c.given).split() and not (exclude_me and c.uid.startswith("me-"))]

    def family(self, word: str, exclude_me: bool = True) -> list[str]:
        w = fold(word)
        return [c.uid for c in self.cards if w in fold(c.family).split()
                and not (exclude_me and c.uid.startswith("me-"))]


# ---------------------------------------------------------------------------------------------------------
# Queries
# ---------------------------------------------------------------------------------------------------------


class Queries:
    def __init__(self, book: Book):
        self.book = book
        self.lines: list[dict] = []

    def action(self, **fields) -> None:
        self.lines.append(fields)

    def q(self, query: str, kind: str, expect: str, uids: list[str] | str | None = None, note: str = "") -> None:
        if isinstance(uids, str):
            uids = [uids]
        uids = list(uids or [])
        assert kind in KINDS, kind
        assert expect in STATUSES, expect
        if expect == "unique":
            assert len(uids) == 1, (query, uids)
        elif expect == "ambiguous":
            assert len(uids) >= 2, (query, uids)
        else:
            assert not uids, (query, uids)
        for uid in uids:
            assert uid in self.book.by_uid, (query, uid)
        line = {"query": query, "kind": kind, "expect": expect, "uids": uids}
        if note:
            line["note"] = note
        self.lines.append(line)

    def computed(self, query: str, kind: str, uids: list[str], note: str = "",
                 expect: str | None = None) -> None:
        """A query whose contacts were computed from the book: the status follows from how many match."""
        status = "not_found" if not uids else "unique" if len(uids) == 1 else "ambiguous"
        if expect is not None:
            assert status == expect, (query, uids, expect)
        self.q(query, kind, status, uids, note)


def build_queries(book: Book, rng: random.Random) -> list[dict]:
    Q = Queries(book)
    q, computed = Q.q, Q.computed
    U, A, N = "unique", "ambiguous", "not_found"
    johns = ["john-smith-acme", "john-smith-globex", "john-doe"]
    smiths = ["john-smith-acme", "john-smith-globex", "agnes-smith"]
    two_smiths = ["john-smith-acme", "john-smith-globex"]
    sarahs = ["sarah-connor", "sarah-nakamura"]
    davids = ["david-cohen", "david-okonkwo", "david-miller"]
    marias = ["maria-rivera-mother", "maria-de-la-cruz", "maria-papadopoulou", "maria-fernandez"]
    kates = ["catherine-zhao", "katherine-moreau", "kathryn-bellweather"]
    dkim = ["daniel-kim-work", "daniel-kim-home"]
    brothers = ["diego-rivera", "mateo-rivera"]
    acme = book.org(ACME)
    globex = book.org(GLOBEX)
    initech_people = book.org(INITECH)

    Q.action(action="me", uid="me-alex-rivera")

    # --- full_name -------------------------------------------------------------------------------------
    for text, uid in [
        ("John Doe", "john-doe"), ("Sarah Connor", "sarah-connor"), ("Sara Lee", "sara-lee"),
        ("Taylor Swift", "taylor-swift"), ("Elizabeth Taylor", "elizabeth-taylor"), ("Jon Snow", "jon-snow"),
        ("Johnny Appleseed", "johnny-appleseed"), ("Steven Stevens", "steven-stevens"),
        ("Margaret Olson", "margaret-olson"), ("Charles Xavier", "charles-xavier"), ("Robert Brown", "robert-brown"),
        ("Bob Jones", "bob-jones"), ("Kate Delaney", "kate-delaney"), ("Sam Okafor", "sam-okafor"),
        ("Tom Okafor", "tom-okafor"), ("Diego Rivera", "diego-rivera"), ("Christine Okoro", "christine-okoro"),
        ("Gavin Belson", "gavin-belson"), ("Jonathan Reyes", "jonathan-reyes"), ("Maria Rivera", "maria-rivera-mother"),
    ]:
        q(text, "full_name", U, uid)
    q("John Smith", "full_name", A, two_smiths, "two cards are named John Smith (Acme and Globex)")
    q("david okonkwo", "full_name", U, "david-okonkwo", "lower case")
    q("Roberto Sanchez", "full_name", U, "roberto-sanchez", "accent dropped in the query (Sánchez)")

    q("Smith Doe", "full_name", N, [], "two family names that never share a card")
    q("Hannah S", "full_name", A, ["hannah-schwartz", "hannah-schwarz"], "both spellings start with S")

    # --- given_only ------------------------------------------------------------------------------------
    for text, uid, note in [
        ("Ingrid", "ingrid-berg", ""), ("Diego", "diego-rivera", ""), ("Mateo", "mateo-rivera", ""),
        ("Ludwig", "ludwig-van-beethoven", ""),
        ("Johnny", "johnny-appleseed", "the Johns meet 'johnny' only through the nickname table"),
        ("Jonathan", "jonathan-reyes", ""),
        ("Bob", "bob-jones", "Bob Jones's given name IS Bob; Robert Brown and Robert'); DROP… only meet it through "
                             "the nickname table, a weaker tier (RESOLVE rule 1)"),
        ("Sam", "sam-okafor", "Sam Okafor's given name is Sam; Samantha Greene only through table/prefix (close)"),
        ("Tom", "tom-okafor", ""),
        ("An", "nguyen-van-an", "a two-letter given name matched exactly; names starting 'An…' are only prefixes"),
        ("Marie", "marie-dubois", "the Marias are one edit away (fuzzy): exact wins"),
        ("Angelo", "angelo-russo", "D'Angelo folds to 'dangelo', one edit away: exact wins"),
        ("Christopher", "christopher-lee", ""), ("Christine", "christine-okoro", ""),
        ("Christian", "christian-becker", ""), ("Stephanie", "stephanie-wu", ""),
    ]:
        q(text, "given_only", U, uid, note)

    # Spellings of one name (docs/RESOLVE.md: spelling variants compete with the exact spelling): a
    # typist who writes Jon may mean John; kith asks rather than guess.
    variant_note = "another spelling of the same name: kith asks (RESOLVE: spelling variants compete)"
    for text, uids in [
        ("Sean", ["sean-murphy", "shawn-reilly"]), ("Shawn", ["shawn-reilly", "sean-murphy"]),
        ("Aileen", ["aileen-fitzgerald", "eileen-doyle"]), ("Eileen", ["eileen-doyle", "aileen-fitzgerald"]),
        ("Philip", ["philip-grant", "phillip-moss"]), ("Phillip", ["phillip-moss", "philip-grant"]),
        ("Geoff", ["geoff-baxter", "jeff-lin"]), ("Jeff", ["jeff-lin", "geoff-baxter"]),
        ("Catherine", ["catherine-zhao", "katherine-moreau", "kathryn-bellweather"]),
        ("Katherine", ["katherine-moreau", "catherine-zhao", "kathryn-bellweather"]),
        ("Kathryn", ["kathryn-bellweather", "katherine-moreau", "catherine-zhao"]),
        ("Sara", ["sara-lee", "sarah-connor", "sarah-nakamura"]),
        ("Jon", ["jon-snow"] + johns),
    ]:
        q(text, "given_only", A, uids, variant_note)

    q("Svetlana", "given_only", N, [], "")
    q("Luisa", "given_only", N, [], "")

    # --- shared_given ----------------------------------------------------------------------------------
    q("John", "shared_given", A, johns, "three contacts are named John exactly; Johnny/Jon/Jonathan optional")
    q("Maria", "shared_given", A, marias, "four Marias (María Fernández folds to maria); the mother is only one "
                                          "of them: a name query is not a relation query")
    q("María", "shared_given", A, marias, "accent in the query")
    q("David", "shared_given", A, davids, "")
    q("Sarah", "shared_given", A, sarahs, "Sara Lee is fuzzy-only and may be offered too")
    q("Emily", "shared_given", A, ["emily-carter", "emily-zhang"], "")
    q("Anna", "shared_given", A, ["anna-lena-schmidt-weber", "anna-kowalczyk"], "Anna-Lena's first word is Anna")
    q("Martin", "shared_given", A, ["martin-luther-king-jr", "martin-novak"], "")
    q("William", "shared_given", A, ["william-turner", "william-park"], "")
    q("Margaret", "shared_given", A, ["margaret-olson", "margaret-liu"], "")
    q("Hannah", "shared_given", A, ["hannah-schwartz", "hannah-schwarz"], "")
    q("Wei", "shared_given", A, ["wei-chen", "wang-wei"], "Wei Chen's given name and 王伟's phonetic given name")
    q("Robert", "shared_given", A, ["robert-brown", "bobby-tables"],
      "the xkcd card's given name starts with the word Robert; a shared given name is ambiguous (rule 3)")
    q("Taylor", "shared_given", A, ["taylor-swift", "elizabeth-taylor"],
      "given name of one, family name of the other: both exact in a main field")
    q("Jean", "shared_given", A, ["jean-luc-picard", "jean-grey"], "Jean-Luc's first word is Jean")

    # --- family_only -----------------------------------------------------------------------------------
    q("Okafor", "family_only", A, ["sam-okafor", "tom-okafor"], "partner and manager share the family name")
    q("Rivera", "family_only", A, ["maria-rivera-mother", "diego-rivera", "mateo-rivera"],
      "the owner's own card may be offered too")
    q("Smith", "family_only", A, smiths, "")
    q("Brown", "family_only", A, ["robert-brown", "chloe-brown"], "")
    q("Carter", "family_only", A, ["emily-carter", "ben-carter"], "")
    q("Kim", "family_only", A, dkim + ["kim-larsen"], "family name of the Daniel Kim cards, given name of Kim Larsen")
    q("Nguyen", "family_only", A, ["nguyen-van-an", "nguyen-thi-mai"], "")
    q("Park", "family_only", A, ["william-park", "hye-jin-park"], "")
    q("Lee", "family_only", A, ["sara-lee", "christopher-lee"], "")
    q("Goldberg", "family_only", A, ["ruth-goldberg", "saul-goldberg"], "")
    for text, uid, note in [
        ("Xavier", "charles-xavier", ""), ("Olson", "margaret-olson", ""), ("Lefevre", "francois-lefevre", ""),
        ("Petrova", "alexandra-petrova", ""), ("Moreau", "katherine-moreau", ""), ("Connor", "sarah-connor", ""),
        ("Swift", "taylor-swift", ""), ("Iqbal", "muhammad-iqbal", ""), ("Turner", "william-turner", ""),
        ("Stevens", "steven-stevens", "Stephen Hale does not meet 'stevens'"),
        ("Nowak", "lukasz-nowak", "Martin Novák is one edit away (fuzzy): exact wins"),
        ("Okonkwo", "david-okonkwo", ""), ("Whitfield", "dana-whitfield", ""),
    ]:
        q(text, "family_only", U, uid, note)

    q("Johnson", "family_only", N, [], "no such family name; John is shorter than the query, so not a prefix match")
    q("Fitzwilliam", "family_only", N, [], "no such family name (Fitzgerald is not within two edits)")

    # --- name_order ------------------------------------------------------------------------------------
    q("Smith John", "name_order", A, two_smiths, "")
    q("Smith, John", "name_order", A, two_smiths, "")
    q("Kim Daniel", "name_order", A, dkim, "the same person twice")
    for text, uid, note in [
        ("Doe, John", "john-doe", ""), ("Olson, Margaret", "margaret-olson", ""),
        ("Taylor Elizabeth", "elizabeth-taylor", "Taylor Swift does not meet 'elizabeth'"),
        ("Swift Taylor", "taylor-swift", "Elizabeth Taylor does not meet 'swift'"),
        ("Taylor, Elizabeth", "elizabeth-taylor", ""), ("Nowak Łukasz", "lukasz-nowak", ""),
        ("Reyes Jonathan", "jonathan-reyes", ""), ("Okafor Sam", "sam-okafor", ""), ("Okafor, Tom", "tom-okafor", ""),
        ("Stevens Steven", "steven-stevens", "each query word meets a different word of the same card"),
        ("Rivera, Mateo", "mateo-rivera", ""), ("Connor Sarah", "sarah-connor", ""),
        ("Nguyen An", "nguyen-van-an", "family first, as the name is written"),
    ]:
        q(text, "name_order", U, uid, note)

    q("Smith J.", "name_order", A, two_smiths, "family name first, given initial last")
    q("Doe Smith", "name_order", N, [], "")

    # --- compound_particle -----------------------------------------------------------------------------
    for text, uid, note in [
        ("van der Berg", "pieter-van-der-berg", ""), ("Pieter van der Berg", "pieter-van-der-berg", ""),
        ("Pieter Berg", "pieter-van-der-berg", "particles may be left out"),
        ("Ludwig van Beethoven", "ludwig-van-beethoven", ""), ("van Beethoven", "ludwig-van-beethoven", ""),
        ("Beethoven", "ludwig-van-beethoven", ""), ("de la Cruz", "maria-de-la-cruz", ""),
        ("Maria de la Cruz", "maria-de-la-cruz", ""), ("Maria Cruz", "maria-de-la-cruz", "particles left out"),
        ("Anna-Lena", "anna-lena-schmidt-weber", ""), ("Anna Lena", "anna-lena-schmidt-weber", ""),
        ("Schmidt-Weber", "anna-lena-schmidt-weber", ""), ("Weber", "anna-lena-schmidt-weber", ""),
        ("Lena", "anna-lena-schmidt-weber", "exact word of Anna-Lena; Aileen/Katherine→lena are rare table pairs"),
        ("Garcia Lopez", "jose-garcia-lopez", ""), ("Lopez", "jose-garcia-lopez", ""),
        ("Jean-Luc", "jean-luc-picard", "Jean Grey does not meet 'luc'"), ("Hye-jin", "hye-jin-park", ""),
        ("Hye jin Park", "hye-jin-park", ""), ("Al-Sayed", "fatima-al-sayed", ""), ("Al Sayed", "fatima-al-sayed", ""),
    ]:
        q(text, "compound_particle", U, uid, note)
    q("Van", "compound_particle", A, ["pieter-van-der-berg", "ludwig-van-beethoven", "nguyen-van-an"],
      "the particle van, and Văn (Nguyễn Văn An's middle name) folds to van")
    q("Berg", "compound_particle", A, ["ingrid-berg", "pieter-van-der-berg"],
      "Ingrid Berg's family name, and the last word of van der Berg")

    for text in ["van Gogh", "de Gaulle", "Maria van der Berg"]:
        q(text, "compound_particle", N, [], "the particle alone meets several cards, the rest of the name none")

    # --- title_suffix ----------------------------------------------------------------------------------
    q("Dr. Emily Carter", "title_suffix", U, "emily-carter", "")
    q("Dr Carter", "title_suffix", U, "emily-carter",
      "the title meets Emily Carter's prefix field (Dr.); Ben Carter has none. Open in RESOLVE: whether that "
      "is enough margin; a careful human would pick the doctor")
    q("Dr. Emily", "title_suffix", U, "emily-carter",
      "as above: only Emily Carter has the prefix Dr.; Emily Zhang has none")
    q("Dr. Smith", "title_suffix", A, smiths, "no Smith has the prefix Dr.: the title is ignored, all Smiths offered")
    q("Mr. Brown", "title_suffix", A, ["robert-brown", "chloe-brown"],
      "neither card has a prefix; kith does not guess gender from Mr.: ambiguous")
    q("Mrs. Olson", "title_suffix", U, "margaret-olson", "title ignored, Olson is unique")
    q("Ms Delaney", "title_suffix", U, "kate-delaney", "")
    q("Martin Luther King Jr.", "title_suffix", U, "martin-luther-king-jr", "")
    q("Martin Luther King, Jr.", "title_suffix", U, "martin-luther-king-jr", "")
    q("Dr. King", "title_suffix", U, "martin-luther-king-jr", "")
    q("Dr. Martin Luther King", "title_suffix", U, "martin-luther-king-jr", "")
    q("King Jr", "title_suffix", U, "martin-luther-king-jr", "suffix meets the suffix field")
    q("Professor Xavier", "title_suffix", U, "charles-xavier", "card prefix is Prof.; either way Xavier is unique")
    q("Prof. Charles Xavier", "title_suffix", U, "charles-xavier", "")
    q("Dr. Emily Zhang", "title_suffix", U, "emily-zhang", "no prefix on her card: the title is ignored")

    q("Dr. Zhivago", "title_suffix", N, [], "")

    q("Mr Okafor", "title_suffix", A, ["sam-okafor", "tom-okafor"], "no prefix on either card: the title is ignored")
    q("Ms. Nguyen", "title_suffix", A, ["nguyen-van-an", "nguyen-thi-mai"], "kith does not guess gender from Ms.")

    # --- folding ---------------------------------------------------------------------------------------
    for text, uid, note in [
        ("jose garcia lopez", "jose-garcia-lopez", ""), ("JOSÉ GARCÍA", "jose-garcia-lopez", ""),
        ("Jo\u200bsé", "jose-garcia-lopez", "a zero-width space inside the word vanishes when folding"),
        ("Zoe Mueller", "zoe-muller", "ü spelled ue"), ("Zoe Muller", "zoe-muller", ""), ("ZOË", "zoe-muller", ""),
        ("Ｚｏｅ　Ｍüｌｌｅｒ", "zoe-muller", "full-width letters and an ideographic space"),
        ("lukasz", "lukasz-nowak", "ł → l"), ("Nguyen Van An", "nguyen-van-an", ""),
        ("Francois Lefevre", "francois-lefevre", ""), ("Soren Kierkegaard", "soren-kierkegaard", "ø → o"),
        ("Siobhan O’Brien", "siobhan-obrien", "curly apostrophe"), ("siobhan obrien", "siobhan-obrien", ""),
        ("Maria Fernandez", "maria-fernandez", ""), ("Xochitl Hernandez", "xochitl-hernandez", ""),
        ("Novak", "martin-novak", "Novák folds to novak exactly; Nowak is one edit away"),
        ("Müller", "zoe-muller", ""), ("Mueller", "zoe-muller", ""),
        ("Marco DAngelo", "marco-dangelo", "apostrophe left out"), ("D'Angelo", "marco-dangelo", ""),
    ]:
        q(text, "folding", U, uid, note)

    q("Zoë Smith", "folding", N, [], "")
    q("José Smith", "folding", N, [], "")

    # --- nickname_own ----------------------------------------------------------------------------------
    for text, uid, note in [
        ("Bill", "william-turner", "his own NICKNAME; William Park meets 'bill' only through the table"),
        ("Bill Turner", "william-turner", ""),
        ("Kat", "katherine-moreau", "her own NICKNAME; Kathryn meets 'kat' only through the table"),
        ("Kat Moreau", "katherine-moreau", ""), ("Abuela", "carmen-ortiz-abuela", ""),
        ("Teddy", "edward-norris", "Edward Norris's own NICKNAME; Theodore Blake only through the table"),
        ("Teddy Norris", "edward-norris", ""), ("Sunny", "sunita-rao", ""), ("Sunny Rao", "sunita-rao", ""),
        ("Bear", "bartholomew-quinn", ""), ("Coach", "gregory-hollis", ""), ("Grandpa Joe", "joseph-bucket", ""),
    ]:
        q(text, "nickname_own", U, uid, note)
    q("Doc", "nickname_own", A, ["emily-carter", "henry-jekyll"], "two cards have the nickname Doc")

    # --- nickname_table --------------------------------------------------------------------------------
    for text, uid, note in [
        ("Bob Brown", "robert-brown", "Bob → Robert, and Bob Jones does not meet 'brown'"),
        ("Robert at Acme", "bob-jones", "Acme's only Robert is Bob Jones (Robert ↔ Bob)"),
        ("Liz", "elizabeth-taylor", ""), ("Liz Taylor", "elizabeth-taylor", ""), ("Peggy Olson", "margaret-olson", ""),
        ("Chuck", "charles-xavier", ""), ("Chuck Xavier", "charles-xavier", ""), ("Mike", "michael-brennan", ""),
        ("Jim", "james-holden", ""), ("Tony", "anthony-mensah", ""), ("Sasha", "alexandra-petrova", ""),
        ("Greg", "gregory-hollis", ""), ("Joe", "joseph-bucket", "also a word of his own nickname Grandpa Joe"),
        ("Thomas Okafor", "tom-okafor", "Thomas → Tom; Sam Okafor does not meet 'thomas'"),
        ("Bobby Tables", "bobby-tables", "Bobby → Robert, Tables is his family name"),
        ("Kate", "kate-delaney", "Kate Delaney's given name IS Kate; Catherine/Katherine/Kathryn meet it only "
                                 "through the table (RESOLVE rule 1)"),
    ]:
        q(text, "nickname_table", U, uid, note)
    for text, uids, note in [
        ("Rob", ["robert-brown", "roberto-sanchez", "bobby-tables"],
         "Robert (table) and Roberto (prefix) are both close matches"),
        ("Beth", ["elizabeth-taylor", "bethany-clarke"], "Elizabeth via the table, Bethany via prefix: both close"),
        ("Peggy", ["margaret-olson", "margaret-liu"], "two Margarets"), ("Maggie", ["margaret-olson", "margaret-liu"], ""),
        ("Kathy", kates, "Kate Delaney may be offered as well"),
        ("Katie", kates, ""),
        ("Cathy", ["catherine-zhao", "katherine-moreau"],
         "Catherine → Cathy is a common pair, Katherine → Cathy a standard one (names.csv): in doubt, both; "
         "Kathryn may be offered as well"),
        ("Steve", ["steven-stevens", "stephen-hale"], ""), ("Phil", ["philip-grant", "phillip-moss"], ""),
        ("Sally", sarahs, ""), ("Dave", davids, ""), ("Will", ["william-turner", "william-park"], ""),
        ("Billy", ["william-turner", "william-park"],
         "'billy' is not Bill Turner's own nickname, both Williams meet it through the table"),
        ("Bobby", ["robert-brown", "bobby-tables"], "both given names are Robert; Bob Jones may be offered too"),
        ("Johnny Smith", two_smiths, "Johnny → John"),
        ("Geoffrey", ["geoff-baxter", "jeff-lin"], "Geoff and Jeff are both common nicknames of Geoffrey"),
    ]:
        q(text, "nickname_table", A, uids, note)

    for text in ["Bob Olson", "Peggy Smith", "Liz Swift"]:
        q(text, "nickname_table", N, [], "each word meets someone, never the same card")

    # --- typo ------------------------------------------------------------------------------------------
    for text, uid, note in [
        ("Jhon Doe", "john-doe", "transposition"), ("Beethovan", "ludwig-van-beethoven", ""),
        ("Kierkegard", "soren-kierkegaard", ""), ("Alexandra Petrowa", "alexandra-petrova", ""),
        ("Zoe Muler", "zoe-muller", ""), ("Siobhan OBrian", "siobhan-obrien", ""),
        ("Cristopher Lee", "christopher-lee", "Sara Lee does not meet 'cristopher'"),
        ("Margeret Olson", "margaret-olson", ""), ("Ingird", "ingrid-berg", "transposition"),
        ("Tayler Swift", "taylor-swift", ""),
        ("Sarah Lee", "sara-lee", "near miss: the only contact meeting both words is Sara Lee (sarah~sara fuzzy, "
                                  "lee exact); Sarah Connor does not meet 'lee'. One competitor → unique (rule 3)"),
        ("Sara Connor", "sarah-connor", "the only contact meeting both words"),
        ("Micheal Brennan", "michael-brennan", ""), ("Lukas Nowak", "lukasz-nowak", ""),
        ("Peter van der Berg", "pieter-van-der-berg", "Peter Lindgren does not meet 'berg'"),
        ("Bethanny", "bethany-clarke", ""), ("Xavir", "charles-xavier", ""),
    ]:
        q(text, "typo", U, uid, note)
    q("Jonh Smith", "typo", A, two_smiths, "")
    q("Smtih", "typo", A, smiths, "")
    q("Jon Smith", "typo", A, two_smiths, "Jon Snow does not meet 'smith'; both John Smiths are one edit away")
    q("Okafr", "typo", A, ["sam-okafor", "tom-okafor"], "")
    q("Katharine", "typo", A, ["katherine-moreau", "catherine-zhao"],
      "one edit from Katherine, a sound-alike of Catherine (and Kathryn): fuzzy-only with a close second")

    q("Riviera", "typo", A, ["maria-rivera-mother", "diego-rivera", "mateo-rivera"], "one edit from Rivera")
    q("Jonh", "typo", A, johns, "one transposition from John")
    q("Davdi", "typo", A, davids, "")
    q("Mraia", "typo", A, marias, "one transposition from Maria")
    q("Jhon", "typo", A, johns + ["jon-snow"], "one transposition from John, one edit from Jon: all fuzzy")
    q("Willaim", "typo", A, ["william-turner", "william-park"], "one transposition from William")
    q("Margret", "typo", A, ["margaret-olson", "margaret-liu"], "one edit from Margaret")
    q("Jxhn Dxe", "typo", N, [], "'dxe' has three letters: no typo allowed")

    # --- phonetic (sound-alike) ------------------------------------------------------------------------
    for text, uid, note in [
        ("Caitlin", "kaitlyn-brooks", "sound-alike (KTLN); the only candidate"),
        ("Caitlin Brooks", "kaitlyn-brooks", ""), ("Mohammed Iqbal", "muhammad-iqbal", ""),
        ("Mohammed", "muhammad-iqbal", "sound-alike (MHMT); the only candidate"),
        ("Sofia Laurent", "sophia-laurent", "Sofia/Sophia sound alike; Laurent settles it"),
        ("Kristofer Lee", "christopher-lee", ""),
    ]:
        q(text, "phonetic", U, uid, note)
    q("Filip", "phonetic", A, ["philip-grant", "phillip-moss"], "both FLP")
    q("Shaun", "phonetic", A, ["shawn-reilly", "sean-murphy"], "Sean, Shaun and Shawn are spellings of one name")
    q("Stefan", "phonetic", A, ["steven-stevens", "stephen-hale"], "both STFN; fuzzy-only, no clear winner")
    q("Ayleen", "phonetic", A, ["aileen-fitzgerald", "eileen-doyle"], "both ALN")
    q("Eilene", "phonetic", A, ["eileen-doyle", "aileen-fitzgerald"],
      "one transposition from Eileen, a sound-alike of Aileen: fuzzy-only with a close second")

    q("Kathrine", "phonetic", A, ["katherine-moreau", "kathryn-bellweather", "catherine-zhao"],
      "within two edits of all three and the same sound (K0RN): fuzzy-only with close seconds")

    # --- phonetic_field --------------------------------------------------------------------------------
    for text, uid, note in [
        ("Yamada", "yamada-taro", "X-PHONETIC-LAST-NAME"), ("Taro Yamada", "yamada-taro", ""),
        ("Yamada Taro", "yamada-taro", ""), ("Tarō", "yamada-taro", ""), ("山田", "yamada-taro", ""),
        ("太郎", "yamada-taro", ""),
        ("山田太郎", "yamada-taro", "written without a space, as Japanese names usually are. RESOLVE does not say "
                                  "how CJK text splits into words; a careful human finds him"),
        ("Wang", "wang-wei", ""), ("Wang Wei", "wang-wei", "Wei Chen does not meet 'wang'"),
        ("Wei Wang", "wang-wei", ""), ("王伟", "wang-wei", "no space, as above"), ("王", "wang-wei", ""),
        ("Choi", "choi-seo-yeon", ""), ("Seo-yeon", "choi-seo-yeon", ""), ("Shivawn", "siobhan-obrien", ""),
        ("Seersha", "saoirse-kennedy", ""), ("Neev", "niamh-gallagher", ""), ("Sochil", "xochitl-hernandez", ""),
    ]:
        q(text, "phonetic_field", U, uid, note)

    q("Hiroko", "phonetic_field", N, [], "no such phonetic name")

    # --- initials --------------------------------------------------------------------------------------
    # Two-letter initials that are no name's first letters either ("SO" would also be a prefix of Sophia).
    for text in ["JS", "J.S.", "JD", "DK", "KD", "CX", "WT", "TS", "QZ"]:
        found = book.initials(text)
        names = ", ".join(book.by_uid[uid].display_name() for uid in found) or "nobody"
        computed(text, "initials", found, f"initials of: {names}")
    assert {"john-smith-acme", "john-smith-globex", "jon-snow"} <= set(book.initials("JS"))
    q("J. Smith", "initials", A, two_smiths, "")
    q("John S.", "initials", A, two_smiths, "Jon Snow only meets 'john' fuzzily")
    for text, uid, note in [
        ("J Doe", "john-doe", ""), ("MLK", "martin-luther-king-jr", "given, middle, family"),
        ("E. Taylor", "elizabeth-taylor", ""), ("T. Swift", "taylor-swift", ""), ("M. Olson", "margaret-olson", ""),
        ("LvB", "ludwig-van-beethoven", ""), ("C. Xavier", "charles-xavier", ""), ("S. Connor", "sarah-connor", ""),
        ("Sarah C.", "sarah-connor",
         "Sarah Nakamura's name has no C (only her organisation, Globex Corporation, starts with one)"), ("B. Jones", "bob-jones", ""),
        ("R. Brown", "robert-brown", "Chloe Brown's initial is C"), ("K. Delaney", "kate-delaney", ""),
    ]:
        q(text, "initials", U, uid, note)
    q("D. Kim", "initials", A, dkim, "the same person twice")

    # --- prefix ----------------------------------------------------------------------------------------
    for text, uid, note in [
        ("Alexa", "alexandra-petrova", "the only name starting Alexa…"),
        ("Alexan", "alexandra-petrova", ""), ("Christo", "christopher-lee", ""),
        ("Christin", "christine-okoro", "prefix of Christine (close); Christian is one edit away (fuzzy)"),
        ("Kier", "soren-kierkegaard", ""), ("Beeth", "ludwig-van-beethoven", ""), ("Siob", "siobhan-obrien", ""),
        ("Ingr", "ingrid-berg", ""), ("Peggy O", "margaret-olson", ""), ("Bartho", "bartholomew-quinn", ""),
        ("Nakam", "sarah-nakamura", ""), ("Stev", "steven-stevens", "prefix of Steven and of Stevens, one card"),
    ]:
        q(text, "prefix", U, uid, note)
    q("Chris", "prefix", A, ["christopher-lee", "christine-okoro", "christian-becker"], "prefix and table alike")
    q("Christ", "prefix", A, ["christopher-lee", "christine-okoro", "christian-becker"], "")
    q("Christi", "prefix", A, ["christine-okoro", "christian-becker"], "")
    q("Kath", "prefix", A, ["katherine-moreau", "kathryn-bellweather"], "Catherine starts with C")
    q("John Sm", "prefix", A, two_smiths, "")
    q("Okaf", "prefix", A, ["sam-okafor", "tom-okafor"], "")

    q("Dan", "prefix", A, dkim + ["dana-whitfield"], "Dan → Daniel (table and prefix), and a prefix of Dana")
    q("Sar", "prefix", A, ["sara-lee", "sarah-connor", "sarah-nakamura"], "")
    q("Hann", "prefix", A, ["hannah-schwartz", "hannah-schwarz"], "")
    q("Chri", "prefix", A, ["christopher-lee", "christine-okoro", "christian-becker"], "")
    q("Marg", "prefix", A, ["margaret-olson", "margaret-liu"], "")
    q("Wil", "prefix", A, ["william-turner", "william-park"], "")
    q("Jea", "prefix", A, ["jean-luc-picard", "jean-grey"], "")
    q("Qz", "prefix", N, [], "")
    q("Zyx", "prefix", N, [], "")

    # --- phone -----------------------------------------------------------------------------------------
    for text, expect, note in [
        ("+1 555 555 0112", U, "E.164 with spaces"), ("5555550112", U, "national, digits only"),
        ("(555) 555-0112", U, ""), ("555.555.0112", U, "dots"), ("0015555550112", U, "00 international prefix"),
        ("+15555550112", U, ""), ("1-555-555-0112", U, "with the country code, no +"),
        ("555-0110", A, "seven digits: 555-0110 in several area codes (both John Smiths among them)"),
        ("(312) 555-0110", U, "the area code settles it"),
        ("+44 7700 900456", U, ""), ("07700 900456", U, "UK national format"), ("00447700900456", U, ""),
        ("+49 30 23125 770", U, ""), ("030 23125770", U, "German national format"),
        ("06 39 98 12 34", U, "French national format"), ("+33 6 39 98 12 34", U, ""),
        ("+61 491 570 156", U, ""), ("+91 98450 12345", U, ""),
        ("(555) 555-0177", U, "the card has no name, only this number"),
        ("0154", A, "last four digits shared by several numbers"),
        ("555-0153", A, "seven digits: Steven Stevens (555), Stephen Hale (617) and any other 555-0153"),
        ("(555) 555-0199", N, "a well-formed number that is not in the book"),
        ("+44 7700 900999", N, "not in the book"), ("1999", N, "four digits, but no number ends with them"),
    ]:
        computed(text, "phone", book.phone(text), note, expect)
    # Last four digits that only one number ends with.
    unique_tail = next(p.digits[-4:] for c in book.cards if c.planted for _, p in c.phones
                       if len(book.phone(p.digits[-4:])) == 1 and not p.digits.endswith("0177"))
    computed(unique_tail, "phone", book.phone(unique_tail), "last four digits, only one number ends so", U)
    computed("(555) 555-0136", "duplicate", book.phone("(555) 555-0136"),
             "the Goldbergs' shared home landline: two people, both offered", A)

    for text, expect, note in [
        ("0125", A, "William Turner (555) and William Park (512) among others"),
        ("555-0154", A, "seven digits in several area codes"),
        ("+44 20 7946 0999", N, "not in the book"), ("2024", N, "no number ends with 2024"),
        ("(555) 555-0200", N, ""),
    ]:
        computed(text, "phone", book.phone(text), note, expect)

    # --- email -----------------------------------------------------------------------------------------
    for text, expect, note in [
        ("johndoe@example.net", U, ""), ("JohnDoe@Example.NET", U, "e-mail addresses ignore case"),
        ("john.smith@acme.example.com", U, ""), ("jsmith@globex.example.com", U, ""),
        ("fastcar88", U, "a local part alone (RESOLVE: a single token can be a local part)"),
        ("fastcar88@example.com", N, "right local part, wrong domain: an address is matched whole"),
        ("john.doe@example.net", N, "wrong local part"),
        ("sam.okafor@example.com", N, "his address is on example.org"),
        ("info", A, "the local part of two company cards"), ("info@initech.example.com", U, ""),
        ("lukasz.nowak@example.net", U, "a card with an e-mail and no phone"),
        ("pat.q@example.org", U, "a card with nothing but this address"),
        ("zoe.mueller@example.org", U, ""), ("xavier@xavier-institute.example.org", U, ""),
    ]:
        computed(text, "email", book.email(text), note, expect)
    q("@example.com", "email", N, [], "a domain alone is not an address")

    computed("jsmith@acme.example.com", "email", [], "jsmith is the Globex John Smith's local part", N)
    computed("alex.rivera@example.org", "email", [], "", N)

    # --- organization ----------------------------------------------------------------------------------
    q("Initech", "organization", U, "initech",
      "the company card's own name is Initech; its people only meet it in their organisation field")
    q("Sterling Cooper", "organization", U, "sterling-cooper", "company card, as Initech")
    q("Acme", "organization", A, acme, "no company card: every Acme person")
    q("Acme Corp", "organization", A, acme, "'corp' is a prefix of Corporation")
    q("Acme Corporation", "organization", A, acme, "")
    q("Globex", "organization", A, globex, "the owner works there too and may be offered")
    for text, org in [("Hooli", "Hooli"), ("Cyberdyne", "Cyberdyne Systems"), ("Vandelay Industries", "Vandelay Industries"),
                      ("Pied Piper", "Pied Piper"), ("Springfield General Hospital", "Springfield General Hospital"),
                      ("Nowak Software", "Nowak Software")]:
        computed(text, "organization", book.org(org), "only one person there", U)
    computed("Woodgrove Bank", "organization", book.org("Woodgrove Bank"), "Stephen Hale and whoever else works there", A)
    q("Umbrella Corporation", "organization", N, [], "no such company (Acme and Globex are Corporations too)")
    q("Vought International", "organization", N, [], "")

    q("someone at Initech", "org_qualified", A, initech_people, "the company card may be offered too")
    q("Globex Corp", "organization", A, globex, "")

    # --- org_qualified ---------------------------------------------------------------------------------
    for text, uid, note in [
        ("John at Acme", "john-smith-acme", ""), ("John from Globex", "john-smith-globex", ""),
        ("John Smith at Acme", "john-smith-acme", ""), ("Smith of Globex", "john-smith-globex", ""),
        ("Sarah from Globex", "sarah-nakamura", ""),
        ("someone from Hooli", "gavin-belson", "organisation-only query, one person there"),
        ("Tom at Globex", "tom-okafor", ""),
        ("Kate at Initech", "catherine-zhao", "Kate → Catherine through the table; Kate Delaney is not at Initech"),
        ("Will at Initech", "william-park", ""), ("Chris at Globex", "christine-okoro", ""),
        ("David @ Acme", "david-miller", ""), ("Peggy at Sterling Cooper", "margaret-olson", ""),
        ("Sarah from Cyberdyne", "sarah-connor", ""),
    ]:
        q(text, "org_qualified", U, uid, note)
    q("anyone at Acme", "org_qualified", A, acme, "")
    q("somebody from Initech", "org_qualified", A, initech_people,
      "an organisation-only query asks for a person: the company card may be offered too")
    q("John at Initech", "org_qualified", N, [], "nobody called John at Initech")
    q("Maria from Acme", "org_qualified", N, [], "")
    q("Sam at Globex", "org_qualified", N, [], "Sam Okafor works at Pied Piper")
    q("someone at Vought", "org_qualified", N, [], "")
    q("Tom at Acme", "org_qualified", N, [], "Tom Okafor works at Globex")
    q("Bob at Globex", "org_qualified", N, [], "Bob Jones works at Acme")
    q("Kate from Globex", "org_qualified", N, [], "no Kate, Catherine, Katherine or Kathryn at Globex")
    q("someone from Globex", "org_qualified", A, globex, "")

    # --- relation --------------------------------------------------------------------------------------
    mom = "maria-rivera-mother"
    for text in ["mom", "Mom", "mum", "mother", "my mother", "my mom"]:
        q(text, "relation", U, mom, "the me card's Mother is Maria Rivera, who has a card")
    for text in ["dad", "my father", "father"]:
        q(text, "relation", N, [], "your father, Luis Rivera, has no card")
    q("my brother", "relation", A, brothers, "two brothers on the me card, both with cards")
    q("brother", "relation", A, brothers, "")
    for text in ["my partner", "partner"]:
        q(text, "relation", U, "sam-okafor", "")
    for text in ["my godmother", "godmother"]:
        q(text, "relation", U, "ingrid-berg", "custom label Godmother")
    for text in ["my boss", "my manager", "boss"]:
        q(text, "relation", U, "tom-okafor", "the me card's Manager; boss means manager")
    q("my sister", "relation", N, [], "the me card lists no sister")
    q("my wife", "relation", N, [],
      "the me card lists a partner (Sam Okafor) but no wife: not guessed. RESOLVE could say whether "
      "wife/husband/spouse/partner stand in for each other")
    q("my grandmother", "relation", N, [],
      "no grandmother on the me card; Carmen Ortiz's nickname Abuela is not linked to the owner")

    q("brothers", "relation", A, brothers, "")
    for text in ["my aunt", "my son", "my husband"]:
        q(text, "relation", N, [], "not on the me card")
    q("my brothers", "relation", A, brothers, "")

    # --- possessive_filler -----------------------------------------------------------------------------
    q("Mom's", "possessive_filler", U, mom, "")
    q("Sarah's", "possessive_filler", A, sarahs, "")
    q("my friend Sarah", "possessive_filler", A, sarahs, "")
    q("Smith's", "possessive_filler", A, smiths, "")
    q("my brother's", "possessive_filler", A, brothers, "")
    for text, uid in [("Marcus'", "marcus-webb"), ("my friend Diego", "diego-rivera"),
                      ("Peggy Olson's", "margaret-olson"), ("Ingrid's", "ingrid-berg"), ("Siobhán's", "siobhan-obrien"),
                      ("James'", "james-holden"), ("my friend Bob", "bob-jones"), ("Mateo's", "mateo-rivera")]:
        q(text, "possessive_filler", U, uid, "")
    q("Dr. Carter's", "possessive_filler", U, "emily-carter", "title + possessive; see 'Dr Carter'")
    q("Luis's", "possessive_filler", N, [], "nobody called Luis has a card")
    q("my friend Jonathan Smithson", "possessive_filler", N, [], "")

    q("David's", "possessive_filler", A, davids, "")
    q("my friend John", "possessive_filler", A, johns, "")
    q("Zelda's", "possessive_filler", N, [], "")

    # --- duplicate -------------------------------------------------------------------------------------
    q("Daniel Kim", "duplicate", A, dkim, "two cards for one person (same phone): offered together")
    q("Dan Kim", "duplicate", A, dkim, "")
    q("Daniel", "duplicate", A, dkim, "")
    q("Daniel Kim's", "duplicate", A, dkim, "")
    computed("(555) 555-0158", "duplicate", book.phone("(555) 555-0158"), "the shared number", A)
    computed("dkim", "duplicate", book.email("dkim"), "both cards' addresses have the local part dkim", A)
    computed("dkim@globex.example.com", "duplicate", book.email("dkim@globex.example.com"),
             "the work address is on one card only", U)
    computed("dkim@example.net", "duplicate", book.email("dkim@example.net"), "", U)
    q("Daniel Kim at Globex", "duplicate", U, "daniel-kim-work", "only the work card has an organisation")
    q("Hannah", "duplicate", A, ["hannah-schwartz", "hannah-schwarz"], "same person, surname spelled two ways")
    computed("+49 30 23125 602", "duplicate", book.phone("+49 30 23125 602"), "Hannah's number, on both cards", A)
    q("Schwar", "duplicate", A, ["hannah-schwartz", "hannah-schwarz"], "prefix of both spellings")
    q("Goldberg Ruth", "duplicate", U, "ruth-goldberg", "sharing a landline does not make Saul Ruth")

    # --- absent ----------------------------------------------------------------------------------------
    for text, note in [
        ("Luis Rivera", "the owner's father has no card (the me card only names him)"),
        ("Luis", "as above; no Luis, Luisa or Louis in the book"),
        ("Jonathan Smithson", "Jonathan Reyes does not meet 'smithson'; John Smith does not meet 'jonathan smithson'"),
        ("Zelda Fitzgerald", "Aileen Fitzgerald does not meet 'zelda'"),
        ("Rahul Verma", ""), ("John Lennon", "every query word must be met: 'lennon' meets nobody"),
        ("Marco Polo", "Marco D'Angelo does not meet 'polo'"),
        ("Peggy Carter", "Peggy (Margaret Olson) and Carter (Emily, Ben) are different people"),
        ("Bob Smith", "Bob Jones and the Smiths are different people"), ("Sarah Palmer", ""),
        ("David Taylor", ""), ("Emily Brontë", ""), ("Tom Smith", ""), ("Greta Thunberg", ""),
        ("Hiroshi Yamada", "Yamada Tarō does not meet 'hiroshi'"),
        ("Wei Zhang", "Wei (Chen, Wang) and Zhang (Emily) are different people"),
        ("Sarah Smith", "a given name and a family name that exist, never on the same card"),
        ("Maria Smith", ""), ("Daniel Doe", ""), ("Ingrid Rivera", ""), ("Diego Okafor", ""), ("Mateo Berg", ""),
        ("Kate Olson", ""), ("Priyanka", "Priya Natarajan is a different name (not a prefix: the query is longer)"),
        ("Smithson", "longer than Smith: not a prefix, three edits"), ("Thunberg", ""),
    ]:
        q(text, "absent", N, [], note)

    # --- junk ------------------------------------------------------------------------------------------
    long_bobs = "Bob " * 2500
    assert len(long_bobs) == 10_000
    for text, note in [
        ("", "empty"), ("   ", "blanks"), ("???", ""), ("!!!", ""), ("...", ""),
        (long_bobs, "10,000 characters: 2,500 times 'Bob'; every word must meet a different word"),
        ("x" * 10_000, "10,000 characters, one word"),
        ("Robert'); DROP TABLE contacts;--",
         "SQL: 'contacts' meets nothing, not even on the card of Robert'); DROP TABLE Students;-- Tables"),
        ("'; DROP TABLE contacts; --", ""), ("🙂", "emoji"), ("👨‍👩‍👧‍👦", "emoji sequence with zero-width joiners"),
        ("\u200b", "a zero-width space"), ("\u200b\u200d\ufeff", "zero-width characters only"),
        ("42", "too few digits for a phone, and no name"), ("123", ""), ("<script>alert(1)</script>", ""),
        ("NULL", ""), ("%", ""), ("*", "not a wildcard"), ("\t\n", "tab and newline"),
    ]:
        q(text, "junk", N, [], note)
    q("Robert'); DROP TABLE Students;--", "full_name", U, "bobby-tables",
      "looks like SQL but is this card's exact given name; every word meets a word of it")

    # --- filler population -----------------------------------------------------------------------------
    fill = [c for c in book.cards if not c.planted and c.given and all(ord(ch) < 0x2E80 for ch in c.given)]
    given_count = Counter(fold(c.given) for c in book.cards)
    family_count = Counter(fold(c.family) for c in book.cards)
    unique_given = [c for c in fill if given_count[fold(c.given)] == 1]
    for card in rng.sample(unique_given, 10):
        q(f"{card.given} {card.family}", "full_name", U, card.uid, "filler contact")
    for card in rng.sample([c for c in fill if family_count[fold(c.family)] == 1 and " " not in fold(c.family)], 6):
        q(card.family, "family_only", U, card.uid, "filler contact, the only one with this family name")
    shared = sorted({fold(c.given) for c in fill if given_count[fold(c.given)] >= 3 and " " not in fold(c.given)})
    for name in rng.sample(shared, min(8, len(shared))):
        holders = book.given(name)
        written = next(c.given for c in fill if fold(c.given) == name)
        q(written, "shared_given", A, holders, f"{len(holders)} contacts are named {written}")
    words_count = Counter(w for c in book.cards for part in (c.given, c.middle, c.family, *c.nicknames)
                          for w in fold(part).split())
    shared_family = sorted({fold(c.family) for c in fill if family_count[fold(c.family)] >= 2
                            and " " not in fold(c.family) and words_count[fold(c.family)] == family_count[fold(c.family)]})
    for name in rng.sample(shared_family, 4):
        holders = book.family(name)
        written = next(c.family for c in fill if fold(c.family) == name)
        q(written, "family_only", A, holders, f"{len(holders)} contacts have the family name {written}")
    with_phone = [c for c in fill if c.phones]
    for card in rng.sample(with_phone, 6):
        phone = card.phones[0][1]
        computed(phone.written, "phone", book.phone(phone.written), "filler contact, number as written on the card", U)
    with_email = [c for c in fill if c.emails]
    for card in rng.sample(with_email, 4):
        computed(card.emails[0][1], "email", book.email(card.emails[0][1]), "filler contact", U)

    # --- affinity: learned choices, favourites, recent use (state accumulates: kept last) --------------
    q("john", "affinity", A, johns, "before any choice")
    Q.action(action="choose", query="john", uid="john-doe")
    q("john", "affinity", A, johns, "one pick is not enough (rule 4: twice)")
    Q.action(action="choose", query="john", uid="john-doe")
    q("john", "affinity", U, "john-doe", "picked John Doe twice for 'john'")
    q("JOHN", "affinity", U, "john-doe", "the same words once folded")
    q("John Smith", "affinity", A, two_smiths, "a choice for 'john' says nothing about 'john smith'")
    Q.action(action="choose", query="john", uid="john-smith-acme")
    q("john", "affinity", A, johns, "a contradicting pick: John Doe is down to one net pick")
    Q.action(action="favorite", uid="david-cohen")
    q("David", "affinity", A, davids, "a favourite only reorders; it never makes a unique out of a tie")
    Q.action(action="message", uid="david-okonkwo", times=5)
    q("David", "affinity", A, davids, "recent use only reorders")
    q("Dave", "affinity", A, davids, "")
    Q.action(action="choose", query="dave", uid="david-okonkwo")
    Q.action(action="choose", query="dave", uid="david-okonkwo")
    q("Dave", "affinity", U, "david-okonkwo", "picked twice for 'dave'")
    q("David", "affinity", A, davids, "learned for 'dave', not for 'david'")
    Q.action(action="choose", query="kathy", uid="kathryn-bellweather")
    Q.action(action="choose", query="kathy", uid="kathryn-bellweather")
    q("Kathy", "affinity", U, "kathryn-bellweather", "picked twice for 'kathy'")
    Q.action(action="cancel", query="kathy")
    q("Kathy", "affinity", A, kates, "a cancellation leaves one net pick")
    Q.action(action="favorite", uid="steven-stevens")
    Q.action(action="message", uid="stephen-hale", times=10)
    q("Steve", "affinity", A, ["steven-stevens", "stephen-hale"], "favourite vs frequent: still a tie")
    Q.action(action="message", uid="sara-lee", times=5)
    q("Sarah", "affinity", A, sarahs, "recent use does not lift fuzzy-only Sara Lee over the exact Sarahs")
    Q.action(action="favorite", uid="gavin-belson")
    q("Gavin Smith", "affinity", N, [], "a favourite never makes a match out of a non-match")
    Q.action(action="choose", query="peggy", uid="margaret-olson")
    Q.action(action="choose", query="peggy", uid="margaret-olson")
    q("Peggy", "affinity", U, "margaret-olson", "picked twice for 'peggy'")
    q("Peggy Liu", "affinity", U, "margaret-liu", "other words, other answer")
    Q.action(action="choose", query="sarah", uid="sarah-connor")
    Q.action(action="cancel", query="sarah")
    q("Sarah", "affinity", A, sarahs, "a pick then a cancellation: nothing learned")

    return Q.lines


# ---------------------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------------------


def json_line(obj: dict) -> str:
    """One JSON line, UTF-8 as is except invisible characters, which are escaped so they can be seen."""
    text = json.dumps(obj, ensure_ascii=False)
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat in ("Cf", "Cc", "Zl", "Zp") or (cat == "Zs" and ch != " "):
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return "".join(out)


def count_table(lines: list[dict]) -> str:
    counts = {k: Counter() for k in KINDS}
    for line in lines:
        if "kind" in line:
            counts[line["kind"]][line["expect"]] += 1
    rows = ["| kind | unique | ambiguous | not_found | total |", "|---|---:|---:|---:|---:|"]
    totals = Counter()
    for kind in KINDS:
        c = counts[kind]
        totals.update(c)
        rows.append(f"| `{kind}` | {c['unique']} | {c['ambiguous']} | {c['not_found']} | {sum(c.values())} |")
    total = sum(totals.values())
    rows.append(f"| **all** | {totals['unique']} | {totals['ambiguous']} | {totals['not_found']} | {total} |")
    share = " | ".join(f"{100 * totals[s] / total:.1f} %" for s in STATUSES)
    rows.append(f"| share | {share} | 100 % |")
    return "\n".join(rows)


def generate() -> tuple[str, str, list[dict], Book]:
    rng = random.Random(SEED)
    cards = planted()
    uids = {c.uid for c in cards}
    phones = {p.digits for c in cards for _, p in c.phones}
    cards += filler(rng, uids, phones)
    book = Book(cards)
    lines = build_queries(book, rng)
    book_text = "".join(vcard(c) for c in cards)
    queries_text = "".join(json_line(line) + "\n" for line in lines)
    return book_text, queries_text, lines, book


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the files on disk, write nothing")
    args = parser.parse_args()
    book_text, queries_text, lines, book = generate()
    targets = {OUT_DIR / "book.vcf": book_text, OUT_DIR / "queries.jsonl": queries_text}
    if args.check:
        stale = [p for p, text in targets.items() if not p.exists() or p.read_bytes() != text.encode("utf-8")]
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)}", file=sys.stderr)
        return 1 if stale else 0
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for path, text in targets.items():
        path.write_bytes(text.encode("utf-8"))
    queries = sum(1 for line in lines if "kind" in line)
    print(f"{len(book.cards)} contacts, {queries} queries, {len(lines) - queries} actions\n")
    print(count_table(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
