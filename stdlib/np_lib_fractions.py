# fractions: Fraction, exact rational numbers, written from the documentation of CPython
# 3.11's fractions module: the constructor's argument kinds (ints, Fractions, floats, Decimals,
# strings), normalised lowest terms with a positive denominator, the reprs, arithmetic (int and
# Fraction operands stay exact, a float operand gives a float, a complex one a complex),
# comparisons, the numeric-tower hash (equal to the hash of an equal int or float),
# limit_denominator (best approximation by continued fractions) and rounding.
import math

_gcd = math.gcd
# sys.hash_info.modulus and sys.hash_info.inf: the numeric hash works modulo this prime.
_PRIME = (1 << 61) - 1
_HASH_OF_INF = 314159
_EXACT = None  # (int, Fraction), set once Fraction exists


def _all_digits(part):
    # Decimal digits with single underscores only between them (a literal's digit run).
    if not part or part[0] == "_" or part[-1] == "_" or "__" in part:
        return False
    return part.replace("_", "").isdecimal()


def _scan(text):
    # A Fraction literal's (numerator, denominator), or None when [text] is not one: optional
    # whitespace and sign, then 'N/D' or a decimal number with an optional exponent.
    body = text.strip()
    negative = body[:1] == "-"
    if body[:1] in ("-", "+"):
        body = body[1:]
    top, slash, bottom = body.partition("/")
    if slash:
        if not (_all_digits(top) and _all_digits(bottom)):
            return None
        top, bottom = int(top), int(bottom)
    else:
        top, bottom = _scan_decimal(body)
        if top is None:
            return None
    return (-top if negative else top), bottom


def _scan_decimal(body):
    # The (numerator, denominator) of 'digits[.digits][e[sign]digits]', or (None, None).
    mantissa, exponent = body, 0
    cut = max(body.find("e"), body.find("E"))
    if cut >= 0:
        mantissa, power = body[:cut], body[cut + 1:]
        if not _all_digits(power.lstrip("+-")) or len(power) - len(power.lstrip("+-")) > 1:
            return None, None
        exponent = int(power)
    whole, dot, tail = mantissa.partition(".")
    if not whole and not (tail and tail[0].isdecimal()):
        return None, None
    if whole and not _all_digits(whole):
        return None, None
    if tail and not _all_digits(tail):
        if tail.strip("d"):
            return None, None
        int(tail)  # CPython accepts a run of 'd's here and fails converting it
    places = len(tail.replace("_", ""))
    top = int(whole or "0") * 10 ** places + int(tail or "0")
    bottom = 10 ** places
    if exponent >= 0:
        return top * 10 ** exponent, bottom
    return top, bottom * 10 ** -exponent


def _is_decimal(x):
    # True for a decimal.Decimal (imported only when the class name says it may be one).
    if type(x).__name__ != "Decimal":
        return False
    from decimal import Decimal
    return isinstance(x, Decimal)


def _bare(n, d):
    # A Fraction n/d already in lowest terms with d > 0 (no gcd).
    return Fraction(n, d, _normalize=False)


