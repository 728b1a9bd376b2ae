# corpus: escape
# technique: import warnings: only its pure part, nothing host-touching
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.warn('kept')
print(str(w[0].message), w[0].lineno)
results = []
try:
    import warnings as m
    m.sys
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m._sys
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m.re
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m._re
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m.linecache
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m.traceback
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m.currentframe
    print('ESCAPED step 6')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m._getframe
    print('ESCAPED step 7')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m._caller
    print('ESCAPED step 8')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m._registries
    print('ESCAPED step 9')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m.os
    print('ESCAPED step 10')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m.system
    print('ESCAPED step 11')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m.path
    print('ESCAPED step 12')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m.__builtins__
    print('ESCAPED step 13')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m.__loader__
    print('ESCAPED step 14')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m.__spec__
    print('ESCAPED step 15')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m.__file__
    print('ESCAPED step 16')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import sys
    print('ESCAPED step 17')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import _sys
    print('ESCAPED step 18')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import re
    print('ESCAPED step 19')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import _re
    print('ESCAPED step 20')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import linecache
    print('ESCAPED step 21')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import traceback
    print('ESCAPED step 22')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import currentframe
    print('ESCAPED step 23')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import _getframe
    print('ESCAPED step 24')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import _caller
    print('ESCAPED step 25')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import _registries
    print('ESCAPED step 26')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import os
    print('ESCAPED step 27')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import system
    print('ESCAPED step 28')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import path
    print('ESCAPED step 29')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import __builtins__
    print('ESCAPED step 30')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import __loader__
    print('ESCAPED step 31')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import __spec__
    print('ESCAPED step 32')
except Exception as e:
    results.append(type(e).__name__)
try:
    from warnings import __file__
    print('ESCAPED step 33')
except Exception as e:
    results.append(type(e).__name__)
try:
    import warnings as m
    m.system('touch pwned.txt')
    print('ESCAPED step 34')
except Exception as e:
    results.append(type(e).__name__)
print(results)
