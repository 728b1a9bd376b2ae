# np_lib_collections_user.py - collections.UserDict, UserList and UserString, written from
# their documentation: wrappers that keep a real dict, list or str in `self.data`, meant for
# subclassing. The methods CPython inherits from the Mapping/MutableMapping/Sequence ABCs
# (get, pop, popitem, setdefault, update, clear, the views, iteration by index) go through
# the instance's own __getitem__/__setitem__/__delitem__, so a subclass overriding those sees
# every access, as it does in CPython.
#
# This source runs in the collections module's own globals, and only when a script first asks
# for one of the three names (the module's "__lazy__" names, vm/np_module.c np_module_lazy;
# loaded by np_lib_collections.c col_load_user), so `import collections` does not compile it.
# Its private helpers therefore carry a `_u` prefix to stay clear of the module's own names.

_u_missing = object()


def _u_plain(value, wrapper):
    # The wrapped object when `value` is an instance of the wrapper class, else `value`.
    return value.data if isinstance(value, wrapper) else value


################################################################ mapping views

class _u_View:
    # What keys(), items() and values() of a UserDict return: live views of the mapping,
    # which every operation reads through the mapping's own methods.
    __module__ = 'collections.abc'

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, self._mapping)


class KeysView(_u_View):
    def __iter__(self):
        for key in self._mapping:
            yield key

    def __contains__(self, key):
        return key in self._mapping


class ItemsView(_u_View):
    def __iter__(self):
        source = self._mapping
        for key in source:
            yield key, source[key]

    def __contains__(self, item):
        key, value = item
        try:
            held = self._mapping[key]
        except KeyError:
            return False
        return held is value or held == value


class ValuesView(_u_View):
    def __iter__(self):
        source = self._mapping
        for key in source:
            yield source[key]

    def __contains__(self, value):
        for held in self:
            if held is value or held == value:
                return True
        return False


# CPython keeps these in collections.abc; here they are private, their __name__ kept for repr.
_u_KeysView, _u_ItemsView, _u_ValuesView = KeysView, ItemsView, ValuesView
del KeysView, ItemsView, ValuesView


################################################################ UserDict

class UserDict:
    __module__ = 'collections'
    __hash__ = None

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        for source in (dict, kwargs or None):
            if source is not None:
                self.update(source)

    # The storage methods: everything else is written in terms of these.
    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        store = self.data
        if key in store:
            return store[key]
        fallback = getattr(type(self), '__missing__', None)
        if fallback is None:
            raise KeyError(key)
        return fallback(self, key)

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
            theirs = dict(other.items())
        elif isinstance(other, dict):
            theirs = other
        else:
            return NotImplemented
        return dict(self.items()) == theirs

    def __or__(self, other):
        if isinstance(other, (UserDict, dict)):
            return type(self)(self.data | _u_plain(other, UserDict))
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, (UserDict, dict)):
            return type(self)(_u_plain(other, UserDict) | self.data)
        return NotImplemented

    def __ior__(self, other):
        self.data |= _u_plain(other, UserDict)
        return self

    def __copy__(self):
        twin = type(self)()
        twin.data = dict(self.data)
        return twin

    def copy(self):
        if type(self) is UserDict:
            return UserDict(dict(self.data))
        return self.__copy__()

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made

    def keys(self):
        return _u_KeysView(self)

    def items(self):
        return _u_ItemsView(self)

    def values(self):
        return _u_ValuesView(self)

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            pass
        self[key] = default
        return default

    def pop(self, key, default=_u_missing):
        try:
            found = self[key]
        except KeyError:
            if default is _u_missing:
                raise
            return default
        del self[key]
        return found

    def popitem(self):
        for key in self:
            break
        else:
            raise KeyError
        found = self[key]
        del self[key]
        return key, found

    def clear(self):
        while True:
            try:
                self.popitem()
            except KeyError:
                return

    def update(self, other=(), /, **kwds):
        # A mapping (or anything with keys()) is read key by key through its __getitem__;
        # anything else must give (key, value) pairs.
        if isinstance(other, (dict, UserDict)):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key in kwds:
            self[key] = kwds[key]


################################################################ UserList

