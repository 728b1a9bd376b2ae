# corpus: escape
# technique: class tricks
results = []
try:
    class X:
        def __getattribute__(self, n):
            return 1
    X()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    class X:
        pass
    x = X()
    x.__class__ = int
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    class X:
        pass
    X.__bases__ = (int,)
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    class X:
        pass
    X.__dict__['y'] = 1
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
