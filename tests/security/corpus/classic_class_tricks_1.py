# corpus: escape
# technique: class tricks
results = []
try:
    class X:
        pass
    X.__name__ = 1
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    type('X', (), {'__getattribute__': lambda s, n: 1})
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    type('X', (object,), {'__del__': lambda *a: 1})
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    class X:
        def f(self):
            return super().__init_subclass__
    X().f()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
