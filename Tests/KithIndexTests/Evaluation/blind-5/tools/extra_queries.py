# -*- coding: utf-8 -*-
"""Queries over the background population, chosen by hand after reading the book
(python3 check.py --auto prints their lists). Their `ambiguous` lists are computed (AUTO)
from the final book: every contact whose given name (or nickname, family name, phonetic
field, organisation card name, or a listed spelling) is the query word."""
AUTO = "auto"
U, A, N = "unique", "ambiguous", "not_found"

SHARED_GIVEN = ["Marie", "Patricia", "José", "Aisha", "Mary", "Emine", "Lakshmi", "Min", "Elena", "David",
                "Hùng", "Mohammad", "Mehmet", "Juan", "Maryam", "Jean", "Jan", "Pierre", "Ahmed", "Catherine",
                "Somsak", "Yuko", "Cynthia", "Shirin", "Hương", "Adrián", "Alejandra", "Zdeněk", "Keiko", "James",
                "Amanda", "Aline", "Mesfin"]
NOTES = {
    "Marie": "Marie-Ève, Marie-Claude and Marie-Josée are Maries too (first part of the given name)",
    "José": "José and Jose fold alike; José María Ortega's first given name",
    "Min": "Chinese Min and Korean Min-ji / Min-seo (first part)",
    "Juan": "Juan-Ignacio Pereyra's first given name",
    "Jean": "Jean-Sébastien Côté, and Jean 'Ti-Jean' Lapointe",
    "Jan": "Jan-Willem Dekker's first given name; Jana only starts with it",
    "Pierre": "Luc Saint-Pierre has Pierre in his family name",
    "Ahmed": "a given name and a family name (Ali Ahmed, Bengali Ahmeds)",
    "Catherine": "Catherine/Katherine/Kathryn are listed spellings of one name",
    "Maryam": "مریم حسینی through her phonetic field",
    "Mesfin": "a given name and, in Amharic naming, a father's name used as family name",
    "Mehmet": "namesakes Mehmet Yılmaz, and Mehmet Oğuz Metin",
    "David": "a Hebrew and English name; דוד כהן through his phonetic field",
}
INITIALS = [("P.F.", U, ["pierre-fortin"]), ("V.V.", U, ["vasiliki-vlachos"]), ("QZ", U, ["qing-zhang"]),
            ("TZ", U, ["tao-zhao"]), ("G.I.", U, ["ganesh-iyer"]), ("X G", U, ["ximena-garcia-marquez"]),
            ("J.S.C.", U, ["jean-sebastien-cote"]), ("L.W.", A, AUTO), ("EB", A, AUTO), ("K. K.", A, AUTO),
            ("L.I.", A, AUTO), ("ZV", A, AUTO)]
FULL = [("Marie Tremblay", A, AUTO, "Marie Tremblay and Marie-Claude Tremblay"),
        ("Mélanie Tremblay", A, AUTO, "namesakes in the background population"),
        ("Zsuzsanna Varga", A, AUTO, "namesakes"), ("Lakshmi Iyer", A, AUTO, "three namesakes"),
        ("Rommel Villanueva", U, ["rommel-villanueva"], ""),
        ("Ganesh Iyer", U, ["ganesh-iyer"], "Lakshmi Iyers and Arun Iyers do not meet Ganesh")]

PROTECT = ["pierre-fortin", "vasiliki-vlachos", "qing-zhang", "tao-zhao", "ganesh-iyer", "laura-williams",
           "elena-barbu", "emma-brown", "keiko-kobayashi", "kavitha-krishnan", "lakshmi-iyer", "lakshmi-iyer-2",
           "lakshmi-iyer-3", "zdenek-vesely", "zsuzsanna-varga", "zsuzsanna-varga-2", "marie-tremblay-2",
           "marieclaude-tremblay", "melanie-tremblay", "melanie-tremblay-2", "rommel-villanueva"]

def extra_protect():
    return []

def extra_queries(book):
    out = []
    for g in SHARED_GIVEN:
        out.append(dict(query=g, kind="shared_given", expect=A, uids=AUTO, note=NOTES.get(g, "")))
    for s, e, u in INITIALS:
        out.append(dict(query=s, kind="initials", expect=e, uids=u, note="initials only: every contact with them" if e == A else "initials only: the one contact with them"))
    for s, e, u, n in FULL:
        out.append(dict(query=s, kind="full_name", expect=e, uids=u, note=n))
    return out
