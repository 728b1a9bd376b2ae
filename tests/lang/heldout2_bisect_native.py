# bisect's natives: left/right insertion points with duplicates, lo/hi bounds (keyword and
# positional, hi=None, hi past the end), key= on bisect and insort, tuples, strs, floats,
# user classes with __lt__, non-list sequences (tuples, a class with __getitem__/__len__ and
# insert), a list that changes during the search, and the argument errors.
import bisect

a = [1, 2, 2, 2, 3, 5, 8, 8, 13]
for x in (0, 1, 2, 4, 8, 13, 20, 2.5, True):
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x),
          bisect.bisect_left(a, x, 2), bisect.bisect_right(a, x, 1, 6), bisect.bisect_left(a, x, hi=4),
          bisect.bisect_right(a, x, lo=3, hi=None))
b = []
for v in [5, 1, 4, 1, 5, 9, 2, 6, 5, 3]:
    bisect.insort(b, v)
    bisect.insort_left(b, -v)
print(b)
words = []
for w in "pear fig apple kiwi fig banana".split():
    bisect.insort_right(words, w)
print(words, bisect.bisect_left(words, "fig"), bisect.bisect_right(words, "fig"))
recs = sorted([(3, "c"), (1, "a"), (2, "b"), (2, "bb")])
print(bisect.bisect_left(recs, (2,)), bisect.bisect_right(recs, (2, "b")))
people = [("ann", 31), ("bob", 25), ("cy", 40)]
people.sort(key=lambda p: p[1])
bisect.insort(people, ("dee", 33), key=lambda p: p[1])
print(people, bisect.bisect_left(people, 30, key=lambda p: p[1]),
      bisect.bisect_right(people, 40, key=lambda p: p[1]))


class V:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v

    def __repr__(self):
        return "V(%d)" % self.v


vs = []
for n in (3, 1, 2, 3, 0):
    bisect.insort(vs, V(n))
print(vs, bisect.bisect(vs, V(2)), bisect.bisect_left(vs, V(3)))
print(bisect.bisect_left((1, 3, 5, 7), 5), bisect.bisect_right(range(0, 100, 10), 35))


class Seq:
    def __init__(self):
        self.items = []

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]

    def insert(self, i, x):
        print("insert", i, x)
        self.items.insert(i, x)


s = Seq()
for v in (4, 2, 9, 2):
    bisect.insort_left(s, v)
print(s.items)

shrink = list(range(20))


class Shrinker:
    def __lt__(self, other):
        del shrink[10:]
        return False

    def __gt__(self, other):
        del shrink[10:]
        return True


try:
    print(bisect.bisect_left(shrink, Shrinker()))
except IndexError as e:
    print("IndexError", e)
for bad in (lambda: bisect.bisect_left(a, 1, -1), lambda: bisect.bisect_left(a),
            lambda: bisect.insort(5, 1), lambda: bisect.bisect([1, 2], 1, 0, 5),
            lambda: bisect.bisect([1, 2], 1, "a"), lambda: bisect.bisect([1, 2], 1, foo=1),
            lambda: bisect.bisect([1, 2], 1, 0, 1, 2), lambda: bisect.bisect([1, "a"], 2),
            lambda: bisect.insort([1, 2], 3, key=len)):
    try:
        print(bad())
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)
