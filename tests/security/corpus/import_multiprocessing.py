# corpus: escape
# technique: import multiprocessing in every form
results = []
try:
    import multiprocessing
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from multiprocessing import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('multiprocessing')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import multiprocessing as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from multiprocessing import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from multiprocessing import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
