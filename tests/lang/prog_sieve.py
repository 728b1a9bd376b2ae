# Prime sieves, factorization, gcd/lcm and perfect numbers.
def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = is_p[1] = False
    i = 2
    while i * i <= n:
        if is_p[i]:
            for j in range(i * i, n + 1, i):
                is_p[j] = False
        i += 1
    return [i for i in range(n + 1) if is_p[i]]
ps = sieve(1000)
print(len(ps), ps[:15], ps[-3:], sum(ps))
def factorize(n):
    f = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            f.append(d)
            n //= d
        d += 1
    if n > 1:
        f.append(n)
    return f
for n in [2, 12, 97, 360, 1001, 65536, 999999, 2 ** 31 - 1, 600851475143]:
    print(n, factorize(n))
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
def lcm(a, b):
    return a * b // gcd(a, b)
print(gcd(48, 18), gcd(17, 5), lcm(4, 6), lcm(21, 6))
l = 1
for k in range(1, 31):
    l = lcm(l, k)
print(l)
perfect = [n for n in range(2, 600) if sum(d for d in range(1, n // 2 + 1) if n % d == 0) == n]
print(perfect)
pset = set(ps)
twins = [(p, p + 2) for p in ps if p + 2 in pset]
print(len(twins), twins[:6])
gaps = {}
for a, b in zip(ps, ps[1:]):
    gaps[b - a] = gaps.get(b - a, 0) + 1
print(sorted(gaps.items()))
