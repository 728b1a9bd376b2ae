# `k in d` for user subclasses of dict: Counter, defaultdict and OrderedDict use dict's own
# lookup (no __missing__, no default made), a class defining __contains__ (or setting it to
# None) is asked, and unhashable keys raise as for a dict.
from collections import Counter, OrderedDict, defaultdict


class Plain(dict):
    pass


class Odd(dict):
    def __contains__(self, key):
        return key == "odd"


class NoIn(dict):
    __contains__ = None


class Later(dict):
    pass


c = Counter("hello")
dd = defaultdict(list, a=[1])
od = OrderedDict(x=1)
p = Plain(k=2)
for key in ["l", "z", "a", "x", "k", 1, (1, 2)]:
    print(key, key in c, key in dd, key in od, key in p, key not in c)
print(len(dd), dict(dd), c["z"], "z" in c)
o = Odd(a=1)
print("a" in o, "odd" in o, "a" not in o)
try:
    "a" in NoIn(a=1)
except TypeError as e:
    print("TypeError:", e)
try:
    [] in c
except TypeError as e:
    print("TypeError:", e)
l = Later(q=1)
print("q" in l, "r" in l)
Later.__contains__ = lambda self, key: key == "r"
print("q" in l, "r" in l)
del Later.__contains__
print("q" in l, "r" in l)
