# A user key whose hash equals a str constant's and whose __eq__ prints sits before the str on
# the probe sequence: CPython compares it with each `d["a"]` (every time, not only the first;
# the interpreter's GETITEM entry hint must not skip it), and after it is deleted no longer.
class K:
    def __hash__(self):
        return hash("a")

    def __eq__(self, other):
        print("K.__eq__", other)
        return False


def read(d):
    for i in range(3):
        print(d["a"])


k = K()
d = {k: 1, "a": 2}
read(d)
del d[k]
read(d)
d2 = {"a": 3}
read(d2)
d2[K()] = 4
read(d2)
