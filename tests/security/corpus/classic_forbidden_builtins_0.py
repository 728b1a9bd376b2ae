# corpus: escape
# technique: forbidden builtins
results = []
try:
    exec('print(1)')
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    eval('1 + 1')
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    compile('1', 'x', 'eval')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    open('secret.txt').read()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
