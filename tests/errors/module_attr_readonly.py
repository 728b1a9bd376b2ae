# cpython: skip (CPython lets a script rebind a module's names; Nearly refuses with a clear error)
# expect-exit: 1
# expect-stderr-last: AttributeError: cannot set or delete 'sqrt' of module 'math': modules are read-only in Nearly
import math
try:
    del math.pi
except AttributeError as e:
    print(e)
print(math.sqrt(16.0), math.pi > 3)
math.sqrt = abs
