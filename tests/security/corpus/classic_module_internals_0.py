# corpus: escape
# technique: module internals
results = []
try:
    import random
    random._os
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import random
    random._inst.__dict__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import random
    random.__dict__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import random
    random.__builtins__
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
