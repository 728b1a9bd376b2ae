# cpython: skip
# expect-exit: 1
# expect-stderr-last: TypeError: subclassing 'itertools.count' is not supported in Nearly Python
# Bases CPython accepts but Nearly cannot subclass say so (they used to say "bases must be types"
# or claim CPython's "not an acceptable base type"); bases CPython refuses keep its message.
import itertools, re
def attempt(base):
    try:
        class C(base):
            pass
        print("subclassed", base)
    except TypeError as e:
        print(e)
for base in (itertools.cycle, itertools.islice, itertools.chain, itertools.groupby, zip, map,
             property, type, bool, range, slice, type(re.compile("a")), type(iter([]))):
    attempt(base)
def f():
    pass
attempt(f)
class D(itertools.count):
    pass
