# A for loop over a local reads the local in place (GETITER it, local) instead of copying it
# first: rebinding or mutating the local inside the loop, an unbound or deleted local, a str
# the function built with += (owned, disowned before iterating), cells, class bodies, walrus,
# nested comprehension loops over a comprehension's own locals, and generators.


def rebinding(xs):
    out = []
    for x in xs:
        xs = [0]
        out.append(x)
    return out, xs


print(rebinding([1, 2, 3]))


def mutating(xs):
    out = []
    for x in xs:
        if len(xs) < 6:
            xs.append(x * 10)
        out.append(x)
    return out


print(mutating([1, 2]))


def unbound(flag):
    if flag:
        ys = [1]
    try:
        for y in ys:
            print("y", y)
    except UnboundLocalError as e:
        print("UnboundLocalError", e)


unbound(True)
unbound(False)


def deleted():
    zs = [1, 2]
    del zs
    try:
        for z in zs:
            print(z)
    except UnboundLocalError as e:
        print("UnboundLocalError", e)


deleted()


def owned():
    s = ""
    for k in range(5):
        s += str(k)
    seen = []
    for ch in s:
        s += "x"
        seen.append(ch)
    return seen, s


print(owned())


def cells():
    items = [3, 4]

    def show():
        return items

    got = [v for v in items]
    for v in items:
        got.append(v + 1)
    return got, show()


print(cells())


def walrus():
    total = 0
    for v in (w := [5, 6]):
        total += v
    return total, w


print(walrus())


def nested(m):
    flat = [x for row in m for x in row]
    pairs = [(r, c) for r in range(2) for c in m[r]]
    gen = list(x + 1 for row in m for x in row)
    return flat, pairs, gen


print(nested([[1, 2], [3]]))


def not_iterable():
    n = 5
    try:
        for q in n:
            print(q)
    except TypeError as e:
        print("TypeError", e)


not_iterable()


def gen_over_local(xs):
    for x in xs:
        yield x * 2


print(list(gen_over_local((7, 8))))


class Body:
    names = ["a", "b"]
    upper = []
    for n in names:
        upper.append(n.upper())


print(Body.upper)
values = [1, 2]
for v in values:
    values = None
print(values, v)
