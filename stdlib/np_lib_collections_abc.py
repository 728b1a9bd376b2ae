# collections.abc: the abstract collection classes, for annotations, isinstance/issubclass and
# as base classes (with their mixin methods). isinstance and issubclass are structural for the
# builtin types (as CPython's registrations make them) through a class-behaviour table (see
# stdlib/np_lib_enum.c); a user class counts when it subclasses the ABC, and for the one-trick
# ABCs (Iterable, Sized, Container, ...) when it defines their methods, as CPython's
# __subclasshook__ (_check_methods: a method set to None does not count).


def _gen():
    yield


_generator = type(_gen())
_iter_types = (type(iter([])), type(iter(())), type(iter("")), type(iter({})), type(iter(set())),
               type(iter(range(0))), type(iter({}.items())), type(iter({}.values())), _generator)
_keys, _values, _items = type({}.keys()), type({}.values()), type({}.items())
_views = (_keys, _values, _items)
_sized = (list, tuple, str, dict, set, frozenset, range, bytes, bytearray) + _views
# The builtin types CPython registers with each ABC (or that its structural hooks accept).
_builtin = {
    "Iterable": _sized + _iter_types,
    "Iterator": _iter_types,
    "Generator": (_generator,),
    "Reversible": (list, tuple, str, dict, range, bytes, bytearray) + _views,
    "Sized": _sized,
    "Container": _sized,
    "Collection": _sized,
    "Sequence": (list, tuple, str, range, bytes, bytearray),
    "MutableSequence": (list, bytearray),
    "ByteString": (bytes, bytearray),
    "Set": (set, frozenset, _keys, _items),
    "MutableSet": (set,),
    "Mapping": (dict,),
    "MutableMapping": (dict,),
    "MappingView": _views,
    "KeysView": (_keys,),
    "ItemsView": (_items,),
    "ValuesView": (_values,),
    "Callable": (type(len), type(_gen), type, type([].append)),
}
# The builtin types whose __hash__ is None; any other builtin type is Hashable.
_unhashable = (list, dict, set, bytearray, _keys, _items, slice)


def _hashable_class(c, _items=_class_items):
    # CPython's Hashable hook: the first class of [c]'s MRO that defines __hash__ decides
    # (None: unhashable, as a class defining __eq__ alone gets).
    for base in c.__mro__:
        if base in _unhashable or _stdlib_abc(base) is not None:
            return False  # (deque, ChainMap and array are unhashable too)
        try:
            own = _items(base)
        except TypeError:
            continue  # a builtin type other than those above
        for k, v in own:
            if k == "__hash__":
                return v is not None
    return True


def _stdlib_abc(c):
    # The ABC CPython registers stdlib class [c] with (collections' deque and ChainMap,
    # array.array), or None. Asked last, so their modules are imported only when a program
    # already made one of their instances.
    name = c.__name__
    module = getattr(c, "__module__", None)
    if module == "collections" and (name == "deque" or name == "ChainMap"):
        import collections
        if c is collections.deque:
            return MutableSequence
        if c is collections.ChainMap:
            return MutableMapping
    elif module == "array" and name == "array":
        import array
        if c is array.array:
            return MutableSequence
    return None


def _registered_stdlib(cls, sub):
    # True when a class of [sub]'s MRO is a stdlib class registered with [cls] or below it.
    for c in sub.__mro__:
        found = _stdlib_abc(c)
        if found is not None and cls in found.__mro__:
            return True
    return False


# Classes registered with ABC.register: {ABC: [classes registered on it or on an ABC below it]}.
_virtual = {}


def _register(cls, subclass, _set_pattern=_set_pattern):
    # register(): a virtual subclass, as abc.ABCMeta.register (CPython's checks and result).
    if not isinstance(subclass, type):
        raise TypeError("Can only register classes")
    if issubclass(subclass, cls):
        return subclass
    if issubclass(cls, subclass):
        raise RuntimeError("Refusing to create an inheritance cycle")
    _virtual.setdefault(cls, [])
    for base in cls.__mro__:
        if base in _virtual:
            _virtual[base].append(subclass)
    # A registered class matches sequence/mapping patterns as a subclass would.
    for base in cls.__mro__:
        if base in _pattern_kinds:
            _set_pattern(subclass, _pattern_kinds[base])
            break
    return subclass


class _ABCCheck:
    # Behaviour table: the builtin types listed for an ABC are its virtual subclasses, and so
    # are the classes registered on it.
    def __instancecheck__(cls, obj):
        for v in _virtual.get(cls, ()):
            if isinstance(obj, v):
                return True
        name = cls.__name__
        if name == "Callable":
            return callable(obj)
        if name == "Hashable":
            return _hashable_class(type(obj))
        if isinstance(obj, _builtin.get(name, ())):
            return True
        return _has_methods(type(obj), _structural.get(cls, ())) or \
            _registered_stdlib(cls, type(obj))

    def __subclasscheck__(cls, sub):
        for v in _virtual.get(cls, ()):
            if issubclass(sub, v):
                return True
        if not isinstance(sub, type):
            return False
        if cls.__name__ == "Hashable":
            return _hashable_class(sub)
        if issubclass(sub, _builtin.get(cls.__name__, ())):
            return True
        return _has_methods(sub, _structural.get(cls, ())) or _registered_stdlib(cls, sub)


