# corpus: escape
# technique: format traversal
results = []
try:
    '{0.__class__.__base__}'.format(1)
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    '{0.__init__.__globals__}'.format(lambda: 0)
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    '{0.__class__.__mro__[1].__subclasses__}'.format('')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    '{x.__class__.__init__.__globals__[__builtins__]}'.format(x=1)
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
