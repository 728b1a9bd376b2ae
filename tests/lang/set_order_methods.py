# gcstress: skip (thousands of sets of up to 2500 keys pass the time limit when every safe point collects; set_order_pins and set_merge_paths run there)
# Randomized set iteration order against python3.11, through the set methods and constructors
# (comprehensions, generators, dict keys, unpacking, union/difference/intersection/symmetric
# difference and their _update forms with list, iterator and dict arguments, remove, clear).
# Companion of set_order_random.py, which drives the operators.
import random
random.seed(77)
def key_of(kind):
    if kind == 0:
        return random.randrange(-60, 60)
    if kind == 1:
        return random.randrange(-10 ** 5, 10 ** 5)
    if kind == 2:
        return random.randrange(64) * 2048 - random.randrange(3)
    if kind == 3:
        return random.randrange(-300, 300) / 4
    return (random.randrange(15), random.randrange(-3, 3))
def some(kind, n):
    return [key_of(kind) for _ in range(n)]
for rnd in range(150):
    kind = rnd % 5
    size = random.choice([2, 6, 20, 90, 400, 1500])
    src = random.randrange(4)
    items = some(kind, size)
    if src == 0:
        s = {x for x in items}
    elif src == 1:
        s = set(x for x in items)
    elif src == 2:
        s = set(dict.fromkeys(items))
    else:
        s = {*items}
    for step in range(20):
        op = random.randrange(14)
        other = some(kind, random.randrange(1, size + 3))
        if op == 0:
            s.difference_update(other)
        elif op == 1:
            s.symmetric_difference_update(other)
        elif op == 2:
            s.intersection_update(other + list(s)[::3])
        elif op == 3:
            s = s.union(other, some(kind, 5))
        elif op == 4:
            s = s.difference(other)
        elif op == 5:
            s = s.symmetric_difference(other)
        elif op == 6:
            s = s.intersection(other + list(s)[1::2])
        elif op == 7:
            s = s.copy()
            s.update(iter(other))
        elif op == 8:
            for x in other:
                if x in s:
                    s.remove(x)
        elif op == 9:
            s.update(dict.fromkeys(other))
        elif op == 10:
            s = set(frozenset(s) | frozenset(other))
        elif op == 11:
            s = s - set(other[:2])
        elif op == 12:
            s.clear() if random.random() < 0.1 else s.update(other, other[::2])
        else:
            s = {x for x in s if random.random() < 0.8}
        if len(s) < 30:
            print(step, op, list(s))
    print(rnd, len(s), hash(tuple(s)))
