# While loops: counters, sentinels, nested whiles, else clauses, long-running accumulations.
n = 0
total = 0
while n < 1000:
    n += 1
    if n % 7 == 0:
        continue
    total += n
print(n, total)
a, b = 1071, 462
while b:
    a, b = b, a % b
print("gcd", a)
digits = []
v = 9876543210
while v > 0:
    v, d = divmod(v, 10)
    digits.append(d)
print(digits)
stack = [1]
seen = 0
while stack:
    x = stack.pop()
    seen += 1
    if x < 50:
        stack.append(x * 2)
        stack.append(x * 3)
print("visited", seen)
i = 0
while i < 3:
    j = 0
    while j < 3:
        if (i + j) % 2:
            j += 1
            continue
        print((i, j), end=" ")
        j += 1
    i += 1
print()
k = 10
while k > 0:
    k -= 3
else:
    print("else after while, k =", k)
lo, hi = 0.0, 2.0
while hi - lo > 1e-12:
    mid = (lo + hi) / 2
    if mid * mid < 2:
        lo = mid
    else:
        hi = mid
print(round(lo, 10))
x = 1.0
it = 0
while True:
    nx = x - (x * x * x - 2 * x - 5) / (3 * x * x - 2)
    it += 1
    if abs(nx - x) < 1e-15 or it > 100:
        break
    x = nx
print(round(x, 12), it < 100)
count = 0
m = 1
while m < 10 ** 30:
    m *= 3
    count += 1
print(count, m)
queue = list(range(10))
out = []
while len(queue) > 1:
    queue.append(queue.pop(0))
    out.append(queue.pop(0))
print(out, queue)
