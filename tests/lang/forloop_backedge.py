# For loops and comprehensions whose back edge is FORLOOP (item stored straight into the
# loop variable): every kind of iterable, target, continue/break/else, and errors raised by
# the iterator on a later iteration.
def loops():
    out = []
    for i in range(3):
        out.append(i)
    for x in [10, 20, 30]:
        if x == 20:
            continue
        out.append(x)
    for c in "abc":
        out.append(c)
    for k in {"p": 1, "q": 2}:
        out.append(k)
    for a, b in [(1, 2), (3, 4)]:
        out.append(a + b)
    for i in range(5):
        if i == 3:
            break
    else:
        out.append("no")
    out.append(i)
    for i in []:
        out.append("never")
    else:
        out.append("else")
    for i in range(10, 0, -3):
        pass
    out.append(i)
    return out

print(loops())

# Module-level loops (the target is a global).
total = 0
for g in range(4):
    total += g
print(total, g)

# A generator that raises partway: the exception comes from the back edge.
def gen(n):
    for i in range(n):
        yield i
    raise ValueError("gen failed")

def consume():
    seen = []
    try:
        for v in gen(3):
            seen.append(v)
    except ValueError as e:
        seen.append(str(e))
    return seen

print(consume())

# break out of a generator loop closes it; exhausting it does not need to.
def closing():
    try:
        yield 1
        yield 2
    finally:
        print("closed")

for v in closing():
    print("got", v)
    break
for v in closing():
    print("got", v)

# Iterator protocol objects and a list mutated while iterated.
class Count:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n

print([v for v in Count(4)])
lst = [1, 2, 3]
for v in lst:
    if v < 3:
        lst.append(v + 10)
print(lst)
lst = [1, 2, 3, 4]
for v in lst:
    lst.remove(v)
print(lst)

# Comprehensions: filters, nesting, cells (a closure captures the loop variable).
print([x * y for x in range(4) if x % 2 for y in range(3) if y])
print({k: v for k, v in zip("abc", range(3))})
print(sorted({c for c in "mississippi"}))
print(sum(x for x in range(100)))
fs = [lambda: i for i in range(3)]
print([f() for f in fs])
def cell_loop():
    fns = []
    for j in range(3):
        fns.append(lambda: j)
    return [f() for f in fns]
print(cell_loop())

# The loop variable keeps its last value, and an unbound variable after an empty loop.
def empty():
    for z in []:
        pass
    try:
        return z
    except UnboundLocalError as e:
        return type(e).__name__
print(empty())

# An error raised by the next() of a later iteration has the loop's line in its traceback.
def bad():
    it = iter([1, 2])
    out = []
    for q in map(lambda v: 10 // (v - 2), [1, 2]):
        out.append(q)
    return out
try:
    bad()
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)

# A long body (more instructions than a short jump reaches is not needed; nested loops are).
acc = 0
for a in range(3):
    for b in range(3):
        for c in range(3):
            acc += a * 9 + b * 3 + c
print(acc)
