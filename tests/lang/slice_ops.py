a = list(range(10))
print(a[2:5], a[::-1], a[-3:], a[:100], a[5:2], a[::3], a[1:-1:2])
t = tuple(a)
print(t[2:5], t[::-2], t[True:])
s = "héllo wörld"
print(s[1:4], s[::-1], s[3:], s[:-2], s[::2])
a[2:4] = [20, 30, 40]
print(a)
a[::2] = range(6)
print(a)
a[:0] = a
print(a)
try:
    a[::2] = [1]
except ValueError as e:
    print(e)
try:
    print(a[::0])
except ValueError as e:
    print(e)
try:
    print(a["x":])
except TypeError as e:
    print(e)
class L(list):
    def __getitem__(self, k):
        print("getitem", k)
        return list(self)[k]
    def __setitem__(self, k, v):
        print("setitem", k, v)
l = L([1, 2, 3])
print(l[1:], l[::-1])
l[1:2] = [9]
class G:
    def __getitem__(self, k):
        return (k.start, k.stop, k.step) if isinstance(k, slice) else k
print(G()[1:2], G()[::], G()[1:2:3], G()["a":])
print(range(10)[2:8:2])
b = None
print(a[10**30:], a[-10**30:3])
def gen():
    yield 1; yield 2
a[1:3] = gen()
print(a[:6])
x = [1, 2, 3]
x[:] = x
print(x)
x[1:] = x
print(x)
try:
    x[1:2] = 5
except TypeError as e:
    print(e)
try:
    (1, 2)[1:2] = [3]
except TypeError as e:
    print(e)
try:
    "abc"[1:] = "x"
except TypeError as e:
    print(e)
try:
    n = None; print(n[1:])
except TypeError as e:
    print(e)
# Slice attributes.
s = slice(1, 2)
try:
    s.start = 5
except AttributeError as e:
    print(e)
print(s.start, s.stop, s.step, slice(3).stop, slice(3).start, slice(1, 2, 3).step)
# Evaluation order: value, then object, then start, stop, step.
log = []
def t(tag, v):
    log.append(tag)
    return v
lst = [0, 1, 2, 3, 4, 5]
t("obj", lst)[t("a", 1):t("b", 3)] = t("val", [9])
print(log, lst)
log.clear()
print(t("obj", lst)[t("a", 0):t("b", 4):t("c", 2)], log)
# Augmented assignment on a slice.
lst[1:3] += [7, 7]
print(lst)
# Dicts: a slice is not hashable in 3.11.
d = {}
try:
    d[1:2] = 3
except TypeError as e:
    print(e)
try:
    print(d[1:2])
except TypeError as e:
    print(e)
# Subclasses of str and tuple keep their own behaviour.
class S(str):
    def __getitem__(self, k):
        return "S" + str(k)
class T(tuple):
    pass
print(S("abc")[1:], T((1, 2, 3))[1:], type(T((1, 2, 3))[1:]).__name__)
# range, and a slice of a slice through a temporary.
print(list(range(20)[3:15:4]), "abcdef"[1:][::2])
# Big and negative bounds and steps.
print(lst[::-2], lst[-100:100:3], lst[10**20:-10**20:-1], lst[5:0:-2])
