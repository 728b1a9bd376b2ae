# `n in xs` for a small int n over lists and tuples: ints, bools (True == 1, False == 0), floats
# (2 == 2.0), big ints, strs and user objects with __eq__ mixed in; an __eq__ that mutates the
# list mid-scan; a tuple; not in.
class Eq:
    def __init__(self, v):
        self.v = v
        self.calls = 0

    def __eq__(self, other):
        self.calls += 1
        return other == self.v


xs = [0, "3", 2.0, 10**20, True, 7]
print(1 in xs, 0 in xs, 2 in xs, 3 in xs, 7 in xs, 10**20 in xs, 8 in xs, -1 not in xs)
e = Eq(5)
ys = [1, e, 5]
print(5 in ys, e.calls, 4 in ys, e.calls)
print(1 in (False, True), 0 in (True,), 3 in (1.5, 3.0), 2 in ())


class Shrink:
    def __eq__(self, other):
        zs.clear()
        return False


zs = [Shrink(), 4, 4]
print(4 in zs, zs)
days = list(range(1, 32, 2))
print(sum(1 for d in range(1, 32) if d in days), [d for d in range(40) if d in (3, 5, 30)])
