# corpus: escape
# technique: clock entropy
results = []
try:
    import datetime
    datetime.datetime.now()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import datetime
    datetime.date.today()
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import random
    random.SystemRandom().random()
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import os
    os.urandom(8)
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
