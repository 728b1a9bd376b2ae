# statistics: CPython 3.11's algorithms in Nearly Python. Sums of ints and floats are exact:
# every value is turned into a fraction (numerator, denominator) of ints, as CPython does with
# Fraction, so mean/variance/stdev give bit-identical results.
from math import gcd as _gcd, isqrt as _isqrt, fsum as _fsum, exp as _exp, log as _log
from math import isfinite as _isfinite, sqrt as _sqrt


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
    raise TypeError("can't convert type '%s' to numerator/denominator" % type(x).__name__)


def _coerce(T, S):
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    raise TypeError("don't know how to coerce %s and %s" % (T.__name__, S.__name__))


def _sum(data):
    # (type, total as a fraction or a non-finite float, count).
    count = 0
    T = int
    partials = {}
    for x in data:
        T = _coerce(T, type(x))
        n, d = _exact_ratio(x)
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
        T = _coerce(T, type(x))
        n, d = _exact_ratio(x)
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


def _linreg_type():
    from collections import namedtuple
    return namedtuple('LinearRegression', ('slope', 'intercept'))


LinearRegression = _linreg_type()


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
    return LinearRegression(slope=slope, intercept=intercept)
