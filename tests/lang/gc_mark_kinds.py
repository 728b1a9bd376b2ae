# gcstress: skip (its churn passes the 30 s time limit when every safe point collects)
# The collector's marking paths, each holding the only reference to objects made just before
# garbage is churned (so collections run while nothing else keeps them alive): leaf kinds (str,
# int, range) of user subclasses, whose attributes are the only path to their values; a big
# range whose bounds are ints of their own; tuples and lists of every length around the
# marking's inline/prefetch boundary; a deep chain of nested tuples and lists (a long gray
# list); a suspended generator with many live locals. A marking shortcut that skipped any of
# these would free a live object and print wrong values (or crash).


def churn(n):
    # Enough garbage of several sizes to pass the collection threshold several times.
    total = 0
    for i in range(n):
        t = (i, str(i) * 3, [i, i + 1], {"k": i})
        total += len(t[1]) + len(t[2])
    return total


class S(str):
    pass


class I(int):
    pass


class T(tuple):
    pass


def fresh(i):
    # A new heap object reachable only from where the caller stores it.
    return ["v", str(i * 7919), (i, str(i))]


# Leaf kinds of user subclasses: their attribute dicts must be traced.
s = S("label")
s.extra = fresh(1)
n = I(12345678901234567890123)
n.extra = fresh(2)
small = I(5)
small.extra = fresh(3)
t = T((fresh(4), 9))
t.extra = fresh(5)
churn(40000)
print(s, s.extra, n, n.extra, small + 1, small.extra, t[0], t.extra)

# A big range keeps its exact bounds (ints) alive.
big = [range(10**30 + 3, 10**30 + 3 + 7 * 50, 7)]
churn(40000)
r = big[0]
print(len(r), r[0], r[-1], r[25], (10**30 + 3 + 7 * 49) in r, r[::10][-1])

# Tuples and lists of each length from 0 to 20 hold fresh objects.
tuples = [tuple(fresh(i * 100 + k) for k in range(i)) for i in range(21)]
lists = [[fresh(i * 1000 + k) for k in range(i)] for i in range(21)]
churn(40000)
print([len(x) for x in tuples])
print(tuples[8][-1], tuples[9][-1], tuples[20][0], lists[8][-1], lists[9][-1], lists[20][19])
print(sum(int(x[1]) for tu in tuples for x in tu), sum(int(x[1]) for li in lists for x in li))

# A deep chain: each link is reachable only through the one before it.
chain = None
for i in range(30000):
    chain = (chain, [str(i)]) if i % 2 else [chain, (str(i),)]
churn(40000)
depth, last = 0, None
node = chain
while node is not None:
    depth += 1
    last = node[1][0]
    node = node[0]
print(depth, last, chain[1][0])


# A suspended generator's registers: more locals than the inline marking handles at once.
def many_locals(k):
    a0, a1, a2, a3, a4, a5 = fresh(k), fresh(k + 1), fresh(k + 2), fresh(k + 3), fresh(k + 4), fresh(k + 5)
    b0, b1, b2, b3, b4, b5 = fresh(k + 6), fresh(k + 7), fresh(k + 8), fresh(k + 9), fresh(k + 10), fresh(k + 11)
    yield 1
    yield [a0[1], a1[1], a2[1], a3[1], a4[1], a5[1], b0[1], b1[1], b2[1], b3[1], b4[1], b5[1]]


gens = [many_locals(k * 20) for k in range(30)]
for g in gens:
    next(g)
churn(40000)
print([next(g)[-1] for g in gens][::7])

# Everything again after more collections (the survivors are old by now).
churn(80000)
print(s.extra[2], n.extra[1], t.extra[2], big[0][3], lists[20][0][2], depth)
