# cmath: CPython 3.11's complex math functions over the builtin complex (stdlib/np_lib_complex.py),
# with cmathmodule.c's algorithms (Kahan's branch cuts, the scaling of sqrt and log, the large-
# argument branches) on the same libm functions, so finite arguments give CPython's results to
# the bit; domain errors raise ValueError('math domain error') and overflows
# OverflowError('math range error'). An argument with an infinite or nan part gets CPython's
# special values: C99 Annex G's (libm's complex functions through the native _c99), except the
# cells where CPython's tables choose other signs or nans (_SPECIAL_FIXED, found by comparing
# every cell black-box), with ValueError('math domain error') where an infinite argument without
# a nan part gives a nan part (C99's "invalid"); rect has its own rules (_rect_special).
# _hypot is C's hypot (np_lib_complex.c).

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

_DBL_MIN = 2.2250738585072014e-308
_LARGE = 1.7976931348623157e+308 / 4.0
_SQRT_LARGE = _m.sqrt(_LARGE)
_LOG_LARGE = _m.log(_LARGE)
_SQRT_DBL_MIN = _m.sqrt(_DBL_MIN)
_SCALE_UP = 53
_SCALE_DOWN = -27
_LN2 = 0.6931471805599453
_LN10 = 2.302585092994046


def _arg(z):
    # (real, imag) of an int, float or complex argument (or one with __complex__/__float__).
    if isinstance(z, complex):
        return z._r, z._i
    if isinstance(z, (int, float)):
        return float(z), 0.0
    if hasattr(z, '__complex__'):
        c = z.__complex__()
        return c.real, c.imag
    if hasattr(z, '__float__'):
        return float(z), 0.0
    raise TypeError('must be real number, not %s' % type(z).__name__)


class _Special(Exception):
    # Raised by _finite for an argument with an infinite or nan part: carries its parts.
    def __init__(self, x, y):
        self.parts = (x, y)


def _finite(name, z):
    x, y = _arg(z)
    if not (_m.isfinite(x) and _m.isfinite(y)):
        raise _Special(x, y)
    return x, y


_C99 = ['sqrt', 'exp', 'log', 'cos', 'sin', 'tan', 'cosh', 'sinh', 'tanh', 'acos', 'asin', 'atan',
        'acosh', 'asinh', 'atanh']


def _kind(v):
    # The class of a part in the special-value tables: inf and nan, signed zeros, else finite.
    if v != v:
        return 'nan'
    if v == 0.0:
        return '-0' if _m.copysign(1.0, v) < 0 else '+0'
    if _m.isinf(v):
        return '-inf' if v < 0 else '+inf'
    return 'finite'


# The cells where CPython's tables differ from libm's C99 results (signs of zeros and
# infinities the standard leaves open, and a few nans).
_SPECIAL_FIXED = {
    ('exp', '-inf', '-inf'): (0.0, 0.0),
    ('cos', '-0', 'nan'): (nan, 0.0),
    ('sin', 'nan', '-inf'): (nan, -inf),
    ('sin', 'nan', '+0'): (nan, -0.0),
    ('sin', 'nan', '+inf'): (nan, -inf),
    ('tan', '-inf', '-inf'): (0.0, -1.0),
    ('tan', '-inf', '+inf'): (0.0, 1.0),
    ('tan', 'nan', '-0'): (nan, nan),
    ('tan', 'nan', '+0'): (nan, nan),
    ('cosh', 'nan', '-0'): (nan, 0.0),
    ('sinh', '-0', 'nan'): (0.0, nan),
    ('tanh', '-inf', '-inf'): (-1.0, 0.0),
    ('tanh', '-0', 'nan'): (nan, nan),
    ('tanh', '+0', 'nan'): (nan, nan),
    ('tanh', '+inf', '-inf'): (1.0, 0.0),
    ('acos', '-inf', 'nan'): (nan, inf),
    ('acos', '+inf', 'nan'): (nan, inf),
    ('asin', '-inf', 'nan'): (nan, -inf),
    ('asin', '+inf', 'nan'): (nan, -inf),
    ('atan', '-inf', 'nan'): (-pi / 2, -0.0),
    ('atan', '+inf', 'nan'): (pi / 2, -0.0),
    ('acosh', '-0', 'nan'): (nan, nan),
    ('acosh', '+0', 'nan'): (nan, nan),
}


