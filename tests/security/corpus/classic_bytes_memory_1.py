# corpus: escape
# technique: bytes memory
results = []
try:
    bytearray(3).__class__.__mro__[-1].__subclasses__()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import ctypes
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
print(results)
