# While loops compiled with the test at the bottom (rotated), and `if t: break` /
# `if t: continue` compiled as one conditional jump to the loop's target: else clauses,
# continue, walrus tests, tests with side effects and errors, truthiness of user objects,
# cleanups (try/finally, with, generator-owning for loops) that must still run.


def count_calls():
    calls = []

    def test(i):
        calls.append(i)
        return i < 3

    i = 0
    while test(i):
        i += 1
    return i, calls


print(count_calls())

# while ... else: the else runs when the test turns false, not after break.
for limit in (3, 10):
    i = 0
    while i < 5:
        if i == limit:
            break
        i += 1
    else:
        print("else ran at", i)
    print("after", limit, i)

# continue jumps to the test (which runs again), including from nested ifs.
i = 0
evens = []
while i < 12:
    i += 1
    if i % 2:
        continue
    if i > 8:
        if i == 10:
            continue
    evens.append(i)
print(evens)

# A walrus in the test binds on every evaluation.
data = [5, 4, 0, 7]
k = 0
seen = []
while (v := data[k]) != 0:
    seen.append(v)
    k += 1
print(seen, v, k)

# `and` / `or` / `not` tests at the bottom.
a, b = 0, 10
while a < 5 and not b < 6:
    a += 1
    b -= 1
print(a, b)
a = 0
while a > 100 or a < 4:
    a += 1
print(a)


# User truthiness in the test and in `if x: break`, evaluated the same number of times.
class Flag:
    def __init__(self, n):
        self.n = n
        self.asked = 0

    def __bool__(self):
        self.asked += 1
        self.n -= 1
        return self.n > 0


f = Flag(4)
rounds = 0
while f:
    rounds += 1
print(rounds, f.asked)
g = Flag(3)
rounds = 0
while True:
    rounds += 1
    if not g:
        break
print(rounds, g.asked)


class Bad:
    def __bool__(self):
        raise ValueError("no truth")


for test_value in (Bad(),):
    try:
        while True:
            if test_value:
                break
    except ValueError as e:
        print("ValueError:", e)

# Errors raised by the bottom copy of the test.
items = [1, 2, 3]
j = 0
try:
    while items[j] < 10:
        j += 1
except IndexError as e:
    print("IndexError:", e, j)


# break and continue that must run cleanups keep doing so.
def with_finally():
    out = []
    i = 0
    while i < 5:
        i += 1
        try:
            if i == 2:
                continue
            if i == 4:
                break
            out.append(i)
        finally:
            out.append("f%d" % i)
    return out


print(with_finally())


class Ctx:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


log = []
n = 0
while n < 3:
    n += 1
    with Ctx(log):
        if n == 2:
            break
print(log)


def gen(log):
    try:
        for k in range(10):
            yield k
    finally:
        log.append("closed")


log = []
for x in gen(log):
    if x == 2:
        break
print(log)
log = []
total = 0
for x in gen(log):
    if x % 3:
        continue
    total += x
print(log, total)

# Nested loops: break/continue leave only the innermost one.
pairs = []
for p in range(4):
    q = 0
    while True:
        q += 1
        if q > p:
            break
        if q == 2:
            continue
        pairs.append((p, q))
print(pairs)


# A while loop in a function that returns from inside, and one whose body is dead code.
def find(xs, want):
    i = 0
    while i < len(xs):
        if xs[i] == want:
            return i
        i += 1
    return -1


print(find([3, 1, 4], 4), find([3, 1, 4], 9))
i = 0
while i < 3:
    i += 1
    break
    i += 100
print(i)
while False:
    print("never")
else:
    print("while False else")

# Float and big-int tests at the bottom (fused compares fall back for big ints).
x = 0.0
steps = 0
while x < 1.0:
    x += 0.25
    steps += 1
print(x, steps)
big = 2 ** 70
m = 0
while big > 2 ** 66:
    big //= 2
    m += 1
print(big, m)
