# typing: the names scripts use in annotations, with subscription (List[int], Dict[str, int],
# Optional[int], Callable[[int], str]) giving objects whose repr is CPython's. Nothing is
# checked at run time; cast() and overload() return their argument unchanged.
TYPE_CHECKING = False
# The private natives (np_lib_enum.c) are captured as default arguments and deleted from the
# globals at the end, so `typing._x` never reaches them.


def _type_repr(t):
    if isinstance(t, type):
        r = repr(t)[8:-2]
        return r[9:] if r.startswith("builtins.") else r
    if t is None:
        return "None"
    if t is ...:
        return "..."
    if isinstance(t, list):
        return "[" + ", ".join([_type_repr(x) for x in t]) + "]"
    return repr(t)


def _arg_repr(t):
    # A typing subscription argument's repr: None as NoneType, also inside a Callable's list.
    if t is None:
        return "NoneType"
    if isinstance(t, list):
        return "[" + ", ".join([_arg_repr(x) for x in t]) + "]"
    return _type_repr(t)


class _Alias:
    def __init__(self, name, args, origin=None):
        self._name = name
        self._args = args
        self._origin = origin

    def __repr__(self):
        if self._args is None:
            return "typing." + self._name
        if self._name == "Optional":
            return "typing.Optional[%s]" % _type_repr(self._args[0])
        if self._args == ():
            return "typing.%s[()]" % self._name
        if self._name == "Union":  # CPython keeps None as NoneType among a Union's members
            return "typing.Union[%s]" % ", ".join(["NoneType" if a is None else _type_repr(a)
                                                  for a in self._args])
        if self._name == "Literal" or self._name == "Annotated":
            return "typing.%s[%s]" % (self._name, ", ".join([_type_repr(a) for a in self._args]))
        # (A None argument shows as NoneType, which CPython's subscription stores for it.)
        return "typing.%s[%s]" % (self._name, ", ".join([_arg_repr(a) for a in self._args]))

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        if self._name != "Literal":
            params = _forward_refs(params, self._name == "Annotated")
        if self._name == "Optional":
            if len(params) != 1:
                raise TypeError("typing.Optional requires a single type.")
            if params[0] is None:
                return None
            return _Alias("Optional", params)
        if self._name == "Union":
            flat = []
            for p in params:
                if isinstance(p, _Alias) and p._name == "Union" and p._args is not None:
                    ps = p._args
                else:
                    ps = (p,)
                for q in ps:
                    if q not in flat:
                        flat.append(q)
            if len(flat) == 1:
                return flat[0]
            if len(flat) == 2 and None in flat:
                other = flat[0] if flat[1] is None else flat[1]
                return _Alias("Optional", (other,))
            return _Alias("Union", tuple(flat))
        return _Alias(self._name, params, self._origin)

    def _check_target(self, what="isinstance"):
        # What isinstance/issubclass test against this alias, as CPython's: the builtin or
        # collections(.abc) class of an unsubscripted alias, the members of a Union/Optional.
        if self._args is not None:
            if self._name == "Optional":
                return (_check_target(self._args[0]), type(None))
            if self._name == "Union":
                return tuple([_check_target(a) for a in self._args])
            raise TypeError("Subscripted generics cannot be used with class and instance checks")
        if self._origin is not None:
            return self._origin
        if self._name == "Type":
            return type
        where = _ABC_ORIGINS.get(self._name)
        if where is None:
            raise TypeError("typing.%s cannot be used with %s()" % (self._name, what))
        import collections
        import collections.abc
        return getattr(collections if where == "collections" else collections.abc,
                       where if where != "collections" else _COLLECTIONS_NAMES[self._name])

    def __instancecheck__(self, obj):
        return isinstance(obj, self._check_target())

    def __subclasscheck__(self, cls):
        if self._args is None and self._name == "Any":
            return False  # CPython 3.11 answers issubclass(x, Any) without raising
        return issubclass(cls, self._check_target("issubclass"))

    def __call__(self, *args, **kwargs):
        if self._origin is None and self._name in _COLLECTIONS_NAMES:
            # DefaultDict(), Deque(), ...: the collections class, as CPython's alias makes.
            return _Alias(self._name, None)._check_target()(*args, **kwargs)
        if self._origin is None:
            raise TypeError("Cannot instantiate typing." + self._name)
        if self._name in ("List", "Dict", "Set", "FrozenSet", "Tuple"):
            raise TypeError("Type %s cannot be instantiated; use %s() instead"
                            % (self._name, self._origin.__name__))
        return self._origin(*args, **kwargs)

    def __eq__(self, other):
        if not isinstance(other, _Alias):
            return False
        return self._name == other._name and self._args == other._args

    def __hash__(self):
        return hash((self._name, self._args))


