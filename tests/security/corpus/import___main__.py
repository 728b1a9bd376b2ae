# corpus: escape
# technique: import __main__ in every form
results = []
try:
    import __main__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from __main__ import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('__main__')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import __main__ as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from __main__ import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from __main__ import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
