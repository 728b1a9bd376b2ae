# corpus: escape
# technique: mro call
results = []
try:
    int.mro()[-1].__subclasses__()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    type.mro(int)[1].__subclasses__()
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    type(1).mro()[-1].__subclasses__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    (1).__class__.mro()[-1].__base__
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
