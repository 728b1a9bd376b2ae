# Matrix helpers with lists of lists, transpose, multiply, determinant.
def shape(m):
    return len(m), len(m[0]) if m else 0

def transpose(m):
    return [list(row) for row in zip(*m)]

def matmul(a, b):
    ra, ca = shape(a)
    rb, cb = shape(b)
    if ca != rb:
        raise ValueError(f"shape mismatch: {ra}x{ca} @ {rb}x{cb}")
    return [[sum(a[i][k] * b[k][j] for k in range(ca)) for j in range(cb)] for i in range(ra)]

def det(m):
    n = len(m)
    if n == 1:
        return m[0][0]
    if n == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    total = 0
    for col in range(n):
        minor = [row[:col] + row[col + 1:] for row in m[1:]]
        total += (-1) ** col * m[0][col] * det(minor)
    return total

def fmt(m):
    width = max(len(str(x)) for row in m for x in row)
    return "\n".join(" ".join(str(x).rjust(width) for x in row) for row in m)

a = [[1, 2, 3], [4, 5, 6]]
b = [[7, 8], [9, 10], [11, 12]]
print(fmt(matmul(a, b)))
print(fmt(transpose(a)))
try:
    matmul(a, a)
except ValueError as e:
    print("error:", e)
m = [[2, -3, 1], [2, 0, -1], [1, 4, 5]]
print("det", det(m))
ident = [[int(i == j) for j in range(4)] for i in range(4)]
print(fmt(ident), det(ident))
big = [[(i * 7 + j * 3) % 10 for j in range(5)] for i in range(5)]
print(det(big), sum(map(sum, big)), max(max(r) for r in big))
print([row[::-1] for row in a], [list(c) for c in zip(*b)][1])
