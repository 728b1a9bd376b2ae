# int(x) and sum(xs) with one positional argument skip the argument binder; the other forms
# (keywords, a base, a start, too many or too few arguments) keep CPython's results and messages.
print(int(True), int(False), int(-7), int(2.9), int(-2.9), int(" 42 "), int("1_000"), int(b"12"))
print(int(all([1, 1])), int(any([])), int(10 ** 30) == 10 ** 30, int())
print(int("ff", 16), int("0x1f", 0), int("101", base=2))


class Num:
    def __int__(self):
        return 5


class Idx:
    def __index__(self):
        return 6


print(int(Num()), int(Idx()))
for args, kwargs in [((), {"base": 3}), ((1.5,), {"base": 2}), (("x",), {}), ((None,), {}),
                     ((), {"y": 1}), (("1", 2, 3), {}), ((float("inf"),), {}), ((float("nan"),), {})]:
    try:
        print(int(*args, **kwargs))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
print(sum([1, 2, 3]), sum([0.5, 0.25]), sum([[1], [2]], []), sum([1], 10), sum([1, 2], start=5))
print(sum(x * x for x in range(5)), sum(range(101)), sum([]), sum({1: "a", 2: "b"}))
for args, kwargs in [((), {}), (([1],), {"begin": 1}), (([1], 2, 3), {}), ((["a"], ""), {}), ((5,), {})]:
    try:
        print(sum(*args, **kwargs))
    except TypeError as e:
        print("TypeError:", e)
