# _complex: the builtin type complex, written in Nearly Python and installed in the builtins on
# the first use of the name `complex` (vm/np_exc.c np_builtin_missing; an imaginary literal
# `3j` compiles to the call complex(0.0, 3.0), compiler/np_compexpr.c compile_imag). Not
# importable by a script. It follows CPython 3.11's complexobject.c: construction from numbers
# and strings with the same errors, arithmetic with int/float/complex (division and powers by
# CPython's algorithms, so results match to the bit), ==, hash, repr/str, format with a spec,
# real/imag/conjugate(). _hypot is C's hypot (stdlib/np_lib_complex.c). A complex is an
# instance of this class, so it is slower than CPython's.

import math as _math

_HASH_IMAG = 1000003
_NO_ARG = object()
_isfinite = _math.isfinite
_INF = _math.inf
_HASH_MOD = (1 << 61) - 1


def _part(x):
    # float repr without the '.0' CPython's complex repr leaves out ('r' format, no ADD_DOT_0).
    s = repr(x)
    if s.endswith('.0'):
        s = s[:-2]
    return s


def _quot(ar, ai, br, bi):
    # CPython's _Py_c_quot: a / b with the larger of b's parts as the divisor.
    abs_br = abs(br)
    abs_bi = abs(bi)
    if abs_br >= abs_bi:
        if abs_br == 0.0:
            raise ZeroDivisionError('complex division by zero')
        ratio = bi / br
        denom = br + bi * ratio
        return (ar + ai * ratio) / denom, (ai - ar * ratio) / denom
    if abs_bi >= abs_br:
        ratio = br / bi
        denom = br * ratio + bi
        return (ar * ratio + ai) / denom, (ai * ratio - ar) / denom
    return _math.nan, _math.nan


def _powu(xr, xi, n):
    # CPython's c_powu: x ** n for a non-negative int n by binary powers.
    rr, ri = 1.0, 0.0
    pr, pi = xr, xi
    mask = 1
    while mask > 0 and n >= mask:
        if n & mask:
            rr, ri = rr * pr - ri * pi, rr * pi + ri * pr
        mask <<= 1
        pr, pi = pr * pr - pi * pi, pr * pi + pi * pr
    return rr, ri


def _pow(ar, ai, br, bi):
    # CPython's complex_pow: a division by zero is a ZeroDivisionError and an infinite part of
    # the result an OverflowError, with its messages.
    try:
        r, i = _pow_parts(ar, ai, br, bi)
    except ZeroDivisionError:
        raise ZeroDivisionError('0.0 to a negative or complex power') from None
    except OverflowError:
        raise OverflowError('complex exponentiation') from None
    if _math.isinf(r) or _math.isinf(i):
        raise OverflowError('complex exponentiation')
    return r, i


def _pow_parts(ar, ai, br, bi):
    # Small integral exponents by c_powi, others by _Py_c_pow with C's float semantics: a
    # libm overflow is an infinity, not an exception, and cos/sin of an infinite phase is C's
    # EDOM, which complex_pow reports as ZeroDivisionError.
    if bi == 0.0 and _isfinite(br) and br == int(br) and abs(br) <= 100.0:
        n = int(br)
        if n > 0:
            return _powu(ar, ai, n)
        r, i = _powu(ar, ai, -n)
        return _quot(1.0, 0.0, r, i)
    if br == 0.0 and bi == 0.0:
        return 1.0, 0.0
    if ar == 0.0 and ai == 0.0:
        if bi != 0.0 or br < 0.0:
            raise ZeroDivisionError('0.0 to a negative or complex power')
        return 0.0, 0.0
    vabs = _hypot(ar, ai)
    length = _c_call(_math.pow, vabs, br)
    at = _math.atan2(ai, ar)
    phase = at * br
    if bi != 0.0:
        length = _c_div(length, _c_call(_math.exp, at * bi))
        phase += bi * _math.log(vabs)
    if _math.isinf(phase):
        raise ZeroDivisionError('0.0 to a negative or complex power')
    return length * _math.cos(phase), length * _math.sin(phase)


def _c_call(f, *args):
    # f(*args) as C's libm returns it: an overflow is an infinity of the result's sign.
    try:
        return f(*args)
    except OverflowError:
        return _INF


def _c_div(x, y):
    # x / y in IEEE arithmetic (y may be zero).
    if y != 0.0:
        return x / y
    if x != x or x == 0.0:
        return _math.nan
    return _math.copysign(_INF, x) * _math.copysign(1.0, y)


def _parts(x):
    # (real, imag) of an int, float or complex operand; None for any other type.
    if isinstance(x, complex):
        return x._r, x._i
    if isinstance(x, (int, float)):
        return float(x), 0.0
    return None


