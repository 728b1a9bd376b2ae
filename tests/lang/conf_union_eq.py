# `int | str` unions compare equal in any member order and hash alike (CPython compares member
# sets); a union never equals a tuple of the same types; unions have no ordering.
a, b = int | str, str | int
print(a == b, a != b, hash(a) == hash(b), (int | None) == (None | int), (int | str | float) == (float | int | str))
print((int | str) == int, (int | str) == (int, str), (int, str) == (int | str), (int | str) == (int | float))
print(len({a, b, int | str}), {a: 1}[b], (int | str) in [str | int])
print((int | int) == int, (int | str | int) == (str | int), a)
for f in [lambda: a < b, lambda: a <= (int, str), lambda: (int,) > a]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError")
print(isinstance(3, b), isinstance(None, int | None), issubclass(bool, str | int))
