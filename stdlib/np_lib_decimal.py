# decimal: an exact subset of CPython 3.11's decimal module (the General Decimal Arithmetic
# specification, as CPython's _pydecimal implements it) for finite numbers: Decimal from str,
# int, float, tuple and Decimal; + - * / // % divmod ** (integer exponents), unary - + abs,
# comparisons and hashes equal to equal ints/floats/Fractions, quantize with every rounding
# mode, to_integral_value, normalize, sqrt, str/repr/format, int/float/round/math.floor;
# contexts (getcontext, setcontext, localcontext, Context) with prec, rounding, Emax, Emin,
# flags and traps. NaN, Infinity and subnormal results are not supported: they raise
# NotImplementedError, so no result is ever silently wrong.

import math as _math

__all__ = ["Decimal", "Context", "DecimalTuple", "DefaultContext", "BasicContext",
           "ExtendedContext", "DecimalException", "Clamped", "InvalidOperation",
           "DivisionByZero", "Inexact", "Rounded", "Subnormal", "Overflow", "Underflow",
           "FloatOperation", "DivisionImpossible", "InvalidContext", "ConversionSyntax",
           "DivisionUndefined", "ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN", "ROUND_CEILING",
           "ROUND_FLOOR", "ROUND_UP", "ROUND_HALF_DOWN", "ROUND_05UP", "setcontext",
           "getcontext", "localcontext", "MAX_PREC", "MAX_EMAX", "MIN_EMIN", "MIN_ETINY"]

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)

ROUND_DOWN = "ROUND_DOWN"
ROUND_HALF_UP = "ROUND_HALF_UP"
ROUND_HALF_EVEN = "ROUND_HALF_EVEN"
ROUND_CEILING = "ROUND_CEILING"
ROUND_FLOOR = "ROUND_FLOOR"
ROUND_UP = "ROUND_UP"
ROUND_HALF_DOWN = "ROUND_HALF_DOWN"
ROUND_05UP = "ROUND_05UP"
_ROUNDINGS = (ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP,
              ROUND_HALF_DOWN, ROUND_05UP)
_ROUNDING_MESSAGE = ("valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, "
                     "ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n"
                     "   ROUND_05UP]")


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


_SIGNALS = [Clamped, DivisionByZero, Inexact, Overflow, Rounded, Underflow, InvalidOperation,
            Subnormal, FloatOperation]

# The order in which Context's repr lists signals (libmpdec's condition bits).
_REPR_ORDER = [Clamped, InvalidOperation, DivisionByZero, Inexact, FloatOperation, Overflow,
               Rounded, Subnormal, Underflow]

# The order in which libmpdec picks the exception to raise among several trapped signals (and
# lists them in its message).
_RAISE_ORDER = [InvalidOperation, FloatOperation, DivisionByZero, Overflow, Underflow, Subnormal,
                Inexact, Rounded, Clamped]

# The signal whose trap (and flag) a condition uses: the conditions are subclasses of one of
# _SIGNALS, as in CPython.
_CONDITION_SIGNAL = {ConversionSyntax: InvalidOperation, DivisionImpossible: InvalidOperation,
                     DivisionUndefined: InvalidOperation, InvalidContext: InvalidOperation}


def _unsupported(what):
    return NotImplementedError("decimal: %s is not supported in Nearly Python" % what)


class _SignalDict:
    # Context.flags and Context.traps: a mapping from each signal class to a bool.
    def __init__(self, on=()):
        self._d = {s: (s in on) for s in _SIGNALS}

    def __getitem__(self, key):
        return self._d[_CONDITION_SIGNAL.get(key, key)]

    def __setitem__(self, key, value):
        key = _CONDITION_SIGNAL.get(key, key)
        if key not in self._d:
            raise KeyError(key)
        self._d[key] = bool(value)

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def copy(self):
        new = _SignalDict()
        new._d = dict(self._d)
        return new

    def clear(self):
        for k in self._d:
            self._d[k] = False

    def __eq__(self, other):
        if isinstance(other, _SignalDict):
            return self._d == other._d
        return self._d == other

    def __repr__(self):
        return "{" + ", ".join("<class 'decimal.%s'>:%s" % (k.__name__, v)
                               for k, v in self._d.items()) + "}"


