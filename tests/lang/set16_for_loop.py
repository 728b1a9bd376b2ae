# `for x in s` over sets and frozensets (the interpreter's inline set iteration, set16): order,
# a size change during the loop (RuntimeError, also after a discard), same-size changes, a
# resumed iterator, loops over emptied and dummy-filled tables, nested loops over one set.
def show(label, xs):
    print(label, list(xs))

s = {5, 3, 9, 1, 33, 17, -4, 1 << 40}
out = []
for x in s:
    out.append(x)
show("plain", out)
out = []
for x in frozenset(s):
    out.append(x * 2)
show("frozen", out)

# Dummies in the table: discards leave them, iteration skips them.
d = set(range(40))
for k in range(0, 40, 3):
    d.discard(k)
out = []
for x in d:
    out.append(x)
show("dummies", out)

# An emptied set (only dummies left).
e = set(range(10))
while e:
    e.pop()
n = 0
for x in e:
    n += 1
print("emptied", n)

# A size change during the loop.
for change in ("add", "discard", "pop", "clear"):
    t = set(range(6))
    seen = []
    try:
        for x in t:
            seen.append(x)
            if len(seen) == 2:
                if change == "add":
                    t.add(100)
                elif change == "discard":
                    t.discard(5)
                elif change == "pop":
                    t.pop()
                else:
                    t.clear()
    except RuntimeError as exc:
        print(change, "RuntimeError:", exc, seen)
    else:
        print(change, "no error", seen)

# The same size after a discard and an add: the loop goes on.
t = {1, 2, 3, 4}
seen = []
for x in t:
    seen.append(x)
    if x == 2:
        t.discard(4)
        t.add(7)
print("same size", seen, sorted(t))

# A resumed iterator: a break, then a second loop over the same iterator.
u = set(range(20, 30))
it = iter(u)
first = []
for x in it:
    first.append(x)
    if len(first) == 3:
        break
rest = []
for x in it:
    rest.append(x)
print("resumed", first, rest)
# Exhausted: the set grows and shrinks back to its size (a bigger table); still exhausted.
for k in range(100, 200):
    u.add(k)
for k in range(100, 200):
    u.discard(k)
again = []
for x in it:
    again.append(x)
print("exhausted", again, len(u))

# Nested loops over one set, a set comprehension and a generator over a set.
v = {"a", "bb", "ccc"}
pairs = 0
for x in v:
    for y in v:
        pairs += len(x) * len(y)
print("nested", pairs)
print("comp", sorted({len(x) for x in v}), sum(len(x) for x in v))

# Members of every kind.
w = {None, True, 2.5, (1, 2), "s", frozenset({1}), -7}
kinds = []
for x in w:
    kinds.append(type(x).__name__)
print("kinds", sorted(kinds))
