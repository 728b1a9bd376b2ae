# corpus: escape
# technique: reduce gadget
results = []
try:
    (1).__reduce_ex__(2)
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    object().__reduce__()
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import copy
    class R:
        def __reduce__(self):
            return (print, ('ESCAPED via __reduce__',))
    copy.copy(R())
    raise ValueError('copy ran the user hook only')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import copy
    copy.copy(print).__self__
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
