# cpython: skip
# expect-exit: 1
# expect-stderr-last: AttributeError: cannot set attribute 'total_seen': instances of collections.Counter take no attributes in Nearly Python (instances of a subclass do)
# CPython's Counter and OrderedDict are Python classes whose instances take attributes; Nearly's
# are dicts without an attribute dict, so a store is refused in these words (it used to say the
# attribute did not exist). defaultdict refuses as CPython's C type does, and a subclass of
# Counter takes attributes.
import collections
d = collections.defaultdict(int)
try:
    d.x = 1
except AttributeError as e:
    print(e)
class Tally(collections.Counter):
    pass
t = Tally("abca")
t.label = "letters"
print(t.label, t["a"])
c = collections.Counter("hello")
try:
    del c.missing
except AttributeError as e:
    print(e)
o = collections.OrderedDict()
try:
    o.note = 1
except AttributeError as e:
    print(e)
c.total_seen = 5
