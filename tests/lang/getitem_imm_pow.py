# GETITEMI (a small int literal index) and the float fast path of `**`: every receiver kind,
# negative and out-of-range indexes, user __getitem__, and pow's edge cases.
class L(list):
    def __getitem__(self, i):
        return ("L", i)
class G:
    def __getitem__(self, i):
        return i * 10
lst = [1, 2, 3]
tup = (4, 5, 6)
print(lst[0], lst[-1], lst[2], lst[-3], tup[0], tup[-1], tup[1])
print("abc"[0], "abc"[-1], {0: "zero", -1: "neg"}[0], {0: "zero", -1: "neg"}[-1])
print(L([1, 2])[0], G()[5], G()[-128], G()[127], range(10)[3], range(10)[-2])
print([[1, 2], [3, 4]][1][0])
five, nothing = 5, None
for bad in (lambda: lst[3], lambda: lst[-4], lambda: tup[100], lambda: "ab"[5],
            lambda: {1: 2}[0], lambda: five[0], lambda: nothing[-1], lambda: [][0]):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
class D(dict):
    def __missing__(self, k):
        return ("missing", k)
print(D()[7], D({7: 1})[7])
x = [10, 20, 30]
x = x[1]
print(x)
def f(a):
    return a[0] + a[-1] + a[127] + a[-128]
print(f(list(range(300))))
# ** with floats and ints
vals = [2.0, 0.5, 1.0, 10.0, 1e-300, 1e300, 3]
exps = [0.5, -1.5, 2, -2, 0, 0.0, 1.5, 300, -300, 2.5]
for v in vals:
    for e in exps:
        try:
            print(v, e, v ** e)
        except Exception as ex:
            print(v, e, type(ex).__name__, ex)
for v, e in [(-8.0, 2.0), (-8.0, 3), (0.0, 0.5), (0.0, 0), (float("inf"), 0.5),
             (float("nan"), 1.0), (1.0, float("nan")), (2.0, float("inf")),
             (0.5, float("-inf")), (0.0, -1.0), (1e200, 2.0), (2, 0.5)]:
    try:
        r = v ** e
        print(v, e, r)
    except Exception as ex:
        print(v, e, type(ex).__name__, ex)
total = 0.0
for k in range(1, 2000):
    total += k ** -1.5 + (k * 0.5) ** 0.5
print(total)
class L(list):
    def __iter__(self):
        return iter([9, 8])
class T(tuple):
    def __iter__(self):
        return iter([7, 6])
a, b = L([1, 2])
c, d = T((1, 2))
print(a, b, c, d)
for x, y in [L([1, 2])]:
    print(x, y)
for src in [(1, 2, 3), [1, 2, 3], (1, 2), [1], [], (), "abc", range(3), {1: 0, 2: 0, 3: 0}]:
    try:
        p, q, r = src
        print(p, q, r)
    except ValueError as e:
        print("ValueError", e)
# SETITEMI and x[k] op= v with a small int literal index; consecutive-local unpacking
class Rec:
    def __init__(self):
        self.log = []
    def __getitem__(self, k):
        self.log.append(("get", k))
        return 10
    def __setitem__(self, k, v):
        self.log.append(("set", k, v))
r = Rec()
r[0] = 1
r[-5] += 2
r[127] *= 3
print(r.log)
d = {}
d[0] = "a"
d[-1] = "b"
d[0] += "c"
print(d)
lst = [1, 2, 3]
lst[0] = 9
lst[-1] += 5
lst[1] -= 1
print(lst)
for bad in ("lst[3] = 0", "lst[-4] += 1", "t[0] = 1", "t[0] += 1", "s[0] = 'x'", "n[0] = 1",
            "e[0] += 1"):
    try:
        if bad == "lst[3] = 0":
            lst[3] = 0
        elif bad == "lst[-4] += 1":
            lst[-4] += 1
        elif bad == "t[0] = 1":
            t = (1, 2)
            t[0] = 1
        elif bad == "t[0] += 1":
            t = (1, 2)
            t[0] += 1
        elif bad == "s[0] = 'x'":
            s = "abc"
            s[0] = "x"
        elif bad == "n[0] = 1":
            n = None
            n[0] = 1
        else:
            e = {}
            e[0] += 1
    except Exception as ex:
        print(bad, type(ex).__name__, ex)
def unpacks(src):
    a, b, c = 0, 0, 0
    try:
        a, b, c = src
    except Exception as ex:
        print(type(ex).__name__, ex)
    return a, b, c
def gen(n):
    for k in range(n):
        yield k
    raise KeyError("mid")
print(unpacks([1, 2, 3]), unpacks((4, 5, 6)), unpacks(iter([7, 8, 9])), unpacks("xyz"))
print(unpacks(gen(3)), unpacks(gen(2)), unpacks(iter([1, 2, 3, 4])), unpacks(iter([1])))
def swap(a, b, c):
    a, b, c = c, a, b
    b, a = a, b
    return a, b, c
print(swap(1, 2, 3))
def rebind():
    x, y = 1, 2
    x, y = y, x + y
    x, y = [y, x]
    return x, y
print(rebind())
# float op= with int and float operands, division included
def accum():
    x = 1.0
    x /= 4
    x += 2
    x *= 3
    x -= 1
    y = 10
    y /= 4.0
    z = 3.0
    try:
        z /= 0
    except ZeroDivisionError as e:
        print(e)
    try:
        z /= 0.0
    except ZeroDivisionError as e:
        print(e)
    w = 2 ** 62
    w /= 3.0
    return x, y, z, w
print(accum())
