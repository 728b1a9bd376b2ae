# random: Random, a Mersenne Twister generator whose state lives in a list handled by the C
# natives of np_lib_random.c (_mt_new, _mt_seed, _mt_random, _mt_getrandbits, _mt_randbelow,
# _mt_shuffle, _default_seed, and _install_random, which gives Random its native random()).
# Written from the documented behaviour of CPython 3.11's random module: every draw consumes
# the generator exactly as CPython's does, so a seeded program sees the same numbers, and the
# distributions evaluate their documented formulas in the same floating-point order.
from math import log as _ln, exp as _expo, sqrt as _root, cos as _cosine, sin as _sine
from math import acos as _arccos, pi as _PI, e as _E, ceil as _up, floor as _down
from math import isfinite as _finite

# Public constants of CPython's module (programs may read them).
NV_MAGICCONST = 4 * _expo(-0.5) / _root(2.0)
TWOPI = 2.0 * _PI
LOG4 = _ln(4.0)
SG_MAGICCONST = 1.0 + _ln(4.5)
BPF = 53
RECIP_BPF = 2 ** -BPF

__all__ = ["Random", "seed", "random", "uniform", "randint", "choice", "sample", "randrange",
           "shuffle", "normalvariate", "lognormvariate", "expovariate", "vonmisesvariate",
           "gammavariate", "triangular", "gauss", "betavariate", "paretovariate",
           "weibullvariate", "getstate", "setstate", "getrandbits", "choices"]

_WORD = 0xFFFFFFFF
_U64 = (1 << 64) - 1
_FLOAT_STEPS = 1 << 53
_SMALL = 1 << 60  # bounds below this are unboxed ints, which _mt_randbelow draws in C
_SEQUENCES = (list, tuple, str, range, bytes, bytearray)


def _first_above(table, value, count):
    # The smallest index i < count with value < table[i] (count when there is none): a right
    # bisection of the ascending prefix table[:count], by the native bisect_right (imported
    # on first use, so that `import random` alone does not load bisect).
    from bisect import bisect_right
    return bisect_right(table, value, 0, count)


def _whole(value, role):
    # randrange's argument [value] as an int; an integral float is accepted (CPython 3.11
    # still takes it, with a deprecation warning), any other float is a ValueError.
    if isinstance(value, int):
        return int(value)
    as_int = int(value)
    if as_int == value:
        return as_int
    raise ValueError("non-integer %s for randrange()" % role)


def _running_sums(values):
    # The prefix sums of [values] as a list (values[0], values[0] + values[1], ...), by the
    # native itertools.accumulate (imported on first use); a loop here cost ~30 instructions
    # an item, which a choices() over a long weights list pays on every call.
    from itertools import accumulate
    return list(accumulate(values))


def _is_sequence(x):
    # True for any other collections.abc.Sequence (a user subclass, say); imported only here.
    from collections.abc import Sequence
    return isinstance(x, Sequence)


def _legacy_text_seed(text):
    # random.seed(str or bytes, version=1): CPython's old string hash, 64-bit wrapped.
    codes = [ord(ch) for ch in text] if isinstance(text, str) else list(text)
    acc = codes[0] << 7 if codes else 0
    for c in codes:
        acc = ((1000003 * acc) ^ c) & _U64
    return acc ^ len(codes)


