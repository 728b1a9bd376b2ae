# corpus: escape
# technique: module internals
results = []
try:
    import bisect
    bisect.__file__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import json
    json.__path__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
print(results)
