# Builtin methods called through their type check the receiver, as CPython does.
class A:
    pass

cases = [
    lambda: list.append(5, 1),
    lambda: list.append(),
    lambda: dict.update(5, {}),
    lambda: dict.update(A(), {1: 2}),
    lambda: set.add("x", 1),
    lambda: str.upper(3),
    lambda: dict.get([], 1),
    lambda: tuple.count({}, 1),
]
for f in cases:
    try:
        f()
        print("no error")
    except TypeError as e:
        print(type(e).__name__, e)

x = []
list.append(x, 3)
list.extend(x, (4, 5))
print(x, str.upper("ab"), dict.fromkeys("ab"), str.join("-", ["a", "b"]))
d = {}
dict.update(d, a=1)
dict.__setitem__ if False else None
print(d, list.copy(x), sorted(set.union({1}, {2})))
