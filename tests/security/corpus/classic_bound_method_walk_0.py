# corpus: escape
# technique: bound method walk
results = []
try:
    class A:
        def m(self):
            pass
    A().m.__func__.__globals__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    class A:
        def m(self):
            pass
    A().m.__self__.__dict__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    class A:
        @staticmethod
        def m():
            pass
    staticmethod(A.m).__func__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    class A:
        @property
        def p(self):
            return 1
    A.p.fget.__globals__
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
