# corpus: escape
# technique: gc inspect sys
results = []
try:
    import sys
    sys.setrecursionlimit(10**9)
    assert sys.getrecursionlimit() > 20000
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback
    traceback.extract_stack()[-1].__init__.__globals__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types
    types.FunctionType
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import weakref
    weakref.ref
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
