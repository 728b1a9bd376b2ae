# corpus: escape
# technique: import re.sys in every form
results = []
try:
    import re.sys
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from re.sys import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('re.sys')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import re.sys as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from re import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from re import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
