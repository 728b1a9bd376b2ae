# Calls with *args/**kwargs: CPython's messages for non-iterables and non-mappings.
def kw(**k): pass
def show(fn):
    try:
        print("ok", fn())
    except Exception as e:
        print(type(e).__name__, e)
class C:
    def m(self, *a, **k): return a
show(lambda: kw(*5))
show(lambda: C().m(*5))
show(lambda: C().m(1, *[2], *None))
show(lambda: C().m(**5))
show(lambda: C().m(**{"a": 1}, a=2))
show(lambda: [*5])
show(lambda: print(*None))
show(lambda: C.m(C(), *[1, 2], *(3,)))
show(lambda: (lambda *a: a)(*range(3), *"xy"))
