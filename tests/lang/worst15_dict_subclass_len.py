# len() of dict subclasses: Counter, defaultdict, OrderedDict and user subclasses without
# __len__ give the dict's length directly; a subclass whose class (or a base) defines __len__,
# or gains or loses one later, runs it as CPython does.
from collections import Counter, OrderedDict, defaultdict

c = Counter("mississippi")
d = defaultdict(list)
o = OrderedDict(a=1, b=2)
for i in range(5):
    d[i % 3].append(i)
print(len(c), len(d), len(o), len(Counter()), bool(Counter()), bool(c))
c["zz"] += 0
del o["a"]
print(len(c), len(o), [len(x) for x in (c, d, o)])


class Plain(dict):
    pass


class Sized(dict):
    def __len__(self):
        return 42


class SizedChild(Sized):
    pass


p = Plain(x=1, y=2, z=3)
print(len(p), len(Sized(a=1)), len(SizedChild()), bool(SizedChild()))
total = 0
for i in range(1000):
    p[i] = i
    total += len(p)
print(total)
Plain.__len__ = lambda self: -1 + 1
print(len(p), bool(p))
del Plain.__len__
print(len(p))


class Bad(dict):
    def __len__(self):
        return "many"


try:
    len(Bad())
except TypeError as e:
    print("TypeError:", e)


class EmptyList(list):
    def __len__(self):
        return 0


class FullSet(set):
    def __len__(self):
        return 7


print(bool(EmptyList([1, 2])), len(EmptyList([1])), bool(FullSet()), len(FullSet({1})))
print("yes" if Sized() else "no", "yes" if Plain() else "no", [bool(x) for x in (c, d, o)])
