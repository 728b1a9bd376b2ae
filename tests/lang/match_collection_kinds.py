# Sequence and mapping patterns follow the subject type's collection kind: list, tuple, range,
# deque and classes subclassing or registered with collections.abc.Sequence are sequences;
# dict, its subclasses, and collections.abc.Mapping classes are mappings; str, bytes and a
# class with only __getitem__ are neither.
from collections import deque, OrderedDict, defaultdict, Counter, ChainMap
from collections.abc import Sequence, Mapping, MutableSequence


def seq(x):
    match x:
        case [a, b]:
            return ("two", a, b)
        case [first, *rest]:
            return ("star", first, list(rest))
        case _:
            return "no"


def mapping(x):
    match x:
        case {"a": v, **rest}:
            return ("a", v, sorted(rest.items()))
        case {}:
            return "empty-or-other"
        case _:
            return "no"


class MySeq(Sequence):
    def __init__(self, *items):
        self.items = list(items)

    def __getitem__(self, i):
        return self.items[i]

    def __len__(self):
        return len(self.items)


class Plain:
    def __init__(self, *items):
        self.items = list(items)

    def __getitem__(self, i):
        return self.items[i]

    def __len__(self):
        return len(self.items)


class Registered(Plain):
    pass


Sequence.register(Registered)


class SubRegistered(Registered):
    pass


class MyMap(Mapping):
    def __init__(self, d):
        self.d = d

    def __getitem__(self, k):
        return self.d[k]

    def __iter__(self):
        return iter(self.d)

    def __len__(self):
        return len(self.d)


class RegMap:
    def __init__(self, d):
        self.d = d

    def get(self, k, default=None):
        print("get", k)
        return self.d.get(k, default)

    def __iter__(self):
        return iter(self.d)

    def __len__(self):
        return len(self.d)

    def keys(self):
        return self.d.keys()

    def __getitem__(self, k):
        return self.d[k]


Mapping.register(RegMap)


class MyDict(dict):
    pass


class MyList(list):
    pass


class MyMutSeq(MutableSequence):
    def __init__(self, *items):
        self.items = list(items)

    def __getitem__(self, i):
        return self.items[i]

    def __setitem__(self, i, v):
        self.items[i] = v

    def __delitem__(self, i):
        del self.items[i]

    def __len__(self):
        return len(self.items)

    def insert(self, i, v):
        self.items.insert(i, v)


for v in [deque([1, 2]), deque([1, 2, 3]), deque(), MySeq(1, 2), MySeq(5, 6, 7), Plain(1, 2),
          Registered(1, 2), SubRegistered(3, 4, 5), MyList([1, 2]), MyMutSeq(8, 9), range(2),
          "ab", b"ab", bytearray(b"ab"), (1, 2), [1, 2, 3], {1: 2, 3: 4}, MyMap({"a": 1}),
          42, None]:
    print(type(v).__name__, seq(v))

for v in [{"a": 1, "b": 2}, MyDict(a=3, c=4), MyMap({"a": 5, "z": 6}), MyMap({}),
          RegMap({"a": 7, "q": 8}), RegMap({"b": 1}), OrderedDict(a=1), defaultdict(int, a=2),
          Counter("aab"), ChainMap({"a": 9}, {"y": 1}), deque([1]), [("a", 1)], "a",
          MySeq(1), Plain(1)]:
    print(type(v).__name__, mapping(v))

from collections import namedtuple
Pt = namedtuple("Pt", "x y")
print(seq(Pt(1, 2)), mapping(Pt(1, 2)))
