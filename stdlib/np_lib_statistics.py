# statistics: CPython 3.11's algorithms in Nearly Python. Sums of ints and floats are exact:
# every value is turned into a fraction (numerator, denominator) of ints, as CPython does with
# Fraction, so mean/variance/stdev give bit-identical results.
from math import gcd as _gcd, isqrt as _isqrt, fsum as _fsum, exp as _exp, log as _log
from math import isfinite as _isfinite, sqrt as _sqrt, erf as _erf, hypot as _hypot, tau as _TAU
_SQRT2 = _sqrt(2.0)


class StatisticsError(ValueError):
    pass


def _fr(n, d):
    # The reduced fraction n/d with a positive denominator.
    if d < 0:
        n, d = -n, -d
    g = _gcd(n, d)
    if g > 1:
        n //= g
        d //= g
    return n, d


def _fadd(a, b):
    return _fr(a[0] * b[1] + b[0] * a[1], a[1] * b[1])


def _exact_ratio(x):
    if isinstance(x, float):
        if not _isfinite(x):
            return x, None
        return x.as_integer_ratio()
    if isinstance(x, int):
        return int(x), 1
    if _is_fraction(type(x)):
        return x.numerator, x.denominator
    raise TypeError("can't convert type '%s' to numerator/denominator" % type(x).__name__)


def _coerce(T, S):
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    if _is_fraction(T) and issubclass(S, float):
        return S
    if issubclass(T, float) and _is_fraction(S):
        return T
    raise TypeError("don't know how to coerce %s and %s" % (T.__name__, S.__name__))


def _is_fraction(T):
    # True for fractions.Fraction and its subclasses (imported only once a non-number shows up,
    # so `import statistics` stays as cheap as before).
    if T is int or T is float or T is bool:
        return False
    from fractions import Fraction
    return issubclass(T, Fraction)


def _sum(data):
    # (type, total as a fraction or a non-finite float, count).
    count = 0
    T = int
    partials = {}
    for x in data:
        n, d = _exact_ratio(x)
        T = _coerce(T, type(x))
        count += 1
        partials[d] = partials.get(d, 0) + n
    if None in partials:
        return T, partials[None], count
    total = (0, 1)
    for d, n in partials.items():
        total = _fadd(total, (n, d))
    return T, total, count


def _ss(data, c=None):
    if c is not None:
        diffs = []
        for x in data:
            d = x - c
            diffs.append(d * d)
        T, ssd, count = _sum(diffs)
        return T, ssd, c, count
    count = 0
    T = int
    sx_partials = {}
    sxx_partials = {}
    for x in data:
        n, d = _exact_ratio(x)
        T = _coerce(T, type(x))
        count += 1
        sx_partials[d] = sx_partials.get(d, 0) + n
        if d is not None:
            sxx_partials[d] = sxx_partials.get(d, 0) + n * n
    if not count:
        return T, (0, 1), (0, 1), count
    if None in sx_partials:
        ssd = sx_partials[None]
        return T, ssd, ssd, count
    sx = (0, 1)
    for d, n in sx_partials.items():
        sx = _fadd(sx, (n, d))
    sxx = (0, 1)
    for d, n in sxx_partials.items():
        sxx = _fadd(sxx, (n, d * d))
    num = _fadd((count * sxx[0], sxx[1]), (-sx[0] * sx[0], sx[1] * sx[1]))
    ssd = _fr(num[0], num[1] * count)
    return T, ssd, _fr(sx[0], sx[1] * count), count


def _fdiv(v, k):
    # A fraction (or a non-finite float) divided by the int k.
    if isinstance(v, float):
        return v / k
    return _fr(v[0], v[1] * k)


def _convert(value, T):
    if isinstance(value, float):
        return value
    n, d = value
    if T is int and d == 1:
        return n
    if T is bool:
        return n / d if d != 1 else n
    if _is_fraction(T):
        return T(n, d)
    return n / d