class ForwardRef:
    # A string among a typing subscription's arguments (Optional["Node"]), as CPython keeps it.
    def __init__(self, arg):
        if not isinstance(arg, str):
            raise TypeError("Forward reference must be a string -- got %r" % (arg,))
        self._arg = arg

    @property
    def __forward_arg__(self):
        return self._arg

    def __repr__(self):
        return "ForwardRef(%r)" % (self._arg,)

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self._arg == other._arg

    def __hash__(self):
        return hash(("ForwardRef", self._arg))


def _forward_refs(params, first_only):
    # The subscription arguments with strs (and strs in a Callable's argument list) made
    # ForwardRefs; Annotated converts only its first argument.
    out = []
    for i, p in enumerate(params):
        if first_only and i > 0:
            out.append(p)
        elif isinstance(p, str):
            out.append(ForwardRef(p))
        elif isinstance(p, list):
            out.append([ForwardRef(q) if isinstance(q, str) else q for q in p])
        else:
            out.append(p)
    return tuple(out)


def _check_target(t):
    if t is None:
        return type(None)
    if isinstance(t, _Alias):
        return t._check_target()
    return t


# The collections.abc class (or "collections") an unsubscripted typing alias checks against.
_ABC_ORIGINS = {n: n for n in ("Iterable", "Iterator", "Generator", "Sequence",
                               "MutableSequence", "Mapping", "MutableMapping", "Collection",
                               "Container", "Hashable", "Sized", "Reversible", "Callable")}
_ABC_ORIGINS["AbstractSet"] = "Set"
_ABC_ORIGINS["MutableSet"] = "MutableSet"
_COLLECTIONS_NAMES = {"DefaultDict": "defaultdict", "OrderedDict": "OrderedDict",
                      "Counter": "Counter", "Deque": "deque", "ChainMap": "ChainMap"}
for _n in _COLLECTIONS_NAMES:
    _ABC_ORIGINS[_n] = "collections"

Any = _Alias("Any", None)
Optional = _Alias("Optional", None)
Union = _Alias("Union", None)
List = _Alias("List", None, list)
Dict = _Alias("Dict", None, dict)
Tuple = _Alias("Tuple", None, tuple)
Set = _Alias("Set", None, set)
FrozenSet = _Alias("FrozenSet", None, frozenset)
Type = _Alias("Type", None)
Callable = _Alias("Callable", None)
Iterable = _Alias("Iterable", None)
Iterator = _Alias("Iterator", None)
Generator = _Alias("Generator", None)
Sequence = _Alias("Sequence", None)
MutableSequence = _Alias("MutableSequence", None)
Mapping = _Alias("Mapping", None)
MutableMapping = _Alias("MutableMapping", None)
AbstractSet = _Alias("AbstractSet", None)
MutableSet = _Alias("MutableSet", None)
Collection = _Alias("Collection", None)
Container = _Alias("Container", None)
Hashable = _Alias("Hashable", None)
Sized = _Alias("Sized", None)
Reversible = _Alias("Reversible", None)
DefaultDict = _Alias("DefaultDict", None)
OrderedDict = _Alias("OrderedDict", None)
Counter = _Alias("Counter", None)
Deque = _Alias("Deque", None)
ChainMap = _Alias("ChainMap", None)
Literal = _Alias("Literal", None)
Final = _Alias("Final", None)
ClassVar = _Alias("ClassVar", None)
Annotated = _Alias("Annotated", None)
NoReturn = _Alias("NoReturn", None)
Never = _Alias("Never", None)
Self = _Alias("Self", None)
LiteralString = _Alias("LiteralString", None)
TypeAlias = _Alias("TypeAlias", None)
TypeGuard = _Alias("TypeGuard", None)
Awaitable = _Alias("Awaitable", None)
Coroutine = _Alias("Coroutine", None)
AsyncIterable = _Alias("AsyncIterable", None)
AsyncIterator = _Alias("AsyncIterator", None)
AsyncGenerator = _Alias("AsyncGenerator", None)
Pattern = _Alias("Pattern", None)
Match = _Alias("Match", None)
IO = _Alias("IO", None)
TextIO = _Alias("TextIO", None)
BinaryIO = _Alias("BinaryIO", None)
KeysView = _Alias("KeysView", None)
ValuesView = _Alias("ValuesView", None)
ItemsView = _Alias("ItemsView", None)
MappingView = _Alias("MappingView", None)
ContextManager = _Alias("ContextManager", None)
AsyncContextManager = _Alias("AsyncContextManager", None)
SupportsInt = _Alias("SupportsInt", None)
SupportsFloat = _Alias("SupportsFloat", None)
SupportsIndex = _Alias("SupportsIndex", None)
SupportsAbs = _Alias("SupportsAbs", None)
SupportsRound = _Alias("SupportsRound", None)
SupportsBytes = _Alias("SupportsBytes", None)
Concatenate = _Alias("Concatenate", None)
Unpack = _Alias("Unpack", None)
Required = _Alias("Required", None)
NotRequired = _Alias("NotRequired", None)
Text = str
AnyStr = None


