# corpus: escape
# technique: type getattribute
results = []
try:
    type.__getattribute__(int, '__dict__')
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    object.__getattribute__(1, '__class__')
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    object.__getattribute__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    type.__getattribute__
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
