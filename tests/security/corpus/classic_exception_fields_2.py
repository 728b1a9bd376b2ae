# corpus: escape
# technique: exception fields
results = []
try:
    try:
        1 / 0
    except Exception as e:
        e.__context__.__traceback__.tb_frame
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
print(results)