class TypeVar:
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self._name = name
        self._constraints = constraints
        self._bound = bound
        self._co = covariant
        self._contra = contravariant

    def __repr__(self):
        return ("+" if self._co else "-" if self._contra else "~") + self._name


AnyStr = TypeVar("AnyStr", bytes if False else str)


class _GenericMeta:
    # Behaviour table of Generic and Protocol: Generic[T] and Protocol[T] are the class itself;
    # a generic class's C[int] is a _UserGenericAlias, as CPython's _GenericAlias.
    def __getitem__(cls, params):
        if cls is Generic or cls is Protocol:
            return cls
        return _UserGenericAlias(cls, params)


class _UserGenericAlias:
    # C[int] of a user Generic subclass C: prints as CPython's typing._GenericAlias
    # (__main__.Box[int]), calling it calls C, attribute reads but dunders go to C, it compares
    # and hashes by (C, args), and isinstance refuses it. A class statement naming it as a base
    # gets C (__mro_entries__, PEP 560: vm/np_class.c resolve_mro_entries).
    def __init__(self, origin, params):
        self._origin = origin
        self._args = _forward_refs(params if isinstance(params, tuple) else (params,), False)

    def __repr__(self):
        if self._args == ():
            return _type_repr(self._origin) + "[()]"
        return _type_repr(self._origin) + "[" + ", ".join([_arg_repr(a) for a in self._args]) + "]"

    def __call__(self, *args, **kwargs):
        return self._origin(*args, **kwargs)

    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return getattr(self._origin, name)

    def __mro_entries__(self, bases):
        return () if self._origin in bases else (self._origin,)

    def __getitem__(self, params):
        # Box[T][int]: the TypeVars among the arguments take the new ones in order.
        if not isinstance(params, tuple):
            params = (params,)
        tvars = []
        for a in self._args:
            if isinstance(a, TypeVar) and a not in tvars:
                tvars.append(a)
        if not tvars:
            raise TypeError("%r is not a generic class" % (self,))
        if len(params) != len(tvars):
            raise TypeError("Too %s arguments for %r; actual %d, expected %d"
                            % ("many" if len(params) > len(tvars) else "few", self,
                               len(params), len(tvars)))
        subst = dict(zip(tvars, params))
        return _UserGenericAlias(self._origin, tuple([subst.get(a, a) if isinstance(a, TypeVar)
                                                      else a for a in self._args]))

    def __eq__(self, other):
        if not isinstance(other, _UserGenericAlias):
            return NotImplemented
        return self._origin == other._origin and self._args == other._args

    def __hash__(self):
        return hash((self._origin, self._args))

    def __instancecheck__(self, obj):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class Generic:
    pass


class Protocol:
    pass


