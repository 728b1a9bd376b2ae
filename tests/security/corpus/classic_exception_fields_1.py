# corpus: escape
# technique: exception fields
results = []
try:
    try:
        {}['x']
    except KeyError as e:
        e.__class__.__subclasses__()
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    try:
        raise StopIteration(1)
    except StopIteration as e:
        e.__traceback__.tb_frame.f_back
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    BaseException.__subclasses__()
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    Exception.__mro__[-1].__subclasses__()
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
