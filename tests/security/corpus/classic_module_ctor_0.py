# corpus: escape
# technique: module ctor
results = []
try:
    type(__import__)
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import math
    type(math)('os').system
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import math
    m = type(math)('os')
    m.system('id')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
print(results)