def _special(name, parts):
    # The special value of function [name] at [parts] (x, y), not both finite.
    x, y = parts
    fixed = _SPECIAL_FIXED.get((name, _kind(x), _kind(y)))
    if fixed is not None:
        return complex(*fixed)
    r, i = _c99(_C99.index(name), x, y)
    if (_m.isinf(x) or _m.isinf(y)) and not (x != x or y != y) and (r != r or i != i):
        raise ValueError('math domain error')
    return complex(r, i)


def _result(x, y):
    if _m.isinf(x) or _m.isinf(y):
        raise OverflowError('math range error')
    return complex(x, y)


def _sqrt(x, y):
    if x == 0.0 and y == 0.0:
        return 0.0, y
    ax = abs(x)
    ay = abs(y)
    if ax < _DBL_MIN and ay < _DBL_MIN:
        ax = _m.ldexp(ax, _SCALE_UP)
        s = _m.ldexp(_m.sqrt(ax + _hypot(ax, _m.ldexp(ay, _SCALE_UP))), _SCALE_DOWN)
    else:
        ax /= 8.0
        s = 2.0 * _m.sqrt(ax + _hypot(ax, ay / 8.0))
    d = ay / (2.0 * s)
    if x >= 0.0:
        return s, _m.copysign(d, y)
    return d, _m.copysign(s, y)


def _log(x, y):
    ax = abs(x)
    ay = abs(y)
    if ax > _LARGE or ay > _LARGE:
        re = _m.log(_hypot(ax / 2.0, ay / 2.0)) + _LN2
    elif ax < _DBL_MIN and ay < _DBL_MIN:
        if ax > 0.0 or ay > 0.0:
            re = (_m.log(_hypot(_m.ldexp(ax, 53), _m.ldexp(ay, 53))) - 53 * _LN2)
        else:
            raise ValueError('math domain error')
    else:
        h = _hypot(ax, ay)
        if 0.71 <= h <= 1.73:
            am = ax if ax > ay else ay
            an = ay if ax > ay else ax
            re = _m.log1p((am - 1) * (am + 1) + an * an) / 2.0
        else:
            re = _m.log(h)
    return re, _m.atan2(y, x)


def _asinh(x, y):
    if abs(x) > _LARGE or abs(y) > _LARGE:
        big = _m.log(_hypot(x / 2.0, y / 2.0)) + _LN2 * 2.0
        re = _m.copysign(big, x) if y >= 0 else -_m.copysign(big, -x)
        return re, _m.atan2(y, abs(x))
    s1r, s1i = _sqrt(1.0 + y, -x)
    s2r, s2i = _sqrt(1.0 - y, x)
    return (_m.asinh(s1r * s2i - s2r * s1i), _m.atan2(y, s1r * s2r - s1i * s2i))


def _atanh(x, y):
    if x < 0.0:
        r, i = _atanh(-x, -y)
        return -r, -i
    ay = abs(y)
    if x > _SQRT_LARGE or ay > _SQRT_LARGE:
        h = _hypot(x / 2.0, y / 2.0)
        return x / 4.0 / h / h, -_m.copysign(_m.pi / 2.0, -y)
    if x == 1.0 and ay < _SQRT_DBL_MIN:
        if ay == 0.0:
            raise ValueError('math domain error')
        return (-_m.log(_m.sqrt(ay) / _m.sqrt(_hypot(ay, 2.0))),
                _m.copysign(_m.atan2(2.0, -ay) / 2.0, y))
    return (_m.log1p(4.0 * x / ((1 - x) * (1 - x) + ay * ay)) / 4.0,
            -_m.atan2(-2.0 * y, (1 - x) * (1 + x) - ay * ay) / 2.0)


