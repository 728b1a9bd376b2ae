# corpus: escape
# technique: class tricks
results = []
try:
    class X:
        def __new__(cls):
            return object.__new__(cls)
    X().__new__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    class X:
        def __del__(self):
            pass
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    class X:
        def __class_getitem__(cls, k):
            return k
    X.__class_getitem__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    (lambda: 0).__get__(1)
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
