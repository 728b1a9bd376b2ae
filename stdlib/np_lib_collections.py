# np_lib_collections.py - the Nearly Python part of the `collections` module, written from
# the module's documentation and black-box comparisons with CPython 3.11 (results, reprs,
# orders and error messages). The natives it builds on (np_lib_collections.c) are in the
# globals before this runs: _dict_layout makes a class's instances real dicts, _tuple_type a
# namedtuple class of one, _add_factory_attr/_factory_get/_factory_set keep defaultdict's
# factory, _count_elements counts an iterable into a mapping, _combine_plain does Counter
# arithmetic on plain keys and int counts, and _counter_methods,
# _dd_methods, _od_methods and _deque_methods install the natives of each class.

_as_dict_class = _dict_layout
_give_factory_attr = _add_factory_attr
del _dict_layout, _add_factory_attr


################################################################ Counter

def _by_count(pair):
    return pair[1]


class Counter:
    __module__ = 'collections'

    # __missing__ (0 for an absent element) is a native installed below (counter_missing),
    # so counting a new key runs no Python frame.

    def __init__(self, iterable=None, /, **kwds):
        # The common Counter(iterable) counts straight away; everything else (keywords, a
        # mapping, a subclass with its own update()) goes through self.update as documented.
        if (iterable is None or kwds or isinstance(iterable, dict)
                or type(self).update is not Counter.update):
            self.update(iterable, **kwds)
        else:
            _count_elements(self, iterable)

    def update(self, iterable=None, /, **kwds):
        # Adds counts: a mapping's values, or one per element of any other iterable.
        if iterable is not None:
            if not isinstance(iterable, dict):
                _count_elements(self, iterable)
            elif not self:
                dict.update(self, iterable)
            else:
                have = self.get
                for key, n in iterable.items():
                    self[key] = n + have(key, 0)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        # Takes counts away (which may go to zero or below).
        if iterable is not None:
            have = self.get
            if isinstance(iterable, dict):
                for key, n in iterable.items():
                    self[key] = have(key, 0) - n
            else:
                for key in iterable:
                    self[key] = have(key, 0) - 1
        if kwds:
            self.subtract(kwds)

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        # Largest counts first; equal counts keep the order they were first met (sorted()
        # is stable, which is what heapq.nlargest guarantees too).
        ranked = sorted(self.items(), key=_by_count, reverse=True)
        if n is None:
            return ranked
        return ranked[:n] if n > 0 else []

    def elements(self):
        # An itertools.chain over one repeat per key, as CPython's (its type and repr show).
        import itertools
        return itertools.chain.from_iterable(
            itertools.starmap(itertools.repeat, self.items()))

    def fromkeys(iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def copy(self):
        return type(self)(self)

    def __delitem__(self, elem):
        # Deleting an absent element is not an error.
        if elem in self:
            dict.pop(self, elem)

    def __repr__(self):
        name = type(self).__name__
        if not self:
            return name + '()'
        try:
            shown = dict(self.most_common())
        except TypeError:
            # Counts that cannot be ordered are shown as they are stored.
            shown = dict(self)
        return '%s(%r)' % (name, shown)

    # Multiset comparisons: every element counts, a missing one as zero.
    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _all_pairs(self, other, True)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not _all_pairs(self, other, True)

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _all_pairs(self, other, False)

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _all_pairs(other, self, False)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _all_pairs(self, other, False) and not _all_pairs(self, other, True)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _all_pairs(other, self, False) and not _all_pairs(self, other, True)

    # Multiset arithmetic: results keep only positive counts, the left operand's elements
    # first, then the right one's new ones.
    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _combine(self, other, '+', True)

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _combine(self, other, '-', True)

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _combine(self, other, '|', True)

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _combine(self, other, '&', False)

    # Unary + and - compare each count with 0 as CPython does (`count > 0`, `count < 0`), so a
    # count of another type fails with the same TypeError.
    def __pos__(self):
        made = Counter()
        for key, n in self.items():
            if n > 0:
                made[key] = n
        return made

    def __neg__(self):
        made = Counter()
        for key, n in self.items():
            if n < 0:
                made[key] = 0 - n
        return made

    # The in-place forms change self and then drop what is no longer positive.
    def __iadd__(self, other):
        for key, n in other.items():
            self[key] += n
        return _drop_nonpositive(self)

    def __isub__(self, other):
        for key, n in other.items():
            self[key] -= n
        return _drop_nonpositive(self)

    def __ior__(self, other):
        for key, n in other.items():
            if n > self[key]:
                self[key] = n
        return _drop_nonpositive(self)

    def __iand__(self, other):
        for key, n in self.items():
            theirs = other[key]
            if theirs < n:
                self[key] = theirs
        return _drop_nonpositive(self)


def _all_pairs(left, right, equal):
    # True when left[e] == right[e] (with `equal`), else left[e] <= right[e], holds for every
    # element of either counter.
    for key in left:
        mine, theirs = left[key], right[key]
        if not (mine == theirs if equal else mine <= theirs):
            return False
    for key in right:
        if key not in left:
            mine, theirs = left[key], right[key]
            if not (mine == theirs if equal else mine <= theirs):
                return False
    return True


def _rule(op, a, b):
    # The count operator `op` ('+', '-', '|', '&') applied to counts a and b.
    if op == '+':
        return a + b
    if op == '-':
        return a - b
    if op == '|':
        return b if a < b else a    # the left count on a tie
    return a if a < b else b    # '&': the right count on a tie


_PLAIN_OPS = ('+', '-', '|', '&')


def _combine(left, right, op, right_only_too):
    # A new Counter holding rule(left[e], right[e]) for the elements where that is positive:
    # left's elements in order, then (when right_only_too) right's elements left lacks.
    # _combine_plain does the binary operators natively when no key or count could run
    # Python code (plain keys, small-int counts, an unchanged Counter class).
    made = Counter()
    if op in _PLAIN_OPS and _combine_plain(left, right, op, made):
        return made
    for key, n in left.items():
        value = _rule(op, n, right[key])
        if value > 0:
            made[key] = value
    if right_only_too:
        # Right's own elements are tested as CPython tests them (`count > 0`, for '-'
        # `count < 0` and then `0 - count`), not through _rule with a left count of 0.
        for key, n in right.items():
            if key not in left:
                if op == '-':
                    if n < 0:
                        made[key] = 0 - n
                elif n > 0:
                    made[key] = n
    return made


def _drop_nonpositive(counter):
    for key in [key for key, n in counter.items() if not n > 0]:
        dict.pop(counter, key)
    return counter


Counter = _as_dict_class(Counter, False)
_counter_methods(Counter)
del _counter_methods


################################################################ defaultdict

class defaultdict:
    __module__ = 'collections'

    # __missing__ (store and return default_factory(), or KeyError without a factory) is a
    # native installed below (dd_missing); the factory lives in the dict's extra slot.

    def __init__(self, default_factory=None, /, *args, **kwds):
        if not (default_factory is None or callable(default_factory)):
            raise TypeError('first argument must be callable or None')
        _factory_set(self, default_factory)
        if len(args) > 1:
            raise TypeError('dict expected at most 1 argument, got %d' % len(args))
        dict.update(self, *args, **kwds)

    def copy(self):
        return type(self)(_factory_get(self), self)

    def __repr__(self):
        return '%s(%r, %r)' % (type(self).__name__, _factory_get(self), dict(self))

    # d | other and other | d: a new defaultdict of d's class and factory (CPython's defdict_or).
    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        made = type(self)(_factory_get(self), self)
        made.update(other)
        return made

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        made = type(self)(_factory_get(self), other)
        made.update(self)
        return made


defaultdict = _as_dict_class(defaultdict, True)
_give_factory_attr(defaultdict)
_dd_methods(defaultdict)
del _dd_methods


################################################################ OrderedDict

class OrderedDict:
    __module__ = 'collections'

    # move_to_end and popitem are natives installed below (od_methods), working on the
    # dict's own entry order.

    def __init__(self, other=(), /, **kwds):
        dict.update(self, other, **kwds)

    def fromkeys(iterable, value=None):
        made = OrderedDict()
        for key in iterable:
            made[key] = value
        return made

    def copy(self):
        return type(self)(self)

    def __eq__(self, other):
        # Order matters between two OrderedDicts; against a plain dict it does not.
        if not isinstance(other, OrderedDict):
            return NotImplemented
        return dict(self) == dict(other) and list(self) == list(other)

    def __repr__(self):
        if self:
            return '%s(%r)' % (type(self).__name__, list(self.items()))
        return type(self).__name__ + '()'

    # od | other and other | od: a new mapping of od's class, the left operand's items first
    # (CPython's odict_or).
    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        made = type(self)(self)
        made.update(other)
        return made

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        made = type(self)(other)
        made.update(self)
        return made


OrderedDict = _as_dict_class(OrderedDict, False)
_od_methods(OrderedDict)
del _od_methods
del _as_dict_class, _give_factory_attr


################################################################ deque

class deque:
    __module__ = 'collections'
    __hash__ = None
    # CPython's deque instances take no new attributes ('collections.deque' object has no
    # attribute 'x'); a subclass's do.
    __slots__ = ('_l', '_h', '_m', 'maxlen')

    # The items are self._l[self._h:]: the slots before _h are room for appendleft. _m counts
    # mutations (for the iterators' "deque mutated during iteration"). The natives find these
    # four as the first instance attributes, so __init__ sets them first, in this order.
    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError('an integer is required')
            if maxlen > 9223372036854775807:
                raise OverflowError('Python int too large to convert to C ssize_t')
            if maxlen < 0:
                raise ValueError('maxlen must be non-negative')
            maxlen = int(maxlen)  # (a bool or int subclass is stored as its int, as CPython's)
        self._l = []
        self._h = 0
        self._m = 0
        self.maxlen = maxlen
        deque.extend(self, iterable)

    # append, appendleft, pop, popleft, extend, extendleft, rotate, __len__ (truth uses it),
    # clear, reverse, count, __contains__, __getitem__, __setitem__, __delitem__, __iter__ and
    # __reversed__ are natives installed below (_deque_methods); extend, extendleft and the
    # constructor never call a subclass's append (CPython's don't).

    def _items(self):
        # The items as a new list.
        return self._l[self._h:]

    def _reset(self, items):
        # Replaces the contents by the list `items` (one mutation).
        self._m += 1
        self._l = items
        self._h = 0

    def copy(self):
        # A subclass's copy is made by calling the subclass (with maxlen only when bounded).
        cls = type(self)
        if cls is deque:
            return deque(self, self.maxlen)
        if self.maxlen is None:
            return cls(self)
        return cls(self, self.maxlen)

    def __copy__(self):
        return self.copy()

    def _find(self, x, start, stop):
        # The position of the first item equal to x in [start, stop), or -1.
        items, head = self._l, self._h
        for i in range(start, stop):
            held = items[head + i]
            if held is x or held == x:
                return i
        return -1

    def index(self, x, start=0, stop=None):
        size = len(self)
        if start < 0:
            start = max(0, start + size)
        if stop is None or stop > size:
            stop = size
        elif stop < 0:
            stop += size
        i = self._find(x, start, stop)
        if i < 0:
            raise ValueError('%r is not in deque' % (x,))
        return i

    def insert(self, i, x):
        if self.maxlen is not None and len(self) >= self.maxlen:
            raise IndexError('deque already at its maximum size')
        items = self._items()
        items.insert(i, x)
        self._reset(items)

    def remove(self, value):
        i = self._find(value, 0, len(self))
        if i < 0:
            raise ValueError('%r is not in deque' % (value,))
        del self[i]

    def __repr__(self):
        shown = '%s(%r' % (type(self).__name__, self._items())
        if self.maxlen is None:
            return shown + ')'
        return '%s, maxlen=%d)' % (shown, self.maxlen)

    # Comparisons between deques are those of their item lists.
    def __eq__(self, other):
        if isinstance(other, deque):
            return self._items() == other._items()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, deque):
            return self._items() < other._items()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, deque):
            return self._items() <= other._items()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, deque):
            return self._items() > other._items()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, deque):
            return self._items() >= other._items()
        return NotImplemented

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError('can only concatenate deque (not "%s") to deque'
                            % type(other).__name__)
        joined = self.copy()
        joined.extend(other)
        return joined

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        joined = self.copy()
        deque._reset(joined, self._items() * n)
        if joined.maxlen is not None and len(joined) > joined.maxlen:
            del joined._l[:len(joined) - joined.maxlen]
        return joined


