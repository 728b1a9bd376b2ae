# Benchmark (held-out style, after typical agent code): CRM contact de-duplication and merge.
# Seeded contacts are generated with typos, nicknames, formatted phone numbers and mixed-case
# emails; records are normalised with re and str methods, grouped by blocking keys (email,
# phone, name soundex + zip), compared pairwise inside blocks with a weighted score (bigram
# Jaccard of names, exact email/phone, address token overlap), linked with union-find, then
# merged into golden records by field survivorship rules. Cluster statistics are printed.
import random
import re
from collections import defaultdict, Counter
from dataclasses import dataclass, field
from itertools import combinations

FIRST = ["James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "William",
         "Elizabeth", "David", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah",
         "Charles", "Karen", "Christopher", "Nancy", "Daniel", "Lisa", "Matthew", "Margaret"]
LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez",
        "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor",
        "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez"]
NICK = {"Robert": "Bob", "William": "Bill", "Elizabeth": "Liz", "Richard": "Dick", "Michael": "Mike",
        "Jennifer": "Jen", "Christopher": "Chris", "Margaret": "Peggy", "Thomas": "Tom", "Joseph": "Joe",
        "Patricia": "Pat", "Daniel": "Dan", "Matthew": "Matt", "Barbara": "Barb", "James": "Jim"}
CANON = {v.lower(): k.lower() for k, v in NICK.items()}
STREETS = ["Oak St", "Maple Ave", "Main Street", "Cedar Rd", "Pine Lane", "Elm St", "Lake Dr"]
ABBREV = {"street": "st", "avenue": "ave", "road": "rd", "lane": "ln", "drive": "dr", "st.": "st"}
PHONE_RE = re.compile(r"\D+")
EMAIL_RE = re.compile(r"^\s*([\w.+-]+)@([\w-]+(?:\.[\w-]+)+)\s*$")
SOUNDEX = {c: d for d, letters in enumerate(("aeiouyhw", "bfpv", "cgjkqsxz", "dt", "l", "mn", "r"))
           for c in letters}


@dataclass
class Contact:
    cid: int
    first: str
    last: str
    email: str
    phone: str
    street: str
    zip: str
    updated: int
    norm: dict = field(default_factory=dict, repr=False)


def soundex(name):
    name = name.lower()
    if not name:
        return ""
    code = [name[0].upper()]
    prev = SOUNDEX.get(name[0], 0)
    for ch in name[1:]:
        d = SOUNDEX.get(ch, 0)
        if d and d != prev:
            code.append(str(d))
        if ch not in "hw":
            prev = d
    return ("".join(code) + "000")[:4]


def typo(s, rng):
    if len(s) < 4 or rng.random() < 0.6:
        return s
    i = rng.randrange(1, len(s) - 1)
    op = rng.randrange(3)
    if op == 0:
        return s[:i] + s[i + 1] + s[i] + s[i + 2:]
    if op == 1:
        return s[:i] + s[i + 1:]
    return s[:i] + rng.choice("aeiourstn") + s[i:]


def generate(n_people, rng):
    contacts = []
    cid = 0
    for p in range(n_people):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        user = f"{first[0]}{last}{rng.randint(1, 99)}".lower()
        phone = f"{rng.randint(200, 999)}{rng.randint(200, 999)}{rng.randint(1000, 9999)}"
        street = f"{rng.randint(1, 999)} {rng.choice(STREETS)}"
        zipc = f"{rng.randint(10000, 10099)}"
        for _ in range(rng.choice((1, 1, 1, 2, 2, 3, 4))):
            f = NICK.get(first, first) if rng.random() < 0.3 else first
            ph = rng.choice((phone, f"({phone[:3]}) {phone[3:6]}-{phone[6:]}", f"{phone[:3]}.{phone[3:6]}.{phone[6:]}",
                             f"+1 {phone[:3]} {phone[3:6]} {phone[6:]}"))
            em = rng.choice((f"{user}@example.com", f"{user.upper()}@Example.com ", f" {user}@example.com", ""))
            st = street.replace("Street", "St") if rng.random() < 0.5 else street.upper()
            contacts.append(Contact(cid, typo(f, rng), typo(last, rng), em, ph if rng.random() < 0.85 else "",
                                    st, zipc, rng.randint(1, 10000)))
            cid += 1
    rng.shuffle(contacts)
    return contacts


