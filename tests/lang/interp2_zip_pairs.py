# `for a, b in zip(xs, ys)` unpacks straight into the targets: shorter either side, the targets
# keep their last values when zip ends, the first iterator's extra item is consumed as
# CPython's zip consumes it, and ranges, tuples and lists mix.
def last_pair(xs, ys):
    a = b = "unset"
    for a, b in zip(xs, ys):
        pass
    return a, b


print(last_pair([1, 2, 3], (10, 20)), last_pair((1, 2), [10, 20, 30]), last_pair([], [1]))
print(last_pair(range(5), [7]), last_pair("ab", range(9)))
a = b = "unset"
for a, b in zip([1, 2, 3], (10, 20)):
    pass
print(a, b)
ia, ib = iter([1, 2, 3]), iter([10, 20])
pairs = [(x, y) for x, y in zip(ia, ib)]
print(pairs, next(ia, "gone"), next(ib, "gone"))
ia, ib = iter([1, 2]), iter([10, 20, 30])
for x, y in zip(ia, ib):
    pass
print(x, y, next(ib, "gone"))
out = []
for i, c in zip(range(3, 100, 2), "xyz"):
    out.append(f"{i}{c}")
print(out)
for w, (p, q) in zip([True, False], [(1, 2), (3, 4)]):
    print(w, p, q)
z = zip([1, 2], [3, 4])
for u, v in z:
    print(u, v)
print(list(z))
for u, v in zip([1, 2], [3, 4], strict=True):
    print(u + v)
try:
    for u, v in zip([1, 2], [3], strict=True):
        print(u, v)
except ValueError as e:
    print("ValueError", e)
