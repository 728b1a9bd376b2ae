# Counter.elements() is an itertools.chain (its type name and repr prefix, as CPython's), lazy,
# skipping counts below one, each key as many times as its count, in insertion order.
import collections
c = collections.Counter(a=2, b=0, c=-1, d=3)
e = c.elements()
print(type(e).__name__, repr(e).split(" at 0x")[0])
print(list(e), list(e))
print(sorted(collections.Counter("mississippi").elements()))
c2 = collections.Counter(x=1)
it = c2.elements()
c2["y"] = 2
try:
    print(list(it))
except RuntimeError as err:
    print("RuntimeError", err)
try:
    print(list(collections.Counter({"k": 1.5}).elements()))
except TypeError as err:
    print("TypeError", err)