_deque_methods(deque)
del _deque_methods


################################################################ namedtuple

# Python's reserved words (keyword.kwlist), which cannot name a type or a field.
_RESERVED = frozenset(
    'False None True and as assert async await break class continue def del elif else '
    'except finally for from global if import in is lambda nonlocal not or pass raise '
    'return try while with yield'.split())


def _field_list(field_names, rename):
    # The field names as a list of str (a string is split at commas and whitespace); with
    # rename, each invalid, reserved, underscored or repeated name becomes _<position>.
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    names = [str(name) for name in field_names]
    if rename:
        met = set()
        for pos, name in enumerate(names):
            if (name in met or name.startswith('_') or name in _RESERVED
                    or not name.isidentifier()):
                names[pos] = '_%d' % pos
            met.add(name)
    return names


def _check_names(typename, names, rename):
    # The errors CPython raises for a bad type or field name, first bad name first.
    for name in [typename] + names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid identifiers: %r'
                             % (name,))
        if name in _RESERVED:
            raise ValueError('Type names and field names cannot be a keyword: %r' % (name,))
    met = set()
    for name in names:
        if not rename and name.startswith('_'):
            raise ValueError('Field names cannot start with an underscore: %r' % (name,))
        if name in met:
            raise ValueError('Encountered duplicate field name: %r' % (name,))
        met.add(name)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None,
               _tuple_type=_tuple_type):
    names = _field_list(field_names, rename)
    typename = str(typename)
    _check_names(typename, names, rename)
    fields = tuple(names)
    # Defaults belong to the last fields.
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(fields):
            raise TypeError('Got more default values than field names')
        first = len(fields) - len(defaults)
        for pos in range(len(defaults)):
            field_defaults[fields[first + pos]] = defaults[pos]

    class _record:
        def __repr__(self):
            body = ', '.join(['%s=%r' % pair for pair in zip(fields, self)])
            return '%s(%s)' % (type(self).__name__, body)

        def _asdict(self):
            return dict(zip(fields, self))

        def _replace(self, /, **kwds):
            values = [kwds.pop(name, value) for name, value in zip(fields, self)]
            if kwds:
                raise ValueError('Got unexpected field names: %r' % (list(kwds),))
            return self._make(values)

    made = _tuple_type(_record, typename, fields, field_defaults,
                       '__main__' if module is None else module)
    # The signature as CPython spells it: the fields tuple's repr without quotes.
    shown = ', '.join(fields) + (',' if len(fields) == 1 else '')
    made.__doc__ = '%s(%s)' % (typename, shown)
    return made


