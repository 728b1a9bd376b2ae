# Counter construction paths (stdlib/np_lib_collections.py Counter.__init__, np_lib_collections.c
# counts_directly's per-class memo): lists, strs, generators, dicts, keywords, None, a subclass
# overriding update, get or __setitem__, and a subclass that gains __setitem__ after counting
# once (the memo must follow the class change).
from collections import Counter

print(Counter([3, 1, 3, 2, 3]), Counter("abracadabra").most_common(2))
print(Counter(x % 3 for x in range(10)), Counter(), Counter(None), Counter(a=2, b=1))
print(Counter({"x": 5, "y": -1}), Counter(["a", "b"], a=10), Counter(Counter("aab")))


class Logged(Counter):
    def update(self, iterable=None, /, **kwds):
        print("update", iterable, sorted(kwds))
        super().update(iterable, **kwds)


print(Logged("aba"), Logged(None), Logged(k=1))


class Doubler(Counter):
    def __setitem__(self, key, value):
        super().__setitem__(key, value * 2)


class Getter(Counter):
    def get(self, key, default=None):
        return super().get(key, default) + 100 if key in self else default


print(Doubler("aab"), Getter("aab"))


class Late(Counter):
    pass


print(Late("xxy"))
Late.__setitem__ = lambda self, k, v: dict.__setitem__(self, k, v + 1000)
print(Late("xxy"))
del Late.__setitem__
print(Late("xxy"))
try:
    Counter(5)
except TypeError as exc:
    print("TypeError", exc)
try:
    Counter([[1]])
except TypeError as exc:
    print("TypeError", exc)
