# heapq's natives (heappush, heappop, heapify, heapreplace, heappushpop): the same heap
# layouts as CPython for ints, floats, mixed numbers, tuples, strs and user classes with
# __lt__, the TypeErrors and IndexErrors, a comparison that raises, a comparison that changes
# the heap's size, list subclasses, and merge/nsmallest/nlargest built on them.
import heapq

data = [(i * 7919) % 101 for i in range(60)]
h = []
for x in data:
    heapq.heappush(h, x)
print(h)
print([heapq.heappop(h) for _ in range(len(h))])

f = [((i * 37) % 23) / 4 for i in range(40)]
heapq.heapify(f)
print(f)
g = [3, 1.5, 2, True, -4.25, 0]
heapq.heapify(g)
print(g, heapq.heappop(g), g)

t = [(d % 5, "n%d" % d, d) for d in range(30, 0, -1)]
heapq.heapify(t)
print(t[:6])
print(heapq.heapreplace(t, (0, "a", 0)), t[:3])
print(heapq.heappushpop(t, (-1, "z", 0)), heapq.heappushpop(t, (9, "z", 0)), t[:3])
print(heapq.heappushpop([], 5), heapq.heappop([7]))

words = "pear fig apple kiwi banana cherry date".split()
heapq.heapify(words)
print(words, [heapq.heappop(words) for _ in range(3)])


class Task:
    def __init__(self, pri, name):
        self.pri = pri
        self.name = name

    def __lt__(self, other):
        return self.pri < other.pri

    def __repr__(self):
        return "Task(%d, %s)" % (self.pri, self.name)


q = []
for i, p in enumerate([5, 3, 8, 1, 3, 9, 0, 3]):
    heapq.heappush(q, Task(p, "t%d" % i))
print(q)
print([heapq.heappop(q) for _ in range(4)], q)


class MyList(list):
    pass


ml = MyList([9, 4, 7, 1])
heapq.heapify(ml)
heapq.heappush(ml, 0)
print(type(ml).__name__, ml)

for bad in (lambda: heapq.heappush((1,), 2), lambda: heapq.heappush([]),
            lambda: heapq.heappop([]), lambda: heapq.heappop(5),
            lambda: heapq.heapify((3, 1)), lambda: heapq.heapify(None), lambda: heapq.heapify(),
            lambda: heapq.heapreplace([], 1), lambda: heapq.heappushpop(None, 1),
            lambda: heapq.heappush([], 1, x=2), lambda: heapq.heappop([1], key=3),
            lambda: heapq.heappush([1, "a"], 2), lambda: heapq.heappush([1], "a")):
    try:
        bad()
    except (TypeError, IndexError) as e:
        print(type(e).__name__, e)


class Bad:
    def __lt__(self, other):
        raise ValueError("no order")


hb = [Bad()]
try:
    heapq.heappush(hb, Bad())
except ValueError as e:
    print("ValueError", e, len(hb))

grow = []


class Grower:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        grow.append(self.v)
        return self.v < other.v


grow.extend([Grower(1), Grower(2)])
try:
    heapq.heappush(grow, Grower(0))
except RuntimeError as e:
    print("RuntimeError", e)

print(heapq.nsmallest(4, data), heapq.nlargest(3, data, key=lambda v: -v))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0])))
print(repr(heapq.heappush)[:30], heapq.heappop.__name__)
