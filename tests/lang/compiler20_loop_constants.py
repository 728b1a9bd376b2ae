# Constants used as operands inside a loop are loaded once before the loop into registers of
# their own (compiler20): ints, floats, strs, negated literals, as binary-operator operands on
# either side, comparison operands, subscript keys (load, store, del, augmented), in nested
# loops, while/for else clauses, try/finally, with, generators (across yields), walrus scopes,
# module-level loops (register copy and plain copy), class bodies, and values the constant
# table keeps apart (1, 1.0, True; 0.0 and -0.0).


def floats(xs):
    out = []
    for x in xs:
        out.append(x * 0.5 + 2.5)
        out.append(1.5 - x)                 # a constant left operand
        out.append(x * -0.0)                # -0.0 and 0.0 stay apart
        out.append(x * 0.0)
        out.append(x / -2.0)
    return out


def kinds(xs):
    out = []
    for x in xs:
        out.append((type(x + 1).__name__, type(x + 1.0).__name__, x + True, x == 1, x == 1.0))
        out.append((x * 1000, x << 200 if type(x) is int and x < 3 else 0, 1000 - x, x > 1000, x >= -1000))
        out.append((x + 12345678901234567890, x * 2 ** 70, x - -5000))
    return out


def strings(words):
    d = {"k": 0, "z": -1}
    out = []
    for w in words:
        if w == "stop":
            break
        if w in "abcdef":
            d["k"] += 1
        d["last"] = w
        out.append("<%s>" % w)
        out.append(w + "!")
        out.append("key" != w)
        if "z" in d:
            del d["z"]
    else:
        out.append("no stop")
    out.append(sorted(d.items()))
    return out


def nested(n):
    total = 0.0
    i = 0
    while i < n:
        for j in range(n):
            k = 0
            while k < 3:
                total += j * 0.25 + i * 1.75 - k * 0.125
                k += 1
            if j > 2:
                continue
            total -= 0.5
        i += 1
    else:
        total += 1000.5
    return total


def many(x):
    r = []
    for i in range(3):
        r.append(x + 1001 + 1002 * i - 1003 + 1004.5 * 1005 - 1006 % (i + 1007) + 1008 // 7 + 1009.25)
        for j in range(2):
            r.append(x * 2001 + 2002 - 2003 * j + 2004 * 2005.5 + 2006 - 2007 * 2008 + 2009)
            for k in range(2):
                r.append(x - 3001 + 3002 * k - 3003.5 + 3004 * 3005 + 3006 - 3007 + 3008 * 3009)
                for m in range(2):
                    r.append(x - 4001 + 4002 * m - 4003.5 + 4004 * 4005 + 4006 - 4007 + 4008)
                    for q in range(2):
                        r.append(x - 5001 + 5002 * q - 5003.5 + 5004 * 5005 + 5006 - 5007 + 5008)
    return sum(r), len(r)


def errors(xs):
    out = []
    for x in xs:
        try:
            out.append(x / 2.5)
            out.append(100000 // x)
        except ZeroDivisionError as e:
            out.append("ZeroDivisionError: %s" % e)
        except TypeError as e:
            out.append("TypeError: %s" % e)
        finally:
            out.append(-1.5)
        y = "old"
        try:
            y = x + "suffix"
        except TypeError as e:
            out.append((y, str(e)))
    return out


def gen(n):
    for i in range(n):
        yield i * 1.5
        yield "s%d" % i
        yield i + 1000


def walrus(xs):
    out = []
    for x in xs:
        if (y := x * 2.5) > 5.5:
            out.append(y - 0.5)
        out.append((z := 3.5) + x * 3.5)
    return out, z


class Ctx:
    def __enter__(self):
        return 7.5

    def __exit__(self, *a):
        return False


def with_loop(n):
    out = []
    for i in range(n):
        with Ctx() as c:
            out.append(c * 0.5 + i * 0.5)
    return out


def recursive(n):
    if n <= 0:
        return 0.5
    s = 0.0
    for i in range(2):
        s += recursive(n - 1) * 0.5 + 1.25
    return s


def closures(n):
    fs = []
    for i in range(n):
        fs.append(lambda v, i=i: v * 0.5 + i * 1.5)
    return [f(2.0) for f in fs]


class Body:
    acc = []
    for v in range(3):
        acc.append(v * 2.5 - 0.75)
    del v


print(floats([1, 2.5, -3]))
print(kinds([0, 1, 2, 5000]))
print(kinds([1.0, True]))
print(strings(["a", "x", "b"]))
print(strings(["a", "stop", "b"]))
print(nested(5))
print(many(1), many(2.5))
print(errors([1, 0, 2.5, "s"]))
print(list(gen(3)))
g = gen(2)
print(next(g), next(g), g.send(None), list(g))
print(walrus([1, 2, 3]))
print(with_loop(3))
print(recursive(6))
print(closures(3))
print(Body.acc)

# Module-level loops: the register copy (all globals numbers), then the plain copy (a str
# global makes the entry test fail).
t = 1.0
for i in range(5):
    t = t * 1.5 + 0.25
    if t > 3.75:
        t -= 0.125
print(t)
s = "x"
n = 0
for i in range(3):
    s = s + "y"
    n = n + 1000
    if s == "xyy":
        n += 2000
print(s, n)
w = 0
while w < 10000:
    w = w * 3 + 1001
print(w)

# Comprehensions keep their constants in registers too (the comprehension is its own loop).
xs = [1, 2.5, 3, -4]
print([x * 0.5 for x in xs if x > 1.5])
print({x: x * 2.5 - 0.75 for x in xs})
print(sorted({"%s!" % x for x in xs if x != 2.5}))
print(list(x - 0.25 for x in xs for y in [0.5, 1000] if y * 1.5 > 0.1))
print(sum(x * 1.5 for x in []), [[y * 0.5 for y in range(x)] for x in range(3)])
