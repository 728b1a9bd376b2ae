# corpus: escape
# technique: import os.path in every form
results = []
try:
    import os.path
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from os.path import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('os.path')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import os.path as m
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
