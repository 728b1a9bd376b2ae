# corpus: escape
# technique: format traversal
results = []
try:
    '{!r:{.__dict__}}'.format(1, 2)
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    '{0.__class__.__base__.__subclasses__}'.format_map({'0': 1})
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    f'{(1).__class__.__base__}'
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    '%(x)s' % {'x': globals}
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
