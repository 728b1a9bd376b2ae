# corpus: escape
# technique: subclasses object
results = []
try:
    object.__subclasses__()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    type.__subclasses__(object)
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    object.__subclasses__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    type.__subclasses__
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
