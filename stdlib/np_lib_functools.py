# np_lib_functools.py - the Nearly Python part of the `functools` module (CPython 3.11's
# Lib/functools.py behaviour and messages). _set_ordering (np_lib_functools.c) lets
# total_ordering add comparison methods to a class, which attribute writes never do.

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__')
WRAPPER_UPDATES = ('__dict__',)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            pass
        else:
            try:
                setattr(wrapper, attr, value)
            except (AttributeError, TypeError):
                pass
    try:
        wrapper.__wrapped__ = wrapped
    except (AttributeError, TypeError):
        pass
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


def reduce(function, sequence, *initial):
    if len(initial) > 1:
        raise TypeError(f'reduce expected at most 3 arguments, got {len(initial) + 2}')
    try:
        it = iter(sequence)
    except TypeError:
        raise TypeError('reduce() arg 2 must support iteration') from None
    if initial:
        value = initial[0]
    else:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError('reduce() of empty iterable with no initial value') from None
    for element in it:
        value = function(value, element)
    return value


class partial:
    __module__ = 'functools'

    def __init__(self, func, /, *args, **keywords):
        if not callable(func):
            raise TypeError('the first argument must be callable')
        if isinstance(func, partial):
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords

    def _call_py(self, /, *args, **keywords):
        keywords = {**self.keywords, **keywords}
        return self.func(*self.args, *args, **keywords)

    def __repr__(self):
        args = [repr(self.func)]
        args.extend(repr(x) for x in self.args)
        args.extend(f'{k}={v!r}' for (k, v) in self.keywords.items())
        return f"functools.partial({', '.join(args)})"


_partial_methods(partial)
del _partial_methods


def cmp_to_key(mycmp):
    class K(object):
        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

        __hash__ = None
    return K


def _gt_from_lt(self, other):
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other


def _le_from_lt(self, other):
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other


def _ge_from_lt(self, other):
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _ge_from_le(self, other):
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other


def _lt_from_le(self, other):
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other


def _gt_from_le(self, other):
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _lt_from_gt(self, other):
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other


def _ge_from_gt(self, other):
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other


def _le_from_gt(self, other):
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _le_from_ge(self, other):
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other


def _gt_from_ge(self, other):
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other


def _lt_from_ge(self, other):
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


_convert = {
    '__lt__': [('__gt__', _gt_from_lt), ('__le__', _le_from_lt), ('__ge__', _ge_from_lt)],
    '__le__': [('__ge__', _ge_from_le), ('__lt__', _lt_from_le), ('__gt__', _gt_from_le)],
    '__gt__': [('__lt__', _lt_from_gt), ('__ge__', _ge_from_gt), ('__le__', _le_from_gt)],
    '__ge__': [('__le__', _le_from_ge), ('__gt__', _gt_from_ge), ('__lt__', _lt_from_ge)],
}


_function = type(_gt_from_lt)


def total_ordering(cls, _set_ordering=_set_ordering):
    roots = {op for op in _convert if isinstance(getattr(cls, op, None), _function)}
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(roots)
    for opname, opfunc in _convert[root]:
        if opname not in roots:
            _set_ordering(cls, opname, opfunc)
    return cls


del _set_ordering

_CacheInfo = None


def _cache_info_type():
    # The CacheInfo namedtuple, made by the first cache_info() call: importing collections for it
    # at import time made every `import functools` pay for loading collections too.
    global _CacheInfo
    if _CacheInfo is None:
        from collections import namedtuple
        _CacheInfo = namedtuple('CacheInfo', ['hits', 'misses', 'maxsize', 'currsize'],
                                module='functools')
    return _CacheInfo

_kwd_mark = (object(),)


def _make_key(args, kwds, typed):
    key = args
    if kwds:
        key += _kwd_mark
        for item in kwds.items():
            key += item
    if typed:
        key += tuple(type(v) for v in args)
        if kwds:
            key += tuple(type(v) for v in kwds.values())
    elif len(key) == 1 and type(key[0]) in (int, str):
        return key[0]
    return key


class _lru_cache_wrapper:
    __module__ = 'functools'

    def __init__(self, user_function, maxsize, typed):
        update_wrapper(self, user_function)
        self._func = user_function
        self._maxsize = maxsize
        self._typed = typed
        self._cache = {}
        self._hits = 0
        self._misses = 0

    # __call__ is a native (np_lib_functools.c, installed below) for positional calls without
    # typed=True and with maxsize None or > 0; it sends every other call here.
    def _call_py(self, *args, **kwds):
        maxsize = self._maxsize
        if maxsize == 0:
            self._misses += 1
            return self._func(*args, **kwds)
        key = _make_key(args, kwds, self._typed)
        cache = self._cache
        result = cache.get(key, _sentinel)
        if result is not _sentinel:
            self._hits += 1
            if maxsize is not None:
                del cache[key]
                cache[key] = result
            return result
        self._misses += 1
        result = self._func(*args, **kwds)
        if key in cache:
            pass
        elif maxsize is not None and len(cache) >= maxsize:
            del cache[next(iter(cache))]
            cache[key] = result
        else:
            cache[key] = result
        return result

    def cache_info(self):
        return _cache_info_type()(self._hits, self._misses, self._maxsize, len(self._cache))

    def cache_clear(self):
        self._cache.clear()
        self._hits = self._misses = 0

    def cache_parameters(self):
        return {'maxsize': self._maxsize, 'typed': self._typed}

    @property
    def __wrapped__(self):
        return self._func


