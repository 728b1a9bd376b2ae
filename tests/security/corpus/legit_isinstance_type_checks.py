# corpus: legit
# technique: isinstance type checks
class A:
    pass


class B(A):
    pass


objs = [1, "s", 2.5, [1], (1,), {1: 2}, {1}, None, True, A(), B(), len, print]
print([type(o).__name__ for o in objs])
print(isinstance(B(), A), issubclass(B, A), isinstance(True, int), type(True) is bool)
print(type(B()) is B, type(A) is type, callable(A), callable(A()), isinstance(A, type))
