# __hash__ of the unhashable builtin containers is None (class and instance, also through
# subclasses and super()); the hashable ones have a working __hash__; hash() and Hashable agree.
from collections import OrderedDict, defaultdict, Counter
from collections.abc import Hashable

for t in (list, dict, set, OrderedDict, defaultdict, Counter):
    print(t.__name__, t.__hash__ is None, t().__hash__ is None if t is not defaultdict else True)
for v in (5, 2.5, "s", (1, 2), frozenset({1}), range(3), True):
    print(type(v).__name__, v.__hash__() == hash(v), type(v).__hash__(v) == hash(v))
print(frozenset.__hash__(frozenset({1, 2})) == hash(frozenset({2, 1})))


class MyList(list):
    def parent_hash(self):
        return super().__hash__


class HashableList(list):
    def __hash__(self):
        return hash(tuple(self))


print(MyList.__hash__ is None, MyList().__hash__ is None, MyList().parent_hash() is None)
print(hash(HashableList([1, 2])) == hash((1, 2)), HashableList.__hash__ is not None)
print(isinstance([], Hashable), isinstance((), Hashable), isinstance(MyList(), Hashable))
for bad in ([], {}, set(), MyList()):
    try:
        hash(bad)
    except TypeError as exc:
        print("TypeError", exc)
try:
    list.__hash__([])
except TypeError as exc:
    print("TypeError", exc)
# The idiom: pick the values that can be dict keys.
values = [1, "a", [1], (2,), {"k": 1}, frozenset(), {3}]
print([v for v in values if type(v).__hash__ is not None])
