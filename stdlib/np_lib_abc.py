# abc: ABC, ABCMeta, abstractmethod (and the abstract property/class/static method aliases).
# A subclass of ABC that still has abstract methods cannot be instantiated, with CPython 3.11's
# TypeError. register() adds virtual subclasses, which isinstance/issubclass then accept. ABC's class-behaviour table (see stdlib/np_lib_enum.c) computes each subclass's
# abstract names when it is created and checks them when the class is called.
# The private natives (np_lib_enum.c) are captured as default arguments and deleted from the
# globals at the end, so `abc._x` never reaches them.

_abstract = []  # functions marked by abstractmethod (compared by identity)


def _is_abstract(v, _inner=_inner_funcs):
    # v itself, or the function inside a property/classmethod/staticmethod, was marked.
    for g in _inner(v):
        for f in _abstract:
            if f is g:
                return True
    return False


def abstractmethod(funcobj):
    _abstract.append(funcobj)
    return funcobj


# Virtual subclasses: {ABC: [classes registered on it or on one of its ABC subclasses]}, so
# isinstance(1, Number) sees the int that Integral.register(int) added to every ABC in
# Integral's MRO. Keys are classes (hashed by identity).
_virtual = {}


def _instancecheck(cls, obj):
    # ABCMeta.__instancecheck__, installed by the first register(): asked only when the class
    # itself is not in type(obj)'s MRO.
    return _subclasscheck(cls, type(obj))


def _subclasscheck(cls, sub):
    for v in _virtual.get(cls, ()):
        if issubclass(sub, v):
            return True
    # numbers registers Fraction and Decimal when it first meets them (_abc_lazy_).
    lazy = cls._abc_lazy_
    if lazy is not None and lazy(sub):
        for v in _virtual.get(cls, ()):
            if issubclass(sub, v):
                return True
    return False


def _register(cls, subclass):
    # ABCMeta.register: records [subclass] as a virtual subclass of [cls]; returns it (so it
    # can decorate a class), as CPython's does. The first one installs the table's
    # isinstance/issubclass hooks, so a program that never registers pays nothing on a miss.
    if not isinstance(subclass, type):
        raise TypeError("Can only register classes")
    if issubclass(subclass, cls):
        return subclass
    if issubclass(cls, subclass):
        raise RuntimeError("Refusing to create an inheritance cycle")
    for base in cls.__mro__:
        if base is not ABC and base in _virtual:
            _virtual[base].append(subclass)
    if not _hooked:
        _hooked.append(True)
        ABCMeta.__instancecheck__ = _instancecheck
        ABCMeta.__subclasscheck__ = _subclasscheck
    return subclass


_hooked = []


class ABCMeta:
    # The behaviour table of ABC (its methods run with the class as `cls`). It may be named
    # without an ABC base (`class S(metaclass=ABCMeta)`), see vm/np_class.c check_metaclass.
    _class_standalone_ = True

    def _class_created_(cls, _items=_class_items, _plain=_plain_call):
        _virtual[cls] = []
        if not hasattr(cls, "_abc_lazy_"):
            cls._abc_lazy_ = None
        if not hasattr(cls, "register"):
            cls.register = classmethod(_register)
        own = {}
        for k, v in _items(cls):
            own[k] = v
        names = set()
        for k, v in own.items():
            if _is_abstract(v):
                names.add(k)
        for k in getattr(cls, "_abc_abstract_names_", ()):
            if k in own:
                continue
            v = getattr(cls, k, None)
            # An inherited classmethod reads as a bound method, which hides its function:
            # it stays abstract unless this class defines the name.
            if _is_abstract(v) or type(v).__name__ == "method":
                names.add(k)
        cls._abc_abstract_names_ = frozenset(names)
        if not names:
            # Nothing to check when the class is called: its ordinary constructor is used.
            _plain(cls)

    def __call__(cls, *args, _new=_construct, **kwargs):
        names = sorted(cls._abc_abstract_names_)
        if names:
            raise TypeError("Can't instantiate abstract class %s with abstract method%s %s"
                            % (cls.__name__, "s" if len(names) > 1 else "", ", ".join(names)))
        return _new(cls, *args, **kwargs)


class ABC:
    @classmethod
    def register(cls, subclass):
        return _register(cls, subclass)


_set_meta(ABC, ABCMeta)
ABC._abc_abstract_names_ = frozenset()
_plain_call(ABC)
ABC._abc_lazy_ = None


def abstractproperty(f):
    return property(abstractmethod(f))


abstractclassmethod = classmethod
abstractstaticmethod = staticmethod


def get_cache_token():
    return 0


del _set_meta, _construct, _class_items, _class_set, _make_class, _class_bases, _inner_funcs, _plain_call
