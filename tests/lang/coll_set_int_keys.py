# Set members and dict keys hashed inline (small ints, strs) must agree with the general hash:
# -1 and -2, the 2**61 - 1 modulus, bools, floats equal to ints, big ints and str subclasses.
M = (1 << 61) - 1
vals = [0, 1, -1, -2, 2, M - 1, M, M + 1, -M, -M + 1, 1 << 63, -(1 << 63), 10 ** 30, True, False,
        1.0, -1.0, 2.5, "a", "", "-1"]
s = set()
for v in vals:
    s.add(v)
print(len(s), sorted(hash(v) for v in vals if not isinstance(v, str)))
print(-1 in s, -1.0 in s, True in s, 1 in s, M in s, float(M) in s, "a" in s, "b" in s)
print({-1, -2, -1.0, -2.0}, {x % 7 - 3 for x in range(20)}, {(1 << 61) - 1: "m"}[M])
d = {v: i for i, v in enumerate(vals) if not isinstance(v, float)}
print(d[-1], d[-2], d[True], d[M], d[1 << 63], d.get(-1.0), d.get(1.0))
s.discard(-1)
s.discard(M)
s.discard(1.0)
print(-1 in s, M in s, 1 in s, True in s, len(s))


class S(str):
    pass


print(S("a") in s, {S("x"), "x"}, len({S("q"): 1, "q": 2}))
try:
    s.add([1])
except TypeError as e:
    print("TypeError", e)
