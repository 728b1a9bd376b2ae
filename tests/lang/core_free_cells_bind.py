# Calls of closures that make no cells of their own get their free cells copied at the call
# (np_bind_positional); closures that also make cells go through np_bind_cells.
def outer(a, b):
    def only_free(x):
        return a * x + b
    def rebinds(k):
        nonlocal a
        a += k
        return a
    def makes_cell(y):
        z = y + b
        return lambda: z + a
    return only_free, rebinds, makes_cell

f, r, m = outer(2, 3)
print(f(10), r(5), f(10), m(1)(), r(-7), m(2)())
fs = [(lambda: i * i) for i in range(4)]
print([g() for g in fs])
adders = [(lambda v, n=n: v + n) for n in range(3)]
print([g(10) for g in adders])
def counter():
    n = 0
    def inc(k=1):
        nonlocal n
        n += k
        return n
    return inc
c = counter()
print([c() for _ in range(3)], c(10))
