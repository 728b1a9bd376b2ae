# Locals bound once, by a top-level `=` of their function, before any closure reading them is
# made: kept as plain registers and captured by value (compiler/np_symtable.c
# keep_fixed_params); anything else keeps CPython's shared cell.


def solve(a):
    n = len(a)
    m = [row[:] for row in a]
    best = max(range(n), key=lambda r: abs(m[r][0]))
    total = sum(m[i][i] for i in range(n))
    return best, total, [m[i][0] * n for i in range(n)]


def made_before():
    f = lambda: m
    m = 2
    return f()


def self_recursive():
    fact = lambda n: 1 if n < 2 else n * fact(n - 1)
    return fact(5)


def nested_def_recursive():
    def g(n):
        return 0 if n == 0 else 1 + g(n - 1)
    return g(4)


def read_before():
    try:
        print(m)
    except UnboundLocalError as e:
        print("unbound:", e)
    m = 1
    return (lambda: m)()


def in_branch(flag):
    if flag:
        m = "yes"
    else:
        m = "no"
    return (lambda: m)()


def multi_targets():
    a = b = [1]
    c, d = 3, 4
    return (lambda: (a, b, c, d, a is b))()


def lazy_genexp():
    m = 5
    g = (m + i for i in range(3))
    return g


def escapes():
    k = "kept"
    return lambda: k


def walrus_later():
    m = 1
    f = lambda: m
    [(m := 7) for _ in range(1)]
    return f()


def nonlocal_later():
    m = 1

    def bump():
        nonlocal m
        m += 1
    bump()
    return (lambda: m)()


def aug_later():
    m = 1
    f = lambda: m
    m += 5
    return f()


def in_loop_closures():
    base = 10
    return [(lambda: base + i)() for i in range(3)], [f() for f in [lambda: base] * 2]


def deleted_later():
    m = 1
    f = lambda: m
    del m
    try:
        return f()
    except NameError as e:
        return str(e)


def generator_owner():
    m = [1, 2]
    yield (lambda: m)()
    yield sum(x for x in m)


def class_after():
    m = 3

    class C:
        v = m
    return C.v, (lambda: m)()


print(solve([[1, 2], [-5, 3]]))
print(made_before(), self_recursive(), nested_def_recursive(), read_before(), in_branch(True),
      in_branch(False))
print(multi_targets(), list(lazy_genexp()), escapes()(), walrus_later(), nonlocal_later(),
      aug_later())
print(in_loop_closures(), deleted_later(), list(generator_owner()), class_after())
