# min()/max() with key functions returning tuples (ordered without running code when their
# items are small ints, bools, floats and strs) and tuple comparisons with bools: ties keep the
# first item, True/False compare as 1/0 (and equal them), NaN and other items go the general way.
class M:
    def __init__(self, busy, queue, speed, ident):
        self.busy, self.queue, self.speed, self.id = busy, queue, speed, ident


ms = [M(i % 3 == 0, [0] * (i % 4), i % 5, "m%d" % i) for i in range(12)]
best = min(ms, key=lambda m: (m.busy, len(m.queue), -m.speed, m.id))
worst = max(ms, key=lambda m: (m.busy, len(m.queue), -m.speed, m.id))
print(best.id, worst.id)
print(min(ms, key=lambda m: (m.busy, len(m.queue))).id, max(ms, key=lambda m: (m.busy, len(m.queue))).id)

# Bools against ints: equal keys keep the first item.
print(min([(1, "a"), (True, "b"), (0, "c"), (False, "d")], key=lambda t: (t[0],)))
print(max([(True, "a"), (1, "b"), (1.0, "c")], key=lambda t: (t[0], 0)))
print((True, 2) < (1, 3), (False,) == (0,), (True, "x") > (1, "w"), (True, 1) <= (1, True))
print(sorted([(True, 2), (0, 1), (1, 1), (False, 0), (2, -1)]))

# Floats, NaN, strs and nested tuples in keys.
nan = float("nan")
print(min([3, 1, 2], key=lambda v: (v * 0.5, str(v))))
print(min([1, 2, 3], key=lambda v: (nan, v)), max([1, 2, 3], key=lambda v: (nan, v)))
print(min(["b", "a", "c"], key=lambda s: ((s, 1), False)))
print(max(range(10), key=lambda v: (v % 3 == 1, v % 4, str(v))))


# Keys of other kinds still compare by their own rules.
class K:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v > other.v

    def __gt__(self, other):
        return self.v < other.v


print(min(range(5), key=lambda v: (True, K(v))), max(range(5), key=lambda v: (True, K(v))))
try:
    min([1, 2], key=lambda v: (False, None if v == 1 else v))
except TypeError as e:
    print("TypeError:", e)
print(min([1, 2], key=lambda v: (v == 2, None)))
