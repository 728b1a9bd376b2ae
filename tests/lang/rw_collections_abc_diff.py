# collections.abc mixin methods, differential: a Sequence and a MutableSequence built on
# __getitem__/__len__ (iteration, reversed, index, count, contains, append/extend/pop/remove/
# reverse), a MutableMapping (get, contains, pop, setdefault, update, clear, ==), and errors.
from collections.abc import Mapping, MutableMapping, MutableSequence, Sequence


class Seq(Sequence):
    def __init__(self, items):
        self._items = list(items)

    def __getitem__(self, i):
        return self._items[i]

    def __len__(self):
        return len(self._items)


class MSeq(MutableSequence):
    def __init__(self, items):
        self._items = list(items)

    def __getitem__(self, i):
        return self._items[i]

    def __setitem__(self, i, v):
        self._items[i] = v

    def __delitem__(self, i):
        del self._items[i]

    def __len__(self):
        return len(self._items)

    def insert(self, i, v):
        self._items.insert(i, v)


s = Seq([3, 1, 3, 2, 3])
print(list(s), list(reversed(s)), s.index(2), s.count(3), 2 in s, 9 in s, s.index(3, 1))
print(list(Seq([])), list(reversed(Seq([]))), Seq([]).count(1))
try:
    s.index(9)
except ValueError as e:
    print("ValueError", repr(e))
m = MSeq("abc")
m.append("d")
m.extend("ef")
print(m.pop(), m.pop(0), list(m))
m.remove("c")
m.reverse()
print(list(m), len(m))
try:
    m.remove("zz")
except ValueError:
    print("remove missing: ValueError")


class Map(MutableMapping):
    def __init__(self):
        self._d = {}

    def __getitem__(self, k):
        return self._d[k]

    def __setitem__(self, k, v):
        self._d[k] = v

    def __delitem__(self, k):
        del self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)


mp = Map()
mp.update({"a": 1}, b=2)
mp.update([("c", 3)])
print(mp.get("a"), mp.get("z", 0), "b" in mp, "z" in mp, mp.setdefault("d", 4), mp.setdefault("a", 9))
print(mp.pop("d"), mp.pop("z", None), len(mp), sorted(mp), mp == {"a": 1, "b": 2, "c": 3}, mp == 5)
try:
    mp.pop("z")
except KeyError as e:
    print("KeyError", e)
mp.clear()
print(len(mp), isinstance(mp, Mapping), mp == {})
