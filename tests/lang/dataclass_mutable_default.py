# Field defaults CPython refuses ("use default_factory"): any default whose class has
# __hash__ None (list, dict, set, bytearray, eq classes without __hash__, plain dataclasses),
# plain or through field(default=); frozensets, frozen dataclasses and InitVars are fine.
from dataclasses import dataclass, field


@dataclass
class Page:
    path: str
    ids: frozenset = frozenset()
    more: frozenset = frozenset({"a", "b"})
    tags: tuple = ()


p = Page("/x")
q = Page("/y", frozenset({"z"}))
print(p.path, p.ids, sorted(p.more), p.tags, q.ids, p.ids is Page.ids, p == Page("/x"))


class FS(frozenset):
    pass


class S(set):
    pass


@dataclass
class Sub:
    a: FS = FS({1})


print(Sub(), Sub().a == {1})
for default in (set(), {1}, [], {}, S()):
    try:
        @dataclass
        class Bad:
            x: object = default
        print("accepted", type(default).__name__)
    except ValueError as e:
        print("ValueError:", e)


@dataclass
class WithFactory:
    s: set = field(default_factory=set)
    f: frozenset = field(default=frozenset((1, 2)))


print(WithFactory(), WithFactory().s is not WithFactory().s)
try:
    @dataclass
    class A:
        x: list = field(default=[])
    print("ok", A())
except ValueError as e:
    print(e)
class U:
    __hash__ = None
try:
    @dataclass
    class B:
        x: U = U()
    print("ok B")
except ValueError as e:
    print(e)
@dataclass
class P:
    x: int = 0
@dataclass(frozen=True)
class F:
    x: int = 0
@dataclass(eq=False)
class N:
    x: int = 0
class E:
    def __eq__(self, o): return True
class H(E):
    def __hash__(self): return 1
class L(list):
    pass
class L2(list):
    def __hash__(self): return 2
for d in (P(), F(), N(), E(), H(), L(), L2(), bytearray(), b"", 1.5, None, range(3)):
    try:
        @dataclass
        class C:
            x: object = d
        print("ok", type(d).__name__)
    except ValueError as e:
        print(e)
from dataclasses import InitVar
@dataclass
class IV:
    a: InitVar[list] = []
    def __post_init__(self, a):
        self.n = len(a)
print(IV().n, IV([1]).n)
try:
    @dataclass
    class G:
        y: int = 0
        x: dict = field(default={}, repr=False)
except ValueError as e:
    print(e)
@dataclass
class G2:
    x: tuple = field(default=(1,))
    y: frozenset = field(default=frozenset())
print(G2())
