# fractions: Fraction, exact rational numbers with CPython 3.11's construction rules, reprs,
# arithmetic (int and Fraction operands stay exact, a float operand gives a float), ordering,
# hashing (equal to the hash of an equal int or float) and rounding.
import math

# CPython's hash modulus and the hash of infinity (sys.hash_info.modulus / .inf).
_HASH_MODULUS = (1 << 61) - 1
_HASH_INF = 314159


def _parse(text):
    # A Fraction literal: [sign] digits ['/' digits] or [sign] decimal [exponent], with
    # surrounding whitespace and single '_' between digits, as CPython 3.11's _RATIONAL_FORMAT.
    s = text.strip()
    sign = 1
    if s[:1] in ("+", "-"):
        sign = -1 if s[0] == "-" else 1
        s = s[1:]
    if "/" in s:
        num, _, den = s.partition("/")
        if not _digits(num) or not _digits(den):
            return None
        return sign * int(num), int(den)
    mant, exp = s, 0
    for e in ("e", "E"):
        if e in s:
            mant, _, ex = s.partition(e)
            body = ex[1:] if ex[:1] in ("+", "-") else ex
            if not _digits(body):
                return None
            exp = int(ex)
            break
    intpart, dot, frac = mant.partition(".")
    if not intpart and not frac:
        return None
    if (intpart and not _digits(intpart)) or (frac and not _digits(frac)):
        return None
    scale = len(frac.replace("_", ""))
    num = int(intpart or "0") * 10 ** scale + int(frac or "0")
    den = 10 ** scale
    if exp >= 0:
        num *= 10 ** exp
    else:
        den *= 10 ** -exp
    return sign * num, den


def _digits(s):
    # Decimal digits, with single underscores only between digits.
    if not s or s[0] == "_" or s[-1] == "_" or "__" in s:
        return False
    return s.replace("_", "").isdecimal()


def _is_rational(x):
    return isinstance(x, (int, Fraction))


