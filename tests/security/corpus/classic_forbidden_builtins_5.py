# corpus: escape
# technique: forbidden builtins
results = []
try:
    __file__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    __builtins__['eval']
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    dir()
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    dir(1)
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
