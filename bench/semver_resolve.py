# Benchmark (held-out style, after typical agent code): a package dependency resolver. Semantic
# versions parsed with re into a functools.total_ordering class (pre-release ordering included),
# constraint strings ("^1.2", "~2.0.1", ">=1.0,<2.0", "*", "==3.1.4") parsed into predicate
# lists, a generated package index (dict of name -> sorted versions -> dependency dicts),
# a backtracking resolver preferring newest versions with conflict explanations, a lockfile
# rendered as sorted text, and an upgrade report diffing two lockfiles.
import random
import re
from dataclasses import dataclass
from functools import total_ordering

VERSION_RE = re.compile(r"^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.]+))?$")
CONSTRAINT_RE = re.compile(r"^\s*(\^|~|>=|<=|>|<|==|!=)?\s*(\d+(?:\.\d+){0,2}(?:-[0-9A-Za-z.]+)?)\s*$")


@total_ordering
class Version:
    __slots__ = ("major", "minor", "patch", "pre")

    def __init__(self, major, minor=0, patch=0, pre=None):
        self.major, self.minor, self.patch, self.pre = major, minor, patch, pre

    @classmethod
    def parse(cls, text):
        parts = text.split("-", 1)
        nums = parts[0].split(".")
        while len(nums) < 3:
            nums.append("0")
        m = VERSION_RE.match(".".join(nums) + ("-" + parts[1] if len(parts) > 1 else ""))
        if not m:
            raise ValueError(f"invalid version: {text!r}")
        return cls(int(m[1]), int(m[2]), int(m[3]), m[4])

    def _key(self):
        pre = () if self.pre is None else tuple(
            (0, int(p), "") if p.isdigit() else (1, 0, p) for p in self.pre.split("."))
        return (self.major, self.minor, self.patch, self.pre is None, pre)

    def __eq__(self, other):
        return self._key() == other._key()

    def __lt__(self, other):
        return self._key() < other._key()

    def __hash__(self):
        return hash(self._key())

    def __str__(self):
        base = f"{self.major}.{self.minor}.{self.patch}"
        return base + (f"-{self.pre}" if self.pre else "")

    __repr__ = __str__


def parse_constraint(text):
    if text.strip() == "*":
        return [lambda v: v.pre is None]
    preds = []
    for part in text.split(","):
        m = CONSTRAINT_RE.match(part)
        if not m:
            raise ValueError(f"bad constraint {part!r}")
        op, ver = m[1] or "==", Version.parse(m[2])
        if op == "^":
            upper = Version(ver.major + 1) if ver.major else Version(0, ver.minor + 1)
            preds.append(lambda v, lo=ver, hi=upper: lo <= v < hi)
        elif op == "~":
            preds.append(lambda v, lo=ver: lo <= v < Version(lo.major, lo.minor + 1))
        else:
            preds.append({
                ">=": lambda v, w=ver: v >= w, "<=": lambda v, w=ver: v <= w,
                ">": lambda v, w=ver: v > w, "<": lambda v, w=ver: v < w,
                "==": lambda v, w=ver: v == w, "!=": lambda v, w=ver: v != w,
            }[op])
    return preds


def satisfies(version, constraint, cache={}):
    preds = cache.get(constraint)
    if preds is None:
        preds = cache[constraint] = parse_constraint(constraint)
    return all(p(version) for p in preds)


@dataclass
class Conflict(Exception):
    package: str
    wanted: list

    def __str__(self):
        return f"no version of {self.package} satisfies " + " and ".join(sorted(set(self.wanted)))


def make_index(rng, count):
    names = [f"pkg{i:02d}" for i in range(count)]
    index = {}
    for i, name in enumerate(names):
        versions = {}
        for major in range(rng.randint(1, 3)):
            for minor in range(rng.randint(1, 4)):
                for patch in range(rng.randint(1, 3)):
                    v = f"{major}.{minor}.{patch}"
                    deps = {}
                    for dep in rng.sample(names[i + 1:], min(len(names) - i - 1, rng.randint(0, 3))):
                        kind = rng.choice(["^{}.{}", "~{}.{}.0", ">={}.{},<{}.0", "*"])
                        dm, dn = rng.randint(0, 1), rng.randint(0, 2)
                        deps[dep] = kind.format(dm, dn, dm + 2)
                    versions[v] = deps
                if rng.random() < 0.3:
                    versions[f"{major}.{minor + 1}.0-rc.1"] = {}
        index[name] = versions
    return index


def resolve(index, requirements):
    parsed = {name: sorted((Version.parse(v) for v in vs), reverse=True) for name, vs in index.items()}
    steps = [0]

    def go(pending, chosen, wants):
        steps[0] += 1
        if not pending:
            return chosen
        name = pending[0]
        cons = wants.get(name, [])
        if name in chosen:
            if all(satisfies(chosen[name], c) for c in cons):
                return go(pending[1:], chosen, wants)
            raise Conflict(name, cons)
        last = None
        for v in parsed[name]:
            if not all(satisfies(v, c) for c in cons):
                continue
            deps = index[name][str(v)]
            new_wants = dict(wants)
            for dep, c in deps.items():
                new_wants[dep] = new_wants.get(dep, []) + [c]
            try:
                return go(pending[1:] + sorted(deps), {**chosen, name: v}, new_wants)
            except Conflict as exc:
                last = exc
        raise last or Conflict(name, cons)

    wants = {name: [c] for name, c in requirements.items()}
    return go(sorted(requirements), {}, wants), steps[0]


def lockfile(solution):
    return "\n".join(f"{name}=={solution[name]}" for name in sorted(solution))


def main(rounds, packages):
    rng = random.Random(99)
    total_steps, solved, failed = 0, 0, 0
    previous = None
    for r in range(rounds):
        index = make_index(rng, packages)
        reqs = {name: rng.choice(["*", "^1.0", "~0.1.0", ">=0.2,<3.0"]) for name in rng.sample(sorted(index), 4)}
        try:
            solution, steps = resolve(index, reqs)
        except Conflict as exc:
            failed += 1
            if failed <= 3:
                print("conflict:", exc)
            continue
        total_steps += steps
        solved += 1
        lock = lockfile(solution)
        if previous is not None and r % 10 == 0:
            old = dict(line.split("==") for line in previous.splitlines())
            new = dict(line.split("==") for line in lock.splitlines())
            ups = sorted(k for k in old.keys() & new.keys() if Version.parse(new[k]) > Version.parse(old[k]))
            print(f"round {r}: {len(new)} pinned, upgrades {ups[:4]}")
        previous = lock
    print(f"solved={solved} failed={failed} steps={total_steps}")
    vs = sorted(Version.parse(s) for s in ["1.0.0", "1.0.0-rc.1", "1.0.0-alpha", "1.0.0-alpha.2", "0.9.9", "1.0.0-beta.11", "1.0.0-beta.2"])
    print(vs)
    for bad in ["1.x", "^^1"]:
        try:
            satisfies(Version(1), bad)
        except ValueError as exc:
            print("error:", exc)


if __name__ == "__main__":
    main(rounds=60, packages=12)  # test: main(rounds=8, packages=8)
