# Benchmark (held-out style, after typical agent code): a genealogy database and kinship engine.
# A seeded population over several generations (couples, children with birth years, names from
# lists) is stored as dataclass persons; ancestors with generation distances are memoized with
# functools.lru_cache; relationships between pairs are named (parent, sibling, half-sibling,
# aunt/uncle, n-th cousin m times removed) from the lowest common ancestors; coefficients of
# relationship are summed over paths; a GEDCOM-like text export is parsed back and compared,
# and a report of relationship counts and the most related pairs is printed.
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

FIRST = ["Ada", "Bram", "Cleo", "Dov", "Eda", "Finn", "Gia", "Hal", "Ines", "Jon", "Kai", "Lea",
         "Milo", "Nia", "Oren", "Pia", "Quin", "Ria", "Sol", "Tova"]
LAST = ["Ames", "Berg", "Cole", "Dunn", "Eads", "Frey", "Gale", "Hart"]


@dataclass
class Person:
    pid: int
    name: str
    sex: str
    born: int
    father: int = None
    mother: int = None
    children: list = field(default_factory=list)


class Tree:
    def __init__(self):
        self.people = {}

    def add(self, p):
        self.people[p.pid] = p
        for parent in (p.father, p.mother):
            if parent is not None:
                self.people[parent].children.append(p.pid)

    def parents(self, pid):
        p = self.people[pid]
        return [x for x in (p.father, p.mother) if x is not None]


def build(rng, founders, generations):
    tree = Tree()
    pid = 0
    current = []
    for i in range(founders):
        sex = "MF"[i % 2]
        tree.add(Person(pid, f"{rng.choice(FIRST)} {LAST[i % len(LAST)]}", sex, 1900 + rng.randrange(10)))
        current.append(pid)
        pid += 1
    for g in range(generations):
        men = [p for p in current if tree.people[p].sex == "M"]
        women = [p for p in current if tree.people[p].sex == "F"]
        rng.shuffle(men)
        rng.shuffle(women)
        nxt = []
        for f, m in zip(men, women):
            father = tree.people[f]
            for _ in range(rng.choice([1, 2, 2, 3, 3, 4])):
                sex = rng.choice("MF")
                surname = father.name.split()[1]
                born = max(father.born, tree.people[m].born) + rng.randint(20, 35)
                tree.add(Person(pid, f"{rng.choice(FIRST)} {surname}", sex, born, f, m))
                nxt.append(pid)
                pid += 1
        # Some remarriages create half-siblings.
        for _ in range(len(men) // 5):
            f, m = rng.choice(men), rng.choice(women)
            tree.add(Person(pid, f"{rng.choice(FIRST)} {tree.people[f].name.split()[1]}",
                            rng.choice("MF"), tree.people[f].born + 30, f, m))
            nxt.append(pid)
            pid += 1
        current = nxt
    return tree


def make_kin(tree):
    @lru_cache(maxsize=None)
    def ancestors(pid):
        out = {pid: (0,)}
        for par in tree.parents(pid):
            for a, dists in ancestors(par).items():
                out[a] = tuple(sorted(set(out.get(a, ()) + tuple(d + 1 for d in dists))))
        return out

    def relationship(a, b):
        if a == b:
            return "self", 1.0
        anc_a, anc_b = ancestors(a), ancestors(b)
        common = anc_a.keys() & anc_b.keys()
        if not common:
            return "unrelated", 0.0
        coeff = sum(0.5 ** (da + db) for c in common for da in anc_a[c] for db in anc_b[c]
                    if not any(x in common and x != c and c in ancestors(x) for x in tree.parents(c))
                    ) if len(common) < 50 else 0.0
        da, db = min((min(anc_a[c]) + min(anc_b[c]), min(anc_a[c]), min(anc_b[c])) for c in common)[1:]
        if da == 0 or db == 0:
            n = max(da, db)
            base = "parent" if n == 1 else "grandparent" if n == 2 else f"{'great-' * (n - 2)}grandparent"
            return (base if da == 0 else base.replace("parent", "child")), coeff
        if da == 1 and db == 1:
            shared = set(tree.parents(a)) & set(tree.parents(b))
            return ("sibling" if len(shared) == 2 else "half-sibling"), coeff
        if min(da, db) == 1:
            n = max(da, db) - 1
            return ("aunt/uncle" if da == 1 else "niece/nephew") + ("" if n == 1 else f" x{n}"), coeff
        degree = min(da, db) - 1
        removed = abs(da - db)
        return f"cousin{degree}" + (f" r{removed}" if removed else ""), coeff

    return ancestors, relationship


def export(tree):
    lines = []
    for pid in sorted(tree.people):
        p = tree.people[pid]
        lines.append(f"0 @I{pid}@ INDI")
        lines.append(f"1 NAME {p.name.split()[0]} /{p.name.split()[1]}/")
        lines.append(f"1 SEX {p.sex}")
        lines.append(f"1 BIRT\n2 DATE {p.born}")
        if p.father is not None:
            lines.append(f"1 FAMC @F{p.father}_{p.mother}@")
    return "\n".join(lines)


LINE_RE = re.compile(r"^(\d) (?:@(\w+)@ )?(\w+)(?: (.*))?$")


def import_text(text):
    people = {}
    cur = None
    for line in text.splitlines():
        m = LINE_RE.match(line)
        level, xref, tag, value = m.groups()
        if level == "0" and tag == "INDI":
            cur = {"id": int(xref[1:])}
            people[cur["id"]] = cur
        elif tag == "NAME":
            first, last = re.match(r"(\S+) /(\S+)/", value).groups()
            cur["name"] = f"{first} {last}"
        elif tag == "SEX":
            cur["sex"] = value
        elif tag == "DATE":
            cur["born"] = int(value)
        elif tag == "FAMC":
            f, m_ = value.strip("@F").split("_")
            cur["father"], cur["mother"] = int(f), int(m_)
    return people


def main(founders=24, generations=5, pairs=18000):
    rng = random.Random(1888)
    tree = build(rng, founders, generations)
    ancestors, relationship = make_kin(tree)
    back = import_text(export(tree))
    same = all(back[p]["name"] == tree.people[p].name and back[p]["born"] == tree.people[p].born
               and back[p].get("father") == tree.people[p].father for p in tree.people)
    print(f"people={len(tree.people)} roundtrip={same}")
    ids = sorted(tree.people)
    kinds = Counter()
    best = []
    for _ in range(pairs):
        a, b = rng.choice(ids), rng.choice(ids)
        if a == b:
            continue
        kind, coeff = relationship(a, b)
        kinds[kind.split(" ")[0]] += 1
        best.append((round(coeff, 6), a, b, kind))
    best.sort(key=lambda t: (-t[0], t[1], t[2]))
    for kind, c in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))[:8]:
        print(f"{kind:14s} {c}")
    for coeff, a, b, kind in best[:4]:
        print(f"{tree.people[a].name} ~ {tree.people[b].name}: {kind} r={coeff}")
    deepest = max(ids, key=lambda p: (max(max(d) for d in ancestors(p).values()), p))
    print("deepest", tree.people[deepest].name, len(ancestors(deepest)), ancestors.cache_info().currsize)


if __name__ == "__main__":
    main()  # test: main(founders=8, generations=3, pairs=100)
