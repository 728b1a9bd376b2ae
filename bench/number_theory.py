# Benchmark (held-out style, after typical agent code): number theory with itertools
# pipelines. Trial-division and Pollard-rho factorisation, math.gcd and pow(a, b, m),
# Miller-Rabin, Euler's totient, itertools.combinations/product/permutations/accumulate/
# chain/islice/takewhile/count, and any()/all()/sum() over generator expressions.
import math
from itertools import accumulate, chain, combinations, count, islice, permutations, product, takewhile


def is_prime(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d = n - 1
    s = 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in (2, 3, 5, 7, 11, 13, 17):
        x = pow(a, d, n)
        if x == 1 or x == n - 1:
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def rho(n):
    if n % 2 == 0:
        return 2
    c = 1
    while True:
        x = y = 2
        d = 1
        while d == 1:
            x = (x * x + c) % n
            y = (y * y + c) % n
            y = (y * y + c) % n
            d = math.gcd(abs(x - y), n)
        if d != n:
            return d
        c += 1


def factor(n):
    out = []
    for p in (2, 3, 5, 7, 11, 13):
        while n % p == 0:
            out.append(p)
            n //= p
    stack = [n] if n > 1 else []
    while stack:
        m = stack.pop()
        if is_prime(m):
            out.append(m)
        else:
            d = rho(m)
            stack += [d, m // d]
    return sorted(out)


def totient(n):
    result = n
    for p in set(factor(n)):
        result -= result // p
    return result


def primes():
    return (n for n in count(2) if is_prime(n))


def main():
    nums = [1000003 * 999983 + k for k in range(0, 2000, 7)] + [2 ** 61 - 1, 600851475143]
    fs = [factor(n) for n in nums]
    print(fs[:3], fs[-2:])
    print("check", all(math.prod(f) == n for f, n in zip(fs, nums)))
    ps = list(islice(primes(), 12000))
    print("primes", ps[-1], sum(ps), len(list(takewhile(lambda p: p < 1000, ps))))
    gaps = [b - a for a, b in zip(ps, ps[1:])]
    print("max gap", max(gaps), "twin", sum(1 for g in gaps if g == 2))
    tot = sum(totient(n) for n in range(1, 30000))
    print("totients", tot)
    triples = sum(1 for a, b, c in combinations(range(1, 100), 3) if a * a + b * b == c * c)
    print("pythagorean", triples)
    coprime = sum(1 for a, b in product(range(1, 400), repeat=2) if math.gcd(a, b) == 1)
    print("coprime pairs", coprime)
    perms = sum(1 for p in permutations(range(8)) if all(p[i] != i for i in range(8)))
    print("derangements(8)", perms)
    run = list(accumulate(chain(ps[:50], reversed(ps[:50])), lambda a, b: (a * 31 + b) % 1000003))
    print("acc", run[-1], max(run))
    print("modpow", pow(3, 10 ** 18, 10 ** 9 + 7), pow(7, -1, 1000003), any(p % 1000 == 999 for p in ps))


main()
