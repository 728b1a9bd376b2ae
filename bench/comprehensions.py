# Benchmark: list, dict and set comprehensions and generator expressions.
total = 0
for rep in range(180):
    squares = [x * x for x in range(10000)]
    evens = [x for x in squares if x % 2 == 0]
    d = {x: x + 1 for x in range(5000)}
    s = {x % 1000 for x in range(10000)}
    total += len(evens) + sum(d.values()) % 1000 + len(s)
    total += sum(x for x in range(10000) if x % 3 == 0) % 1000
    grid = [[i * j for j in range(30)] for i in range(30)]
    total += sum(sum(row) for row in grid)
print(total)
