#!/usr/bin/env python3
"""Builds Tests/KithGrammarTests/Corpus from the writers' raw files, once.

Each writer (a speaker style) wrote requests and an address book blind to the grammar. This checks
every line against docs/INTENTS.md's vocabulary, turns each book into a vCard 3.0 file, and splits
the requests into a development half and a test half, stratified by speaker and intent, by a hash of
the text (so the split never changes when the script is run again). Python is not needed to build,
run or test kith; this only documents how the corpus was made.

usage: Scripts/corpus-split.py RAW_FOLDER [ROUND]

ROUND 1 (the default) writes dev.jsonl and test.jsonl; a later round writes dev-ROUND.jsonl and
test-ROUND.jsonl beside them, so each round's test half stays as unseen as it was when it arrived.
"""
import hashlib
import json
import sys
import uuid
from pathlib import Path

INTENTS = {
    "send_message": ({"person"}, {"body"}), "send_email": ({"person"}, {"body", "label"}),
    "call": ({"person"}, {"label"}), "lookup_field": ({"person", "field"}, {"label"}),
    "show_contact": ({"person"}, set()), "reverse_lookup": ({"field", "value"}, set()),
    "list_contacts": (set(), {"organization", "group"}),
    "add_contact": ({"name"}, {"phone", "email", "organization"}),
    "update_field": ({"person", "field", "value"}, {"label"}), "add_field": ({"person", "field", "value"}, {"label"}),
    "remove_field": ({"person", "field"}, {"label", "value"}), "rename_contact": ({"person", "name"}, set()),
    "delete_contact": ({"person"}, set()), "set_photo": ({"person", "path"}, set()),
    "set_relation": ({"person", "relation"}, set()), "add_to_group": ({"person", "group"}, set()),
    "remove_from_group": ({"person", "group"}, set()), "favorite": ({"person"}, set()), "set_me": ({"person"}, set()),
    "undo": (set(), set()), "help": (set(), set()), "choose": ({"choice"}, set()), "confirm": (set(), set()),
    "decline": (set(), set()), "review": (set(), set()), "drop": ({"choice"}, set()), "update_existing": (set(), set()),
    "upcoming_dates": (set(), {"kind", "period"}), "find_profiles": (set(), {"person"}),
    "find_duplicates": (set(), {"person"}), "merge_contacts": (set(), {"person", "other", "choice"}),
}
FIELDS = {"phone", "email", "address", "birthday", "anniversary", "nickname", "organization", "job_title", "note", "url",
          "photo", "name", "social"}
LABELS = {"mobile", "work", "home", "main", "other", "school", "fax", "pager"}
RELATIONS = {"mother", "father", "brother", "sister", "spouse", "partner", "child", "son", "daughter", "friend",
             "manager", "assistant", "parent", "sibling", "grandmother", "grandfather", "aunt", "uncle", "cousin",
             "colleague"}
STATES = {"awaiting_choice", "awaiting_confirmation", "awaiting_input"}


def check(example, where):
    intent = example.get("intent")
    slots = example.get("slots", {})
    if intent is None:
        assert not slots, f"{where}: slots on a null intent"
        return
    assert intent in INTENTS, f"{where}: unknown intent {intent}"
    required, optional = INTENTS[intent]
    assert required <= set(slots), f"{where}: {intent} lacks {required - set(slots)}"
    assert set(slots) <= required | optional, f"{where}: {intent} has {set(slots) - required - optional}"
    assert slots.get("field", "phone") in FIELDS, f"{where}: field {slots.get('field')}"
    assert slots.get("label", "work") in LABELS, f"{where}: label {slots.get('label')}"
    assert slots.get("relation", "friend") in RELATIONS, f"{where}: relation {slots.get('relation')}"
    if "context" in example:
        assert example["context"] in STATES, f"{where}: context {example['context']}"


def vcard(contact, speaker, index):
    name = contact["name"].strip()
    org = contact.get("org", "")
    uid = uuid.UUID(hashlib.md5(f"{speaker}/{index}/{name}".encode()).hexdigest()).hex.upper()
    lines = ["BEGIN:VCARD", "VERSION:3.0", f"UID:{uid}"]
    if org and name == org:
        lines += [f"FN:{name}", "N:;;;;", f"ORG:{org}", "X-ABShowAs:COMPANY"]
    else:
        words = name.split()
        prefix = words.pop(0) if words and words[0].rstrip(".").lower() in ("dr", "mr", "mrs", "ms", "prof") else ""
        given = " ".join(words[:-1]) if len(words) > 1 else words[0]
        family = words[-1] if len(words) > 1 else ""
        lines += [f"FN:{name}", f"N:{family};{given};;{prefix};"]
        if org:
            lines.append(f"ORG:{org}")
    if contact.get("nickname"):
        lines.append(f"NICKNAME:{contact['nickname']}")
    if contact.get("phone"):
        lines.append(f"TEL;TYPE=CELL:{contact['phone']}")
    if contact.get("email"):
        lines.append(f"EMAIL;TYPE=INTERNET:{contact['email']}")
    lines.append("END:VCARD")
    return "\r\n".join(lines) + "\r\n"


def main(raw, round_number=1):
    out = Path(__file__).resolve().parent.parent / "Tests/KithGrammarTests/Corpus"
    (out / "books").mkdir(parents=True, exist_ok=True)
    halves = {"dev": [], "test": []}
    for path in sorted(Path(raw).glob("*.jsonl")):
        if path.stem.endswith("-book"):
            continue
        speaker = path.stem
        book = [json.loads(line) for line in (Path(raw) / f"{speaker}-book.jsonl").read_text().splitlines() if line.strip()]
        (out / "books" / f"{speaker}.vcf").write_text("".join(vcard(c, speaker, i) for i, c in enumerate(book)))
        strata = {}
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if not line.strip():
                continue
            example = json.loads(line)
            check(example, f"{path}:{number}")
            example = {"speaker": speaker, **example}
            strata.setdefault(example.get("intent") or "null", []).append(example)
        for intent in sorted(strata):
            ordered = sorted(strata[intent], key=lambda e: hashlib.sha256(e["text"].encode()).hexdigest())
            # Alternate, starting each stratum on a side chosen by the hash, so odd counts even out.
            start = int(hashlib.sha256(f"{speaker}/{intent}".encode()).hexdigest(), 16) % 2
            for offset, example in enumerate(ordered):
                halves["dev" if (offset + start) % 2 == 0 else "test"].append(example)
    for name, examples in halves.items():
        suffix = "" if round_number == 1 else f"-{round_number}"
        with open(out / f"{name}{suffix}.jsonl", "w") as file:
            for example in examples:
                file.write(json.dumps(example, ensure_ascii=False) + "\n")
        print(f"{name}: {len(examples)}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1)
