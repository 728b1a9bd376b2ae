# np_lib_copy.py - the `copy` module in Nearly Python (CPython 3.11's Lib/copy.py semantics:
# atomic values are shared, containers and user instances are rebuilt, deepcopy keeps a memo
# so shared and cyclic references stay shared). Deep structures end in RecursionError through
# the interpreter's recursion limit.

import collections as _collections

# The attributes that hold a deque's own state (stdlib/np_lib_collections.py), which deepcopy
# rebuilds through the class rather than copying.
_DEQUE_STATE = frozenset(['_l', '_h', '_m', 'maxlen'])


class Error(Exception):
    __module__ = 'copy'

    pass


error = Error



def _is_atomic(x):
    return isinstance(x, (type(None), int, float, bool, str, type, range, type(len),
                          type(lambda: 0))) and not isinstance(x, tuple)


# The exact types _is_atomic accepts, for one set probe before the isinstance tests (which
# walk nine classes for every str or int inside a deep copy); subclasses still go through
# _is_atomic.
_ATOMIC_TYPES = frozenset([type(None), int, float, bool, str, type, range, type(len),
                           type(lambda: 0)])


def _special(x, name):
    try:
        return getattr(type(x), name)
    except AttributeError:
        return None


def copy(x, _inst_new_=_inst_new, _inst_items_=_inst_items, _inst_set_=_inst_set):
    cls = type(x)
    if _is_atomic(x) or cls is tuple or cls is frozenset:
        return x
    if cls is list:
        return x[:]
    if cls is dict or cls is set:
        return x.copy()
    f = _special(x, '__copy__')
    if f is not None:
        return f(x)
    if isinstance(x, tuple) and hasattr(cls, '_make'):
        return cls._make(x)
    if isinstance(x, (dict, _collections.deque)):
        return x.copy()
    y = _inst_new_(cls)
    for k, v in _inst_items_(x):
        _inst_set_(y, k, v)
    return y


def deepcopy(x, memo=None, _nil=[], _inst_new_=_inst_new, _inst_items_=_inst_items,
             _inst_set_=_inst_set):
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls in _ATOMIC_TYPES:
        return x
    # The exact containers first: none is atomic, so the isinstance walk of _is_atomic is
    # left for the other classes (subclasses of the atomic types).
    if cls is list:
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is tuple:
        items = _deep_items(x, memo)
        try:
            return memo[d]
        except KeyError:
            pass
        for k, j in zip(x, items):
            if k is not j:
                y = tuple(items)
                break
        else:
            y = x
    elif _is_atomic(x):
        return x
    elif cls is set or cls is frozenset:
        y = cls(_deep_items(x, memo))
    else:
        f = _special(x, '__deepcopy__')
        if f is not None:
            y = f(x, memo)
        elif isinstance(x, tuple) and hasattr(cls, '_make'):
            y = cls._make(_deep_items(x, memo))
        elif isinstance(x, dict):
            y = x.copy()
            y.clear()
            memo[d] = y
            for key, value in x.items():
                y[deepcopy(key, memo)] = deepcopy(value, memo)
        elif isinstance(x, _collections.deque):
            # As deque's pickling state rebuilds it: the class called with no items (and the
            # maxlen when bounded), the deep copies of a subclass's own attributes, then each
            # item's deep copy appended through the class's append.
            y = cls() if x.maxlen is None else cls((), x.maxlen)
            memo[d] = y
            for k, v in _inst_items_(x):
                if k not in _DEQUE_STATE:
                    setattr(y, k, deepcopy(v, memo))
            for a in x:
                y.append(deepcopy(a, memo))
        else:
            y = _inst_new_(cls)
            memo[d] = y
            for k, v in _inst_items_(x):
                _inst_set_(y, k, deepcopy(v, memo))
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _deep_items(x, memo):
    # The deep copies of x's items, in a list. A loop of its own rather than a comprehension
    # inside deepcopy, which would make memo a cell and cost every deepcopy call a cell.
    items = []
    for a in x:
        items.append(deepcopy(a, memo))
    return items


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


del _inst_new, _inst_items, _inst_set
