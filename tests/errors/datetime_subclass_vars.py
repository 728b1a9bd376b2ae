# cpython: skip
# expect-exit: 1
# expect-stderr-last: TypeError: vars() of an instance of a subclass of datetime.datetime is not supported in Nearly Python; use getattr() on it
# CPython's vars() of a datetime subclass instance shows only the attributes the script set;
# Nearly's datetime keeps its fields (year, month, ...) as instance attributes too, so rather
# than list them vars() refuses. getattr() works.
import datetime
class Stamp(datetime.datetime):
    pass
s = Stamp(2024, 5, 6, 7, 8)
s.source = "log"
print(s.source, s.year, s)
vars(s)
