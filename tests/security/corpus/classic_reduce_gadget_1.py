# corpus: escape
# technique: reduce gadget
results = []
try:
    import copy
    copy.deepcopy(lambda: 0).__globals__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import copy
    copy._reconstructor
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import copy
    copy.__dict__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
print(results)
