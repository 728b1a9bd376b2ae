# corpus: escape
# technique: builtin self
results = []
try:
    print.__self__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    len.__self__.__import__('os')
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    print.__self__.open('secret.txt')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    [].append.__self__
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
