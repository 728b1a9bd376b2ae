# array: CPython 3.11's typed arrays (array.array) as a checked list. Every item is checked
# against its typecode's C range with CPython's OverflowError/TypeError messages ('f' items are
# rounded to single precision), and the sequence protocol (indexing, slices, +, *, in,
# comparisons, iteration) and methods behave as CPython's. tobytes/frombytes work for the
# integer typecodes (native little-endian order); the float typecodes' byte forms, buffer_info
# and the buffer protocol are not supported.

import math as _math

__all__ = ["array", "ArrayType", "typecodes"]

typecodes = "bBuhHiIlLqQfd"

# typecode -> (itemsize, minimum, maximum, too-big message, too-small message) of the integer
# typecodes.
_INT_CODES = {
    "b": (1, -128, 127, "signed char is greater than maximum", "signed char is less than minimum"),
    "B": (1, 0, 255, "unsigned byte integer is greater than maximum",
          "unsigned byte integer is less than minimum"),
    "h": (2, -32768, 32767, "signed short integer is greater than maximum",
          "signed short integer is less than minimum"),
    "H": (2, 0, 65535, "unsigned short is greater than maximum",
          "unsigned short is less than minimum"),
    "i": (4, -2147483648, 2147483647, "signed integer is greater than maximum",
          "signed integer is less than minimum"),
    "I": (4, 0, 4294967295, "unsigned int is greater than maximum",
          "can't convert negative value to unsigned int"),
    "l": (8, -9223372036854775808, 9223372036854775807,
          "Python int too large to convert to C long", "Python int too large to convert to C long"),
    "L": (8, 0, 18446744073709551615, "Python int too large to convert to C unsigned long",
          "can't convert negative value to unsigned int"),
    "q": (8, -9223372036854775808, 9223372036854775807, "int too big to convert",
          "int too big to convert"),
    "Q": (8, 0, 18446744073709551615, "int too big to convert",
          "can't convert negative int to unsigned"),
}
_ITEMSIZE = {"u": 4, "f": 4, "d": 8}


def _to_float32(x):
    # [x] rounded to the nearest IEEE single (ties to even), as a C cast to float does.
    if x != x or x in (_INF, -_INF) or x == 0.0:
        return x
    m, e = _math.frexp(x)
    # Significand bits kept: 24, fewer for subnormal singles (exponent below -125).
    bits = 24 if e >= -125 else 24 - (-125 - e)
    if bits <= 0:
        scaled = round(m * 2.0 ** (bits + 0))
        return _math.copysign(_math.ldexp(scaled, e - bits), x) if scaled else _math.copysign(0.0, x)
    r = _math.ldexp(round(_math.ldexp(m, bits)), e - bits)
    if abs(r) > 3.4028234663852886e38:
        return _math.copysign(_INF, x)
    return r


_INF = float("inf")


def _check_item(typecode, v):
    # [v] as stored by an array of [typecode], or a CPython error.
    if typecode in _INT_CODES:
        if not isinstance(v, int):
            if hasattr(v, "__index__"):
                v = v.__index__()
            else:
                raise TypeError("'%s' object cannot be interpreted as an integer"
                                % type(v).__name__)
        size, lo, hi, big, small = _INT_CODES[typecode]
        if v > hi:
            raise OverflowError(big)
        if v < lo:
            raise OverflowError(small)
        return int(v)
    if typecode == "u":
        if not isinstance(v, str):
            raise TypeError("array item must be unicode character")
        if len(v) != 1:
            raise TypeError("array item must be unicode character")
        return v
    if isinstance(v, float):
        f = v
    elif isinstance(v, int):
        f = float(v)
    elif hasattr(v, "__float__"):
        f = v.__float__()
    else:
        raise TypeError("must be real number, not %s" % type(v).__name__)
    return _to_float32(f) if typecode == "f" else f


def _tname(x):
    return "array.array" if isinstance(x, array) else type(x).__name__


