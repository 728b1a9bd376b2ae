# corpus: escape
# technique: gc inspect sys
results = []
try:
    import gc
    gc.get_objects()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import inspect
    inspect.currentframe()
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys._getframe()
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys.modules['os']
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
