# np_lib_itertools.py - the `itertools` module in Nearly Python: lazy generators following the
# "roughly equivalent" code of CPython 3.11's documentation, with its argument checks and
# messages. Each item costs interpreter instructions, so the budget is charged per item;
# product/permutations/combinations materialize only the input pools (as CPython does).
# chain, compress, starmap, pairwise, zip_longest, groupby, count, repeat, cycle, accumulate,
# islice, takewhile, dropwhile, filterfalse, product, permutations, combinations and
# combinations_with_replacement are native iterators: the wrappers below check
# the arguments and hand _native the types of _iter_types (made by the C side); chain and
# groupby are those types themselves, and the module's other names are the types too: _as_type
# makes calling a type run its wrapper (so type(count()) is count, as in CPython).


_MAXSIZE = 9223372036854775807


# The wrappers test `isinstance(v, int)` and `v > _MAXSIZE` inline and call these two only
# to raise (a call per check cost more than the rest of a combinations() call).
def _int_arg(v, what):
    if not isinstance(v, int):
        raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer")
    return v


def _size_arg(v):
    # A count that must fit a C ssize_t, as CPython converts r and repeat.
    if v > _MAXSIZE:
        raise OverflowError('Python int too large to convert to C ssize_t')
    return v


def count(start=0, step=1):
    for v in (start, step):
        if not isinstance(v, (int, float)):
            raise TypeError('a number is required')
    if start is True or start is False:
        if isinstance(step, int):
            start = int(start)
    return _native(_iter_types[7], step, start)


def cycle(iterable):
    return _native(_iter_types[9], iter(iterable), None)


def repeat(object, times=None):
    if times is None:
        return _native(_iter_types[8], object, None, 0, 0, 1)
    if not isinstance(times, int):
        _int_arg(times, 'times')
    if times > _MAXSIZE:
        raise OverflowError('Python int too large to convert to C ssize_t')
    return _native(_iter_types[8], object, None, 0, max(times, 0), 0)


def accumulate(iterable, func=None, *, initial=None):
    return _native(_iter_types[10], iter(iterable), (func, initial), 0, initial is not None)


chain = _iter_types[0]


def compress(data, selectors):
    return _native(_iter_types[1], iter(data), iter(selectors))


def dropwhile(predicate, iterable):
    return _native(_iter_types[13], iter(iterable), predicate)


def filterfalse(predicate, iterable):
    return _native(_iter_types[14], iter(iterable), predicate)


groupby = _iter_types[5]


def _islice_index(v):
    return v is None or (isinstance(v, int) and 0 <= v <= _MAXSIZE)


def islice(iterable, *args):
    if len(args) == 0:
        raise TypeError('islice expected at least 2 arguments, got 1')
    if len(args) > 3:
        raise TypeError(f'islice expected at most 4 arguments, got {len(args) + 1}')
    start, step = None, None
    if len(args) == 1:
        stop = args[0]
    else:
        start, stop = args[0], args[1]
        if len(args) == 3:
            step = args[2]
    if not _islice_index(stop):
        raise ValueError('Stop argument for islice() must be None or an integer: '
                         '0 <= x <= sys.maxsize.')
    if not _islice_index(start):
        raise ValueError('Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    if not _islice_index(step) or step == 0:
        raise ValueError('Step for islice() must be a positive integer or None.')
    start = 0 if start is None else start
    step = 1 if step is None else step
    return _native(_iter_types[11], iter(iterable), start, 0, -1 if stop is None else stop, step)


def pairwise(iterable):
    return _native(_iter_types[3], iter(iterable), None)


def starmap(function, iterable):
    return _native(_iter_types[2], iter(iterable), function)


def takewhile(predicate, iterable):
    return _native(_iter_types[12], iter(iterable), predicate)


def tee(iterable, n=2):
    if not isinstance(n, int):
        _int_arg(n, 'n')
    if n < 0:
        raise ValueError('n must be >= 0')
    it = iter(iterable)
    # The readers share a singly linked list of cells [value, next cell] that the first reader
    # to need a value extends from the source; each reader walks it from the cell it last read,
    # so a lagging reader costs O(1) per item (cells no reader can reach any more are garbage).
    head = [None, None]
    return tuple([_native(_iter_types[19], it, head) for _ in range(n)])


def zip_longest(*args, fillvalue=None):
    return _native(_iter_types[4], tuple([iter(it) for it in args]), fillvalue)


def product(*args, repeat=1):
    if not isinstance(repeat, int):
        _int_arg(repeat, 'repeat')
    if repeat < 0:
        raise ValueError('repeat argument cannot be negative')
    if repeat > _MAXSIZE:
        _size_arg(repeat)
    return _native(_iter_types[15], [tuple(pool) for pool in args] * repeat, None)


def permutations(iterable, r=None):
    pool = tuple(iterable)
    if r is None:
        r = len(pool)
    else:
        if not isinstance(r, int):
            raise TypeError('Expected int as r')
        if r < 0:
            raise ValueError('r must be non-negative')
    if r > _MAXSIZE:
        _size_arg(r)
    return _native(_iter_types[16], pool, r)


def combinations(iterable, r):
    pool = tuple(iterable)
    if not isinstance(r, int):
        _int_arg(r, 'r')
    if r < 0:
        raise ValueError('r must be non-negative')
    if r > _MAXSIZE:
        _size_arg(r)
    return _native(_iter_types[17], pool, r)


def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    if not isinstance(r, int):
        _int_arg(r, 'r')
    if r < 0:
        raise ValueError('r must be non-negative')
    if r > _MAXSIZE:
        _size_arg(r)
    return _native(_iter_types[18], pool, r)


# The wrappers become their types (tee stays a function, as in CPython).
count = _as_type(_iter_types[7], count)
repeat = _as_type(_iter_types[8], repeat)
cycle = _as_type(_iter_types[9], cycle)
accumulate = _as_type(_iter_types[10], accumulate)
compress = _as_type(_iter_types[1], compress)
dropwhile = _as_type(_iter_types[13], dropwhile)
filterfalse = _as_type(_iter_types[14], filterfalse)
islice = _as_type(_iter_types[11], islice)
pairwise = _as_type(_iter_types[3], pairwise)
starmap = _as_type(_iter_types[2], starmap)
takewhile = _as_type(_iter_types[12], takewhile)
zip_longest = _as_type(_iter_types[4], zip_longest)
product = _as_type(_iter_types[15], product)
permutations = _as_type(_iter_types[16], permutations)
combinations = _as_type(_iter_types[17], combinations)
combinations_with_replacement = _as_type(_iter_types[18], combinations_with_replacement)
