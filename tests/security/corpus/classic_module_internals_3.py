# corpus: escape
# technique: module internals
results = []
try:
    import typing
    typing.sys
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import statistics
    statistics.sys
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import itertools
    itertools.__dict__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import heapq
    heapq.__builtins__
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
