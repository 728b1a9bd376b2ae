# corpus: escape
# technique: mro call
results = []
try:
    int.mro()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    type.mro(int)
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    type(1).mro()
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    (1).__class__.mro()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
