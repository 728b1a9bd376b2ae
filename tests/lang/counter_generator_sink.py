# Counter(generator) and Counter.update(generator) count plain keys inside the generator's loop
# (count_sink); mixed, user and unhashable keys, exceptions from the generator and counts that
# are not ints take the general path with the same results and errors.
from collections import Counter


class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        return isinstance(other, Key) and self.v == other.v

    def __repr__(self):
        return f"Key({self.v})"


words = "the cat and the hat and the bat".split()
print(Counter(w for w in words))
print(Counter(len(w) for w in words * 50).most_common(3))
print(Counter(x % 3 == 0 for x in range(10)), Counter(x / 2 for x in range(4)))
print(Counter(v for v in ["a", 1, None, 1.5, "a", 1]))
print(Counter(Key(w) for w in words))
print(Counter(k for k in ["a", Key("a"), "a", Key("a"), 3]))
c = Counter({"the": 10})
c.update(w for w in words)
print(c)
c = Counter()
c["x"] = 2 ** 70
c.update(w for w in ["x", "y", "x"])
print(c)
c = Counter()
c["n"] = 1.5
c.update(w for w in ["n", "m"])
print(c)


def boom():
    yield "a"
    yield "b"
    raise ValueError("boom")


c = Counter()
try:
    c.update(boom())
except ValueError as e:
    print("ValueError", e, c)
try:
    Counter(x for x in ["a", [1]])
except TypeError as e:
    print("TypeError", e)


def watch(c):
    for w in words:
        yield (w, len(c))


print(Counter(p[0] for p in watch(Counter())))
big = Counter(str(i % 1000) for i in range(20000))
print(len(big), big["7"], sum(big.values()))
