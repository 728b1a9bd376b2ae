# np_lib_functools.py - the Nearly Python part of the `functools` module, written from the
# module's documentation and black-box comparisons with CPython 3.11 (results, reprs, error
# messages). Natives from np_lib_functools.c are in the globals before this runs:
# _partial_methods and _lru_methods install the native __call__ of partial and of lru_cache's
# wrapper class (which read the instance attributes __init__ sets, in the order it sets them),
# _ctype_name names cmp_to_key's KeyWrapper class as CPython's C type, and _set_ordering
# lets total_ordering add comparison methods to a class, which attribute writes never do.

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__')
WRAPPER_UPDATES = ('__dict__',)

# A default no caller can pass.
_ABSENT = object()


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    # Copies each attribute named in `assigned` that `wrapped` has, then points __wrapped__
    # back at it; attributes the wrapper cannot take are skipped. (`updated` names
    # dictionaries to merge; Nearly objects have no __dict__, so there is nothing to merge.)
    for name in assigned:
        value = getattr(wrapped, name, _ABSENT)
        if value is _ABSENT:
            continue
        try:
            setattr(wrapper, name, value)
        except (AttributeError, TypeError):
            pass
    try:
        wrapper.__wrapped__ = wrapped
    except (AttributeError, TypeError):
        pass
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


def reduce(*args, **kwargs):
    # reduce(function, iterable[, initial]), positional only, with the C builtin's messages.
    if kwargs:
        raise TypeError('reduce() takes no keyword arguments')
    count = len(args)
    if count < 2:
        raise TypeError('reduce expected at least 2 arguments, got %d' % count)
    if count > 3:
        raise TypeError('reduce expected at most 3 arguments, got %d' % count)
    function = args[0]
    try:
        items = iter(args[1])
    except TypeError:
        raise TypeError('reduce() arg 2 must support iteration') from None
    if count == 3:
        acc = args[2]
    else:
        acc = next(items, _ABSENT)
        if acc is _ABSENT:
            raise TypeError('reduce() of empty iterable with no initial value')
    for item in items:
        acc = function(acc, item)
    return acc


class partial:
    __module__ = 'functools'

    # The native __call__ reads func, args and keywords as the first three instance
    # attributes, so __init__ sets them first and in this order.
    def __init__(self, /, *args, **keywords):
        if not args:
            raise TypeError("type 'partial' takes at least one argument")
        func = args[0]
        if not callable(func):
            raise TypeError('the first argument must be callable')
        given = args[1:]
        if isinstance(func, partial):
            # A partial of a partial is flattened into one.
            given = func.args + given
            merged = dict(func.keywords)
            merged.update(keywords)
            keywords = merged
            func = func.func
        self.func = func
        self.args = given
        self.keywords = keywords

    def _call_py(self, /, *args, **keywords):
        # The call when the native one cannot take it (attributes a script replaced).
        merged = dict(self.keywords)
        merged.update(keywords)
        return self.func(*self.args, *args, **merged)

    def __repr__(self):
        shown = [repr(self.func)]
        for value in self.args:
            shown.append(repr(value))
        for name, value in self.keywords.items():
            shown.append('%s=%r' % (name, value))
        kind = 'functools.partial' if type(self) is partial else type(self).__name__
        return '%s(%s)' % (kind, ', '.join(shown))


_partial_methods(partial)
del _partial_methods


class partialmethod:
    # A method with some arguments fixed: on an instance it is partial(func, instance, ...),
    # on the class a function taking the instance (or class) first.
    def __init__(self, func, /, *args, **keywords):
        if not (callable(func) or hasattr(func, "__get__")):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.func = func
        self.args = args
        self.keywords = keywords

    def __get__(self, obj, cls=None):
        if obj is not None:
            return partial(self.func, obj, *self.args, **self.keywords)
        fixed = self

        def unbound(first, /, *more, **kw):
            merged = dict(fixed.keywords)
            merged.update(kw)
            return fixed.func(first, *fixed.args, *more, **merged)

        return unbound


################################################################ cmp_to_key

def cmp_to_key(mycmp):
    return _KeyWrapper(mycmp)


class KeyWrapper:
    # What cmp_to_key returns (holding only the comparison; calling it wraps an object) and
    # the key objects it makes, which compare by asking mycmp(a, b) for a negative, zero or
    # positive answer: one class, named functools.KeyWrapper as CPython's C type is.
    __module__ = 'functools'
    __slots__ = ('_cmp', 'obj')

    def __init__(self, mycmp, *obj):
        self._cmp = mycmp
        if obj:
            self.obj = obj[0]

    def __call__(self, obj):
        return _KeyWrapper(self._cmp, obj)

    def __lt__(self, other):
        return self._cmp(self.obj, _peer(other)) < 0

    def __le__(self, other):
        return self._cmp(self.obj, _peer(other)) <= 0

    def __eq__(self, other):
        return self._cmp(self.obj, _peer(other)) == 0

    def __ge__(self, other):
        return self._cmp(self.obj, _peer(other)) >= 0

    def __gt__(self, other):
        return self._cmp(self.obj, _peer(other)) > 0

    __hash__ = None


