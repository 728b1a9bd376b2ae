# Small conformance fixes: 'c' alignment, static/class special methods, super() repr, dict
# views against sets, builtin exception names.
print('{:4c}|'.format(48), '{:<4c}|'.format(48), format(65, '^5c') + '|', '%4c|' % 48, '{:*>3c}'.format(66))


class C:
    @staticmethod
    def __sub__(x):
        return x

    @classmethod
    def __add__(cls, x):
        return (cls.__name__, x)

    @staticmethod
    def __len__():
        return 3


print(C() - 1, C() + 2, len(C()))


class A:
    def p(self):
        print(super())


class B(A):
    def q(self):
        print(super())

    @classmethod
    def c(cls):
        print(super())


A().p()
B().q()
B.c()

d = {1: 2, 3: 4}
print(d.keys() == {1, 3}, d.items() == {(1, 2), (3, 4)}, {1, 3} == d.keys(), d.keys() < {1, 3, 5})
print(d.keys() != {1}, d.keys() == [1, 3], d.keys() == {3: 0, 1: 0}.keys(), d.values() == d.values())
print(d.keys() & {1, 7}, d.keys() >= frozenset({3}), d.items() <= {(1, 2), (3, 4), (5, 6)})
print(type(hash(d.values())).__name__)
for v in (d.keys(), d.items()):
    try:
        hash(v)
    except TypeError as e:
        print(type(e).__name__, e)

for exc in (EOFError, ConnectionError, FileNotFoundError, PermissionError, BrokenPipeError,
            SystemError, Warning, UserWarning, DeprecationWarning, RuntimeWarning, BufferError):
    print(exc.__name__, issubclass(exc, OSError), issubclass(exc, Warning), issubclass(exc, Exception))
try:
    raise FileNotFoundError("missing.txt")
except OSError as e:
    print(type(e).__name__, e, isinstance(e, FileNotFoundError))
try:
    raise EOFError
except Exception as e:
    print(repr(e))
