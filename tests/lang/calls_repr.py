# repr() of a user instance with __repr__ calls the method without the repr walk's context:
# the result, non-str results, str subclasses, errors, recursion, instances inside
# containers, inherited and reassigned __repr__, and classes without one.


class V:
    def __init__(self, x):
        self.x = x

    def __repr__(self):
        return f"V({self.x!r})"


class Bad:
    def __repr__(self):
        return 42


class Tag(str):
    pass


class Sub(V):
    pass


class Odd:
    def __repr__(self):
        return Tag("odd")


class Raises:
    def __repr__(self):
        raise ValueError("no repr")


class Deep:
    def __init__(self, inner):
        self.inner = inner

    def __repr__(self):
        return "Deep(" + repr(self.inner) + ")"


class Plain:
    pass


class L(list):
    def __repr__(self):
        return "L" + super().__repr__()


for rnd in range(2):
    vals = [V(1), V("a"), Sub(V(2)), Deep(Deep(V(None))), L([V(3)])]
    print([repr(v) for v in vals], vals, f"{vals[0]!r} {vals[1]}")
    r = repr(Odd())
    print(r, type(r).__name__, len(r))
    for obj in (Bad(), Raises()):
        try:
            repr(obj)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
    print(repr(Plain()).startswith("<__main__.Plain object at 0x"))

d = Deep(None)
d.inner = d
try:
    repr(d)
except RecursionError as e:
    print("RecursionError", str(e)[:40])
