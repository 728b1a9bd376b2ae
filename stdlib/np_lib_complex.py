# _complex: the builtin type complex, written in Nearly Python and installed in the builtins on
# the first use of the name `complex` (vm/np_exc.c np_builtin_missing; an imaginary literal
# `3j` compiles to the call complex(0.0, 3.0), compiler/np_compexpr.c compile_imag). Not
# importable by a script. Written from docs.python.org (the complex() and numeric-hashing
# pages, the format mini-language) and black-box runs of python3.11, whose results it gives to
# the bit:
# - construction: from a string by a small scanner (_Scanner: a real, an imaginary, or a real
#   followed by a signed imaginary, with spaces, one pair of parentheses and underscores between
#   digits), from numbers and from objects with __complex__, __float__ or __index__;
# - arithmetic on (real, imag) pairs of floats: the schoolbook product, Smith's division (the
#   quotient scaled by the larger part of the divisor), powers by binary exponentiation for
#   small integral exponents and by the polar form otherwise, with python3's errors;
# - ==, hash (the documented numeric hash: hash(re) + 1000003 * hash(im), wrapped to 64 bits),
#   repr/str and format (a parsed spec applied to each part, _Spec).
# _hypot is C's hypot (stdlib/np_lib_complex.c), as python3's abs() of a complex uses. A
# complex is an instance of this class, so it is slower than CPython's.

import math as _math

_IMAG_HASH = 1000003
_MISSING = object()
_INF = _math.inf
_NAN = _math.nan
_copysign = _math.copysign
_MALFORMED = 'complex() arg is a malformed string'


def _bare(x):
    # The repr of a float part as complex shows it: an integral value loses its '.0'.
    s = repr(x)
    return s[:-2] if s.endswith('.0') else s


def _divide(ar, ai, br, bi):
    # (ar + ai j) / (br + bi j) by Smith's method: with the divisor's larger part as the base,
    # q = small / large and the denominator large + small * q, which never overflows early.
    # Nan parts in the divisor make both comparisons false: the quotient is nan + nan j.
    mr = abs(br)
    mi = abs(bi)
    if mr >= mi:
        if mr == 0.0:
            raise ZeroDivisionError('complex division by zero')
        q = bi / br
        d = br + bi * q
        return (ar + ai * q) / d, (ai - ar * q) / d
    if mi > mr:
        q = br / bi
        d = br * q + bi
        return (ar * q + ai) / d, (ai * q - ar) / d
    return _NAN, _NAN


def _int_power(xr, xi, n):
    # (xr + xi j) ** n for an int n >= 0, by squaring: the running product starts at 1 + 0j
    # and takes in the square x ** (2 ** k) for each set bit k of n.
    rr, ri = 1.0, 0.0
    while n:
        if n & 1:
            rr, ri = rr * xr - ri * xi, rr * xi + ri * xr
        n >>= 1
        if n:
            xr, xi = xr * xr - xi * xi, xr * xi + xi * xr
    return rr, ri


def _inf_if_overflow(f, *args):
    # f(*args) with an overflow as +inf, as C's libm returns it.
    try:
        return f(*args)
    except OverflowError:
        return _INF


def _polar_power(ar, ai, br, bi):
    # a ** b = |a| ** b * e ** (i b arg a), with |a| ** br / e ** (bi arg a) for the length and
    # br arg a + bi log|a| for the angle. An infinite angle is the ZeroDivisionError python3
    # gives there.
    mod = _hypot(ar, ai)
    angle = _math.atan2(ai, ar)
    length = _inf_if_overflow(_math.pow, mod, br)
    turn = angle * br
    if bi != 0.0:
        shrink = _inf_if_overflow(_math.exp, angle * bi)
        if shrink != 0.0:
            length = length / shrink
        elif length != length or length == 0.0:
            length = _NAN
        else:
            length = _INF
        turn += bi * _math.log(mod)
    if turn - turn != 0.0 and turn == turn:
        raise ZeroDivisionError
    return length * _math.cos(turn), length * _math.sin(turn)


