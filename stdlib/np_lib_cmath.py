# cmath: the complex math functions of docs.python.org's cmath page over the builtin complex
# (stdlib/np_lib_complex.py), written from the mathematical definitions, Kahan's branch-cut
# formulas ("Branch Cuts for Complex Elementary Functions", 1987), C99 Annex G and black-box runs
# of python3.11, whose results it reproduces to the bit.
#
# Design. Every elementary function is one row of _TABLE: a kernel over finite (x, y) parts, an
# optional quarter turn (the functions of z that are -i f(iz) or f(iz) for a hyperbolic f, so
# sin, cos, tan, asin and atan have no kernels of their own), whether an infinite result of a
# finite argument is an OverflowError, and the libm function (native _c99) that gives the
# special value when a part is infinite or nan. _evaluate applies a row; the public functions are
# one line each. Special values: libm follows C99 Annex G; the cells where python3 answers
# otherwise (signs C99 leaves open, a few nans) are in _OVERRIDES, found by running every cell
# of both; an infinite argument without a nan part whose C99 value has a nan part is
# ValueError('math domain error'). Finite arguments that overflow give
# OverflowError('math range error'); log(0), atanh(+-1) and atan(+-1j) are domain errors.
# _hypot is C's hypot (np_lib_complex.c), which python3's complex functions also use.

import math as _m

__all__ = ['acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cos', 'cosh', 'e', 'exp', 'inf',
           'infj', 'isclose', 'isfinite', 'isinf', 'isnan', 'log', 'log10', 'nan', 'nanj',
           'phase', 'pi', 'polar', 'rect', 'sin', 'sinh', 'sqrt', 'tan', 'tau']

pi = _m.pi
e = _m.e
tau = _m.tau
inf = _m.inf
nan = _m.nan
infj = complex(0.0, inf)
nanj = complex(0.0, nan)

# Thresholds: beyond _HUGE a part is so large that 1 +- z, z * z or hypot(x, y) could overflow,
# and the large-argument forms apply; beyond _EXP_EDGE exp, cosh and sinh of a part are
# computed from x - 1 (times e) so that the product with cos or sin does not overflow early.
_NORMAL_MIN = 2.2250738585072014e-308
_HUGE = 1.7976931348623157e+308 / 4.0
_HUGE_ROOT = _m.sqrt(_HUGE)
_EXP_EDGE = _m.log(_HUGE)
_NORMAL_MIN_ROOT = _m.sqrt(_NORMAL_MIN)
_LN2 = 0.6931471805599453
_LN10 = 2.302585092994046
_HALF_PI = _m.pi / 2.0
# The real functions the common paths call, as globals (one lookup instead of two).
_fexp = _m.exp
_fcos = _m.cos
_fsin = _m.sin
_fsqrt = _m.sqrt


def _domain():
    raise ValueError('math domain error')


def _pair(z):
    # (real, imag) floats of an argument: a complex, int or float, or an object with
    # __complex__ or __float__.
    if isinstance(z, complex):
        return _split(z)
    if isinstance(z, (int, float)):
        return float(z), 0.0
    if hasattr(z, '__complex__'):
        w = z.__complex__()
        return w.real, w.imag
    if hasattr(z, '__float__'):
        return float(z), 0.0
    raise TypeError('must be real number, not %s' % type(z).__name__)


def _root(x, y):
    # The principal square root of x + yj: with t = sqrt((|x| + |z|) / 2), it is t + (y / 2t)j
    # for x >= 0 and |y| / 2t + t j (sign of y) otherwise. |x| and |y| are scaled by 1/8 (or,
    # when both are subnormal, by 2**53) so the sum cannot overflow or lose bits.
    if x == 0.0 and y == 0.0:
        return 0.0, y
    ax = abs(x)
    ay = abs(y)
    if ax < _NORMAL_MIN and ay < _NORMAL_MIN:
        up = _m.ldexp(ax, 53)
        t = _m.ldexp(_m.sqrt(up + _hypot(up, _m.ldexp(ay, 53))), -27)
    else:
        ax /= 8.0
        t = 2.0 * _fsqrt(ax + _hypot(ax, ay / 8.0))
    half = ay / (2.0 * t)
    if x >= 0.0:
        return t, _m.copysign(half, y)
    return half, _m.copysign(t, y)


