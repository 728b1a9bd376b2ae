# corpus: escape
# technique: nfkc lookalikes
results = []
try:
    𝘦𝘷𝘢𝘭('1')
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    ℯ𝓋𝒶𝓁('1')
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    ().__ｃｌａｓｓ__.__ｂａｓｅ__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    (1).__𝒸𝓁𝒶𝓈𝓈__.__𝓂𝓇ℴ__[-1].__𝓈𝓊𝒷𝒸𝓁𝒶𝓈𝓈ℯ𝓈__()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
