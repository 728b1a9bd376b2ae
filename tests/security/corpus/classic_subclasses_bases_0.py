# corpus: escape
# technique: subclasses bases
results = []
try:
    [x for x in ().__class__.__bases__[0].__subclasses__() if x.__name__ == 'catch_warnings'][0]()._module.__builtins__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
print(results)