def _has_methods(c, names):
    # CPython's _check_methods for user class [c]: every name is defined along its MRO and not
    # set to None. (__call__ is looked for in the MRO's own dicts: getattr would find type's,
    # which every class has.)
    if not names:
        return False
    for name in names:
        if name == "__call__":
            if not _own_along_mro(c, name):
                return False
        elif getattr(c, name, None) is None:
            return False
    return True


def _own_along_mro(c, name, _items=_class_items):
    # Whether the first class of [c]'s MRO whose own dict defines [name] binds it to something
    # other than None (builtin types along the MRO define nothing here).
    for base in c.__mro__:
        try:
            own = _items(base)
        except TypeError:
            continue
        for k, v in own:
            if k == name:
                return v is not None
    return False


class Hashable:
    pass


class Iterable:
    pass


class Iterator(Iterable):
    def __iter__(self):
        return self


class Generator(Iterator):
    pass


class Reversible(Iterable):
    pass


class Sized:
    pass


class Container:
    pass


class Callable:
    pass


class Collection(Sized, Iterable, Container):
    pass


class Sequence(Reversible, Collection):
    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        # Index by index through __getitem__ until it raises IndexError.
        i = 0
        while True:
            try:
                item = self[i]
            except IndexError:
                return
            yield item
            i += 1

    def __reversed__(self):
        i = len(self) - 1
        while i >= 0:
            yield self[i]
            i -= 1

    def index(self, value, start=0, stop=None):
        n = len(self)
        stop = n if stop is None else stop
        for i in range(start, stop):
            if self[i] is value or self[i] == value:
                return i
        raise ValueError

    def count(self, value):
        found = 0
        for v in self:
            if v is value or v == value:
                found += 1
        return found


class MutableSequence(Sequence):
    def append(self, value):
        self.insert(len(self), value)

    def extend(self, values):
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        at = self.index(value)
        del self[at]

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]


class Set(Collection):
    pass


class MutableSet(Set):
    pass


class ByteString(Sequence):
    pass


class Mapping(Collection):
    def __getitem__(self, key):
        raise KeyError(key)

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        return True

    def keys(self):
        return [k for k in self]

    def items(self):
        return [(k, self[k]) for k in self]

    def values(self):
        return [self[k] for k in self]

    def __eq__(self, other):
        if isinstance(other, Mapping):
            mine = dict(self.items())
            return mine == dict(other.items())
        return NotImplemented


class MutableMapping(Mapping):
    def pop(self, key, *default):
        try:
            v = self[key]
        except KeyError:
            if default:
                return default[0]
            raise
        del self[key]
        return v

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default

    def update(self, other=(), **kwds):
        if isinstance(other, Mapping) or hasattr(other, "keys"):
            for k in other.keys():
                self[k] = other[k]
        else:
            for k, v in other:
                self[k] = v
        for k, v in kwds.items():
            self[k] = v

    def clear(self):
        for k in list(self):
            del self[k]


class MappingView(Sized):
    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, self._mapping)


class KeysView(MappingView, Set):
    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        for key in self._mapping:
            yield key


class ItemsView(MappingView, Set):
    def __contains__(self, item):
        key, value = item
        try:
            held = self._mapping[key]
        except KeyError:
            return False
        return held is value or held == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):
    def __contains__(self, value):
        for key in self._mapping:
            held = self._mapping[key]
            if held is value or held == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


for _c in (Hashable, Iterable, Iterator, Generator, Reversible, Sized, Container, Callable,
           Collection, Sequence, MutableSequence, ByteString, Set, MutableSet, Mapping,
           MutableMapping, MappingView, KeysView, ItemsView, ValuesView):
    _set_meta(_c, _ABCCheck)
    _virtual[_c] = []
    _c.register = classmethod(_register)
del _c
# Subclasses of these (and classes registered on them) match sequence (1) or mapping (2)
# patterns.
_pattern_kinds = {Sequence: 1, MutableSequence: 1, Mapping: 2, MutableMapping: 2}
for _c in _pattern_kinds:
    _set_pattern(_c, _pattern_kinds[_c])
del _c, _set_pattern
# The ABCs whose __subclasshook__ is structural in CPython, with the methods it checks.
_structural = {Iterable: ("__iter__",), Iterator: ("__iter__", "__next__"),
               Reversible: ("__reversed__", "__iter__"), Sized: ("__len__",),
               Container: ("__contains__",), Collection: ("__len__", "__iter__", "__contains__"),
               Generator: ("__iter__", "__next__", "send", "throw", "close"),
               Callable: ("__call__",)}
del _set_meta, _construct, _class_items, _class_set, _make_class, _class_bases
