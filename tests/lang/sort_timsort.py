# list.sort / sorted follow CPython's timsort exactly: the same comparisons in the same order
# (visible through __lt__ side effects and inconsistent orders such as NaN), the partial order
# left by a failing comparison, the list being empty while it is sorted, the specialized
# comparisons for uniform int / float / str / tuple keys, and runs, galloping and reverse.
import random

calls = []


class K:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        calls.append((self.v, other.v))
        return self.v < other.v

    def __repr__(self):
        return "K(%r)" % (self.v,)


rng = random.Random(5)
for n in (0, 1, 2, 3, 10, 63, 64, 65, 200):
    calls.clear()
    data = [K(rng.randrange(20)) for _ in range(n)]
    out = sorted(data)
    print(n, len(calls), hash(tuple(calls)) if n < 0 else sum(a * 31 + b for a, b in calls), [k.v for k in out][:8])

# Presorted, reversed, sawtooth and organ-pipe data: the number of comparisons shows the runs
# and galloping at work.
for name, data in [
    ("sorted", list(range(500))),
    ("reversed", list(range(500, 0, -1))),
    ("saw", [i % 50 for i in range(500)]),
    ("pipe", list(range(250)) + list(range(250, 0, -1))),
    ("few", [i % 3 for i in range(500)]),
    ("runs", sorted(rng.sample(range(1000), 300)) + sorted(rng.sample(range(1000), 300))),
]:
    calls.clear()
    ks = [K(v) for v in data]
    ks.sort()
    print(name, len(calls), [k.v for k in ks[:5]], [k.v for k in ks[-3:]])

# NaN: an inconsistent order; the result depends on the exact algorithm.
nan = float("nan")
fl = [3.0, nan, 1.0, 2.0, nan, 0.5, -1.0, 7.0, nan, 2.5] * 7
print(sorted(fl)[:12])
print(sorted(fl, reverse=True)[:12])
rng2 = random.Random(9)
fl2 = [rng2.random() if rng2.random() < 0.9 else nan for _ in range(300)]
print(sorted(fl2)[::37])

# A failing comparison leaves the list partly sorted, as CPython does.
mixed = [5, 3, 9, 1, "x", 4, 2, 8]
try:
    mixed.sort()
except TypeError as exc:
    print("TypeError", exc)
print(mixed)
mixed2 = list(range(100, 0, -1)) + ["s"] + list(range(50))
try:
    mixed2.sort(reverse=True)
except TypeError as exc:
    print("TypeError", exc)
print(mixed2[:10], mixed2[95:110])

# The list is empty while it is sorted; changing it raises ValueError and loses the change.
seen = []
lst = [3, 1, 2]


def key_len(x):
    seen.append(len(lst))
    return -x


lst.sort(key=key_len)
print(lst, seen)
victim = [4, 2, 3, 1]


def meddle(x):
    victim.append(x)
    return x


try:
    victim.sort(key=meddle)
except ValueError as exc:
    print("ValueError", exc)
print(victim)
victim2 = [K(2), K(1)]


class Bad:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        victim3.append(0)
        return self.v < other.v


victim3 = [Bad(2), Bad(1), Bad(3)]
try:
    victim3.sort()
except ValueError as exc:
    print("ValueError", exc)
print([b.v for b in victim3])

# A key that raises: the list is unchanged; a key on one item is still called.
def boom(x):
    if x == 3:
        raise KeyError(x)
    return x


one = [3]
try:
    one.sort(key=boom)
except KeyError as exc:
    print("KeyError", exc)
orig = [5, 3, 1]
try:
    orig.sort(key=boom)
except KeyError as exc:
    print("KeyError", exc)
print(orig)

# Uniform keys of each specialized kind, and kinds that must fall back.
ints = [rng.randrange(-10**6, 10**6) for _ in range(2000)]
print(sorted(ints) == sorted(ints, key=lambda v: (v,)), sorted(ints)[:3], sorted(ints)[-3:])
bigs = [10**20 - i * 7 for i in range(100)] + [3, -5]
print(sorted(bigs)[:3])
print(sorted([True, 2, False, 1, 0, -1]))
strs = ["b" + str(i % 97) for i in range(1000)] + ["", "\u00e9", "\U0001f600", "a\x00b", "a"]
s1 = sorted(strs)
print(s1[:6], s1[-3:])


class S(str):
    def __lt__(self, other):
        return len(self) < len(other)


print(sorted([S("bbb"), S("a"), S("cc")]))
print(sorted(["bbb", S("a"), "cc"]))
tups = [(i % 5, "n" + str(i % 7), i) for i in range(300)]
print(sorted(tups)[:3], sorted(tups, key=lambda t: (-t[0], t[1]), reverse=True)[:3])
print(sorted([(1, nan), (1, 2.0), (0, nan), (1, 1.0)]))
print(sorted([(1, [2]), (1, [1]), (0, [5])]))
print(sorted([(2,), (1, 2), (1,), ()]))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as exc:
    print("TypeError", exc)

# Stability, with and without reverse.
pairs = [(i % 4, i) for i in range(40)]
print(sorted(pairs, key=lambda p: p[0])[:6])
print(sorted(pairs, key=lambda p: p[0], reverse=True)[:6])
recs = [K(i % 3) for i in range(12)]
print([id(k) == id(recs[i]) for i, k in enumerate(recs)][:1], [k.v for k in sorted(recs, reverse=True)])
big = [rng.randrange(100) for _ in range(5000)]
srt = sorted(big)
print(all(srt[i] <= srt[i + 1] for i in range(len(srt) - 1)), srt[::700])
