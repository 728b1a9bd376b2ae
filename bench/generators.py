# Benchmark: generators, yield from and generator expressions in pipelines.
def numbers(n):
    i = 0
    while i < n:
        yield i
        i += 1
def evens(src):
    for x in src:
        if x % 2 == 0:
            yield x
def squared(src):
    for x in src:
        yield x * x
def chained(n):
    yield from numbers(n)
    yield from numbers(n // 2)
total = 0
for rep in range(16):
    total += sum(squared(evens(numbers(100000))))
    total += sum(1 for _ in chained(50000))
    total += max(x % 1000 for x in numbers(50000))
print(total)