def _power(ar, ai, br, bi):
    # (ar + ai j) ** (br + bi j) with python3's errors: a zero base to a negative or complex
    # power is a ZeroDivisionError, an infinite part of the result an OverflowError.
    if bi == 0.0 and br - br == 0.0 and -100.0 <= br <= 100.0 and br == int(br):
        n = int(br)
        r, i = _int_power(ar, ai, abs(n))
        if n < 0:
            if r == 0.0 and i == 0.0:
                raise ZeroDivisionError('0.0 to a negative or complex power')
            r, i = _divide(1.0, 0.0, r, i)
    elif br == 0.0 and bi == 0.0:
        r, i = 1.0, 0.0
    elif ar == 0.0 and ai == 0.0:
        if bi != 0.0 or br < 0.0:
            raise ZeroDivisionError('0.0 to a negative or complex power')
        r, i = 0.0, 0.0
    else:
        try:
            r, i = _polar_power(ar, ai, br, bi)
        except ZeroDivisionError:
            raise ZeroDivisionError('0.0 to a negative or complex power') from None
    if r - r != 0.0 and r == r or i - i != 0.0 and i == i:
        raise OverflowError('complex exponentiation')
    return r, i


def _operand(x):
    # (real, imag) of an int, float or complex operand; None for any other type.
    if isinstance(x, complex):
        return _split(x)
    if isinstance(x, (int, float)):
        return float(x), 0.0
    return None


def _coerce(x, first):
    # (real, imag) of an object complex() accepts through a method: __complex__ (only as the
    # first argument), __float__ or __index__; None if it has none of them.
    if first:
        method = getattr(x, '__complex__', None)
        if method is not None:
            c = method()
            if not isinstance(c, complex):
                raise TypeError('__complex__ returned non-complex (type %s)' % type(c).__name__)
            return _split(c)
    if getattr(x, '__float__', None) is not None:
        return float(x), 0.0
    method = getattr(x, '__index__', None)
    if method is not None:
        return float(method()), 0.0
    return None


def _check_underscores(text, original):
    # An underscore must sit between two digits, as in number literals; the underscores go.
    last = len(text) - 1
    for k, ch in enumerate(text):
        if ch == '_' and not (0 < k < last and text[k - 1].isdecimal()
                              and text[k + 1].isdecimal()):
            raise ValueError('could not convert string to complex: %r' % original)
    return text.replace('_', '')


def _number_end(t, k):
    # The end of the unsigned number that starts at t[k]: digits with at most one point (at
    # least one digit) and an optional exponent, or inf/infinity/nan; k itself if none.
    word = t[k:k + 8].lower()
    if word == 'infinity':
        return k + 8
    if word[:3] in ('inf', 'nan'):
        return k + 3
    n = len(t)
    digits = 0
    j = k
    while j < n and t[j].isdecimal():
        j += 1
        digits += 1
    if j < n and t[j] == '.':
        j += 1
        while j < n and t[j].isdecimal():
            j += 1
            digits += 1
    if digits == 0:
        return k
    if j < n and t[j] in 'eE':
        m = j + 1
        if m < n and t[m] in '+-':
            m += 1
        if m < n and t[m].isdecimal():
            while m < n and t[m].isdecimal():
                m += 1
            j = m
    return j


def _signed_end(t, k):
    # (end of the optional sign at t[k], end of the number after it).
    s = k + 1 if k < len(t) and t[k] in '+-' else k
    return s, _number_end(t, s)


def _to_float(text):
    # float() of a scanned number; a lone sign (or nothing) before 'j' means 1.
    if text in ('', '+', '-'):
        text += '1'
    try:
        return float(text)
    except ValueError:
        raise ValueError(_MALFORMED) from None


def _from_string(s):
    # (real, imag) of complex(s): after spaces, one pair of parentheses (with spaces inside)
    # and underscores, the forms REAL, IMAGj and REAL+-IMAGj, where IMAG may be just a sign or
    # nothing.
    t = s.strip()
    if '_' in t:
        t = _check_underscores(t, s)
    if t[:1] == '(' and t[-1:] == ')':
        t = t[1:-1].strip()
    n = len(t)
    s1, e1 = _signed_end(t, 0)
    if n and e1 == n and e1 > s1:
        return _to_float(t), 0.0
    if e1 == n - 1 and t[e1] in 'jJ':
        return 0.0, _to_float(t[:e1])
    if e1 > s1 and e1 < n and t[e1] in '+-':
        s2, e2 = _signed_end(t, e1)
        if e2 == n - 1 and t[e2] in 'jJ':
            return _to_float(t[:e1]), _to_float(t[e1:e2])
    raise ValueError(_MALFORMED)