def _log_modulus(ax, ay):
    # log|z| of the absolute parts of z, accurate near |z| = 1 (by log1p) and at both ends of
    # the float range (by scaling); None for z = 0.
    if ax > _HUGE or ay > _HUGE:
        return _m.log(_hypot(ax / 2.0, ay / 2.0)) + _LN2
    if ax < _NORMAL_MIN and ay < _NORMAL_MIN:
        if ax == 0.0 and ay == 0.0:
            return None
        return _m.log(_hypot(_m.ldexp(ax, 53), _m.ldexp(ay, 53))) - 53 * _LN2
    h = _hypot(ax, ay)
    if 0.71 <= h <= 1.73:
        hi = ax if ax > ay else ay
        lo = ay if ax > ay else ax
        return _m.log1p((hi - 1) * (hi + 1) + lo * lo) / 2.0
    return _m.log(h)


def _log2z(x, y):
    # log|2z| for a huge z, which asinh, acos and acosh approach there.
    return _m.log(_hypot(x / 2.0, y / 2.0)) + _LN2 * 2.0


def _ln(x, y):
    re = _log_modulus(abs(x), abs(y))
    if re is None:
        _domain()
    return re, _m.atan2(y, x)


def _asinh(x, y):
    # asinh z = log(z + sqrt(1 + z^2)), by Kahan's form over a = sqrt(1 - iz) and
    # b = sqrt(1 + iz): real part asinh(Im(conj(a) b)), imaginary part atan2(y, Re(a b)).
    if abs(x) > _HUGE or abs(y) > _HUGE:
        return _m.copysign(_log2z(x, y), x), _m.atan2(y, abs(x))
    ar, ai = _root(1.0 + y, -x)
    br, bi = _root(1.0 - y, x)
    return _m.asinh(ar * bi - ai * br), _m.atan2(y, ar * br - ai * bi)


def _acos(x, y):
    # acos z by Kahan's form over a = sqrt(1 - z) and b = sqrt(1 + z): real part
    # 2 atan2(Re a, Re b), imaginary part asinh(Im(conj(b) a)).
    if abs(x) > _HUGE or abs(y) > _HUGE:
        return _m.atan2(abs(y), x), _m.copysign(_log2z(x, y), -y)
    ar, ai = _root(1.0 - x, -y)
    br, bi = _root(1.0 + x, y)
    return 2.0 * _m.atan2(ar, br), _m.asinh(br * ai - bi * ar)


def _acosh(x, y):
    # acosh z by Kahan's form over a = sqrt(z - 1) and b = sqrt(z + 1): real part
    # asinh(Re(a conj(b))), imaginary part 2 atan2(Im a, Re b).
    if abs(x) > _HUGE or abs(y) > _HUGE:
        return _log2z(x, y), _m.atan2(y, x)
    ar, ai = _root(x - 1.0, y)
    br, bi = _root(x + 1.0, y)
    return _m.asinh(ar * br + ai * bi), 2.0 * _m.atan2(ai, br)