class Context:
    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None, clamp=None,
                 flags=None, traps=None):
        dc = _default_context_values
        self.prec = dc["prec"] if prec is None else prec
        self.rounding = dc["rounding"] if rounding is None else rounding
        self.Emin = dc["Emin"] if Emin is None else Emin
        self.Emax = dc["Emax"] if Emax is None else Emax
        self.capitals = 1 if capitals is None else capitals
        self.clamp = 0 if clamp is None else clamp
        if traps is None:
            self.traps = _SignalDict(dc["traps"])
        elif isinstance(traps, _SignalDict):
            self.traps = traps.copy()
        elif isinstance(traps, dict):
            self.traps = _SignalDict([s for s, v in traps.items() if v])
        else:
            self.traps = _SignalDict(traps)
        if flags is None:
            self.flags = _SignalDict()
        elif isinstance(flags, _SignalDict):
            self.flags = flags.copy()
        elif isinstance(flags, dict):
            self.flags = _SignalDict([s for s, v in flags.items() if v])
        else:
            self.flags = _SignalDict(flags)

    def __setattr__(self, name, value):
        if name == "prec":
            if not isinstance(value, int):
                raise TypeError("an integer is required")
            if not 1 <= value <= MAX_PREC:
                raise ValueError("valid range for prec is [1, MAX_PREC]")
        elif name == "rounding":
            if value not in _ROUNDINGS:
                raise TypeError(_ROUNDING_MESSAGE)
        elif name == "Emax":
            if not isinstance(value, int):
                raise TypeError("an integer is required")
            if not 0 <= value <= MAX_EMAX:
                raise ValueError("valid range for Emax is [0, MAX_EMAX]")
        elif name == "Emin":
            if not isinstance(value, int):
                raise TypeError("an integer is required")
            if not MIN_EMIN <= value <= 0:
                raise ValueError("valid range for Emin is [MIN_EMIN, 0]")
        elif name in ("capitals", "clamp"):
            if value not in (0, 1):
                raise ValueError("valid values for %s are 0 or 1" % name)
        elif name not in ("flags", "traps"):
            raise AttributeError("'decimal.Context' object has no attribute '%s'" % name)
        object.__setattr__(self, name, value)

    def Etiny(self):
        return self.Emin - self.prec + 1

    def Etop(self):
        return self.Emax - self.prec + 1

    def copy(self):
        return Context(self.prec, self.rounding, self.Emin, self.Emax, self.capitals,
                       self.clamp, self.flags, self.traps)

    __copy__ = copy

    def clear_flags(self):
        self.flags.clear()

    def clear_traps(self):
        self.traps.clear()

    def create_decimal(self, num="0"):
        d = Decimal(num)
        return d._fix(self)

    def create_decimal_from_float(self, f):
        return Decimal(f)._fix(self)

    def _raise(self, condition, explanation=None):
        # Sets the signal's flag and raises the condition when its signal is trapped.
        signal = _CONDITION_SIGNAL.get(condition, condition)
        self.flags[signal] = True
        if self.traps[signal]:
            # CPython's C decimal raises the signal, naming the condition in its message.
            raise signal("[<class 'decimal.%s'>]" % condition.__name__)

    def _raise_all(self, signals):
        # The signals one operation raised, as the C module reports them: every flag is set
        # first, then the trapped ones raise one exception together (the first trapped signal
        # in libmpdec's order, naming every trapped signal in that order).
        for s in signals:
            self.flags[s] = True
        trapped = [s for s in _RAISE_ORDER if s in signals and self.traps[s]]
        if trapped:
            raise trapped[0]("[%s]" % ", ".join("<class 'decimal.%s'>" % s.__name__
                                                for s in trapped))

    def __repr__(self):
        flags = [s.__name__ for s in _REPR_ORDER if self.flags[s]]
        traps = [s.__name__ for s in _REPR_ORDER if self.traps[s]]
        return ("Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, "
                "flags=[%s], traps=[%s])" % (self.prec, self.rounding, self.Emin, self.Emax,
                                             self.capitals, self.clamp, ", ".join(flags),
                                             ", ".join(traps)))

    # Arithmetic through a context (the operands are converted, the result rounded).
    def add(self, a, b):
        return _convert(a, True)._add(_convert(b, True), self)

    def subtract(self, a, b):
        return _convert(a, True)._add(_convert(b, True)._negated(), self)

    def multiply(self, a, b):
        return _convert(a, True)._mul(_convert(b, True), self)

    def divide(self, a, b):
        return _convert(a, True)._truediv(_convert(b, True), self)

    def plus(self, a):
        return _convert(a, True)._plus(self)

    def minus(self, a):
        return _convert(a, True)._minus(self)

    def abs(self, a):
        return _convert(a, True)._abs(self)

    def sqrt(self, a):
        return _convert(a, True).sqrt(self)

    def quantize(self, a, b):
        return _convert(a, True).quantize(b, context=self)

    def power(self, a, b):
        return _convert(a, True)._pow(_convert(b, True), self)


_default_context_values = {"prec": 28, "rounding": ROUND_HALF_EVEN, "Emin": -999999,
                           "Emax": 999999,
                           "traps": [DivisionByZero, Overflow, InvalidOperation]}

DefaultContext = Context()
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP,
                       traps=[DivisionByZero, Overflow, InvalidOperation, Clamped, Underflow])
ExtendedContext = Context(prec=9, rounding=ROUND_HALF_EVEN, traps=[])

_current = [DefaultContext.copy()]


def getcontext():
    return _current[0]


def setcontext(context):
    if not isinstance(context, Context):
        raise TypeError("argument must be a context")
    if context is DefaultContext or context is BasicContext or context is ExtendedContext:
        context = context.copy()
        context.clear_flags()
    _current[0] = context


class _ContextManager:
    def __init__(self, new_context):
        self.new_context = new_context.copy()

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, t, v, tb):
        setcontext(self.saved_context)


def localcontext(ctx=None, **kwargs):
    if ctx is None:
        ctx = getcontext()
    manager = _ContextManager(ctx)
    for key, value in kwargs.items():
        if key not in ("prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags",
                       "traps"):
            raise TypeError("'%s' is an invalid keyword argument for this function" % key)
        setattr(manager.new_context, key, value)
    return manager


class DecimalTuple(tuple):
    # (sign, digits, exponent) with names, as CPython's namedtuple.
    @property
    def sign(self):
        return self[0]

    @property
    def digits(self):
        return self[1]

    @property
    def exponent(self):
        return self[2]

    def __repr__(self):
        return "DecimalTuple(sign=%r, digits=%r, exponent=%r)" % (self[0], self[1], self[2])


_NUMBER = None


def _parse(s):
    # (sign, coefficient, exponent) of a decimal string, or None when it is not one
    # (CPython's grammar: surrounding whitespace and any underscores are dropped first).
    global _NUMBER
    if _NUMBER is None:
        import re
        _NUMBER = re.compile(r"([-+])?(?=\d|\.\d)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?\Z")
    s = s.strip().replace("_", "")
    m = _NUMBER.match(s)
    if m is None:
        low = s.lstrip("+-").lower()
        if low in ("inf", "infinity") or low.startswith("nan") or low.startswith("snan"):
            raise _unsupported("NaN and Infinity")
        return None
    sign, intpart, frac, exp = m.groups()
    frac = frac or ""
    coeff = int(intpart + frac) if intpart + frac else 0
    return (1 if sign == "-" else 0), coeff, (int(exp) if exp else 0) - len(frac)