class Fraction:
    """This class implements rational numbers."""

    __slots__ = ("_numerator", "_denominator")

    def __init__(self, numerator=0, denominator=None, *, _normalize=True):
        if denominator is None:
            if type(numerator) is int or isinstance(numerator, int):
                n, d = int(numerator), 1
            elif isinstance(numerator, Fraction):
                n, d = numerator._numerator, numerator._denominator
            elif isinstance(numerator, float):
                n, d = numerator.as_integer_ratio()
            elif isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError("Invalid literal for Fraction: %r" % numerator)
                n, d = parsed
                if d == 0:
                    raise ZeroDivisionError("Fraction(%s, 0)" % n)
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif _is_rational(numerator) and _is_rational(denominator):
            if isinstance(numerator, Fraction) or isinstance(denominator, Fraction):
                a = Fraction(numerator)
                b = Fraction(denominator)
                n = a._numerator * b._denominator
                d = a._denominator * b._numerator
            else:
                n, d = int(numerator), int(denominator)
            if d == 0:
                raise ZeroDivisionError("Fraction(%s, 0)" % n)
        else:
            raise TypeError("both arguments should be Rational instances")
        if _normalize and d != 1:
            g = math.gcd(n, d)
            if d < 0:
                g = -g
            n //= g
            d //= g
        self._numerator = n
        self._denominator = d

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)"
                            % (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        raise TypeError("decimal is not available in Nearly Python")

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        # The closest fraction with a denominator of at most max_denominator (continued
        # fractions, then the better of the two last convergents), as CPython's.
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction(p1, q1)
        return Fraction(p0 + k * p1, q0 + k * q1)

    def __repr__(self):
        return "%s(%s, %s)" % (type(self).__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return "%s/%s" % (self._numerator, self._denominator)

    def __format__(self, spec):
        if spec:
            raise TypeError("unsupported format string passed to Fraction.__format__")
        return str(self)

    # Arithmetic: an int or Fraction operand gives a Fraction, a float gives a float.
    def __add__(a, b):
        if isinstance(b, (int, Fraction)):
            return _add(a, _as_fraction(b), 1)
        if isinstance(b, float):
            return float(a) + b
        return NotImplemented

    def __radd__(b, a):
        if isinstance(a, int):
            return b + a
        if isinstance(a, float):
            return a + float(b)
        return NotImplemented

    def __sub__(a, b):
        if isinstance(b, (int, Fraction)):
            return _add(a, _as_fraction(b), -1)
        if isinstance(b, float):
            return float(a) - b
        return NotImplemented

    def __rsub__(b, a):
        if isinstance(a, int):
            return Fraction(a) - b
        if isinstance(a, float):
            return a - float(b)
        return NotImplemented

    def __mul__(a, b):
        if isinstance(b, (int, Fraction)):
            b = _as_fraction(b)
            return _mul(a._numerator, a._denominator, b._numerator, b._denominator)
        if isinstance(b, float):
            return float(a) * b
        return NotImplemented

    def __rmul__(b, a):
        if isinstance(a, int):
            return b * a
        if isinstance(a, float):
            return a * float(b)
        return NotImplemented

    def __truediv__(a, b):
        if isinstance(b, (int, Fraction)):
            b = _as_fraction(b)
            return _mul(a._numerator, a._denominator, b._denominator, b._numerator)
        if isinstance(b, float):
            return float(a) / b
        return NotImplemented

    def __rtruediv__(b, a):
        if isinstance(a, int):
            return Fraction(a) / b
        if isinstance(a, float):
            return a / float(b)
        return NotImplemented

    def __floordiv__(a, b):
        if isinstance(b, (int, Fraction)):
            b = _as_fraction(b)
            return (a._numerator * b._denominator) // (a._denominator * b._numerator)
        if isinstance(b, float):
            return float(a) // b
        return NotImplemented

    def __rfloordiv__(b, a):
        if isinstance(a, int):
            return Fraction(a) // b
        if isinstance(a, float):
            return a // float(b)
        return NotImplemented

    def __mod__(a, b):
        if isinstance(b, (int, Fraction)):
            b = _as_fraction(b)
            da, db = a._denominator, b._denominator
            return Fraction((a._numerator * db) % (b._numerator * da), da * db)
        if isinstance(b, float):
            return float(a) % b
        return NotImplemented

    def __rmod__(b, a):
        if isinstance(a, int):
            return Fraction(a) % b
        if isinstance(a, float):
            return a % float(b)
        return NotImplemented

    def __divmod__(a, b):
        if isinstance(b, (int, Fraction)):
            b = _as_fraction(b)
            da, db = a._denominator, b._denominator
            q, r = divmod(a._numerator * db, da * b._numerator)
            return q, Fraction(r, da * db)
        if isinstance(b, float):
            return divmod(float(a), b)
        return NotImplemented

    def __rdivmod__(b, a):
        if isinstance(a, int):
            return divmod(Fraction(a), b)
        if isinstance(a, float):
            return divmod(a, float(b))
        return NotImplemented

    def __pow__(a, b):
        if isinstance(b, (int, Fraction)):
            b = _as_fraction(b)
            if b._denominator == 1:
                power = b._numerator
                if power >= 0:
                    return Fraction(a._numerator ** power, a._denominator ** power)
                if a._numerator == 0:
                    raise ZeroDivisionError("Fraction(%s, 0)" % (a._denominator ** -power))
                return Fraction(a._denominator ** -power, a._numerator ** -power)
            return float(a) ** float(b)
        return float(a) ** b

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if isinstance(a, (int, Fraction)):
            return Fraction(a) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        return Fraction(a._numerator, a._denominator)

    def __neg__(a):
        return Fraction(-a._numerator, a._denominator)

    def __abs__(a):
        return Fraction(abs(a._numerator), a._denominator)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __trunc__(a):
        return a.__int__()

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            if remainder * 2 > self._denominator:
                return floor + 1
            return floor if floor % 2 == 0 else floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(a):
        return a._numerator / a._denominator

    def __bool__(a):
        return a._numerator != 0

    def __hash__(self):
        try:
            dinv = pow(self._denominator, -1, _HASH_MODULUS)
        except ValueError:
            h = _HASH_INF
        else:
            h = hash(hash(abs(self._numerator)) * dinv)
        result = h if self._numerator >= 0 else -h
        return -2 if result == -1 else result

    def __eq__(a, b):
        if isinstance(b, (int, Fraction)):
            b = _as_fraction(b)
            return a._numerator == b._numerator and a._denominator == b._denominator
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return False
            return a == Fraction(b)
        return NotImplemented

    def _richcmp(self, other, op):
        if isinstance(other, (int, Fraction)):
            other = _as_fraction(other)
            return op(self._numerator * other._denominator, self._denominator * other._numerator)
        if isinstance(other, float):
            if math.isnan(other) or math.isinf(other):
                return op(0.0, other)
            return op(self, Fraction(other))
        return NotImplemented

    def __lt__(a, b):
        return a._richcmp(b, _lt)

    def __gt__(a, b):
        return a._richcmp(b, _gt)

    def __le__(a, b):
        return a._richcmp(b, _le)

    def __ge__(a, b):
        return a._richcmp(b, _ge)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def _add(a, b, sign):
    # a + sign * b, reduced by the gcd of the denominators first (CPython's _add/_sub), so
    # the result needs no further normalisation.
    na, da = a._numerator, a._denominator
    nb, db = sign * b._numerator, b._denominator
    g = math.gcd(da, db)
    if g == 1:
        return Fraction(na * db + da * nb, da * db, _normalize=False)
    s = da // g
    t = na * (db // g) + nb * s
    g2 = math.gcd(t, g)
    if g2 == 1:
        return Fraction(t, s * db, _normalize=False)
    return Fraction(t // g2, s * (db // g2), _normalize=False)


def _mul(na, da, nb, db):
    # (na/da) * (nb/db) with cross-cancelled factors (CPython's _mul; _div passes b inverted,
    # so a zero divisor reports the reduced numerator: Fraction(3, 4) / 0 is "Fraction(1, 0)").
    g1 = math.gcd(na, db)
    if g1 > 1:
        na //= g1
        db //= g1
    g2 = math.gcd(nb, da)
    if g2 > 1:
        nb //= g2
        da //= g2
    n, d = na * nb, db * da
    if d < 0:
        n, d = -n, -d
    return Fraction(n, d, _normalize=False)


def _as_fraction(x):
    return x if isinstance(x, Fraction) else Fraction(x)


def _lt(a, b):
    return a < b


def _gt(a, b):
    return a > b


def _le(a, b):
    return a <= b


def _ge(a, b):
    return a >= b
