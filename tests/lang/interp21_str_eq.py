# EQ/NE/EQJ/NEJ on two exact strs decided by identity, interning or length (interp21), and every
# case that must still go the general way: equal strs that are different objects, str
# subclasses with and without __eq__, mixed operand kinds, non-ASCII text.

def both(a, b):
    # EQ and NE as values, EQJ and NEJ as branches.
    r = [a == b, a != b]
    if a == b:
        r.append("eqj")
    if a != b:
        r.append("nej")
    if not (a == b):
        r.append("not-eq")
    return r


parts = ["ab", "c", "abc", "", "é", "éé", "ab\u20ac"]
built = ["a" + "b", "a" + "bc", "".join(["a", "b", "c"]), "x"[:0], "é"[:1], "é" * 2, "ab" + "\u20ac"]
for s in parts:
    for t in parts + built:
        print(repr(s), repr(t), both(s, t))

# The same object, interned literals, runtime-built equal strs of equal length.
s = "hello"
print(both(s, s), both(s, "hello"), both(s, "hel" + "lo"), both("hel" + "lo", s))
print(both("".join(["x"] * 3), "xxx"), both(str(123), "123"), both(str(12), "123"))

# Single characters, as a tokenizer compares them.
counts = {"(": 0, ")": 0, "other": 0}
for ch in "f(a, (b)) + g()" * 3:
    if ch == "(":
        counts["("] += 1
    elif ch != ")":
        counts["other"] += 1
    else:
        counts[")"] += 1
print(counts)


class S(str):
    pass


class Loud(str):
    def __eq__(self, other):
        print("Loud.__eq__", str.__repr__(self), repr(other))
        return True

    def __ne__(self, other):
        print("Loud.__ne__", str.__repr__(self), repr(other))
        return False

    __hash__ = str.__hash__


for a, b in [(S("ab"), "ab"), ("ab", S("ab")), (S("ab"), S("abc")), (S("x"), "y")]:
    print(type(a).__name__, type(b).__name__, both(a, b))
print(both(Loud("a"), "bcd"))
print(both("bcd", Loud("a")))
print(both(Loud("a"), Loud("a")))

# Mixed kinds: str against int, None, bytes, a list; int and bool against str.
for a, b in [("1", 1), (1, "1"), ("", None), (None, ""), ("ab", b"ab"), ("a", ["a"]), (True, "True")]:
    print(repr(a), repr(b), both(a, b))

# Ordering comparisons of strs are unchanged (not decided by identity or length).
print("ab" < "abc", "b" < "abc", "abc" <= "abc", "b" > "a", "a" >= "b")
words = ["pear", "apple", "fig", "apple", "kiwi"]
print([w for w in words if w == "apple"], [w for w in words if w != "apple"])
print(sorted(set(words)), words.count("apple"), "fig" in words)

# A str compared with itself through a loop variable and a dict key.
d = {"k" + str(i): i for i in range(5)}
print([k for k in d if k == "k3"], [k for k in d if k != "k" + "3"])
