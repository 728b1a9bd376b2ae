# GETATTR / LOADMETHOD on user classes (T.CONST, T.method(...), T.classmethod(...)) use the
# attribute inline caches: rebinding, subclasses, descriptors and mixed receivers at one site.


class Strength:
    REQUIRED = None
    WEAK = None

    def __init__(self, s, name):
        self.s = s
        self.name = name

    @classmethod
    def stronger(cls, a, b):
        return (cls.__name__, a.s < b.s)

    @staticmethod
    def pick(a, b):
        return a if a.s < b.s else b

    def weaker(self, other):
        return self.s > other.s

    def __repr__(self):
        return "Strength(%d, %r)" % (self.s, self.name)


Strength.REQUIRED = Strength(0, "required")
Strength.WEAK = Strength(5, "weak")


class Sub(Strength):
    LIMIT = 3


def consts(T):
    return T.REQUIRED, T.WEAK


def calls(T, a, b):
    return T.stronger(a, b), T.pick(a, b), T.weaker(a, b)


def read_limit(x):
    return x.LIMIT


for _ in range(2):
    print(consts(Strength), consts(Sub))
    print(calls(Strength, Strength.REQUIRED, Strength.WEAK), calls(Sub, Strength.WEAK, Strength.REQUIRED))

# Rebinding class attributes and methods after the sites are cached.
Strength.WEAK = Strength(9, "weaker")
print(consts(Strength), consts(Sub))
Sub.WEAK = "sub-own"
print(consts(Strength), consts(Sub))
Strength.stronger = classmethod(lambda cls, a, b: ("patched", cls.__name__))
print(calls(Sub, Strength.WEAK, Strength.REQUIRED))
Strength.stronger = staticmethod(lambda a, b: "now static")
Strength.pick = lambda a, b: "now plain"
print(calls(Sub, Strength.WEAK, Strength.REQUIRED), calls(Strength, Strength.WEAK, Strength.REQUIRED))
Strength.REQUIRED = property(lambda self: "prop")
print(type(consts(Strength)[0]).__name__)
del Strength.REQUIRED
try:
    consts(Sub)
except AttributeError as e:
    print("AttributeError", e)

# Instance and class at the same site; an instance attribute shadows only the instance read.
s = Sub(1, "one")
for x in (Sub, s, Sub, s):
    print(read_limit(x), end=" ")
print()
s.LIMIT = 99
print(read_limit(Sub), read_limit(s), read_limit(Sub(2, "two")))
Sub.LIMIT = 4
print(read_limit(Sub), read_limit(s), read_limit(Sub(2, "two")))
del Sub.LIMIT
try:
    read_limit(Sub)
except AttributeError as e:
    print("AttributeError", e)
print(read_limit(s))