def _cosh(x, y):
    if abs(x) > _LOG_LARGE:
        x1 = x - _m.copysign(1.0, x)
        return (_m.cos(y) * _m.cosh(x1) * _m.e, _m.sin(y) * _m.sinh(x1) * _m.e)
    return _m.cos(y) * _m.cosh(x), _m.sin(y) * _m.sinh(x)


def _sinh(x, y):
    if abs(x) > _LOG_LARGE:
        x1 = x - _m.copysign(1.0, x)
        return (_m.cos(y) * _m.sinh(x1) * _m.e, _m.sin(y) * _m.cosh(x1) * _m.e)
    return _m.cos(y) * _m.sinh(x), _m.sin(y) * _m.cosh(x)


def _tanh(x, y):
    if abs(x) > _LOG_LARGE:
        return (_m.copysign(1.0, x), 4.0 * _m.sin(y) * _m.cos(y) * _m.exp(-2.0 * abs(x)))
    tx = _m.tanh(x)
    ty = _m.tan(y)
    cx = 1.0 / _m.cosh(x)
    txty = tx * ty
    denom = 1.0 + txty * txty
    return tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx


def sqrt(z):
    try:
        return complex(*_sqrt(*_finite('sqrt', z)))
    except _Special as sp:
        return _special('sqrt', sp.parts)


def exp(z):
    try:
        x, y = _finite('exp', z)
        if x > _LOG_LARGE:
            l = _m.exp(x - 1.0)
            return _result(l * _m.cos(y) * _m.e, l * _m.sin(y) * _m.e)
        l = _m.exp(x)
        return _result(l * _m.cos(y), l * _m.sin(y))
    except _Special as sp:
        return _special('exp', sp.parts)


def _log_any(z):
    # (real, imag) of log(z), special values included.
    try:
        return _log(*_finite('log', z))
    except _Special as sp:
        w = _special('log', sp.parts)
        return w.real, w.imag


def log(z, base=None):
    r, i = _log_any(z)
    if base is None:
        return complex(r, i)
    br, bi = _log_any(base)
    try:
        return complex(r, i) / complex(br, bi)
    except ZeroDivisionError:
        raise ValueError('math domain error') from None


def log10(z):
    r, i = _log_any(z)
    return complex(r / _LN10, i / _LN10)


def acos(z):
    try:
        x, y = _finite('acos', z)
        if abs(x) > _LARGE or abs(y) > _LARGE:
            re = _m.atan2(abs(y), x)
            big = _m.log(_hypot(x / 2.0, y / 2.0)) + _LN2 * 2.0
            im = -_m.copysign(big, y) if x < 0 else _m.copysign(big, -y)
            return complex(re, im)
        s1r, s1i = _sqrt(1.0 - x, -y)
        s2r, s2i = _sqrt(1.0 + x, y)
        return complex(2.0 * _m.atan2(s1r, s2r), _m.asinh(s2r * s1i - s2i * s1r))
    except _Special as sp:
        return _special('acos', sp.parts)


def acosh(z):
    try:
        x, y = _finite('acosh', z)
        if abs(x) > _LARGE or abs(y) > _LARGE:
            return complex(_m.log(_hypot(x / 2.0, y / 2.0)) + _LN2 * 2.0, _m.atan2(y, x))
        s1r, s1i = _sqrt(x - 1.0, y)
        s2r, s2i = _sqrt(x + 1.0, y)
        return complex(_m.asinh(s1r * s2r + s1i * s2i), 2.0 * _m.atan2(s1i, s2r))
    except _Special as sp:
        return _special('acosh', sp.parts)


def asin(z):
    try:
        x, y = _finite('asin', z)
        r, i = _asinh(-y, x)
        return complex(i, -r)
    except _Special as sp:
        return _special('asin', sp.parts)


def asinh(z):
    try:
        return complex(*_asinh(*_finite('asinh', z)))
    except _Special as sp:
        return _special('asinh', sp.parts)


