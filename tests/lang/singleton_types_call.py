# Calling the types of None, Ellipsis and NotImplemented returns the singleton, as in CPython;
# any argument is a TypeError.
print(type(None)())
print(type(...)())
print(type(NotImplemented)())
print(type(None)() is None, type(...)() is ..., type(NotImplemented)() is NotImplemented)
print(repr(type(None)), repr(type(...)), repr(type(NotImplemented)))
for t in (type(None), type(...), type(NotImplemented)):
    for args, kw in (((1,), {}), ((), {'a': 1})):
        try:
            t(*args, **kw)
        except TypeError as e:
            print("TypeError:", e)
NoneType = type(None)
print(isinstance(None, NoneType), [NoneType() for _ in range(2)])
