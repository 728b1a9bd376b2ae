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
