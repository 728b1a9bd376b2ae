# corpus: escape
# technique: import codeop in every form
results = []
try:
    import codeop
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from codeop import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('codeop')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import codeop as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from codeop import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from codeop import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
