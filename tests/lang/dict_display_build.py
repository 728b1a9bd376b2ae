# Dict displays: order, repeated keys, int/bool/float keys that are equal, user __hash__/__eq__
# keys (run while the display is built), sizes around the inline-table limit, and growth after.
class K:
    calls = []

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        K.calls.append(("hash", self.v))
        return hash(self.v)

    def __eq__(self, other):
        K.calls.append(("eq", self.v))
        return isinstance(other, K) and self.v == other.v or other == self.v

    def __repr__(self):
        return f"K({self.v!r})"


print({"a": 1, "b": 2, "a": 3})
print({1: "x", True: "y", 1.0: "z"})
print({True: "t", 1: "i"})
print({1.0: "f", 1: "i", "1": "s"})
print({"x": 1, K(1): 2, 1: 3, "x": 4})
print(K.calls)
print({K("a"): 1, "a": 2} == {"a": 2})
def make_displays():
    return [
        {},
        {'k0': 0},
        {'k0': 0, 'k1': 1},
        {'k0': 0, 'k1': 1, 'k2': 2},
        {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3},
        {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4},
        {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5},
        {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5, 'k6': 6},
        {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5, 'k6': 6, 'k7': 7},
        {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5, 'k6': 6, 'k7': 7, 'k8': 8},
        {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5, 'k6': 6, 'k7': 7, 'k8': 8, 'k0': 9},
        {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5, 'k6': 6, 'k7': 7, 'k8': 8, 'k0': 9, 'k1': 10},
        {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5, 'k6': 6, 'k7': 7, 'k8': 8, 'k0': 9, 'k1': 10, 'k2': 11},
        {'k0': 0, 'k1': 1, 'k2': 2, 'k3': 3, 'k4': 4, 'k5': 5, 'k6': 6, 'k7': 7, 'k8': 8, 'k0': 9, 'k1': 10, 'k2': 11, 'k3': 12},
    ]


displays = make_displays()
for n, d in enumerate(displays):
    print(n, len(d), list(d.items()))
    d["new"] = n
    d[n] = "int"
    del d["new"]
    print(list(d.items())[-2:], len(d))
rows = [{"id": i, "name": f"n{i}", "score": i * 3 % 7, -1: i, 2**61: -i, -(2**61): i} for i in range(50)]
print(rows[7], sum(r["score"] for r in rows), rows[3][-1], rows[4][2**61])
big = {i: i * i for i in range(3)}
print({0: 0, 1: 1, 2: 4, 3: 9, 4: 16, 5: 25, 6: 36, 7: 49, 8: 64, 9: 81, 10: 100, 11: 121, 0: -1})
e = {"only": 1}
for i in range(40):
    e[i] = i
print(len(e), list(e)[:5])
c = {"a": [1], "b": 2}.copy()
print(c, dict({"p": 1, "q": 2}, r=3))


class Boom:
    def __hash__(self):
        raise ValueError("no hash")


try:
    print({"a": 1, Boom(): 2})
except ValueError as ex:
    print("ValueError", ex)
try:
    print({"a": 1, []: 2})
except TypeError as ex:
    print("TypeError", ex)


# A display's room is CPython's (5 entries up to 5 pairs, 10 up to 10): a key added while
# iterating over it is met by the iterator only while the room lasts.
for n, d in enumerate(make_displays()):
    seen = []
    try:
        for k in d:
            seen.append(k)
            del d[k]
            d[str(k) + "+"] = 0
            if len(seen) > 12:
                break
    except RuntimeError as ex:
        seen.append(str(ex))
    print(n, seen)
