# corpus: escape
# technique: fullwidth import
results = []
try:
    import ｏｓ
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from ｏｓ import ｓｙｓｔｅｍ
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
print(results)
