# repr() of itertools.count and repeat shows their state as python3's does: the next value and a
# step other than the int 1; the object and the times left (none when endless), nested and
# self-containing values included.
import itertools as it

r = it.repeat(3, 2)
objs = [it.count(5), it.count(5, 2), it.count(1.5), it.count(), it.count(0, 1), it.count(2, 1.0),
        it.count(-3, -1), it.count(10**20), it.count(1, 0.5),
        it.repeat(3), it.repeat(3, 2), it.repeat("a", 0), it.repeat(3, -1), it.repeat(None, times=2)]
for o in objs:
    print(repr(o))
print(repr(r)); next(r); print(repr(r)); next(r); print(repr(r))
c = it.count(5); next(c); next(c); print(repr(c), str(c))
c = it.count(1, 2); next(c); print(repr(c))
c = it.count(0.5, 0.25); next(c); print(repr(c))
print(repr(it.repeat([1, 2], 1)))
print(repr(it.repeat(it.count(3), 1)))
l = []
r = it.repeat(l, 2)
l.append(r)
print(repr(r))
print(repr([it.count(3), it.repeat("x")]))
print(str(it.count(2, 3)), f"{it.repeat(1, 1)!r}")
print(repr(it.count(True, 1.0)), repr(it.count(False)), repr(it.count(2.5, True)))
d = {}
r2 = it.repeat(d)
d[1] = r2
print(repr(r2))
