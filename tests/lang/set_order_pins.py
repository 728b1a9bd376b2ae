# Pins set iteration order against python3.11 (it follows from the table layout: the probe
# sequence with its linear runs, dummies left by removals, the resize rule), for the element
# types whose hashes equal CPython's: ints (incl. negative and big), floats, tuples, frozensets.
# A prerequisite for restructuring vm/np_set.c without changing printed output.
import random
random.seed(11)
def show(s):
    print(len(s), list(s))
for n in (0, 1, 5, 8, 9, 20, 33, 100, 700):
    show(set(random.randrange(-10 ** 6, 10 ** 6) for _ in range(n)))
show(set([2 ** 61 - 1, 2 ** 61, 2 ** 64 + 3, -2 ** 63, -1, -2, 0, 10 ** 20]))
show({0.5, 1.5, -0.0, 1e300, 2.5e-8, float('inf'), 3.0, 7.25})
show({(1, 2), (2, 1), (0,), (), (1, (2, 3)), (-1, -2), (1.5, 2)})
show({frozenset(), frozenset({1}), frozenset({1, 2}), frozenset({2, 3, 4})})
s = set(range(0, 4000, 7))
for x in list(s)[::3]:
    s.discard(x)
show(s)
for x in range(100000, 100300, 3):  # fills dummies, then resizes
    s.add(x)
show(s)
t = set()
for i in range(300):
    t.add(i * 8)      # same low bits: long probe chains through the linear runs
    if i % 5 == 0:
        t.discard(i * 4)
show(t)
u = {i * 1024 for i in range(50)}
u -= {i * 1024 for i in range(0, 50, 2)}
u |= {i * 512 for i in range(30)}
show(u)
show(u & {i * 1024 for i in range(0, 60, 3)})
show(u ^ {1, 2, 3, 1024})
v = set()
for i in range(2000):
    v.add(random.randrange(5000))
    if random.random() < 0.4:
        v.discard(random.randrange(5000))
show(v)
w = set(range(60))
while len(w) > 10:
    w.pop()
show(w)
