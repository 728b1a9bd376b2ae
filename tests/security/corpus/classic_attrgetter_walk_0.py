# corpus: escape
# technique: attrgetter walk
results = []
try:
    import operator
    operator.attrgetter('__class__.__base__')(1)
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import operator
    operator.attrgetter('__globals__')(lambda: 0)
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import operator
    operator.methodcaller('__reduce_ex__', 2)(1)
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import operator
    operator.methodcaller('mro')(int)[-1].__subclasses__()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