# Protocol classes (a class statement naming Protocol as a direct base) -> [member names,
# runtime_checkable, whether it or a base protocol defines __init__]. The members are CPython's _get_protocol_attrs: every name a protocol's
# body defines or annotates (but the bookkeeping names below), with its base protocols'.
_protocols = {}
_PROTO_SKIP = frozenset(("__init__", "__module__", "__qualname__", "__doc__", "__slots__",
                         "__dict__", "__weakref__", "__annotations__", "__abstractmethods__",
                         "__subclasshook__", "__new__", "__class_getitem__", "__classcell__",
                         "__init_subclass__", "__parameters__", "__orig_bases__",
                         "_is_protocol", "_is_runtime_protocol"))


def _proto_check(cls):
    # The protocol entry of [cls] for an isinstance/issubclass test (None: not a protocol, the
    # nominal test already failed), or CPython's TypeError when it is not runtime_checkable.
    entry = _protocols.get(cls)
    if entry is None and cls is not Protocol:
        return None
    if entry is None or not entry[1]:
        raise TypeError("Instance and class checks can only be used with "
                        "@runtime_checkable protocols")
    return entry


class _ProtocolMeta(_GenericMeta):
    # Behaviour table of Protocol: records which subclasses are protocols and their members,
    # and makes isinstance/issubclass structural for @runtime_checkable ones (hasattr of every
    # member; a method member set to None does not count), as CPython's _ProtocolMeta.
    def _class_created_(cls, _items=_class_items, _bases=_class_bases, _refuse=_proto_refuse):
        bases = _bases(cls)
        if not any(b is Protocol for b in bases):
            return
        members = set()
        has_init = False
        for b in bases:
            if b is Protocol or b is Generic or b is object:
                continue
            if b not in _protocols:
                raise TypeError("Protocols can only inherit from other protocols, got %r" % (b,))
            members.update(_protocols[b][0])
            has_init = has_init or _protocols[b][2]
        for name, value in _items(cls):
            if name == "__np_annotated__":
                members.update(value)
            elif name not in _PROTO_SKIP and not name.startswith("_abc_"):
                members.add(name)
            has_init = has_init or name == "__init__"
        _protocols[cls] = [tuple(sorted(members)), False, has_init]
        # CPython's refusal lives in the __init__ Protocol gives a protocol that has none of
        # its own, so a protocol defining __init__ (or inheriting one) can be instantiated.
        if not has_init:
            _refuse(cls)

    def __instancecheck__(cls, obj):
        entry = _proto_check(cls)
        if entry is None:
            return False
        for name in entry[0]:
            if not _has_member(obj, name):
                return False
            if callable(getattr(cls, name, None)) and getattr(obj, name, None) is None:
                return False
        return True

    def __subclasscheck__(cls, sub):
        entry = _proto_check(cls)
        if entry is None:
            return False
        for name in entry[0]:
            if not callable(getattr(cls, name, None)):
                raise TypeError("Protocols with non-method members don't support issubclass()")
        if not isinstance(sub, type):
            raise TypeError("issubclass() arg 1 must be a class")
        for name in entry[0]:
            if not _has_member(sub, name, True) or getattr(sub, name, None) is None:
                return False
        return True


# The special methods builtin values answer to (Nearly's builtin objects expose their public
# methods as attributes, not their protocol slots), found by using the protocol itself.
def _supports_len(x):
    len(x)


def _supports_iter(x):
    iter(x)


def _supports_hash(x):
    hash(x)


_BUILTIN_SLOTS = {"__len__": _supports_len, "__iter__": _supports_iter, "__hash__": _supports_hash}


def _has_member(obj, name, of_class=False, _items=_class_items):
    if of_class and name == "__call__":
        # issubclass: a class's own __call__ along its MRO (getattr would find type's, which
        # every class has), as CPython's protocol check reads the MRO's dicts.
        for base in obj.__mro__:
            try:
                own = _items(base)
            except TypeError:
                continue
            for k, v in own:
                if k == name:
                    return True
        return False
    if hasattr(obj, name):
        return True
    probe = _BUILTIN_SLOTS.get(name)
    if probe is None or isinstance(obj, type):
        return False
    try:
        probe(obj)
    except TypeError:
        return False
    return True


_set_meta(Generic, _GenericMeta)
_set_meta(Protocol, _ProtocolMeta)
_proto_refuse(Protocol)
del _proto_refuse


