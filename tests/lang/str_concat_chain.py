# Chains of + (`a + b + c`): intermediate strs grow in place in the chain's temporary
# (ADDCAT/ADDCATMID/ADDCATEND); every other kind of operand behaves as a plain +.


def words(w):
    out = []
    for i in range(len(w) + 1):
        out.append(w[:i] + "_" + w[i + 1:])
        out.append(w[:i] + w[i:i + 2][::-1] + w[i + 2:])
        out.append("<" + w[:i] + "|" + w[i:] + ">")
    return out


print(words("spell"))
print(words(""))
print(words("héllo✓"))

# The result is an ordinary str: hashable, usable as a key, equal to a fresh one.
d = {}
for w in ["ab", "cd", "ab"]:
    k = w + "-" + w + "!"
    d[k] = d.get(k, 0) + 1
print(d, "ab-ab!" in d, hash("ab" + "-" + "ab" + "!") == hash("ab-ab!"))

# Each intermediate is kept by nothing else: a result stored and a later chain are independent.
kept = []
base = "x"
for i in range(5):
    s = base + str(i) + "y"
    kept.append(s)
    t = s + "z" + "w"
    kept.append(t)
print(kept)

# Long parts (past the room a chain keeps) and many steps.
a = "a" * 600
r = a + "b" + a + "c" + "d" + "e" + "f" + "g"
print(len(r), r[598:603], r[-8:])
r2 = "" + "" + ""
print(repr(r2), r2 == "")
parts = ["p%d" % i for i in range(40)]
acc = parts[0] + parts[1] + parts[2] + parts[3] + parts[4] + parts[5] + parts[6] + parts[7]
print(acc, len(acc))


# A user __radd__ in the middle of a chain gets an ordinary str and may keep it.
class Keep:
    def __init__(self):
        self.seen = []

    def __radd__(self, other):
        self.seen.append(other)
        return other


k = Keep()
out = "ab" + "cd" + k + "ef" + "gh"
print(out, k.seen)
out2 = "ab" + "cd" + k + "ef"
print(out2, k.seen)


class S(str):
    def __add__(self, other):
        return S(str.__add__(self, other).upper())

    def __radd__(self, other):
        return "R(" + other + ")"


print("a" + "b" + S("c") + "d")
print(S("a") + "b" + "c" + "d", type(S("a") + "b" + "c" + "d").__name__)

# Errors keep CPython's messages, at the + that fails.
for f in (lambda: "a" + "b" + 1, lambda: "a" + 1 + "b", lambda: 1 + "a" + "b",
          lambda: "a" + "b" + None + "c", lambda: "a" + "b" + b"c"):
    try:
        f()
    except TypeError as e:
        print("TypeError", e)

# Numbers, lists and tuples in chains are untouched.
print(1 + 2 + 3.5, [1] + [2] + [3], (1,) + (2,) + (), 1 + 2 + 3 + 4)
x = 5
print(x + 1 + x + 2, "n" + str(x + 1) + "m")

# The operands are evaluated left to right, each + as soon as its right operand is ready.
log = []


def v(s):
    log.append(s)
    return s


print(v("a") + v("b") + v("c") + v("d"), log)


# Chains inside generators, with a suspension between the steps.
def gen():
    s = yield
    while True:
        s = "[" + s + (yield s) + "]"


g = gen()
next(g)
print(g.send("a"), g.send("b"), g.send("c"))

# Surrogate-free non-ASCII parts keep code-point lengths and indexing right.
u = "é" + "x" + "✓" + "y"
print(u, len(u), u[2], u.isascii(), ("a" + "b" + "c").isascii())
