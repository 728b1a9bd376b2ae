# corpus: escape
# technique: nfkc lookalikes
results = []
try:
    ｅｖａｌ('1')
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    ｅｘｅｃ('1')
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    ｏｐｅｎ('secret.txt')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    __ｉｍｐｏｒｔ__('os')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
