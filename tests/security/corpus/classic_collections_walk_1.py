# corpus: escape
# technique: collections walk
results = []
try:
    import collections
    collections.abc.__loader__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import collections
    collections.OrderedDict.__dict__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import collections
    collections.defaultdict(eval)['1']
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
print(results)
