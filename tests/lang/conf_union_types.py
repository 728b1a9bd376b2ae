# X | Y unions of types (types.UnionType): repr, isinstance/issubclass, flattening, errors.
class Foo: pass
U = int | str
print(U, int | None, None | int, int | str | None, int | int, Foo | None, (int | str) | (float | int))
print(isinstance(3, U), isinstance(3.5, U), isinstance(None, int | None), isinstance("s", (float, int | str)))
print(issubclass(bool, int | str), issubclass(float, U), isinstance(Foo(), Foo | int), type(U).__name__)
Number = int | float
def total(xs: list[int | float]) -> int | float:
    return sum(x for x in xs if isinstance(x, Number))
print(total([1, 2.5, "x"]))
try:
    int | 3
except TypeError as e:
    print("TypeError", e)
try:
    None | None
except TypeError as e:
    print("TypeError", e)
try:
    isinstance(3, 5)
except TypeError as e:
    print("TypeError", e)
print(hash(int | str) == hash(int | str), (int | str) == (int | str))
