# corpus: escape
# technique: typing tricks
results = []
try:
    import typing
    typing.get_type_hints(lambda x: 0).__class__.__base__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import typing
    typing.List[int].__origin__.__subclasses__()
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import typing
    typing.NamedTuple('T', [('a', int)]).__new__.__globals__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import typing
    typing.TYPE_CHECKING.__class__.__base__.__subclasses__()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
