# corpus: escape
# technique: json hooks
results = []
try:
    import json
    json.loads('{"a": 1}', object_hook=lambda d: d.__class__.__base__)
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import json
    json.dumps(lambda: 0, default=lambda o: o.__globals__)
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import json
    json.JSONEncoder().default.__self__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import json
    json.decoder
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
