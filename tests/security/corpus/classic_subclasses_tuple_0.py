# corpus: escape
# technique: subclasses tuple
results = []
try:
    ().__class__.__base__.__subclasses__()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
print(results)
