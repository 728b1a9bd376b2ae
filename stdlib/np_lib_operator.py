# np_lib_operator.py - the `operator` module in Nearly Python: the operators as functions,
# the in-place forms, the sequence helpers, length_hint, call, and the itemgetter, attrgetter
# and methodcaller callables, with CPython 3.11's results, reprs and error messages (written
# from the documentation). itemgetter's and attrgetter's __call__ are natives
# (np_lib_operator.c) that read the instance fields _items / _paths and _single set here.
# (The a @ b operator is not part of Nearly Python, so matmul and imatmul are left out.)

_builtin_abs = abs


# --- comparisons and truth -------------------------------------------------------------

def lt(a, b): return a < b
def le(a, b): return a <= b
def eq(a, b): return a == b
def ne(a, b): return a != b
def ge(a, b): return a >= b
def gt(a, b): return a > b
def not_(a): return not a
def truth(a): return bool(a)
def is_(a, b): return a is b
def is_not(a, b): return a is not b


# --- arithmetic and bitwise operators ------------------------------------------------------

def abs(a): return _builtin_abs(a)
def add(a, b): return a + b
def sub(a, b): return a - b
def mul(a, b): return a * b
def truediv(a, b): return a / b
def floordiv(a, b): return a // b
def mod(a, b): return a % b
def pow(a, b): return a ** b
def neg(a): return -a
def pos(a): return +a
def and_(a, b): return a & b
def or_(a, b): return a | b
def xor(a, b): return a ^ b
def lshift(a, b): return a << b
def rshift(a, b): return a >> b
def inv(a): return ~a


invert = inv


def index(a):
    # a.__index__(): ints (bool included) are their own int value.
    if isinstance(a, int):
        return int(a)
    hook = getattr(type(a), '__index__', None)
    if hook is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(a).__name__)
    result = hook(a)
    if not isinstance(result, int):
        raise TypeError('__index__ returned non-int (type %s)' % type(result).__name__)
    return result


# --- sequences ---------------------------------------------------------------------------------

def _require_sequence(a):
    # concat and iconcat take only sequences as their first operand.
    if not isinstance(a, (list, tuple, str)) and not hasattr(a, '__getitem__'):
        raise TypeError("'%s' object can't be concatenated" % type(a).__name__)


def concat(a, b):
    _require_sequence(a)
    return a + b


def contains(a, b): return b in a
def getitem(a, b): return a[b]


def setitem(a, b, c):
    a[b] = c


def delitem(a, b):
    del a[b]


def countOf(a, b):
    # Items that are b or equal to it (identity first, as CPython's containers compare).
    return sum(1 for x in a if x is b or x == b)


def indexOf(a, b):
    # The position of the first such item; an iterator is consumed only up to it.
    position = 0
    for x in a:
        if x is b or x == b:
            return position
        position += 1
    raise ValueError('sequence.index(x): x not in sequence')


# --- in-place forms: each applies the augmented assignment and returns the result -------------

def iadd(a, b):
    a += b
    return a


def isub(a, b):
    a -= b
    return a


def imul(a, b):
    a *= b
    return a


def itruediv(a, b):
    a /= b
    return a


def ifloordiv(a, b):
    a //= b
    return a


def imod(a, b):
    a %= b
    return a


def ipow(a, b):
    a **= b
    return a


def iand(a, b):
    a &= b
    return a


def ior(a, b):
    a |= b
    return a


def ixor(a, b):
    a ^= b
    return a


def ilshift(a, b):
    a <<= b
    return a


def irshift(a, b):
    a >>= b
    return a


def iconcat(a, b):
    _require_sequence(a)
    a += b
    return a


# --- calls and length hints -------------------------------------------------------------------

def call(obj, /, *args, **kwargs):
    return obj(*args, **kwargs)


# Builtin iterators CPython gives a __length_hint__ and Nearly does not: length_hint refuses
# them rather than silently return the default where CPython counts the items left.
_UNHINTED_BUILTINS = frozenset([
    'list_iterator', 'tuple_iterator', 'range_iterator', 'str_ascii_iterator', 'str_iterator',
    'set_iterator', 'dict_keyiterator', 'dict_valueiterator', 'dict_itemiterator',
    'list_reverseiterator', 'bytes_iterator', 'bytearray_iterator', 'reversed',
    'dict_reversekeyiterator', 'dict_reversevalueiterator', 'dict_reverseitemiterator'])


def _hint_of(obj):
    # obj's __length_hint__() when its class defines one, else None.
    kind = type(obj)
    hook = getattr(kind, '__length_hint__', None)
    if hook is None:
        if kind.__name__ in _UNHINTED_BUILTINS:
            raise TypeError("operator.length_hint() of a builtin iterator (%s) is not supported "
                            "in Nearly" % kind.__name__)
        return None
    return hook(obj)


def length_hint(obj, default=0):
    if not isinstance(default, int):
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(default).__name__)
    try:
        return len(obj)
    except TypeError:
        pass
    hint = _hint_of(obj)
    if hint is None or hint is NotImplemented:
        return default
    if not isinstance(hint, int):
        raise TypeError('__length_hint__ must be integer, not %s' % type(hint).__name__)
    if hint < 0:
        raise ValueError('__length_hint__() should return >= 0')
    return hint


# --- itemgetter, attrgetter, methodcaller ----------------------------------------------------

def _shown(cls_name, parts):
    # The repr CPython gives the three callables: operator.NAME(part, part, ...).
    return 'operator.%s(%s)' % (cls_name, ', '.join(parts))


def _arity_error(cls_name, given):
    return TypeError('%s expected 1 argument, got %d' % (cls_name, given))


class itemgetter:
    # [_items] is the tuple of keys; [_single] says whether to return one value or a tuple.
    __module__ = 'operator'
    __np_final__ = 'operator.itemgetter'  # CPython's C type is no acceptable base (vm/np_class.c)

    def __init__(self, *items):
        if not items:
            raise _arity_error('itemgetter', 0)
        self._items = items
        self._single = len(items) == 1

    def __repr__(self):
        return _shown('itemgetter', [repr(k) for k in self._items])


class attrgetter:
    # [_paths] holds one list of names per (dotted) attribute, [_single] as for itemgetter,
    # and [_names] the attribute strings as given (for the repr).
    __module__ = 'operator'
    __np_final__ = 'operator.attrgetter'  # CPython's C type is no acceptable base (vm/np_class.c)

    def __init__(self, *attrs):
        if not attrs:
            raise _arity_error('attrgetter', 0)
        for name in attrs:
            if not isinstance(name, str):
                raise TypeError('attribute name must be a string')
        self._paths = tuple(name.split('.') for name in attrs)
        self._single = len(attrs) == 1
        self._names = attrs

    def __repr__(self):
        return _shown('attrgetter', [repr(n) for n in self._names])


# Their __call__ (obj[key] / getattr along each path; one value or a tuple) are natives.
_getter_methods(itemgetter, attrgetter)
del _getter_methods


class methodcaller:
    # Calls the method [_name] of its argument with the stored arguments.
    __module__ = 'operator'
    __np_final__ = 'operator.methodcaller'  # CPython's C type is no acceptable base (vm/np_class.c)

    def __init__(self, *args, **kwargs):
        if not args:
            raise TypeError('methodcaller needs at least one argument, the method name')
        if not isinstance(args[0], str):
            raise TypeError('method name must be a string')
        self._name = args[0]
        self._args = args[1:]
        self._kwargs = kwargs

    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        parts = [repr(self._name)] + [repr(v) for v in self._args]
        parts += ['%s=%r' % item for item in self._kwargs.items()]
        return _shown('methodcaller', parts)
