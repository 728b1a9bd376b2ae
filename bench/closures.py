# Benchmark: closures, nonlocal updates and higher-order function calls.
def make_counter():
    n = 0
    def inc(k):
        nonlocal n
        n += k
        return n
    return inc
def compose(f, g):
    return lambda x: f(g(x))
inc = make_counter()
add1 = lambda x: x + 1
dbl = lambda x: x * 2
h = compose(add1, dbl)
total = 0
for i in range(1200000):
    total += h(i) + inc(1)
total += sum(map(add1, range(400000)))
total += len(list(filter(lambda x: x % 3 == 0, range(400000))))
print(total)
