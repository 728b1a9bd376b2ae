# Pair superinstructions GETCELL2 (two cell reads in one dispatch) and LISTAPPENDLOOP (a list
# comprehension's append and back edge): the second word also runs alone when jumped to, and an
# empty cell raises at the read that found it.


def cells(a, b):
    def inner():
        return a + b, a * b, [b, a]

    return inner()


print(cells(3, 4))


def unbound_first():
    def inner():
        return x + y  # x is read first and is unbound

    try:
        return inner()
    except NameError as e:
        return type(e).__name__, str(e)
    x = 1
    y = 2


def unbound_second():
    def inner():
        return x + y  # y is unbound

    x = 1
    try:
        return inner()
    except NameError as e:
        return type(e).__name__, str(e)
    y = 2


print(unbound_first())
print(unbound_second())


def comps(n, seen, table):
    a = [i * i for i in range(n)]
    b = [i for i in range(n) if i % 3]  # the filter jumps to the FORLOOP alone
    c = [s for s in table if s in seen and table[s] > 1]
    d = [[j for j in range(i)] for i in range(4)]
    e = [x for row in d for x in row]
    f = [ch.upper() for ch in "hello"]
    g = [t for t in (1, 2, 3)]
    h = [k for k in {"p": 1, "q": 2}]
    big = [i for i in range(10000)]
    return a, b, c, d, e, f, g, h, len(big), sum(big)


print(comps(12, {"a", "c"}, {"a": 2, "b": 3, "c": 1}))


def gen_source():
    yield 1
    yield 2
    raise ValueError("from the source")


try:
    print([v for v in gen_source()])
except ValueError as e:
    print("ValueError", e)


class It:
    def __init__(self):
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration
        return self.i


print([v * 10 for v in It()])


def closure_comp(k, items):
    return [x + k for x in items if x != k]


print(closure_comp(2, [1, 2, 3, 4]))
