# types: the pure part of CPython's types module. SimpleNamespace (attributes set from keyword
# arguments, CPython's repr and ==), MappingProxyType (a read-only view of a mapping) and the
# types of None, Ellipsis, NotImplemented and generators. Nothing reflective exists here:
# FunctionType, CodeType, FrameType, ModuleType and friends are deliberately absent.

NoneType = type(None)
EllipsisType = type(...)
NotImplementedType = type(NotImplemented)


def _gen():
    yield None


GeneratorType = type(_gen())

# ids of the namespaces whose repr is being computed (CPython's Py_ReprEnter).
_repr_running = set()


class SimpleNamespace:
    # Attributes live in the instance as usual (reads are plain attribute reads); repr and ==
    # read them through vars(), the instance's live attribute dict, in the order they were set.
    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        for name, value in kwargs.items():
            object.__setattr__(self, name, value)

    def __getattr__(self, name):
        # Only reached for a missing attribute: CPython's message names the type types.SimpleNamespace.
        raise AttributeError("'%s' object has no attribute '%s'" % (self.__tname(), name))

    def __repr__(self):
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        key = id(self)
        if key in _repr_running:
            return name + "(...)"
        _repr_running.add(key)
        try:
            parts = ["%s=%r" % (k, v) for k, v in vars(self).items()]
        finally:
            _repr_running.discard(key)
        return "%s(%s)" % (name, ", ".join(parts))

    def __eq__(self, other):
        if isinstance(other, SimpleNamespace):
            return vars(self) == vars(other)
        return NotImplemented

    def __hash__(self):
        raise TypeError("unhashable type: '%s'" % self.__tname())

    def __tname(self):
        # The type's name in messages: CPython's tp_name, types.SimpleNamespace for the base.
        return "types.SimpleNamespace" if type(self) is SimpleNamespace else type(self).__name__


class mappingproxy:
    # A read-only view of a mapping: reads go to the mapping, so later changes to it show.
    __np_final__ = 'mappingproxy'  # CPython's C type is no acceptable base (vm/np_class.c)
    def __init__(self, mapping):
        if (isinstance(mapping, (list, tuple)) or not hasattr(mapping, "keys")
                or not hasattr(mapping, "__getitem__")):
            raise TypeError("mappingproxy() argument must be a mapping, not %s"
                            % type(mapping).__name__)
        object.__setattr__(self, "_mappingproxy__m", mapping)

    def __setattr__(self, name, value):
        raise AttributeError("'mappingproxy' object has no attribute '%s'" % name)

    def __getitem__(self, key):
        return self.__m[key]

    # (No __setitem__/__delitem__, as CPython's: `p[k] = v` says the default "does not
    # support item assignment", and `p.__setitem__` is an AttributeError.)

    def get(self, key, default=None):
        return self.__m.get(key, default)

    def keys(self):
        return self.__m.keys()

    def values(self):
        return self.__m.values()

    def items(self):
        return self.__m.items()

    def copy(self):
        return self.__m.copy()

    def __iter__(self):
        return iter(self.__m)

    def __reversed__(self):
        return reversed(self.__m)

    def __len__(self):
        return len(self.__m)

    def __contains__(self, key):
        return key in self.__m

    def __eq__(self, other):
        if isinstance(other, mappingproxy):
            other = other.__m
        return self.__m == other

    def __or__(self, other):
        if isinstance(other, mappingproxy):
            other = other.__m
        if not isinstance(other, dict) or not isinstance(self.__m, dict):
            return NotImplemented
        return self.__m | other

    def __ror__(self, other):
        if not isinstance(other, dict) or not isinstance(self.__m, dict):
            return NotImplemented
        return other | self.__m

    def __ior__(self, other):
        raise TypeError("'|=' is not supported by mappingproxy; use '|' instead")

    def __str__(self):
        return str(self.__m)

    def __repr__(self):
        return "mappingproxy(%r)" % (self.__m,)

    __hash__ = None


MappingProxyType = mappingproxy
