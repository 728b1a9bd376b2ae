# Matrix utilities on lists of lists: multiply, transpose, identity, power, determinant.
def matmul(a, b):
    n, m, p = len(a), len(b), len(b[0])
    return [[sum(a[i][k] * b[k][j] for k in range(m)) for j in range(p)] for i in range(n)]
def transpose(a):
    return [list(row) for row in zip(*a)]
def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]
def matpow(a, e):
    result = identity(len(a))
    while e:
        if e & 1:
            result = matmul(result, a)
        a = matmul(a, a)
        e >>= 1
    return result
def det(m):
    if len(m) == 1:
        return m[0][0]
    total = 0
    for j in range(len(m)):
        minor = [row[:j] + row[j + 1:] for row in m[1:]]
        total += (-1) ** j * m[0][j] * det(minor)
    return total
def show(m):
    for row in m:
        print(" ".join("%6s" % v for v in row))
a = [[1, 2, 3], [4, 5, 6]]
b = [[7, 8], [9, 10], [11, 12]]
show(matmul(a, b))
show(transpose(a))
show(matmul(b, a))
fibm = matpow([[1, 1], [1, 0]], 90)
print(fibm[0][1])
print(det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]), det(identity(4)), det([[1, 2], [2, 4]]))
f = [[0.5, 0.25], [0.125, 1.0]]
show(matmul(f, f))
m = [[(i * 3 + j * 7) % 10 for j in range(5)] for i in range(5)]
show(m)
print(det(m), sum(map(sum, m)), [m[i][i] for i in range(5)])
