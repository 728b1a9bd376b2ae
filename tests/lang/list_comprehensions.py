# List, dict and set comprehensions, nested and with conditions; scoping of the loop variable.
print([x * x for x in range(10)])
print([x for x in range(20) if x % 3 == 0])
print([(x, y) for x in range(3) for y in range(3) if x != y])
print([[i * j for j in range(1, 4)] for i in range(1, 4)])
print([c.upper() for c in "hello" if c not in "l"])
print([x if x % 2 else -x for x in range(6)])
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[i] for row in matrix for i in range(len(row)) if i == 0])
print([[row[i] for row in matrix] for i in range(3)])
print([v for row in matrix for v in row])
print({x: x ** 2 for x in range(5)})
print({w: len(w) for w in ["a", "bb", "ccc"]})
print({k: v for k, v in zip("abc", range(3)) if v != 1})
print({x % 4 for x in range(20)})
print(sorted({c for c in "mississippi"}))
x = "outer"
print([x for x in range(3)], x)
print(sum([i for i in range(101)]), len([0 for _ in range(7)]))
words = ["apple", "bob", "kayak", "level", "python"]
print([w for w in words if w == w[::-1]])
print([(i, w) for i, w in enumerate(words) if len(w) > 4])
n = 30
primes = [p for p in range(2, n) if all(p % d for d in range(2, int(p ** 0.5) + 1))]
print(primes)
print([[0 for _ in range(2)] for _ in range(2)])
def f(k):
    return [k * i for i in range(k)]
print([f(i) for i in range(4)])
print([y for y in [z * 2 for z in range(5)] if y > 3])
funcs = [lambda v, i=i: v + i for i in range(3)]
print([g(10) for g in funcs])
print({(a, b): a * b for a in range(2) for b in range(2)})
print([len(s) for s in "the quick brown fox".split()])
print(list(map(lambda t: t[0] + t[1], [(1, 2), (3, 4)])))
flat = []
for sub in [[1, 2], [3], [], [4, 5, 6]]:
    flat += [v * 10 for v in sub]
print(flat)
