# random: the Random class on top of the C Mersenne Twister natives of np_lib_random.c
# (_mt_new, _mt_seed, _mt_random, _mt_getrandbits, _mt_randbelow, _mt_shuffle, _default_seed,
# _install_random, which puts the native random() method on Random). The
# algorithms are the ones CPython 3.11 uses, so a seeded generator gives the same numbers.
from math import log as _log, exp as _exp, pi as _pi, e as _e, ceil as _ceil
from math import sqrt as _sqrt, acos as _acos, cos as _cos, sin as _sin, floor as _floor
from math import isfinite as _isfinite

NV_MAGICCONST = 4 * _exp(-0.5) / _sqrt(2.0)
TWOPI = 2.0 * _pi
LOG4 = _log(4.0)
SG_MAGICCONST = 1.0 + _log(4.5)
BPF = 53
RECIP_BPF = 2 ** -BPF

__all__ = ["Random", "seed", "random", "uniform", "randint", "choice", "sample", "randrange",
           "shuffle", "normalvariate", "lognormvariate", "expovariate", "vonmisesvariate",
           "gammavariate", "triangular", "gauss", "betavariate", "paretovariate",
           "weibullvariate", "getstate", "setstate", "getrandbits", "choices"]


def _bisect_right(a, x, lo, hi):
    while lo < hi:
        mid = (lo + hi) // 2
        if x < a[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _as_index(x, what):
    # CPython: operator.index, else int() for integral floats (deprecated), else ValueError.
    if isinstance(x, int):
        return int(x)
    ix = int(x)
    if ix != x:
        raise ValueError("non-integer " + what + " for randrange()")
    return ix


class Random:
    VERSION = 3

    def __init__(self, x=None):
        self._mt = _mt_new()
        self.seed(x)
        self.gauss_next = None

    def seed(self, a=None, version=2):
        if a is None:
            a = _default_seed()
        elif isinstance(a, float):
            a = hash(a)
        elif isinstance(a, str):
            if version != 2:
                raise TypeError("Nearly's random.seed() supports str seeds only with version=2")
        elif not isinstance(a, int):
            raise TypeError('The only supported seed types are: None,\n'
                            'int, float, str, bytes, and bytearray.')
        _mt_seed(self._mt, a)
        self.gauss_next = None

    # random(self) is a native put on the class by _install_random below.

    def getrandbits(self, k):
        return _mt_getrandbits(self._mt, k)

    def randbytes(self, n):
        return self.getrandbits(n * 8).to_bytes(n, 'little')

    def getstate(self):
        return self.VERSION, tuple(self._mt), self.gauss_next

    def setstate(self, state):
        version = state[0]
        if version == 3:
            version, internalstate, self.gauss_next = state
            if not isinstance(internalstate, tuple):
                raise TypeError("state vector must be a tuple")
            if len(internalstate) != 625:
                raise ValueError("state vector is the wrong size")
            words = []
            for w in internalstate:
                if not isinstance(w, int):
                    raise TypeError("'" + type(w).__name__ +
                                    "' object cannot be interpreted as an integer")
                words.append(w & 0xFFFFFFFF)
            if not 0 <= internalstate[624] <= 624:
                raise ValueError("invalid state")
            words[624] = internalstate[624]
            self._mt = words
        else:
            raise ValueError("state with version %s passed to "
                             "Random.setstate() of version %s" % (version, self.VERSION))

    # CPython's rule for subclasses: one that overrides getrandbits() draws through it, one that
    # overrides only random() draws through random() (so a subclass with its own generator
    # drives randrange, choice, shuffle and sample); Random itself keeps the fast path.
    def __init_subclass__(cls, /, **kwargs):
        if cls._randbelow is not Random._randbelow:
            return
        if cls.getrandbits is not Random.getrandbits:
            cls._randbelow = Random._randbelow_with_getrandbits
        elif cls.random is not Random.random:
            cls._randbelow = Random._randbelow_without_getrandbits

    def _randbelow_with_getrandbits(self, n):
        getrandbits = self.getrandbits
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return r

    def _randbelow_without_getrandbits(self, n, maxsize=1 << 53):
        random = self.random
        if n >= maxsize:
            return int(random() * n)
        if n == 0:
            raise ValueError("Boundary cannot be zero")
        rem = maxsize % n
        limit = (maxsize - rem) / maxsize
        r = random()
        while r >= limit:
            r = random()
        return int(r * maxsize) % n

    def _randbelow(self, n):
        r = _mt_randbelow(self._mt, n)
        if r is not None:
            return r
        k = n.bit_length()
        r = _mt_getrandbits(self._mt, k)
        while r >= n:
            r = _mt_getrandbits(self._mt, k)
        return r

    def randrange(self, start, stop=None, step=1):
        # Exact ints and the default step (the usual call) need none of _as_index's checks.
        # Random itself (no subclass _randbelow) draws straight from the state.
        if type(start) is int and type(step) is int and step == 1:
            if stop is None:
                if start > 0:
                    if type(self) is Random:
                        r = _mt_randbelow(self._mt, start)
                        if r is not None:
                            return r
                    return self._randbelow(start)
            elif type(stop) is int and stop > start:
                if type(self) is Random:
                    r = _mt_randbelow(self._mt, stop - start)
                    if r is not None:
                        return start + r
                return start + self._randbelow(stop - start)
        istart = _as_index(start, "arg 1")
        if stop is None:
            if step != 1:
                raise TypeError('Missing a non-None stop argument')
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError("empty range for randrange()")
        istop = _as_index(stop, "stop")
        width = istop - istart
        istep = _as_index(step, "step")
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError("empty range for randrange() (%d, %d, %d)" % (istart, istop, width))
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError("zero step for randrange()")
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return istart + istep * self._randbelow(n)

    def randint(self, a, b):
        # randrange(a, b + 1)'s result for exact ints a <= b, without its conversions (and,
        # for Random itself, whose _randbelow no subclass replaced, without that call).
        if type(a) is int and type(b) is int and a <= b:
            if type(self) is Random:
                r = _mt_randbelow(self._mt, b - a + 1)
                if r is not None:
                    return a + r
            return a + self._randbelow(b - a + 1)
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not len(seq):
            raise IndexError('Cannot choose from an empty sequence')
        if type(self) is Random:
            r = _mt_randbelow(self._mt, len(seq))
            if r is not None:
                return seq[r]
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        # An exact list shuffled by Random itself: the same loop in C (_mt_shuffle).
        if type(x) is list and type(self) is Random:
            _mt_shuffle(self._mt, x)
            return
        for i in range(len(x) - 1, 0, -1):
            j = self._randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        if not isinstance(population, (list, tuple, str, range)):
            raise TypeError("Population must be a sequence.  "
                            "For dicts or sets, use sorted(d).")
        n = len(population)
        if counts is not None:
            cum_counts = []
            total = 0
            for c in counts:
                total = total + c
                cum_counts.append(total)
            if len(cum_counts) != n:
                raise ValueError('The number of counts does not match the population')
            total = cum_counts.pop()
            if not isinstance(total, int):
                raise TypeError('Counts must be integers')
            if total <= 0:
                raise ValueError('Total of counts must be greater than zero')
            selections = self.sample(range(total), k=k)
            hi = len(cum_counts)
            return [population[_bisect_right(cum_counts, s, 0, hi)] for s in selections]
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        result = [None] * k
        setsize = 21
        if k > 5:
            setsize += 4 ** _ceil(_log(k * 3, 4))
        # Random itself draws straight from the state (n - i >= 1 is a small int here).
        mt = self._mt if type(self) is Random else None
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = self._randbelow(n - i) if mt is None else _mt_randbelow(mt, n - i)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]
        else:
            selected = set()
            for i in range(k):
                j = self._randbelow(n) if mt is None else _mt_randbelow(mt, n)
                while j in selected:
                    j = self._randbelow(n) if mt is None else _mt_randbelow(mt, n)
                selected.add(j)
                result[i] = population[j]
        return result

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        n = len(population)
        if cum_weights is None:
            if weights is None:
                n += 0.0
                return [population[_floor(self.random() * n)] for i in range(k)]
            if isinstance(weights, int):
                raise TypeError('The number of choices must be a keyword argument: k=%d'
                                % weights)
            cum_weights = []
            total = 0
            for w in weights:
                total = total + w
                cum_weights.append(total)
        elif weights is not None:
            raise TypeError('Cannot specify both weights and cumulative weights')
        if len(cum_weights) != n:
            raise ValueError('The number of weights does not match the population')
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError('Total of weights must be greater than zero')
        if not _isfinite(total):
            raise ValueError('Total of weights must be finite')
        hi = n - 1
        return [population[_bisect_right(cum_weights, self.random() * total, 0, hi)]
                for i in range(k)]

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        try:
            c = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > c:
            u = 1.0 - u
            c = 1.0 - c
            low, high = high, low
        return low + (high - low) * _sqrt(u * c)

    def normalvariate(self, mu=0.0, sigma=1.0):
        while True:
            u1 = self.random()
            u2 = 1.0 - self.random()
            z = NV_MAGICCONST * (u1 - 0.5) / u2
            zz = z * z / 4.0
            if zz <= -_log(u2):
                break
        return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            x2pi = self.random() * TWOPI
            g2rad = _sqrt(-2.0 * _log(1.0 - self.random()))
            z = _cos(x2pi) * g2rad
            self.gauss_next = _sin(x2pi) * g2rad
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        return _exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        return -_log(1.0 - self.random()) / lambd

    def vonmisesvariate(self, mu, kappa):
        if kappa <= 1e-6:
            return TWOPI * self.random()
        s = 0.5 / kappa
        r = s + _sqrt(1.0 + s * s)
        while True:
            u1 = self.random()
            z = _cos(_pi * u1)
            d = z / (r + z)
            u2 = self.random()
            if u2 < 1.0 - d * d or u2 <= (1.0 - d) * _exp(d):
                break
        q = 1.0 / r
        f = (q + z) / (1.0 + q * z)
        u3 = self.random()
        if u3 > 0.5:
            theta = (mu + _acos(f)) % TWOPI
        else:
            theta = (mu - _acos(f)) % TWOPI
        return theta

    def gammavariate(self, alpha, beta):
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError('gammavariate: alpha and beta must be > 0.0')
        if alpha > 1.0:
            ainv = _sqrt(2.0 * alpha - 1.0)
            bbb = alpha - LOG4
            ccc = alpha + ainv
            while True:
                u1 = self.random()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - self.random()
                v = _log(u1 / (1.0 - u1)) / ainv
                x = alpha * _exp(v)
                z = u1 * u1 * u2
                r = bbb + ccc * v - x
                if r + SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _log(z):
                    return x * beta
        elif alpha == 1.0:
            return -_log(1.0 - self.random()) * beta
        else:
            while True:
                u = self.random()
                b = (_e + alpha) / _e
                p = b * u
                if p <= 1.0:
                    x = p ** (1.0 / alpha)
                else:
                    x = -_log((b - p) / alpha)
                u1 = self.random()
                if p > 1.0:
                    if u1 <= x ** (alpha - 1.0):
                        break
                elif u1 <= _exp(-x):
                    break
            return x * beta

    def betavariate(self, alpha, beta):
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def paretovariate(self, alpha):
        u = 1.0 - self.random()
        return u ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        u = 1.0 - self.random()
        return alpha * (-_log(u)) ** (1.0 / beta)


_install_random(Random)
_inst = Random()
seed = _inst.seed
random = _inst.random
uniform = _inst.uniform
triangular = _inst.triangular
randint = _inst.randint
choice = _inst.choice
randrange = _inst.randrange
sample = _inst.sample
shuffle = _inst.shuffle
choices = _inst.choices
normalvariate = _inst.normalvariate
lognormvariate = _inst.lognormvariate
expovariate = _inst.expovariate
vonmisesvariate = _inst.vonmisesvariate
gammavariate = _inst.gammavariate
gauss = _inst.gauss
betavariate = _inst.betavariate
paretovariate = _inst.paretovariate
weibullvariate = _inst.weibullvariate
getstate = _inst.getstate
setstate = _inst.setstate
getrandbits = _inst.getrandbits
randbytes = _inst.randbytes
