# corpus: escape
# technique: format traversal
results = []
try:
    '{0[__builtins__]}'.format(type('x', (), {}))
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    '{0.gi_frame.f_globals}'.format(x for x in [])
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    '{0.__self__}'.format(print)
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    '{.__doc__}'.format(len)
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
