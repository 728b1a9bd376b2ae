# `x op= y` with the int test first in INPLACE: ints (and bools) that overflow into big ints,
# floats mixed with ints, division by zero, owned-str appends to globals and locals (the copy a
# shared str keeps), lists, user __iadd__ / __add__, and the errors CPython gives.
total = 0
for i in range(50):
    total += i
total += 2**63 - 1
print(total)
small = -(2**63)
small -= 1
print(small)
m = 3
m *= 2**62
print(m)
b = True
b += True
print(b)
f = 1.5
f += 2
f -= True
f *= 3
print(f)
try:
    f /= 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
s = "ab"
alias = s
for ch in "xyz":
    s += ch
print(s, alias)


def local_strs(n):
    out = ""
    for k in range(n):
        out += str(k)
    keep = out
    out += "!"
    return out, keep


print(local_strs(12))
lst = [1]
same = lst
lst += [2, 3]
print(lst, same is lst)


class Acc:
    def __init__(self):
        self.v = []

    def __iadd__(self, other):
        self.v.append(other)
        return self


class Plain:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return Plain(self.v + other)


a = Acc()
a += 1
a += "two"
print(a.v)
p = Plain(1)
q = p
p += 5
print(p.v, q.v, p is q)
for bad in (("x", 1), (1, "x"), (None, 1)):
    x, y = bad
    try:
        x += y
    except TypeError as e:
        print("TypeError", e)
