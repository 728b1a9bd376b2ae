# np_lib_itertools.py - the `itertools` module in Nearly Python: lazy generators following the
# "roughly equivalent" code of CPython 3.11's documentation, with its argument checks and
# messages. Each item costs interpreter instructions, so the budget is charged per item;
# product/permutations/combinations materialize only the input pools (as CPython does), and
# step their index lists with the private natives _pick, _prod_next, _perm_next, _comb_next
# and _cwr_next (stdlib/np_lib_itertools.c, put in the globals before this source runs).
# chain, compress, starmap, pairwise, zip_longest and groupby are native iterators: the wrappers
# below check the arguments and hand _native the types of _iter_types (made by the C side);
# chain and groupby are those types themselves.


def _int_arg(v, what):
    if not isinstance(v, int):
        raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer")
    return v


def count(start=0, step=1):
    for v in (start, step):
        if not isinstance(v, (int, float)):
            raise TypeError('a number is required')
    return _count(start, step)


def _count(n, step):
    while True:
        yield n
        n += step


def cycle(iterable):
    return _cycle(iter(iterable))


def _cycle(iterable):
    saved = []
    for element in iterable:
        yield element
        saved.append(element)
    while saved:
        for element in saved:
            yield element


def repeat(object, times=None):
    if times is not None:
        _int_arg(times, 'times')
    return _repeat(object, times)


def _repeat(object, times):
    if times is None:
        while True:
            yield object
    else:
        for _ in range(times):
            yield object


def _add(a, b):
    return a + b


def accumulate(iterable, func=None, *, initial=None):
    return _accumulate(iter(iterable), func, initial)


def _accumulate(it, func, initial):
    total = initial
    if initial is None:
        for total in it:
            break
        else:
            return
    yield total
    if func is None:
        for element in it:
            total = total + element
            yield total
    else:
        for element in it:
            total = func(total, element)
            yield total


chain = _iter_types[0]


def compress(data, selectors):
    return _native(_iter_types[1], iter(data), iter(selectors))


def dropwhile(predicate, iterable):
    return _dropwhile(predicate, iter(iterable))


def _dropwhile(predicate, iterable):
    it = iter(iterable)
    for x in it:
        if not predicate(x):
            yield x
            break
    for x in it:
        yield x


def filterfalse(predicate, iterable):
    return _filterfalse(predicate, iter(iterable))


def _filterfalse(predicate, iterable):
    if predicate is None:
        predicate = bool
    for x in iterable:
        if not predicate(x):
            yield x


groupby = _iter_types[5]


def _islice_arg(v):
    if v is None:
        return v
    if not isinstance(v, int) or v < 0:
        raise ValueError('Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    return v


def islice(iterable, *args):
    if len(args) == 0:
        raise TypeError('islice expected at least 2 arguments, got 1')
    if len(args) > 3:
        raise TypeError(f'islice expected at most 4 arguments, got {len(args) + 1}')
    if len(args) == 1:
        start, stop, step = 0, args[0], 1
        if stop is not None and (not isinstance(stop, int) or stop < 0):
            raise ValueError('Stop argument for islice() must be None or an integer: '
                             '0 <= x <= sys.maxsize.')
    else:
        start, stop = args[0], args[1]
        step = args[2] if len(args) == 3 else 1
        start = 0 if start is None else _islice_arg(start)
        stop = _islice_arg(stop)
        if step is None:
            step = 1
        elif not isinstance(step, int) or step <= 0:
            raise ValueError('Step for islice() must be a positive integer or None.')
    return _islice(iter(iterable), start, stop, step)


def _islice(it, start, stop, step):
    i = 0
    nexti = start
    if stop is not None and stop <= start:
        for i, element in enumerate(it):
            if i + 1 >= start:
                break
        return
    for element in it:
        if i == nexti:
            yield element
            nexti += step
            if stop is not None and nexti >= stop:
                return
        i += 1
        if stop is not None and i >= stop:
            return


def pairwise(iterable):
    return _native(_iter_types[3], iter(iterable), None)


def starmap(function, iterable):
    return _native(_iter_types[2], iter(iterable), function)


def takewhile(predicate, iterable):
    return _takewhile(predicate, iter(iterable))


def _takewhile(predicate, iterable):
    for x in iterable:
        if predicate(x):
            yield x
        else:
            break


def tee(iterable, n=2):
    _int_arg(n, 'n')
    if n < 0:
        raise ValueError('n must be >= 0')
    it = iter(iterable)
    head = [None, None]
    return tuple([_tee_reader(it, head) for _ in range(n)])


# One of tee's iterators. The readers share a singly linked list of cells [value, next cell]
# that the first reader to need a value extends from the source; each reader walks it from the
# cell it last read, so a lagging reader costs O(1) per item (cells no reader can reach any
# more are garbage), where a list per reader with pop(0) cost O(lag).
def _tee_reader(it, cell):
    while True:
        nxt = cell[1]
        if nxt is None:
            try:
                value = next(it)
            except StopIteration:
                return
            nxt = [value, None]
            cell[1] = nxt
        cell = nxt
        yield nxt[0]


def zip_longest(*args, fillvalue=None):
    return _native(_iter_types[4], tuple([iter(it) for it in args]), fillvalue)


def product(*args, repeat=1):
    _int_arg(repeat, 'repeat')
    if repeat < 0:
        raise ValueError('repeat argument cannot be negative')
    pools = [tuple(pool) for pool in args] * repeat
    return _product(pools)


def _product(pools):
    n = len(pools)
    for pool in pools:
        if not pool:
            return
    indices = [0] * n
    yield tuple([pool[0] for pool in pools])
    while True:
        t = _prod_next(pools, indices)
        if t is None:
            return
        yield t


def permutations(iterable, r=None):
    pool = tuple(iterable)
    n = len(pool)
    if r is None:
        r = n
    else:
        if not isinstance(r, int):
            raise TypeError('Expected int as r')
        if r < 0:
            raise ValueError('r must be non-negative')
    return _permutations(pool, n, r)


def _permutations(pool, n, r):
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield _pick(pool, indices, r)
    while True:
        t = _perm_next(pool, indices, r, cycles)
        if t is None:
            return
        yield t


def combinations(iterable, r):
    pool = tuple(iterable)
    _int_arg(r, 'r')
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield _pick(pool, indices, r)
    while True:
        t = _comb_next(pool, indices, r)
        if t is None:
            return
        yield t


def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    _int_arg(r, 'r')
    if r < 0:
        raise ValueError('r must be non-negative')
    return _cwr(pool, r)


def _cwr(pool, r):
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield _pick(pool, indices, r)
    while True:
        t = _cwr_next(pool, indices, r)
        if t is None:
            return
        yield t
