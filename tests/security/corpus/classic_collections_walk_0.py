# corpus: escape
# technique: collections walk
results = []
try:
    import collections
    collections.namedtuple('T', ['__globals__'])
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import collections
    T = collections.namedtuple('T', 'a')
    T._make.__globals__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import collections
    T = collections.namedtuple('T', 'a')
    T.__new__.__globals__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import collections
    collections._sys
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
