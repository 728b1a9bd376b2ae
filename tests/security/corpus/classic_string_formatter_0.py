# corpus: escape
# technique: string formatter
results = []
try:
    import string
    string.Formatter().get_field('0.__class__.__base__', [1], {})
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import string
    string.Formatter().format('{0.__globals__}', lambda: 0)
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import string
    string.Template('$x').substitute(x=1).__class__.__base__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import string
    string.Formatter().get_value(0, [len], {}).__self__
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
