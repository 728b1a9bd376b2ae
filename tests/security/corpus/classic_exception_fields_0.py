# corpus: escape
# technique: exception fields
results = []
try:
    try:
        1 / 0
    except Exception as e:
        e.__traceback__.tb_frame
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    try:
        1 / 0
    except Exception as e:
        e.__dict__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    try:
        1 / 0
    except Exception as e:
        e.__reduce__()
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    try:
        1 / 0
    except Exception as e:
        e.__setstate__({})
        e.__getstate__()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
