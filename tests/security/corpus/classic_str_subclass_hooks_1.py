# corpus: escape
# technique: str subclass hooks
results = []
try:
    class S(str):
        pass
    S.__base__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    class S(str):
        def __str__(self):
            return self.__dict__
    str(S('x'))
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
print(results)