def normalise(c):
    m = EMAIL_RE.match(c.email)
    email = f"{m.group(1).lower()}@{m.group(2).lower()}" if m else ""
    digits = PHONE_RE.sub("", c.phone)
    if len(digits) == 11 and digits.startswith("1"):
        digits = digits[1:]
    first = c.first.strip().lower()
    first = CANON.get(first, first)
    tokens = [ABBREV.get(t, t) for t in c.street.lower().split()]
    c.norm = {"email": email, "phone": digits if len(digits) == 10 else "", "first": first,
              "last": c.last.strip().lower(), "addr": frozenset(tokens), "zip": c.zip}


def bigrams(s):
    s = f" {s} "
    return {s[i:i + 2] for i in range(len(s) - 1)}


def jaccard(a, b):
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


def score(a, b, grams):
    na, nb = a.norm, b.norm
    s = 0.0
    if na["email"] and na["email"] == nb["email"]:
        s += 0.45
    if na["phone"] and na["phone"] == nb["phone"]:
        s += 0.35
    s += 0.25 * jaccard(grams[a.cid][0], grams[b.cid][0]) + 0.3 * jaccard(grams[a.cid][1], grams[b.cid][1])
    if na["zip"] == nb["zip"]:
        s += 0.1 * jaccard(na["addr"], nb["addr"])
    return s


class UnionFind:
    def __init__(self):
        self.parent = {}

    def find(self, x):
        root = x
        while self.parent.setdefault(root, root) != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)
            return True
        return False


def merge(records):
    records = sorted(records, key=lambda c: -c.updated)
    golden = {}
    for key in ("first", "last", "email", "phone", "zip"):
        votes = Counter(r.norm[key] for r in records if r.norm[key])
        golden[key] = votes.most_common(1)[0][0] if votes else ""
    golden["street"] = max((r.street for r in records), key=len)
    golden["ids"] = sorted(r.cid for r in records)
    return golden


def main(people=1500, seed=7):
    rng = random.Random(seed)
    contacts = generate(people, rng)
    for c in contacts:
        normalise(c)
    grams = {c.cid: (bigrams(c.norm["first"]), bigrams(c.norm["last"])) for c in contacts}
    blocks = defaultdict(list)
    for c in contacts:
        n = c.norm
        if n["email"]:
            blocks["e:" + n["email"]].append(c)
        if n["phone"]:
            blocks["p:" + n["phone"]].append(c)
        blocks[f"s:{soundex(n['last'])}:{n['zip']}"].append(c)
    uf = UnionFind()
    compared = linked = 0
    seen = set()
    for key in sorted(blocks):
        members = blocks[key]
        for a, b in combinations(members, 2):
            pair = (a.cid, b.cid) if a.cid < b.cid else (b.cid, a.cid)
            if pair in seen:
                continue
            seen.add(pair)
            compared += 1
            if score(a, b, grams) >= 0.75 and uf.union(a.cid, b.cid):
                linked += 1
    clusters = defaultdict(list)
    for c in contacts:
        clusters[uf.find(c.cid)].append(c)
    goldens = [merge(rs) for rs in clusters.values()]
    sizes = Counter(len(g["ids"]) for g in goldens)
    print(f"contacts {len(contacts)} blocks {len(blocks)} compared {compared} linked {linked}")
    print(f"golden records {len(goldens)} sizes {sorted(sizes.items())}")
    big = sorted(goldens, key=lambda g: (-len(g["ids"]), g["ids"]))[:4]
    for g in big:
        print(f"  {g['first'].title()} {g['last'].title()} <{g['email']}> {g['phone']} {g['street']} ids={g['ids']}")
    no_email = sum(1 for g in goldens if not g["email"])
    print("without email", no_email, "soundex", soundex("Robert"), soundex("Rupert"), soundex("Tymczak"))
    print("digest", sum(sum(g["ids"]) * len(g["ids"]) for g in goldens) % 99991)


if __name__ == "__main__":
    main()  # test: main(people=60)
