# Attribute sites that the interpreter quickens in place (GETATTRSLOT, LOADMETHODFN,
# SETATTRSLOT) after their first fill, then sees something else: another class, an instance
# that lost its shape, a missing attribute, a class changed under it. Each site is one line run
# in a loop, so it is quickened before the change and must turn back to the generic path.


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        return self.x * self.x + self.y * self.y


class Q:
    def __init__(self, x):
        self.x = x
        self.y = -x

    def norm(self):
        return -1


def read_x(objs):
    out = []
    for o in objs:
        out.append(o.x)
    return out


def call_norm(objs):
    out = []
    for o in objs:
        out.append(o.norm())
    return out


def store_x(objs, v):
    for o in objs:
        o.x = v


ps = [P(i, i + 1) for i in range(5)]
print(read_x(ps), call_norm(ps))
store_x(ps, 7)
print(read_x(ps), call_norm(ps))

# Another class at the same sites.
mixed = ps[:2] + [Q(3)] + ps[2:]
print(read_x(mixed), call_norm(mixed))
store_x(mixed, 8)
print(read_x(mixed), [o.y for o in mixed])

# An instance that gets a dict (vars()) and one that lost an attribute (del).
a, b = P(1, 2), P(3, 4)
print(read_x([a, b]))
print(vars(a))
setattr(a, 'z', 5)
print(read_x([a, b]), call_norm([a, b]))
store_x([a, b], 9)
print(read_x([a, b]), vars(a))
del b.x
try:
    read_x([a, b])
except AttributeError as e:
    print('AttributeError', e)
store_x([b], 10)
print(read_x([a, b]), vars(b))


# An instance with fewer attributes than the slot read.
class R:
    def __init__(self, full):
        self.a = 1
        if full:
            self.b = 2


def read_b(objs):
    return [o.b for o in objs]


print(read_b([R(True), R(True)]))
try:
    read_b([R(True), R(False)])
except AttributeError as e:
    print('AttributeError', e)


def store_b(objs):
    for i, o in enumerate(objs):
        o.b = i


rs = [R(True), R(True), R(False), R(True)]
store_b(rs)
print([(o.a, o.b) for o in rs])

# The class changes under quickened sites (each site has seen one class only): a property, a
# class attribute, a method replaced, an instance attribute shadowing a method, a method deleted.
class V:
    def __init__(self, x):
        self.x = x
        self.y = 2

    def norm(self):
        return self.y * 3


def v_read(objs):
    return [o.x for o in objs]


def v_call(objs):
    return [o.norm() for o in objs]


def v_store(objs, v):
    for o in objs:
        o.x = v


vs = [V(i) for i in range(3)]
for _ in range(3):
    print(v_read(vs), v_call(vs))
    v_store(vs, 4)
V.x = property(lambda self: 'prop')
print(v_read(vs), v_call(vs))
try:
    v_store(vs, 1)
except AttributeError as e:
    print('AttributeError', e)
del V.x
print(v_read(vs))
v_store(vs, 5)
print(v_read(vs))
V.x = 'class value'
w = V(0)
del w.x
print(v_read(vs), v_read([w]))
v_store(vs, 6)
print(v_read(vs))
del V.x
V.norm = lambda self: 'new norm'
print(v_call(vs))
vs[1].norm = lambda: 'own norm'
print(v_call(vs))
del V.norm
try:
    v_call(vs)
except AttributeError as e:
    print('AttributeError', e)


# A store site whose class later defines __setattr__ through a subclass, and a setter.
class S:
    def __init__(self):
        self.v = 0


class T(S):
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 10)


def bump(objs):
    for o in objs:
        o.v = o.v + 1


ss = [S(), S()]
bump(ss)
bump(ss)
ts = [T(), T()]
bump(ss + ts)
print([o.v for o in ss + ts])


class U:
    def __init__(self):
        self._w = 0
        self.w2 = 0

    @property
    def w(self):
        return self._w

    @w.setter
    def w(self, value):
        self._w = value + 100


def set_w(objs, v):
    for o in objs:
        o.w = v


us = [U(), U()]
set_w(us, 1)
set_w(us, 2)
print([o.w for o in us], [o._w for o in us])


# Many classes at one site (polymorphic), then back to one.
def make(n):
    class K:
        def __init__(self):
            self.x = n

        def get(self):
            return self.x * 2
    return K()


