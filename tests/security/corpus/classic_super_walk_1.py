# corpus: escape
# technique: super walk
results = []
try:
    super(int, 1).__reduce_ex__(2)
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    super(type, int).__subclasses__()
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    super(object, object).__getattribute__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
print(results)
