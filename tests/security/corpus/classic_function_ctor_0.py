# corpus: escape
# technique: function ctor
results = []
try:
    type(lambda: 0)()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    type(lambda: 0)((lambda: 0).__code__, {})
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    type(len)()
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    type(print)('x')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
