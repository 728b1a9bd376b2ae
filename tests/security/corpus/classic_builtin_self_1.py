# corpus: escape
# technique: builtin self
results = []
try:
    ''.join.__self__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    (1).__add__.__self__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
print(results)
