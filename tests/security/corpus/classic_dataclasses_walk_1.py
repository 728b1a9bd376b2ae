# corpus: escape
# technique: dataclasses walk
results = []
try:
    import dataclasses
    dataclasses._FIELD.__dict__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
print(results)
