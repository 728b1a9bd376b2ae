# corpus: resource
# technique: catch budget generator exit
def g():
    while True:
        try:
            yield 1
        except GeneratorExit:
            pass
it = g()
next(it)
it.close()
