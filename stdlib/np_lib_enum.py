# enum: Enum, IntEnum, StrEnum, ReprEnum, Flag, IntFlag, auto, unique, with CPython 3.11's
# reprs, str()/format() forms, lookups and error messages. The class-level behaviour CPython's
# EnumType (a metaclass) provides comes from the behaviour table _EnumType, attached to Enum by the
# private native _set_meta and inherited by every subclass (see stdlib/np_lib_enum.c).
__all__ = ["Enum", "IntEnum", "StrEnum", "ReprEnum", "Flag", "IntFlag", "auto", "unique",
           "EnumType", "EnumMeta"]

# The private natives (np_lib_enum.c) are captured as default arguments, which scripts cannot
# read, and deleted from the module's globals at the end, so `enum._x` never reaches them.


def _f():
    pass


_FunctionType = type(_f)
_with_members = []  # Enum classes that have members (they cannot be subclassed).
_auto_order = [0]


class _AutoNull:
    def __repr__(self):
        return "_auto_null"


_auto_null = _AutoNull()


class auto:
    """A placeholder for a member value chosen by _generate_next_value_."""

    def __init__(self, value=_auto_null):
        self.value = value
        self._resolved = value is not _auto_null

    def __repr__(self):
        return "auto(%r)" % (self.value,)

    def __or__(self, other):
        return _Deferred(lambda a, b: a | b, self, other)

    def __ror__(self, other):
        return _Deferred(lambda a, b: a | b, other, self)

    def __and__(self, other):
        return _Deferred(lambda a, b: a & b, self, other)

    def __rand__(self, other):
        return _Deferred(lambda a, b: a & b, other, self)

    def __xor__(self, other):
        return _Deferred(lambda a, b: a ^ b, self, other)

    def __add__(self, other):
        return _Deferred(lambda a, b: a + b, self, other)


class _Deferred(auto):
    # An expression over auto() values written in a class body (ALL = READ | WRITE): CPython
    # resolves auto() at assignment, Nearly when the members are made, so the operation waits.
    def __init__(self, op, a, b):
        self.op = op
        self.a = a
        self.b = b
        self._resolved = False
        self.value = _auto_null


def _resolve(v):
    if isinstance(v, _Deferred):
        return v.op(_resolve(v.a), _resolve(v.b))
    if isinstance(v, auto):
        return v.value
    return v


def _is_descriptor(v):
    return isinstance(v, (_FunctionType, property, classmethod, staticmethod, type)) or \
        hasattr(type(v), "__get__")


def _high_bit(n):
    return n.bit_length() - 1


def _is_single_bit(n):
    return n > 0 and n & (n - 1) == 0


def _setup(cls, _items=_class_items, _new=_construct, _cset=_class_set):
    if "_member_names_" in [k for k, v in _items(cls)]:
        return
    for base in _with_members:
        if issubclass(cls, base):
            raise TypeError("<enum %r> cannot extend <enum %r>" % (cls.__name__, base.__name__))
    is_flag = issubclass(cls, Flag) if _Flag_defined[0] else False
    names = []
    iter_names = []
    member_map = {}
    value_map = {}
    last_values = []
    for name, value in _items(cls):
        if name.startswith("_") or _is_descriptor(value):
            continue
        if isinstance(value, auto):
            if isinstance(value, _Deferred):
                value = _resolve(value)
            else:
                if not value._resolved:
                    value.value = cls._generate_next_value_(name, 1, len(names), last_values[:])
                    value._resolved = True
                value = value.value
        args = value if isinstance(value, tuple) else (value,)
        alias = None
        try:
            alias = value_map.get(value)
        except TypeError:
            for m in member_map.values():
                if m._value_ == value:
                    alias = m
                    break
        if alias is not None:
            member_map[name] = alias
            setattr(cls, name, alias)
            continue
        member = _new(cls, *args)
        if not hasattr(member, "_value_"):
            member._value_ = value
        member._name_ = name
        member._sort_order_ = len(names)
        names.append(name)
        if not is_flag or _is_single_bit(member._value_):
            iter_names.append(name)
        member_map[name] = member
        try:
            value_map[value] = member
        except TypeError:
            pass
        last_values.append(value)
        setattr(cls, name, member)
    if member_map:
        _with_members.append(cls)
    cls._member_names_ = iter_names
    cls._member_map_ = member_map
    cls._value2member_map_ = value_map
    # A read-only live view, as CPython's (types is imported by the first enum class made,
    # not by `import enum`).
    from types import MappingProxyType
    _cset(cls, "__members__", MappingProxyType(member_map))
    if is_flag:
        mask = 0
        for m in member_map.values():
            mask |= m._value_
        cls._flag_mask_ = mask
        cls._all_bits_ = 2 ** mask.bit_length() - 1 if mask else 0


