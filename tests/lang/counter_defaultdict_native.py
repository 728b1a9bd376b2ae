# Counter counting (the native _count_elements) and defaultdict.__missing__ (native): every
# kind of existing count, overflow to big ints, errors midway, subclasses overriding get /
# __setitem__ (their methods must be used), factories that fail or mutate the dict.
from collections import Counter, defaultdict

words = "the cat and the hat and the bat".split()
c = Counter(words)
print(c, c.most_common(2), c.total())
c.update(words)
c.update("abca")
c.update(x=3, the=1)
print(sorted(c.items()))

c = Counter()
c["f"] = 1.5
c["b"] = True
c["big"] = 2 ** 63 - 1
c["huge"] = 10 ** 30
c["neg"] = -2
c.update(["f", "b", "big", "huge", "neg", "new", "big"])
print(sorted(c.items(), key=repr))


class Weird:
    def __init__(self, n):
        self.n = n

    def __add__(self, other):
        return Weird(self.n + other * 10)

    def __repr__(self):
        return f"W{self.n}"


c = Counter()
c["w"] = Weird(1)
c.update("ww")
print(c["w"])

try:
    Counter([1, [2], 3])
except TypeError as e:
    print("TypeError", e)
c = Counter()
try:
    c.update([1, 2, {}, 1])
except TypeError as e:
    print("TypeError", e, sorted(c.items()))


def gen():
    yield "a"
    yield "b"
    raise ValueError("midway")


c = Counter()
try:
    c.update(gen())
except ValueError as e:
    print("ValueError", e, sorted(c.items()))

c = Counter()
def mutating():
    for i in range(5):
        c["seen"] = c.get("seen", 0) + 10
        yield i % 2
c.update(mutating())
print(sorted(c.items(), key=repr))
try:
    Counter(5)
except TypeError as e:
    print("TypeError", e)


class LoggedCounter(Counter):
    def __setitem__(self, k, v):
        print("set", k, v)
        dict.update(self, {k: v})


lc = LoggedCounter("aba")
print(lc)


class GetCounter(Counter):
    def get(self, k, default=None):
        return 100


print(sorted(GetCounter("xyx").items()))


class Plain(Counter):
    pass


print(Plain("mississippi").most_common(3), type(Plain("a")).__name__)
print(Counter(k for k in range(5) if k % 2), Counter(iter("zz")), Counter(range(3)))
print(Counter({"a": 2}) + Counter("ab"), Counter(a=2, b=-1))

dd = defaultdict(list)
for i, w in enumerate(words):
    dd[w].append(i)
print(dd)
di = defaultdict(int)
for w in words:
    di[w] += 1
print(sorted(di.items()), di.default_factory)
dn = defaultdict()
try:
    dn["x"]
except KeyError as e:
    print("KeyError", e)
dn2 = defaultdict(None, {"a": 1})
print(dn2["a"], "b" in dn2)
try:
    dn2[("t", 1)]
except KeyError as e:
    print("KeyError", e)
print(di.__missing__("direct"), di["direct"])
try:
    di.__missing__()
except TypeError:
    print("TypeError")


def bad_factory():
    raise RuntimeError("no default")


db = defaultdict(bad_factory)
try:
    db["k"]
except RuntimeError as e:
    print("RuntimeError", e, dict(db))
dm = defaultdict(lambda: len(dm))
print(dm["a"], dm["b"], dm["a"], dict(dm))


class LoggedDD(defaultdict):
    def __setitem__(self, k, v):
        print("dd set", k, v)
        dict.update(self, {k: v})


ld = LoggedDD(set)
ld["q"].add(1)
ld["q"].add(2)
print(ld, ld.default_factory)
nested = defaultdict(lambda: defaultdict(int))
nested["a"]["b"] += 2
nested["a"]["c"] += 1
print({k: dict(v) for k, v in nested.items()})
try:
    defaultdict(3)
except TypeError as e:
    print("TypeError", e)