def _annotated_fields(cls, _items=_class_items):
    names = ()
    values = {}
    for k, v in _items(cls):
        if k == "__np_annotated__":
            names = v
        else:
            values[k] = v
    return names, values


# The namedtuple type made for each NamedTuple class -> the NamedTuple classes its instances
# belong to (the class itself, then the NamedTuple classes it subclasses), for isinstance.
_nt_lineage = {}
# Each NamedTuple class -> the body entries its namedtuple type got (a subclass's type gets
# its bases' entries first, then its own).
_nt_body = {}


class _NamedTupleMeta:
    # Behaviour table of NamedTuple: a `class P(NamedTuple)` statement makes a collections
    # namedtuple type with the annotated fields, defaults and methods of the body; calling P
    # makes instances of that type, which isinstance(x, P) recognises (__instancecheck__), but
    # type(x) is that hidden type, not P. A subclass of P keeps P's fields and adds methods.
    def _class_created_(cls, _cset=_class_set, _bases=_class_bases, _forward=_nt_forward):
        from collections import namedtuple
        names, own = _annotated_fields(cls)
        parent = None
        for b in _bases(cls):
            if b in _nt_body:
                parent = b
        values = {}
        if parent is None:
            defaults = []
            for n in names:
                if n in own:
                    defaults.append(own[n])
                elif defaults:
                    raise TypeError("Non-default namedtuple field %s cannot follow default "
                                    "field%s %s" % (n, "s" if len(defaults) > 1 else "",
                                                    ", ".join([m for m in names if m in own])))
        else:
            names = parent._fields
            defaults = list(parent._field_defaults.values())
            values.update(_nt_body[parent])
            own = {k: v for k, v in own.items() if k not in names}
        values.update(own)
        nt = namedtuple(cls.__name__, list(names), defaults=defaults)
        for k, v in values.items():
            if k not in names and not (k.startswith("__") and k.endswith("__")):
                setattr(nt, k, v)
            elif k in ("__repr__", "__str__", "__eq__", "__lt__", "__le__", "__gt__", "__ge__",
                       "__hash__", "__len__", "__iter__", "__getitem__", "__contains__",
                       "__add__", "__mul__", "__bool__", "__format__", "__call__"):
                _cset(nt, k, v)
        _cset(cls, "_nt_", nt)
        # A docstring of the class statement documents both; else both get namedtuple's.
        if cls.__doc__ is None:
            cls.__doc__ = nt.__doc__
        else:
            nt.__doc__ = cls.__doc__
        _forward(cls)
        _nt_body[cls] = values
        _nt_lineage[nt] = (cls,) + (_nt_lineage[parent._nt_] if parent is not None else ())
        cls._fields = nt._fields
        _cset(cls, "__match_args__", nt._fields)
        cls._field_defaults = nt._field_defaults
        cls._make = nt._make

    def __instancecheck__(cls, obj):
        return cls in _nt_lineage.get(type(obj), ())

    def __subclasscheck__(cls, sub):
        return cls in _nt_lineage.get(sub, ())

    def __call__(cls, *args, **kwargs):
        if cls is NamedTuple:
            from collections import namedtuple
            if len(args) == 2 and not kwargs:
                fields = [f[0] for f in args[1]]
            else:
                fields = list(kwargs)
            return namedtuple(args[0], fields)
        return cls._nt_(*args, **kwargs)


class NamedTuple:
    pass


_set_meta(NamedTuple, _NamedTupleMeta)


class _TypedDictMeta:
    # Behaviour table of TypedDict: a TypedDict class is called to make a plain dict. The class
    # statement's `total=` keyword (the VM passes the names in _class_keywords_) sets __total__
    # and splits the annotated keys, with the bases' keys, into required and optional ones.
    _class_keywords_ = ("total",)

    def _class_created_(cls, total=True, _cset=_class_set):
        names, values = _annotated_fields(cls)
        req = set(getattr(cls, "__required_keys__", ()))  # the (first) base's keys
        opt = set(getattr(cls, "__optional_keys__", ()))
        for n in names:
            if total:
                req.add(n)
            else:
                opt.add(n)
        _cset(cls, "__total__", total)
        _cset(cls, "__required_keys__", frozenset(req))
        _cset(cls, "__optional_keys__", frozenset(opt))

    def __call__(cls, *args, **kwargs):
        if cls is TypedDict:
            return dict
        return dict(*args, **kwargs)


