# defaultdict construction with and without the quick path: every factory kind, extra
# positional and keyword arguments, errors, and the default_factory attribute afterwards.
from collections import defaultdict, Counter


class Maker:
    def __call__(self):
        return "made"

    def method(self):
        return "bound"


def build():
    return []


m = Maker()
for factory in (int, list, set, dict, str, tuple, Counter, build, lambda: 7, m.method, m, None,
                defaultdict, float):
    d = defaultdict(factory) if factory is not None else defaultdict()
    try:
        v = d["k"]
    except KeyError as e:
        v = "KeyError %r" % e.args
    print(type(d).__name__, d.default_factory is factory, repr(v)[:40], len(d))

print(defaultdict(None).default_factory, defaultdict().default_factory)
d = defaultdict(int, {"a": 1}, b=2)
d["c"] += 1
print(sorted(d.items()), d.default_factory)
d = defaultdict(list, [("x", [1])])
d["y"].append(2)
print(sorted(d.items()))
d = defaultdict(int, a=5)
print(dict(d), d["zz"])
for bad in (5, "int", [int], 3.5):
    try:
        defaultdict(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    defaultdict(int, 1, 2)
except TypeError as e:
    print("TypeError", e)
d = defaultdict(int)
d.default_factory = list
d["q"].append(1)
print(d, d.copy(), d.copy().default_factory)
many = [defaultdict(int) for _ in range(2000)]
for i, dd in enumerate(many):
    dd[i % 7] += i
print(sum(sum(dd.values()) for dd in many), sum(len(dd) for dd in many))
nested = defaultdict(lambda: defaultdict(int))
for w in "the cat sat on the mat".split():
    nested[w[0]][w] += 1
print({k: dict(v) for k, v in sorted(nested.items())})
print(isinstance(defaultdict(int), dict), defaultdict(int) == {}, repr(defaultdict(set)))
