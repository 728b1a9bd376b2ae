# Rich comparisons of user instances inside tuples (sort keys, heap entries): the deciding pair
# is found with __eq__, then the operator's own method decides, NotImplemented falls back to the
# reflected method, a proper subclass's reflected method goes first, and __lt__'s result is
# returned as is. Also native comparison methods (datetime) and their subclasses.
import heapq
from datetime import datetime, timedelta

log = []


class K:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        log.append(("eq", self.v, getattr(o, "v", o)))
        return isinstance(o, K) and self.v == o.v

    def __lt__(self, o):
        log.append(("lt", self.v, getattr(o, "v", o)))
        if not isinstance(o, K):
            return NotImplemented
        return self.v < o.v

    def __gt__(self, o):
        log.append(("gt", self.v, getattr(o, "v", o)))
        if not isinstance(o, K):
            return NotImplemented
        return self.v > o.v

    def __repr__(self):
        return "K(%r)" % self.v


class SubK(K):
    def __gt__(self, o):
        log.append(("sub-gt", self.v, getattr(o, "v", o)))
        return "sub says " + str(self.v > o.v)


class Odd:
    def __init__(self, v):
        self.v = v

    def __lt__(self, o):
        return "truthy" if self.v < o.v else ""

    def __eq__(self, o):
        return self.v == o.v


def show(label, value):
    print(label, repr(value), log)
    log.clear()


show("eq-decides", (1, K(1), "a") < (1, K(2), "b"))
show("tie-then-str", (K(1), "a") < (K(1), "b"))
try:
    (K(3),) <= (K(2),)
except TypeError as e:
    show("le-missing", str(e))
show("gt", (K(3), 0) > (K(2), 0))
show("ge-list", [K(3)] >= [K(3)])
show("sub-first", (K(1),) < (SubK(2),))
try:
    (K(1),) < (5,)
except TypeError as e:
    show("typeerror", str(e))
show("raw-result", (Odd(1),) < (Odd(2),))
show("raw-empty", (Odd(2),) < (Odd(1),))
show("ne", (K(1),) != (K(2),))

# A sort by tuple keys whose first items are instances: every compare is logged.
items = [K(3), K(1), K(2), K(1)]
out = sorted(items, key=lambda k: (k, id(k) % 1))
print([k.v for k in out], len(log) > 0)
log.clear()


class Boom:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        return self.v == o.v

    def __lt__(self, o):
        if self.v == 3 or o.v == 3:
            raise ValueError("no three")
        return self.v < o.v


try:
    sorted([(Boom(v), v) for v in (5, 3, 1, 4)])
except ValueError as e:
    print("sort raised", e)

# Heap entries holding instances whose first items tie.
h = []
for i, v in enumerate([5, 1, 4, 1, 3]):
    heapq.heappush(h, (v % 2, K(v)))
print([heapq.heappop(h)[1].v for _ in range(len(h))])
log.clear()

# datetime keys: a native __lt__/__eq__, an equal-time tie broken by the next item, a
# subclass, and a naive/aware mix (TypeError) inside tuples.
start = datetime(2026, 3, 1)
rows = [(start + timedelta(minutes=m % 7), s) for m, s in zip(range(20), "qwertyuiopasdfghjklz")]
rows.sort()
print(rows[:3], rows[-1])
print(sorted([(start, "b"), (start, "a"), (start - timedelta(1), "z")]))


class MyDT(datetime):
    def __lt__(self, o):
        print("MyDT.__lt__")
        return datetime.__lt__(self, o)


a, b = MyDT(2026, 1, 1), datetime(2026, 1, 2)
print((a, 1) < (b, 0), (b, 0) > (a, 1), (b, 0) < (a, 1))
from datetime import timezone
try:
    (datetime(2026, 1, 1), 1) < (datetime(2026, 1, 1, tzinfo=timezone.utc), 0)
except TypeError as e:
    print("TypeError", e)
print((datetime(2026, 1, 1), 1) == (datetime(2026, 1, 1, tzinfo=timezone.utc), 1))
