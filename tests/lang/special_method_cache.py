# Special methods the object protocol calls (==, <, hash, len, [], int(), repr, iter...) are
# looked up once per class epoch (np_lookup_special's cache) and called from C with the
# positional fast path of np_call_function: every change to a class must be seen.


class P:
    def __init__(self, x):
        self.x = x

    def __eq__(self, o):
        return isinstance(o, P) and self.x == o.x

    def __hash__(self):
        return self.x % 7

    def __len__(self):
        return self.x

    def __getitem__(self, i):
        return i * self.x


class Q(P):
    pass


def probe(a, b):
    out = []
    try:
        out.append(a == b)
        out.append(a != b)
        out.append(hash(a))
        out.append(len(a))
        out.append(a[3])
    except TypeError as e:
        out.append("TypeError: " + str(e))
    return out


a, b, q = P(3), P(3), Q(3)
for _ in range(2):
    print(probe(a, b), probe(q, a))

# Classes made after the lookups were cached (dunders of a class are fixed once it exists,
# but every class creation starts a new class epoch).
class R(P):
    def __eq__(self, o):
        return "r-eq"

    def __len__(self):
        return 42

    __hash__ = None


r = R(3)
for _ in range(2):
    print(probe(r, a), a == r, r == a, probe(a, b), probe(q, a))
    try:
        hash(r)
    except TypeError as e:
        print("TypeError", e)


class R2(R):
    def __hash__(self):
        return 5


print(hash(R2(1)), len(R2(1)), R2(1) == 0, hash(q), len(q))


# staticmethod and classmethod special methods (trampolines, made per lookup).
class S:
    @staticmethod
    def __len__():
        return 11

    @classmethod
    def __getitem__(cls, i):
        return cls.__name__ + str(i)


s = S()
for _ in range(2):
    print(len(s), s[1])


# Many classes defining the same names (the cache is direct-mapped: collisions must miss).
classes = []
for k in range(40):
    class C:
        def __init__(self, k):
            self.k = k

        def __lt__(self, o):
            return self.k < o.k

        def __repr__(self):
            return "C%d" % self.k

    classes.append(C(k))
print(sorted(reversed(classes))[:5], min(classes), max(classes))


# int() through __index__ / __int__, iteration through __iter__, and wrong signatures.
class Num:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v

    def __iter__(self):
        return iter(range(self.v))


class BadEq:
    def __eq__(self):
        return True


class DefaultEq:
    def __eq__(self, o, extra=10):
        return extra


for _ in range(2):
    print(int(Num(4)), list(Num(3)), [0, 1, 2, 3, 4][Num(2)])
    try:
        BadEq() == 1
    except TypeError as e:
        print("TypeError", e)
    print(DefaultEq() == 1)


# A key function with a default parameter and one closing over a variable.
def key_default(x, scale=-1):
    return x * scale


def make_key(scale):
    def key(x):
        return x * scale
    return key


print(sorted([3, 1, 2], key=key_default), sorted([3, 1, 2], key=make_key(2)))


# A right operand of a subclass gets the reflected comparison first, once.
class Lo:
    def __lt__(self, o):
        return "Lo.lt"

    def __gt__(self, o):
        return "Lo.gt"

    def __eq__(self, o):
        return "Lo.eq"


class Hi(Lo):
    def __gt__(self, o):
        return NotImplemented

    def __eq__(self, o):
        return "Hi.eq"


class Hi2(Lo):
    pass


print(Lo() < Hi(), Lo() > Hi(), Lo() == Hi(), Hi() == Lo(), Lo() != Hi(), Lo() < Hi2(), Hi2() > Lo())
