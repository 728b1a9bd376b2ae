# datetime: date, time, datetime, timedelta, tzinfo and timezone (fixed offsets), written in
# Nearly Python after CPython 3.11's C implementation (messages, reprs, rounding rules).
# Reading the clock (today, now, utcnow) needs the policy's 'clock' capability (RuntimeError
# without it); with it, the local time zone is UTC. Fields are plain attributes.
from math import modf as _modf

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059
_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_dbm = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_dbm)
    _dbm += _dim
_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun",
               "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_FULLMONTHNAMES = [None, "January", "February", "March", "April", "May", "June", "July",
                   "August", "September", "October", "November", "December"]
_DAYNAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_FULLDAYNAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _no_clock(what):
    raise RuntimeError(what + " needs the 'clock' capability, which this program was not granted")


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


def _ord2ymd(n):
    n -= 1
    n400, n = divmod(n, 146097)
    year = n400 * 400 + 1
    n100, n = divmod(n, 36524)
    n4, n = divmod(n, 1461)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


def _tn(x):
    # The type name CPython prints in messages: the datetime types are qualified.
    if isinstance(x, (timedelta, date, time, tzinfo, IsoCalendarDate)):
        return "datetime." + type(x).__name__
    return type(x).__name__


def _rn(x):
    # The name a repr starts with: CPython's tp_name ("datetime.date"; a subclass's own name).
    t = type(x)
    if t in (timedelta, date, time, datetime):
        return "datetime." + t.__name__
    return t.__name__


def _binop_error(op, a, b):
    raise TypeError("unsupported operand type(s) for %s: '%s' and '%s'" % (op, _tn(a), _tn(b)))


def _cmp_error(op, a, b):
    raise TypeError("'%s' not supported between instances of '%s' and '%s'" % (op, _tn(a), _tn(b)))


def _check_int(x):
    if isinstance(x, int):
        return int(x)
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)


def _check_date_fields(year, month, day):
    year = _check_int(year)
    month = _check_int(month)
    day = _check_int(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("year %d is out of range" % year)
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    hour = _check_int(hour)
    minute = _check_int(minute)
    second = _check_int(second)
    microsecond = _check_int(microsecond)
    fold = _check_int(fold)
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold not in (0, 1):
        raise ValueError("fold must be either 0 or 1")
    return hour, minute, second, microsecond, fold


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                        % type(tz).__name__)


def _divide_and_round(a, b):
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or r == b and q % 2 == 1:
        q += 1
    return q


# ------------------------------------------------------------------------------------ timedelta

def _td_from_us(us):
    # A timedelta of [us] microseconds, normalized (OverflowError past the range).
    return timedelta(0, 0, us)


def _accum(tag, total, num, factor, leftover):
    # CPython's accum(): ints are exact; a float's fraction is carried in [leftover].
    if isinstance(num, int):
        return total + num * factor, leftover
    if isinstance(num, float):
        frac, ip = _modf(num)
        total = total + int(ip) * factor
        if frac == 0.0:
            return total, leftover
        dnum = float(factor) * frac
        frac, ip = _modf(dnum)
        return total + int(ip), leftover + frac
    raise TypeError("unsupported type for timedelta %s component: %s" % (tag, type(num).__name__))


# Read-only fields as in CPython: each class's __setattr__/__delattr__ refuses its fields
# (with the message of the C type that owns them), class attributes and unknown names, and
# lets user subclasses (which have a __dict__ in CPython) write anything else. Construction
# writes the fields with the native _setf, around __setattr__.

def _ro_check(self, name, fields):
    owner = fields.get(name)
    if owner is not None:
        if owner == "":
            raise AttributeError("readonly attribute")
        raise AttributeError("attribute '%s' of '%s' objects is not writable" % (name, owner))
    t = type(self)
    if t not in _RO_TYPES:
        return True
    tn = "datetime." + t.__name__
    if (name[:1] != "_" or name[:2] == "__") and hasattr(t, name):
        raise AttributeError("'%s' object attribute '%s' is read-only" % (tn, name))
    raise AttributeError("'%s' object has no attribute '%s'" % (tn, name))


_WRAPPED_INITS = set()
_READY = False


def _fields_first(cls, base):
    # CPython's timedelta, date, time and datetime set their fields in __new__ from the call's
    # arguments, before any __init__: a subclass whose own __init__ does not call the base's
    # still has them. Nearly's set them in __init__, so a script's subclass defining __init__
    # gets it wrapped to run the base's first (when it also calls super().__init__, the same
    # fields are set again). The module's own classes are made before _READY.
    if not _READY:
        return
    if base is None:
        base = datetime if issubclass(cls, datetime) else date
    init = cls.__init__
    if init is base.__init__ or init in _WRAPPED_INITS:
        return

    def __init__(self, *args, **kw):
        base.__init__(self, *args, **kw)
        init(self, *args, **kw)

    _WRAPPED_INITS.add(__init__)
    cls.__init__ = __init__


def _ro_methods(fields):
    def __setattr__(self, name, value):
        if _ro_check(self, name, fields):
            object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if _ro_check(self, name, fields):
            object.__delattr__(self, name)

    return __setattr__, __delattr__


# copy.copy and copy.deepcopy: as CPython's copies (through its classes' __reduce__) do, a
# copy of a date, datetime, time, timedelta or timezone is made by calling its class with its
# fields (deepcopy: copies of them, which copies a tzinfo), so a subclass's __init__ runs again
# and no other attribute is carried over; timezone.utc stays itself. Other instances (a script's
# tzinfo subclass, IsoCalendarDate, struct_time) get a bare instance of their class with the
# same attributes (copies of them), set around the classes' read-only __setattr__.

def _copy_args(self):
    if isinstance(self, datetime):
        return (self.year, self.month, self.day, self.hour, self.minute, self.second,
                self.microsecond, self.tzinfo, self.fold)
    if isinstance(self, date):
        return (self.year, self.month, self.day)
    if isinstance(self, time):
        return (self.hour, self.minute, self.second, self.microsecond, self.tzinfo, self.fold)
    if isinstance(self, timedelta):
        return (self.days, self.seconds, self.microseconds)
    if isinstance(self, timezone):
        return (self._offset,) if self._name is None else (self._offset, self._name)
    return None


def _copy_with(self, memo):
    if self is _UTC_ONE:
        return self
    args = _copy_args(self)
    if args is None:
        y = _inst_new(type(self))
        if memo is not None:
            from copy import deepcopy
            memo[id(self)] = y
        for k, v in _inst_items(self):
            _setf(y, k, v if memo is None else deepcopy(v, memo))
        return y
    if memo is not None:
        from copy import deepcopy
        args = deepcopy(args, memo)
    if isinstance(self, (datetime, time)):
        return type(self)(*args[:-1], fold=args[-1])
    return type(self)(*args)


