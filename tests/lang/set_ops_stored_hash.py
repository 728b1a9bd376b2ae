# Set algebra between two sets uses each member's stored hash (CPython's set_next with
# entry->hash): &, -, <=, <, ==, !=, isdisjoint, intersection, difference, issubset and
# issuperset call no __hash__ again; frozensets whose computed hashes differ compare unequal
# without calling __eq__; and results match CPython's for members equal across types.
calls = {"hash": 0, "eq": 0}


class Key:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        calls["hash"] += 1
        return self.n % 5

    def __eq__(self, other):
        calls["eq"] += 1
        return isinstance(other, Key) and self.n == other.n

    def __repr__(self):
        return f"K{self.n}"


def counted(label, fn):
    calls["hash"] = calls["eq"] = 0
    r = fn()
    shown = sorted(r, key=lambda k: k.n) if isinstance(r, (set, frozenset)) else r
    print(f"{label:<14} {shown!r:<40} hash={calls['hash']} eq={calls['eq']}")


ks = [Key(i) for i in range(12)]
a = set(ks[:8])
b = set(ks[4:])
fa, fb = frozenset(a), frozenset(ks[:8])
counted("a & b", lambda: a & b)
counted("a - b", lambda: a - b)
counted("b - a", lambda: b - a)
counted("a <= b", lambda: a <= b)
counted("a < a|b", lambda: a < (a | b))
counted("a == b", lambda: a == b)
counted("fa == fb", lambda: fa == fb)
counted("a != fa", lambda: a != fa)
counted("isdisjoint", lambda: a.isdisjoint(b))
counted("intersection", lambda: a.intersection(b))
counted("difference", lambda: a.difference(b))
counted("issubset", lambda: a.issubset(fa))
counted("issuperset", lambda: a.issuperset(set(ks[:3])))
counted("a & fb", lambda: a & fb)
# Equal-looking frozensets with known, different hashes: unequal with no __eq__ call.
x = frozenset([Key(1), Key(2)])
y = frozenset([Key(1), Key(3)])
hash(x), hash(y)
counted("x == y", lambda: x == y)
counted("x != y", lambda: x != y)
# Numbers equal across types keep the left operand's members.
print(sorted({1, 2.0, 3} & {1.0, 2, 4}), {1, 2} - {1.0}, {True, 2} <= {1, 2}, frozenset({0}) == {False})
print({"a", "b"} & {"b", "c"}, frozenset("ab") - {"a"}, {(1, 2)} <= {(1, 2), (3,)})
# isdisjoint walks the argument on a size tie (its __eq__ calls show which side is walked).
counted("b.isdisjoint", lambda: b.isdisjoint(a))
counted("isdisjoint big", lambda: set(ks).isdisjoint(a))
counted("isdisjoint sm", lambda: a.isdisjoint(set(ks)))
# The in-place and symmetric forms reuse the stored hashes too.


def inplace(op):
    s = set(ks[:8])
    if op == "-=":
        s -= b
    elif op == "^=":
        s ^= b
    elif op == "du":
        s.difference_update(b)
    else:
        s.symmetric_difference_update(b)
    return s


for op in ("-=", "^=", "du", "sdu"):
    counted(op, lambda: inplace(op))
counted("a ^ b", lambda: a ^ b)
counted("big - small", lambda: set(ks) - {ks[0]})