def _reduced(n, d):
    # n/d in lowest terms with a positive denominator (d != 0).
    g = _gcd(n, d)
    if d < 0:
        g = -g
    return _bare(n // g, d // g)


def _tower_kind(x):
    # Where a value outside int, Fraction, float and complex sits in the numbers tower:
    # 'rational', 'real', 'complex' or None (numbers is imported only for such values).
    import numbers
    if isinstance(x, numbers.Rational):
        return 'rational'
    if isinstance(x, numbers.Real):
        return 'real'
    if isinstance(x, numbers.Complex):
        return 'complex'
    return None


def _parts(x):
    # (numerator, denominator) of any numbers.Rational as its own properties give them.
    return x.numerator, x.denominator


def _ratio(x):
    # (numerator, denominator) of an int or Fraction.
    if isinstance(x, Fraction):
        return x._numerator, x._denominator
    return int(x), 1


class Fraction:
    """This class implements rational numbers."""

    __slots__ = ("_numerator", "_denominator")

    def __init__(self, numerator=0, denominator=None, *, _normalize=True):
        if denominator is None:
            if type(numerator) is int:
                n, d = numerator, 1
            else:
                n, d = self._single(numerator)
                # CPython takes another Rational's numerator and denominator as they are.
                if not isinstance(numerator, (_EXACT, float, str)) and not _is_decimal(numerator):
                    _normalize = False
        elif type(numerator) is int and type(denominator) is int:
            n, d = numerator, denominator
        elif isinstance(numerator, _EXACT) and isinstance(denominator, _EXACT):
            n1, d1 = _ratio(numerator)
            n2, d2 = _ratio(denominator)
            n, d = n1 * d2, d1 * n2
        elif _tower_kind(numerator) == 'rational' and _tower_kind(denominator) == 'rational':
            n1, d1 = _parts(numerator)
            n2, d2 = _parts(denominator)
            n, d = n1 * d2, d1 * n2
        else:
            raise TypeError("both arguments should be Rational instances")
        if d == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % n)
        if _normalize and d != 1:
            g = _gcd(n, d)
            if d < 0:
                g = -g
            n, d = n // g, d // g
        self._numerator = n
        self._denominator = d

    @staticmethod
    def _single(value):
        # The (numerator, denominator) of the one-argument constructor's argument.
        if isinstance(value, _EXACT):
            return _ratio(value)
        if isinstance(value, float) or _is_decimal(value):
            return value.as_integer_ratio()
        if isinstance(value, str):
            pair = _scan(value)
            if pair is None:
                raise ValueError("Invalid literal for Fraction: %r" % value)
            return pair
        if _tower_kind(value) == 'rational':
            return _parts(value)
        raise TypeError("argument should be a string or a Rational instance")

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if isinstance(f, float):
            return cls(*f.as_integer_ratio())
        raise TypeError("%s.from_float() only takes floats, not %r (%s)"
                        % (cls.__name__, f, type(f).__name__))

    @classmethod
    def from_decimal(cls, dec):
        from decimal import Decimal
        if isinstance(dec, int):
            dec = Decimal(int(dec))
        elif not isinstance(dec, Decimal):
            raise TypeError("%s.from_decimal() only takes Decimals, not %r (%s)"
                            % (cls.__name__, dec, type(dec).__name__))
        return cls(*dec.as_integer_ratio())

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    def as_integer_ratio(self):
        return self._numerator, self._denominator

    def limit_denominator(self, max_denominator=1000000):
        # The fraction nearest to self among those with a denominator <= max_denominator:
        # walk the continued-fraction convergents until the next one's denominator is too
        # big, then compare the last convergent with the best semiconvergent below it.
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        prev_p, prev_q, p, q = 0, 1, 1, 0
        top, bottom = self._numerator, self._denominator
        while True:
            term = top // bottom
            next_q = prev_q + term * q
            if next_q > max_denominator:
                break
            prev_p, prev_q, p, q = p, q, prev_p + term * p, next_q
            top, bottom = bottom, top - term * bottom
        steps = (max_denominator - prev_q) // q
        semi = Fraction(prev_p + steps * p, prev_q + steps * q)
        best = Fraction(p, q)
        if abs(best - self) <= abs(semi - self):
            return best
        return semi

    def __repr__(self):
        return "%s(%d, %d)" % (type(self).__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return "%d/%d" % (self._numerator, self._denominator)

    def __format__(self, spec):
        # 3.11's Fraction has only object's __format__: the empty spec is str().
        if spec:
            raise TypeError("unsupported format string passed to Fraction.__format__")
        return str(self)

    # Arithmetic. _combine picks the result kind from the other operand: exact for int and
    # Fraction, float for float, complex for complex, NotImplemented otherwise.

    def __add__(a, b):
        return _combine(a, b, _exact_add, _float_add, False)

    def __radd__(b, a):
        return _combine(b, a, _exact_add, _float_add, True)

    def __sub__(a, b):
        return _combine(a, b, _exact_sub, _float_sub, False)

    def __rsub__(b, a):
        return _combine(b, a, _exact_sub, _float_sub, True)

    def __mul__(a, b):
        return _combine(a, b, _exact_mul, _float_mul, False)

    def __rmul__(b, a):
        return _combine(b, a, _exact_mul, _float_mul, True)

    def __truediv__(a, b):
        return _combine(a, b, _exact_div, _float_div, False)

    def __rtruediv__(b, a):
        return _combine(b, a, _exact_div, _float_div, True)

    def __floordiv__(a, b):
        return _combine(a, b, _exact_floordiv, _float_floordiv, False)

    def __rfloordiv__(b, a):
        return _combine(b, a, _exact_floordiv, _float_floordiv, True)

    def __mod__(a, b):
        return _combine(a, b, _exact_mod, _float_mod, False)

    def __rmod__(b, a):
        return _combine(b, a, _exact_mod, _float_mod, True)

    def __divmod__(a, b):
        return _combine(a, b, _exact_divmod, divmod, False)

    def __rdivmod__(b, a):
        return _combine(b, a, _exact_divmod, divmod, True)

    def __pow__(a, b):
        if isinstance(b, _EXACT):
            pn, pd = _ratio(b)
            if pd == 1:
                return _int_power(a._numerator, a._denominator, pn)
            return float(a) ** (pn / pd)
        return float(a) ** b

    def __rpow__(b, a):
        # base ** Fraction: an exact base and a whole exponent stay exact.
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if isinstance(a, _EXACT):
            an, ad = _ratio(a)
            if b._denominator == 1:
                return _int_power(an, ad, b._numerator)
            return (an / ad) ** float(b)
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        return _bare(a._numerator, a._denominator)

    def __neg__(a):
        return _bare(-a._numerator, a._denominator)

    def __abs__(a):
        return _bare(abs(a._numerator), a._denominator)

    def __int__(a):
        # Toward zero.
        whole = abs(a._numerator) // a._denominator
        return -whole if a._numerator < 0 else whole

    def __trunc__(a):
        return a.__int__()

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -((-a._numerator) // a._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            return _round_half_even(self._numerator, self._denominator)
        scale = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(_round_half_even(self._numerator * scale, self._denominator),
                            scale)
        return Fraction(_round_half_even(self._numerator, self._denominator * scale) * scale)

    def __float__(a):
        return a._numerator / a._denominator

    def __bool__(a):
        return a._numerator != 0

    def __hash__(self):
        # The numeric hash: |n| / d modulo the prime, signed like n; a denominator the prime
        # divides hashes as infinity.
        n, d = self._numerator, self._denominator
        if d % _PRIME == 0:
            value = _HASH_OF_INF
        else:
            value = abs(n) % _PRIME * pow(d, -1, _PRIME) % _PRIME
        if n < 0:
            value = -value
        return -2 if value == -1 else value

    def __eq__(a, b):
        if isinstance(b, _EXACT):
            bn, bd = _ratio(b)
            return a._numerator == bn and a._denominator == bd
        if isinstance(b, complex):
            if b.imag != 0:
                return False
            b = b.real
        if isinstance(b, float):
            if not math.isfinite(b):
                return False
            bn, bd = b.as_integer_ratio()
            return a._numerator == bn and a._denominator == bd
        if _tower_kind(b) == 'rational':
            bn, bd = _parts(b)
            return a._numerator == bn and a._denominator == bd
        return NotImplemented

    def __lt__(a, b):
        return _order(a, b, _below)

    def __gt__(a, b):
        return _order(a, b, _above)

    def __le__(a, b):
        return _order(a, b, _at_most)

    def __ge__(a, b):
        return _order(a, b, _at_least)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


_EXACT = (int, Fraction)


def _below(x, y):
    return x < y


def _above(x, y):
    return x > y


def _at_most(x, y):
    return x <= y


def _at_least(x, y):
    return x >= y


def _order(a, b, test):
    # A comparison of Fraction a with b: exact by cross-multiplication for ints and Fractions,
    # and for finite floats through their exact value; infinities and NaN compare as
    # any finite value against them would.
    if isinstance(b, _EXACT):
        an, ad = _ratio(a)
        bn, bd = _ratio(b)
        return test(an * bd, bn * ad)
    if isinstance(b, float):
        if not math.isfinite(b):
            return test(0.0, b)
        bn, bd = b.as_integer_ratio()
        return test(a._numerator * bd, bn * a._denominator)
    if _tower_kind(b) == 'rational':
        bn, bd = _parts(b)
        return test(a._numerator * bd, bn * a._denominator)
    return NotImplemented


def _combine(me, other, exact, inexact, reflected):
    # One binary operator of a Fraction [me] with [other]; [reflected] when other is the left
    # operand. exact(an, ad, bn, bd) works on the two ratios; inexact on converted operands.
    if isinstance(other, _EXACT):
        on, od = _ratio(other)
        if reflected:
            return exact(on, od, me._numerator, me._denominator)
        return exact(me._numerator, me._denominator, on, od)
    if isinstance(other, float):
        mine = me._numerator / me._denominator
    elif isinstance(other, complex):
        mine = complex(me._numerator / me._denominator)
    elif reflected:
        return _combine_tower(me, other, exact, inexact)
    else:
        return NotImplemented
    return inexact(other, mine) if reflected else inexact(mine, other)


def _combine_tower(me, other, exact, inexact):
    # `other op me` for another kind of number on the left: a Rational exactly, a Real as
    # floats, a Complex as complexes; anything else is NotImplemented.
    kind = _tower_kind(other)
    if kind == 'rational':
        on, od = _parts(other)
        return exact(on, od, me._numerator, me._denominator)
    mine = me._numerator / me._denominator
    if kind == 'real':
        return inexact(float(other), mine)
    if kind == 'complex':
        return inexact(complex(other), complex(mine))
    return NotImplemented


def _exact_add(an, ad, bn, bd):
    # Knuth's rational addition (TAOCP 4.5.1): cancel the denominators' common factor first,
    # so the final gcd works on small numbers.
    g = _gcd(ad, bd)
    if g == 1:
        return _bare(an * bd + bn * ad, ad * bd)
    da = ad // g
    top = an * (bd // g) + bn * da
    h = _gcd(top, g)
    if h == 1:
        return _bare(top, da * bd)
    return _bare(top // h, da * (bd // h))


def _exact_sub(an, ad, bn, bd):
    return _exact_add(an, ad, -bn, bd)


def _exact_mul(an, ad, bn, bd):
    # Cross-cancel each numerator with the other denominator; the product is then reduced.
    g = _gcd(an, bd)
    if g > 1:
        an, bd = an // g, bd // g
    h = _gcd(bn, ad)
    if h > 1:
        bn, ad = bn // h, ad // h
    n, d = an * bn, ad * bd
    return _bare(-n, -d) if d < 0 else _bare(n, d)


def _exact_div(an, ad, bn, bd):
    # a / b = a * (bd / bn); a zero divisor reports the reduced numerator, as CPython does.
    g = _gcd(an, bn)
    if g > 1:
        an, bn = an // g, bn // g
    h = _gcd(bd, ad)
    if h > 1:
        bd, ad = bd // h, ad // h
    n, d = an * bd, ad * bn
    if d == 0:
        raise ZeroDivisionError("Fraction(%s, 0)" % n)
    return _bare(-n, -d) if d < 0 else _bare(n, d)


def _exact_floordiv(an, ad, bn, bd):
    return (an * bd) // (ad * bn)


def _exact_mod(an, ad, bn, bd):
    return _reduced((an * bd) % (bn * ad), ad * bd)


def _exact_divmod(an, ad, bn, bd):
    whole, rest = divmod(an * bd, ad * bn)
    return whole, _reduced(rest, ad * bd)


def _float_add(x, y):
    return x + y


def _float_sub(x, y):
    return x - y


def _float_mul(x, y):
    return x * y


def _float_div(x, y):
    return x / y


def _float_floordiv(x, y):
    return x // y


def _float_mod(x, y):
    return x % y


def _int_power(n, d, e):
    # (n/d) ** e for an int e, exactly (n/d in lowest terms).
    if e >= 0:
        return _bare(n ** e, d ** e)
    if n == 0:
        raise ZeroDivisionError("Fraction(%s, 0)" % (d ** -e))
    if n < 0:
        return _bare((-d) ** -e, (-n) ** -e)
    return _bare(d ** -e, n ** -e)


def _round_half_even(n, d):
    # The int nearest n/d (d > 0), ties to the even one.
    whole, rest = divmod(n, d)
    twice = 2 * rest
    if twice > d or (twice == d and whole % 2 == 1):
        return whole + 1
    return whole
