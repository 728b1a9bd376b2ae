# corpus: escape
# technique: __thisclass__ on a running generator, from inside and outside
def g():
    me = yield 1
    try:
        v = me.__thisclass__
        if v is not None:
            print('ESCAPED inside', type(v).__name__)
    except Exception as e:
        print('inside', type(e).__name__)
    yield 2


it = g()
next(it)
try:
    it.send(it)
except StopIteration:
    pass
try:
    v = it.__thisclass__
    if v is not None:
        print('ESCAPED', type(v).__name__)
except Exception as e:
    print(type(e).__name__)
