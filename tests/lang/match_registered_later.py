# Sequence/mapping patterns: array.array, UserDict/UserList, and subclasses made before their
# base was registered with collections.abc Sequence/Mapping.
import collections, array
from collections import UserDict, UserList, UserString
import collections.abc as A
def m(x):
    match x:
        case [a, *rest]:
            return ("seq", a)
        case {"k": v}:
            return ("map", v)
        case _:
            return "other"
print(m(UserDict({"k": 1})), m(UserList([1, 2])), m(UserString("ab")))
print(m(array.array("i", [1, 2])), m(array.array("b")))
class MyUL(UserList): pass
print(m(MyUL([3])))
print(isinstance(UserList(), A.MutableSequence), isinstance(array.array("i"), A.MutableSequence))
class Base:
    def __init__(self, d): self.d = d
    def __len__(self): return len(self.d)
    def __getitem__(self, i): return self.d[i]
class Sub(Base): pass
A.Sequence.register(Base)
print(m(Base([1])), m(Sub([2])))
class Sub2(Base): pass
print(m(Sub2([5])))
class MB:
    def __init__(self, d): self.d = d
    def __getitem__(self, k): return self.d[k]
    def __len__(self): return len(self.d)
    def __iter__(self): return iter(self.d)
    def get(self, k, default=None): return self.d.get(k, default)
class MS(MB): pass
A.Mapping.register(MB)
print(m(MS({"k": 9})), m(MB({"k": 8})))
class Deep(MS): pass
print(m(Deep({"k": 7})))
