# corpus: escape
# technique: private natives
results = []
try:
    import random
    assert random._default_seed() != 0
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import datetime
    class C:
        pass
    datetime._setf(C(), '__class__', int)
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import datetime
    datetime._setf(1, 'real', 2)
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import random
    assert random.random() != random.Random(0).random()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
