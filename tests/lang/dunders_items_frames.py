# __getitem__ and __setitem__ run by GETITEM/SETITEM as frames of the interpreter loop: results,
# dropped results, augmented assignment, slices, errors, subclasses of builtins, staticmethods
# and classes changed after the first use.


class Grid:
    def __init__(self, w):
        self.w = w
        self.cells = {}

    def __getitem__(self, key):
        if isinstance(key, slice):
            return ("slice", key.start, key.stop, key.step)
        x, y = key
        if not (0 <= x < self.w):
            raise IndexError("x out of range: %d" % x)
        return self.cells.get(key, 0)

    def __setitem__(self, key, value):
        if value is None:
            raise ValueError("no None")
        self.cells[key] = value
        return "ignored"


g = Grid(4)
for i in range(6):
    g[i % 4, i // 4] = i * i
    g[0, 0] += 1
    print(g[i % 4, i // 4], g[0, 0], g[1:3], g[::2])
print(sorted(g.cells.items()))
try:
    g[9, 0]
except IndexError as e:
    print("IndexError", e)
try:
    g[1, 1] = None
except ValueError as e:
    print("ValueError", e)


def deep(grid, n):
    if n == 0:
        return grid[0, 0]
    return deep(grid, n - 1) + 1


print(deep(g, 50))


class L(list):
    def __getitem__(self, i):
        return ("L", self.copy()[i])


class D(dict):
    def __setitem__(self, k, v):
        self.update({k: v * 2})


lst = L([5, 6, 7])
dd = D()
for i in range(3):
    dd[i] = i
    print(lst[i], lst[-1], dd)


class S:
    __getitem__ = staticmethod(lambda k: ("static", k))

    def __setitem__(self, k, v=0, *extra):
        print("set", k, v, extra)


s = S()
for i in range(2):
    s[i] = i
    print(s[i])


class Swap:
    def __getitem__(self, k):
        return self.get(k)

    def get(self, k):
        return ("first", k)


w = Swap()
for i in range(3):
    print(w[i])
    Swap.get = lambda self, k: ("later", k)


class R:
    def __getitem__(self, k):
        return self[k + 1]


try:
    R()[0]
except RecursionError as e:
    print("RecursionError", e)


class Gen:
    def __getitem__(self, k):
        yield k


print(list(Gen()[3]))
