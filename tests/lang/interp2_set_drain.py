# Builtins draining a set iterator (sorted, list, tuple, sum, min, max, join, any, all, set,
# dict.fromkeys) take its members straight from the table: same order and results as
# iterating, a half-consumed iterator goes on where it stopped, frozensets too, and a set
# resized by a sink's Python code raises CPython's RuntimeError.
s = {5, 3, 9, 1, 7, 100, -4, 2 ** 40}
print(sorted(s), list(s), tuple(s), sum(s), min(s), max(s), len(set(s)))
print(sorted({"b", "a", "c"}), ",".join(sorted({"x", "y"})), any(x > 99 for x in s), all(s))
it = iter(s)
first = next(it)
print(first, sorted(it), list(it), next(it, "done"))
fs = frozenset(range(20))
print(sorted(fs, reverse=True)[:5], sum(fs), list(dict.fromkeys(fs))[:4], list(frozenset()))
empties = set(range(81))
for k in range(0, 81, 3):
    empties.discard(k)
print(len(sorted(empties)), sorted(empties)[:6])


class Grow:
    def __init__(self, target):
        self.target = target

    def __radd__(self, other):
        self.target.add(len(self.target) + 1000)
        return other


victim = {1, 2, 3}
victim.add(Grow(victim))
try:
    print(sum(victim))
except (RuntimeError, TypeError) as e:
    print(type(e).__name__, e)
victim2 = set(range(10))
try:
    for v in victim2:
        victim2.add(v + 100)
except RuntimeError as e:
    print("RuntimeError", e)
