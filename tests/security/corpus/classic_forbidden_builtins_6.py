# corpus: escape
# technique: forbidden builtins
results = []
try:
    exit
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    quit
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    reload
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    execfile('x')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
