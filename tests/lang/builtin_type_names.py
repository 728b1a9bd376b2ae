# Builtin and stdlib C types: their dotted name in messages (re.Match, itertools.chain: CPython's
# tp_name), and __name__, __qualname__ and __module__ as CPython gives them.
import re, itertools, json, collections
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: re.match("a", "a") + 1)
t(lambda: re.compile("a") + 1)
t(lambda: itertools.chain() + 1)
t(lambda: itertools.groupby([]) + 1)
t(lambda: len(itertools.chain()))
t(lambda: itertools.chain()[0])
t(lambda: iter(collections.deque()) + 1)
t(lambda: iter([]) + 1)
t(lambda: {}.keys() + 1)
t(lambda: (x for x in []) + 1)
t(lambda: hash(re.compile("a")) == hash(re.compile("a")))
t(lambda: json.JSONDecodeError("m", "d", 0) + 1)
t(lambda: itertools.chain.__qualname__)
t(lambda: itertools.chain.__name__)
t(lambda: type(re.compile("a")).__name__)
import collections
for T in (list, int, type(None), type(iter([])), type({}.keys()), re.Pattern if hasattr(re, "Pattern") else type(re.compile("a")), type(re.match("a", "a")), itertools.chain, itertools.groupby, type(iter(collections.deque())), json.JSONDecodeError, re.error, ValueError, object, type, collections.deque, collections.OrderedDict):
    print(T.__name__, T.__qualname__, T.__module__, T)
