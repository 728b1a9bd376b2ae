# corpus: escape
# technique: import _posixsubprocess in every form
results = []
try:
    import _posixsubprocess
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from _posixsubprocess import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('_posixsubprocess')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import _posixsubprocess as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from _posixsubprocess import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from _posixsubprocess import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
