# f(**m), {**m}, f(x=1, **m) and dict(m) with a mapping that is no dict (keys() and [])
# work as in CPython; AttributeError while merging says 'not a mapping'.
class M:
    def __init__(self): self.d = {'a': 1, 'b': 2}
    def keys(self): return self.d.keys()
    def __getitem__(self, k): return self.d[k]
def f(**kw): return kw
def g(a, b): return a, b
m = M()
for fn in [lambda: f(**m), lambda: g(**m), lambda: dict(m), lambda: {**m}, lambda: dict(m, c=3), lambda: f(x=1, **m),
           lambda: {}.update(m), lambda: f(**[1]), lambda: dict(**m)]:
    try: print(fn())
    except Exception as e: print(type(e).__name__, e)
class N:
    def keys(self): return ['x']
    def __getitem__(self, k): raise KeyError(k)
try: f(**N())
except Exception as e: print(type(e).__name__, e)
class K:
    def keys(self): return [1]
    def __getitem__(self, k): return k
try: f(**K())
except Exception as e: print(type(e).__name__, e)
try: f(a=1, **{'a': 2})
except Exception as e: print(type(e).__name__, e)
class A2:
    def keys(self): return ['a']
    def __getitem__(self, k): return 5
try: f(a=1, **A2())
except Exception as e: print(type(e).__name__, e)
def f(**kw): return kw
import collections, types
for m in [dict, types.MappingProxyType({'q': 1}), collections.ChainMap({'a': 1}, {'b': 2}), collections.Counter('ab'), collections.OrderedDict(x=1), 5, "ab", {1, 2}]:
    for fn in [lambda: f(**m), lambda: {**m}, lambda: f(z=0, **m), lambda: dict(m)]:
        try: print(fn())
        except Exception as e: print(type(e).__name__, e)
class M:
    def keys(self): print("keys"); return iter(['a', 'b'])
    def __getitem__(self, k): print("get", k); return k * 2
print(f(**M()), {**M(), 'c': 1}, dict(M()))
class Bad:
    def keys(self): raise AttributeError("inner")
    def __getitem__(self, k): return 1
for fn in [lambda: f(**Bad()), lambda: {**Bad()}]:
    try: print(fn())
    except Exception as e: print(type(e).__name__, e)
class Sub(dict):
    def keys(self): return ['a']
    def __getitem__(self, k): return 99
print(f(**Sub(a=1, b=2)), {**Sub(a=1, b=2)})
