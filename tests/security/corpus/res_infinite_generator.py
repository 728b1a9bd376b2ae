# corpus: resource
# technique: infinite generator
def g():
    while True:
        yield 1
x = list(g())
