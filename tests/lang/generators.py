# Generators: yield, yield from, generator expressions, send, return values, laziness.
def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1
print(list(count_up(5)), sum(count_up(101)), max(count_up(7)))
g = count_up(3)
print(next(g), next(g), next(g), next(g, "done"))
def squares(xs):
    for x in xs:
        yield x * x
print(list(squares(range(6))), list(squares([])))
print(sum(x for x in range(10)), sum(x * x for x in range(10) if x % 2))
print(list(x + y for x in "ab" for y in "12"), tuple(i for i in range(3)))
print(any(x > 5 for x in range(10)), all(x < 5 for x in range(10)), min(len(w) for w in ["aa", "b", "ccc"]))
def chain(*iters):
    for it in iters:
        yield from it
print(list(chain([1, 2], "ab", range(3))))
def inner():
    yield 1
    yield 2
    return "inner result"
def outer():
    r = yield from inner()
    yield r
print(list(outer()))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
out = []
for v in fib():
    if v > 1000:
        break
    out.append(v)
print(out)
log = []
def lazy(n):
    for i in range(n):
        log.append("produce %d" % i)
        yield i
for v in lazy(3):
    log.append("consume %d" % v)
print(log)
def echo():
    received = []
    while True:
        x = yield len(received)
        if x is None:
            break
        received.append(x)
    yield received
e = echo()
print(next(e), e.send("a"), e.send("b"), e.send(None))
def take(n, it):
    result = []
    for x in it:
        if len(result) >= n:
            break
        result.append(x)
    return result
print(take(5, fib()), take(3, (c for c in "hello")))
def gen_with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
for v in gen_with_finally():
    print("got", v)
ge = (x * 2 for x in range(3))
print(list(ge), list(ge))
def flatten(x):
    if isinstance(x, list):
        for y in x:
            yield from flatten(y)
    else:
        yield x
print(list(flatten([1, [2, [3, [4, 5]], 6], [[7]]])))
print(list(zip(count_up(10), "abc")), dict(enumerate(count_up(3))))
it = iter([1, 2, 3])
print(next(it), list(it), list(it))
def stopper():
    yield 1
    return
    yield 2
print(list(stopper()), sorted(x % 4 for x in range(10)))
