# corpus: escape
# technique: gc inspect sys
results = []
try:
    import ctypes
    ctypes.CDLL(None)
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import code
    code.interact()
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
print(results)