def _functional(base, value, names=None, *, module=None, qualname=None, type=None, start=1,
                boundary=None, _mkclass=_make_class):
    # Enum('Color', 'RED GREEN') / (..., ['RED', 'GREEN']) / (..., [('RED', 1)]) / (..., {...}).
    if isinstance(names, str):
        names = names.replace(",", " ").split()
    if isinstance(names, dict):
        items = list(names.items())
    else:
        items = []
        last = []
        for i, n in enumerate(names):
            if isinstance(n, str):
                v = base._generate_next_value_(n, start, i, last[:])
                items.append((n, v))
                last.append(v)
            else:
                items.append((n[0], n[1]))
    cls = _mkclass(value, base)
    for n, v in items:
        setattr(cls, n, v)
    _setup(cls)
    return cls


class _EnumType:
    # The behaviour table of every enum class (the methods run with the class as `cls`).
    def _class_created_(cls):
        _setup(cls)

    def __call__(cls, *args, **kwargs):
        # One exact int or str (Color(2), Perm(5), Flag operators' results): no member is such
        # a value, so the isinstance step below is false and the value map decides first; a
        # miss goes on through the steps below (the same result, without their calls).
        if len(args) == 1 and not kwargs and (type(args[0]) is int or type(args[0]) is str):
            member = cls._value2member_map_.get(args[0], _auto_null)
            if member is not _auto_null:
                return member
        if not getattr(cls, "_member_names_", None) and (len(args) == 2 or "names" in kwargs):
            return _functional(cls, *args, **kwargs)
        if len(args) != 1 or kwargs:
            raise TypeError("%s() takes exactly one argument" % cls.__name__)
        value = args[0]
        if isinstance(value, cls):
            return value
        try:
            return cls._value2member_map_[value]
        except (KeyError, TypeError):
            pass
        for m in cls._member_map_.values():
            if m._value_ == value:
                return m
        result = cls._missing_(value)
        if isinstance(result, cls):
            return result
        if result is not None:
            raise TypeError("error in %s._missing_: returned %r instead of None or a valid member"
                            % (cls.__name__, result))
        raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))

    def __iter__(cls):
        return iter([cls._member_map_[n] for n in cls._member_names_])

    def __len__(cls):
        return len(cls._member_names_)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __contains__(cls, value):
        if isinstance(value, cls):
            return True
        if isinstance(value, Enum):
            return False
        raise TypeError("unsupported operand type(s) for 'in': '%s' and 'EnumType'"
                        % type(value).__name__)

    # Checks of class attribute stores and deletions (vm/np_attr.c class_store_check): a
    # member cannot be rebound or deleted, as CPython's EnumType says.
    def _class_setattr_(cls, name, value):
        if name in getattr(cls, "_member_map_", ()):
            raise AttributeError("cannot reassign member %r" % (name,))

    def _class_delattr_(cls, name, value):
        if name in getattr(cls, "_member_map_", ()):
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, name))

    def __repr__(cls):
        if _Flag_defined[0] and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        return "<enum %r>" % cls.__name__


EnumType = _EnumType
EnumMeta = _EnumType
_Flag_defined = [False]


class Enum:
    def __init__(self, *args, **kwds):
        pass

    @property
    def name(self):
        return self._name_

    @name.setter
    def name(self, v):
        raise AttributeError("<enum 'Enum'> cannot set attribute 'name'")

    @name.deleter
    def name(self):
        raise AttributeError("<enum 'Enum'> cannot delete attribute 'name'")

    @property
    def value(self):
        return self._value_

    @value.setter
    def value(self, v):
        raise AttributeError("<enum 'Enum'> cannot set attribute 'value'")

    @value.deleter
    def value(self):
        raise AttributeError("<enum 'Enum'> cannot delete attribute 'value'")

    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        return last_values[-1] + 1

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        return "<%s.%s: %r>" % (type(self).__name__, self._name_, self._value_)

    def __str__(self):
        return "%s.%s" % (type(self).__name__, self._name_)

    def __format__(self, spec):
        return format(str(self), spec)

    __hash__ = _name_hash

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce_ex__(self, proto):
        return (type(self), (self._value_,))


_set_meta(Enum, _EnumType)


class ReprEnum(Enum):
    # str() and format() of the mixed-in type's value (IntEnum, StrEnum, IntFlag).
    def __str__(self):
        return str(self._value_)

    def __format__(self, spec):
        return format(self._value_, spec)

    __hash__ = _value_hash


