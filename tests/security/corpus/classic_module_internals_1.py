# corpus: escape
# technique: module internals
results = []
try:
    import re
    re._compile.__globals__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import re
    re.sre_compile
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import re
    re.__loader__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import math
    math.__loader__.load_module('os')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
