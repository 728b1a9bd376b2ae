# `fmt % x` takes a lone non-tuple argument as the mapping of %(key)s when its type is
# subscriptable by key (list, str for bytes formats excepted, bytes, range, classes with
# __getitem__, not deque): such an argument raises no "not all arguments converted".
import collections
import types

def t(f):
    try:
        print("ok", repr(f()))
    except (TypeError, KeyError) as e:
        print(type(e).__name__ + ":", e)

class NoGet:
    def __repr__(self):
        return "NoGet()"

class Get:
    def __getitem__(self, k):
        return k * 2
    def __repr__(self):
        return "Get()"

class MyDeque(collections.deque):
    def __getitem__(self, k):
        return "item:%s" % (k,)

args = [[], [1], range(3), b"ab", bytearray(b"x"), "ab", 5, 2.5, None, NoGet(), Get(), {},
        {"k": 1}, (), collections.deque([1]), MyDeque([1]), collections.OrderedDict(k=2),
        collections.Counter("kk"), collections.ChainMap({"k": 3}), frozenset(), {1},
        types.MappingProxyType({"k": 4})]
for a in args:
    t(lambda: "x" % a)
    t(lambda: "<%s>" % a)
    t(lambda: "%(k)s" % a)
    t(lambda: b"x" % a)
    t(lambda: b"%(k)s" % a)
