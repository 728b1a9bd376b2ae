# corpus: escape
# technique: forbidden builtins
results = []
try:
    open('pwned.txt', 'w').write('x')
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    input()
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    globals()
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    locals()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
