# corpus: escape
# technique: clock entropy
results = []
try:
    import time
    time.time()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import time
    time.time_ns()
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import time
    assert time.monotonic_ns() % 10 or time.perf_counter_ns() % 10
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import time
    time.sleep(0.01)
    raise ValueError('slept')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
