# corpus: escape
# technique: import __builtin__ in every form
results = []
try:
    import __builtin__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from __builtin__ import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('__builtin__')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import __builtin__ as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from __builtin__ import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from __builtin__ import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
