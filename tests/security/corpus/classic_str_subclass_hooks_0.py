# corpus: escape
# technique: str subclass hooks
results = []
try:
    class S(str):
        def __getattr__(self, n):
            return object.__getattribute__(self, n)
    S('x').__dict__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    class S(str):
        def __format__(self, spec):
            return str(getattr(self, spec))
    format(S('x'), '__class__')
    format(S('x'), '__reduce__')
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    class S(str):
        def __getattr__(self, n):
            return n
    '{0.__globals__}'.format(S())
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    class S(str):
        pass
    S.__mro__[-1].__subclasses__()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
