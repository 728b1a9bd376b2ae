# Stores of new objects into containers that survived collections (old ones): each store site
# must pass the collector's write barrier, or a minor collection frees the new object while the
# old container still holds it (vm/np_gc.h). The GC-stress build collects at every safe point
# and its verifier names any holder whose store skipped the barrier; the sizes are small so
# that build runs it in seconds (tests/unit/test_data.c test_gc_minor checks the same in a
# normal build).
import heapq
import io
import itertools
from collections import deque, OrderedDict, defaultdict
from dataclasses import dataclass
from decimal import Decimal


def churn(n=20):
    junk = None
    for i in range(n):
        junk = [i, str(i)]
    return junk


old_list = [str(i) for i in range(50)]
old_dict = {i: str(i) for i in range(50)}
old_set = {str(i) for i in range(50)}
old_deque = deque(str(i) for i in range(10))
heap = [(i, str(i)) for i in range(20)]
heapq.heapify(heap)
counts = defaultdict(list)
od = OrderedDict((str(i), i) for i in range(5))
glob = None
churn()
churn()
for r in range(3):
    old_list.append("a%d" % r)
    old_list.insert(0, "b%d" % r)
    old_list[5] = "c%d" % r
    old_list[10:12] = ["d%d" % r, "e%d" % r, "f%d" % r]
    old_list.extend(["g%d" % r, "h%d" % r])
    old_list += ["i%d" % r]
    old_dict[r] = "j%d" % r
    old_dict["k%d" % r] = ["k", r]
    old_dict.update({"l%d" % r: "l"})
    old_dict.setdefault("m%d" % r, "m%d" % r)
    old_set.add("n%d" % r)
    old_set.update(["o%d" % r])
    old_set |= {"p%d" % r}
    old_deque.appendleft("q%d" % r)
    old_deque.append("r%d" % r)
    old_deque[1] = "s%d" % r
    heapq.heapreplace(heap, (-r, "t%d" % r))
    heapq.heappush(heap, (-r - 10, "u%d" % r))
    counts["v%d" % r].append("w%d" % r)
    od["x%d" % r] = "y%d" % r
    glob = "z%d" % r
    churn()
print(len(old_list), old_list[:4], old_list[-4:], old_list[5], old_list[10:13])
print(len(old_dict), old_dict[2], old_dict["k1"], old_dict["l0"], old_dict["m2"])
print(len(old_set), sorted(x for x in old_set if x[0] in "nop"))
print(list(old_deque)[:4], heap[0], sorted(heap)[:3], dict(counts), list(od.items())[-2:], glob)

# A comprehension whose list survives collections while it is built.
big = [[i, str(i)] for i in range(300)]
print(len(big), big[-1], sum(len(x[1]) for x in big))
# Fresh containers filled while Python code runs (and collects).


class Slow:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        churn(5)
        self.n -= 1
        if self.n < 0:
            raise StopIteration
        return "it%d" % self.n

    def __repr__(self):
        churn(5)
        return "Slow(%d)" % self.n


print(list(zip(Slow(3), Slow(4), "abc")))
print(sorted(["x%d" % i for i in range(5)], key=lambda s: (churn(5), s[::-1])[1]))


@dataclass
class Rec:
    a: object
    b: object
    c: object


print(Rec(Slow(1), Slow(2), Slow(3)))
buf = io.StringIO()
for i in range(5):
    buf.write("line %d\n" % i)
    churn(5)
print(buf.getvalue().split())
print([Decimal("%d.%02d" % (i, i)) for i in range(3)], Decimal("1.25") + Decimal("2.5"))
for k, g in itertools.groupby(["aa", "ab", "ba", "bb", "ca"], key=lambda s: (churn(5), s[0])[1]):
    print(k, list(g))
a, b = itertools.tee(("t%d" % i for i in range(4)))
print(list(a), list(b), list(itertools.accumulate(["p", "q", "r"])))