class Random:
    # A generator; [_mt] (set first, so the natives find it fast) is the 624-word state plus
    # the position, and [gauss_next] is the second value of gauss()'s last pair, or None.
    VERSION = 3

    def __init__(self, x=None):
        self._mt = _mt_new()
        self.seed(x)
        self.gauss_next = None

    def __init_subclass__(cls, /, **kwargs):
        # Which draw the integer methods use, by what the subclass overrides: its own
        # getrandbits() is drawn through; its own random() alone is drawn through; a
        # subclass overriding neither keeps the state's own draw.
        if cls._randbelow is not Random._randbelow:
            return
        if cls.getrandbits is not Random.getrandbits:
            cls._randbelow = Random._below_by_bits
        elif cls.random is not Random.random:
            cls._randbelow = Random._below_by_floats

    def seed(self, a=None, version=2):
        if a is None:
            key = _default_seed()
        elif isinstance(a, int):
            key = a
        elif isinstance(a, float):
            key = hash(a) & _U64
        elif isinstance(a, (str, bytes, bytearray)):
            if version == 2:
                key = a if isinstance(a, str) else bytes(a)
            elif version == 1 and not isinstance(a, bytearray):
                key = _legacy_text_seed(a)
            else:
                # CPython would seed from the string's randomized hash() here.
                raise TypeError("Nearly's random.seed() takes a %s seed only with version=2%s"
                                % (type(a).__name__, '' if isinstance(a, bytearray)
                                   else ' or version=1'))
        else:
            raise TypeError('The only supported seed types are: None,\n'
                            'int, float, str, bytes, and bytearray.')
        _mt_seed(self._mt, key)
        self.gauss_next = None

    # random(self) is the native _install_random puts on the class (below).

    def getrandbits(self, k):
        return _mt_getrandbits(self._mt, k)

    def randbytes(self, n):
        return self.getrandbits(n * 8).to_bytes(n, 'little')

    def getstate(self):
        return self.VERSION, tuple(self._mt), self.gauss_next

    def setstate(self, state):
        version = state[0]
        if version != 3 and version != 2:
            raise ValueError("state with version %s passed to Random.setstate() of version %s"
                             % (version, self.VERSION))
        _, words, pending = state
        if not isinstance(words, tuple):
            raise TypeError("state vector must be a tuple")
        if len(words) != 625:
            raise ValueError("state vector is the wrong size")
        fresh = []
        for w in words:
            if not isinstance(w, int):
                raise TypeError("an integer is required")
            if w < 0:
                raise OverflowError("can't convert negative value to unsigned int")
            fresh.append(w & _WORD)
        if words[624] > 624:
            raise ValueError("invalid state")
        fresh[624] = words[624]
        self._mt = fresh
        self.gauss_next = pending

    # --- integers in [0, n) --------------------------------------------------------------

    def _randbelow(self, n):
        # Random's own draw: n.bit_length() bits at a time until one is below n (in C for a
        # small n).
        got = _mt_randbelow(self._mt, n)
        if got is None:
            width = n.bit_length()
            got = _mt_getrandbits(self._mt, width)
            while got >= n:
                got = _mt_getrandbits(self._mt, width)
        return got

    def _below_by_bits(self, n):
        # The same rejection loop through a subclass's getrandbits().
        width = n.bit_length()
        got = self.getrandbits(width)
        while got >= n:
            got = self.getrandbits(width)
        return got

    def _below_by_floats(self, n):
        # For a subclass with only its own random(): scale a float, rejecting the top sliver
        # of [0, 1) so that every result stays equally likely.
        if n >= _FLOAT_STEPS:
            return _down(self.random() * n)
        if n == 0:
            raise ValueError("Boundary cannot be zero")
        cutoff = (_FLOAT_STEPS - _FLOAT_STEPS % n) / _FLOAT_STEPS
        u = self.random()
        while u >= cutoff:
            u = self.random()
        return _down(u * _FLOAT_STEPS) % n

    def randrange(self, start, stop=None, step=1):
        # Exact ints with the default step first (the common call, no conversions).
        # The C draw is tried inline for Random itself (these are the hottest calls).
        if type(start) is int and type(step) is int and step == 1:
            if stop is None:
                if start > 0:
                    if type(self) is Random:
                        got = _mt_randbelow(self._mt, start)
                        if got is not None:
                            return got
                    return self._randbelow(start)
            elif type(stop) is int and stop > start:
                if type(self) is Random:
                    got = _mt_randbelow(self._mt, stop - start)
                    if got is not None:
                        return start + got
                return start + self._randbelow(stop - start)
        return self._general_randrange(start, stop, step)

    def _general_randrange(self, start, stop, step):
        # randrange with conversions, steps and CPython's error messages.
        lo = _whole(start, "arg 1")
        if stop is None:
            if step != 1:
                raise TypeError('Missing a non-None stop argument')
            if lo <= 0:
                raise ValueError("empty range for randrange()")
            return self._randbelow(lo)
        hi = _whole(stop, "stop")
        span = hi - lo
        stride = _whole(step, "step")
        if stride == 1:
            if span <= 0:
                raise ValueError("empty range for randrange() (%d, %d, %d)" % (lo, hi, span))
            return lo + self._randbelow(span)
        if stride == 0:
            raise ValueError("zero step for randrange()")
        slots = (span + stride - 1) // stride if stride > 0 else (span + stride + 1) // stride
        if slots <= 0:
            raise ValueError("empty range for randrange()")
        return lo + stride * self._randbelow(slots)

    def randint(self, a, b):
        if type(a) is int and type(b) is int and a <= b:
            if type(self) is Random:
                got = _mt_randbelow(self._mt, b - a + 1)
                if got is not None:
                    return a + got
            return a + self._randbelow(b - a + 1)
        return self.randrange(a, b + 1)

    # --- sequences -------------------------------------------------------------------------

    def choice(self, seq):
        size = len(seq)
        if not size:
            raise IndexError('Cannot choose from an empty sequence')
        if type(self) is Random:
            got = _mt_randbelow(self._mt, size)
            if got is not None:
                return seq[got]
        return seq[self._randbelow(size)]

    def shuffle(self, x):
        if type(x) is list and type(self) is Random:
            _mt_shuffle(self._mt, x)
            return
        i = len(x) - 1
        while i > 0:
            j = self._randbelow(i + 1)
            x[i], x[j] = x[j], x[i]
            i -= 1

    def sample(self, population, k, *, counts=None):
        if not isinstance(population, _SEQUENCES) and not _is_sequence(population):
            raise TypeError("Population must be a sequence.  "
                            "For dicts or sets, use sorted(d).")
        if counts is not None:
            return self._sample_counted(population, k, counts)
        size = len(population)
        if not 0 <= k <= size:
            raise ValueError("Sample larger than population or is negative")
        # CPython's choice of method, which decides the draws: a shrinking pool for small
        # populations, rejection of repeats otherwise.
        limit = 21
        if k > 5:
            limit += 4 ** _up(_ln(k * 3, 4))
        # Random itself draws straight from its state in C (every bound here is a small int).
        mt = self._mt if type(self) is Random and size < _SMALL else None
        if size <= limit:
            return self._sample_pool(population, k, size, mt)
        return self._sample_rejecting(population, k, size, mt)

    def _sample_pool(self, population, k, size, mt):
        # k picks from a copy; the picked slot takes the last live element.
        pool = list(population)
        picked = []
        for last in range(size - 1, size - 1 - k, -1):
            j = self._randbelow(last + 1) if mt is None else _mt_randbelow(mt, last + 1)
            picked.append(pool[j])
            pool[j] = pool[last]
        return picked

    def _sample_rejecting(self, population, k, size, mt):
        # k distinct indices drawn over the whole population, repeats drawn again.
        seen = set()
        picked = []
        while len(picked) < k:
            j = self._randbelow(size) if mt is None else _mt_randbelow(mt, size)
            while j in seen:
                j = self._randbelow(size) if mt is None else _mt_randbelow(mt, size)
            seen.add(j)
            picked.append(population[j])
        return picked

    def _sample_counted(self, population, k, counts):
        # sample() where element i stands for counts[i] copies.
        bounds = _running_sums(counts)
        if len(bounds) != len(population):
            raise ValueError('The number of counts does not match the population')
        total = bounds.pop()
        if not isinstance(total, int):
            raise TypeError('Counts must be integers')
        if total <= 0:
            raise ValueError('Total of counts must be greater than zero')
        inner = len(bounds)
        return [population[_first_above(bounds, s, inner)]
                for s in self.sample(range(total), k=k)]

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        size = len(population)
        if cum_weights is None:
            if weights is None:
                scale = size + 0.0
                return [population[_down(self.random() * scale)] for _ in range(k)]
            if isinstance(weights, int):
                raise TypeError('The number of choices must be a keyword argument: k=%r'
                                % weights)
            cum_weights = _running_sums(weights)
        elif weights is not None:
            raise TypeError('Cannot specify both weights and cumulative weights')
        if len(cum_weights) != size:
            raise ValueError('The number of weights does not match the population')
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError('Total of weights must be greater than zero')
        if not _finite(total):
            raise ValueError('Total of weights must be finite')
        top = size - 1
        return [population[_first_above(cum_weights, self.random() * total, top)]
                for _ in range(k)]

    # --- real-valued distributions (the documented formulas, in CPython's float order) ---

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        try:
            split = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > split:
            u, split, low, high = 1.0 - u, 1.0 - split, high, low
        return low + (high - low) * _root(u * split)

    def normalvariate(self, mu=0.0, sigma=1.0):
        # Kinderman and Monahan's ratio-of-uniforms method.
        draw = self.random
        while True:
            a = draw()
            b = 1.0 - draw()
            z = NV_MAGICCONST * (a - 0.5) / b
            if z * z / 4.0 <= -_ln(b):
                return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        # Box-Muller: each pair of uniforms gives two normals; the second waits in gauss_next.
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            angle = self.random() * TWOPI
            radius = _root(-2.0 * _ln(1.0 - self.random()))
            z = _cosine(angle) * radius
            self.gauss_next = _sine(angle) * radius
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        return _expo(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        return -_ln(1.0 - self.random()) / lambd

    def vonmisesvariate(self, mu, kappa):
        # Best and Fisher's rejection method; a tiny kappa is the uniform circle.
        if kappa <= 1e-6:
            return TWOPI * self.random()
        half = 0.5 / kappa
        rho = half + _root(1.0 + half * half)
        while True:
            z = _cosine(_PI * self.random())
            d = z / (rho + z)
            u = self.random()
            if u < 1.0 - d * d or u <= (1.0 - d) * _expo(d):
                break
        inv = 1.0 / rho
        f = (inv + z) / (1.0 + inv * z)
        if self.random() > 0.5:
            return (mu + _arccos(f)) % TWOPI
        return (mu - _arccos(f)) % TWOPI

    def gammavariate(self, alpha, beta):
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError('gammavariate: alpha and beta must be > 0.0')
        if alpha > 1.0:
            return self._gamma_cheng(alpha) * beta
        if alpha == 1.0:
            return -_ln(1.0 - self.random()) * beta
        return self._gamma_small(alpha) * beta

    def _gamma_cheng(self, alpha):
        # Cheng's rejection algorithm GB for alpha > 1 (unit scale).
        spread = _root(2.0 * alpha - 1.0)
        shift = alpha - LOG4
        tilt = alpha + spread
        while True:
            u = self.random()
            if not 1e-7 < u < 0.9999999:
                continue
            w = 1.0 - self.random()
            v = _ln(u / (1.0 - u)) / spread
            x = alpha * _expo(v)
            z = u * u * w
            r = shift + tilt * v - x
            if r + SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _ln(z):
                return x

    def _gamma_small(self, alpha):
        # Ahrens and Dieter's algorithm GS for 0 < alpha < 1 (unit scale).
        while True:
            b = (_E + alpha) / _E
            p = b * self.random()
            if p <= 1.0:
                x = p ** (1.0 / alpha)
                if self.random() <= _expo(-x):
                    return x
            else:
                x = -_ln((b - p) / alpha)
                if self.random() <= x ** (alpha - 1.0):
                    return x

    def betavariate(self, alpha, beta):
        y = self.gammavariate(alpha, 1.0)
        if not y:
            return 0.0
        return y / (y + self.gammavariate(beta, 1.0))

    def paretovariate(self, alpha):
        return (1.0 - self.random()) ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        return alpha * (-_ln(1.0 - self.random())) ** (1.0 / beta)


_install_random(Random)

# The module-level functions are the bound methods of one hidden generator.
_shared = Random()
seed = _shared.seed
random = _shared.random
uniform = _shared.uniform
triangular = _shared.triangular
randint = _shared.randint
choice = _shared.choice
randrange = _shared.randrange
sample = _shared.sample
shuffle = _shared.shuffle
choices = _shared.choices
normalvariate = _shared.normalvariate
lognormvariate = _shared.lognormvariate
expovariate = _shared.expovariate
vonmisesvariate = _shared.vonmisesvariate
gammavariate = _shared.gammavariate
gauss = _shared.gauss
betavariate = _shared.betavariate
paretovariate = _shared.paretovariate
weibullvariate = _shared.weibullvariate
getstate = _shared.getstate
setstate = _shared.setstate
getrandbits = _shared.getrandbits
randbytes = _shared.randbytes