def _copy_obj(self):
    return _copy_with(self, None)


def _deepcopy_obj(self, memo):
    y = _copy_with(self, memo)
    memo[id(self)] = y
    return y


_UTC_ONE = None

_TD_FIELDS = {"days": "", "seconds": "", "microseconds": ""}
_DATE_FIELDS = {"year": "datetime.date", "month": "datetime.date", "day": "datetime.date"}
_ISO_FIELDS = {"year": "datetime.IsoCalendarDate", "week": "datetime.IsoCalendarDate",
               "weekday": "datetime.IsoCalendarDate"}
_TIME_FIELDS = {"hour": "datetime.time", "minute": "datetime.time", "second": "datetime.time",
                "microsecond": "datetime.time", "tzinfo": "datetime.time", "fold": "datetime.time"}
_DT_FIELDS = {"year": "datetime.date", "month": "datetime.date", "day": "datetime.date",
              "hour": "datetime.datetime", "minute": "datetime.datetime",
              "second": "datetime.datetime", "microsecond": "datetime.datetime",
              "tzinfo": "datetime.datetime", "fold": "datetime.datetime"}
_NO_FIELDS = {}


class timedelta:
    __setattr__, __delattr__ = _ro_methods(_TD_FIELDS)
    __copy__, __deepcopy__ = _copy_obj, _deepcopy_obj

    def __init_subclass__(cls, **kw):
        _fields_first(cls, timedelta)

    def __init__(self, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0,
                 weeks=0):
        total = 0
        left = 0.0
        total, left = _accum("microseconds", total, microseconds, 1, left)
        total, left = _accum("milliseconds", total, milliseconds, 1000, left)
        total, left = _accum("seconds", total, seconds, 1000000, left)
        total, left = _accum("minutes", total, minutes, 60000000, left)
        total, left = _accum("hours", total, hours, 3600000000, left)
        total, left = _accum("days", total, days, 86400000000, left)
        total, left = _accum("weeks", total, weeks, 604800000000, left)
        if left:
            whole = round(left)
            if abs(whole - left) == 0.5:
                odd = total & 1
                whole = 2.0 * round((left + odd) * 0.5) - odd
            total += int(whole)
        d, rest = divmod(total, 86400000000)
        if not -2147483648 <= d <= 2147483647:
            raise OverflowError("Python int too large to convert to C int")
        if not -999999999 <= d <= 999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        s, us = divmod(rest, 1000000)
        _setf(self, "days", d, "seconds", s, "microseconds", us, "_us", total)

    def total_seconds(self):
        return self._us / 10 ** 6

    def __repr__(self):
        args = []
        if self.days:
            args.append("days=%d" % self.days)
        if self.seconds:
            args.append("seconds=%d" % self.seconds)
        if self.microseconds:
            args.append("microseconds=%d" % self.microseconds)
        if not args:
            args.append("0")
        return "%s(%s)" % (_rn(self), ", ".join(args))

    def __str__(self):
        mm, ss = divmod(self.seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self.days:
            s = "%d day%s, " % (self.days, "s" if abs(self.days) != 1 else "") + s
        if self.microseconds:
            s = s + ".%06d" % self.microseconds
        return s

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _td_from_us(self._us + other._us)
        if isinstance(other, (date, time, tzinfo)):
            return other.__radd__(self)
        _binop_error("+", self, other)

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return _td_from_us(self._us + other._us)
        _binop_error("+", other, self)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _td_from_us(self._us - other._us)
        _binop_error("-", self, other)

    def __rsub__(self, other):
        # (Reached first for `a - b` when b's class is a subclass of a's.)
        if isinstance(other, timedelta):
            return other.__sub__(self)
        _binop_error("-", other, self)

    def __neg__(self):
        return _td_from_us(-self._us)

    def __pos__(self):
        return self

    def __abs__(self):
        return _td_from_us(abs(self._us))

    def __mul__(self, other):
        if isinstance(other, int):
            return _td_from_us(self._us * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return _td_from_us(_divide_and_round(self._us * a, b))
        _binop_error("*", self, other)

    def __rmul__(self, other):
        if isinstance(other, (int, float)):
            return self.__mul__(other)
        _binop_error("*", other, self)

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            if other._us == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return self._us // other._us
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td_from_us(self._us // other)
        _binop_error("//", self, other)

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            if other._us == 0:
                raise ZeroDivisionError("division by zero")
            return self._us / other._us
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td_from_us(_divide_and_round(self._us, other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            if a == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td_from_us(_divide_and_round(b * self._us, a))
        _binop_error("/", self, other)

    def __mod__(self, other):
        if isinstance(other, timedelta):
            if other._us == 0:
                raise ZeroDivisionError("integer modulo by zero")
            return _td_from_us(self._us % other._us)
        _binop_error("%", self, other)

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            if other._us == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            q, r = divmod(self._us, other._us)
            return q, _td_from_us(r)
        raise TypeError("unsupported operand type(s) for divmod(): '%s' and '%s'"
                        % (_tn(self), _tn(other)))

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._us == other._us
        return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._us < other._us
        _cmp_error("<", self, other)

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._us <= other._us
        _cmp_error("<=", self, other)

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._us > other._us
        _cmp_error(">", self, other)

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._us >= other._us
        _cmp_error(">=", self, other)

    def __hash__(self):
        return hash((self.days, self.seconds, self.microseconds))

    def __bool__(self):
        return self._us != 0


# The hot methods become natives (stdlib/np_lib_datetime.c); each Python method they replace
# stays as "_s" + its name, the natives' path for what they do not handle themselves.
_install(timedelta, 2)

timedelta.min = _td_from_us(-999999999 * 86400000000)
timedelta.max = _td_from_us(1000000000 * 86400000000 - 1)
timedelta.resolution = _td_from_us(1)

# ------------------------------------------------------------------------------------ strftime


def _fmt_offset(off, sep):
    # "+HH:MM" ([sep] ":") or "+HHMM" ([sep] ""), with seconds and microseconds when present.
    if off is None:
        return ""
    us = off._us
    sign = "+"
    if us < 0:
        sign = "-"
        us = -us
    hh, rest = divmod(us, 3600000000)
    mm, rest = divmod(rest, 60000000)
    ss, us = divmod(rest, 1000000)
    s = "%s%02d%s%02d" % (sign, hh, sep, mm)
    if ss or us:
        s += "%s%02d" % (sep, ss)
        if us:
            s += ".%06d" % us
    return s


def _strftime(fmt, y, mo, d, hh, mi, ss, us, off, tzname):
    if not isinstance(fmt, str):
        raise TypeError("strftime() argument 1 must be str, not %s" % type(fmt).__name__)
    wd = (_ymd2ord(y, mo, d) + 6) % 7
    yday = _days_before_month(y, mo) + d
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c != "%" or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        c = fmt[i + 1]
        i += 2
        nopad = False
        if c == "-" and i < n:
            nopad = True
            c = fmt[i]
            i += 1
        # glibc's E and O modifiers select the C locale's same formats.
        if (c == "E" and i < n and fmt[i] in "cCxXyY" or
                c == "O" and i < n and fmt[i] in "deHImMSuUVwWy"):
            c = fmt[i]
            i += 1
        num = None
        if c == "Y":
            out.append(str(y))
        elif c == "m":
            num = mo
        elif c == "d":
            num = d
        elif c == "H":
            num = hh
        elif c == "M":
            num = mi
        elif c == "S":
            num = ss
        elif c == "f":
            out.append("%06d" % us)
        elif c == "y":
            num = y % 100
        elif c == "C":
            out.append(str(y // 100))
        elif c == "b" or c == "h":
            out.append(_MONTHNAMES[mo])
        elif c == "B":
            out.append(_FULLMONTHNAMES[mo])
        elif c == "a":
            out.append(_DAYNAMES[wd])
        elif c == "A":
            out.append(_FULLDAYNAMES[wd])
        elif c == "j":
            out.append(str(yday) if nopad else "%03d" % yday)
        elif c == "p":
            out.append("AM" if hh < 12 else "PM")
        elif c == "I":
            num = hh % 12 or 12
        elif c == "z":
            out.append(_fmt_offset(off, ""))
        elif c == "Z":
            out.append(tzname or "")
        elif c == "%":
            out.append("%")
        elif c == "e":
            out.append("%2d" % d)
        elif c == "c":
            out.append("%s %s %2d %02d:%02d:%02d %d" % (_DAYNAMES[wd], _MONTHNAMES[mo], d,
                                                         hh, mi, ss, y))
        elif c == "x" or c == "D":
            out.append("%02d/%02d/%02d" % (mo, d, y % 100))
        elif c == "X" or c == "T":
            out.append("%02d:%02d:%02d" % (hh, mi, ss))
        elif c == "R":
            out.append("%02d:%02d" % (hh, mi))
        elif c == "F":
            out.append("%d-%02d-%02d" % (y, mo, d))
        elif c == "w":
            out.append(str((wd + 1) % 7))
        elif c == "u":
            out.append(str(wd + 1))
        elif c == "U":
            num = (yday - 1 + 7 - (wd + 1) % 7) // 7
        elif c == "W":
            num = (yday - 1 + 7 - wd) // 7
        elif c == "G" or c == "V":
            iy, iw, _ = _isocalendar(y, mo, d)
            if c == "G":
                out.append(str(iy))
            else:
                num = iw
        elif c == "n":
            out.append("\n")
        elif c == "t":
            out.append("\t")
        else:
            out.append("%" + ("-" if nopad else "") + c)
        if num is not None:
            out.append(str(num) if nopad else "%02d" % num)
    return "".join(out)


# (ISO year, week, weekday) of a valid date, native.
_isocalendar = _isocalendar_native


class IsoCalendarDate:
    __setattr__, __delattr__ = _ro_methods(_ISO_FIELDS)
    __copy__, __deepcopy__ = _copy_obj, _deepcopy_obj

    def __init__(self, year, week, weekday):
        _setf(self, "year", year, "week", week, "weekday", weekday)

    def _t(self):
        return (self.year, self.week, self.weekday)

    def __repr__(self):
        return "datetime.IsoCalendarDate(year=%d, week=%d, weekday=%d)" % self._t()

    def __getitem__(self, i):
        return self._t()[i]

    def __len__(self):
        return 3

    def __iter__(self):
        return iter(self._t())

    def __eq__(self, other):
        if isinstance(other, IsoCalendarDate):
            other = other._t()
        return self._t() == other

    def __hash__(self):
        return hash(self._t())


_ST_NAMES = ("tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday",
             "tm_yday", "tm_isdst")
_ST_FIELDS = {"tm_year": "", "tm_mon": "", "tm_mday": "", "tm_hour": "", "tm_min": "",
              "tm_sec": "", "tm_wday": "", "tm_yday": "", "tm_isdst": ""}


class struct_time:
    # What timetuple() returns: a read-only 9-tuple with tm_* names (time.struct_time).
    __setattr__, __delattr__ = _ro_methods(_ST_FIELDS)
    __copy__, __deepcopy__ = _copy_obj, _deepcopy_obj

    def __init__(self, t):
        _setf(self, "_t", t, "tm_year", t[0], "tm_mon", t[1], "tm_mday", t[2], "tm_hour", t[3],
              "tm_min", t[4], "tm_sec", t[5], "tm_wday", t[6], "tm_yday", t[7],
              "tm_isdst", t[8])

    def __repr__(self):
        return "time.struct_time(" + ", ".join(
            "%s=%r" % (n, v) for n, v in zip(_ST_NAMES, self._t)) + ")"

    def __getitem__(self, i):
        return self._t[i]

    def __len__(self):
        return 9

    def __iter__(self):
        return iter(self._t)

    def __eq__(self, other):
        if isinstance(other, _struct_time):
            other = other._t
        return self._t == other

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._t)


_struct_time = struct_time
del struct_time


def _timetuple(y, m, d, hh, mm, ss, dst):
    # The 9-tuple of date/datetime.timetuple(); [dst] is the dst() result (None: -1).
    isdst = -1 if dst is None else (1 if dst else 0)
    wday = (_ymd2ord(y, m, d) + 6) % 7
    yday = _days_before_month(y, m) + d
    return _struct_time((y, m, d, hh, mm, ss, wday, yday, isdst))


# ------------------------------------------------------------------------------------ date

def _date_from_ordinal(cls, n):
    if not 1 <= n <= _MAXORDINAL:
        raise OverflowError("date value out of range")
    y, m, d = _ord2ymd(n)
    return cls(y, m, d)


def _parse_isodate(s):
    # 'YYYY-MM-DD', 'YYYYMMDD', 'YYYY-Www-D', 'YYYYWwwD', 'YYYY-Www', 'YYYYWww'; None when bad.
    def num(t):
        if len(t) == 0 or not t.isdigit() or not t.isascii():
            return None
        return int(t)
    if len(s) < 7:
        return None
    y = num(s[0:4])
    if y is None:
        return None
    rest = s[4:]
    dash = rest[0] == "-"
    if dash:
        rest = rest[1:]
    if rest[:1] == "W":
        rest = rest[1:]
        w = num(rest[0:2])
        rest = rest[2:]
        wd = 1
        if rest:
            if dash:
                if rest[0] != "-":
                    return None
                rest = rest[1:]
            if len(rest) != 1:
                return None
            wd = num(rest)
        if w is None or wd is None:
            return None
        try:
            return date.fromisocalendar(y, w, wd)._t()
        except ValueError:
            return None
    if dash:
        if len(rest) != 5 or rest[2] != "-":
            return None
        m, d = num(rest[0:2]), num(rest[3:5])
    else:
        if len(rest) != 4:
            return None
        m, d = num(rest[0:2]), num(rest[2:4])
    if m is None or d is None:
        return None
    return y, m, d


class date:
    __setattr__, __delattr__ = _ro_methods(_DATE_FIELDS)
    __copy__, __deepcopy__ = _copy_obj, _deepcopy_obj

    def __init_subclass__(cls, **kw):
        _fields_first(cls, None)

    def __init__(self, year, month=None, day=None):
        y, m, d = _check_date_fields(year, month, day)
        _setf(self, "year", y, "month", m, "day", d)

    def today():
        t = _clock_now()
        if t is None:
            _no_clock("date.today()")
        return datetime.utcfromtimestamp(t).date()

    def fromtimestamp(t):
        _no_clock("date.fromtimestamp() (it uses the local time zone)")

    @classmethod
    def fromordinal(cls, n):
        return _fromordinal(cls, n)

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        ymd = _parse_isodate(s) if len(s) in (7, 8, 10) else None
        if ymd is None:
            raise ValueError("Invalid isoformat string: %r" % s)
        return cls(*ymd)

    def fromisocalendar(year, week, day):
        if not MINYEAR <= year <= MAXYEAR:
            raise ValueError("Year is out of range: %d" % year)
        if not 0 < week < 53:
            out_of_range = True
            if week == 53:
                first_weekday = _ymd2ord(year, 1, 1) % 7
                if first_weekday == 4 or (first_weekday == 3 and _is_leap(year)):
                    out_of_range = False
            if out_of_range:
                raise ValueError("Invalid week: %d" % week)
        if not 0 < day < 8:
            raise ValueError("Invalid weekday: %d (range is [1, 7])" % day)
        first = _ymd2ord(year, 1, 1)
        fwd = (first + 6) % 7
        wm = first - fwd
        if fwd > 3:
            wm += 7
        return _date_from_ordinal(date, wm + (week - 1) * 7 + (day - 1))

    def _t(self):
        return (self.year, self.month, self.day)

    def __repr__(self):
        return "%s(%d, %d, %d)" % (_rn(self), self.year, self.month, self.day)

    def isoformat(self):
        return "%04d-%02d-%02d" % (self.year, self.month, self.day)

    def __str__(self):
        return self.isoformat()

    def ctime(self):
        t = (0, 0, 0)
        if isinstance(self, datetime):
            t = (self.hour, self.minute, self.second)
        return "%s %s %2d %02d:%02d:%02d %04d" % ((_DAYNAMES[self.weekday()],
                                                   _MONTHNAMES[self.month], self.day) + t +
                                                  (self.year,))

    def strftime(self, fmt):
        return _strftime(fmt, self.year, self.month, self.day, 0, 0, 0, 0, None, None)

    def __format__(self, spec):
        if not isinstance(spec, str):
            raise TypeError("__format__() argument 1 must be str, not %s" % type(spec).__name__)
        if spec:
            return self.strftime(spec)
        return str(self)

    def toordinal(self):
        return _ymd2ord(self.year, self.month, self.day)

    def timetuple(self):
        return _timetuple(self.year, self.month, self.day, 0, 0, 0, None)

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        return IsoCalendarDate(*_isocalendar(self.year, self.month, self.day))

    def replace(self, year=None, month=None, day=None):
        return type(self)(self.year if year is None else year, self.month if month is None else month,
                    self.day if day is None else day)

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _date_from_ordinal(type(self), self.toordinal() + other.days)
        _binop_error("+", self, other)

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return self.__add__(other)
        _binop_error("+", other, self)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _date_from_ordinal(type(self), self.toordinal() - other.days)
        if isinstance(other, date) and not isinstance(other, datetime):
            return timedelta(self.toordinal() - other.toordinal())
        _binop_error("-", self, other)

    def __rsub__(self, other):
        # (Reached first for `a - b` when b's class is a subclass of a's: a date or datetime
        # on the left subtracts as its own class does.)
        if isinstance(other, date):
            return other.__sub__(self)
        _binop_error("-", other, self)

    def _cmp(self, other, op):
        if isinstance(other, datetime):
            if op == "==":
                return None
            raise TypeError("can't compare datetime.datetime to datetime.date")
        if isinstance(other, date):
            a, b = self._t(), other._t()
            return 0 if a == b else (-1 if a < b else 1)
        if op == "==":
            return None
        _cmp_error(op, self, other)

    def __eq__(self, other):
        c = self._cmp(other, "==")
        return c == 0

    def __ne__(self, other):
        return not self.__eq__(other)

    def __lt__(self, other):
        return self._cmp(other, "<") < 0

    def __le__(self, other):
        return self._cmp(other, "<=") <= 0

    def __gt__(self, other):
        return self._cmp(other, ">") > 0

    def __ge__(self, other):
        return self._cmp(other, ">=") >= 0

    def __hash__(self):
        return hash(-self.toordinal())


_install(date, 0)

date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)

# ------------------------------------------------------------------------------------ tzinfo


class tzinfo:
    __setattr__, __delattr__ = _ro_methods(_NO_FIELDS)
    __copy__, __deepcopy__ = _copy_obj, _deepcopy_obj

    def tzname(self, dt):
        raise NotImplementedError("tzinfo subclass must override tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("tzinfo subclass must override utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("tzinfo subclass must override dst()")

    def fromutc(self, dt):
        return dt + self.utcoffset(dt)


_TZ_MAX_US = 86400000000


class timezone(tzinfo):
    __np_final__ = 'datetime.timezone'  # CPython's C type is no acceptable base (vm/np_class.c)
    def __init__(self, offset, name=None):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s"
                            % type(offset).__name__)
        if name is not None and not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s" % type(name).__name__)
        if not -_TZ_MAX_US < offset._us < _TZ_MAX_US:
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24)"
                             " and timedelta(hours=24), not %r." % (offset,))
        _setf(self, "_offset", offset, "_name", name)

    def utcoffset(self, dt):
        return self._offset

    def dst(self, dt):
        return None

    def tzname(self, dt):
        if self._name is not None:
            return self._name
        if self._offset._us == 0:
            return "UTC"
        return "UTC" + _fmt_offset(self._offset, ":")

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc() argument must be a datetime instance or None")
        return dt + self._offset

    def __repr__(self):
        if self._offset._us == 0 and self._name is None:
            return "datetime.timezone.utc"
        if self._name is None:
            return "datetime.timezone(%r)" % (self._offset,)
        return "datetime.timezone(%r, %r)" % (self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self._offset)


timezone.utc = timezone(timedelta(0))
_UTC_ONE = timezone.utc
timezone.min = timezone(timedelta(hours=-23, minutes=-59))
timezone.max = timezone(timedelta(hours=23, minutes=59))
UTC = timezone.utc


def _offset_of(tz, dt):
    if tz is None:
        return None
    off = tz.utcoffset(dt)
    if off is not None and not isinstance(off, timedelta):
        raise TypeError("tzinfo.utcoffset() must return None or timedelta, not '%s'"
                        % type(off).__name__)
    return off


def _tzname_of(tz, dt):
    if tz is None:
        return None
    return tz.tzname(dt)

# ------------------------------------------------------------------------------------ time


def _time_iso(hh, mm, ss, us, timespec):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    if timespec == "hours":
        return "%02d" % hh
    if timespec == "minutes":
        return "%02d:%02d" % (hh, mm)
    if timespec == "seconds":
        return "%02d:%02d:%02d" % (hh, mm, ss)
    if timespec == "milliseconds":
        return "%02d:%02d:%02d.%03d" % (hh, mm, ss, us // 1000)
    if timespec == "microseconds":
        return "%02d:%02d:%02d.%06d" % (hh, mm, ss, us)
    raise ValueError("Unknown timespec value")


def _parse_isotime(s):
    # 'HH[:MM[:SS[.ffffff]]]' (or without colons) plus an optional offset; None when bad.
    # Before an offset CPython's parser skips one character after the last field
    # ('03:04:05 +02:00') and anything after six fraction digits; so does this one.
    tz = None
    for k in range(len(s)):
        if s[k] in "+-Z":
            tzs = s[k:]
            s = s[:k]
            if tzs == "Z":
                tz = timezone.utc
            else:
                t = _parse_isotime(tzs[1:])
                if t is None or t[4] is not None:
                    return None
                off = timedelta(hours=t[0], minutes=t[1], seconds=t[2], microseconds=t[3])
                if tzs[0] == "-":
                    off = -off
                # Out of range: timezone() raises CPython's ValueError; a zero offset is
                # timezone.utc, as CPython's timezone constructor returns for it.
                tz = timezone(off) if off else timezone.utc
            break
    frac = 0
    for sep in ".,":
        if sep in s:
            s, f = s.split(sep, 1)
            if tz is not None and len(f) > 6 and f[:6].isdigit() and f[:6].isascii():
                f = f[:6]
            if not 1 <= len(f) or not f.isdigit() or not f.isascii():
                return None
            frac = int((f + "000000")[:6])
            break
    else:
        if tz is not None and s and _parse_isotime(s) is None:
            t = _parse_isotime(s[:-1])
            return None if t is None else t[:4] + (tz,)
    colon = ":" in s
    parts = s.split(":") if colon else [s[i:i + 2] for i in range(0, len(s), 2)]
    if not 1 <= len(parts) <= 3 or frac and len(parts) != 3:
        return None
    vals = []
    for p in parts:
        if len(p) != 2 or not p.isdigit() or not p.isascii():
            return None
        vals.append(int(p))
    while len(vals) < 3:
        vals.append(0)
    return vals[0], vals[1], vals[2], frac, tz


class time:
    __setattr__, __delattr__ = _ro_methods(_TIME_FIELDS)
    __copy__, __deepcopy__ = _copy_obj, _deepcopy_obj

    def __init_subclass__(cls, **kw):
        _fields_first(cls, time)

    def __init__(self, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        h, mi, s, us, f = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        _setf(self, "hour", h, "minute", mi, "second", s, "microsecond", us, "fold", f,
              "tzinfo", tzinfo)

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        t = _parse_isotime(s[1:] if s[:1] == "T" else s)
        if t is None:
            raise ValueError("Invalid isoformat string: %r" % s)
        return cls(t[0], t[1], t[2], t[3], t[4])

    def _us(self):
        return ((self.hour * 60 + self.minute) * 60 + self.second) * 1000000 + self.microsecond

    def utcoffset(self):
        return _offset_of(self.tzinfo, None)

    def tzname(self):
        return _tzname_of(self.tzinfo, None)

    def dst(self):
        return None if self.tzinfo is None else self.tzinfo.dst(None)

    def __repr__(self):
        if self.microsecond:
            s = "%d, %d, %d, %d" % (self.hour, self.minute, self.second, self.microsecond)
        elif self.second:
            s = "%d, %d, %d" % (self.hour, self.minute, self.second)
        else:
            s = "%d, %d" % (self.hour, self.minute)
        if self.tzinfo is not None:
            s += ", tzinfo=%r" % (self.tzinfo,)
        if self.fold:
            s += ", fold=1"
        return "%s(%s)" % (_rn(self), s)

    def isoformat(self, timespec="auto"):
        s = _time_iso(self.hour, self.minute, self.second, self.microsecond, timespec)
        return s + _fmt_offset(self.utcoffset(), ":")

    def __str__(self):
        return self.isoformat()

    def strftime(self, fmt):
        return _strftime(fmt, 1900, 1, 1, self.hour, self.minute, self.second, self.microsecond,
                         self.utcoffset(), self.tzname())

    def __format__(self, spec):
        if not isinstance(spec, str):
            raise TypeError("__format__() argument 1 must be str, not %s" % type(spec).__name__)
        if spec:
            return self.strftime(spec)
        return str(self)

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *,
                fold=None):
        return time(self.hour if hour is None else hour,
                    self.minute if minute is None else minute,
                    self.second if second is None else second,
                    self.microsecond if microsecond is None else microsecond,
                    self.tzinfo if tzinfo is True else tzinfo,
                    fold=self.fold if fold is None else fold)

    def _cmp(self, other, op):
        if not isinstance(other, time):
            if op == "==":
                return None
            _cmp_error(op, self, other)
        a, b = self.utcoffset(), other.utcoffset()
        if self.tzinfo is other.tzinfo or a == b:
            x, y = self._us(), other._us()
        elif a is None or b is None:
            if op == "==":
                return None
            raise TypeError("can't compare offset-naive and offset-aware times")
        else:
            x, y = self._us() - a._us, other._us() - b._us
        return 0 if x == y else (-1 if x < y else 1)

    def __eq__(self, other):
        return self._cmp(other, "==") == 0

    def __ne__(self, other):
        return not self.__eq__(other)

    def __lt__(self, other):
        return self._cmp(other, "<") < 0

    def __le__(self, other):
        return self._cmp(other, "<=") <= 0

    def __gt__(self, other):
        return self._cmp(other, ">") > 0

    def __ge__(self, other):
        return self._cmp(other, ">=") >= 0

    def __hash__(self):
        off = self.utcoffset()
        return hash(self._us() - (0 if off is None else off._us))


time._tzinfo = tzinfo
time._timezone = timezone
_install(time, 3)


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)

# ------------------------------------------------------------------------------------ datetime


def _dt_from_us(total, tz, cls=None):
    # The datetime [total] microseconds after 0001-01-01 00:00 (ordinal 1), with tzinfo [tz],
    # made by calling [cls] (a subclass of datetime: as CPython makes a subclass's results).
    days, rest = divmod(total, 86400000000)
    if not 0 <= days < _MAXORDINAL:
        raise OverflowError("date value out of range")
    y, m, d = _ord2ymd(days + 1)
    s, us = divmod(rest, 1000000)
    mi, s = divmod(s, 60)
    h, mi = divmod(mi, 60)
    return (cls or datetime)(y, m, d, h, mi, s, us, tz)


class datetime(date):
    __setattr__, __delattr__ = _ro_methods(_DT_FIELDS)

    def __init__(self, year, month=None, day=None, hour=0, minute=0, second=0, microsecond=0,
                 tzinfo=None, *, fold=0):
        y, m, d = _check_date_fields(year, month, day)
        h, mi, s, us, f = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        _setf(self, "year", y, "month", m, "day", d, "hour", h, "minute", mi, "second", s,
              "microsecond", us, "fold", f, "tzinfo", tzinfo)

    def now(tz=None):
        t = _clock_now()
        if t is None:
            _no_clock("datetime.now()")
        if tz is None:
            return datetime.utcfromtimestamp(t)
        return datetime.fromtimestamp(t, tz)

    def today():
        t = _clock_now()
        if t is None:
            _no_clock("datetime.today()")
        return datetime.utcfromtimestamp(t)

    def utcnow():
        t = _clock_now()
        if t is None:
            _no_clock("datetime.utcnow()")
        return datetime.utcfromtimestamp(t)

    def fromtimestamp(t, tz=None):
        if tz is None:
            _no_clock("datetime.fromtimestamp() without tz (it uses the local time zone)")
        _check_tzinfo(tz)
        return tz.fromutc(datetime.utcfromtimestamp(t).replace(tzinfo=tz))

    def utcfromtimestamp(t):
        if not isinstance(t, (int, float)):
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % type(t).__name__)
        if isinstance(t, float):
            frac, whole = _modf(t)
            us = round(frac * 1e6)
            t = int(whole)
            if us >= 1000000:
                t += 1
                us -= 1000000
            elif us < 0:
                t -= 1
                us += 1000000
        else:
            us = 0
        total = (t + 62135596800) * 1000000 + us
        if not 0 <= total < (_MAXORDINAL * 86400000000):
            raise ValueError("year is out of range")
        return _dt_from_us(total, None)


    @classmethod
    def combine(cls, d, t, tzinfo=True):
        r = _combine_fast(cls, d, t, tzinfo)
        if r is not None:
            return r
        if not isinstance(d, date):
            raise TypeError("combine() argument 1 must be datetime.date, not %s" % _tn(d))
        if not isinstance(t, time):
            raise TypeError("combine() argument 2 must be datetime.time, not %s" % _tn(t))
        if tzinfo is True:
            tzinfo = t.tzinfo
        return cls(d.year, d.month, d.day, t.hour, t.minute, t.second, t.microsecond,
                        tzinfo, fold=t.fold)

    @classmethod
    def fromisoformat(cls, s):
        t = _iso_fast(s, timezone)
        if t is not None:
            return cls(*t)
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        n = 10 if len(s) >= 10 and s[4:5] == "-" else 8
        if len(s) >= 8 and s[4:5] == "W" or s[4:6] == "-W":
            n = 8 if s[4:5] == "W" else 10
            if len(s) > n and s[n - 1:n] != "-" and n == 8 and s[7:8].isdigit() and len(s) == 7:
                n = 7
        ymd = _parse_isodate(s[:n])
        t = (0, 0, 0, 0, None)
        if ymd is not None and len(s) > n:
            t = _parse_isotime(s[n + 1:]) if len(s) > n + 1 else None
        if ymd is None or t is None:
            raise ValueError("Invalid isoformat string: %r" % s)
        return cls(ymd[0], ymd[1], ymd[2], t[0], t[1], t[2], t[3], t[4])

    @classmethod
    def strptime(cls, date_string, format):
        # Called on a subclass, both return an instance of that subclass (as CPython's do).
        t = _strptime_fast(date_string, format, timezone)
        if t is not None:
            return cls(*t)
        r = _strptime(date_string, format)
        if cls is datetime:
            return r
        return cls(r.year, r.month, r.day, r.hour, r.minute, r.second, r.microsecond, r.tzinfo)

    def _total_us(self):
        return ((_ymd2ord(self.year, self.month, self.day) - 1) * 86400 + self.hour * 3600 +
                self.minute * 60 + self.second) * 1000000 + self.microsecond

    def date(self):
        return date(self.year, self.month, self.day)

    def time(self):
        return time(self.hour, self.minute, self.second, self.microsecond, fold=self.fold)

    def timetz(self):
        return time(self.hour, self.minute, self.second, self.microsecond, self.tzinfo,
                    fold=self.fold)

    def utcoffset(self):
        return _offset_of(self.tzinfo, self)

    def tzname(self):
        return _tzname_of(self.tzinfo, self)

    def dst(self):
        return None if self.tzinfo is None else self.tzinfo.dst(self)

    def timetuple(self):
        return _timetuple(self.year, self.month, self.day, self.hour, self.minute, self.second,
                          self.dst())

    def timestamp(self):
        off = self.utcoffset()
        if off is None:
            _no_clock("timestamp() of a naive datetime (it uses the local time zone)")
        return (self._total_us() - off._us - 62135596800 * 1000000) / 10 ** 6

    def astimezone(self, tz=None):
        off = self.utcoffset()
        if tz is None or off is None:
            _no_clock("astimezone() with the local time zone")
        _check_tzinfo(tz)
        if self.tzinfo is tz:
            return self
        utc = (self - off).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None,
                microsecond=None, tzinfo=True, *, fold=None):
        return type(self)(self.year if year is None else year,
                        self.month if month is None else month,
                        self.day if day is None else day,
                        self.hour if hour is None else hour,
                        self.minute if minute is None else minute,
                        self.second if second is None else second,
                        self.microsecond if microsecond is None else microsecond,
                        self.tzinfo if tzinfo is True else tzinfo,
                        fold=self.fold if fold is None else fold)

    def __repr__(self):
        s = "%d, %d, %d, %d, %d" % (self.year, self.month, self.day, self.hour, self.minute)
        if self.microsecond:
            s += ", %d, %d" % (self.second, self.microsecond)
        elif self.second:
            s += ", %d" % self.second
        if self.fold:
            s += ", fold=1"
        if self.tzinfo is not None:
            s += ", tzinfo=%r" % (self.tzinfo,)
        return "%s(%s)" % (_rn(self), s)

    def isoformat(self, sep="T", timespec="auto"):
        if not isinstance(sep, str) or len(sep) != 1:
            raise TypeError("isoformat() argument 1 must be a unicode character, not %s"
                            % ("None" if sep is None else type(sep).__name__))
        s = "%04d-%02d-%02d%s" % (self.year, self.month, self.day, sep)
        s += _time_iso(self.hour, self.minute, self.second, self.microsecond, timespec)
        return s + _fmt_offset(self.utcoffset(), ":")

    def __str__(self):
        return self.isoformat(" ")

    def strftime(self, fmt):
        return _strftime(fmt, self.year, self.month, self.day, self.hour, self.minute,
                         self.second, self.microsecond, self.utcoffset(), self.tzname())

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _dt_from_us(self._total_us() + other._us, self.tzinfo, type(self))
        _binop_error("+", self, other)

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return self.__add__(other)
        _binop_error("+", other, self)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _dt_from_us(self._total_us() - other._us, self.tzinfo, type(self))
        if isinstance(other, datetime):
            a, b = self.utcoffset(), other.utcoffset()
            x, y = self._total_us(), other._total_us()
            if self.tzinfo is not other.tzinfo:
                if (a is None) != (b is None):
                    raise TypeError("can't subtract offset-naive and offset-aware datetimes")
                if a is not None:
                    x -= a._us
                    y -= b._us
            return _td_from_us(x - y)
        _binop_error("-", self, other)

    def _cmp(self, other, op):
        if not isinstance(other, datetime):
            if isinstance(other, date):
                if op == "==":
                    return None
                raise TypeError("can't compare datetime.datetime to datetime.date")
            if op == "==":
                return None
            _cmp_error(op, self, other)
        x, y = self._total_us(), other._total_us()
        if self.tzinfo is not other.tzinfo:
            a, b = self.utcoffset(), other.utcoffset()
            if (a is None) != (b is None):
                if op == "==":
                    return None
                raise TypeError("can't compare offset-naive and offset-aware datetimes")
            if a is not None:
                x -= a._us
                y -= b._us
        return 0 if x == y else (-1 if x < y else 1)

    def __hash__(self):
        off = self.utcoffset()
        return hash(self._total_us() - (0 if off is None else off._us))


datetime._tzinfo = tzinfo
datetime._timezone = timezone
datetime._time = time
_install(datetime, 1)


_RO_TYPES = (timedelta, IsoCalendarDate, date, tzinfo, timezone, time, datetime)

datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_READY = True

# ------------------------------------------------------------------------------------ strptime

_D = "0123456789"
# Each directive: alternatives in CPython's regex order, each a list of allowed-char strings.
_ALTS = {
    "d": [["3", "01"], ["12", _D], ["0", "123456789"], ["123456789"], [" ", "123456789"]],
    "H": [["2", "0123"], ["01", _D], [_D]],
    "I": [["1", "012"], ["0", "123456789"], ["123456789"]],
    "m": [["1", "012"], ["0", "123456789"], ["123456789"]],
    "M": [["012345", _D], [_D]],
    "S": [["6", "01"], ["012345", _D], [_D]],
    "y": [[_D, _D]],
    "Y": [[_D, _D, _D, _D]],
    "G": [[_D, _D, _D, _D]],
    "j": [["3", "6", "0123456"], ["3", "012345", _D], ["12", _D, _D], ["0", "123456789", _D],
          ["0", "0", "123456789"], ["123456789", _D], ["0", "123456789"], ["123456789"]],
    "U": [["5", "0123"], ["01234", _D], [_D]],
    "W": [["5", "0123"], ["01234", _D], [_D]],
    "V": [["5", "0123"], ["0", "123456789"], ["1234", _D], [_D]],
    "w": [["0123456"]],
    "u": [["1234567"]],
    "f": [[_D] * 6, [_D] * 5, [_D] * 4, [_D] * 3, [_D] * 2, [_D]],
}


def _names_by_len(names):
    return sorted([x.lower() for x in names], key=len, reverse=True)


_NAMES = {
    "b": _names_by_len(_MONTHNAMES[1:]),
    "B": _names_by_len(_FULLMONTHNAMES[1:]),
    "a": _names_by_len(_DAYNAMES),
    "A": _names_by_len(_FULLDAYNAMES),
    "p": ["am", "pm"],
    "Z": ["utc", "gmt"],
}


def _z_candidates(s, i):
    # [+-]HH:?MM(:?SS(.ffffff)?)? greedy, or Z.
    out = []
    if s[i:i + 1] == "Z":
        return [1]
    if s[i:i + 1] not in ("+", "-"):
        return out

    def digs(k, n, first="0123456789"):
        t = s[k:k + n]
        return len(t) == n and t[0] in first and t.isdigit() and t.isascii()
    if not digs(i + 1, 2):
        return out
    for c1 in (1, 0):
        j = i + 3
        if c1:
            if s[j:j + 1] != ":":
                continue
            j += 1
        if not digs(j, 2, "012345"):
            continue
        j += 2
        base = j
        for c2 in (1, 0):
            k = base
            if c2:
                if s[k:k + 1] != ":":
                    continue
                k += 1
            if digs(k, 2, "012345"):
                k += 2
                if s[k:k + 1] == ".":
                    for n in range(6, 0, -1):
                        if digs(k + 1, n):
                            out.append(k + 1 + n - i)
                out.append(k - i)
        out.append(base - i)
    return out


def _candidates(c, s, i):
    # Lengths a directive can match at s[i:], in the order the regex would try them.
    if c in _ALTS:
        res = []
        for alt in _ALTS[c]:
            if i + len(alt) <= len(s):
                ok = True
                for k in range(len(alt)):
                    if s[i + k] not in alt[k]:
                        ok = False
                        break
                if ok:
                    res.append(len(alt))
        return res
    if c in _NAMES:
        low = s[i:].lower()
        return [len(n) for n in _NAMES[c] if low.startswith(n)]
    if c == "z":
        return _z_candidates(s, i)
    raise ValueError("'%s' is a bad directive in format '%%%s'" % (c, c))


def _tokenize(fmt):
    toks = []
    i = 0
    while i < len(fmt):
        ch = fmt[i]
        if ch == "%":
            if i + 1 >= len(fmt):
                raise ValueError("stray %% in format '%s'" % fmt)
            c = fmt[i + 1]
            i += 2
            if c == "%":
                toks.append(("lit", "%"))
            else:
                toks.append(("dir", c))
        elif ch.isspace():
            while i < len(fmt) and fmt[i].isspace():
                i += 1
            toks.append(("ws", None))
        else:
            toks.append(("lit", ch.lower()))
            i += 1
    return toks


def _match(toks, t, s, i, found):
    # Backtracking match of tokens [t:] at s[i:]; returns the end offset or -1.
    if t == len(toks):
        return i
    kind, v = toks[t]
    if kind == "lit":
        if s[i:i + 1].lower() == v:
            return _match(toks, t + 1, s, i + 1, found)
        return -1
    if kind == "ws":
        j = i
        while j < len(s) and s[j].isspace():
            j += 1
        while j > i:
            r = _match(toks, t + 1, s, j, found)
            if r >= 0:
                return r
            j -= 1
        return -1
    for n in _candidates(v, s, i):
        found[v] = s[i:i + n]
        r = _match(toks, t + 1, s, i + n, found)
        if r >= 0:
            return r
    found.pop(v, None)
    return -1


def _strptime(data, fmt):
    if not isinstance(data, str):
        raise TypeError("strptime() argument 1 must be str, not %s" % type(data).__name__)
    if not isinstance(fmt, str):
        raise TypeError("strptime() argument 2 must be str, not %s" % type(fmt).__name__)
    toks = _tokenize(fmt)
    found = {}
    end = -1
    for k in range(len(data), -1, -1):
        # The regex is anchored at the start only: take the longest prefix that matches.
        found = {}
        end = _match(toks, 0, data[:k], 0, found)
        if end == k:
            break
        end = -1
    if end < 0:
        raise ValueError("time data %r does not match format %r" % (data, fmt))
    if end != len(data):
        raise ValueError("unconverted data remains: %s" % data[end:])
    year = 1900
    month = day = 1
    hour = minute = second = us = 0
    tz = None
    jday = None
    if "Y" in found:
        year = int(found["Y"])
    elif "y" in found:
        year = int(found["y"])
        year += 2000 if year <= 68 else 1900
    if "m" in found:
        month = int(found["m"])
    elif "B" in found:
        month = _NAMES_IDX(_FULLMONTHNAMES, found["B"])
    elif "b" in found:
        month = _NAMES_IDX(_MONTHNAMES, found["b"])
    if "d" in found:
        day = int(found["d"])
    if "H" in found:
        hour = int(found["H"])
    elif "I" in found:
        hour = int(found["I"])
        ampm = found.get("p", "").lower()
        if ampm == "pm":
            if hour != 12:
                hour += 12
        elif hour == 12:
            hour = 0
    if "M" in found:
        minute = int(found["M"])
    if "S" in found:
        second = int(found["S"])
    if "f" in found:
        us = int((found["f"] + "000000")[:6])
    if "z" in found:
        z = found["z"]
        if z == "Z":
            off = timedelta(0)
        else:
            if z[3:4] == ":" and len(z) > 6 and z[6] != ":":
                raise ValueError("Inconsistent use of : in %s" % z)
            zz = z[1:].replace(":", "")
            off = timedelta(hours=int(zz[0:2]), minutes=int(zz[2:4]),
                            seconds=int(zz[4:6] or "0"),
                            microseconds=int((zz[7:] + "000000")[:6]) if len(zz) > 6 else 0)
            if z[0] == "-":
                off = -off
        tzname = found.get("Z")
        tz = timezone(off, tzname) if tzname else timezone(off) if off else timezone.utc
    # The day of the year, weeks and weekdays, as CPython 3.11's _strptime combines them.
    weekday = None
    if "a" in found or "A" in found:
        low = (found["a"] if "a" in found else found["A"]).lower()
        for k in range(7):
            if low == _DAYNAMES[k].lower() or low == _FULLDAYNAMES[k].lower():
                weekday = k
    if "w" in found:
        wday = int(found["w"])
        weekday = 6 if wday == 0 else wday - 1
    if "u" in found:
        weekday = int(found["u"]) - 1
    julian = int(found["j"]) if "j" in found else None
    week = week_start = None
    if "U" in found:
        week, week_start = int(found["U"]), 6
    if "W" in found:
        week, week_start = int(found["W"]), 0
    iso_year = int(found["G"]) if "G" in found else None
    iso_week = int(found["V"]) if "V" in found else None
    has_year = "Y" in found or "y" in found
    if not has_year and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week directive "
                             "'%V' and a weekday directive ('%A', '%a', '%w', or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not compatible with ISO year "
                             "directive '%G'. Use '%Y' instead.")
    elif week is None and iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the ISO year directive "
                             "'%G' and a weekday directive ('%A', '%a', '%w', or '%u').")
        raise ValueError("ISO week directive '%V' is incompatible with the year directive "
                         "'%Y'. Use the ISO year '%G' instead.")
    leap_year_fix = not has_year and month == 2 and day == 29
    if leap_year_fix:
        year = 1904
    if julian is None and weekday is not None:
        if week is not None:
            first = (_ymd2ord(year, 1, 1) + 6) % 7  # weekday() of January 1st
            dow = weekday
            if week_start == 6:
                first = (first + 1) % 7
                dow = (dow + 1) % 7
            if week == 0:
                julian = 1 + dow - first
            else:
                julian = 1 + (7 - first) % 7 + 7 * (week - 1) + dow
        elif iso_year is not None and iso_week is not None:
            # CPython's _calc_julian_from_V.
            jan4 = _ymd2ord(iso_year, 1, 4)
            julian = iso_week * 7 + weekday + 1 - ((jan4 + 6) % 7 + 1 + 3)
            if julian < 1:
                julian += _ymd2ord(iso_year, 1, 1)
                iso_year -= 1
                julian -= _ymd2ord(iso_year, 1, 1)
            year = iso_year
        if julian is not None and julian <= 0:
            year -= 1
            julian += 366 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 365
    if julian is not None:
        d = date.fromordinal(julian - 1 + _ymd2ord(year, 1, 1))
        year, month, day = d.year, d.month, d.day
    if leap_year_fix:
        year = 1900
    return datetime(year, month, day, hour, minute, second, us, tz)


def _NAMES_IDX(names, s):
    low = s.lower()
    for k in range(1, len(names)):
        if names[k].lower() == low:
            return k
    return 1