del _tuple_type


################################################################ ChainMap

def _chain_views():
    # The live keys/items/values view classes of a ChainMap (CPython's collections.abc views,
    # by name in the repr), made on the first keys()/items()/values() call so that importing
    # collections does not build them; the UserDict source has its own.
    global _chain_view_classes
    if _chain_view_classes is not None:
        return _chain_view_classes

    class _MapView:
        __module__ = 'collections.abc'

        def __init__(self, mapping):
            self._mapping = mapping

        def __len__(self):
            return len(self._mapping)

        def __repr__(self):
            return '%s(%r)' % (type(self).__name__, self._mapping)

    class KeysView(_MapView):
        def __iter__(self):
            return iter(self._mapping)

        def __contains__(self, key):
            return key in self._mapping

    class ItemsView(_MapView):
        def __iter__(self):
            source = self._mapping
            for key in source:
                yield key, source[key]

        def __contains__(self, item):
            key, value = item
            source = self._mapping
            if key not in source:
                return False
            held = source[key]
            return held is value or held == value

    class ValuesView(_MapView):
        def __iter__(self):
            source = self._mapping
            for key in source:
                yield source[key]

        def __contains__(self, value):
            for held in self:
                if held is value or held == value:
                    return True
            return False

    _chain_view_classes = (KeysView, ItemsView, ValuesView)
    return _chain_view_classes


