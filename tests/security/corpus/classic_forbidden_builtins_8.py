# corpus: escape
# technique: forbidden builtins
results = []
try:
    __build_class__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    __debug__ and eval
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
print(results)