def _atanh(x, y):
    # atanh z = (log(1 + z) - log(1 - z)) / 2, odd, so computed for x >= 0: real part
    # log1p(4x / ((1 - x)^2 + y^2)) / 4, imaginary part atan2(2y, (1 - x)(1 + x) - y^2) / 2,
    # with a huge z (atanh -> 1/z + pi/2 j) and z near +-1 (the pole) taken apart.
    if x < 0.0:
        re, im = _atanh(-x, -y)
        return -re, -im
    ay = abs(y)
    if x > _HUGE_ROOT or ay > _HUGE_ROOT:
        h = _hypot(x / 2.0, y / 2.0)
        return x / 4.0 / h / h, _m.copysign(_HALF_PI, y)
    if x == 1.0 and ay < _NORMAL_MIN_ROOT:
        if ay == 0.0:
            _domain()
        return (-_m.log(_m.sqrt(ay) / _m.sqrt(_hypot(ay, 2.0))),
                _m.copysign(_m.atan2(2.0, -ay) / 2.0, y))
    return (_m.log1p(4.0 * x / ((1 - x) * (1 - x) + ay * ay)) / 4.0,
            -_m.atan2(-2.0 * y, (1 - x) * (1 + x) - ay * ay) / 2.0)


def _hyperbolic(x, y, even):
    # cosh z (even) or sinh z (odd): f(x) cos y + g(x) sin y j, with (f, g) = (cosh, sinh) or
    # (sinh, cosh); past _EXP_EDGE, f(x - 1) e and g(x - 1) e in their place.
    f, g = (_m.cosh, _m.sinh) if even else (_m.sinh, _m.cosh)
    if abs(x) > _EXP_EDGE:
        x1 = x - _m.copysign(1.0, x)
        return _m.cos(y) * f(x1) * _m.e, _m.sin(y) * g(x1) * _m.e
    return _m.cos(y) * f(x), _m.sin(y) * g(x)


def _cosh(x, y):
    return _hyperbolic(x, y, True)


def _sinh(x, y):
    return _hyperbolic(x, y, False)


def _tanh(x, y):
    # tanh z = (tanh x + i tan y) / (1 + i tanh x tan y), in the form that keeps both parts
    # accurate; past _EXP_EDGE the real part is +-1 and the imaginary one 4 sin y cos y e^-2|x|.
    if abs(x) > _EXP_EDGE:
        return _m.copysign(1.0, x), 4.0 * _m.sin(y) * _m.cos(y) * _m.exp(-2.0 * abs(x))
    tx = _m.tanh(x)
    ty = _m.tan(y)
    sech = 1.0 / _m.cosh(x)
    p = tx * ty
    d = 1.0 + p * p
    return tx * (1.0 + ty * ty) / d, ((ty / d) * sech) * sech


def _exp(x, y):
    # e^x (cos y + i sin y); past _EXP_EDGE e^(x - 1) times e.
    if x > _EXP_EDGE:
        m = _m.exp(x - 1.0)
        return m * _m.cos(y) * _m.e, m * _m.sin(y) * _m.e
    m = _fexp(x)
    return m * _fcos(y), m * _fsin(y)


# The C99 complex functions of the native _c99, by position.
_LIBM = ['sqrt', 'exp', 'log', 'cos', 'sin', 'tan', 'cosh', 'sinh', 'tanh', 'acos', 'asin', 'atan',
         'acosh', 'asinh', 'atanh']

# The quarter turns of a row: none; f(iz) (cos z = cosh iz); -i f(iz) (sin, tan, asin, atan).
_STRAIGHT = 0
_TURN_IN = 1
_TURN_BOTH = 2

# name -> (kernel, turn, overflow is an error, libm position).
_TABLE = {}
for _name, _kernel, _turn, _overflow in [
        ('sqrt', _root, _STRAIGHT, False), ('exp', _exp, _STRAIGHT, True),
        ('log', _ln, _STRAIGHT, False), ('cos', _cosh, _TURN_IN, True),
        ('sin', _sinh, _TURN_BOTH, True), ('tan', _tanh, _TURN_BOTH, False),
        ('cosh', _cosh, _STRAIGHT, True), ('sinh', _sinh, _STRAIGHT, True),
        ('tanh', _tanh, _STRAIGHT, False), ('acos', _acos, _STRAIGHT, False),
        ('asin', _asinh, _TURN_BOTH, False), ('atan', _atanh, _TURN_BOTH, False),
        ('acosh', _acosh, _STRAIGHT, False), ('asinh', _asinh, _STRAIGHT, False),
        ('atanh', _atanh, _STRAIGHT, False)]:
    _TABLE[_name] = (_kernel, _turn, _overflow, _LIBM.index(_name))
