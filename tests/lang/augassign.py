# Augmented assignment on names, subscripts, attributes, slices; evaluation order; del.
x = 5
x += 1; x -= 2; x *= 3; x //= 2; x **= 2; x %= 50; x <<= 2; x >>= 1; x |= 1; x &= 0xFF; x ^= 3
print(x)
s = "ab"
s += "cd"
s *= 2
print(s)
l = [1, 2]
l2 = l
l += [3]
l *= 2
print(l, l is l2)
t = (1,)
t2 = t
t += (2,)
print(t, t2, t is t2)
d = {"a": 1}
d["a"] += 10
d["b"] = d.get("b", 0) + 5
d["b"] *= 2
print(d)
m = [[1, 2], [3, 4]]
m[1][0] += 100
m[0][-1] -= 1
print(m)
calls = []
def idx(i):
    calls.append(i)
    return i
arr = [0, 0, 0]
arr[idx(1)] += idx(5)
print(arr, calls)
class Box:
    pass
b = Box()
b.v = 1
b.v += 41
print(b.v)
y = 10
del y
try:
    print(y)
except NameError as e:
    print("NameError:", e)
lst = [0, 1, 2, 3, 4, 5]
del lst[0], lst[-1]
print(lst)
dd = {"k": 1, "j": 2}
del dd["k"]
print(dd)
f = 1.5
f += 1
f /= 2
print(f)
n = 2 ** 62
n += n
print(n)
acc = ""
for w in ["a", "b", "c"]:
    acc += w * 2
print(acc)
counts = [0] * 5
for v in [1, 3, 3, 4, 1, 1]:
    counts[v] += 1
print(counts)
z = [1, 2, 3]
z[1:] += [9]
print(z)
