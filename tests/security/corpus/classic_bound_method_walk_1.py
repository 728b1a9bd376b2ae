# corpus: escape
# technique: bound method walk
results = []
try:
    class A:
        @classmethod
        def c(cls):
            pass
    A.c.__self__.__dict__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
print(results)
