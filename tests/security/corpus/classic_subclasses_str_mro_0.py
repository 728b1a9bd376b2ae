# corpus: escape
# technique: subclasses str mro
results = []
try:
    ''.__class__.__mro__[1].__subclasses__()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
print(results)