def _call_args(real, imag, extra, kw):
    # complex()'s own argument checks, in CPython's order and words, for a call with more than
    # two positional arguments or with keywords: returns (real, imag) for a valid one.
    given = (real is not _MISSING) + (imag is not _MISSING) + extra
    if given + len(kw) > 2:
        raise TypeError("complex() takes at most 2 arguments (%d given)" % (given + len(kw)))
    for name in kw:
        if name != 'real' and name != 'imag':
            raise TypeError("'%s' is an invalid keyword argument for complex()" % name)
    if 'real' in kw:
        if real is not _MISSING:
            raise TypeError("argument for complex() given by name ('real') and position (1)")
        real = kw['real']
    if 'imag' in kw:
        if imag is not _MISSING:
            raise TypeError("argument for complex() given by name ('imag') and position (2)")
        imag = kw['imag']
    return (0.0 if real is _MISSING else real), imag


class complex:
    # A complex number: [_r] and [_i] are its real and imaginary floats, read through the
    # properties real and imag (which refuse writes, as CPython's members do).
    __slots__ = ('_r', '_i')
    __module__ = 'builtins'

    def __new__(cls, /, *args, **kw):
        # complex.__new__: as in CPython, a subclass's value comes from the constructor's
        # arguments whatever its own __init__ does (`class T(complex): def __init__(self, *a):
        # pass` makes T(1, 2) == (1+2j)). The class itself is made by its native constructor.
        if cls is complex:
            return complex(*args, **kw)
        self = object.__new__(cls)
        complex.__init__(self, *args, **kw)
        return self

    def __init__(self, real=_MISSING, imag=_MISSING, /, *_extra, **_kw):
        # Sets the value of a complex (its native constructor falls back to this for the
        # arguments it does not take itself) or of a subclass instance __new__ is making. Run
        # again on a subclass instance that has its value, it is CPython's complex.__init__,
        # which is object's: arguments are refused when the class has its own __init__.
        if type(self) is not complex and hasattr(self, '_r'):
            if (real is not _MISSING or imag is not _MISSING or _extra or _kw) and \
                    type(self).__init__ is not complex.__init__:
                raise TypeError('object.__init__() takes exactly one argument (the instance to '
                                'initialize)')
            return
        if _extra or _kw:
            real, imag = _call_args(real, imag, len(_extra), _kw)
        elif real is _MISSING:
            real = 0.0
        if type(real) is float and type(imag) is float:
            self._r = real
            self._i = imag
            return
        if isinstance(real, str):
            if imag is not _MISSING:
                raise TypeError("complex() can't take second arg if first is a string")
            self._r, self._i = _from_string(real)
            return
        # A str imag fails before real is looked at (CPython's order).
        if imag is not _MISSING and isinstance(imag, str):
            raise TypeError("complex() second arg can't be a string")
        first = _operand(real)
        if first is None:
            first = _coerce(real, True)
            if first is None:
                raise TypeError("complex() first argument must be a string or a number, not '%s'"
                                % type(real).__name__)
        r, i = first
        if imag is not _MISSING:
            # real + imag * 1j, where only a complex real has an imaginary part to add to and
            # only a complex imag a real part to subtract (so a -0.0 given survives).
            second = _operand(imag)
            if second is None:
                second = _coerce(imag, False)
                if second is None:
                    raise TypeError("complex() second argument must be a number, not '%s'"
                                    % type(imag).__name__)
            if isinstance(imag, complex):
                r -= second[1]
            i = i + second[0] if isinstance(real, complex) else second[0]
        self._r = r
        self._i = i

    def _readonly(self, value):
        raise AttributeError('readonly attribute')

    def _get_real(self):
        return _real(self)

    def _get_imag(self):
        return _imag(self)

    # Python getters (which GETATTR's inline cache runs as frames of the loop) of the natives
    # _real and _imag (stdlib/np_lib_complex.c cx_real, cx_imag).
    real = property(_get_real, _readonly)
    imag = property(_get_imag, _readonly)
    del _get_real, _get_imag, _readonly

    def conjugate(self):
        r, i = _split(self)
        return complex(r, -i)

    def __repr__(self):
        r, i = _split(self)
        im = _bare(i)
        if r == 0.0 and _copysign(1.0, r) > 0.0:
            return im + 'j'
        if im[0] != '-':
            im = '+' + im
        return '(' + _bare(r) + im + 'j)'

    __str__ = __repr__

    def __format__(self, spec):
        if not spec:
            return repr(self)
        return _Spec(spec).apply(*_split(self))

    def __hash__(self):
        r, i = _split(self)
        h = (hash(r) + _IMAG_HASH * hash(i)) & 0xFFFFFFFFFFFFFFFF
        if h >= 1 << 63:
            h -= 1 << 64
        return -2 if h == -1 else h

    def __eq__(self, other):
        r, i = _split(self)
        if isinstance(other, int) and not isinstance(other, bool):
            return i == 0.0 and r == other
        p = _operand(other)
        if p is None:
            return NotImplemented
        return r == p[0] and i == p[1]

    def __ne__(self, other):
        same = self.__eq__(other)
        return same if same is NotImplemented else not same

    def __bool__(self):
        r, i = _split(self)
        return r != 0.0 or i != 0.0

    def __pos__(self):
        return complex(*_split(self))

    def __neg__(self):
        r, i = _split(self)
        return complex(-r, -i)

    def __abs__(self):
        r, i = _split(self)
        m = _hypot(r, i)
        if m == _INF and r - r == 0.0 and i - i == 0.0:
            raise OverflowError('absolute value too large')
        return m

    def __add__(self, other):
        sr, si = _split(self)
        if type(other) is complex:
            orr, ori = _split(other)
            return complex(sr + orr, si + ori)
        p = _operand(other)
        if p is None:
            return NotImplemented
        return complex(sr + p[0], si + p[1])

    def __radd__(self, other):
        sr, si = _split(self)
        p = _operand(other)
        if p is None:
            return NotImplemented
        return complex(p[0] + sr, p[1] + si)

    def __sub__(self, other):
        sr, si = _split(self)
        if type(other) is complex:
            orr, ori = _split(other)
            return complex(sr - orr, si - ori)
        p = _operand(other)
        if p is None:
            return NotImplemented
        return complex(sr - p[0], si - p[1])

    def __rsub__(self, other):
        sr, si = _split(self)
        p = _operand(other)
        if p is None:
            return NotImplemented
        return complex(p[0] - sr, p[1] - si)

    def __mul__(self, other):
        sr, si = _split(self)
        # (a + bj)(c + dj) = (ac - bd) + (ad + bc)j; a real operand counts as c + 0j.
        if type(other) is complex:
            c, d = _split(other)
        else:
            p = _operand(other)
            if p is None:
                return NotImplemented
            c, d = p
        a = sr
        b = si
        return complex(a * c - b * d, a * d + b * c)

    def __rmul__(self, other):
        sr, si = _split(self)
        p = _operand(other)
        if p is None:
            return NotImplemented
        a, b = p
        c = sr
        d = si
        return complex(a * c - b * d, a * d + b * c)

    def __truediv__(self, other):
        sr, si = _split(self)
        p = _operand(other)
        if p is None:
            return NotImplemented
        return complex(*_divide(sr, si, p[0], p[1]))

    def __rtruediv__(self, other):
        sr, si = _split(self)
        p = _operand(other)
        if p is None:
            return NotImplemented
        return complex(*_divide(p[0], p[1], sr, si))

    def __pow__(self, other, mod=None):
        # As CPython's complex_pow: a non-number exponent gives way before a modulus fails.
        sr, si = _split(self)
        p = _operand(other)
        if p is None:
            return NotImplemented
        if mod is not None:
            raise ValueError('complex modulo')
        return complex(*_power(sr, si, p[0], p[1]))

    def __rpow__(self, other):
        sr, si = _split(self)
        p = _operand(other)
        if p is None:
            return NotImplemented
        return complex(*_power(p[0], p[1], sr, si))

    def __getnewargs__(self):
        return _split(self)