ks = [make(i) for i in range(12)]
for _ in range(3):
    print(read_x(ks), [k.get() for k in ks])
print(read_x(ks[:1] * 4))

# A site in a function with more than 254 constants (its name in an EXTRA word).
def big(o):
    t = []
    t.append('c0'); t.append('c1'); t.append('c2'); t.append('c3'); t.append('c4'); t.append('c5'); t.append('c6'); t.append('c7'); t.append('c8'); t.append('c9')
    t.append('c10'); t.append('c11'); t.append('c12'); t.append('c13'); t.append('c14'); t.append('c15'); t.append('c16'); t.append('c17'); t.append('c18'); t.append('c19')
    t.append('c20'); t.append('c21'); t.append('c22'); t.append('c23'); t.append('c24'); t.append('c25'); t.append('c26'); t.append('c27'); t.append('c28'); t.append('c29')
    t.append('c30'); t.append('c31'); t.append('c32'); t.append('c33'); t.append('c34'); t.append('c35'); t.append('c36'); t.append('c37'); t.append('c38'); t.append('c39')
    t.append('c40'); t.append('c41'); t.append('c42'); t.append('c43'); t.append('c44'); t.append('c45'); t.append('c46'); t.append('c47'); t.append('c48'); t.append('c49')
    t.append('c50'); t.append('c51'); t.append('c52'); t.append('c53'); t.append('c54'); t.append('c55'); t.append('c56'); t.append('c57'); t.append('c58'); t.append('c59')
    t.append('c60'); t.append('c61'); t.append('c62'); t.append('c63'); t.append('c64'); t.append('c65'); t.append('c66'); t.append('c67'); t.append('c68'); t.append('c69')
    t.append('c70'); t.append('c71'); t.append('c72'); t.append('c73'); t.append('c74'); t.append('c75'); t.append('c76'); t.append('c77'); t.append('c78'); t.append('c79')
    t.append('c80'); t.append('c81'); t.append('c82'); t.append('c83'); t.append('c84'); t.append('c85'); t.append('c86'); t.append('c87'); t.append('c88'); t.append('c89')
    t.append('c90'); t.append('c91'); t.append('c92'); t.append('c93'); t.append('c94'); t.append('c95'); t.append('c96'); t.append('c97'); t.append('c98'); t.append('c99')
    t.append('c100'); t.append('c101'); t.append('c102'); t.append('c103'); t.append('c104'); t.append('c105'); t.append('c106'); t.append('c107'); t.append('c108'); t.append('c109')
    t.append('c110'); t.append('c111'); t.append('c112'); t.append('c113'); t.append('c114'); t.append('c115'); t.append('c116'); t.append('c117'); t.append('c118'); t.append('c119')
    t.append('c120'); t.append('c121'); t.append('c122'); t.append('c123'); t.append('c124'); t.append('c125'); t.append('c126'); t.append('c127'); t.append('c128'); t.append('c129')
    t.append('c130'); t.append('c131'); t.append('c132'); t.append('c133'); t.append('c134'); t.append('c135'); t.append('c136'); t.append('c137'); t.append('c138'); t.append('c139')
    t.append('c140'); t.append('c141'); t.append('c142'); t.append('c143'); t.append('c144'); t.append('c145'); t.append('c146'); t.append('c147'); t.append('c148'); t.append('c149')
    t.append('c150'); t.append('c151'); t.append('c152'); t.append('c153'); t.append('c154'); t.append('c155'); t.append('c156'); t.append('c157'); t.append('c158'); t.append('c159')
    t.append('c160'); t.append('c161'); t.append('c162'); t.append('c163'); t.append('c164'); t.append('c165'); t.append('c166'); t.append('c167'); t.append('c168'); t.append('c169')
    t.append('c170'); t.append('c171'); t.append('c172'); t.append('c173'); t.append('c174'); t.append('c175'); t.append('c176'); t.append('c177'); t.append('c178'); t.append('c179')
    t.append('c180'); t.append('c181'); t.append('c182'); t.append('c183'); t.append('c184'); t.append('c185'); t.append('c186'); t.append('c187'); t.append('c188'); t.append('c189')
    t.append('c190'); t.append('c191'); t.append('c192'); t.append('c193'); t.append('c194'); t.append('c195'); t.append('c196'); t.append('c197'); t.append('c198'); t.append('c199')
    t.append('c200'); t.append('c201'); t.append('c202'); t.append('c203'); t.append('c204'); t.append('c205'); t.append('c206'); t.append('c207'); t.append('c208'); t.append('c209')
    t.append('c210'); t.append('c211'); t.append('c212'); t.append('c213'); t.append('c214'); t.append('c215'); t.append('c216'); t.append('c217'); t.append('c218'); t.append('c219')
    t.append('c220'); t.append('c221'); t.append('c222'); t.append('c223'); t.append('c224'); t.append('c225'); t.append('c226'); t.append('c227'); t.append('c228'); t.append('c229')
    t.append('c230'); t.append('c231'); t.append('c232'); t.append('c233'); t.append('c234'); t.append('c235'); t.append('c236'); t.append('c237'); t.append('c238'); t.append('c239')
    t.append('c240'); t.append('c241'); t.append('c242'); t.append('c243'); t.append('c244'); t.append('c245'); t.append('c246'); t.append('c247'); t.append('c248'); t.append('c249')
    t.append('c250'); t.append('c251'); t.append('c252'); t.append('c253'); t.append('c254'); t.append('c255'); t.append('c256'); t.append('c257'); t.append('c258'); t.append('c259')
    t.append('c260'); t.append('c261'); t.append('c262'); t.append('c263'); t.append('c264'); t.append('c265'); t.append('c266'); t.append('c267'); t.append('c268'); t.append('c269')
    t.append('c270'); t.append('c271'); t.append('c272'); t.append('c273'); t.append('c274'); t.append('c275'); t.append('c276'); t.append('c277'); t.append('c278'); t.append('c279')
    t.append('c280'); t.append('c281'); t.append('c282'); t.append('c283'); t.append('c284'); t.append('c285'); t.append('c286'); t.append('c287'); t.append('c288'); t.append('c289')
    t.append('c290'); t.append('c291'); t.append('c292'); t.append('c293'); t.append('c294'); t.append('c295'); t.append('c296'); t.append('c297'); t.append('c298'); t.append('c299')
    return o.x, o.norm(), len(t)