del _name, _kernel, _turn, _overflow


def _class(v):
    # A part's class in _OVERRIDES: 'nan', '+inf', '-inf', '+0', '-0' or 'x' (finite).
    if v != v:
        return 'nan'
    if v == 0.0:
        return '-0' if _m.copysign(1.0, v) < 0.0 else '+0'
    if v - v != 0.0:
        return '+inf' if v > 0.0 else '-inf'
    return 'x'


# Where python3's special value is not libm's C99 one: function -> {(class of x, class of y):
# (real, imag)}.
_OVERRIDES = {
    'exp': {('-inf', '-inf'): (0.0, 0.0)},
    'cos': {('-0', 'nan'): (nan, 0.0)},
    'sin': {('nan', '-inf'): (nan, -inf), ('nan', '+0'): (nan, -0.0),
            ('nan', '+inf'): (nan, -inf)},
    'tan': {('-inf', '-inf'): (0.0, -1.0), ('-inf', '+inf'): (0.0, 1.0),
            ('nan', '-0'): (nan, nan), ('nan', '+0'): (nan, nan)},
    'cosh': {('nan', '-0'): (nan, 0.0)},
    'sinh': {('-0', 'nan'): (0.0, nan)},
    'tanh': {('-inf', '-inf'): (-1.0, 0.0), ('-0', 'nan'): (nan, nan), ('+0', 'nan'): (nan, nan),
             ('+inf', '-inf'): (1.0, 0.0)},
    'acos': {('-inf', 'nan'): (nan, inf), ('+inf', 'nan'): (nan, inf)},
    'asin': {('-inf', 'nan'): (nan, -inf), ('+inf', 'nan'): (nan, -inf)},
    'atan': {('-inf', 'nan'): (-_HALF_PI, -0.0), ('+inf', 'nan'): (_HALF_PI, -0.0)},
    'acosh': {('-0', 'nan'): (nan, nan), ('+0', 'nan'): (nan, nan)},
}


def _nonfinite(name, x, y):
    # The value of function [name] at x + yj with an infinite or nan part (see the header).
    cells = _OVERRIDES.get(name)
    if cells is not None:
        cell = cells.get((_class(x), _class(y)))
        if cell is not None:
            return cell
    re, im = _c99(_TABLE[name][3], x, y)
    if (re != re or im != im) and x == x and y == y:
        _domain()
    return re, im


def _evaluate(name, z):
    # Function [name] of _TABLE at z, as a complex.
    if isinstance(z, complex):
        x, y = _split(z)
    else:
        x, y = _pair(z)
    if x - x != 0.0 or y - y != 0.0:
        return complex(*_nonfinite(name, x, y))
    kernel, turn, overflow, _ = _TABLE[name]
    if turn == _STRAIGHT:
        re, im = kernel(x, y)
    elif turn == _TURN_IN:
        re, im = kernel(-y, x)
    else:
        im, re = kernel(-y, x)
        im = -im
    if overflow and (re - re != 0.0 or im - im != 0.0):
        raise OverflowError('math range error')
    return complex(re, im)


def sqrt(z):
    # _fast (np_lib_complex.c) computes the common case in C, as _root would.
    w = _fast(0, z)
    return w if w is not None else _evaluate('sqrt', z)


def exp(z):
    w = _fast(1, z)
    return w if w is not None else _evaluate('exp', z)


def cos(z):
    return _evaluate('cos', z)


def sin(z):
    return _evaluate('sin', z)


def tan(z):
    return _evaluate('tan', z)


def cosh(z):
    return _evaluate('cosh', z)


def sinh(z):
    return _evaluate('sinh', z)


def tanh(z):
    return _evaluate('tanh', z)


def acos(z):
    return _evaluate('acos', z)


