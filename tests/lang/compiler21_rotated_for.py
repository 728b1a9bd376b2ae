# For loops are rotated (compiler21): the head is the same FORLOOP as the back edge, storing the
# first item straight into a plain local target, and a comprehension iterates over `.0` in place.
# These cases pin the edges: empty loops, else clauses, break/continue, targets that are not
# plain locals, generators, user iterators, mutation during iteration, exceptions, nesting.


def empty_loops():
    out = []
    x = "unchanged"
    for x in []:
        out.append(x)
    else:
        out.append("else-empty")
    out.append(x)
    for x in range(0):
        out.append(x)
    out.append(x)
    return out


print(empty_loops())


def loop_else_break(xs, stop):
    seen = []
    for x in xs:
        if x == stop:
            break
        seen.append(x)
    else:
        seen.append("else")
    return seen, x if xs else None


print(loop_else_break([1, 2, 3], 2), loop_else_break([1, 2, 3], 9), loop_else_break([], 1))


def continues(n):
    out = []
    for i in range(n):
        if i % 3 == 0:
            continue
        out.append(i)
        if i > 7:
            out.append("big")
            continue
        out.append(-i)
    return out


print(continues(11))


class Box:
    pass


def odd_targets():
    b = Box()
    d = {}
    lst = [0, 0, 0]
    out = []
    for b.attr in "ab":
        out.append(b.attr)
    for d["k"] in (1, 2):
        out.append(dict(d))
    for i, lst[i] in enumerate([7, 8, 9]):
        pass
    out.append(lst)
    for (a, (c, e)) in [(1, (2, 3)), (4, (5, 6))]:
        out.append(a + c + e)
    for first, *rest in ["xyz", "pq"]:
        out.append((first, rest))
    return out


print(odd_targets())

G = []
for g in range(3):
    G.append(g)
print(G, g)
for g in []:
    G.append("never")
print(g)
for ga, gb in [(1, 2), (3, 4)]:
    G.append(ga * gb)
print(G)


def gen(n):
    for i in range(n):
        yield i * i


def over_generators():
    out = []
    for v in gen(4):
        out.append(v)
    for v in gen(0):
        out.append("never")
    for k, v in enumerate(gen(3)):
        out.append((k, v))
    out.append([v + 1 for v in gen(5)])
    out.append(sum(v for v in gen(5)))
    return out


print(over_generators())


class Count:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n


def user_iterators():
    out = [x for x in Count(4)]
    for x in Count(3):
        out.append(-x)
    for x in Count(0):
        out.append("never")
    return out


print(user_iterators())


def mutated():
    xs = [1, 2, 3]
    out = []
    for x in xs:
        out.append(x)
        if len(xs) < 6:
            xs.append(x * 10)
    ys = [1, 2, 3, 4]
    for y in ys:
        ys.remove(y)
    out.append(ys)
    d = {1: 1, 2: 2}
    try:
        for k in d:
            d[k + 10] = k
    except RuntimeError as e:
        out.append(str(e))
    return out


print(mutated())


def bad_next():
    class Bad:
        def __iter__(self):
            return self

        def __next__(self):
            raise ValueError("boom at first item")

    try:
        for x in Bad():
            print("never", x)
    except ValueError as e:
        print("caught", e)
    try:
        print([x for x in Bad()])
    except ValueError as e:
        print("caught in comprehension", e)


bad_next()


def nested(n):
    total = 0
    pairs = []
    for i in range(n):
        for j in range(i):
            for k in []:
                total -= 1000
            total += i * j
        pairs.append([(i, j) for j in range(i) if j % 2])
    return total, pairs


print(nested(5))


def unbound_after_empty():
    for z in []:
        pass
    try:
        return z
    except UnboundLocalError as e:
        return type(e).__name__


print(unbound_after_empty())


def comprehension_targets(rows):
    a = [r for r in rows]
    b = [x + y for x, y in rows]
    c = {k: v for k, v in rows}
    d = [x for r in rows for x in r if x > 1]
    e = {x for x in rows[0]}
    f = [[y for y in r] for r in rows]
    return a, b, c, d, e, f


print(comprehension_targets([(1, 2), (3, 4)]))


def comprehension_over_local(xs):
    it = iter(xs)
    first = [x for x in it if x < 3]
    rest = [x for x in it]
    return first, rest, [x for x in xs], [x for x in []]


print(comprehension_over_local([1, 2, 5, 1]))


def loop_in_try():
    out = []
    try:
        for x in [1, 2, 0, 3]:
            out.append(10 // x)
    except ZeroDivisionError:
        out.append("zde")
    for x in [1, 0]:
        try:
            out.append(1 // x)
        except ZeroDivisionError:
            out.append("inner")
            continue
        finally:
            out.append("fin")
    return out


print(loop_in_try())


def strs():
    out = []
    for c in "héllo":
        out.append(c)
    for c in "":
        out.append("never")
    for c in ("a", "b"):
        out.append(c * 2)
    s = ""
    for c in "xyz":
        s += c
    return out, s


print(strs())


def break_out_of_owned():
    out = []
    g = gen(10)
    for v in g:
        if v > 4:
            break
        out.append(v)
    out.append(next(g))
    for v in gen(10):
        if v > 4:
            break
    return out


print(break_out_of_owned())


class Body:
    for name in ["a", "b"]:
        pass
    vals = [name * 2 for name in "xy"]


print(Body.name, Body.vals)
