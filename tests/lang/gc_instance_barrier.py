# Stores of new objects into instances that survived collections (old ones). Instances are
# audited by the collector (np_gc.c NP_AUDITED_KINDS): every store into a shaped instance's value
# array, its attribute dict (embedded in the instance or not) or its dict field must pass the
# write barrier, or a minor collection frees the new object while the old instance still holds
# it. The GC-stress build collects at every safe point and its verifier names any holder whose
# store skipped the barrier; the sizes are small so that build runs this in seconds.
import copy
import io
import types
from collections import deque
from dataclasses import dataclass
from datetime import date
from decimal import Decimal


def churn(n=20):
    junk = None
    for i in range(n):
        junk = [i, str(i)]
    return junk


class P:
    # A class of __main__: its instances are shaped (attributes in a value array).
    def __init__(self, a):
        self.a = a


class Slots:
    __slots__ = ("x", "y")


class Guarded:
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value)


class Prop:
    def __init__(self):
        self._v = None

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, value):
        self._v = value


class NS(types.SimpleNamespace):
    # A class whose base comes from another module: its instances keep an embedded dict.
    pass


Plain = type("Plain", (), {})


class MyDec(Decimal):
    # A subclass of Decimal: its instances keep their fields packed, and get a dict later.
    pass


@dataclass
class DC:
    a: object
    b: object = None


class D2(date):
    pass


ps = [P(str(i)) for i in range(6)]
slots = Slots()
slots.x = "x"
guarded = Guarded()
prop = Prop()
ns = NS(a="a")
plain = Plain()
plain.a = "a"
dc = DC("a")
dq = deque(["d"])
sio = io.StringIO()
viewed = P("v")
vars(viewed)  # its attributes move to a dict of their own
out_of_order = P("o")
dec = MyDec("1.5")
churn()
churn()
for r in range(4):
    for p in ps:
        p.a = "a%d" % r  # SETATTRSLOT over an existing value
        p.b = ["b", r]  # a new name: appended to an old instance's value array
    setattr(ps[0], "c%d" % r, "c%d" % r)  # the generic store
    setattr(out_of_order, "z%d" % r, "z%d" % r)
    slots.y = "y%d" % r
    guarded.g = "g%d" % r
    prop.v = "v%d" % r
    ns.b = "b%d" % r
    setattr(ns, "n%d" % r, ["n", r])
    plain.b = "pb%d" % r
    dc.b = "dcb%d" % r
    dq.append("dq%d" % r)
    dq.appendleft("dl%d" % r)
    sio.write("s%d" % r)
    viewed.w = "w%d" % r
    dec.note = "dec%d" % r if r else None
    churn()
    churn()
print([p.a for p in ps], [p.b for p in ps][:2], ps[0].c3, out_of_order.z3)
print(slots.x, slots.y, guarded.g, prop.v, ns.b, ns.n3, plain.b, dc)
print(list(dq), sio.getvalue(), viewed.w, sorted(vars(viewed)), dec.note)

# Construction helpers and copies filling instances that may be old by then.
d2 = D2(2024, 5, 17)
churn()
print(d2, d2.year)
c1 = copy.copy(ps[1])
c2 = copy.deepcopy(ps[2])
churn()
c1.a = "copied%d" % 1
c2.b.append("deep")
churn()
print(c1.a, c1.b, c2.a, c2.b, ps[2].b)

# Many attributes: a shaped instance whose value array fills up takes a dict.
big = P("big")
churn()
for i in range(70):
    setattr(big, "f%d" % i, "v%d" % i)
    if i % 10 == 0:
        churn()
print(big.a, big.f0, big.f69, len(vars(big)))

# Stores from a method called on instances that grew old in a list.
class Node:
    def __init__(self, v):
        self.v = v
        self.next = None

    def link(self, other):
        self.next = other


nodes = [Node(i) for i in range(10)]
churn()
for i in range(9):
    nodes[i].link(Node(str(i)))
    churn()
print([n.next.v for n in nodes[:9]], nodes[9].next)

# Objects of user subclasses of builtin layouts are audited too: their own stores pass the
# barrier on the object, and so does their attribute dict's first store.
from collections import defaultdict, namedtuple, Counter, OrderedDict


class L(list):
    pass


class Dct(dict):
    pass


class St(set):
    pass


class S(str):
    pass


class T(tuple):
    pass


Pt = namedtuple("Pt", "x y")
sub_l = L([1])
sub_d = Dct(a=1)
sub_s = St([1])
sub_str = S("s")
sub_t = T((1, 2))
pt = Pt(1, [2])
dd = defaultdict(list)
cnt = Counter("ab")
od = OrderedDict(a=1)
churn()
churn()
for r in range(3):
    sub_l.append("l%d" % r)
    sub_l.tag = "lt%d" % r
    sub_d["k%d" % r] = "d%d" % r
    sub_d.tag = "dt%d" % r
    sub_s.add("s%d" % r)
    sub_str.tag = "st%d" % r
    sub_t.tag = "tt%d" % r
    pt.y.append("p%d" % r)
    dd["x%d" % r].append("dd%d" % r)
    cnt["c%d" % r] += 1
    od["o%d" % r] = "ov%d" % r
    od.move_to_end("a")
    churn()
    churn()
print(sub_l, sub_l.tag, sub_d, sub_d.tag, sorted(sub_s, key=str), sub_str.tag, sub_t.tag, pt)
print(dd.default_factory, dict(dd), sorted(cnt.items()), list(od.items()))
