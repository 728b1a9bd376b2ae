import re
import json
from collections import OrderedDict, defaultdict

RECORDS = [
    {"name": "John  Smith", "email": "JOHN@EXAMPLE.COM", "phone": "(555) 010-2000"},
    {"name": "john smith", "email": "john@example.com ", "phone": "555-010-2000"},
    {"name": "Jane Doe", "email": "jane@ex.org", "phone": "555.777.1234"},
    {"name": "J. Doe", "email": "jane@ex.org", "phone": None},
    {"name": "Bob", "email": "", "phone": "5550001111"},
]

def normalize(rec):
    name = re.sub(r"\s+", " ", rec["name"]).strip().title()
    email = (rec.get("email") or "").strip().lower() or None
    digits = re.sub(r"\D", "", rec.get("phone") or "")
    phone = f"{digits[:3]}-{digits[3:6]}-{digits[6:]}" if len(digits) == 10 else None
    return {"name": name, "email": email, "phone": phone}

def main():
    merged = OrderedDict()
    sources = defaultdict(list)
    for i, rec in enumerate(RECORDS):
        n = normalize(rec)
        key = n["email"] or n["phone"] or n["name"]
        if key in merged:
            for k, v in n.items():
                if v and not merged[key][k]:
                    merged[key][k] = v
        else:
            merged[key] = n
        sources[key].append(i)
    for key, rec in merged.items():
        print(key, "<-", sources[key])
        print("  ", json.dumps(rec))
    print(len(RECORDS), "->", len(merged))

main()
