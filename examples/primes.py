# primes.py - a sieve of Eratosthenes, twin primes and a factorization.
def sieve(n):
    is_prime = [True] * (n + 1)
    is_prime[0] = is_prime[1] = False
    i = 2
    while i * i <= n:
        if is_prime[i]:
            for j in range(i * i, n + 1, i):
                is_prime[j] = False
        i += 1
    return [k for k in range(n + 1) if is_prime[k]]


def factorize(n):
    factors, d = [], 2
    while d * d <= n:
        while n % d == 0:
            factors.append(d)
            n //= d
        d += 1
    if n > 1:
        factors.append(n)
    return factors


primes = sieve(100)
print("primes below 100:", primes)
prime_set = set(primes)
print("twin primes:", [(p, p + 2) for p in primes if p + 2 in prime_set])
print("600851475143 =", " * ".join(str(f) for f in factorize(600851475143)))
