# corpus: escape
# technique: private natives
results = []
try:
    import datetime
    assert datetime._clock_now() is not None
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import time
    assert time._now(0) is not None
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import time
    assert time._now(2) is not None
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import time
    assert time._sleep(0.01) is not False
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
