# corpus: escape
# technique: functools walk
results = []
try:
    import functools
    functools.reduce.__self__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import functools
    functools.__builtins__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
print(results)
