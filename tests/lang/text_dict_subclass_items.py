# Item reads and stores on dict subclasses (Counter, defaultdict, script classes) through the
# GETITEM/SETITEM sites' dict-item cache: overrides added, removed and inherited later, missing
# keys, polymorphic sites and errors must all behave as in CPython.
from collections import Counter, defaultdict, OrderedDict


def bump(d, keys):
    for k in keys:
        d[k] += 1
    return d


def read_all(d, keys):
    out = []
    for k in keys:
        try:
            out.append(d[k])
        except KeyError as e:
            out.append(("KeyError", e.args))
    return out


class Plain(dict):
    pass


class Loud(dict):
    def __getitem__(self, k):
        return dict.get(self, k, -1) * 100

    def __setitem__(self, k, v):
        dict.update(self, {k: v * 10})


class Missing(dict):
    def __missing__(self, k):
        if k == "boom":
            raise ValueError("no " + k)
        return len(k)


keys = ["a", "b", "a", "c", "a", "b"]
print(sorted(bump(Counter(), keys).items()))
print(sorted(bump(defaultdict(int), keys).items()))
print(sorted(bump(Missing(), keys).items()))
print(sorted(bump({"a": 0, "b": 0, "c": 0}, keys).items()))
print(sorted(bump(Loud({"a": 0, "b": 0, "c": 0}), ["a"]).items()))

# One site sees several dict types (polymorphic), including ones with overrides.
things = [Counter(a=1), defaultdict(list), Plain(a=5), Loud(a=2), Missing(), {"a": 9},
          OrderedDict(a=3)]
for t in things * 2:
    print(type(t).__name__, read_all(t, ["a", "zz"]))

# Subclasses of a cached class that override the item methods (Nearly classes cannot be
# patched after creation, so a subclass is the way to change the answer for one site).
class SubPlain(Plain):
    def __getitem__(self, k):
        return ("sub", k)


class SubCounter(Counter):
    def __missing__(self, k):
        return 100


for t in [Plain(a=1), SubPlain(a=1), Plain(b=2), SubCounter(), Counter()] * 2:
    try:
        bump(t, ["b"])
    except (KeyError, TypeError) as e:
        print(type(e).__name__, e)
    print(type(t).__name__, read_all(t, ["a", "b"]), sorted(t.items()))

# Errors from __missing__ propagate; defaultdict without a factory raises KeyError.
m = Missing()
try:
    m["boom"] += 1
except ValueError as e:
    print("ValueError", e)
dd = defaultdict(None)
try:
    dd["k"] += 1
except KeyError as e:
    print("KeyError", e)
print(dd)

# Unhashable keys raise TypeError on every kind.
for t in [Counter(), defaultdict(int), Plain()]:
    try:
        t[[1]] += 1
    except TypeError as e:
        print(type(t).__name__, "TypeError", e)

# Counter counts past the int64 range and with float and bool values.
c = Counter()
c["big"] = 2 ** 63 - 1
c["big"] += 1
c["f"] += 0.5
c[True] += 1
c[1] += 1
print(c)

# defaultdict(list) grows lists through GETITEM, and a subclass of Counter with __setitem__.
groups = defaultdict(list)
for w in "one two three four five six".split():
    groups[len(w)].append(w)
print(dict(groups))


class Capped(Counter):
    def __setitem__(self, k, v):
        dict.update(self, {k: min(v, 2)})


cc = Capped()
bump(cc, keys)
print(sorted(cc.items()))