def _convert(x, allow_complex=True):
    # (real, imag) of an object with __complex__ (first argument only), __float__ or __index__,
    # as complex() converts it; None if it has none of them.
    f = getattr(x, '__complex__', None) if allow_complex else None
    if f is not None:
        c = f()
        if not isinstance(c, complex):
            raise TypeError('__complex__ returned non-complex (type %s)' % type(c).__name__)
        return c._r, c._i
    if getattr(x, '__float__', None) is not None:
        return float(x), 0.0
    f = getattr(x, '__index__', None)
    if f is not None:
        return float(f()), 0.0
    return None


def _parse(s):
    # CPython's complex_from_string_inner over a str (spaces and parentheses allowed).
    t = s.strip()
    if '_' in t:
        # Underscores only between digits, as in number literals.
        for k, c in enumerate(t):
            if c == '_' and not (0 < k < len(t) - 1 and t[k - 1].isdigit()
                                 and t[k + 1].isdigit()):
                raise ValueError('could not convert string to complex: %r' % s)
        t = t.replace('_', '')
    if t.startswith('(') and t.endswith(')'):
        t = t[1:-1].strip()
    if not t:
        raise ValueError('complex() arg is a malformed string')
    # A number is an optional sign, digits with a point and exponent, or inf/nan.
    n = len(t)
    i = 0
    parts = []
    while i < n:
        j = i
        if t[j] in '+-':
            j += 1
        k = j
        low = t[k:].lower()
        if low.startswith('infinity'):
            k += 8
        elif low.startswith('inf') or low.startswith('nan'):
            k += 3
        else:
            while k < n and (t[k].isdigit() or t[k] == '.'):
                k += 1
            if k < n and t[k] in 'eE' and k > j:
                m = k + 1
                if m < n and t[m] in '+-':
                    m += 1
                if m < n and t[m].isdigit():
                    while m < n and t[m].isdigit():
                        m += 1
                    k = m
        num = t[i:k]
        imag = k < n and t[k] in 'jJ'
        if k == j and not imag:
            raise ValueError('complex() arg is a malformed string')
        if imag:
            k += 1
        parts.append((num, imag))
        i = k
        if len(parts) > 2:
            break
    try:
        if len(parts) == 1:
            num, imag = parts[0]
            if imag:
                if num in ('', '+', '-'):
                    num += '1'
                return 0.0, float(num)
            return float(num), 0.0
        if len(parts) == 2:
            (n1, i1), (n2, i2) = parts
            if not i1 and i2 and n2[:1] in '+-':
                if n2 in ('+', '-'):
                    n2 += '1'
                return float(n1), float(n2)
    except ValueError:
        pass
    raise ValueError('complex() arg is a malformed string')


