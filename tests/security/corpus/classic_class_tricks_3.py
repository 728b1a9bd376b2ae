# corpus: escape
# technique: class tricks
results = []
try:
    class X:
        __slots__ = ('__dict__',)
    X().__dict__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    class X:
        pass
    setattr(X, '__getattribute__', lambda s, n: 1)
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    class X:
        pass
    x = X()
    x.__dict__ = {}
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    class X:
        pass
    delattr(X(), '__class__')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