class array:
    def __init__(self, typecode=None, initializer=None, *rest):
        if typecode is None:
            raise TypeError("array() takes at least 1 argument (0 given)")
        if rest:
            raise TypeError("array() takes at most 2 arguments (%d given)" % (2 + len(rest)))
        if not isinstance(typecode, str) or len(typecode) != 1:
            raise TypeError("array() argument 1 must be a unicode character, not %s"
                            % type(typecode).__name__)
        if typecode not in typecodes:
            raise ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
        self._code = typecode
        self._items = []
        if initializer is None:
            return
        if isinstance(initializer, str):
            if typecode != "u":
                raise TypeError("cannot use a str to initialize an array with typecode '%s'"
                                % typecode)
            self._items = list(initializer)
        elif isinstance(initializer, (bytes, bytearray)):
            self.frombytes(initializer)
        elif isinstance(initializer, array):
            if initializer._code == "u" and typecode != "u" or typecode == "u" and initializer._code != "u":
                raise TypeError("cannot use a unicode array to initialize an array with typecode '%s'"
                                % typecode)
            self.extend(initializer._items)
        else:
            self.extend(initializer)

    @property
    def typecode(self):
        return self._code

    @property
    def itemsize(self):
        if self._code in _INT_CODES:
            return _INT_CODES[self._code][0]
        return _ITEMSIZE[self._code]

    def _new(self, items):
        a = array(self._code)
        a._items = items
        return a

    def append(self, v):
        self._items.append(_check_item(self._code, v))

    def extend(self, iterable):
        if isinstance(iterable, array):
            if iterable._code != self._code:
                raise TypeError("can only extend with array of same kind")
            self._items.extend(iterable._items)
            return
        code = self._code
        items = [_check_item(code, v) for v in iterable]
        self._items.extend(items)

    def fromlist(self, lst):
        if not isinstance(lst, list):
            raise TypeError("arg must be list")
        self.extend(lst)

    def tolist(self):
        return list(self._items)

    def fromunicode(self, s):
        if self._code != "u":
            raise ValueError("fromunicode() may only be called on unicode type arrays")
        if not isinstance(s, str):
            raise TypeError("fromunicode() argument must be str, not %s" % type(s).__name__)
        self._items.extend(s)

    def tounicode(self):
        if self._code != "u":
            raise ValueError("tounicode() may only be called on unicode type arrays")
        return "".join(self._items)

    def insert(self, i, v):
        self._items.insert(i, _check_item(self._code, v))

    def pop(self, i=-1):
        if not self._items:
            raise IndexError("pop from empty array")
        n = len(self._items)
        if i < -n or i >= n:
            raise IndexError("pop index out of range")
        return self._items.pop(i)

    def remove(self, v):
        for k, x in enumerate(self._items):
            if x == v:
                del self._items[k]
                return
        raise ValueError("array.remove(x): x not in array")

    def index(self, v, start=0, stop=None):
        n = len(self._items)
        if stop is None:
            stop = n
        for k in range(*slice(start, stop).indices(n)):
            if self._items[k] == v:
                return k
        raise ValueError("array.index(x): x not in array")

    def count(self, v):
        return sum(1 for x in self._items if x == v)

    def reverse(self):
        self._items.reverse()

    def byteswap(self):
        if self._code not in _INT_CODES:
            raise NotImplementedError("array.byteswap() of typecode '%s' is not supported in "
                                      "Nearly Python" % self._code)
        size, lo, hi, _, _ = _INT_CODES[self._code]
        signed = lo < 0
        self._items = [int.from_bytes(x.to_bytes(size, "little", signed=signed), "big",
                                      signed=signed) for x in self._items]

    def tobytes(self):
        if self._code not in _INT_CODES:
            raise NotImplementedError("array.tobytes() of typecode '%s' is not supported in "
                                      "Nearly Python" % self._code)
        size, lo, hi, _, _ = _INT_CODES[self._code]
        signed = lo < 0
        return b"".join(x.to_bytes(size, "little", signed=signed) for x in self._items)

    def frombytes(self, data):
        if self._code not in _INT_CODES:
            raise NotImplementedError("array.frombytes() of typecode '%s' is not supported in "
                                      "Nearly Python" % self._code)
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
        size, lo, hi, _, _ = _INT_CODES[self._code]
        if len(data) % size:
            raise ValueError("bytes length not a multiple of item size")
        signed = lo < 0
        self._items.extend(int.from_bytes(data[k:k + size], "little", signed=signed)
                           for k in range(0, len(data), size))

    def buffer_info(self):
        raise NotImplementedError("array.buffer_info() is not supported in Nearly Python")

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __reversed__(self):
        return reversed(self._items)

    def __contains__(self, v):
        return v in self._items

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._new(self._items[i])
        try:
            return self._items[i]
        except IndexError:
            raise IndexError("array index out of range") from None

    def __setitem__(self, i, v):
        if isinstance(i, slice):
            if not isinstance(v, array):
                raise TypeError("can only assign array (not \"%s\") to array slice"
                                % type(v).__name__)
            if v._code != self._code:
                raise TypeError("bad argument type for built-in operation")
            self._items[i] = v._items
            return
        v = _check_item(self._code, v)
        try:
            self._items[i] = v
        except IndexError:
            raise IndexError("array assignment index out of range") from None

    def __delitem__(self, i):
        try:
            del self._items[i]
        except IndexError:
            raise IndexError("array assignment index out of range") from None

    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only append array (not "%s") to array' % type(other).__name__)
        if other._code != self._code:
            raise TypeError("bad argument type for built-in operation")
        return self._new(self._items + other._items)

    def __iadd__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only extend array with array (not "%s")' % type(other).__name__)
        self.extend(other)
        return self

    def __mul__(self, n):
        if not isinstance(n, int):
            raise TypeError("can't multiply sequence by non-int of type '%s'" % type(n).__name__)
        return self._new(self._items * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        if not isinstance(n, int):
            raise TypeError("can't multiply sequence by non-int of type '%s'" % type(n).__name__)
        self._items *= n
        return self

    def _cmp_items(self, other, op):
        if not isinstance(other, array):
            if op in ("==", "!="):
                return op == "!="
            raise TypeError("'%s' not supported between instances of 'array.array' and '%s'"
                            % (op, _tname(other)))
        a, b = self._items, other._items
        if op == "==":
            return a == b
        if op == "!=":
            return a != b
        if op == "<":
            return a < b
        if op == "<=":
            return a <= b
        if op == ">":
            return a > b
        return a >= b

    def __eq__(self, other):
        return self._cmp_items(other, "==")

    def __ne__(self, other):
        return self._cmp_items(other, "!=")

    def __lt__(self, other):
        return self._cmp_items(other, "<")

    def __le__(self, other):
        return self._cmp_items(other, "<=")

    def __gt__(self, other):
        return self._cmp_items(other, ">")

    def __ge__(self, other):
        return self._cmp_items(other, ">=")

    def __hash__(self):
        raise TypeError("unhashable type: 'array.array'")

    def __copy__(self):
        return self._new(list(self._items))

    def __deepcopy__(self, memo):
        return self._new(list(self._items))

    def __repr__(self):
        if not self._items:
            return "array('%s')" % self._code
        if self._code == "u":
            return "array('u', %r)" % "".join(self._items)
        return "array('%s', %r)" % (self._code, self._items)


ArrayType = array
# A sequence for match patterns (CPython registers array with MutableSequence).
_set_pattern(array, 1)
del _set_pattern
