# Appends to lists that survived collections (old lists), then moves of the appended items
# within the list, before the next minor collection (gc20): such a collection marks the young
# objects appended since the last one (the append log, vm/np_gc.c np_gc_remember_append)
# instead of tracing the whole list, so a young item moved below the old items (pop(0), sort,
# reverse, heapq, insert, slice deletion) or a plain store after an append must still keep its
# object alive. churn() allocates a few MiB in big strs, so a normal build collects there (the
# GC-stress build collects at every safe point anyway, with its verifier on).
import heapq


def churn():
    junk = None
    for i in range(40):
        junk = "x" * 200000
    return len(junk)


def fresh(tag, i):
    return [tag, str(i) * 3, (i, str(i))]


def old(n, tag):
    lst = [fresh(tag, i) for i in range(n)]
    churn()
    churn()
    return lst


def show(name, lst):
    print(name, len(lst), lst[:2], lst[-2:], sum(len(x[1]) for x in lst))


# Appended items moved to the front by pop(0).
q = old(50, "q")
for r in range(3):
    for i in range(20):
        q.append(fresh("Q%d" % r, i))
    for i in range(60):
        q.pop(0)
    churn()
    show("queue", q)
    for i in range(50):
        q.append(fresh("R%d" % r, i))
    churn()

# Appended items sorted, reversed, moved by insert and by deleting the old head.
s = old(40, "s")
for r in range(3):
    for i in range(30):
        s.append(fresh("S%d" % r, 1000 - i))
    s.sort(key=lambda x: x[1])
    churn()
    show("sorted", s)
    s.append(fresh("T%d" % r, 7))
    s.reverse()
    churn()
    show("reversed", s)
    s.append(fresh("U%d" % r, 8))
    del s[:20]
    s.insert(3, s.pop())
    churn()
    show("moved", s)

# A plain store after an append: the list is then traced whole.
w = old(30, "w")
for r in range(3):
    w.append(fresh("W%d" % r, r))
    w[0] = fresh("X%d" % r, r)
    w[1], w[-1] = w[-1], w[1]
    churn()
    show("stored", w)

# heappush on an old heap: the pushed item sifts up to the root.
h = [(i, str(i)) for i in range(100, 200)]
heapq.heapify(h)
churn()
churn()
for r in range(3):
    for i in range(10):
        heapq.heappush(h, (r * 10 + i - 50, "h%d" % (r * 10 + i)))
    churn()
    print("heap", len(h), h[0], sorted(h)[:3])

# A list subclass, and one young object appended many times (the log outgrows the young
# objects and is given up for a whole trace).
class Bag(list):
    pass


b = Bag(fresh("b", i) for i in range(20))
b.label = "bag"
churn()
churn()
one = fresh("one", 1)
for r in range(2):
    for i in range(6000):
        b.append(one)
    b.append(fresh("B%d" % r, r))
    b.insert(0, b.pop())
    churn()
    print("bag", b.label, len(b), b[0], b[-1] is one, b[1])

# A comprehension whose list becomes old while it is being built.
big = [fresh("c", i) if i % 400 else (churn(), fresh("C", i))[1] for i in range(1200)]
show("comp", big)
print(churn())