_sentinel = object()
_lru_methods(_lru_cache_wrapper)
del _lru_methods


def lru_cache(maxsize=128, typed=False):
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        user_function, maxsize = maxsize, 128
        return _lru_cache_wrapper(user_function, maxsize, typed)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        return _lru_cache_wrapper(user_function, maxsize, typed)
    return decorating_function


def cache(user_function, /):
    return lru_cache(maxsize=None)(user_function)


def cached_property(func):
    # Nearly has no user descriptors, so this is a property whose getter keeps the value in an
    # instance attribute named "_cached_<name>" (CPython keeps it under <name> in __dict__):
    # the function runs once per instance, assignment replaces the value and `del` drops it.
    name = func.__name__
    slot = "_cached_" + name

    def fget(self):
        try:
            return getattr(self, slot)
        except AttributeError:
            pass
        value = func(self)
        setattr(self, slot, value)
        return value

    def fset(self, value):
        setattr(self, slot, value)

    def fdel(self):
        try:
            delattr(self, slot)
        except AttributeError:
            raise AttributeError("'%s' object has no attribute '%s'"
                                 % (type(self).__name__, name)) from None

    return property(fget, fset, fdel)


def singledispatch(func):
    # Dispatch on the type of the first argument: an exact registration, else the most specific
    # registered base class (issubclass), else the decorated function. Registration takes the
    # class explicitly (`@f.register(int)`, `f.register(int, impl)`) or from the first
    # annotation of the function (`@f.register` on `def _(x: int)`), as CPython's does.
    registry = {object: func}

    def dispatch(cls):
        if cls in registry:
            return registry[cls]
        best = object
        for t in registry:
            if issubclass(cls, t) and issubclass(t, best):
                best = t
        return registry[best]

    def register(cls, func=None):
        if isinstance(cls, type):
            if func is None:
                return lambda f: register(cls, f)
        else:
            if func is not None:
                raise TypeError(
                    f"Invalid first argument to `register()`. "
                    f"{cls!r} is not a class or union type.")
            ann = getattr(cls, '__annotations__', {})
            if not ann:
                raise TypeError(
                    f"Invalid first argument to `register()`: {cls!r}. "
                    f"Use either `@register(some_class)` or plain `@register` "
                    f"on an annotated function.")
            func = cls
            from typing import get_type_hints
            argname, cls = next(iter(get_type_hints(func).items()))
            if not isinstance(cls, type):
                raise TypeError(
                    f"Invalid annotation for {argname!r}. "
                    f"{cls!r} is not a class.")
        registry[cls] = func
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{funcname} requires at least 1 positional argument')
        return dispatch(type(args[0]))(*args, **kw)

    funcname = getattr(func, '__name__', 'singledispatch function')
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    update_wrapper(wrapper, func)
    return wrapper


class singledispatchmethod:
    # A method dispatching on the type of its first argument after self (CPython's
    # singledispatchmethod): a descriptor whose __get__ binds the chosen implementation. Works
    # under @classmethod/@staticmethod too when it is the outer decorator's argument.
    def __init__(self, func):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        dispatch = self.dispatcher.dispatch

        def _method(*args, **kwargs):
            if not args:  # (CPython's args[0] fails the same way)
                raise IndexError("tuple index out of range")
            impl = dispatch(type(args[0]))
            if obj is None:
                return impl(*args, **kwargs)
            return impl(obj, *args, **kwargs)

        update_wrapper(_method, self.func)
        _method.register = self.register
        return _method



class partialmethod:
    # A method with some arguments fixed (CPython's partialmethod): a descriptor whose __get__
    # gives partial(func, obj, *args, **keywords) on an instance, and on the class a function
    # taking the instance first.
    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.func = func
        self.args = args
        self.keywords = keywords

    def __get__(self, obj, cls=None):
        if obj is not None:
            return partial(self.func, obj, *self.args, **self.keywords)
        func, args, keywords = self.func, self.args, self.keywords

        def _method(cls_or_self, /, *more, **kw):
            return func(cls_or_self, *args, *more, **{**keywords, **kw})

        return _method
