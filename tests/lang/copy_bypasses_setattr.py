# copy.copy/deepcopy of an instance set its dict attributes without the class's __setattr__
# (CPython updates the copy's __dict__: a frozen dataclass copies), its slots with setattr.
import copy, dataclasses
@dataclasses.dataclass(frozen=True)
class Pt:
    x: int
    y: list = dataclasses.field(default_factory=list)
p = Pt(1, [1, 2])
q = copy.deepcopy(p); r = copy.copy(p)
print(q, r, q.y is p.y, r.y is p.y, q == p)
class A:
    __slots__ = ("a", "b")
    def __setattr__(s, k, v):
        print("set", k); object.__setattr__(s, k, v)
x = A(); x.a = 1
y = copy.copy(x); print(y.a)
z = copy.deepcopy(x); print(z.a)
class B:
    def __setattr__(s, k, v):
        print("setB", k); object.__setattr__(s, k, v)
b = B(); b.q = [1]
c = copy.copy(b); print(c.q, c.q is b.q)
d = copy.deepcopy(b); print(d.q, d.q is b.q)
class Node:
    def __init__(self, v): self.v = v; self.next = None
n = Node(1); n.next = n
m = copy.deepcopy(n); print(m.next is m, m.v)
class Frozen:
    def __setattr__(self, k, v): raise AttributeError("frozen")
f = Frozen(); object.__setattr__(f, "v", 3)
print(copy.copy(f).v, copy.deepcopy(f).v)
