# A cell of the enclosing function that no nested scope rebinds is handed to a comprehension by
# value (CELLVALUE at the call; compiler/np_symtable.c finalize_byval). Nested nonlocal
# stores, walruses in generator expressions, class-body nonlocal, deleted and unbound cells,
# and free variables of an outer generator that the comprehension resumes (kept as cells).


def shared_with_lambda(xs, k):
    f = lambda v: v * k
    return [f(x) + k for x in xs], k


print(shared_with_lambda([1, 2], 3))


def shared_with_genexp(values, s):
    ok = all(values[t] > 0 for t in s)
    return ok, [values[t] for t in s if values[t] > 1]


print(shared_with_genexp({"a": 1, "b": 2}, "ab"))


def rebound_by_def():
    x = 0

    def bump():
        nonlocal x
        x += 1
        return x
    return [(bump(), x) for _ in range(3)]


print(rebound_by_def())


def rebound_by_deep_def():
    x = 0

    def outer():
        def inner():
            nonlocal x
            x += 5
        inner()
    return [(outer(), x) for _ in range(2)]


print(rebound_by_deep_def())


def rebound_by_genexp_walrus():
    y = 0
    g = ((y := i) for i in range(3))
    return [(next(g), y) for _ in range(3)]


print(rebound_by_genexp_walrus())


def rebound_by_class_body():
    z = 1

    def make():
        class C:
            nonlocal z
            z = 10
        return C
    return [(make(), z)[1] for _ in range(2)]


print(rebound_by_class_body())


def cell_unbound():
    f = lambda: w
    try:
        print([w for _ in (1,)])
    except NameError as e:
        print("NameError", e)
    print([w for _ in ()])
    w = 4
    return [w for _ in (1,)], f()


print(cell_unbound())


def cell_param_deleted(p):
    f = lambda: p
    print([p for _ in (1,)], f())
    del p
    try:
        print([p for _ in (1,)])
    except NameError as e:
        print("NameError", e)
    try:
        f()
    except NameError as e:
        print("NameError", e)


cell_param_deleted(5)


def cell_reassigned_in_loop():
    out = []
    k = 0
    fs = []
    for i in range(3):
        k = i * 10
        fs.append(lambda: k)
        out.append([k + j for j in range(2)])
    return out, [f() for f in fs]


print(cell_reassigned_in_loop())


def outer_generator():
    x = 1

    def inner():
        return [(next(it), x) for _ in range(2)]
    yield inner
    x = 2
    yield
    x = 3
    yield


it = outer_generator()
print(next(it)())


def closure_free(k):
    def inner(xs):
        return [x * k for x in xs]
    r = inner([1, 2])
    k = 3
    return r, inner([1, 2])


print(closure_free(2))


def nested_cell(rows):
    scale = 2
    key = lambda r: -r[0]
    return sorted([[v * scale for v in r] for r in rows], key=key)


print(nested_cell([[1, 2], [3]]))
