# corpus: escape
# technique: super walk
results = []
try:
    class A:
        def m(self):
            return super().__self__
    A().m()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    class A:
        def m(self):
            return super().__thisclass__
    A().m()
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    class A:
        def m(self):
            return super().__self_class__
    A().m()
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    class A:
        def m(self):
            return super().__getattribute__('__dict__')
    A().m()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
