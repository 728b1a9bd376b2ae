# corpus: resource
# technique: catch budget in generator
def g():
    try:
        while True:
            yield
    except BaseException:
        yield 'ESCAPED'
for v in g():
    if v:
        print(v)
