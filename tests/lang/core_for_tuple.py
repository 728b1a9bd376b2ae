# For loops over tuples take FORLOOP's inline tuple case: empty tuples, break and continue,
# nested loops over the same tuple, unpacking targets, tuple subclasses and an iterator
# advanced by next() inside the body must all behave as in CPython.
class T(tuple):
    pass

def walk(t):
    out = []
    for x in t:
        out.append(x)
    return out

print(walk(()), walk((1,)), walk((1, "a", None, 2.5)))
print(walk(T((3, 4, 5))))
total = 0
for d in (-1, 0, 1):
    for e in (-1, 0, 1):
        if d == e:
            continue
        total += d * 10 + e
print(total)
found = None
for x in (5, 6, 7, 8):
    if x % 2 == 0 and x > 6:
        found = x
        break
else:
    found = -1
print(found)
pairs = ((0, 1), (1, 0), (0, -1))
print([dx - dy for dx, dy in pairs])
it = iter((1, 2, 3, 4, 5))
seen = []
for x in it:
    seen.append((x, next(it, None)))
print(seen)
big = tuple(range(1000))
print(sum(1 for _ in big), max(x for x in big))
for x in (1, 2):
    pass
print(x)
try:
    for a, b in ((1, 2), (3,)):
        print(a, b)
except ValueError as exc:
    print("ValueError", exc)
