# corpus: escape
# technique: import mmap in every form
results = []
try:
    import mmap
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from mmap import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('mmap')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import mmap as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from mmap import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from mmap import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
