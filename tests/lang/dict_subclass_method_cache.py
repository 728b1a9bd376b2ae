# Method calls on dict subclasses (collections' dict-layout classes and user subclasses of
# dict) through LOADMETHOD's cache and CALLMETHOD's in-place native call: the class's method
# is found at each call, a later class change is seen, and a receiver of the wrong type is
# still refused.
from collections import Counter, defaultdict, OrderedDict


def calls(obj, key, n):
    out = []
    for _ in range(n):
        out.append(obj.get(key, -1))
    return out


c = Counter("abracadabra")
dd = defaultdict(list, {"a": [1]})
od = OrderedDict([("a", 1), ("b", 2)])
for obj in (c, dd, od, {"a": 5}):
    print(type(obj).__name__, calls(obj, "a", 3), calls(obj, "zz", 2))
    print(sorted(obj.keys()), len(list(obj.items())), obj.setdefault("q", 7), obj.pop("q"))


class D(dict):
    pass


class E(D):
    def get(self, key, default=None):
        return ("E.get", key)


d = D(a=1)
e = E(a=1)
for obj in (d, e, d, e):
    print(type(obj).__name__, calls(obj, "a", 2))

print(calls(d, "a", 2))
D.get = lambda self, key, default=None: ("patched", key)
print(calls(d, "a", 2))
del D.get
print(calls(d, "a", 2))

# The same call site sees a dict subclass, then a list: the receiver test still applies.
getters = [dict.get, dict.get]
for recv in (c, d, [1, 2]):
    try:
        print(getters[0](recv, "a"))
    except TypeError as ex:
        print("TypeError", ex)
most = Counter("mississippi")
for _ in range(3):
    print(most.most_common(2), most.total(), most["s"], most.get("p"))
