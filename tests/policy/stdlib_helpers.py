# cpython: skip
# args: --policy helpers.policy
# Granted modules may import helpers the script was not granted (random and statistics use
# math, copy uses collections); the script itself still cannot import those helpers.
import random
import copy
import statistics
import string
import textwrap
import datetime
from functools import partial
random.seed(7)
print(random.randint(1, 100), round(random.random(), 6))
print(copy.deepcopy({"a": [1, [2, 3]]}))
print(statistics.mean([1, 2, 3, 4]), statistics.stdev([1, 2, 3, 4]))
print(string.Template("$x-$y").substitute(x=1, y=2))
print(textwrap.wrap("the quick brown fox jumps over the lazy dog", 10))
print(datetime.date(2024, 2, 29) + datetime.timedelta(days=1))
print(partial(max, 3)(5))
for name in ["math", "collections"]:
    try:
        if name == "math":
            import math
        else:
            import collections
    except ModuleNotFoundError as e:
        print(e)
