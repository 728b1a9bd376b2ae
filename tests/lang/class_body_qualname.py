# __qualname__ assigned in a class body becomes the class's __qualname__ (not an attribute);
# a non-str is CPython's TypeError.
class C:
    __qualname__ = "X.C"
    def m(self): pass
print(C.__qualname__, C.__name__, C.m.__qualname__, repr(C)[:20])
class D:
    pass
print(D.__qualname__)
try:
    class E:
        __qualname__ = 5
except TypeError as e:
    print(e)
