# corpus: escape
# technique: sys surface
results = []
try:
    import sys
    sys.path
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from sys import modules
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys.getsizeof(1)
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys.settrace(print)
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
