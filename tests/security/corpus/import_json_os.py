# corpus: escape
# technique: import json.os in every form
results = []
try:
    import json.os
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from json.os import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('json.os')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import json.os as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from json import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from json import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
