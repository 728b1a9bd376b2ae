# corpus: escape
# technique: json hooks
results = []
try:
    import json
    json.codecs
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import json
    json.loads('1', parse_int=eval)
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import json
    json.scanner.py_make_scanner
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
print(results)
