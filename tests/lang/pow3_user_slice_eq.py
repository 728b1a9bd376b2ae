# pow(x, e, mod) calls a user class's __pow__(self, e, mod), as CPython's ternary power; its
# NotImplemented is the TypeError. Slices compare equal as (start, stop, step) tuples.
class M:
    def __init__(self, v):
        self.v = v

    def __pow__(self, e, mod=None):
        return M(pow(self.v, e, mod))

    def __repr__(self):
        return f"M({self.v})"


class Two:
    def __pow__(self, e):
        return "two-arg"


class NoMod:
    def __pow__(self, e, mod=None):
        if mod is not None:
            return NotImplemented
        return "plain"


print(pow(M(3), 2, 5), pow(M(2), 10), M(2) ** 3, pow(M(3), 4, None))
for args in ((Two(), 2, 3), (NoMod(), 2, 3), (3, M(2), 5)):
    try:
        print(pow(*args))
    except TypeError as e:
        print("TypeError:", e)
print(pow(NoMod(), 2), pow(2, 10, 1000), pow(-3, 3, 7))
print(slice(3) == slice(None, 3), slice(1, 2) == slice(1, 2, None), slice(1, 2) != slice(1, 3),
      slice(1.0, 2) == slice(1, 2), slice(0) == slice(None, 0, None), [slice(1)].count(slice(None, 1)))
