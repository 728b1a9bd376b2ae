# corpus: escape
# technique: functools walk
results = []
try:
    import functools
    functools.partial(print, 1).func.__self__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import functools
    functools.partial(print, 1).__dict__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import functools
    def f():
        pass
    functools.wraps(f)(lambda: 0).__wrapped__.__globals__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import functools
    functools.lru_cache(lambda: 0).__wrapped__.__globals__
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
