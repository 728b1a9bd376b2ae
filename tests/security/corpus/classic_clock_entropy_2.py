# corpus: escape
# technique: clock entropy
results = []
try:
    import os
    os.getenv('NEARLY_CORPUS_SECRET')
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
print(results)