class IntEnum(int, ReprEnum):
    pass


class StrEnum(str, ReprEnum):
    def __init__(self, *args, **kwds):
        if len(args) == 1 and not isinstance(args[0], str):
            raise TypeError("%r is not a string" % (args[0],))

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class Flag(Enum):
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last = max(last_values)
        return 2 ** (_high_bit(last) + 1)

    @classmethod
    def _missing_(cls, value, _new=_construct):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        if issubclass(cls, int):
            if value < 0:
                value = value & cls._all_bits_
        elif value < 0 or value & ~cls._flag_mask_:
            width = max(value.bit_length(), cls._flag_mask_.bit_length())
            raise ValueError("%r invalid value %r\n    given %s\n  allowed %s" % (
                cls, value, _bin(value, width), _bin(cls._flag_mask_, width)))
        if value in cls._value2member_map_:
            return cls._value2member_map_[value]
        pseudo = _new(cls, value)
        pseudo._value_ = value
        known = [m for m in cls if m._value_ & value == m._value_]
        rest = value
        for m in known:
            rest &= ~m._value_
        if value == 0:
            pseudo._name_ = None
        else:
            parts = [m._name_ for m in known]
            if rest:
                parts.append(str(rest))
            pseudo._name_ = "|".join(parts)
        cls._value2member_map_[value] = pseudo
        return pseudo

    def __repr__(self):
        if self._name_ is None:
            return "<%s: %r>" % (type(self).__name__, self._value_)
        return "<%s.%s: %r>" % (type(self).__name__, self._name_, self._value_)

    def __str__(self):
        if self._name_ is None:
            return "%s(%r)" % (type(self).__name__, self._value_)
        return "%s.%s" % (type(self).__name__, self._name_)

    __hash__ = _name_hash

    def __eq__(self, other):
        if isinstance(other, Flag) and not isinstance(self, int):
            return type(self) is type(other) and self._value_ == other._value_
        if isinstance(self, int):
            return int(self) == other
        return NotImplemented

    def __bool__(self):
        return bool(self._value_)

    def __contains__(self, other):
        if not isinstance(other, type(self)):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'" % (
                type(other).__qualname__, type(self).__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return iter([m for m in type(self) if m._value_ & self._value_ == m._value_ and m._value_])

    def __len__(self):
        return len(list(self.__iter__()))

    def _other_value(self, other):
        if isinstance(other, type(self)):
            return other._value_
        if isinstance(self, int) and isinstance(other, int) and not isinstance(other, Flag):
            return int(other)
        return None

    def __or__(self, other):
        # Two members of one class (the usual `READ | WRITE`): the result's member straight
        # from the value map when it is there (what type(self)(value) returns first).
        cls = type(self)
        if type(other) is cls:
            v = self._value_ | other._value_
            member = cls._value2member_map_.get(v)
            return cls(v) if member is None else member
        v = self._other_value(other)
        if v is None:
            return NotImplemented
        return cls(self._value_ | v)

    def __and__(self, other):
        cls = type(self)
        if type(other) is cls:
            v = self._value_ & other._value_
            member = cls._value2member_map_.get(v)
            return cls(v) if member is None else member
        v = self._other_value(other)
        if v is None:
            return NotImplemented
        return cls(self._value_ & v)

    def __xor__(self, other):
        cls = type(self)
        if type(other) is cls:
            v = self._value_ ^ other._value_
            member = cls._value2member_map_.get(v)
            return cls(v) if member is None else member
        v = self._other_value(other)
        if v is None:
            return NotImplemented
        return cls(self._value_ ^ v)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return type(self)(type(self)._flag_mask_ & ~self._value_)


def _bin(n, width):
    return "0b0 " + format(n, "0%db" % width)


_Flag_defined[0] = True


class IntFlag(int, ReprEnum, Flag):
    def __str__(self):
        return str(self._value_)

    def __format__(self, spec):
        return format(self._value_, spec)

    def __repr__(self):
        return Flag.__repr__(self)

    __hash__ = _value_hash

    def __invert__(self):
        return type(self)(type(self)._all_bits_ & ~self._value_)


def unique(enumeration):
    dups = []
    for name, member in enumeration.__members__.items():
        if name != member._name_:
            dups.append((name, member._name_))
    if dups:
        details = ", ".join(["%s -> %s" % (a, n) for a, n in dups])
        raise ValueError("duplicate values found in %r: %s" % (enumeration, details))
    return enumeration


del _set_meta, _construct, _class_items, _class_set, _make_class, _class_bases, _name_hash, _value_hash
