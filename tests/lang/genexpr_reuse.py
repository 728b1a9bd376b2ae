# Generator expressions without free variables reuse one function object per expression
# (NpProto.genfn): each evaluation must still be an independent generator, with its own
# state, its own iterable, the right globals and the right exceptions.
xs = [1, 2, 3]


def make():
    return (x * 2 for x in xs)


g1 = make()
g2 = make()
print(g1 is g2, next(g1), next(g1), next(g2), list(g1), list(g2))
gens = [(y + k for y in range(3)) for k in range(3)]
print([list(g) for g in gens])
t = 0
for i in range(1000):
    t += sum(v for v in xs)
print(t)


def fail(seq):
    return sum(10 // v for v in seq)


for seq in ([1, 2], [1, 0], [5]):
    try:
        print(fail(seq))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
g = (x for x in xs)
print(next(g))
g.close()
print(list(g), list(x for x in xs))


def rec(n):
    return 0 if n == 0 else sum(rec(n - 1) + 1 for _ in range(1))


try:
    rec(100000)
except RecursionError as e:
    print("RecursionError", e)
print(rec(10))
