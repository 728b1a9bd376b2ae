# The repr of stdlib iterator objects names their module as CPython's does
# (<itertools.accumulate object at 0x...>); the address is cut off, it differs between runs.
import itertools, collections
objs = [itertools.accumulate([1]), itertools.chain(), itertools.compress([], []), itertools.cycle([1]),
        itertools.dropwhile(bool, []), itertools.filterfalse(bool, []), itertools.groupby([]),
        itertools.islice([], 1), itertools.pairwise([]), itertools.starmap(pow, []),
        itertools.takewhile(bool, []), itertools.zip_longest(), itertools.groupby([1]),
        iter(collections.deque()), reversed(collections.deque()), zip(), map(str, []),
        filter(None, []), enumerate([]), reversed([]), iter([]), iter(range(3)), iter({}),
        iter(""), iter(()), iter(set()), iter({}.items()), iter({}.values())]
for o in objs:
    print(repr(o).split(" at 0x")[0], str(o).split(" at 0x")[0] == repr(o).split(" at 0x")[0])
print(type(iter(collections.deque())), type(reversed(collections.deque())))
print(type(iter(collections.deque())).__name__)
