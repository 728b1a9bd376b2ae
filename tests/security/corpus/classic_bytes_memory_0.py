# corpus: escape
# technique: bytes memory
results = []
try:
    memoryview('abc')
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    bytearray(3).__reduce__()
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    bytes.fromhex('00').__class__.__base__.__subclasses__()
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    memoryview(b'abc')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
