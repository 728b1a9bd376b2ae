# corpus: escape
# technique: __subclasses__ on a caught exception and on its class
def fail():
    raise ValueError('boom')


for make in (fail, lambda: 1 / 0, lambda: [][1], lambda: {}['k'], lambda: int('x')):
    try:
        make()
    except Exception as err:
        for target in (err, type(err)):
            try:
                v = target.__subclasses__
            except Exception as e:
                print(type(e).__name__)
                continue
            if v is not None:
                print('ESCAPED', type(v).__name__)
