# corpus: escape
# technique: forbidden builtins
results = []
try:
    license()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    credits
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    copyright
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    memoryview('x')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
