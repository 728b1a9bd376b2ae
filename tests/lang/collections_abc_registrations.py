# isinstance/issubclass of builtin, collections and array types (and user classes) against every
# collections.abc class, as CPython's registrations and structural hooks decide.
import collections, collections.abc as A
from collections import deque, OrderedDict, Counter, defaultdict, ChainMap
objs = [("list", []), ("tuple", ()), ("str", ""), ("dict", {}), ("set", set()), ("frozenset", frozenset()),
        ("range", range(1)), ("keys", {}.keys()), ("values", {}.values()), ("items", {}.items()),
        ("deque", deque()), ("bytes", b""), ("bytearray", bytearray()), ("memoryview?", None),
        ("OrderedDict", OrderedDict()), ("Counter", Counter()), ("defaultdict", defaultdict()), ("ChainMap", ChainMap()),
        ("int", 1), ("float", 1.0), ("complex", 1j), ("bool", True), ("NoneType", None),
        ("iter", iter([])), ("gen", (x for x in [])), ("dict_keyiter", iter({})), ("zip", zip()), ("map", map(str, [])),
        ("enumerate", enumerate([])), ("reversed", reversed([])), ("func", len), ("lambda", lambda: 0), ("type", int)]
names = ["Hashable", "Iterable", "Iterator", "Generator", "Reversible", "Sized", "Container", "Callable", "Collection", "Sequence", "MutableSequence", "Set", "MutableSet", "Mapping", "MutableMapping", "MappingView", "KeysView", "ItemsView", "ValuesView", "ByteString"]
names = [n for n in names if hasattr(A, n)]
for n, o in objs:
    if n == "memoryview?": continue
    row = [c for c in names if isinstance(o, getattr(A, c))]
    print(n, row)
    row2 = [c for c in names if issubclass(type(o), getattr(A, c))]
    if row2 != row: print("  issub differs", row2)
class U: pass
class V:
    def __call__(self): pass
class W(V): pass
class E:
    def __eq__(self, o): return True
class EH(E):
    def __hash__(self): return 1
class L(list):
    def __hash__(self): return 2
for c in (U, V, W, E, EH, L):
    print(c.__name__, [n for n in names if issubclass(c, getattr(A, n))], [n for n in names if isinstance(c(), getattr(A, n))])
print(isinstance(([],), A.Hashable), issubclass(type([].append), A.Callable))
import array
class MyDeque(collections.deque): pass
for o in (array.array("i"), MyDeque(), collections.ChainMap()):
    print(type(o).__name__, [n for n in names if isinstance(o, getattr(A, n))], [n for n in names if issubclass(type(o), getattr(A, n))])
print(repr(A.KeysView({"a": 1})), list(A.ItemsView({"a": 1})), 1 in A.ValuesView({"a": 1}), len(A.KeysView({"a": 1, "b": 2})))
print(issubclass(A.KeysView, A.Set), issubclass(A.ValuesView, A.Collection), issubclass(A.ByteString, A.Sequence))
