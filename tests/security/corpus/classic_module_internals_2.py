# corpus: escape
# technique: module internals
results = []
try:
    import math
    math.__spec__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import datetime
    datetime.sys
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import datetime
    datetime._time
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import string
    string._re
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