_chain_view_classes = None


class ChainMap:
    __module__ = 'collections'

    # Lookups search self.maps in order; writes and deletions touch only the first map.
    def __init__(self, *maps):
        self.maps = list(maps) if maps else [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        # Each map's own __getitem__ decides (a Counter or defaultdict layer answers for
        # a key it lacks), KeyError moving on to the next.
        for layer in self.maps:
            try:
                return layer[key]
            except KeyError:
                continue
        return self.__missing__(key)

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def _flat(self):
        # Every key once, ordered as CPython orders them: the last map's keys first.
        keys = {}
        for layer in self.maps[::-1]:
            for key in layer:
                keys[key] = None
        return keys

    def __len__(self):
        return len(self._flat())

    def __iter__(self):
        return iter(self._flat())

    def __contains__(self, key):
        for layer in self.maps:
            if key in layer:
                return True
        return False

    def __bool__(self):
        for layer in self.maps:
            if layer:
                return True
        return False

    def __repr__(self):
        return '%s(%s)' % (type(self).__name__, ', '.join([repr(m) for m in self.maps]))

    def __eq__(self, other):
        if isinstance(other, ChainMap):
            other = dict(other.items())
        elif not isinstance(other, dict):
            return NotImplemented
        return dict(self.items()) == other

    def keys(self):
        return _chain_views()[0](self)

    def items(self):
        return _chain_views()[1](self)

    def values(self):
        return _chain_views()[2](self)

    def copy(self):
        rest = self.maps[1:]
        return type(self)(self.maps[0].copy(), *rest)

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    def parents_map(self):
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        first = self.maps[0]
        if key not in first:
            raise KeyError('Key not found in the first mapping: %r' % (key,))
        del first[key]

    def popitem(self):
        first = self.maps[0]
        if not first:
            raise KeyError('No keys found in the first mapping.')
        return first.popitem()

    def pop(self, key, *args):
        first = self.maps[0]
        if args or key in first:
            return first.pop(key, *args)
        raise KeyError('Key not found in the first mapping: %r' % (key,))

    def clear(self):
        self.maps[0].clear()

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), /, **kwds):
        self.maps[0].update(other, **kwds)

    def __or__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        joined = self.copy()
        joined.maps[0].update(other)
        return joined

    def __ror__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        merged = dict(other)
        for layer in self.maps[::-1]:
            merged.update(layer)
        return type(self)(merged)

    def __ior__(self, other):
        self.maps[0].update(other)
        return self


try:
    ChainMap.parents = property(ChainMap.parents_map)
except NameError:
    pass

# deque is a sequence and ChainMap a mapping for match patterns, as in CPython.
_set_pattern(deque, 1)
_set_pattern(ChainMap, 2)
del _set_pattern
