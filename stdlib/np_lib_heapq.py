# np_lib_heapq.py - the Nearly Python half of the `heapq` module, written from its
# documentation: merge, nsmallest and nlargest, and the max-heap helpers they need. heappush,
# heappop, heapify, heapreplace and heappushpop are natives (np_lib_heapq.c), put in this
# module's globals before this source runs.
#
# Which items come out, and in which order when items compare equal (or not at all), follows
# from which comparisons are made, so the helpers below make exactly the comparisons the
# natives make, mirrored for a max-heap: a repair walks the hole at `pos` down to a leaf along
# the larger child (the right one on a tie) and then lets the displaced item climb back up.


def _repair_max(heap, pos):
    # Restores the max-heap property below `pos` after heap[pos] was replaced.
    size = len(heap)
    item = heap[pos]
    floor = pos
    child = pos + pos + 1
    while child < size:
        right = child + 1
        if right < size and not heap[right] < heap[child]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = pos + pos + 1
    while pos > floor:
        up = (pos - 1) >> 1
        above = heap[up]
        if not above < item:
            break
        heap[pos] = above
        pos = up
    heap[pos] = item


def _heapify_max(x):
    for pos in range(len(x) // 2 - 1, -1, -1):
        _repair_max(x, pos)


def _heapreplace_max(heap, item):
    largest = heap[0]
    heap[0] = item
    _repair_max(heap, 0)
    return largest


def _heappop_max(heap):
    tail = heap.pop()
    if not heap:
        return tail
    largest = heap[0]
    heap[0] = tail
    _repair_max(heap, 0)
    return largest


# What next() returns for an exhausted input of merge().
_drained = object()


def merge(*iterables, key=None, reverse=False):
    # Each live input is an entry [sort key, rank, current value, iterator] in a heap; the rank
    # (the input's position, negated for a max-heap) breaks ties so that equal keys come out
    # in input order and values and iterators are never compared.
    if reverse:
        build, drop, swap, sign = _heapify_max, _heappop_max, _heapreplace_max, -1
    else:
        build, drop, swap, sign = heapify, heappop, heapreplace, 1
    entries = []
    for rank, source in enumerate(map(iter, iterables)):
        first = next(source, _drained)
        if first is not _drained:
            entries.append([first if key is None else key(first), rank * sign, first, source])
    build(entries)
    while len(entries) > 1:
        entry = entries[0]
        yield entry[2]
        following = next(entry[3], _drained)
        if following is _drained:
            drop(entries)
        else:
            entry[0] = following if key is None else key(following)
            entry[2] = following
            swap(entries, entry)
    if entries:
        last = entries[0]
        yield last[2]
        for value in last[3]:
            yield value


def _take_first(n, it, key, sign):
    # The first n items of `it` as heap entries (item, rank) or (key(item), rank, item), the
    # rank being the item's position times `sign`, consuming no more of `it` than that.
    pool = []
    count = len(range(n))
    if count == 0:
        return pool
    for i, item in enumerate(it):
        if key is None:
            pool.append((item, i * sign))
        else:
            pool.append((key(item), i * sign, item))
        if i + 1 >= count:
            break
    return pool


def _short_cut(n, iterable, key, descending):
    # The answer when it needs no heap (n == 1, or n covers a sized input), else None.
    if n == 1:
        nothing = []
        pick = max if descending else min
        if key is None:
            best = pick(iter(iterable), default=nothing)
        else:
            best = pick(iter(iterable), default=nothing, key=key)
        return [] if best is nothing else [best]
    try:
        size = len(iterable)
    except TypeError:
        return None
    if n >= size:
        return sorted(iterable, key=key, reverse=descending)[:n]
    return None


def _unwrap(pool, key):
    # The items of sorted heap entries.
    if key is None:
        return [entry[0] for entry in pool]
    return [entry[2] for entry in pool]


def nsmallest(n, iterable, key=None):
    done = _short_cut(n, iterable, key, False)
    if done is not None:
        return done
    it = iter(iterable)
    pool = _take_first(n, it, key, 1)
    if not pool:
        return pool
    # A max-heap of the n smallest seen so far: an item below its top replaces the top.
    _heapify_max(pool)
    worst = pool[0][0]
    rank = n
    if key is None:
        for item in it:
            if item < worst:
                _heapreplace_max(pool, (item, rank))
                worst = pool[0][0]
                rank += 1
    else:
        for item in it:
            k = key(item)
            if k < worst:
                _heapreplace_max(pool, (k, rank, item))
                worst = pool[0][0]
                rank += 1
    pool.sort()
    return _unwrap(pool, key)


def nlargest(n, iterable, key=None):
    done = _short_cut(n, iterable, key, True)
    if done is not None:
        return done
    it = iter(iterable)
    pool = _take_first(n, it, key, -1)
    if not pool:
        return pool
    # A min-heap of the n largest seen so far; ranks count down so that among equal keys the
    # earlier item sorts first after the descending sort.
    heapify(pool)
    least = pool[0][0]
    rank = -n
    if key is None:
        for item in it:
            if least < item:
                heapreplace(pool, (item, rank))
                least = pool[0][0]
                rank -= 1
    else:
        for item in it:
            k = key(item)
            if least < k:
                heapreplace(pool, (k, rank, item))
                least = pool[0][0]
                rank -= 1
    pool.sort(reverse=True)
    return _unwrap(pool, key)
