# Sorting with keys, stability, multi-key, custom classes, and bisect.
import bisect
from functools import total_ordering

people = [("Ann", 31, "NYC"), ("bob", 25, "LA"), ("Cy", 31, "SF"), ("dee", 22, "NYC"),
          ("Eve", 25, "SF"), ("fay", 40, "LA")]
print(sorted(people))
print(sorted(people, key=lambda p: p[0].lower()))
print(sorted(people, key=lambda p: (-p[1], p[0])))
by_city = sorted(sorted(people, key=lambda p: p[1]), key=lambda p: p[2])
print([(p[2], p[1]) for p in by_city])
print(sorted("The quick Brown fox".split(), key=str.casefold))
print(sorted([3, -1, -4, 2], key=abs, reverse=True), sorted({3: "c", 1: "a"}.items()))

@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(x) for x in s.split("."))
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))

vs = [Version(s) for s in ["1.10.0", "1.2.3", "1.2.10", "0.9", "1.2"]]
print(sorted(vs), max(vs), Version("1.2") <= Version("1.2.0"), Version("2.0") >= Version("1.9"))
scores = [55, 61, 70, 82, 90]
grades = "FDCBA"
print([grades[bisect.bisect(scores, s) - 1] if s >= 55 else "F" for s in [50, 60, 75, 95, 82]])
arr = []
for x in [5, 1, 4, 1, 3]:
    bisect.insort(arr, x)
print(arr, bisect.bisect_left(arr, 1), bisect.bisect_right(arr, 1))
words = ["banana", "Apple", "cherry", "apple", "Banana"]
words.sort(key=lambda w: (w.lower(), w))
print(words)
print(sorted(range(10), key=lambda n: (n % 3, -n)))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError:", e)