# The hot operators become natives (stdlib/np_lib_complex.c _install) that compute plain
# complex, int and float operands in C with the formulas above and hand anything else to the
# Python methods, kept as _slow_<name>.
for _name in ('__add__', '__radd__', '__sub__', '__rsub__', '__mul__', '__rmul__', '__truediv__',
              '__abs__', '__neg__', '__pow__', '__init__', 'conjugate', '__rtruediv__', '__eq__',
              '__ne__', '__hash__', '__bool__', '__pos__'):
    setattr(complex, '_slow_' + _name, getattr(complex, _name))
del _name
_install(complex)


class _Spec:
    # A parsed complex format spec, [[fill]align][sign][z][#][width][grouping][.precision]
    # [type]: the sign, z, #, grouping, precision and type apply to each part (the imaginary
    # part always shows its sign), fill, align and width to the whole text. Without a type the
    # parts are shown as repr shows them (or as 'g' with a precision), in parentheses unless the
    # real part is +0.0, which is left out; a type shows both parts and no parentheses.

    def __init__(self, spec):
        k = 0
        n = len(spec)
        self.fill, self.align = ' ', '>'
        if n >= 2 and spec[1] in '<>^=':
            self.fill, self.align = spec[0], spec[1]
            k = 2
        elif n and spec[0] in '<>^=':
            self.align = spec[0]
            k = 1
        if self.align == '=':
            raise ValueError("'=' alignment flag is not allowed in complex format specifier")
        self.sign = ''
        if k < n and spec[k] in '+- ':
            self.sign = spec[k]
            k += 1
        self.flags = ''
        if k < n and spec[k] == 'z':
            self.flags += 'z'
            k += 1
        if k < n and spec[k] == '#':
            self.flags += '#'
            k += 1
        if k < n and spec[k] == '0':
            raise ValueError('Zero padding is not allowed in complex format specifier')
        j = k
        while j < n and spec[j].isdigit():
            j += 1
        self.width = int(spec[k:j]) if j > k else 0
        k = j
        group = spec[k:k + 1]
        if group in (',', '_'):
            k += 1
            extra = spec[k:k + 1]
            if extra == group:
                raise ValueError("Cannot specify '%s' with '%s'." % (group, group))
            if extra in (',', '_'):
                raise ValueError("Cannot specify both ',' and '_'.")
        else:
            group = ''
        j = k
        if spec[k:k + 1] == '.':
            j = k + 1
            while j < n and spec[j].isdigit():
                j += 1
            if j == k + 1:
                raise ValueError('Format specifier missing precision')
        self.precise = j > k
        # What is applied to each part: grouping and precision (the type added where needed).
        self.rest = group + spec[k:j]
        self.type = spec[j:]
        if len(self.type) > 1:
            raise ValueError("Invalid format specifier '%s' for object of type 'complex'" % spec)
        # The type as CPython's messages show it: printable ASCII as itself, else \x and hex.
        code = self.type if ' ' < self.type <= '\x7f' else '\\x%x' % ord(self.type or '\0')
        if group and self.type not in ('', 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F') and \
                not (group == '_' and self.type in ('b', 'o', 'x', 'X')):
            raise ValueError("Cannot specify '%s' with '%s'." % (group, code))
        if self.type and self.type not in 'eEfFgGn':
            raise ValueError("Unknown format code '%s' for object of type 'complex'" % code)

    def _repr_part(self, x, sign):
        # A part without a type or precision: its repr (grouped if asked) without a final '.0';
        # '#' keeps the point (adding one to a mantissa that has none).
        if 'z' in self.flags and x == 0.0:
            x = 0.0
        s = format(x, self.rest) if self.rest else repr(x)
        if s.endswith('.0'):
            s = s[:-2]
        if '#' in self.flags and '.' not in s and x - x == 0.0:
            e = s.find('e')
            s = s + '.' if e < 0 else s[:e] + '.' + s[e:]
        if sign in '+ ' and s[0] != '-':
            s = sign + s
        return s

    def apply(self, r, i):
        bare = r == 0.0 and _copysign(1.0, r) > 0.0
        flags = self.flags
        if self.type:
            tail = flags + self.rest + self.type
            text = format(r, self.sign + tail) + format(i, '+' + tail) + 'j'
        elif self.precise:
            im = format(i, ('+' if not bare else self.sign) + flags + self.rest + 'g') + 'j'
            text = im if bare else '(' + format(r, self.sign + flags + self.rest + 'g') + im + ')'
        else:
            im = self._repr_part(i, self.sign if bare else '+') + 'j'
            text = im if bare else '(' + self._repr_part(r, self.sign) + im + ')'
        if self.width > len(text):
            return format(text, self.fill + self.align + str(self.width))
        return text


def _float_pow(v, w):
    # float ** float of a negative base and a non-integral exponent (vm/np_float.c float_pow).
    return complex(v) ** complex(w)
