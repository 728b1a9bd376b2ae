# corpus: escape
# technique: sys surface
results = []
try:
    import sys
    sys.stdin.read()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys.__dict__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys.stdout.write.__func__.__globals__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys.setrecursionlimit(10**6)
    def f(n):
        return n and f(n - 1)
    f(30000)
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