_KeyWrapper = KeyWrapper
_ctype_name(KeyWrapper)
del KeyWrapper, _ctype_name


def _peer(other):
    # The object a cmp_to_key key wraps, checking it is one.
    if not isinstance(other, _KeyWrapper):
        raise TypeError('other argument must be K instance')
    return other.obj


################################################################ total_ordering

def _derived(root, name, negate, tie):
    # A comparison computed from the class's `root` comparison r (NotImplemented passes
    # through): r or its negation, then, when `tie` is '!=' or '==', that answer joined with
    # the objects' inequality by `and` or with their equality by `or`.
    if tie == '!=':
        if negate:
            def op(self, other):
                r = getattr(type(self), root)(self, other)
                if r is NotImplemented:
                    return r
                return not r and self != other
        else:
            def op(self, other):
                r = getattr(type(self), root)(self, other)
                if r is NotImplemented:
                    return r
                return r and self != other
    elif tie == '==':
        if negate:
            def op(self, other):
                r = getattr(type(self), root)(self, other)
                if r is NotImplemented:
                    return r
                return not r or self == other
        else:
            def op(self, other):
                r = getattr(type(self), root)(self, other)
                if r is NotImplemented:
                    return r
                return r or self == other
    else:
        def op(self, other):
            r = getattr(type(self), root)(self, other)
            if r is NotImplemented:
                return r
            return not r
    op.__name__ = name
    return op


# For each root comparison, how the other three follow from it: (name, negate, tie).
_DERIVATIONS = {
    '__lt__': (('__gt__', True, '!='), ('__le__', False, '=='), ('__ge__', True, None)),
    '__le__': (('__ge__', True, '=='), ('__lt__', False, '!='), ('__gt__', True, None)),
    '__gt__': (('__lt__', True, '!='), ('__ge__', False, '=='), ('__le__', True, None)),
    '__ge__': (('__le__', True, '=='), ('__gt__', False, '!='), ('__lt__', True, None)),
}
# The root used when a class defines several: the first of these it has.
_ROOT_PREFERENCE = ('__lt__', '__le__', '__gt__', '__ge__')
# The derived methods made so far, by (root, name): one function each, shared by every class
# (made on first use, so that importing functools does not build all twelve).
_made = {}
_FunctionType = type(_derived)


def total_ordering(cls, _set_ordering=_set_ordering):
    own = [name for name in _ROOT_PREFERENCE
           if isinstance(getattr(cls, name, None), _FunctionType)]
    if not own:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = own[0]
    for name, negate, tie in _DERIVATIONS[root]:
        if name not in own:
            op = _made.get((root, name))
            if op is None:
                op = _made[(root, name)] = _derived(root, name, negate, tie)
            _set_ordering(cls, name, op)
    return cls


del _set_ordering


################################################################ lru_cache

_info_class = None


def _cache_info(hits, misses, maxsize, currsize):
    # A CacheInfo named tuple; the class is made on the first call, so that importing
    # functools does not import collections.
    global _info_class
    if _info_class is None:
        from collections import namedtuple
        _info_class = namedtuple('CacheInfo', 'hits misses maxsize currsize', module='functools')
    return _info_class(hits, misses, maxsize, currsize)


# Separates positional from keyword arguments in a cache key; no argument can equal it.
_KEYWORDS_FOLLOW = object()


def _call_key(args, kwargs, typed):
    # The cache key of one call. Without keywords or typed=True it is what the native
    # __call__ makes (the shared cache must agree): a lone exact int or str stands for
    # itself, anything else is the argument tuple. Keyword order counts, and typed=True adds
    # the argument types, so that 1 and 1.0 get separate entries.
    if not kwargs and not typed:
        if len(args) == 1 and type(args[0]) in (int, str):
            return args[0]
        return args
    parts = list(args)
    if kwargs:
        parts.append(_KEYWORDS_FOLLOW)
        for pair in kwargs.items():
            parts.extend(pair)
    if typed:
        parts.extend([type(v) for v in args])
        parts.extend([type(v) for v in kwargs.values()])
    return tuple(parts)


