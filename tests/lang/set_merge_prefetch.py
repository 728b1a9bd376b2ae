# Set merges (|=, update, union) of tables big enough that np_set_merge prefetches ahead, with
# overlapping keys, dummies, a merge into a set sharing most keys, a source whose keys' __eq__
# mutates the source mid-merge, and the keyword errors of the variadic set methods.
a = set(range(0, 3000, 2))
b = set(range(0, 3000, 3))
for k in range(0, 3000, 12):
    b.discard(k)  # dummies in the source table
c = set(a)
c |= b
print(len(c), sum(c), min(c), max(c), list(c)[:8])
d = set(b)
d.update(a, range(5), "xyz")
print(len(d), d == c | set(range(5)) | set("xyz"))
e = a.union(b, {-1, -2})
print(len(e), sorted(e)[:5])
words = {f"w{i}" for i in range(2000)}
more = {f"w{i}" for i in range(1500, 4000)}
words |= more
print(len(words), "w3999" in words, "w4000" in words)


class Key:
    def __init__(self, n, victim=None):
        self.n = n
        self.victim = victim

    def __hash__(self):
        return self.n % 7

    def __eq__(self, other):
        if self.victim is not None:
            self.victim.clear()
            self.victim = None
        return isinstance(other, Key) and self.n == other.n


src = {Key(i) for i in range(100)}
dst = {Key(i) for i in range(0, 100, 5)}
next(iter(dst)).victim = src
try:
    dst |= src
    print("merged", len(dst) >= 20)
except RuntimeError as e:
    print("RuntimeError", e)
for call in (lambda: set().update(x=1), lambda: set().union(x=1), lambda: set().difference(x=1),
             lambda: set().intersection_update(x=1), lambda: frozenset().union(x=1)):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
