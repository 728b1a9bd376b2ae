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
        self.update(iterable, **kwds)

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

    return _tuple_type(_namedtuple, typename, fields, field_defaults,
                       '__main__' if module is None else module)


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


################################################################################ UserDict, UserList, UserString

# Wrappers around a dict, list or str kept in `self.data`, for subclassing (CPython 3.11's
# Lib/collections/__init__.py behaviour: the mixin methods of Mapping/Sequence go through the
# subclass's own __getitem__/__setitem__, as CPython's ABC mixins do).

class _MappingView:
    __module__ = 'collections.abc'

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f'{self.__class__.__name__}({self._mapping!r})'


class KeysView(_MappingView):
    def __iter__(self):
        yield from self._mapping

    def __contains__(self, key):
        return key in self._mapping


class ItemsView(_MappingView):
    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        return v is value or v == value


class ValuesView(_MappingView):
    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False


# Private here (CPython has them in collections.abc); their __name__ stays for the repr.
_KeysView, _ItemsView, _ValuesView = KeysView, ItemsView, ValuesView
del KeysView, ItemsView, ValuesView
_no_default = object()


class UserDict:
    __module__ = 'collections'

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(self.__class__, '__missing__'):
            return self.__class__.__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def __eq__(self, other):
        if isinstance(other, UserDict):
            other = dict(other.items())
        elif not isinstance(other, dict):
            return NotImplemented
        return dict(self.items()) == other

    __hash__ = None

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(other.data | self.data)
        if isinstance(other, dict):
            return self.__class__(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self

    def __copy__(self):
        inst = self.__class__()
        inst.data = self.data.copy()
        return inst

    def copy(self):
        if self.__class__ is UserDict:
            return UserDict(self.data.copy())
        return self.__copy__()

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def keys(self):
        return _KeysView(self)

    def items(self):
        return _ItemsView(self)

    def values(self):
        return _ValuesView(self)

    def pop(self, key, default=_no_default):
        try:
            value = self[key]
        except KeyError:
            if default is _no_default:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if isinstance(other, (dict, UserDict)):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


class UserList:
    __module__ = 'collections'

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) == type(self.data):
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def _cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __lt__(self, other):
        return self.data < self._cast(other)

    def __le__(self, other):
        return self.data <= self._cast(other)

    def __eq__(self, other):
        return self.data == self._cast(other)

    def __gt__(self, other):
        return self.data > self._cast(other)

    def __ge__(self, other):
        return self.data >= self._cast(other)

    __hash__ = None

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    # Iteration goes through __getitem__ (CPython's Sequence mixin), unless the class keeps
    # UserList's own, which reads the list directly.
    def __iter__(self):
        if type(self).__getitem__ is UserList.__getitem__:
            return iter(self.data)
        return self._iter_items()

    def _iter_items(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return self.__class__(self.data + other.data)
        if isinstance(other, list):
            return self.__class__(self.data + other)
        return self.__class__(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self.__class__(other.data + self.data)
        if isinstance(other, list):
            return self.__class__(other + self.data)
        return self.__class__(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        elif isinstance(other, list):
            self.data += other
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        inst = self.__class__()
        inst.data = self.data[:]
        return inst

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)


class UserString:
    __module__ = 'collections'

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __hash__(self):
        return hash(self.data)

    def _cast(self, other):
        return other.data if isinstance(other, UserString) else other

    def __eq__(self, string):
        return self.data == self._cast(string)

    def __lt__(self, string):
        return self.data < self._cast(string)

    def __le__(self, string):
        return self.data <= self._cast(string)

    def __gt__(self, string):
        return self.data > self._cast(string)

    def __ge__(self, string):
        return self.data >= self._cast(string)

    def __contains__(self, char):
        return self._cast(char) in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        if isinstance(other, str):
            return self.__class__(self.data + other)
        return self.__class__(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return self.__class__(other + self.data)
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def __rmod__(self, template):
        return self.__class__(str(template) % self)

    def capitalize(self):
        return self.__class__(self.data.capitalize())

    def casefold(self):
        return self.__class__(self.data.casefold())

    def center(self, width, *args):
        return self.__class__(self.data.center(width, *args))

    def count(self, sub, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.count(self._cast(sub), start, end)

    def removeprefix(self, prefix, /):
        return self.__class__(self.data.removeprefix(self._cast(prefix)))

    def removesuffix(self, suffix, /):
        return self.__class__(self.data.removesuffix(self._cast(suffix)))

    def encode(self, encoding='utf-8', errors='strict'):
        return self.data.encode(encoding, errors)

    def endswith(self, suffix, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.endswith(suffix, start, end)

    def expandtabs(self, tabsize=8):
        return self.__class__(self.data.expandtabs(tabsize))

    def find(self, sub, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.find(self._cast(sub), start, end)

    def format(self, /, *args, **kwds):
        return self.data.format(*args, **kwds)

    def format_map(self, mapping):
        return self.data.format_map(mapping)

    def index(self, sub, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.index(self._cast(sub), start, end)

    def isalpha(self):
        return self.data.isalpha()

    def isalnum(self):
        return self.data.isalnum()

    def isascii(self):
        return self.data.isascii()

    def isdecimal(self):
        return self.data.isdecimal()

    def isdigit(self):
        return self.data.isdigit()

    def isidentifier(self):
        return self.data.isidentifier()

    def islower(self):
        return self.data.islower()

    def isnumeric(self):
        return self.data.isnumeric()

    def isprintable(self):
        return self.data.isprintable()

    def isspace(self):
        return self.data.isspace()

    def istitle(self):
        return self.data.istitle()

    def isupper(self):
        return self.data.isupper()

    def join(self, seq):
        return self.data.join(seq)

    def ljust(self, width, *args):
        return self.__class__(self.data.ljust(width, *args))

    def lower(self):
        return self.__class__(self.data.lower())

    def lstrip(self, chars=None):
        return self.__class__(self.data.lstrip(chars))

    maketrans = str.maketrans

    def partition(self, sep):
        return self.data.partition(sep)

    def replace(self, old, new, maxsplit=-1):
        return self.__class__(self.data.replace(self._cast(old), self._cast(new), maxsplit))

    def rfind(self, sub, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.rfind(self._cast(sub), start, end)

    def rindex(self, sub, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.rindex(self._cast(sub), start, end)

    def rjust(self, width, *args):
        return self.__class__(self.data.rjust(width, *args))

    def rpartition(self, sep):
        return self.data.rpartition(sep)

    def rstrip(self, chars=None):
        return self.__class__(self.data.rstrip(chars))

    def split(self, sep=None, maxsplit=-1):
        return self.data.split(sep, maxsplit)

    def rsplit(self, sep=None, maxsplit=-1):
        return self.data.rsplit(sep, maxsplit)

    def splitlines(self, keepends=False):
        return self.data.splitlines(keepends)

    def startswith(self, prefix, start=0, end=None):
        if end is None:
            end = len(self.data)
        return self.data.startswith(prefix, start, end)

    def strip(self, chars=None):
        return self.__class__(self.data.strip(chars))

    def swapcase(self):
        return self.__class__(self.data.swapcase())

    def title(self):
        return self.__class__(self.data.title())

    def translate(self, *args):
        return self.__class__(self.data.translate(*args))

    def upper(self):
        return self.__class__(self.data.upper())

    def zfill(self, width):
        return self.__class__(self.data.zfill(width))
