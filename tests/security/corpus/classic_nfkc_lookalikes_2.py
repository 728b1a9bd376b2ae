# corpus: escape
# technique: nfkc lookalikes
results = []
try:
    ｇｌｏｂａｌｓ()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    ｃｏｍｐｉｌｅ('1', '', 'eval')
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    getattr((), '__ｃｌａｓｓ__')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
print(results)
