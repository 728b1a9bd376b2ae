# cpython: skip
# args: --policy ../../examples/policies/pure.policy
# The shipped pure-computation policy: math/itertools/functools only.
import math
from itertools import permutations
from functools import lru_cache
print(math.comb(10, 3), len(list(permutations(range(4)))))
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80))
for mod in ("json", "time", "random"):
    try:
        if mod == "json":
            import json
        elif mod == "time":
            import time
        else:
            import random
    except ModuleNotFoundError as e:
        print(e)
