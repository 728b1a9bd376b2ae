# corpus: escape
# technique: func code
results = []
try:
    (lambda: 0).__code__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    (lambda: 0).__code__.co_consts
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    def f():
        return 1
    f.__code__ = (lambda: 2).__code__
    assert f() == 2
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
print(results)
