# cpython: skip
# args: --policy pure.policy
# Modules outside the policy fail like missing ones; granted ones work.
import math
import itertools
from functools import reduce
print(math.isqrt(10), list(itertools.islice(itertools.count(3), 3)), reduce(lambda a, b: a * b, [1, 2, 3, 4]))
for name in ["json", "collections", "time", "os", "sys", "random"]:
    try:
        exec_result = None
        if name == "json":
            import json
        elif name == "collections":
            from collections import deque
        elif name == "time":
            import time
        elif name == "os":
            import os
        elif name == "sys":
            import sys
        else:
            import random
        print(name, "imported?!")
    except ModuleNotFoundError as e:
        print(type(e).__name__, e)
    except ImportError as e:
        print("ImportError", e)
