from functools import reduce
from itertools import product
import math

def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]

def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]

def matpow(m, k):
    result = identity(len(m))
    while k:
        if k & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        k >>= 1
    return result

def det(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(len(m)))

def fmt(m):
    w = max(len(str(x)) for row in m for x in row)
    return "\n".join(" ".join(str(x).rjust(w) for x in row) for row in m)

def main():
    a = [[1, 2], [3, 4]]
    b = [[0, 1], [1, 0]]
    print(fmt(matmul(a, b)))
    print(fmt(matpow([[1, 1], [1, 0]], 30)))
    print(det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]), det(a))
    t = list(map(list, zip(*[[1, 2, 3], [4, 5, 6]])))
    print(t)
    print(reduce(matmul, [a, b, a]))
    grid = [[i * j for j in range(1, 4)] for i in range(1, 4)]
    print(sum(map(sum, grid)), max(max(r) for r in grid))
    coords = [(x, y) for x, y in product(range(3), repeat=2) if x != y]
    print(coords)
    v = [3.0, 4.0]
    norm = math.sqrt(sum(x * x for x in v))
    print([x / norm for x in v])
    rot = [[round(math.cos(math.pi / 2)), -round(math.sin(math.pi / 2))], [round(math.sin(math.pi / 2)), round(math.cos(math.pi / 2))]]
    print(matmul(rot, [[1], [0]]))

main()
