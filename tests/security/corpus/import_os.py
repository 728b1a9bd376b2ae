# corpus: escape
# technique: import os in every form
results = []
try:
    import os
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from os import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('os')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import os as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from os import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from os import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