def atan(z):
    try:
        x, y = _finite('atan', z)
        r, i = _atanh(-y, x)
        return complex(i, -r)
    except _Special as sp:
        return _special('atan', sp.parts)


def atanh(z):
    try:
        return complex(*_atanh(*_finite('atanh', z)))
    except _Special as sp:
        return _special('atanh', sp.parts)


def cos(z):
    try:
        x, y = _finite('cos', z)
        return _result(*_cosh(-y, x))
    except _Special as sp:
        return _special('cos', sp.parts)


def cosh(z):
    try:
        return _result(*_cosh(*_finite('cosh', z)))
    except _Special as sp:
        return _special('cosh', sp.parts)


def sin(z):
    try:
        x, y = _finite('sin', z)
        r, i = _sinh(-y, x)
        return _result(i, -r)
    except _Special as sp:
        return _special('sin', sp.parts)


def sinh(z):
    try:
        return _result(*_sinh(*_finite('sinh', z)))
    except _Special as sp:
        return _special('sinh', sp.parts)


def tan(z):
    try:
        x, y = _finite('tan', z)
        r, i = _tanh(-y, x)
        return complex(i, -r)
    except _Special as sp:
        return _special('tan', sp.parts)


def tanh(z):
    try:
        return complex(*_tanh(*_finite('tanh', z)))
    except _Special as sp:
        return _special('tanh', sp.parts)


def _atan2(y, x):
    # C's atan2 with glibc's errno: a result that underflows to zero (y != 0, x finite) is a
    # range error, which phase reports as CPython does (polar's abs() clears it).
    phi = _m.atan2(y, x)
    if phi == 0.0 and y != 0.0 and _m.isfinite(x):
        raise OverflowError('math range error')
    return phi


def phase(z):
    x, y = _arg(z)
    return _atan2(y, x)


def polar(z):
    x, y = _arg(z)
    phi = _m.atan2(y, x)  # CPython's abs() clears atan2's errno: no range error here
    if _m.isinf(x) or _m.isinf(y):
        r = inf
    elif _m.isnan(x) or _m.isnan(y):
        r = nan
    else:
        r = _hypot(x, y)
        if _m.isinf(r):
            raise OverflowError('math range error')
    return r, phi


def rect(r, phi):
    r, _ = _arg(r)
    phi, _ = _arg(phi)
    if not (_m.isfinite(r) and _m.isfinite(phi)):
        return _rect_special(r, phi)
    if phi == 0.0:
        return complex(r, r * phi)
    return complex(r * _m.cos(phi), r * _m.sin(phi))


def _rect_special(r, phi):
    # rect with an infinite or nan modulus or angle, as CPython's table gives it.
    if r != r:
        return complex(nan, 0.0) if phi == 0.0 else complex(nan, nan)
    if r == 0.0:
        return complex(0.0, 0.0)
    if _m.isinf(r):
        if phi != phi:
            return complex(inf, nan)
        if _m.isinf(phi):
            raise ValueError('math domain error')
        if phi == 0.0:
            return complex(r, phi if r > 0 else -phi)
        return complex(r * _m.cos(phi), r * _m.sin(phi))
    if _m.isinf(phi):
        raise ValueError('math domain error')
    return complex(nan, nan)


def isfinite(z):
    x, y = _arg(z)
    return _m.isfinite(x) and _m.isfinite(y)


def isinf(z):
    x, y = _arg(z)
    return _m.isinf(x) or _m.isinf(y)


def isnan(z):
    x, y = _arg(z)
    return _m.isnan(x) or _m.isnan(y)


def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):
    a = complex(*_arg(a))
    b = complex(*_arg(b))
    if rel_tol < 0.0 or abs_tol < 0.0:
        raise ValueError('tolerances must be non-negative')
    if a == b:
        return True
    if isinf(a) or isinf(b):
        return False
    diff = abs(b - a)
    return (diff <= rel_tol * abs(b)) or (diff <= rel_tol * abs(a)) or (diff <= abs_tol)
