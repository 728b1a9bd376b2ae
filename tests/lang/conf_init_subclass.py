# __init_subclass__: run with the class statement's keywords, implicit classmethod, chains
# through super() to object's (which refuses keywords with CPython's message).
class Registry:
    plugins = {}
    def __init_subclass__(cls, key=None, **kw):
        super().__init_subclass__(**kw)
        Registry.plugins[key or cls.__name__] = cls
        print("registered", cls.__name__, key)
class A(Registry, key="a"): pass
class B(Registry): pass
class C(B, key="c"): pass
print(sorted(Registry.plugins), Registry.plugins["c"] is C)
class Base:
    @classmethod
    def __init_subclass__(cls, **kwargs):
        cls.tag = cls.__name__.lower()
        super().__init_subclass__(**kwargs)
class Kid(Base): pass
print(Kid.tag, hasattr(Base, "tag"))
class Mid(Base):
    def __init_subclass__(cls, flag=False, **kw):
        super().__init_subclass__(**kw)
        cls.flag = flag
class Leaf(Mid, flag=True): pass
print(Leaf.flag, Leaf.tag)
try:
    class Bad(Registry, nope=1): pass
except TypeError as e:
    print("TypeError", e)
try:
    class Bad2(Mid, zzz=1): pass
except TypeError as e:
    print("TypeError", e)
try:
    class Plain(key=1): pass
except TypeError as e:
    print("TypeError", e)
class Counted:
    count = 0
    def __init_subclass__(cls):
        Counted.count += 1
class X1(Counted): pass
class X2(X1): pass
print(Counted.count)
try:
    class Y(Counted, a=1): pass
except TypeError as e:
    print("TypeError", e)