class _lru_cache_wrapper:
    __module__ = 'functools'

    def __init__(self, user_function, maxsize, typed):
        # The native __call__ finds these six fastest as the first entries, in this order.
        self._func = user_function
        self._maxsize = maxsize
        self._typed = typed
        self._cache = {}
        self._hits = 0
        self._misses = 0
        update_wrapper(self, user_function)

    # __call__ is a native (np_lib_functools.c, installed below) for positional calls when
    # typed is false and maxsize is None or positive; it sends every other call here.
    def _call_py(self, /, *args, **kwargs):
        limit = self._maxsize
        if limit == 0:
            self._misses += 1
            return self._func(*args, **kwargs)
        key = _call_key(args, kwargs, self._typed)
        store = self._cache
        value = store.get(key, _ABSENT)
        if value is not _ABSENT:
            self._hits += 1
            if limit is not None:
                # Most recently used last: the first entry is the one to evict.
                del store[key]
                store[key] = value
            return value
        self._misses += 1
        value = self._func(*args, **kwargs)
        if key not in store:
            if limit is not None and len(store) >= limit:
                del store[next(iter(store))]
            store[key] = value
        return value

    def cache_info(self):
        return _cache_info(self._hits, self._misses, self._maxsize, len(self._cache))

    def cache_clear(self):
        self._cache.clear()
        self._hits = 0
        self._misses = 0

    def cache_parameters(self):
        return {'maxsize': self._maxsize, 'typed': self._typed}

    @property
    def __wrapped__(self):
        return self._func


_lru_methods(_lru_cache_wrapper)
del _lru_methods


def lru_cache(maxsize=128, typed=False):
    if maxsize is None:
        pass
    elif isinstance(maxsize, int):
        maxsize = max(maxsize, 0)
    elif callable(maxsize) and isinstance(typed, bool):
        # Used as @lru_cache without arguments: maxsize is the function.
        return _lru_cache_wrapper(maxsize, 128, typed)
    else:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        return _lru_cache_wrapper(user_function, maxsize, typed)

    return decorating_function


def cache(user_function, /):
    return _lru_cache_wrapper(user_function, None, False)


################################################################ cached_property

def cached_property(func):
    # Nearly has no user descriptors, so this is a property keeping the value in an instance
    # attribute "_cached_<name>" (CPython keeps it under <name> in the instance __dict__):
    # the function runs once per instance, assignment replaces the value, `del` drops it.
    name = func.__name__
    hidden = "_cached_" + name

    def read(self):
        value = getattr(self, hidden, _ABSENT)
        if value is _ABSENT:
            value = func(self)
            setattr(self, hidden, value)
        return value

    def write(self, value):
        setattr(self, hidden, value)

    def forget(self):
        if getattr(self, hidden, _ABSENT) is _ABSENT:
            raise AttributeError("'%s' object has no attribute '%s'" % (type(self).__name__, name))
        delattr(self, hidden)

    return property(read, write, forget)


################################################################ singledispatch

def _annotated_class(func):
    # The class of the first annotated parameter of `func`, for `@f.register` without a class.
    if not getattr(func, '__annotations__', None):
        raise TypeError(
            f"Invalid first argument to `register()`: {func!r}. "
            f"Use either `@register(some_class)` or plain `@register` "
            f"on an annotated function.")
    from typing import get_type_hints
    for param, hint in get_type_hints(func).items():
        if not isinstance(hint, type):
            raise TypeError(f"Invalid annotation for {param!r}. {hint!r} is not a class.")
        return hint


def singledispatch(func):
    # A function that picks its implementation by the class of its first argument: the one
    # registered for that class, else for its most specific registered base class, else
    # `func`. Answers are memoized per class until the next registration.
    registry = {object: func}
    chosen = {}

    def dispatch(cls):
        impl = chosen.get(cls)
        if impl is None:
            impl = registry.get(cls)
            if impl is None:
                best = object
                for candidate in registry:
                    if issubclass(cls, candidate) and issubclass(candidate, best):
                        best = candidate
                impl = registry[best]
            chosen[cls] = impl
        return impl

    def register(cls, func=None):
        if func is None:
            if isinstance(cls, type):
                return lambda f: register(cls, f)
            func = cls
            cls = _annotated_class(func)
        elif not isinstance(cls, type):
            raise TypeError(
                f"Invalid first argument to `register()`. {cls!r} is not a class or union type.")
        registry[cls] = func
        chosen.clear()
        return func

    name = getattr(func, '__name__', 'singledispatch function')

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{name} requires at least 1 positional argument')
        return dispatch(type(args[0]))(*args, **kw)

    update_wrapper(wrapper, func)
    for attr, value in (('register', register), ('dispatch', dispatch),
                        ('registry', registry), ('_clear_cache', chosen.clear)):
        setattr(wrapper, attr, value)
    return wrapper


class singledispatchmethod:
    # A method dispatching on the class of its first argument after self: __get__ returns a
    # function that picks the implementation and binds it to the instance.
    def __init__(self, func):
        if not (callable(func) or hasattr(func, "__get__")):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.func = func
        self.dispatcher = singledispatch(func)

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, method)

    def __get__(self, obj, cls=None):
        pick = self.dispatcher.dispatch

        def bound(*args, **kwargs):
            if not args:  # (CPython's args[0] fails the same way)
                raise IndexError("tuple index out of range")
            if obj is None:
                return pick(type(args[0]))(*args, **kwargs)
            return pick(type(args[0]))(obj, *args, **kwargs)

        update_wrapper(bound, self.func)
        bound.register = self.register
        return bound