class TypedDict:
    __total__ = True
    __required_keys__ = frozenset()
    __optional_keys__ = frozenset()


_set_meta(TypedDict, _TypedDictMeta)


class _GenericForm:
    def __init__(self, base):
        self._base = base

    def __getitem__(self, params):
        return self._base


def cast(typ, val):
    return val


def overload(func):
    return func


def final(f):
    return f


def no_type_check(f):
    return f


def runtime_checkable(cls):
    entry = _protocols.get(cls)
    if entry is None:
        raise TypeError("@runtime_checkable can be only applied to protocol classes, got %r"
                        % (cls,))
    entry[1] = True
    return cls


class GenericAlias:
    # types.GenericAlias: what subscribing a builtin generic class makes (list[int],
    # dict[str, list[int]], collections.deque[int]); vm/np_ops.c calls _class_getitem for a
    # class subscript. Calling it calls the class; isinstance refuses it as CPython does.
    def __init__(self, origin, args):
        self._origin = origin
        self._args = args if isinstance(args, tuple) else (args,)

    def __repr__(self):
        if self._args == ():
            return _ga_repr(self._origin) + "[()]"
        return _ga_repr(self._origin) + "[" + ", ".join([_ga_repr(a) for a in self._args]) + "]"

    def __call__(self, *args, **kwargs):
        return self._origin(*args, **kwargs)

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self._origin == other._origin and self._args == other._args

    def __hash__(self):
        return hash(self._origin) ^ hash(self._args)

    def __getitem__(self, params):
        raise TypeError(repr(self) + " is not a generic class")

    def __instancecheck__(self, obj):
        raise TypeError("isinstance() argument 2 cannot be a parameterized generic")

    def __subclasscheck__(self, cls):
        raise TypeError("issubclass() argument 2 cannot be a parameterized generic")

    def __or__(self, other):
        return _GenericUnion._of(self, other)

    def __ror__(self, other):
        return _GenericUnion._of(other, self)


class _GenericUnion:
    # `list[int] | None`: a types.UnionType with a parameterized generic among its members
    # (vm/np_ops.c makes unions of plain classes only). It prints and compares as CPython's;
    # isinstance refuses it, as CPython does.
    def __init__(self, args):
        self._args = args

    @staticmethod
    def _of(a, b):
        args = []
        for x in (a, b):
            for m in (x._args if isinstance(x, _GenericUnion) else (x,)):
                if m is None:
                    m = type(None)
                if m not in args:
                    args.append(m)
        return _GenericUnion(tuple(args))

    def __repr__(self):
        return " | ".join(["None" if a is type(None) else
                           _ga_repr(a) if isinstance(a, (type, GenericAlias)) else repr(a)
                           for a in self._args])

    def __or__(self, other):
        return _GenericUnion._of(self, other)

    def __ror__(self, other):
        return _GenericUnion._of(other, self)

    def __eq__(self, other):
        if not isinstance(other, _GenericUnion):
            return NotImplemented
        return set(self._args) == set(other._args)

    def __hash__(self):
        return hash(frozenset(self._args))

    def __instancecheck__(self, obj):
        raise TypeError("isinstance() argument 2 cannot be a parameterized generic")


class _InitVarAlias:
    # dataclasses.InitVar[T]: what an InitVar annotation evaluates to (dataclasses spots
    # InitVar fields by name at compile time; this only gives the annotation its value).
    def __init__(self, type):
        self.type = type

    def __repr__(self):
        return "dataclasses.InitVar[%s]" % _ga_repr(self.type)


def _ga_repr(t):
    if t is ...:
        return "..."
    if isinstance(t, type):
        return _type_repr(t)
    return repr(t)


