# Builtin functions called straight from CALL (no keywords): results, every error a builtin
# raises (argument counts, types), builtins rebound or shadowed, and methods taken off types.
def f(xs, s, d):
    n = 0
    for i in range(300):
        n += len(xs) + len(s) + len(d) + abs(i - 50) + min(i, 7) + max(i, 3, 9)
        if isinstance(i, int) and not isinstance(i, (str, float)):
            n += 1
    return n
print(f([1, 2, 3], "abcd", {1: 2}))
for bad in (lambda: len(5), lambda: len(), lambda: len([], []), lambda: abs("x"),
            lambda: isinstance(1), lambda: isinstance(1, 2), lambda: min(), lambda: ord("ab"),
            lambda: chr(-1), lambda: int("z"), lambda: sorted(1)):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
    except ValueError as e:
        print("ValueError", e)
upper = str.upper
print(upper("abc"), list.__len__([1, 2]) if hasattr(list, "__len__") else 2)
try:
    upper(5)
except TypeError as e:
    print("TypeError", e)
def g():
    len = lambda x: "shadowed"
    return len([1])
print(g(), len([1, 2]), sorted([3, 1, 2]), sum([1, 2, 3]), round(2.5), divmod(7, 2))
print(max([4, 1], key=lambda v: -v), min(3, 1, key=abs), print("kw", end="!\n"))
