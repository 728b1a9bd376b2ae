# corpus: escape
# technique: sys surface
results = []
try:
    import sys
    try:
        1 / 0
    except ZeroDivisionError:
        sys.exc_info()[2].tb_frame
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys.executable
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys.platform
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys.flags
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
