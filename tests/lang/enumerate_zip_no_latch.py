# enumerate and zip are not marked done when what they wrap ends: a later next() asks the
# wrapped iterator again, which may go on (CPython's enumerate and zip keep no done flag).
class Flaky:
    """Raises StopIteration on every third call, and goes on after it."""
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n % 3 == 0:
            raise StopIteration
        if self.n > 9:
            raise StopIteration
        return self.n

e = enumerate(Flaky())
print(list(e), list(e), list(e), list(e))
z = zip(Flaky(), "abcdefgh")
print(list(z), list(z), list(z))
z = zip("xy", Flaky())
print(list(z), list(z))
e = enumerate(Flaky(), 10)
for i, v in e:
    print(i, v)
for i, v in e:
    print("again", i, v)
print(next(e, "end"), next(e, "end"))
# Plain sources stay ended.
e = enumerate([1, 2])
print(list(e), list(e))
z = zip([1, 2], (3, 4, 5))
print(list(z), list(z))
z = zip([1], [2], strict=True)
print(list(z), list(z))
def gen():
    yield 1
g = enumerate(gen())
print(list(g), list(g))
