# corpus: legit
# technique: closures lambdas
def make_counter():
    n = 0

    def inc(by=1):
        nonlocal n
        n += by
        return n
    return inc


c = make_counter()
print(c(), c(5), c())
adders = [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in adders], (lambda *a, **k: (a, sorted(k)))(1, 2, z=3, a=4))
