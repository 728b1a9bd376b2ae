# pprint: CPython's line breaking for nested dicts, lists, tuples, sets, strs, bytes and the
# collections types, with width, indent, depth, compact, sort_dicts and underscore_numbers.
import pprint
from collections import Counter, OrderedDict, defaultdict, deque

data = {
    "name": "inventory-service",
    "version": (3, 11, 7),
    "owners": ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi"],
    "limits": {"cpu": 2.5, "memory": 1 << 30, "disk": None, "flags": {True, False}},
    "matrix": [[i * j for j in range(8)] for i in range(6)],
    "empty": {"l": [], "d": {}, "t": (), "s": set(), "fs": frozenset()},
    "single": (1,),
    42: "int key",
}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, width=120, sort_dicts=False)
pprint.pprint(data, indent=4, width=60)
pprint.pprint(data, depth=2)
pprint.pprint(data, depth=1)
pprint.pprint(data["matrix"], compact=True, width=30)
pprint.pprint(list(range(40)), compact=True)
pprint.pprint(list(range(30)))
print(pprint.pformat({"b": 1, "a": 2}), pprint.pformat({"b": 1, "a": 2}, sort_dicts=False))
pprint.pp({"z": [1, 2], "a": list(range(25))})
pprint.pprint({10 ** 12: 123456789}, underscore_numbers=True)
pprint.pprint([10 ** 30] * 4, underscore_numbers=True, width=40)

text = ("The quick brown fox jumps over the lazy dog. " * 4).strip()
pprint.pprint(text)
pprint.pprint({"doc": text, "lines": "first line\nsecond line that is rather long " * 3})
pprint.pprint([text], width=50)
pprint.pprint("x" * 100)
pprint.pprint(b"\x00\x01binary data that goes on and on " * 3)
pprint.pprint({"blob": bytearray(b"abcdefgh" * 12)})

pprint.pprint(set(range(30)))
pprint.pprint(frozenset(range(0, 60, 2)))
pprint.pprint({"tags": {"zeta", "alpha", "mu", "beta", "omega", "gamma", "delta", "kappa", "lambda"}})
pprint.pprint(tuple(range(30)))
pprint.pprint(((("deep",) * 3,) * 3,) * 2, width=30)
mixed = {1: "a", "b": 2, (1, 2): 3, None: 4, 2.5: 5}
pprint.pprint(mixed, width=20)

c = Counter("the rain in spain stays mainly in the plain".split() * 3)
pprint.pprint(c, width=40)
pprint.pprint(OrderedDict((k, k * 11) for k in "abcdefghij"), width=40)
dd = defaultdict(list)
for i in range(12):
    dd["key%d" % (i % 4)].append(i)
pprint.pprint(dd, width=40)
pprint.pprint(deque(range(25)), width=40)
pprint.pprint(deque(range(25), maxlen=30), width=40)
pprint.pprint([Counter(), OrderedDict(), defaultdict(int), deque()])


class Sub(dict):
    pass


class Own(list):
    def __repr__(self):
        return "Own(%d items)" % len(self)


pprint.pprint(Sub((i, "v" * i) for i in range(8)))
pprint.pprint(Own(range(50)))
pprint.pprint([Own(range(3))] * 12, width=30)

loop = [1, 2]
loop.append(loop)
print(pprint.isrecursive(loop), pprint.isreadable(loop), pprint.isreadable([1, "a", (2,)]))
print(pprint.isreadable(object()), pprint.saferepr({"b": [1, 2], "a": (3,)}))
print(pprint.saferepr(loop).startswith("[1, 2, <Recursion on list with id="))
pp = pprint.PrettyPrinter(width=30, indent=2)
print(pp.pformat(data["owners"]))
print(pp.isreadable(data), pp.isrecursive(data))
for bad in (lambda: pprint.PrettyPrinter(indent=-1), lambda: pprint.PrettyPrinter(depth=0),
            lambda: pprint.PrettyPrinter(width=0), lambda: pprint.pformat([1], depth=-2)):
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)
