# corpus: escape
# technique: import sys in every form
results = []
try:
    import sys
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from sys import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('sys')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from sys import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from sys import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
