# corpus: escape
# technique: forbidden builtins
results = []
try:
    vars()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    vars(1)
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    breakpoint()
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    help()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