def _new(sign, coeff, exp):
    # A Decimal with these fields, made natively without running __init__.
    return _np_new(Decimal, sign, coeff, exp)


_RAW = object()


# Below this, _ndigits counts the digits of str(n); above it, str(n) would exceed the int
# str-conversion limit (an exact power's coefficient can have thousands of digits).
_NDIGITS_STR = 10 ** 4000


def _ndigits(n):
    if -_NDIGITS_STR < n < _NDIGITS_STR:
        return len(str(n)) if n else 1
    m = -n if n < 0 else n
    # 0.30103 is log10(2) rounded up: the estimate is the digit count or one off either way.
    k = (m.bit_length() - 1) * 30103 // 100000 + 1
    while 10 ** (k - 1) > m:
        k -= 1
    while 10 ** k <= m:
        k += 1
    return k + (n < 0)


def _pow_working(sign, coeff, exp, n, context):
    # (-1)**sign * (coeff * 10**exp) ** n for n > 1 the way CPython's decimal computes it (not
    # always correctly rounded, so the exact power would differ from it now and then): a
    # left-to-right binary powering whose every product is rounded half-even to a working
    # precision of prec + digits(n) + 2 digits (the base itself unrounded), then the result
    # rounded to the context by _fix. The products keep prec + digits(n) + 2 digits where the
    # exact power has n * digits(coeff). A product that dropped nonzero digits makes the result
    # Inexact even when the last rounding drops only zeros (CPython keeps the working status).
    width = context.prec + _ndigits(n) + 2
    m, e = coeff, exp
    inexact = False
    for bit in bin(n)[3:]:
        m, e, lost = _pow_round(m * m, e + e, width)
        inexact = inexact or lost
        if bit == "1":
            m, e, lost = _pow_round(m * coeff, e + exp, width)
            inexact = inexact or lost
    if inexact:
        drop = _ndigits(m) - context.prec
        if drop > 0 and not m % 10 ** drop:
            # The last rounding is exact: its result, then the working products' flags.
            ans = _new(sign, m // 10 ** drop, e + drop)._fix(context)
            context._raise_all([Inexact, Rounded])
            return ans
    return _new(sign, m, e)._fix(context)


def _pow_round(m, e, width):
    # The product m * 10**e rounded half-even to at most [width] digits: (m, e, whether
    # nonzero digits were dropped).
    d = _ndigits(m)
    if d <= width:
        return m, e, False
    kept, up, lost = _round_increment(0, m, d - width, ROUND_HALF_EVEN)
    e += d - width
    if up:
        kept += 1
        if _ndigits(kept) > width:
            kept //= 10
            e += 1
    return kept, e, lost


def _round_increment(sign, coeff, ndrop, rounding):
    # For [coeff] losing its last [ndrop] digits under [rounding]: (kept digits, whether to
    # add one to them, whether anything nonzero was dropped).
    p = 10 ** ndrop
    kept, rest = divmod(coeff, p)
    if not rest:
        return kept, False, False
    half = p // 2
    if rounding == ROUND_DOWN:
        up = False
    elif rounding == ROUND_UP:
        up = True
    elif rounding == ROUND_CEILING:
        up = sign == 0
    elif rounding == ROUND_FLOOR:
        up = sign == 1
    elif rounding == ROUND_HALF_UP:
        up = rest >= half
    elif rounding == ROUND_HALF_DOWN:
        up = rest > half
    elif rounding == ROUND_HALF_EVEN:
        up = rest > half or (rest == half and kept % 2 == 1)
    else:
        up = kept % 10 in (0, 5)
    return kept, up, True


def _convert(other, raise_error=False):
    # [other] as a Decimal when it is a Decimal or an int; else NotImplemented or TypeError.
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return Decimal(other)
    if raise_error:
        raise TypeError("conversion from %s to Decimal is not supported" % type(other).__name__)
    return NotImplemented


def _optype_error(op, a, b):
    def name(x):
        return "decimal.Decimal" if isinstance(x, Decimal) else type(x).__name__
    return TypeError("unsupported operand type(s) for %s: '%s' and '%s'" % (op, name(a), name(b)))


def _from_float(f):
    if f != f or f in (float("inf"), float("-inf")):
        raise _unsupported("NaN and Infinity")
    sign = 1 if _math.copysign(1.0, f) < 0 else 0
    n, d = abs(f).as_integer_ratio()
    k = d.bit_length() - 1
    return sign, n * 5 ** k, -k


# The method a comparison's other operand would run reflected, per operator.
_REFLECTED = {"<": "__gt__", "<=": "__ge__", ">": "__lt__", ">=": "__le__"}


def _order_unsupported(other, op):
    # CPython's Decimal answers NotImplemented, so a reflected method of other's class runs;
    # when there is none, the TypeError names 'decimal.Decimal' as CPython's does.
    # (Only a Python function is asked: the builtin types' methods would answer NotImplemented.)
    t = type(other)
    if type(getattr(t, _REFLECTED[op], None)).__name__ == "function":
        return NotImplemented
    raise TypeError("'%s' not supported between instances of 'decimal.Decimal' and '%s'"
                    % (op, t.__name__))


class Decimal:
    __slots__ = ("_sign", "_int", "_exp")

    def __init__(self, value="0", context=None):
        if value is _RAW:
            return
        if isinstance(value, str):
            parsed = _parse(value)
            if parsed is None:
                if context is None:
                    context = getcontext()
                context._raise(ConversionSyntax)
                raise _unsupported("an invalid string converted to NaN (ConversionSyntax not trapped)")
            self._sign, self._int, self._exp = parsed
        elif isinstance(value, Decimal):
            self._sign, self._int, self._exp = value._sign, value._int, value._exp
        elif isinstance(value, int):
            self._sign = 1 if value < 0 else 0
            self._int = abs(int(value))
            self._exp = 0
        elif isinstance(value, float):
            self._sign, self._int, self._exp = _from_float(value)
        elif isinstance(value, (tuple, list)):
            if len(value) != 3:
                raise ValueError("argument must be a sequence of length 3")
            sign, digits, exp = value
            if sign not in (0, 1):
                raise ValueError("sign must be an integer with the value 0 or 1")
            if not isinstance(exp, int):
                raise _unsupported("a special exponent ('F', 'n', 'N')")
            coeff = 0
            for digit in digits:
                if not isinstance(digit, int) or not 0 <= digit <= 9:
                    raise ValueError("coefficient must be a tuple of digits")
                coeff = coeff * 10 + digit
            self._sign, self._int, self._exp = sign, coeff, exp
        else:
            raise TypeError("conversion from %s to Decimal is not supported"
                            % type(value).__name__)

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("argument must be int or float")
        return cls(f)

    # ------------------------------------------------------------ representation
    def __repr__(self):
        return "Decimal('%s')" % str(self)

    def __str__(self, eng=False, context=None):
        sign = "-" if self._sign else ""
        digits = str(self._int)
        leftdigits = self._exp + len(digits)
        if self._exp <= 0 and leftdigits > -6:
            dotplace = leftdigits
        elif not eng:
            dotplace = 1
        elif self._int == 0:
            dotplace = (leftdigits + 1) % 3 - 1
        else:
            dotplace = (leftdigits - 1) % 3 + 1
        if dotplace <= 0:
            intpart = "0"
            fracpart = "." + "0" * (-dotplace) + digits
        elif dotplace >= len(digits):
            intpart = digits + "0" * (dotplace - len(digits))
            fracpart = ""
        else:
            intpart = digits[:dotplace]
            fracpart = "." + digits[dotplace:]
        if leftdigits == dotplace:
            exp = ""
        else:
            if context is None:
                context = getcontext()
            exp = ["e", "E"][context.capitals] + "%+d" % (leftdigits - dotplace)
        return sign + intpart + fracpart + exp

    def to_eng_string(self, context=None):
        return self.__str__(eng=True, context=context)

    def as_tuple(self):
        return DecimalTuple((self._sign, tuple(int(c) for c in str(self._int)), self._exp))

    def as_integer_ratio(self):
        n = self._int
        if self._exp >= 0:
            n, d = n * 10 ** self._exp, 1
        else:
            d = 10 ** -self._exp
            g = _math.gcd(n, d)
            n, d = n // g, d // g
        return (-n if self._sign else n), d

    def adjusted(self):
        return self._exp + _ndigits(self._int) - 1

    # ------------------------------------------------------------ rounding to a context
    def _fix(self, context):
        prec = context.prec
        etiny = context.Etiny()
        etop = context.Etop()
        if not self._int:
            exp_max = etop if context.clamp else context.Emax
            new_exp = min(max(self._exp, etiny), exp_max)
            if new_exp != self._exp:
                context._raise(Clamped)
                return _new(self._sign, 0, new_exp)
            return self
        n = _ndigits(self._int)
        exp_min = n + self._exp - prec
        if exp_min > etop:
            context._raise_all([Inexact, Rounded, Overflow])
            raise _unsupported("an Overflow result (Infinity) with Overflow not trapped")
        if exp_min < etiny:
            raise _unsupported("a subnormal result (exponent below Etiny)")
        if self._exp < exp_min:
            kept, up, inexact = _round_increment(self._sign, self._int, exp_min - self._exp,
                                                 context.rounding)
            if up:
                kept += 1
                if _ndigits(kept) > prec:
                    kept //= 10
                    exp_min += 1
            if exp_min > etop:
                context._raise_all([Inexact, Rounded, Overflow])
                raise _unsupported("an Overflow result (Infinity) with Overflow not trapped")
            ans = _new(self._sign, kept, exp_min)
            context._raise_all([Inexact, Rounded] if inexact else [Rounded])
            return ans
        if context.clamp == 1 and self._exp > etop:
            context._raise(Clamped)
            return _new(self._sign, self._int * 10 ** (self._exp - etop), etop)
        return self

    def _rescale(self, exp, rounding):
        # Self with exponent [exp] exactly (padding or rounding the coefficient).
        if not self._int:
            return _new(self._sign, 0, exp)
        if self._exp >= exp:
            return _new(self._sign, self._int * 10 ** (self._exp - exp), exp)
        kept, up, _ = _round_increment(self._sign, self._int, exp - self._exp, rounding)
        return _new(self._sign, kept + 1 if up else kept, exp)

    # ------------------------------------------------------------ arithmetic
    def _negated(self):
        return _new(1 - self._sign, self._int, self._exp)

    def _add(self, other, context):
        if not self._int and not other._int:
            sign = min(self._sign, other._sign)
            if context.rounding == ROUND_FLOOR and self._sign != other._sign:
                sign = 1
            return _new(sign, 0, min(self._exp, other._exp))._fix(context)
        if not self._int:
            exp = max(min(self._exp, other._exp), other._exp - context.prec - 1)
            return other._rescale(exp, context.rounding)._fix(context)
        if not other._int:
            exp = max(min(self._exp, other._exp), self._exp - context.prec - 1)
            return self._rescale(exp, context.rounding)._fix(context)
        a, b = self, other
        # CPython's _normalize: an operand far below the other's last kept digit only matters
        # as a sticky digit, so it is replaced by 1 just below that point.
        if a._exp < b._exp:
            a, b = b, a
        a_len = _ndigits(a._int)
        exp = a._exp + min(-1, a_len - context.prec - 2)
        b_int, b_exp = b._int, b._exp
        if _ndigits(b_int) + b_exp - 1 < exp:
            b_int, b_exp = 1, exp
        a_int = a._int * 10 ** (a._exp - b_exp)
        x = -a_int if a._sign else a_int
        y = -b_int if b._sign else b_int
        total = x + y
        if total == 0:
            sign = 1 if context.rounding == ROUND_FLOOR else 0
            return _new(sign, 0, b_exp)._fix(context)
        return _new(1 if total < 0 else 0, abs(total), b_exp)._fix(context)

    def _mul(self, other, context):
        sign = self._sign ^ other._sign
        return _new(sign, self._int * other._int, self._exp + other._exp)._fix(context)

    def _truediv(self, other, context):
        sign = self._sign ^ other._sign
        if not other._int:
            if not self._int:
                context._raise(DivisionUndefined)
                raise _unsupported("0/0 (NaN) with InvalidOperation not trapped")
            context._raise(DivisionByZero)
            raise _unsupported("x/0 (Infinity) with DivisionByZero not trapped")
        if not self._int:
            return _new(sign, 0, self._exp - other._exp)._fix(context)
        prec = context.prec
        shift = _ndigits(other._int) - _ndigits(self._int) + prec + 1
        exp = self._exp - other._exp - shift
        if shift >= 0:
            coeff, remainder = divmod(self._int * 10 ** shift, other._int)
        else:
            coeff, remainder = divmod(self._int, other._int * 10 ** -shift)
        if remainder:
            if coeff % 5 == 0:
                coeff += 1
        else:
            ideal_exp = self._exp - other._exp
            while exp < ideal_exp and coeff % 10 == 0:
                coeff //= 10
                exp += 1
        return _new(sign, coeff, exp)._fix(context)

    def _divide(self, other, context):
        # (integer quotient, remainder) as CPython's Decimal._divide, unrounded.
        sign = self._sign ^ other._sign
        ideal_exp = min(self._exp, other._exp)
        expdiff = self.adjusted() - other.adjusted()
        if not self._int or expdiff <= -2:
            return _new(sign, 0, 0), self._rescale(ideal_exp, context.rounding)
        if expdiff <= context.prec:
            a, b = self._int, other._int
            if self._exp >= other._exp:
                a *= 10 ** (self._exp - other._exp)
            else:
                b *= 10 ** (other._exp - self._exp)
            q, r = divmod(a, b)
            if q < 10 ** context.prec:
                return _new(sign, q, 0), _new(self._sign, r, ideal_exp)
        context._raise(DivisionImpossible)
        raise _unsupported("an impossible division with InvalidOperation not trapped")

    def _check_divisor(self, other, context, what):
        if not other._int:
            if not self._int:
                context._raise(DivisionUndefined)
            else:
                context._raise(DivisionByZero)
            raise _unsupported("%s by zero with the signal not trapped" % what)

    def _plus(self, context):
        if not self._int and context.rounding != ROUND_FLOOR:
            return _new(0, 0, self._exp)._fix(context)
        return self._fix(context)

    def _minus(self, context):
        if not self._int and context.rounding != ROUND_FLOOR:
            return _new(0, 0, self._exp)._fix(context)
        return self._negated()._fix(context)

    def _abs(self, context):
        return self._minus(context) if self._sign else self._plus(context)

    def _pow(self, other, context):
        if other._exp < 0 and other._int % 10 ** -other._exp:
            raise _unsupported("a non-integral exponent in **")
        n = other._int * 10 ** other._exp if other._exp >= 0 else other._int // 10 ** -other._exp
        if other._sign:
            n = -n
        if not self._int:
            if n < 0:
                context._raise(DivisionByZero)
                raise _unsupported("0 ** negative (Infinity) with DivisionByZero not trapped")
            if n == 0:
                context._raise(InvalidOperation)
                raise _unsupported("0 ** 0 (NaN) with InvalidOperation not trapped")
            return _new(self._sign if n % 2 else 0, 0, 0)._fix(context)
        if n == 0:
            return _new(0, 1, 0)._fix(context)
        sign = self._sign if n % 2 else 0
        if n > 1 and n * _ndigits(self._int) > context.prec:
            return _pow_working(sign, self._int, self._exp, n, context)
        if abs(n) * max(_ndigits(self._int), 1) > 100000:
            raise _unsupported("a power with a result of more than 100000 digits")
        if n > 0:
            # x itself (n == 1) or an exact power of at most prec digits: nothing to round
            # before _fix, as in _pow_working.
            return _new(sign, self._int ** n, self._exp * n)._fix(context)
        # A negative power: 1 / x**|n| rounded once, from the exact power.
        den = _new(0, self._int ** -n, self._exp * -n)
        one = _new(0, 1, 0)
        q = one._truediv(den, context)
        return _new(sign, q._int, q._exp)

    def __add__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("+", other, False)
        return self._add(o, getcontext())

    def __radd__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("+", other, True)
        return o._add(self, getcontext())

    def __sub__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("-", other, False)
        return self._add(o._negated(), getcontext())

    def __rsub__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("-", other, True)
        return o._add(self._negated(), getcontext())

    def __mul__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("*", other, False)
        return self._mul(o, getcontext())

    def __rmul__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("*", other, True)
        return o._mul(self, getcontext())

    def __truediv__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("/", other, False)
        return self._truediv(o, getcontext())

    def __rtruediv__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("/", other, True)
        return o._truediv(self, getcontext())

    def __floordiv__(self, other, _reverse=False):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("//", other, False)
        context = getcontext()
        self._check_divisor(o, context, "integer division")
        return self._divide(o, context)[0]

    def __rfloordiv__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("//", other, True)
        return o.__floordiv__(self)

    def __mod__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("%", other, False)
        context = getcontext()
        if not o._int:
            if not self._int:
                context._raise(DivisionUndefined)
            context._raise(InvalidOperation)
            raise _unsupported("x % 0 (NaN) with InvalidOperation not trapped")
        return self._divide(o, context)[1]._fix(context)

    def __rmod__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("%", other, True)
        return o.__mod__(self)

    def __divmod__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("divmod()", other, False)
        context = getcontext()
        self._check_divisor(o, context, "divmod")
        q, r = self._divide(o, context)
        return q, r._fix(context)

    def __rdivmod__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("divmod()", other, True)
        return o.__divmod__(self)

    def __pow__(self, other, modulo=None):
        if modulo is not None:
            raise _unsupported("three-argument pow()")
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("** or pow()", other, False)
        return self._pow(o, getcontext())

    def __rpow__(self, other):
        o = _convert(other)
        if o is NotImplemented:
            return self._binop_fail("** or pow()", other, True)
        return o._pow(self, getcontext())

    def _binop_fail(self, op, other, reverse):
        if isinstance(other, (float, str, bytes, list, tuple, dict, set, frozenset, type(None))):
            if reverse:
                raise _optype_error(op, other, self)
            raise _optype_error(op, self, other)
        return NotImplemented

    def __neg__(self):
        return self._minus(getcontext())

    def __pos__(self):
        return self._plus(getcontext())

    def __abs__(self):
        return self._abs(getcontext())

    # ------------------------------------------------------------ comparisons
    def _cmp(self, other):
        # -1, 0 or 1 for self against Decimal [other], exactly.
        if not self._int and not other._int:
            return 0
        if not other._int:
            return -1 if self._sign else 1
        if not self._int:
            return 1 if other._sign else -1
        if self._sign != other._sign:
            return -1 if self._sign else 1
        flip = -1 if self._sign else 1
        a_adj, b_adj = self.adjusted(), other.adjusted()
        if a_adj != b_adj:
            return flip if a_adj > b_adj else -flip
        a, b = self._int, other._int
        if self._exp > other._exp:
            a *= 10 ** (self._exp - other._exp)
        else:
            b *= 10 ** (other._exp - self._exp)
        if a == b:
            return 0
        return flip if a > b else -flip

    def _compare_operand(self, other, equality):
        # [other] as a Decimal for a comparison, or None when it is not comparable.
        if isinstance(other, Decimal):
            return other
        if isinstance(other, int):
            return Decimal(other)
        if isinstance(other, float):
            if other != other:
                if not equality:
                    getcontext()._raise(InvalidOperation)
                return None
            if other in (float("inf"), float("-inf")):
                return _Infinity(other)
            getcontext()._raise(FloatOperation) if not equality else None
            return Decimal(other)
        from fractions import Fraction
        if isinstance(other, Fraction):
            return _FractionOperand(other)
        return None

    def _rich(self, other, op):
        o = self._compare_operand(other, op in ("==", "!="))
        if o is None:
            return NotImplemented
        if isinstance(o, _Infinity) or isinstance(o, _FractionOperand):
            c = -o.cmp_decimal(self)
        else:
            c = self._cmp(o)
        if op == "==":
            return c == 0
        if op == "!=":
            return c != 0
        if op == "<":
            return c < 0
        if op == "<=":
            return c <= 0
        if op == ">":
            return c > 0
        return c >= 0

    def __eq__(self, other):
        return self._rich(other, "==")

    def __ne__(self, other):
        return self._rich(other, "!=")

    def __lt__(self, other):
        r = self._rich(other, "<")
        if r is NotImplemented:
            return _order_unsupported(other, "<")
        return r

    def __le__(self, other):
        r = self._rich(other, "<=")
        if r is NotImplemented:
            return _order_unsupported(other, "<=")
        return r

    def __gt__(self, other):
        r = self._rich(other, ">")
        if r is NotImplemented:
            return _order_unsupported(other, ">")
        return r

    def __ge__(self, other):
        r = self._rich(other, ">=")
        if r is NotImplemented:
            return _order_unsupported(other, ">=")
        return r

    def compare(self, other, context=None):
        o = _convert(other, True)
        return Decimal(self._cmp(o))

    def max(self, other, context=None):
        o = _convert(other, True)
        c = self._cmp(o)
        if c == 0:
            c = (self._sign == 0) - (o._sign == 0) or (self._exp > o._exp) - (self._exp < o._exp)
            if self._sign and o._sign:
                c = -c
        return (self if c >= 0 else o)._fix(context or getcontext())

    def min(self, other, context=None):
        o = _convert(other, True)
        c = self._cmp(o)
        if c == 0:
            c = (self._sign == 0) - (o._sign == 0) or (self._exp > o._exp) - (self._exp < o._exp)
            if self._sign and o._sign:
                c = -c
        return (self if c <= 0 else o)._fix(context or getcontext())

    def __hash__(self):
        modulus = 2305843009213693951
        if self._exp >= 0:
            exp_hash = pow(10, self._exp, modulus)
        else:
            exp_hash = pow(2075258708292324556, -self._exp, modulus)
        hash_ = self._int * exp_hash % modulus
        ans = -hash_ if self._sign else hash_
        return -2 if ans == -1 else ans

    def __bool__(self):
        return self._int != 0

    # ------------------------------------------------------------ conversions
    def __int__(self):
        if self._exp >= 0:
            n = self._int * 10 ** self._exp
        else:
            n = self._int // 10 ** -self._exp
        return -n if self._sign else n

    __trunc__ = __int__

    def __float__(self):
        n, d = self.as_integer_ratio()
        if not n:
            return -0.0 if self._sign else 0.0
        return n / d

    def __floor__(self):
        n, d = self.as_integer_ratio()
        return n // d

    def __ceil__(self):
        n, d = self.as_integer_ratio()
        return -(-n // d)

    def __round__(self, n=None):
        if n is not None:
            if not isinstance(n, int):
                raise TypeError("optional arg must be an integer")
            return self.quantize(_new(0, 1, -n))
        return int(self._rescale(0, ROUND_HALF_EVEN))

    def __complex__(self):
        raise _unsupported("complex()")

    # ------------------------------------------------------------ methods
    def quantize(self, exp, rounding=None, context=None):
        exp = _convert(exp, True)
        if context is None:
            context = getcontext()
        if rounding is None:
            rounding = context.rounding
        elif rounding not in _ROUNDINGS:
            raise TypeError(_ROUNDING_MESSAGE)
        if not (context.Etiny() <= exp._exp <= context.Emax):
            context._raise(InvalidOperation)
            raise _unsupported("a NaN quantize result")
        if not self._int:
            return _new(self._sign, 0, exp._exp)._fix(context)
        if self.adjusted() > context.Emax or self.adjusted() - exp._exp + 1 > context.prec:
            context._raise(InvalidOperation)
            raise _unsupported("a NaN quantize result")
        ans = self._rescale(exp._exp, rounding)
        if ans.adjusted() > context.Emax or _ndigits(ans._int) > context.prec:
            context._raise(InvalidOperation)
            raise _unsupported("a NaN quantize result")
        if ans._exp > self._exp:
            context._raise_all([Inexact, Rounded] if ans != self else [Rounded])
        return ans._fix(context)

    def to_integral_value(self, rounding=None, context=None):
        if self._exp >= 0:
            return self
        if context is None:
            context = getcontext()
        return self._rescale(0, rounding or context.rounding)

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        if self._exp >= 0:
            return self
        if context is None:
            context = getcontext()
        ans = self._rescale(0, rounding or context.rounding)
        context._raise_all([Inexact, Rounded] if ans != self else [Rounded])
        return ans

    def normalize(self, context=None):
        if context is None:
            context = getcontext()
        dup = self._fix(context)
        if not dup._int:
            return _new(dup._sign, 0, 0)
        coeff, exp = dup._int, dup._exp
        exp_max = context.Emax if not context.clamp else context.Etop()
        while coeff % 10 == 0 and exp < exp_max:
            coeff //= 10
            exp += 1
        return _new(dup._sign, coeff, exp)

    def sqrt(self, context=None):
        if context is None:
            context = getcontext()
        if self._sign and self._int:
            context._raise(InvalidOperation)
            raise _unsupported("sqrt of a negative number (NaN)")
        if not self._int:
            return _new(self._sign, 0, self._exp // 2)._fix(context)
        prec = context.prec + 1
        e = self._exp >> 1
        if self._exp & 1:
            c = self._int * 10
            l = (len(str(self._int)) >> 1) + 1
        else:
            c = self._int
            l = len(str(self._int)) + 1 >> 1
        shift = prec - l
        if shift >= 0:
            c *= 100 ** shift
            exact = True
        else:
            c, remainder = divmod(c, 100 ** -shift)
            exact = not remainder
        e -= shift
        n = _math.isqrt(c)
        exact = exact and n * n == c
        if exact:
            if shift >= 0:
                n //= 10 ** shift
            else:
                n *= 10 ** -shift
            e += shift
        elif n % 5 == 0:
            n += 1
        ans = _new(0, n, e)
        save = context.rounding
        context.rounding = ROUND_HALF_EVEN
        try:
            ans = ans._fix(context)
        finally:
            context.rounding = save
        return ans

    def copy_abs(self):
        return _new(0, self._int, self._exp)

    def copy_negate(self):
        return _new(1 - self._sign, self._int, self._exp)

    def copy_sign(self, other, context=None):
        other = _convert(other, True)
        return _new(other._sign, self._int, self._exp)

    def scaleb(self, other, context=None):
        other = _convert(other, True)
        return _new(self._sign, self._int, self._exp + int(other))._fix(context or getcontext())

    def fma(self, other, third, context=None):
        context = context or getcontext()
        other = _convert(other, True)
        third = _convert(third, True)
        product = _new(self._sign ^ other._sign, self._int * other._int, self._exp + other._exp)
        return product._add(third, context)

    def is_zero(self):
        return not self._int

    def is_signed(self):
        return self._sign == 1

    def is_finite(self):
        return True

    def is_infinite(self):
        return False

    def is_nan(self):
        return False

    def is_qnan(self):
        return False

    def is_snan(self):
        return False

    def is_normal(self, context=None):
        return bool(self._int) and self.adjusted() >= (context or getcontext()).Emin

    def is_subnormal(self, context=None):
        return bool(self._int) and self.adjusted() < (context or getcontext()).Emin

    def is_canonical(self):
        return True

    def canonical(self):
        return self

    def conjugate(self):
        return self

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def radix(self):
        return Decimal(10)

    def number_class(self, context=None):
        if not self._int:
            return "-Zero" if self._sign else "+Zero"
        if self.is_subnormal(context):
            return "-Subnormal" if self._sign else "+Subnormal"
        return "-Normal" if self._sign else "+Normal"

    def exp(self, context=None):
        raise _unsupported("Decimal.exp()")

    def ln(self, context=None):
        raise _unsupported("Decimal.ln()")

    def log10(self, context=None):
        raise _unsupported("Decimal.log10()")

    def logb(self, context=None):
        if not self._int:
            raise _unsupported("logb(0) (-Infinity)")
        return Decimal(self.adjusted())._fix(context or getcontext())

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __format__(self, spec):
        return _format_decimal(self, spec)


class _Infinity:
    # A float infinity compared with a Decimal.
    def __init__(self, f):
        self.sign = -1 if f < 0 else 1

    def cmp_decimal(self, d):
        return self.sign


class _FractionOperand:
    # A Fraction compared with a Decimal, exactly.
    def __init__(self, f):
        self.f = f

    def cmp_decimal(self, d):
        n, den = d.as_integer_ratio()
        a = self.f.numerator * den
        b = n * self.f.denominator
        return (a > b) - (a < b)


def _format_decimal(d, spec):
    # Decimal.__format__ after CPython's _pydecimal: the format spec applied to the exact
    # digits (never through a float), rounding with the context's rounding mode.
    import re
    m = re.fullmatch(r"(?:(.)?([<>=^]))?([-+ ])?(z)?()(0)?(\d+)?(,)?(?:\.(\d+))?"
                     r"([eEfFgGn%])?", spec, re.S)
    if m is None:
        raise ValueError("invalid format string")
    fill, align, sign, z, alt, zero, width, group, prec, typ = m.groups()
    if zero:
        if fill is not None:
            raise ValueError("Fill character conflicts with '0' in format specifier: " + spec)
        if align is not None:
            raise ValueError("Alignment conflicts with '0' in format specifier: " + spec)
    fill = fill or " "
    align = align or ">"
    minwidth = int(width) if width else 0
    precision = int(prec) if prec is not None else None
    context = getcontext()
    if typ == "n":
        raise _unsupported("the 'n' format of Decimal")
    if typ is None:
        typ = ["g", "G"][context.capitals]
    if typ in "gG" and precision == 0:
        precision = 1
    if typ == "%":
        d = _new(d._sign, d._int, d._exp + 2)
    rounding = context.rounding
    if precision is not None:
        if typ in "eE":
            d = d._round_sig(precision + 1, rounding)
        elif typ in "fF%":
            d = d._rescale(-precision, rounding)
        elif typ in "gG" and _ndigits(d._int) > precision:
            d = d._round_sig(precision, rounding)
    if not d._int and d._exp > 0 and typ in "fF%":
        d = d._rescale(0, rounding)
    neg = d._sign == 1 and not (z and not d._int)
    digits = str(d._int)
    leftdigits = d._exp + len(digits)
    if typ in "eE":
        dotplace = 1 - precision if (not d._int and precision is not None) else 1
    elif typ in "fF%":
        dotplace = leftdigits
    elif d._exp <= 0 and leftdigits > -6:
        dotplace = leftdigits
    else:
        dotplace = 1
    if dotplace < 0:
        intpart = "0"
        fracpart = "0" * (-dotplace) + digits
    elif dotplace > len(digits):
        intpart = digits + "0" * (dotplace - len(digits))
        fracpart = ""
    else:
        intpart = digits[:dotplace] or "0"
        fracpart = digits[dotplace:]
    exp = leftdigits - dotplace
    sign_str = "-" if neg else (sign if sign in ("+", " ") else "")
    if fracpart or alt:
        fracpart = "." + fracpart
    if exp != 0 or typ in "eE":
        echar = {"E": "E", "e": "e", "G": "E", "g": "e"}[typ]
        fracpart += "%s%+d" % (echar, exp)
    if typ == "%":
        fracpart += "%"
    min_width = minwidth - len(fracpart) - len(sign_str) if zero else 0
    intpart = _group_digits(intpart, group or "", min_width)
    body = intpart + fracpart
    padding = fill * (minwidth - len(sign_str) - len(body))
    if zero:
        align = "="
    if align == "<":
        return sign_str + body + padding
    if align == ">":
        return padding + sign_str + body
    if align == "=":
        return sign_str + padding + body
    half = len(padding) // 2
    return padding[:half] + sign_str + body + padding[half:]


def _group_digits(digits, sep, min_width):
    # CPython's _insert_thousands_sep: groups of 3 joined by [sep] (none when sep is empty),
    # zero-padded to [min_width].
    if not sep:
        n = max(len(digits), min_width, 1)
        return "0" * (n - len(digits)) + digits
    groups = []
    while True:
        n = min(max(len(digits), min_width, 1), 3)
        groups.append("0" * (n - len(digits)) + digits[-n:])
        digits = digits[:-n]
        min_width -= n
        if not digits and min_width <= 0:
            break
        min_width -= len(sep)
    return sep.join(reversed(groups))


def _round_sig(self, places, rounding):
    # Self rounded to [places] significant digits (CPython's Decimal._round: the coefficient
    # is padded when it has fewer digits).
    if not self._int:
        return self
    ans = self._rescale(self.adjusted() + 1 - places, rounding)
    if ans.adjusted() != self.adjusted():
        ans = ans._rescale(ans.adjusted() + 1 - places, rounding)
    return ans


Decimal._round_sig = _round_sig


# The native core (stdlib/np_lib_decimal.c): _np_install replaces the methods named in _SLOW by
# natives computing the same results for exact Decimals and ints in the usual ranges; they call
# these Python versions for everything else (the order is the C file's SL_* order).
_SLOW = (Decimal.__init__, Decimal.__add__, Decimal.__radd__, Decimal.__sub__, Decimal.__rsub__,
         Decimal.__mul__, Decimal.__rmul__, Decimal.__truediv__, Decimal.__rtruediv__,
         Decimal.__eq__, Decimal.__ne__, Decimal.__lt__, Decimal.__le__, Decimal.__gt__,
         Decimal.__ge__, Decimal.__hash__, Decimal.__str__, Decimal.__repr__, Decimal.quantize,
         Decimal.__neg__, Decimal.__pos__, Decimal.__abs__, Decimal.__bool__,
         Decimal.__format__, Decimal.__float__, Decimal.__int__, Decimal.__round__)
_np_install(Decimal, (Decimal, _current, Clamped, Inexact, Rounded, None, _SLOW, None))
del _np_install