def asin(z):
    return _evaluate('asin', z)


def atan(z):
    return _evaluate('atan', z)


def acosh(z):
    return _evaluate('acosh', z)


def asinh(z):
    return _evaluate('asinh', z)


def atanh(z):
    return _evaluate('atanh', z)


def _log_parts(z, zero_ok):
    # (real, imag) of log z; log 0 is -inf + arg(z)j when [zero_ok], else a domain error.
    x, y = _pair(z)
    if x - x != 0.0 or y - y != 0.0:
        return _nonfinite('log', x, y)
    re = _log_modulus(abs(x), abs(y))
    if re is None:
        if not zero_ok:
            _domain()
        re = -inf
    return re, _m.atan2(y, x)


def log(z, base=None):
    # log z, or log z / log base: python3 lets z be 0 then (a quotient with -inf), but not the
    # base, and a base of 1 is a division by zero, which is a domain error.
    if base is None:
        return complex(*_log_parts(z, False))
    top = complex(*_log_parts(z, True))
    bottom = complex(*_log_parts(base, False))
    try:
        return top / bottom
    except ZeroDivisionError:
        _domain()


def log10(z):
    re, im = _log_parts(z, False)
    return complex(re / _LN10, im / _LN10)


def phase(z):
    # arg z = atan2(y, x); python3 reports a nonzero angle that underflows to zero (a tiny y over
    # a finite x) as a range error.
    x, y = _pair(z)
    phi = _m.atan2(y, x)
    if phi == 0.0 and y != 0.0 and x - x == 0.0:
        raise OverflowError('math range error')
    return phi


def polar(z):
    # (|z|, arg z): |z| is inf when a part is infinite (even with a nan), nan when one is nan;
    # a finite z whose modulus overflows is a range error. No underflow check on the angle.
    x, y = _pair(z)
    phi = _m.atan2(y, x)
    if x - x == 0.0 and y - y == 0.0:
        r = _hypot(x, y)
        if r == inf:
            raise OverflowError('math range error')
    elif x == inf or x == -inf or y == inf or y == -inf:
        r = inf
    else:
        r = nan
    return r, phi


def rect(r, phi):
    # r (cos phi + i sin phi). An angle of zero gives an imaginary part r * phi (so its sign
    # follows both); the rules for infinite and nan arguments were found black-box.
    r, _ = _pair(r)
    phi, _ = _pair(phi)
    if r - r == 0.0 and phi - phi == 0.0:
        if phi == 0.0:
            return complex(r, r * phi)
        return complex(r * _m.cos(phi), r * _m.sin(phi))
    if phi != phi:
        if r == 0.0:
            return complex(0.0, 0.0)
        return complex(inf, nan) if r == inf or r == -inf else complex(nan, nan)
    if r != r:
        return complex(nan, 0.0 if phi == 0.0 else nan)
    if phi - phi != 0.0:
        if r == 0.0:
            return complex(0.0, 0.0)
        _domain()
    # r is infinite and phi finite.
    if phi == 0.0:
        return complex(r, phi if r > 0.0 else -phi)
    return complex(r * _m.cos(phi), r * _m.sin(phi))


def isfinite(z):
    x, y = _pair(z)
    return x - x == 0.0 and y - y == 0.0


def isinf(z):
    x, y = _pair(z)
    return abs(x) == inf or abs(y) == inf


def isnan(z):
    x, y = _pair(z)
    return x != x or y != y


def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):
    # |a - b| within rel_tol of the larger modulus or within abs_tol; equal values (infinities
    # included) are close, other infinities are not.
    a = complex(*_pair(a))
    b = complex(*_pair(b))
    if rel_tol < 0.0 or abs_tol < 0.0:
        raise ValueError('tolerances must be non-negative')
    if a == b:
        return True
    if isinf(a) or isinf(b):
        return False
    gap = abs(b - a)
    return gap <= rel_tol * abs(b) or gap <= rel_tol * abs(a) or gap <= abs_tol
