# Classic recursion: permutations, subsets, hanoi, memoized partitions.
def permutations(items):
    if len(items) <= 1:
        return [list(items)]
    out = []
    for i, x in enumerate(items):
        for rest in permutations(items[:i] + items[i + 1:]):
            out.append([x] + rest)
    return out

def subsets(items):
    if not items:
        return [[]]
    rest = subsets(items[1:])
    return rest + [[items[0]] + s for s in rest]

def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)

memo = {}
def partitions(n, max_part=None):
    if max_part is None:
        max_part = n
    if n == 0:
        return 1
    key = (n, max_part)
    if key in memo:
        return memo[key]
    total = sum(partitions(n - k, k) for k in range(1, min(n, max_part) + 1))
    memo[key] = total
    return total

def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)

def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))

print(permutations("abc"))
print(["".join(p) for p in permutations([*"xyz"])][-2:])
print(sorted(subsets([1, 2, 3]), key=lambda s: (len(s), s)))
moves = []
hanoi(4, "A", "C", "B", moves)
print(len(moves), moves[:5])
print([partitions(n) for n in range(1, 16)])
print(partitions(60), gcd(1071, 462), ackermann(2, 3))

def depth(x):
    return 1 + max(map(depth, x), default=0) if isinstance(x, list) else 0
print(depth([1, [2, [3, [4]]], []]))

def deep(n):
    return 0 if n == 0 else 1 + deep(n - 1)
print(deep(500))
try:
    deep(100000)
except RecursionError as e:
    print("RecursionError caught")
