# np_lib_operator.py - the `operator` module in Nearly Python (CPython 3.11's Lib/operator.py).
# attrgetter goes through getattr(), i.e. the one attribute dispatch (vm/np_attr.c).

_abs = abs


def lt(a, b): return a < b
def le(a, b): return a <= b
def eq(a, b): return a == b
def ne(a, b): return a != b
def ge(a, b): return a >= b
def gt(a, b): return a > b
def not_(a): return not a
def truth(a): return True if a else False
def is_(a, b): return a is b
def is_not(a, b): return a is not b
def abs(a): return _abs(a)
def add(a, b): return a + b
def and_(a, b): return a & b
def floordiv(a, b): return a // b


def index(a):
    if not isinstance(a, int):
        raise TypeError(f"'{type(a).__name__}' object cannot be interpreted as an integer")
    return int(a)


def inv(a): return ~a
invert = inv
def lshift(a, b): return a << b
def mod(a, b): return a % b
def mul(a, b): return a * b
def neg(a): return -a
def or_(a, b): return a | b
def pos(a): return +a
def pow(a, b): return a ** b
def rshift(a, b): return a >> b
def sub(a, b): return a - b
def truediv(a, b): return a / b
def xor(a, b): return a ^ b


def concat(a, b):
    if not hasattr(a, '__getitem__') and not isinstance(a, (list, tuple, str)):
        raise TypeError(f"'{type(a).__name__}' object can't be concatenated")
    return a + b


def contains(a, b): return b in a


def countOf(a, b):
    count = 0
    for i in a:
        if i is b or i == b:
            count += 1
    return count


def getitem(a, b): return a[b]


def indexOf(a, b):
    for i, j in enumerate(a):
        if j is b or j == b:
            return i
    raise ValueError('sequence.index(x): x not in sequence')


def setitem(a, b, c):
    a[b] = c


def delitem(a, b):
    del a[b]


def iadd(a, b):
    a += b
    return a


def isub(a, b):
    a -= b
    return a


def imul(a, b):
    a *= b
    return a


def iand(a, b):
    a &= b
    return a


def iconcat(a, b):
    if not hasattr(a, '__getitem__') and not isinstance(a, (list, tuple, str)):
        raise TypeError(f"'{type(a).__name__}' object can't be concatenated")
    a += b
    return a


def ifloordiv(a, b):
    a //= b
    return a


def ilshift(a, b):
    a <<= b
    return a


def imod(a, b):
    a %= b
    return a


def ior(a, b):
    a |= b
    return a


def ipow(a, b):
    a **= b
    return a


def irshift(a, b):
    a >>= b
    return a


def itruediv(a, b):
    a /= b
    return a


def ixor(a, b):
    a ^= b
    return a


def call(obj, /, *args, **kwargs):
    return obj(*args, **kwargs)


# The builtin iterators that have a __length_hint__ in CPython but not in Nearly.
_HINTED_ITERATORS = frozenset([
    'list_iterator', 'tuple_iterator', 'range_iterator', 'str_ascii_iterator', 'str_iterator',
    'set_iterator', 'dict_keyiterator', 'dict_valueiterator', 'dict_itemiterator',
    'list_reverseiterator', 'bytes_iterator', 'bytearray_iterator', 'reversed',
    'dict_reversekeyiterator', 'dict_reversevalueiterator', 'dict_reverseitemiterator'])


def length_hint(obj, default=0):
    # len(obj) if it has one, else obj.__length_hint__() (user classes), else default. Nearly's
    # builtin iterators have no __length_hint__: for them this raises TypeError rather than give
    # the default where CPython counts the items left.
    if not isinstance(default, int):
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(default).__name__)
    try:
        return len(obj)
    except TypeError:
        pass
    hint = getattr(type(obj), '__length_hint__', None)
    if hint is None:
        if type(obj).__name__ in _HINTED_ITERATORS:
            raise TypeError("operator.length_hint() of a builtin iterator (%s) is not supported "
                            "in Nearly" % type(obj).__name__)
        return default
    val = hint(obj)
    if val is NotImplemented:
        return default
    if not isinstance(val, int):
        raise TypeError('__length_hint__ must be integer, not %s' % type(val).__name__)
    if val < 0:
        raise ValueError('__length_hint__() should return >= 0')
    return val


class attrgetter:
    __module__ = 'operator'

    def __init__(self, attr, *attrs):
        if not attrs:
            if not isinstance(attr, str):
                raise TypeError('attribute name must be a string')
            self._attrs = (attr,)
            self._single = True
        else:
            self._attrs = (attr,) + attrs
            for a in self._attrs:
                if not isinstance(a, str):
                    raise TypeError('attribute name must be a string')
            self._single = False
        self._paths = tuple(a.split('.') for a in self._attrs)

    def __repr__(self):
        return f"operator.attrgetter({', '.join(map(repr, self._attrs))})"


class itemgetter:
    __module__ = 'operator'

    def __init__(self, item, *items):
        if not items:
            self._items = (item,)
            self._single = True
        else:
            self._items = (item,) + items
            self._single = False

    def __repr__(self):
        return f"operator.itemgetter({', '.join(map(repr, self._items))})"


# Their __call__ (obj[item] / getattr along each path, one value or a tuple) are natives
# (np_lib_operator.c) reading _items, _paths and _single.
_getter_methods(itemgetter, attrgetter)
del _getter_methods


class methodcaller:
    __module__ = 'operator'

    def __init__(self, name, /, *args, **kwargs):
        if not isinstance(name, str):
            raise TypeError('method name must be a string')
        self._name = name
        self._args = args
        self._kwargs = kwargs

    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        args = [repr(self._name)]
        args.extend(map(repr, self._args))
        args.extend(f'{k}={v!r}' for k, v in self._kwargs.items())
        return f"operator.methodcaller({', '.join(args)})"
