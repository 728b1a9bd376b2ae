# conform20: combinations/permutations argument errors worded as CPython's argument clinic.
import itertools
for f in (itertools.combinations, itertools.permutations, itertools.combinations_with_replacement):
    for a, k in [((), {}), (([1],), {}), (([1], 1, 2), {}), (([1],), {'x': 1}), (([1],), {'iterable': 2}), ((), {'r': 1}), (([1],), {'r': 1, 'q': 2}), ((), {'iterable': [1], 'r': 1}), (([1],1,2,3), {}), (([1], 1), {'r': 2})]:
        try: print(f.__name__, list(f(*a, **k)))
        except Exception as e: print(type(e).__name__, e)
