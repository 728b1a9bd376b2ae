# corpus: escape
# technique: import importlib in every form
results = []
try:
    import importlib
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from importlib import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('importlib')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import importlib as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from importlib import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from importlib import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
