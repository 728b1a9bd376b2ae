# Benchmark (held-out style, after typical agent code): polynomials over GF(p) with operator
# overloading. A Poly class holds a tuple of coefficients (lowest first) and implements +, -, *,
# divmod, %, **, ==, hash, call (Horner evaluation), repr/str with superscripts; built on it are
# Lagrange interpolation, Shamir secret sharing with reconstruction from random share subsets,
# polynomial gcd (Euclid), a Rabin-style irreducibility test and CRC-like checksums of messages.
import random
from functools import reduce
from itertools import combinations

P = 65521
SUP = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


class Poly:
    __slots__ = ("c",)

    def __init__(self, coeffs):
        c = [x % P for x in coeffs]
        while c and c[-1] == 0:
            c.pop()
        self.c = tuple(c)

    @classmethod
    def x(cls):
        return cls([0, 1])

    @property
    def degree(self):
        return len(self.c) - 1

    def __add__(self, other):
        if isinstance(other, int):
            other = Poly([other])
        a, b = self.c, other.c
        n = max(len(a), len(b))
        return Poly([(a[i] if i < len(a) else 0) + (b[i] if i < len(b) else 0) for i in range(n)])

    __radd__ = __add__

    def __neg__(self):
        return Poly([-x for x in self.c])

    def __sub__(self, other):
        return self + (-other if isinstance(other, Poly) else Poly([-other]))

    def __mul__(self, other):
        if isinstance(other, int):
            return Poly([x * other for x in self.c])
        if not self.c or not other.c:
            return Poly([])
        out = [0] * (len(self.c) + len(other.c) - 1)
        for i, a in enumerate(self.c):
            if a:
                for j, b in enumerate(other.c):
                    out[i + j] += a * b
        return Poly(out)

    __rmul__ = __mul__

    def __divmod__(self, other):
        if not other.c:
            raise ZeroDivisionError("polynomial division by zero")
        rem = list(self.c)
        inv = pow(other.c[-1], -1, P)
        quot = [0] * max(len(rem) - len(other.c) + 1, 0)
        for shift in range(len(quot) - 1, -1, -1):
            coef = rem[shift + len(other.c) - 1] * inv % P
            quot[shift] = coef
            if coef:
                for k, b in enumerate(other.c):
                    rem[shift + k] = (rem[shift + k] - coef * b) % P
        return Poly(quot), Poly(rem)

    def __mod__(self, other):
        return divmod(self, other)[1]

    def __floordiv__(self, other):
        return divmod(self, other)[0]

    def __pow__(self, n):
        result, base = Poly([1]), self
        while n:
            if n & 1:
                result = result * base
            base = base * base
            n >>= 1
        return result

    def __eq__(self, other):
        return isinstance(other, Poly) and self.c == other.c

    def __hash__(self):
        return hash(self.c)

    def __call__(self, x):
        acc = 0
        for coef in reversed(self.c):
            acc = (acc * x + coef) % P
        return acc

    def monic(self):
        return self * pow(self.c[-1], -1, P) if self.c else self

    def __repr__(self):
        if not self.c:
            return "0"
        terms = []
        for i in range(len(self.c) - 1, -1, -1):
            a = self.c[i]
            if a:
                mono = "" if i == 0 else ("x" if i == 1 else "x" + str(i).translate(SUP))
                terms.append(f"{a}{mono}" if a != 1 or not mono else mono)
        return " + ".join(terms)


def gcd(a, b):
    while b.c:
        a, b = b, a % b
    return a.monic()


def interpolate(points):
    total = Poly([])
    for i, (xi, yi) in enumerate(points):
        num, den = Poly([1]), 1
        for j, (xj, _) in enumerate(points):
            if i != j:
                num = num * Poly([-xj, 1])
                den = den * (xi - xj) % P
        total = total + num * (yi * pow(den, -1, P))
    return total


def shamir(rng, secret, k, n):
    poly = Poly([secret] + [rng.randrange(P) for _ in range(k - 1)])
    return [(x, poly(x)) for x in range(1, n + 1)]


def x_pow_mod(e, m):
    return pow(Poly.x(), e) % m if e < 64 else _square_chain(e, m)


def _square_chain(e, m):
    result, base = Poly([1]), Poly.x() % m
    while e:
        if e & 1:
            result = (result * base) % m
        base = (base * base) % m
        e >>= 1
    return result


def is_irreducible(f):
    n = f.degree
    for d in range(1, n // 2 + 1):
        h = x_pow_mod(P ** d, f) - Poly.x()
        if gcd(f, h).degree > 0:
            return False
    return True


def main(secrets, trials):
    rng = random.Random(2024)
    ok = 0
    for s in range(secrets):
        secret = rng.randrange(P)
        shares = shamir(rng, secret, 4, 7)
        subsets = list(combinations(shares, 4))
        for sub in rng.sample(subsets, trials):
            if interpolate(list(sub))(0) == secret:
                ok += 1
    print(f"shamir: {ok}/{secrets * trials} reconstructions")
    a = (Poly([1, 2, 3]) * Poly([5, 0, 1, 7]) + 4) ** 3
    q, r = divmod(a, Poly([3, 1, 4, 1]))
    print("a =", a)
    print(f"deg q={q.degree} r={r} check={q * Poly([3, 1, 4, 1]) + r == a}")
    g = gcd(Poly([1, 1]) ** 3 * Poly([2, 0, 1]), Poly([1, 1]) ** 2 * Poly([7, 3]))
    print("gcd:", g)
    irr = [deg for deg in range(2, 7) for seed in range(3)
           if is_irreducible(Poly([rng.randrange(P) for _ in range(deg)] + [1]))]
    print("irreducible degrees:", irr)
    seen = {Poly([i % 5, i % 3, 1]) for i in range(60)}
    print("distinct:", len(seen), "checksum:", reduce(lambda acc, p: (acc * 31 + p(17)) % P, sorted(seen, key=repr), 0))
    try:
        divmod(a, Poly([P]))
    except ZeroDivisionError as exc:
        print("error:", exc)


if __name__ == "__main__":
    main(secrets=300, trials=24)  # test: main(secrets=4, trials=3)
