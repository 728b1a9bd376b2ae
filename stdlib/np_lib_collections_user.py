# np_lib_collections_user.py - collections.UserDict, UserList and UserString, compiled into the
# collections module's globals only when a script first asks for one of them (the module's
# "__lazy__" names, vm/np_module.c np_module_lazy; loaded by np_lib_collections.c
# col_load_user), so `import collections` does not pay for compiling them.

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
