# Method calls on builtin containers (LOADMETHOD caches the native by type; CALLMETHOD passes
# self and the arguments in place) and the decimal conversion of small ints.
def use(objs):
    out = []
    for o in objs:
        out.append(o.count(1))
    return out

class L(list):
    def count(self, x):
        return "overridden"

print(use([[1, 1, 2], (1, 2), [3], L([1]), (1, 1, 1), "a1b1"[1:] and [1]]))

def get_all(ds, k):
    return [d.get(k, "dflt") for d in ds]

class D(dict):
    def get(self, k, default=None):
        return ("D.get", k, default)

print(get_all([{"a": 1}, {}, D(a=2), {"a": 3}], "a"))

# A builtin method stored on a user class: the receiver has the wrong type.
class Weird:
    app = list.append
w = Weird()
try:
    w.app(1)
except TypeError as e:
    print("TypeError", e)

# Unbound builtin methods called through the type, with a wrong receiver.
try:
    list.append((1,), 2)
except TypeError as e:
    print("TypeError", e)
xs = []
list.append(xs, 5)
print(xs)

# Errors raised inside the native keep their messages and tracebacks.
def bad(d):
    return d.pop("missing")
try:
    bad({})
except KeyError as e:
    print("KeyError", e)
try:
    [].pop()
except IndexError as e:
    print("IndexError", e)
try:
    "abc".index("z")
except ValueError as e:
    print("ValueError", e)

# Keyword arguments and many arguments to builtin methods.
print(sorted([3, 1, 2], reverse=True), "a,b,c".split(",", maxsplit=1), "x".center(5, "*"))
s = {1, 2}
s.update([3], [4, 5])
print(sorted(s), (1, 2, 1).index(1, 1))

# Small-int decimal conversion (str, repr, f-strings, containers).
vals = [0, -0, 7, -7, 10, 99, -100, 2 ** 31, -2 ** 31, 2 ** 63 - 1, -2 ** 63, 2 ** 63, -2 ** 63 - 1]
print([str(v) for v in vals])
print(repr(vals), f"{vals[7]} {vals[-3]:d}")
print(str(True), str(-5 // 2), len(str(10 ** 18)))
