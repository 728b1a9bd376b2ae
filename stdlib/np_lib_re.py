# re: the flag constants as CPython 3.11's re.RegexFlag values. Everything else in the module is
# C (np_lib_re.c, on PCRE2); this source runs after the C part has filled the namespace.
# RegexFlag is an int subclass, so a flag works wherever an int does (re.I == 2, int(re.I) == 2,
# re.compile('a', re.I | re.M)); only its repr/str and its bit operators differ from int.

# Members in CPython's definition order (the order their names appear in a repr).
_FLAG_NAMES = (('ASCII', 256), ('IGNORECASE', 2), ('LOCALE', 4), ('UNICODE', 32),
               ('MULTILINE', 8), ('DOTALL', 16), ('VERBOSE', 64), ('TEMPLATE', 1),
               ('DEBUG', 128))
# Every defined bit: ~flag keeps only these (CPython's FlagBoundary.KEEP on the known bits).
_FLAG_ALL = 511


# The member names of [v] joined by '|', with any unknown bits as a trailing hex number; None
# when no named bit is set (CPython's Flag._name_).
def _flag_name(v):
    if v == 0:
        return 'NOFLAG'
    parts = []
    rest = v
    for name, bit in _FLAG_NAMES:
        if rest & bit:
            parts.append(name)
            rest &= ~bit
    if not parts:
        return None
    if rest:
        parts.append(hex(rest))
    return '|'.join(parts)


class RegexFlag(int):
    def __repr__(self):
        v = int(self)
        name = _flag_name(v)
        if name is None:
            return 're.RegexFlag(%d)' % v
        return '|'.join([p if p[0].isdigit() else 're.' + p for p in name.split('|')])

    __str__ = __repr__

    def __format__(self, spec):
        if spec:
            return format(int(self), spec)
        return self.__repr__()

    @property
    def name(self):
        return _flag_name(int(self))

    @property
    def value(self):
        return int(self)

    def __or__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) | int(other))

    __ror__ = __or__

    def __and__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) & int(other))

    __rand__ = __and__

    def __xor__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) ^ int(other))

    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(_FLAG_ALL & ~int(self))


NOFLAG = RegexFlag(0)
A = ASCII = RegexFlag(256)
I = IGNORECASE = RegexFlag(2)
L = LOCALE = RegexFlag(4)
U = UNICODE = RegexFlag(32)
M = MULTILINE = RegexFlag(8)
S = DOTALL = RegexFlag(16)
X = VERBOSE = RegexFlag(64)
