# a | b of sets and frozensets (set16's np_set_union, which builds the result's final table at
# once when merging b would resize a's copy): iteration orders against python3.11 for keys
# whose slots depend on the insertion order (colliding low bits, linear-probe runs, big ints,
# floats), a with and without dummies, a | a, empty sides, and set.union / |= beside them.
import random
random.seed(1616)

def colliding(n, stride):
    return [random.randrange(40) * stride + random.randrange(3) for _ in range(n)]

def build(keys, drop=0):
    s = set()
    for k in keys:
        s.add(k)
    for k in keys[:drop]:
        s.discard(k)
    return s

digest = 0
def show(label, s):
    global digest
    out = list(s)
    digest = (digest * 131 + hash(tuple(out))) % 1000000007
    if len(out) <= 24:
        print(label, len(out), out)

for rnd in range(120):
    stride = random.choice([8, 16, 32, 64, 1024, 4096])
    na = random.choice([1, 3, 4, 5, 9, 12, 20, 40, 90, 300])
    nb = random.choice([0, 1, 2, 5, 11, 30, 80, 400])
    ka = colliding(na, stride)
    if rnd % 5 == 4:
        ka = [k + 0.5 for k in ka]
    if rnd % 7 == 6:
        ka = [k + (1 << 62) for k in ka]
    a = build(ka, drop=random.choice([0, 0, 1, na // 3]))
    b = build(colliding(nb, stride))
    show("a|b %d" % rnd, a | b)
    show("b|a %d" % rnd, b | a)
    show("fa|b %d" % rnd, frozenset(a) | b)
    show("a|a %d" % rnd, a | a)
    show("union %d" % rnd, a.union(b))
    c = set(a)
    c |= b
    show("|= %d" % rnd, c)
    e = set(a)
    while e:
        e.pop()
    e |= b
    show("popped|= %d" % rnd, e)
    show("a|empty %d" % rnd, a | set())
    show("empty|b %d" % rnd, set() | b)
print("digest", digest)