class complex:
    # A complex number: [_r] and [_i] are its real and imaginary floats, read through the
    # properties real and imag (which refuse writes, as CPython's members do).
    __slots__ = ('_r', '_i')
    __module__ = 'builtins'

    def __init__(self, real=0.0, imag=_NO_ARG):
        if type(real) is float and type(imag) is float:
            self._r = real
            self._i = imag
            return
        if isinstance(real, str):
            if imag is not _NO_ARG:
                raise TypeError("complex() can't take second arg if first is a string")
            r, i = _parse(real)
        else:
            p = _parts(real)
            if p is None:
                p = _convert(real)
            if p is None:
                raise TypeError("complex() first argument must be a string or a number, not '%s'"
                                % type(real).__name__)
            r, i = p
            if imag is not _NO_ARG:
                if isinstance(imag, str):
                    raise TypeError("complex() second arg can't be a string")
                q = _parts(imag)
                if q is None:
                    q = _convert(imag, False)
                if q is None:
                    raise TypeError("complex() second argument must be a number, not '%s'"
                                    % type(imag).__name__)
                # CPython adds the parts only of complex arguments (so -0.0 survives).
                if isinstance(imag, complex):
                    r -= q[1]
                i = q[0] + i if isinstance(real, complex) else q[0]
        self._r = r
        self._i = i

    def _get_real(self):
        return self._r

    def _get_imag(self):
        return self._i

    def _readonly(self, value):
        raise AttributeError('readonly attribute')

    real = property(_get_real, _readonly)
    imag = property(_get_imag, _readonly)
    del _get_real, _get_imag, _readonly

    def conjugate(self):
        return complex(self._r, -self._i)

    def __repr__(self):
        r, i = self._r, self._i
        if r == 0.0 and _math.copysign(1.0, r) == 1.0:
            return _part(i) + 'j'
        im = _part(i)
        if not (im.startswith('-') or im.startswith('+')):
            im = '+' + im
        return '(' + _part(r) + im + 'j)'

    __str__ = __repr__

    def __format__(self, spec):
        # [[fill]align][sign][width][,_][.precision][type]: fill, align and width apply to the
        # whole text; with a type (e, f, g...) there are no parentheses.
        if not spec:
            return str(self)
        align = ''
        if len(spec) >= 2 and spec[1] in '<>^=':
            align, spec = spec[:2], spec[2:]
        elif spec[:1] in '<>^=':
            align, spec = spec[:1], spec[1:]
        if align.endswith('='):
            raise ValueError("'=' alignment flag is not allowed in complex format specifier")
        sign = ''
        if spec[:1] in ('+', '-', ' '):
            sign, spec = spec[0], spec[1:]
        k = 0
        while k < len(spec) and spec[k].isdigit():
            k += 1
        width, rest = spec[:k], spec[k:]
        typ = rest[-1:] if rest[-1:].isalpha() else ''
        if typ and typ not in 'eEfFgG':
            raise ValueError("Unknown format code '%s' for object of type 'complex'" % typ)
        bare = self._r == 0.0 and _math.copysign(1.0, self._r) == 1.0
        if typ:
            text = format(self._r, sign + rest) + format(self._i, '+' + rest) + 'j'
        elif rest:
            if bare:
                text = format(self._i, sign + rest + 'g') + 'j'
            else:
                text = ('(' + format(self._r, sign + rest + 'g')
                        + format(self._i, '+' + rest + 'g') + 'j)')
        else:
            im = _part(self._i)
            if bare:
                if sign == '+' and not im.startswith('-'):
                    im = '+' + im
                elif sign == ' ' and not im.startswith('-'):
                    im = ' ' + im
                text = im + 'j'
            else:
                re = _part(self._r)
                if sign in ('+', ' ') and not re.startswith('-'):
                    re = sign + re
                if not im.startswith('-'):
                    im = '+' + im
                text = '(' + re + im + 'j)'
        if width:
            return format(text, (align or '>') + width)
        return text

    def __hash__(self):
        h = hash(self._r) + _HASH_IMAG * hash(self._i)
        h = (h + (1 << 63)) % (1 << 64) - (1 << 63)
        return -2 if h == -1 else h

    def __eq__(self, other):
        p = _parts(other)
        if p is None:
            return NotImplemented
        if isinstance(other, int) and not isinstance(other, bool) and self._i == 0.0:
            return self._r == other
        return self._r == p[0] and self._i == p[1]

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __bool__(self):
        return self._r != 0.0 or self._i != 0.0

    def __pos__(self):
        return complex(self._r, self._i)

    def __neg__(self):
        return complex(-self._r, -self._i)

    def __abs__(self):
        a = _hypot(self._r, self._i)
        if a == _INF and _isfinite(self._r) and _isfinite(self._i):
            raise OverflowError('absolute value too large')
        return a

    def __add__(self, other):
        if type(other) is complex:
            return complex(self._r + other._r, self._i + other._i)
        p = _parts(other)
        if p is None:
            return NotImplemented
        return complex(self._r + p[0], self._i + p[1])

    def __radd__(self, other):
        p = _parts(other)
        if p is None:
            return NotImplemented
        return complex(p[0] + self._r, p[1] + self._i)

    def __sub__(self, other):
        if type(other) is complex:
            return complex(self._r - other._r, self._i - other._i)
        p = _parts(other)
        if p is None:
            return NotImplemented
        return complex(self._r - p[0], self._i - p[1])

    def __rsub__(self, other):
        p = _parts(other)
        if p is None:
            return NotImplemented
        return complex(p[0] - self._r, p[1] - self._i)

    def __mul__(self, other):
        if type(other) is complex:
            a = self._r
            b = self._i
            c = other._r
            d = other._i
            return complex(a * c - b * d, a * d + b * c)
        p = _parts(other)
        if p is None:
            return NotImplemented
        a, b = self._r, self._i
        c, d = p
        return complex(a * c - b * d, a * d + b * c)

    def __rmul__(self, other):
        p = _parts(other)
        if p is None:
            return NotImplemented
        a, b = p
        c, d = self._r, self._i
        return complex(a * c - b * d, a * d + b * c)

    def __truediv__(self, other):
        p = _parts(other)
        if p is None:
            return NotImplemented
        return complex(*_quot(self._r, self._i, p[0], p[1]))

    def __rtruediv__(self, other):
        p = _parts(other)
        if p is None:
            return NotImplemented
        return complex(*_quot(p[0], p[1], self._r, self._i))

    def __pow__(self, other, mod=None):
        if mod is not None:
            raise ValueError('complex modulo')
        p = _parts(other)
        if p is None:
            return NotImplemented
        return complex(*_pow(self._r, self._i, p[0], p[1]))

    def __rpow__(self, other):
        p = _parts(other)
        if p is None:
            return NotImplemented
        return complex(*_pow(p[0], p[1], self._r, self._i))

    def __getnewargs__(self):
        return (self._r, self._i)


def _float_pow(v, w):
    # float ** float of a negative base and a non-integral exponent (vm/np_float.c float_pow).
    return complex(v) ** complex(w)
