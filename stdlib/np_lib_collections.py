# np_lib_collections.py - the Nearly Python part of the `collections` module (see
# np_lib_collections.c for the natives it uses: _dict_layout, _tuple_type, _add_factory_attr,
# _factory_get, _factory_set). Behaviour, reprs and messages follow CPython 3.11's
# Lib/collections/__init__.py.

_dict_layout_ = _dict_layout
_add_factory_attr_ = _add_factory_attr
del _dict_layout, _add_factory_attr


def _count_value(kv):
    return kv[1]


################################################################################ Counter

class Counter:
    __module__ = 'collections'

    def __init__(self, iterable=None, /, **kwds):
        # Counter(xs) counts straight away; a subclass's own update() and keyword counts go
        # through self.update as in CPython (a call with **kwds and update's frame cost more
        # than the counting of a short list).
        if kwds or iterable is None or type(self).update is not Counter.update \
                or isinstance(iterable, dict):
            self.update(iterable, **kwds)
        else:
            _count_elements(self, iterable)

    # __missing__ (returning 0) is a native installed below (np_lib_collections.c,
    # counter_missing), so counting a new key runs no Python frame.

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        items = sorted(self.items(), key=_count_value, reverse=True)
        if n is None:
            return items
        if n <= 0:
            return []
        return items[:n]

    def elements(self):
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    def fromkeys(iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            get = self.get
            if isinstance(iterable, dict):
                if self:
                    for elem, count in iterable.items():
                        self[elem] = count + get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            get = self.get
            if isinstance(iterable, dict):
                for elem, count in iterable.items():
                    self[elem] = get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    def __delitem__(self, elem):
        if elem in self:
            dict.pop(self, elem)

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return f'{self.__class__.__name__}({d!r})'

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            dict.pop(self, elem)
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in self.items():
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


Counter = _dict_layout_(Counter, False)
_counter_methods(Counter)
del _counter_methods


################################################################################ defaultdict

class defaultdict:
    __module__ = 'collections'

    def __init__(self, default_factory=None, /, *args, **kwds):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        _factory_set(self, default_factory)
        dict.update(self, *args, **kwds)

    # __missing__ is a native installed below (np_lib_collections.c, dd_missing).

    def copy(self):
        return defaultdict(_factory_get(self), self)

    def __repr__(self):
        return f'{type(self).__name__}({_factory_get(self)!r}, {dict(self)!r})'


defaultdict = _dict_layout_(defaultdict, True)
_add_factory_attr_(defaultdict)
_dd_methods(defaultdict)
del _dd_methods


################################################################################ OrderedDict

class OrderedDict:
    __module__ = 'collections'

    def __init__(self, other=(), /, **kwds):
        dict.update(self, other, **kwds)

    # move_to_end and popitem are natives installed below (np_lib_collections.c, od_methods).

    def fromkeys(iterable, value=None):
        d = OrderedDict()
        for k in iterable:
            d[k] = value
        return d

    def copy(self):
        return self.__class__(self)

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict(self) == dict(other) and list(self) == list(other)
        return NotImplemented

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        return f'{self.__class__.__name__}({list(self.items())!r})'


OrderedDict = _dict_layout_(OrderedDict, False)
_od_methods(OrderedDict)
del _od_methods
del _dict_layout_, _add_factory_attr_


################################################################################ deque

class deque:
    __module__ = 'collections'

    # Items live in self._l[self._h:]; the slots before _h are free room for appendleft.
    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError(f"'{type(maxlen).__name__}' object cannot be interpreted as an integer")
            if maxlen < 0:
                raise ValueError('maxlen must be non-negative')
        self._l = []
        self._h = 0
        self._m = 0
        self.maxlen = maxlen
        deque.extend(self, iterable)

    # append, appendleft, pop, popleft, rotate, __len__ (truth uses it), count, __contains__,
    # __iter__ and __reversed__ are natives installed below (stdlib/np_lib_collections.c,
    # _deque_methods) working on _l, _h, _m and maxlen; the iterators are native too.

    # Like CPython's deque, extend and the constructor never call a subclass's append.
    def extend(self, iterable):
        if iterable is self:
            iterable = list(iterable)
        append = deque.append
        for x in iterable:
            append(self, x)

    def extendleft(self, iterable):
        if iterable is self:
            iterable = list(iterable)
        appendleft = deque.appendleft
        for x in iterable:
            appendleft(self, x)

    def clear(self):
        self._m += 1
        self._l = []
        self._h = 0

    def copy(self):
        return deque(self, self.maxlen)

    def __copy__(self):
        return self.copy()

    def index(self, x, start=0, stop=None):
        n = len(self)
        if stop is None or stop > n:
            stop = n
        if start < 0:
            start = max(start + n, 0)
        if stop < 0:
            stop += n
        for i in range(start, stop):
            v = self._l[self._h + i]
            if v is x or v == x:
                return i
        raise ValueError(f'{x!r} is not in deque')

    def insert(self, i, x):
        if self.maxlen is not None and len(self) >= self.maxlen:
            raise IndexError('deque already at its maximum size')
        self._m += 1
        items = self._l[self._h:]
        items.insert(i, x)
        self._l = items
        self._h = 0

    def remove(self, value):
        for i in range(len(self)):
            v = self._l[self._h + i]
            if v is value or v == value:
                del self[i]
                return
        raise ValueError(f'{value!r} is not in deque')

    def reverse(self):
        self._m += 1
        items = self._l[self._h:]
        items.reverse()
        self._l = items
        self._h = 0

    def _index(self, i):
        if not isinstance(i, int):
            raise TypeError(f"sequence index must be integer, not '{type(i).__name__}'")
        n = len(self._l) - self._h
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError('deque index out of range')
        return self._h + i

    def __getitem__(self, i):
        return self._l[self._index(i)]

    def __setitem__(self, i, x):
        self._l[self._index(i)] = x

    def __delitem__(self, i):
        j = self._index(i)
        self._m += 1
        del self._l[j]

    def __repr__(self):
        items = self._l[self._h:]
        name = type(self).__name__
        if self.maxlen is None:
            return f'{name}({items!r})'
        return f'{name}({items!r}, maxlen={self.maxlen})'

    def __eq__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._l[self._h:] == other._l[other._h:]

    def __lt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._l[self._h:] < other._l[other._h:]

    def __le__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._l[self._h:] <= other._l[other._h:]

    def __gt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._l[self._h:] > other._l[other._h:]

    def __ge__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._l[self._h:] >= other._l[other._h:]

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError(f'can only concatenate deque (not "{type(other).__name__}") to deque')
        d = deque(self, self.maxlen)
        d.extend(other)
        return d

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        d = deque(self._l[self._h:] * n, self.maxlen)
        return d

    __hash__ = None


_deque_methods(deque)
del _deque_methods


################################################################################ namedtuple

_KEYWORDS = frozenset([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class',
    'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global',
    'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return',
    'try', 'while', 'with', 'yield'])


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None,
               _tuple_type=_tuple_type):
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = str(typename)
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or name in _KEYWORDS or name.startswith('_')
                    or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             f'identifiers: {name!r}')
        if name in _KEYWORDS:
            raise ValueError('Type names and field names cannot be a '
                             f'keyword: {name!r}')
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: '
                             f'{name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names),
                                                reversed(defaults)))))
    fields = tuple(field_names)

    class _namedtuple:
        def __repr__(self):
            parts = ', '.join([f'{n}={v!r}' for n, v in zip(fields, self)])
            return f'{self.__class__.__name__}({parts})'

        def _asdict(self):
            return dict(zip(fields, self))

        def _replace(self, /, **kwds):
            result = self._make([kwds.pop(n, v) for n, v in zip(fields, self)])
            if kwds:
                raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
            return result

    cls = _tuple_type(_namedtuple, typename, fields, field_defaults,
                      '__main__' if module is None else module)
    arg_list = repr(fields).replace("'", "")[1:-1]
    cls.__doc__ = f'{typename}({arg_list})'
    return cls


del _tuple_type


################################################################################ ChainMap

class ChainMap:
    __module__ = 'collections'

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def _merged(self):
        d = {}
        for mapping in reversed(self.maps):
            d.update(mapping)
        return d

    def __len__(self):
        return len(self._merged())

    def __iter__(self):
        return iter(list(self._merged()))

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return f'{self.__class__.__name__}({", ".join(map(repr, self.maps))})'

    def __eq__(self, other):
        if isinstance(other, ChainMap):
            other = other._merged()
        if not isinstance(other, dict):
            return NotImplemented
        return self._merged() == other

    def keys(self):
        return self._merged().keys()

    def values(self):
        return [self[k] for k in self._merged()]

    def items(self):
        return [(k, self[k]) for k in self._merged()]

    def copy(self):
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    def parents_map(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        self.maps[0].clear()

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), /, **kwds):
        self.maps[0].update(other, **kwds)


try:
    ChainMap.parents = property(ChainMap.parents_map)
except NameError:
    pass

