# corpus: escape
# technique: func globals
results = []
try:
    (lambda: 0).__globals__['__builtins__']
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    (lambda: 0).__globals__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    def f():
        pass
    f.__globals__['__builtins__']['eval']
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
print(results)
