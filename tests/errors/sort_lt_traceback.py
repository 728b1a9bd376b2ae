# stderr: full
# An exception raised by a Python __lt__ that sorted() calls directly (vm/np_list.c lt_py)
# has CPython's traceback: the caller's lines, then __lt__'s.
class Box:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v.lower() < other.v.lower()


def order(vals):
    return [b.v for b in sorted(Box(v) for v in vals)]


print(order(["b", "A", "c"]))
print(order(["b", 1, "c"]))
