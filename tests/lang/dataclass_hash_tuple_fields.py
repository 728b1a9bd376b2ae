# A frozen dataclass's generated __hash__ with tuple fields (the quick path hashes exact tuples
# of ints, strs, floats, bools and None without building the field tuple): the same values as
# hash() of the field tuple, and user __hash__ inside a tuple still called once per hash.
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Task:
    name: str
    cost: int
    deps: tuple = ()


@dataclass(frozen=True)
class Box:
    key: tuple
    note: str = field(default="", hash=False, compare=False)


class Loud:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        print("hash Loud", self.v)
        return self.v


for t in [Task("a", 1), Task("b", 2, ("a",)), Task("c", 3, ("a", "b"))]:
    print(hash(t) == hash((t.name, t.cost, t.deps)))
for key in [(1, 2, 3), (), (-1, 0, 2**40), (1.5, 0.25, True, False), (2**61, -2**61), ((1, 2), 3)]:
    print(key, hash(Box(key)), hash(Box(key)) == hash((key,)))
print(hash(Box((1, Loud(7)))) == hash(((1, 7),)))
print(hash(Box((None, "s"))) == hash(((None, "s"),)))
d = {Task("x", 1, ("y", "z")): 1}
d[Task("x", 1, ("y", "z"))] += 1
print(d)
for bad in [([1],), ((1, [2]),), (({},),)]:
    try:
        hash(Box(bad))
    except TypeError as e:
        print("TypeError", e)