class UserList:
    __module__ = 'collections'
    __hash__ = None

    def __init__(self, initlist=None):
        if initlist is None:
            self.data = []
        else:
            self.data = list(_u_plain(initlist, UserList))

    def __repr__(self):
        return repr(self.data)

    def __len__(self):
        return len(self.data)

    def __contains__(self, item):
        return item in self.data

    # Comparisons are the wrapped lists' (a UserList operand unwrapped), errors included.
    def __eq__(self, other):
        return self.data == _u_plain(other, UserList)

    def __lt__(self, other):
        return self.data < _u_plain(other, UserList)

    def __le__(self, other):
        return self.data <= _u_plain(other, UserList)

    def __gt__(self, other):
        return self.data > _u_plain(other, UserList)

    def __ge__(self, other):
        return self.data >= _u_plain(other, UserList)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return type(self)(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __iter__(self):
        # Reads the list directly unless a subclass has its own __getitem__, which iteration
        # then goes through, index by index (as CPython's Sequence mixin does).
        if type(self).__getitem__ is UserList.__getitem__:
            return iter(self.data)
        return _u_by_index(self, 0, 1)

    def __reversed__(self):
        return _u_by_index(self, len(self) - 1, -1)

    def __add__(self, other):
        return type(self)(self.data + _u_as_list(other))

    def __radd__(self, other):
        return type(self)(_u_as_list(other) + self.data)

    def __iadd__(self, other):
        self.data += _u_as_list(other)
        return self

    def __mul__(self, n):
        return type(self)(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        twin = type(self)()
        twin.data = list(self.data)
        return twin

    def copy(self):
        return type(self)(self)

    def extend(self, other):
        self.data.extend(_u_plain(other, UserList))


def _u_by_index(seq, i, step):
    # Yields seq[i], seq[i + step], ... until an IndexError (going up) or index -1 (going
    # down), reading through the sequence's own __getitem__.
    while i >= 0:
        try:
            item = seq[i]
        except IndexError:
            return
        yield item
        i += step


def _u_as_list(other):
    # The right-hand list of a UserList concatenation.
    if isinstance(other, UserList):
        return other.data
    if isinstance(other, list):
        return other
    return list(other)


def _u_list_forward(name):
    # A UserList method handed straight to the wrapped list's method of the same name.
    target = getattr(list, name)

    def method(self, *args, **kwargs):
        return target(self.data, *args, **kwargs)

    method.__name__ = name
    return method


for _u_name in ('append', 'insert', 'pop', 'remove', 'clear', 'count', 'index', 'reverse',
                'sort'):
    setattr(UserList, _u_name, _u_list_forward(_u_name))


################################################################ UserString

class UserString:
    __module__ = 'collections'

    def __init__(self, seq):
        if isinstance(seq, UserString):
            self.data = seq.data
        elif isinstance(seq, str):
            self.data = seq
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

    def __len__(self):
        return len(self.data)

    def __contains__(self, char):
        return _u_plain(char, UserString) in self.data

    # Comparisons are the wrapped strings' (a UserString operand unwrapped), errors included.
    def __eq__(self, other):
        return self.data == _u_plain(other, UserString)

    def __lt__(self, other):
        return self.data < _u_plain(other, UserString)

    def __le__(self, other):
        return self.data <= _u_plain(other, UserString)

    def __gt__(self, other):
        return self.data > _u_plain(other, UserString)

    def __ge__(self, other):
        return self.data >= _u_plain(other, UserString)

    def __getitem__(self, index):
        return type(self)(self.data[index])

    def __iter__(self):
        return _u_by_index(self, 0, 1)

    def __reversed__(self):
        return _u_by_index(self, len(self) - 1, -1)

    def __add__(self, other):
        if isinstance(other, (UserString, str)):
            return type(self)(self.data + _u_plain(other, UserString))
        return type(self)(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return type(self)(other + self.data)
        return type(self)(str(other) + self.data)

    def __mul__(self, n):
        return type(self)(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return type(self)(self.data % args)

    def __rmod__(self, template):
        return type(self)(str(template) % self)

    def encode(self, encoding='utf-8', errors='strict'):
        return self.data.encode('utf-8' if encoding is None else encoding,
                                'strict' if errors is None else errors)

    def replace(self, old, new, maxsplit=-1):
        return type(self)(self.data.replace(_u_plain(old, UserString),
                                            _u_plain(new, UserString), maxsplit))

    maketrans = str.maketrans


def _u_str_method(name, rewrap, unwrap_first, takes_args):
    # A UserString method calling str's method `name` on the wrapped string: its result
    # wrapped in the instance's class when `rewrap`, a UserString first argument unwrapped
    # when `unwrap_first`; `takes_args` false makes a method of self alone.
    target = getattr(str, name)
    if not takes_args:
        if rewrap:
            def method(self):
                return type(self)(target(self.data))
        else:
            def method(self):
                return target(self.data)
    elif unwrap_first:
        def method(self, first, *rest):
            answer = target(self.data, _u_plain(first, UserString), *rest)
            return type(self)(answer) if rewrap else answer
    elif rewrap:
        def method(self, *args, **kwargs):
            return type(self)(target(self.data, *args, **kwargs))
    else:
        def method(self, *args, **kwargs):
            return target(self.data, *args, **kwargs)
    method.__name__ = name
    return method


# (names, rewrap, unwrap_first, takes_args)
_u_STR_METHODS = (
    ('capitalize casefold lower swapcase title upper', True, False, False),
    ('isalpha isalnum isascii isdecimal isdigit isidentifier islower isnumeric '
     'isprintable isspace istitle isupper', False, False, False),
    ('center expandtabs ljust lstrip rjust rstrip strip translate zfill', True, False, True),
    ('endswith format format_map join partition rpartition rsplit split splitlines '
     'startswith', False, False, True),
    ('count find index rfind rindex', False, True, True),
    ('removeprefix removesuffix', True, True, True),
)
for _u_names, _u_rewrap, _u_unwrap, _u_args in _u_STR_METHODS:
    for _u_name in _u_names.split():
        setattr(UserString, _u_name, _u_str_method(_u_name, _u_rewrap, _u_unwrap, _u_args))


del _u_name, _u_names, _u_rewrap, _u_unwrap, _u_args


# CPython's UserDict, UserList and UserString subclass MutableMapping, MutableSequence and
# Sequence: registered here, so isinstance and issubclass against those ABCs (and Counter's
# mapping test) hold. It costs the import of collections.abc, only when a script first asks
# for one of the three names.
import collections.abc as _abc

_abc.MutableMapping.register(UserDict)
_abc.MutableSequence.register(UserList)
_abc.Sequence.register(UserString)