P.norm = lambda self: self.x + self.y
for _ in range(3):
    for o in [P(1, 2), P(3, 4), Q(5)]:
        print(big(o))


# A polymorphic site (three classes) whose instances then change: one gets a dict, one shadows
# a method, one class gains a property and loses a method.
class A1:
    def __init__(self):
        self.v = 'a1'

    def who(self):
        return 'A1'


class A2:
    def __init__(self):
        self.w = 0
        self.v = 'a2'

    def who(self):
        return 'A2'


class A3(A1):
    def who(self):
        return 'A3'


def poly_read(objs):
    return [o.v for o in objs]


def poly_call(objs):
    return [o.who() for o in objs]


objs = [A1(), A2(), A3(), [1], A1()]
for _ in range(3):
    print(poly_read(objs[:3] + objs[4:]), [type(o).__name__ for o in objs])
    print(poly_call(objs[:3]), [o.pop() if isinstance(o, list) else o.who() for o in objs[3:]])
    objs[3].append(1)
print(vars(objs[0]))
print(poly_read(objs[:3]), poly_call(objs[:3]))
objs[1].who = lambda: 'own'
print(poly_read(objs[:3]), poly_call(objs[:3]))
A3.v = property(lambda self: 'A3 prop')
print(poly_read(objs[:3]))
del A2.who
try:
    poly_call(objs[:3])
except AttributeError as e:
    print('AttributeError', e)
del objs[1].who
try:
    poly_call(objs[:3])
except AttributeError as e:
    print('AttributeError', e)
del A3.v
print(poly_call([A1(), A3(), A1(), A3()]), poly_read([A3(), A1()]))


# `T.CONST` sites, and a site shared by a class and its subclass (two types, one answer).
class Cfg:
    LIMIT = 3
    NAME = 'cfg'


def limits(n):
    return [Cfg.LIMIT + k for k in range(n)]


print(limits(3))
Cfg.LIMIT = 10
print(limits(3))
del Cfg.LIMIT
try:
    limits(2)
except AttributeError as e:
    print('AttributeError', e)


class B1:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v


class B2(B1):
    pass


def both(objs):
    return [(o.v, o.get()) for o in objs]


bs = [B1(1), B2(2), B1(3), B2(4)]
for _ in range(3):
    print(both(bs))
B2.v = property(lambda self: 'B2 prop')
print(both(bs))
B2.get = lambda self: 'B2 get'
print(both(bs))
