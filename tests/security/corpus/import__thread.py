# corpus: escape
# technique: import _thread in every form
results = []
try:
    import _thread
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from _thread import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('_thread')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import _thread as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from _thread import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from _thread import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