def _float_sqrt_of_frac(n, m):
    q = (n.bit_length() - m.bit_length() - 109) // 2
    if q >= 0:
        numerator = _isqrt_frac_rto(n, m << 2 * q) << q
        denominator = 1
    else:
        numerator = _isqrt_frac_rto(n << -2 * q, m)
        denominator = 1 << -q
    return numerator / denominator


def _isqrt_frac_rto(n, m):
    a = _isqrt(n // m)
    return a | (a * a * m != n)


def _as_list(data):
    return data if isinstance(data, list) else list(data)


def mean(data):
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    return _convert(_fdiv(total, n), T)


def fmean(data, weights=None):
    data = _as_list(data)
    n = len(data)
    if weights is None:
        if not n:
            raise StatisticsError('fmean requires at least one data point')
        return _fsum(data) / n
    weights = _as_list(weights)
    num = _fsum([x * w for x, w in zip(data, weights)])
    if n != len(weights):
        raise StatisticsError('data and weights must be the same length')
    den = _fsum(weights)
    if not den:
        raise StatisticsError('sum of weights must be non-zero')
    return num / den


def geometric_mean(data):
    try:
        return _exp(fmean([_log(x) for x in data]))
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset '
                              'containing positive numbers') from None


def harmonic_mean(data, weights=None):
    data = _as_list(data)
    errmsg = 'harmonic mean does not support negative values'
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    elif n == 1 and weights is None:
        x = data[0]
        if isinstance(x, (int, float)):
            if x < 0:
                raise StatisticsError(errmsg)
            return x
        raise TypeError('unsupported type')
    if weights is None:
        weights = [1] * n
        sum_weights = (n, 1)
    else:
        weights = _as_list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        for w in weights:
            if w < 0:
                raise StatisticsError(errmsg)
        _, sum_weights, _ = _sum(weights)
    terms = []
    try:
        for w, x in zip(weights, data):
            if x < 0:
                raise StatisticsError(errmsg)
            terms.append(w / x if w else 0)
    except ZeroDivisionError:
        return 0
    T, total, count = _sum(terms)
    if isinstance(total, float):
        if total <= 0:
            raise StatisticsError('Weighted sum must be positive')
        return sum_weights[0] / sum_weights[1] / total
    if total[0] <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _convert(_fr(sum_weights[0] * total[1], sum_weights[1] * total[0]), T)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def median_grouped(data, interval=1):
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError("no median for empty data")
    x = data[n // 2]
    i = 0
    while i < n and data[i] < x:
        i += 1
    j = i
    while j < n and data[j] <= x:
        j += 1
    interval = float(interval)
    x = float(x)
    L = x - interval / 2.0
    return L + interval * (n / 2 - i) / (j - i)


def _counts(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    return counts


def mode(data):
    counts = _counts(data)
    best = None
    bestn = 0
    for x, c in counts.items():
        if c > bestn:
            best, bestn = x, c
    if not bestn:
        raise StatisticsError('no mode for empty data')
    return best


def multimode(data):
    counts = _counts(data)
    if not counts:
        return []
    maxcount = max(counts.values())
    return [value for value, count in counts.items() if count == maxcount]


def quantiles(data, *, n=4, method='exclusive'):
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError('must have at least two data points')
    if method == 'inclusive':
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == 'exclusive':
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError('Unknown method: %r' % (method,))


def variance(data, xbar=None):
    T, ss, c, n = _ss(_as_list(data), xbar)
    if n < 2:
        raise StatisticsError('variance requires at least two data points')
    return _convert(_fdiv(ss, n - 1), T)


def pvariance(data, mu=None):
    T, ss, c, n = _ss(_as_list(data), mu)
    if n < 1:
        raise StatisticsError('pvariance requires at least one data point')
    return _convert(_fdiv(ss, n), T)


def stdev(data, xbar=None):
    T, ss, c, n = _ss(_as_list(data), xbar)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    mss = _fdiv(ss, n - 1)
    if isinstance(mss, float):
        return mss ** 0.5
    return _float_sqrt_of_frac(mss[0], mss[1])


def pstdev(data, mu=None):
    T, ss, c, n = _ss(_as_list(data), mu)
    if n < 1:
        raise StatisticsError('pstdev requires at least one data point')
    mss = _fdiv(ss, n)
    if isinstance(mss, float):
        return mss ** 0.5
    return _float_sqrt_of_frac(mss[0], mss[1])


def covariance(x, y):
    n = len(x)
    if len(y) != n:
        raise StatisticsError('covariance requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('covariance requires at least two data points')
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    sxy = _fsum([(xi - xbar) * (yi - ybar) for xi, yi in zip(x, y)])
    return sxy / (n - 1)


def correlation(x, y):
    n = len(x)
    if len(y) != n:
        raise StatisticsError('correlation requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('correlation requires at least two data points')
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    sxy = _fsum([(xi - xbar) * (yi - ybar) for xi, yi in zip(x, y)])
    sxx = _fsum([(xi - xbar) * (xi - xbar) for xi in x])
    syy = _fsum([(yi - ybar) * (yi - ybar) for yi in y])
    try:
        return sxy / _sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError('at least one of the inputs is constant')


_LinearRegression = None


def _linreg_type(module=None):
    # The LinearRegression namedtuple, made on first use: by linear_regression(), or by a script
    # reading statistics.LinearRegression (the __lazy__ entry below, vm/np_module.c
    # np_module_lazy). Importing collections for it made every `import statistics` pay for
    # loading collections too.
    global _LinearRegression, LinearRegression
    if _LinearRegression is None:
        from collections import namedtuple
        _LinearRegression = LinearRegression = namedtuple('LinearRegression', ('slope', 'intercept'))
    return _LinearRegression


__lazy__ = {'LinearRegression': _linreg_type}


def linear_regression(x, y, /, *, proportional=False):
    n = len(x)
    if len(y) != n:
        raise StatisticsError('linear regression requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('linear regression requires at least two data points')
    if proportional:
        sxy = _fsum([xi * yi for xi, yi in zip(x, y)])
        sxx = _fsum([xi * xi for xi in x])
    else:
        xbar = _fsum(x) / n
        ybar = _fsum(y) / n
        sxy = _fsum([(xi - xbar) * (yi - ybar) for xi, yi in zip(x, y)])
        sxx = _fsum([(xi - xbar) * (xi - xbar) for xi in x])
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError('x is constant')
    intercept = 0.0 if proportional else ybar - slope * xbar
    return _linreg_type()(slope=slope, intercept=intercept)


# Coefficients of Wichura's algorithm AS241 (Applied Statistics 37(3), 1988) for the inverse
# normal CDF, highest power first: the central region |p - 0.5| <= 0.425, then the tails with
# r = sqrt(-log(min(p, 1-p))) <= 5 and > 5. The numbers are the published ones CPython uses.
_AS241 = (
    ((2.5090809287301226727e+3, 3.3430575583588128105e+4, 6.7265770927008700853e+4,
      4.5921953931549871457e+4, 1.3731693765509461125e+4, 1.9715909503065514427e+3,
      1.3314166789178437745e+2, 3.3871328727963666080e+0),
     (5.2264952788528545610e+3, 2.8729085735721942674e+4, 3.9307895800092710610e+4,
      2.1213794301586595867e+4, 5.3941960214247511077e+3, 6.8718700749205790830e+2,
      4.2313330701600911252e+1, 1.0)),
    ((7.7454501427834140764e-4, 2.2723844989269184583e-2, 2.4178072517745061177e-1,
      1.2704582524523683826e+0, 3.6478483247632045605e+0, 5.7694972214606914055e+0,
      4.6303378461565452959e+0, 1.4234371107496835774e+0),
     (1.0507500716444168432e-9, 5.4759380849953449460e-4, 1.5198666563616457197e-2,
      1.4810397642748007459e-1, 6.8976733498510000455e-1, 1.6763848301838038494e+0,
      2.0531916266377588219e+0, 1.0)),
    ((2.0103343992922881326e-7, 2.7115555687434875782e-5, 1.2426609473880784386e-3,
      2.6532189526576123093e-2, 2.9656057182850489123e-1, 1.7848265399172913358e+0,
      5.4637849111641143699e+0, 6.6579046435011037772e+0),
     (2.0442631033899397856e-15, 1.4215117583164458887e-7, 1.8463183175100546818e-5,
      7.8686913114561325910e-4, 1.4875361290850614853e-2, 1.3692988092273580531e-1,
      5.9983220655588793769e-1, 1.0)),
)


def _horner(coeffs, r):
    acc = coeffs[0]
    for c in coeffs[1:]:
        acc = acc * r + c
    return acc


def _inv_cdf(p, mu, sigma):
    q = p - 0.5
    if abs(q) <= 0.425:
        r = 0.180625 - q * q
        num, den = _AS241[0]
        return mu + (_horner(num, r) * q / _horner(den, r)) * sigma
    r = _sqrt(-_log(p if q <= 0.0 else 1.0 - p))
    if r <= 5.0:
        r = r - 1.6
        num, den = _AS241[1]
    else:
        r = r - 5.0
        num, den = _AS241[2]
    x = _horner(num, r) / _horner(den, r)
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


class NormalDist:
    # A normal distribution with mean mu and standard deviation sigma (CPython 3.11 semantics;
    # the attributes are _mu and _sigma as there).

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        data = _as_list(data)
        if len(data) < 2:
            raise StatisticsError('stdev requires at least two data points')
        return cls(float(mean(data)), stdev(data))

    def samples(self, n, *, seed=None):
        import random
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for i in range(n)]

    def pdf(self, x):
        var = self._sigma * self._sigma
        if not var:
            raise StatisticsError('pdf() not defined when sigma is zero')
        d = x - self._mu
        return _exp(d * d / (-2.0 * var)) / _sqrt(_TAU * var)

    def cdf(self, x):
        if not self._sigma:
            raise StatisticsError('cdf() not defined when sigma is zero')
        return 0.5 * (1.0 + _erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError('p must be in the range 0.0 < p < 1.0')
        if self._sigma <= 0.0:
            raise StatisticsError('cdf() not defined when sigma at or below zero')
        return _inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        if not isinstance(other, NormalDist):
            raise TypeError('Expected another NormalDist instance')
        X, Y = self, other
        if (Y._sigma, Y._mu) < (X._sigma, X._mu):
            X, Y = Y, X
        xv, yv = X.variance, Y.variance
        if not xv or not yv:
            raise StatisticsError('overlap() not defined when sigma is zero')
        dv = yv - xv
        dm = abs(Y._mu - X._mu)
        if not dv:
            return 1.0 - _erf(dm / (2.0 * X._sigma * _SQRT2))
        a = X._mu * yv - Y._mu * xv
        b = X._sigma * Y._sigma * _sqrt(dm * dm + dv * _log(yv / xv))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (abs(Y.cdf(x1) - X.cdf(x1)) + abs(Y.cdf(x2) - X.cdf(x2)))

    def zscore(self, x):
        if not self._sigma:
            raise StatisticsError('zscore() not defined when sigma is zero')
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        return self._sigma * self._sigma

    def __add__(self, other):
        if isinstance(other, NormalDist):
            return NormalDist(self._mu + other._mu, _hypot(self._sigma, other._sigma))
        return NormalDist(self._mu + other, self._sigma)

    def __sub__(self, other):
        if isinstance(other, NormalDist):
            return NormalDist(self._mu - other._mu, _hypot(self._sigma, other._sigma))
        return NormalDist(self._mu - other, self._sigma)

    def __mul__(self, k):
        return NormalDist(self._mu * k, self._sigma * abs(k))

    def __truediv__(self, k):
        return NormalDist(self._mu / k, self._sigma / abs(k))

    def __pos__(self):
        return NormalDist(self._mu, self._sigma)

    def __neg__(self):
        return NormalDist(-self._mu, self._sigma)

    __radd__ = __add__
    __rmul__ = __mul__

    def __rsub__(self, other):
        return -(self - other)

    def __eq__(self, other):
        if not isinstance(other, NormalDist):
            return NotImplemented
        return self._mu == other._mu and self._sigma == other._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f'{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})'
