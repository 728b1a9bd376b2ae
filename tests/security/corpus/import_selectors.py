# corpus: escape
# technique: import selectors in every form
results = []
try:
    import selectors
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from selectors import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('selectors')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import selectors as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from selectors import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from selectors import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
