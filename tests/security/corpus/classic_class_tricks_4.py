# corpus: escape
# technique: class tricks
results = []
try:
    class X:
        pass
    object.__setattr__(X(), '__class__', int)
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
print(results)