def _class_getitem(cls, params):
    # Subscribing class [cls] (no class-behaviour table): the builtin generic classes and their
    # subclasses give a GenericAlias, like CPython's __class_getitem__; others cannot be.
    from collections import deque, defaultdict, OrderedDict, Counter
    from dataclasses import InitVar
    if cls is InitVar:
        return _InitVarAlias(params)
    # A Generic subclass whose behaviour table is another's (class R(abc.ABC, Generic[K])):
    # R[int] is an alias, as _GenericMeta makes.
    if issubclass(cls, Generic):
        return cls if cls is Generic else _UserGenericAlias(cls, params)
    if issubclass(cls, (list, dict, tuple, set, frozenset, type, enumerate, deque, defaultdict,
                        OrderedDict, Counter)):
        return GenericAlias(cls, params)
    # collections.abc's classes (Callable[..., int], Iterator[str]) and re's Pattern/Match are
    # generic in CPython too (annotations are evaluated, so they must subscript).
    import collections.abc as _cabc
    if getattr(_cabc, cls.__name__, None) is cls:
        return GenericAlias(cls, params)
    if cls.__name__ in ("Pattern", "Match"):
        import re as _re
        if cls is _re.Pattern or cls is _re.Match:
            return GenericAlias(cls, params)
    raise TypeError("type '%s' is not subscriptable" % cls.__name__)


def get_origin(tp):
    if isinstance(tp, (GenericAlias, _UserGenericAlias)):
        return tp._origin
    if isinstance(tp, _Alias) and tp._args is not None:
        if tp._name in ("Optional", "Union"):
            return Union
        return tp._origin if tp._origin is not None else _Alias(tp._name, None)
    return None


def get_args(tp):
    if isinstance(tp, (GenericAlias, _UserGenericAlias)):
        return tp._args
    if isinstance(tp, _Alias) and tp._args is not None:
        if tp._name == "Optional":
            return (tp._args[0], type(None))
        return tuple([list(a) if isinstance(a, list) else a for a in tp._args])
    return ()


def assert_never(arg):
    raise AssertionError("Expected code to be unreachable, but got: %r" % (arg,))


def reveal_type(obj):
    return obj


def assert_type(val, typ):
    return val


def dataclass_transform(**kwargs):
    return lambda cls: cls


class ParamSpec:
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self._name = name

    def __repr__(self):
        return "~" + self._name


def _hint_tokens(src):
    # The tokens of a string annotation: names, numbers, quoted strings, the punctuation the
    # annotation forms use and the arithmetic operators. Anything else is a SyntaxError, as
    # CPython's eval would raise for most of it.
    toks = []
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c in " \t":
            i += 1
        elif c.isalpha() or c == "_":
            j = i
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            toks.append(("name", src[i:j]))
            i = j
        elif c.isdigit():
            j = i + 1
            while j < n and src[j].isdigit():
                j += 1
            toks.append(("value", int(src[i:j])))
            i = j
        elif c in "'\"":
            j = src.find(c, i + 1)
            if j < 0:
                raise SyntaxError("unterminated string literal in annotation %r" % (src,))
            toks.append(("value", src[i + 1:j]))
            i = j + 1
        elif src.startswith("...", i):
            toks.append(("value", ...))
            i += 3
        elif src.startswith("//", i):
            toks.append(("op", "//"))
            i += 2
        elif c in "[],|.()+-*/%":
            toks.append(("op", c))
            i += 1
        else:
            raise SyntaxError("Nearly Python cannot evaluate the annotation %r" % (src,))
    return toks


