# functools.partial calls (run by CALL in the interpreter loop, or by the native __call__ from
# C): stored positional and keyword arguments, keywords given again at the call (they take the
# stored one's place), **kwargs order, nested partials, natives, classes, generators, bound
# methods and lambdas as the function, calls from map/sorted, binding errors, keywords
# mutated or deleted after creation, recursion through partial objects, exceptions.
import functools
from functools import partial


def show(a, b=0, *rest, c=1, d=2, **kw):
    return (a, b, rest, c, d, list(kw.items()))


p = partial(show, 1, c=10, z=5)
print(p(), p(2), p(2, 3, 4), p(d=4), p(c=11), p(y=1, z=6, c=12), p(*[7, 8], **{"w": 0}))
q = partial(p, 9, d=99)
print(q(), q(c=0), q.func is show, q.args, sorted(q.keywords.items()))
print(partial(show)(5), partial(show, b=3)(a=4))
print(partial(int, base=2)("1011"), partial(max, 3)(1, 2), partial(sorted, key=len)(["ccc", "a", "bb"]))


class Pt:
    def __init__(self, x, y=0):
        self.x, self.y = x, y

    def shift(self, dx, dy=0):
        return Pt(self.x + dx, self.y + dy)

    def __repr__(self):
        return f"Pt({self.x}, {self.y})"


mk = partial(Pt, y=7)
print(mk(1), mk(2, y=3), partial(Pt(1, 1).shift, dy=5)(2))


def gen(n, step=1):
    yield from range(0, n, step)


print(list(partial(gen, step=3)(10)), list(map(partial(pow, 2), range(6))))
print(sorted([3, -1, 2, -5], key=partial(abs)), list(map(partial(show, c=0), [1, 2])))
print(list(filter(partial(lambda lim, v: v < lim, 3), range(6))))

for bad in [lambda: p(2, a=3), lambda: partial(show)(), lambda: partial(divmod, 1, 2)(3),
            lambda: partial(show, 1, 2, e=1, c=3)(c=4, e=5, f=6)]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError", e)

r = partial(show, 0, x=1, y=2, c=3)
r.keywords["x"] = 10
del r.keywords["y"]
r.keywords["n"] = 4
print(r(), r(c=30, x=11, n=5, m=6))


def countdown(n, acc=()):
    if n == 0:
        return len(acc)
    return partial(countdown, acc=acc + (n,))(n - 1)


print(countdown(300))


def boom(x, *, why):
    raise ValueError(f"{why}: {x}")


try:
    partial(boom, why="bad")(3)
except ValueError as e:
    print("ValueError", e)
total = 0
add = partial(lambda a, b, c=0: a + b * c, c=2)
for i in range(3000):
    total += add(i, 1) + add(i, b=2, c=3)
print(total, repr(partial(show, 1, c=2))[:26])
