# heapq, differential: seeded random data through every function (nsmallest/nlargest with and
# without key, n of 0, 1, negative, larger than the data, iterators without len(); merge with
# key/reverse and empty inputs; ties kept stable), and the errors of bad arguments.
import heapq
import random

rng = random.Random(99)
for trial in range(40):
    data = [rng.randint(-20, 20) for _ in range(rng.randint(0, 25))]
    n = rng.choice([-2, 0, 1, 2, 3, 5, 30])
    key = rng.choice([None, abs, lambda v: v % 7, lambda v: -v])
    print(trial, heapq.nsmallest(n, data, key=key), heapq.nlargest(n, data, key=key),
          heapq.nsmallest(n, iter(data), key=key), heapq.nlargest(n, iter(data), key=key))
    h = []
    out = []
    for v in data:
        heapq.heappush(h, v)
    while h:
        out.append(heapq.heappop(h))
    print(out == sorted(data))
    lists = [sorted(rng.randint(0, 9) for _ in range(rng.randint(0, 5))) for _ in range(rng.randint(0, 4))]
    print(list(heapq.merge(*lists)), list(heapq.merge(*[sorted(x, reverse=True) for x in lists], reverse=True)))
    pairs = [sorted(((rng.randint(0, 5), i, t) for t in range(rng.randint(0, 4))), key=lambda p: p[0])
             for i in range(3)]
    print(list(heapq.merge(*pairs, key=lambda p: p[0])))
    print(list(heapq.merge(*[sorted(x, key=lambda p: p[0], reverse=True) for x in pairs],
                           key=lambda p: p[0], reverse=True)))

# Stability: equal keys come out in input order.
words = ["bb", "a", "cc", "d", "ee", "f", "gg", "hhh", "i"]
print(heapq.nsmallest(4, words, key=len), heapq.nlargest(4, words, key=len))
print(heapq.nsmallest(4, iter(words), key=len), heapq.nlargest(4, iter(words), key=len))
print(heapq.nsmallest(1, [], key=len), heapq.nlargest(1, iter([])), heapq.nsmallest(3, iter([])))
print(heapq.nsmallest(2, "hello"), heapq.nlargest(2, {3: 1, 1: 2, 2: 3}))
print(list(heapq.merge()), list(heapq.merge([], [1], [])), list(heapq.merge("ace", "bdf")))
m = heapq.merge([1, 3], [2])
print(next(m), list(m))


class Task:
    def __init__(self, p, name):
        self.p, self.name = p, name

    def __lt__(self, other):
        return self.p < other.p

    def __repr__(self):
        return "%s:%d" % (self.name, self.p)


tasks = [Task(rng.randint(0, 4), "t%d" % i) for i in range(12)]
print(heapq.nsmallest(5, tasks), heapq.nlargest(5, tasks))
print(list(heapq.merge(sorted(tasks[:6], key=lambda t: t.p), sorted(tasks[6:], key=lambda t: t.p))))


def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("nsmallest-nolen", lambda: heapq.nsmallest(2, 5))
attempt("nlargest-mixed", lambda: heapq.nlargest(2, [1, "a", 2]))
attempt("merge-bad", lambda: list(heapq.merge([1], 2)))
attempt("nsmallest-key-err", lambda: heapq.nsmallest(2, [1, 2, 3], key=len))
attempt("pop-empty", lambda: heapq.heappop([]))
