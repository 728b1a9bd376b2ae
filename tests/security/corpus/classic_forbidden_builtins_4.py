# corpus: escape
# technique: forbidden builtins
results = []
try:
    __import__('os')
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    __builtins__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __loader__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    __spec__
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