class _HintParser:
    # Evaluates a string annotation's tokens: dotted names looked up where [obj] was defined
    # (_hint_name), subscripts, calls with positional arguments, `X | Y`, + - * / // % and
    # unary minus, lists, tuples in parentheses and literal values.
    def __init__(self, src, obj, lookup):
        self.src = src
        self.toks = _hint_tokens(src)
        self.i = 0
        self.obj = obj
        self.lookup = lookup

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else ("end", None)

    def take(self, op):
        if self.peek() != ("op", op):
            raise SyntaxError("Nearly Python cannot evaluate the annotation %r" % (self.src,))
        self.i += 1

    def run(self):
        v = self.union()
        if self.i != len(self.toks):
            raise SyntaxError("Nearly Python cannot evaluate the annotation %r" % (self.src,))
        return v

    def union(self):
        v = self.arith()
        while self.peek() == ("op", "|"):
            self.i += 1
            v = v | self.arith()
        return v

    def arith(self):
        v = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            self.i += 1
            v = v + self.term() if self.toks[self.i - 1][1] == "+" else v - self.term()
        return v

    def term(self):
        v = self.unary()
        while self.peek() in (("op", "*"), ("op", "/"), ("op", "//"), ("op", "%")):
            self.i += 1
            op = self.toks[self.i - 1][1]
            w = self.unary()
            v = v * w if op == "*" else v / w if op == "/" else v // w if op == "//" else v % w
        return v

    def unary(self):
        if self.peek() == ("op", "-"):
            self.i += 1
            return -self.unary()
        return self.primary()

    def items(self, close):
        out = []
        while self.peek() != ("op", close):
            out.append(self.union())
            if self.peek() != ("op", ","):
                break
            self.i += 1
        self.take(close)
        return out

    def primary(self):
        kind, val = self.peek()
        self.i += 1
        if kind == "value":
            v = val
        elif kind == "name":
            if val == "None":
                v = None
            elif val == "True" or val == "False":
                v = val == "True"
            else:
                if val.startswith("_"):
                    raise NameError("name '%s' is not defined" % val)
                v = self.lookup(self.obj, val)
        elif (kind, val) == ("op", "["):
            return self.items("]")
        elif (kind, val) == ("op", "("):
            out = self.items(")")
            return out[0] if len(out) == 1 else tuple(out)
        else:
            raise SyntaxError("Nearly Python cannot evaluate the annotation %r" % (self.src,))
        while True:
            if self.peek() == ("op", "."):
                self.i += 1
                kind, attr = self.peek()
                if kind != "name":
                    raise SyntaxError("Nearly Python cannot evaluate the annotation %r"
                                      % (self.src,))
                self.i += 1
                v = getattr(v, attr)
            elif self.peek() == ("op", "["):
                self.i += 1
                args = self.items("]")
                v = v[args[0] if len(args) == 1 else tuple(args)]
            elif self.peek() == ("op", "("):
                self.i += 1
                v = v(*self.items(")"))
            else:
                return v


def _hint(v, obj, lookup):
    # One annotation as get_type_hints returns it: None as NoneType; a string (a forward
    # reference, or any annotation under `from __future__ import annotations`) and the
    # ForwardRefs inside a typing subscription evaluated where [obj] was defined.
    if v is None:
        return type(None)
    if isinstance(v, str):
        return _hint(_HintParser(v, obj, lookup).run(), obj, lookup)
    if isinstance(v, ForwardRef):
        return _hint(v._arg, obj, lookup)
    if isinstance(v, _Alias) and v._args and v._name != "Literal":
        args = tuple([[_hint(q, obj, lookup) if isinstance(q, (str, ForwardRef)) else q
                       for q in a] if isinstance(a, list)
                      else _hint(a, obj, lookup) if isinstance(a, (str, ForwardRef, _Alias))
                      and (i == 0 or v._name != "Annotated")
                      else a for i, a in enumerate(v._args)])
        if v._name == "Optional":
            args = (args[0] if args[0] is not type(None) else None,)
        if args != v._args:
            base = _Alias(v._name, None, v._origin)
            return base[args[0] if len(args) == 1 else args]
    return v


def _strip_extras(v):
    # get_type_hints without include_extras: Annotated[T, ...] as T.
    if isinstance(v, _Alias) and v._name == "Annotated" and v._args:
        return _strip_extras(v._args[0])
    return v


def get_type_hints(obj, globalns=None, localns=None, include_extras=False, _look=_hint_name):
    hints = _type_hints(obj, _look)
    if not include_extras:
        for name in hints:
            hints[name] = _strip_extras(hints[name])
    return hints


def _type_hints(obj, _look):
    if isinstance(obj, type):
        hints = {}
        for base in reversed(obj.__mro__):
            if base is object:
                continue
            try:
                ann = base.__annotations__
            except AttributeError:
                continue
            for name, v in ann.items():
                hints[name] = _hint(v, base, _look)
        return hints
    try:
        ann = obj.__annotations__
    except AttributeError:
        raise TypeError('%r is not a module, class, method, or function.' % (obj,)) from None
    return {name: _hint(v, obj, _look) for name, v in ann.items()}


def NewType(name, tp):
    def new_type(x):
        return x
    return new_type


del _hint_name, _set_meta, _construct, _class_items, _class_set, _make_class, _class_bases, _nt_forward, _n
